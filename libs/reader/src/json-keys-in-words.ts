/**
 * JSON keys named in words after the ask for JSON, each glossed in parentheses, none shown in an object:
 *
 *   Output JSON: grounded (true/false), reason (short explanation)
 *   输出 JSON：grounded（true/false）、reason（简短说明）
 *
 * A key glossed "true/false" takes the verdict as a boolean, one glossed with a range ("1-5") as a score on it, one
 * glossed with other words between slashes ("pass/fail") as one of them; the others are text the reason fills.
 */
import type { AnswerFormat, Scale } from './answer-format';

const KEY = String.raw`[A-Za-z_][A-Za-z0-9_]{0,30}`;
const GLOSS = String.raw`[ \t]{0,2}[(（][^()（）\n]{1,60}[)）]`;
const BETWEEN = String.raw`[ \t]{0,2}(?:[,，、;；]|[ \t]and[ \t])[ \t]{0,2}(?:and[ \t]+)?`;
const KEYS_IN_WORDS = new RegExp(String.raw`\bjson\b[^:：\n]{0,60}[:：][ \t]*(${KEY}${GLOSS}(?:${BETWEEN}${KEY}${GLOSS}){1,7})`, 'i');
const ONE = new RegExp(String.raw`(${KEY})[ \t]{0,2}[(（]([^()（）\n]{1,60})[)）]`, 'g');

export function jsonKeysInWords(text: string): AnswerFormat | null {
  const m = KEYS_IN_WORDS.exec(text.slice(-4000));
  if (!m) return null;
  const keys: string[] = [];
  const booleanKeys: string[] = [];
  const scoreKeys: string[] = [];
  const optionKeys: string[] = [];
  let options: string[] = [];
  let scale: Scale | null = null;
  for (const [, key, gloss] of m[1]!.matchAll(ONE)) {
    if (keys.includes(key!)) return null;
    keys.push(key!);
    const range = /^[ \t]*(-?\d{1,3}(?:\.\d+)?)[ \t]*(?:-|–|to|~|～|到|至)[ \t]*(-?\d{1,3}(?:\.\d+)?)[ \t]*$/.exec(gloss!);
    const slashed = gloss!.split(/[ \t]*[/|][ \t]*/).map((o) => o.trim());
    if (/^[ \t]*(?:true[ \t]*\/[ \t]*false|false[ \t]*\/[ \t]*true)[ \t]*$/i.test(gloss!)) booleanKeys.push(key!);
    else if (range && Number(range[1]) < Number(range[2])) {
      scoreKeys.push(key!);
      scale = { min: Number(range[1]), max: Number(range[2]) };
    } else if (slashed.length >= 2 && slashed.every((o) => /^[A-Za-z][\w-]{0,20}$/.test(o)) && options.length === 0) {
      optionKeys.push(key!);
      options = slashed;
    }
  }
  // (a verdict's key among them: otherwise the words are no answer's layout)
  if (booleanKeys.length + scoreKeys.length + optionKeys.length === 0) return null;
  return {
    kind: 'json',
    keys,
    scale,
    ...(booleanKeys.length ? { booleanKeys } : {}),
    ...(scoreKeys.length ? { scoreKeys } : {}),
    ...(optionKeys.length ? { options, optionKeys } : {}),
  };
}

/**
 * JSON keys listed one per bullet under a line announcing JSON, no object shown, each with its type or its range:
 *
 *   Response format (JSON):
 *   - is_valid: boolean (false only for clearly invalid comments)
 *   - comment (optional): string (1–2 sentences)
 *
 *   Produce ONLY a JSON object with:
 *   - score_percentage: 0-100 based on conceptual correctness
 *   - feedback_280: single line ≤280 chars …
 *
 * A boolean key takes the verdict, a number key glossed with a range (or a key glossed with a range alone) a score on it;
 * the other keys are text.
 */
