/**
 * The reply's sections named in quotes, one of them the score's with its range in its name:
 *
 *   Seu feedback deve ser … estruturado em quatro seções: 'Pontos Fortes e Precisão', 'Pontos a Melhorar' e
 *   'Score de Coerência e Estrutura (0 a 10)'.
 *
 * The reasoning is written first, then the score's section named as quoted with the score after its colon
 * ("Score de Coerência e Estrutura (0 a 10): 7"), as a judge heads its sections and a parser of that name reads them.
 */
import type { Scale } from './answer-format';

/** The word for the reply's sections, in a few languages, before the list of their names in the same sentence. */
const SECTIONS_NAMED = /\b(?:sections?|parts|headings|headers|seç(?:ão|ões)|partes|secci(?:ón|ones)|apartados|parties|rubriques|abschnitte?n?|sezioni)\b[^.\n]{0,60}?:?[ \t]*((?:["'“‘][^"'”’\n]{1,80}["'”’][ \t]{0,4}(?:,|;|\band\b|\be\b|\by\b|\bet\b|\bund\b|\bo\b)?[ \t]{0,4}){2,8})/iu;
const QUOTED = /["'“‘]([^"'”’\n]{1,80})["'”’]/g;
/** A range in a name's parentheses: "(0 a 10)", "(1-5)", "(0 to 100)", "(1 bis 5)". */
const RANGE_IN_NAME = /\([ \t]*(\d{1,3})[ \t]*(?:-|–|to|a|à|al|bis|até)[ \t]*(\d{1,3})[ \t]*\)/i;

export function scoredSectionNamed(text: string): { name: string; scale: Scale } | null {
  const m = SECTIONS_NAMED.exec(text.slice(-6000));
  if (!m) return null;
  const names = [...m[1]!.matchAll(QUOTED)].map((q) => q[1]!.trim());
  const scored = names.map((name) => ({ name, range: RANGE_IN_NAME.exec(name) })).filter((s) => s.range !== null);
  // (exactly one section holds the score; several would be dimensions, another layout)
  if (names.length < 2 || scored.length !== 1) return null;
  const [min, max] = [Number(scored[0]!.range![1]), Number(scored[0]!.range![2])];
  return min < max ? { name: scored[0]!.name, scale: { min, max } } : null;
}
