/**
 * Set 720: replicas of the reply readers of two Spanish/Portuguese judges: RegLLM's Spanish banking-regulation QA
 * judge (base Qwen judging its own LoRA answer: "ADECUADA: SI/NO" and "PUNTUACION: 0.0-1.0" lines) and MOSAIC-FL's
 * Portuguese clinical-RAG justification judge ("NOTA: <1-5>" line). Each parser answers: would the project get a
 * verdict out of this reply (not the keyword fallback, not a None score)?
 */
import { PY_SPACE, pyFloatOf } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. RegLLM, scripts/eval/test_with_judge.py _parse_judge_output (alektebel/regllm):
//      try:
//          adq  = re.search(r"ADECUADA:\s*(SI|NO|Sí|No|si|no)", output, re.IGNORECASE)
//          pun  = re.search(r"PUNTUACION:\s*([\d.]+)", output)
//          pres = re.search(r"DATOS_PRESENTES:\s*(.+?)(?:\n|$)", output)
//          aus  = re.search(r"DATOS_AUSENTES:\s*(.+?)(?:\n|$)", output)
//          expl = re.search(r"EXPLICACION:\s*(.+?)(?:\n|$)", output)
//          if adq and pun:
//              score = max(0.0, min(1.0, float(pun.group(1))))
//              ...
//              return JudgeResult(is_adequate=adq.group(1).upper() in ("SI", "SÍ"), score=score, ...)
//      except (ValueError, AttributeError):
//          pass
//      # Fallback: keyword hit rate  -> JudgeResult(..., used_fallback=True)
//    Python's IGNORECASE folds s with U+017F, i with U+0130/U+0131 and í with Í (ASCII letters otherwise); \s is
//    str.isspace() whitespace and \d any Unicode decimal digit, both of which float() reads. PUNTUACION is
//    case-sensitive. A greedy [\d.]+ capture that float() refuses ("0.85.", "1.2.3", ".") raises ValueError.
const REGLLM_ADECUADA = new RegExp(`[aA][dD][eE][cC][uU][aA][dD][aA]:${PY_WS}*(?:[sSſ][iIıİ]|[nN][oO]|[sSſ][íÍ])`, 'u');
const REGLLM_PUNTUACION = new RegExp(`PUNTUACION:${PY_WS}*([\\p{Nd}.]+)`, 'u');
const regllm: FrameworkParser = (reply) => {
  if (!REGLLM_ADECUADA.test(reply)) return false;
  const pun = REGLLM_PUNTUACION.exec(reply);
  return pun !== null && pyFloatOf(pun[1] ?? '') !== undefined;
};

// 2. MOSAIC-FL, src/mosaicfl/core/rag/__init__.py ClinicalRAG.judge_justification (JacAbreu/mosaic-fl):
//      raw = _generate_ollama(self._llm_model, prompt, max_tokens=80)
//      #  (HF backend: raw = output[0]["generated_text"].replace(truncated_prompt, "").strip())
//      match = re.search(r"NOTA:?\s*([1-5])", raw, re.IGNORECASE)
//      score = int(match.group(1)) if match else None
//      ...
//      if score is None:
//          logger.warning("rag_llm_judge_score_unparseable raw=%r", raw[:200])
//      return score, rationale
//    N, O, T and A have no non-ASCII case partners in Python's IGNORECASE; [1-5] is an ASCII range.
const MOSAIC_NOTA = new RegExp(`[nN][oO][tT][aA]:?${PY_WS}*[1-5]`, 'u');
const mosaicFl: FrameworkParser = (reply) => MOSAIC_NOTA.test(reply);

export const PARSERS_OF_SET_720: Record<string, FrameworkParser> = {
  'regllm--spanish-banking-regulation-qa-adequacy-si-no-plus-0-1-puntuacion-labelled-lines': regllm,
  'mosaic-fl--clinical-rag-prediction-justification-quality-1-5-nota-line': mosaicFl,
};
