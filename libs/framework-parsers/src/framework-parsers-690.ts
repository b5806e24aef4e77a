/**
 * Set 690 (theme: Spanish, Portuguese, French, German or Italian repositories): replica of the reply reader of one
 * Brazilian-Portuguese judge, Hackthon-MagaluCloud's quiz-answer evaluator (Agente_Checa: bom / medio / ruim in a JSON
 * object read by a bare JSON.parse). The parser answers: would the project get a verdict out of this reply (not a
 * default, not an exception, not a fallback)?
 */
import { wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Hackthon-MagaluCloud, src/Agents/Agente_Checa.ts avaliarResposta (lucasfroes232/Hackthon-MagaluCloud @560359b):
//      const jsonString = response.choices[0].message?.content;
//      let result: any = {};
//      try {
//        result = JSON.parse(jsonString || "{}");     // null / "" content -> "{}" -> an empty default object
//      } catch {
//        result = { raw: jsonString };                 // not JSON -> fallback object, no verdict
//      }
//      return result;
//    src/server.ts POST /avaliar-resposta: const resultado = await avaliarResposta(...); return res.json(resultado);
//    JavaScript's JSON.parse reads the whole content: only JSON whitespace (space, tab, LF, CR) may surround the one
//    JSON text; fences, prose, single quotes, trailing commas, NaN, a BOM or a no-break space make it throw. The parsed
//    value is not validated (classificacao is neither required nor checked against bom / medio / ruim).
const hackthonMagalucloud: FrameworkParser = (reply) => reply !== '' && wholeJson(reply) !== undefined;

export const PARSERS_OF_SET_690: Record<string, FrameworkParser> = {
  'hackthon-magalucloud--pdf-quiz-user-answer-bom-medio-ruim-classificacao-json-parse-whole-reply': hackthonMagalucloud,
};
