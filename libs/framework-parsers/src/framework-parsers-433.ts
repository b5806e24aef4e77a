/**
 * Set 433: replicas of the reply readers of hallucination / groundedness judges in small chatbot projects:
 * the LLM-Hallucination-Detection-Bot's SelfCheckGPT-style consistency score (Python float() or a decimal regex,
 * default 0.5 otherwise) and For_HK_Chatbot's Gemini validator of a draft answer against the knowledge base
 * (JSON.parse of the trimmed text, is_supported). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { PY_FLOAT_STR } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. LLM-Hallucination-Detection-Bot (Ritesh-2001/LLM-Hallucination-Detection-Bot), streamlit_app.py:
//      self_similarity_score = utils.llm_evaluate(output,sampled_passages)
//      try:
//          self_similarity_score = float(self_similarity_score)
//      except ValueError:
//      # Extract number with decimal point using a capturing group
//          match = re.search(r'\d+\.\d+', self_similarity_score)
//          if match:
//              self_similarity_score = float(match.group())  # Extract the entire matched group
//          else:
//              # Handle cases where no number with decimal point is found (optional)
//              self_similarity_score = 0.5  # Or raise an error          <- default, no verdict
//    float() of a str: surrounding Unicode whitespace, sign, '.5' / '5.', exponent, '_' between digits,
//    inf / infinity / nan, any Unicode decimal digits (PY_FLOAT_STR). Python's \d is any Unicode decimal digit,
//    and float() reads every such digit run, so a regex match always yields a number.
const SELFCHECK_DECIMAL = /\p{Nd}+\.\p{Nd}+/u;
const llmHallucinationDetectionBot: FrameworkParser = (reply) => PY_FLOAT_STR.test(reply) || SELFCHECK_DECIMAL.test(reply);

// 2. For_HK_Chatbot (chrischangminlee/For_HK_Chatbot), src/gemini.ts validateAnswer:
//      function extractText(resp: any): string {
//        ... const textParts = parts.map((p: any) => p?.text).filter(Boolean);
//        return String(textParts.join('\n')).trim();
//      }
//      const text = extractText(resp);
//      try {
//        const parsed = JSON.parse(text) as ValidatorResult;
//        return {
//          is_supported: Boolean(parsed.is_supported),
//          issues: Array.isArray(parsed.issues) ? parsed.issues : [],
//          adjusted_answer: typeof parsed.adjusted_answer === 'string' ? parsed.adjusted_answer : null,
//          confidence: typeof parsed.confidence === 'number' ? parsed.confidence : null
//        };
//      } catch (e) {
//        return { is_supported: false, issues: ['Validator returned non-JSON or invalid JSON.'], adjusted_answer: null, confidence: null };
//      }
//    JS String.prototype.trim, then strict JSON.parse of the whole text; JSON null makes `parsed.is_supported`
//    throw a TypeError inside the try (the catch default). Any other value goes through, but is_supported absent or
//    null only yields Boolean(undefined/null) === false, a filled-in default: a verdict needs is_supported present
//    and not null (its value is Boolean()-coerced, so "false" reads as true).
const forHkChatbot: FrameworkParser = (reply) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.trim()) as unknown;
  } catch {
    return false;
  }
  if (parsed === null) return false;
  const isSupported = (Object(parsed) as Record<string, unknown>)['is_supported'];
  return isSupported !== undefined && isSupported !== null;
};

export const PARSERS_OF_SET_433: Record<string, FrameworkParser> = {
  'llm-hallucination-detection-bot--selfcheck-output-vs-three-sampled-passages-consistency-0-1-decimal-float-or-regex':
    llmHallucinationDetectionBot,
  'for-hk-chatbot--gemini-draft-answer-vs-knowledge-base-is-supported-json-parse-after-trim': forHkChatbot,
};
