/**
 * Set 606: replica of how a legal / policy judge reads its reply. Theme: legal, contract-review, compliance and policy
 * QA judges. Only one template was traced to its parser within the look-up budget: OpoSolution (OPTEK), whose
 * correctDesarrollo grades a Spanish civil-service candidate's written essay on a legal-administrative topic, as JSON
 * checked with a zod schema (a 0-10 grade plus three 0-10 sub-scores). The parser answers: would the project get a
 * verdict out of this reply (not an exception, not the corrective retry, not the OpenAI fallback)?
 */
import { isObject } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. OpoSolution (aritzabuin1/OpoSolution), optek/lib/ai/claude.ts callClaudeJSON -> tryParseAndValidate:
//      const rawResponse = await callFn(userPrompt, jsonSystemPrompt)     // content[0].text of the Claude reply
//      const parsed1 = tryParseAndValidate(rawResponse, schema)
//      if (parsed1.success) return parsed1.data
//      ... retry with 'Tu respuesta anterior no era JSON válido. Responde SOLO con JSON.' (if time left), then throw
//    function tryParseAndValidate(raw, schema) {
//      try {
//        const cleaned = raw.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```\s*$/i, '')
//        parsed = JSON.parse(cleaned)
//      } catch { return { success: false, ... } }
//      const result = schema.safeParse(parsed)
//      if (result.success) return { success: true, data: result.data }
//      return { success: false, ... }
//    }
//    optek/lib/ai/schemas.ts:
//      CitaLegalSchema = z.object({ ley: z.string().min(1), articulo: z.string().min(1),
//                                   apartado: z.string().optional(), textoExacto: z.string().min(1) })
//      CorreccionDesarrolloRawSchema = z.object({
//        puntuacion: z.coerce.number().min(0).max(10),
//        feedback: z.string().min(20),
//        mejoras: z.array(z.string()).min(1).max(5),
//        citas_usadas: z.array(CitaLegalSchema),
//        dimension_juridica: z.coerce.number().min(0).max(10),
//        dimension_argumentacion: z.coerce.number().min(0).max(10),
//        dimension_estructura: z.coerce.number().min(0).max(10),
//      })
//    The project is TypeScript, so trim(), the fence regexes and JSON.parse are the very same calls here. z.object
//    refuses arrays and null and strips unknown keys; z.coerce.number() is Number(value), refused when NaN (a missing
//    key gives Number(undefined) = NaN); z.string().min counts UTF-16 units; .optional() admits undefined only.
const OPO_FENCE_OPEN = /^```(?:json)?\s*/i;
const OPO_FENCE_CLOSE = /\s*```\s*$/i;
const zodCoercedScore = (v: unknown): boolean => {
  const n = Number(v);
  return !Number.isNaN(n) && n >= 0 && n <= 10;
};
const zodString = (v: unknown, min: number): boolean => typeof v === 'string' && v.length >= min;
const opoCitaLegal = (v: unknown): boolean =>
  isObject(v) &&
  zodString(v['ley'], 1) &&
  zodString(v['articulo'], 1) &&
  (v['apartado'] === undefined || typeof v['apartado'] === 'string') &&
  zodString(v['textoExacto'], 1);
const oposolutionCorrectDesarrollo: FrameworkParser = (reply) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.trim().replace(OPO_FENCE_OPEN, '').replace(OPO_FENCE_CLOSE, '')) as unknown;
  } catch {
    return false;
  }
  if (!isObject(parsed)) return false;
  const mejoras = parsed['mejoras'];
  const citas = parsed['citas_usadas'];
  return (
    zodCoercedScore(parsed['puntuacion']) &&
    zodString(parsed['feedback'], 20) &&
    Array.isArray(mejoras) &&
    mejoras.length >= 1 &&
    mejoras.length <= 5 &&
    mejoras.every((m) => typeof m === 'string') &&
    Array.isArray(citas) &&
    citas.every(opoCitaLegal) &&
    zodCoercedScore(parsed['dimension_juridica']) &&
    zodCoercedScore(parsed['dimension_argumentacion']) &&
    zodCoercedScore(parsed['dimension_estructura'])
  );
};

export const PARSERS_OF_SET_606: Record<string, FrameworkParser> = {
  'oposolution--spanish-oposicion-legal-essay-correction-0-10-json-zod-three-dimensions': oposolutionCorrectDesarrollo,
};