const ANNOUNCED_JSON = /(?:^|\n)[^\n]{0,60}\bjson\b[^\n]{0,40}:[ \t]*\n((?:[ \t]{0,8}[-*•][ \t]{1,4}`?[A-Za-z_][A-Za-z0-9_]{0,30}`?(?:[ \t]{0,2}\([^()\n]{1,20}\))?[ \t]{0,2}:[ \t]{0,2}[^\n]{1,400}(?:\n|$)){2,10})/i;
const BULLET = /(?:^|\n)[ \t]{0,8}[-*•][ \t]{1,4}`?([A-Za-z_][A-Za-z0-9_]{0,30})`?(?:[ \t]{0,2}\([^()\n]{1,20}\))?[ \t]{0,2}:[ \t]{0,2}([^\n]{0,400})/gi;
const TYPE_WORD = /^(boolean|bool|string|str|text|number|integer|int|float|array|list|object)\b/i;
const RANGE = /(-?\d{1,3}(?:\.\d+)?)[ \t]*(?:-|–|to)[ \t]*(-?\d{1,3}(?:\.\d+)?)/;
/** Options of one word each, "or" before the last in a few languages ("bom, medio ou ruim"), or slashes between them. */
const GLOSSED_OPTIONS = /^([\p{L}][\p{L}_-]{0,20}(?:[ \t]*,[ \t]*[\p{L}][\p{L}_-]{0,20}){0,5}),?[ \t]+(?:or|ou|o|oder|of|lub|veya|eller)[ \t]+([\p{L}][\p{L}_-]{0,20})[ \t]*\.?$|^([\p{L}][\p{L}_-]{0,20}(?:[ \t]*\/[ \t]*[\p{L}][\p{L}_-]{0,20}){1,5})[ \t]*\.?$/u;
function optionsGlossed(gloss: string): string[] {
  const m = GLOSSED_OPTIONS.exec(gloss.trim());
  if (!m) return [];
  const options = m[3] !== undefined ? m[3].split('/').map((o) => o.trim()) : [...m[1]!.split(',').map((o) => o.trim()), m[2]!];
  return new Set(options.map((o) => o.toLowerCase())).size === options.length ? options : [];
}

export function jsonKeysTypedInBullets(text: string): AnswerFormat | null {
  const m = ANNOUNCED_JSON.exec(text.slice(-4000));
  if (!m) return null;
  const keys: string[] = [];
  const booleanKeys: string[] = [];
  const scoreKeys: string[] = [];
  const textKeys: string[] = [];
  const optionKeys: string[] = [];
  let options: string[] = [];
  let glossed: string[] = [];
  let scale: Scale | null = null;
  for (const [, key, gloss] of m[1]!.matchAll(BULLET)) {
    if (keys.includes(key!)) return null;
    keys.push(key!);
    const type = TYPE_WORD.exec(gloss!)?.[1];
    // (a range opening the gloss is the key's scale: "score_percentage: 0-100 based on …")
    const ranged = type === undefined ? new RegExp(`^${RANGE.source}(?![\\d.])`).exec(gloss!) : null;
    if (type && /^bool/i.test(type)) booleanKeys.push(key!);
    else if (type && /^(?:number|integer|int|float)$/i.test(type)) {
      const range = RANGE.exec(gloss!.slice(type.length));
      if (range && Number(range[1]) < Number(range[2])) {
        scoreKeys.push(key!);
        scale ??= { min: Number(range[1]), max: Number(range[2]) };
      }
    } else if (ranged && Number(ranged[1]) < Number(ranged[2])) {
      scoreKeys.push(key!);
      scale ??= { min: Number(ranged[1]), max: Number(ranged[2]) };
    } else if (type === undefined && optionKeys.length === 0 && (glossed = optionsGlossed(gloss!)).length >= 2) {
      // (a gloss that only names the options, in any language: "classificacao: bom, medio ou ruim", "verdict: pass/fail")
      optionKeys.push(key!);
      options = glossed;
    } else if (type === undefined || /^(?:string|str|text)$/i.test(type)) textKeys.push(key!);
  }
  if (booleanKeys.length + scoreKeys.length + optionKeys.length === 0) return null;
  // (the keys typed as text are the reason's to fill)
  return { kind: 'json', keys, scale, ...(booleanKeys.length ? { booleanKeys } : {}), ...(scoreKeys.length ? { scoreKeys } : {}), ...(optionKeys.length ? { options, optionKeys } : {}), ...(textKeys.length ? { textKeys } : {}) };
}
