/**
 * Set 461: replicas of the reply readers of judge prompts written in Spanish and Vietnamese: TAPLIN's RAG "does the
 * answer make sense" judge (a standalone 0/1 found by a Python word-boundary search) and Chatbox_Haui's Gemini judge of
 * chatbot answers against a ground truth (a JSON object after a character-set fence strip, is_correct + faithfulness).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a None)?
 */
import { hasLoneSurrogate, isObject, pyStrip, pyStripChars, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. TAPLIN (martinbarrosss/TAPLIN), src/pipeline/batch_tester.py, class RAGJudge:
//      def _clean_score(self, score_text: str) -> float:
//          match = re.search(r"\b(0|1)\b", score_text) # Solo busca 0 o 1
//          if match:
//              return float(match.group())
//          print(f"⚠️  Advertencia: No se pudo extraer la puntuación (0 o 1) ...")
//          return 0.0                                  # default, indistinguishable from a '0' verdict
//      def evaluate(self, question, answer):
//          ...
//          try:
//              score_raw = self.llm.invoke(prompt_sentido).strip()   # OllamaLLM: invoke() returns a str
//              return self._clean_score(score_raw)
//          except Exception as e:
//              return 0.0
//    Python 3 str patterns: \b is a Unicode word boundary, a word character being str.isalnum() or '_' (letters of
//    any script, every Unicode number), so '1º', 'é1' or '10' hold no standalone digit; JS \b is ASCII-only, hence the
//    explicit lookarounds. The digits themselves are ASCII '0'/'1' only.
const TAPLIN_BINARY = /(?<![\p{L}\p{N}_])(?:0|1)(?![\p{L}\p{N}_])/u;
const taplin: FrameworkParser = (reply) => TAPLIN_BINARY.test(pyStrip(reply));

// 2. Chatbox_Haui (CuongLam1206/Chatbox_Haui), tools/eval/compute_metrics.py:
//      llm_judge_batch:
//          try:
//              resp = model.generate_content(prompt)
//              text = resp.text.strip().strip("```json").strip("```").strip()
//              data = json.loads(text)
//              results.append({**case, **data})          # a non-dict raises TypeError
//          except Exception:
//              results.append({**case, "is_correct": None, "faithfulness": None, "note": "parse_error"})
//      compute_metrics:
//          r["is_correct"] = j.get("is_correct")
//          r["faithfulness"] = j.get("faithfulness")
//          r["note"] = j.get("note", "")
//          correct = [r for r in results if r["is_correct"] is True]
//          faith_scores = [r["faithfulness"] for r in results if r["faithfulness"] is not None]
//          avg_faithfulness = sum(faith_scores) / len(faith_scores) if faith_scores else 0   # str/list -> TypeError
//          ...
//          Path(out_path).write_text(json.dumps(summary, ensure_ascii=False, indent=2), encoding="utf-8")
//    str.strip("```json") strips any of the characters ` j s o n from both ends (a set, not a prefix). An absent or
//    null is_correct is what the parse_error path stores, so no verdict; a faithfulness that is not a number, a bool
//    or None crashes the aggregation; a lone surrogate in a copied string crashes the UTF-8 write.
const chatboxHaui: FrameworkParser = (reply) => {
  const text = pyStrip(pyStripChars(pyStripChars(pyStrip(reply), '`json'), '`'));
  const data = pythonLoadsNumbers(text);
  if (!isObject(data)) return false;
  const own = (k: string) => Object.prototype.hasOwnProperty.call(data, k);
  const isCorrect = own('is_correct') ? data['is_correct'] : null;
  if (isCorrect === null || isCorrect === undefined) return false;
  const faithfulness = own('faithfulness') ? data['faithfulness'] : null;
  if (faithfulness !== null && typeof faithfulness !== 'number' && typeof faithfulness !== 'boolean') return false;
  if (hasLoneSurrogate(isCorrect) || (own('note') && hasLoneSurrogate(data['note']))) return false;
  return true;
};

export const PARSERS_OF_SET_461: Record<string, FrameworkParser> = {
  'taplin--rag-answer-makes-sense-for-question-binary-0-1-word-boundary-search': taplin,
  'chatbox-haui--chatbot-answer-vs-ground-truth-is-correct-faithfulness-json-fence-strip': chatboxHaui,
};
