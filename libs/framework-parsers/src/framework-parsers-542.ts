/**
 * Set 542: replicas of the reply readers of four resume-screening and candidate-evaluation judges:
 * HireMate's resume shortlisting agent (JSON {"shortlisted": "yes"|"no"}, Python json.loads), Clark's CV screening on
 * Linear (JSON confidence label high|low|ambiguous, JS JSON.parse + includes), ai-cv-evaluator's RAG CV match rate
 * (JSON number read through zod 3) and aijob's Ollama resume/job match score (a bare Python float()). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a skipped sample)?
 */
import { isObject, PY_FLOAT_STR, pyStrip, pythonLoads, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. HireMate (RohitAnandNitk/HireMate), backend/src/Agents/ResumeShortlistingAgent.py shortlist_candidates:
//      response = self.llm.invoke(messages)
//      try:
//          llm_output = json.loads(response.content.strip())
//      except json.JSONDecodeError:
//          print(f"Invalid JSON for {candidate.get('resume', 'unknown')}:\n", response.content)
//          continue                                           # candidate skipped: no verdict
//      shortlist_status = llm_output.get("shortlisted", "").lower()
//      ... "resume_shortlisted": "yes" if shortlist_status == "yes" else "no"
//      if shortlist_status == "yes": shortlisted.append(result)
//      else: not_shortlisted.append(result)
//    str.strip() removes Unicode whitespace (not the BOM, which json.loads refuses); json.loads takes NaN/Infinity.
//    A non-dict raises AttributeError on .get, a non-str value AttributeError on .lower() (both uncaught); a missing
//    key falls back to the default "". Any string value is a verdict ("yes" in any case shortlists, the rest is "no").
const hiremate: FrameworkParser = (reply) => {
  const value = pythonLoads(pyStrip(reply));
  if (value === undefined || !isObject(value)) return false;
  if (!Object.prototype.hasOwnProperty.call(value, 'shortlisted')) return false;
  return typeof value['shortlisted'] === 'string';
};

// 2. Clark (danielkov/clark), lib/cerebras/candidate-screening.ts screenCandidate:
//      const output = completion.choices?.[0]?.message?.content;
//      if (!output) { throw new Error('No response from AI screening'); }
//      const parsed = JSON.parse(output.trim());
//      if (!parsed.confidence || !['high', 'low', 'ambiguous'].includes(parsed.confidence)) {
//        throw new Error('Invalid confidence level in AI response');
//      }
//      ...
//    } catch (error) { ... return { confidence: 'ambiguous', ..., recommendedState: 'Triage' }; }   // default
//    JS trim() strips Unicode whitespace and U+FEFF; includes() is strict equality; 'null' throws a TypeError.
const CLARK_LABELS = ['high', 'low', 'ambiguous'];
const clark: FrameworkParser = (reply) => {
  if (!reply) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.trim()) as unknown;
  } catch {
    return false;
  }
  if (parsed === null || parsed === undefined) return false;
  const confidence = (parsed as Record<string, unknown>)['confidence'];
  return !!confidence && CLARK_LABELS.includes(confidence as string);
};

// 3. ai-cv-evaluator (syahrurccc/ai-cv-evaluator), src/llm/client.ts completeStructured + src/pipeline/evalCv.ts:
//      const content = response.choices?.[0]?.message?.content;
//      if (!content) { throw new Error('LLM response did not contain any content.'); }
//      try { return JSON.parse(content) as T; } catch (error) { throw new Error(`Failed to parse LLM JSON response: ...`); }
//      const cvEvaluationSchema = z.object({ cv_match_rate: z.number(), cv_feedback: z.string() });
//      const parsed = cvEvaluationSchema.parse(response);                     // ZodError propagates
//      const matchRate = toTwoDecimals(clamp(Number.isFinite(parsed.cv_match_rate) ? parsed.cv_match_rate : 0, 0, 1));
//    zod ^3.23 z.number() accepts Infinity (1e999 after JSON.parse), which the code then replaces by the default 0.
const aiCvEvaluator: FrameworkParser = (reply) => {
  if (!reply) return false;
  const value = wholeJson(reply);
  if (!isObject(value)) return false;
  const rate = value['cv_match_rate'];
  if (typeof rate !== 'number' || Number.isNaN(rate)) return false;
  if (typeof value['cv_feedback'] !== 'string') return false;
  return Number.isFinite(rate);
};

// 4. aijob (ArchBase/aijob), ollama_ai.py compare_resume_job (commit 0b8b610):
//      response = ollama.chat("mistral:7b-instruct", messages=[{"role": "user", "content": prompt}])
//      return float(response["message"]["content"])  # Ensure response is a number
//    Python float() of a str: surrounding Unicode whitespace, sign, Unicode decimal digits, '_' between digits,
//    fraction, exponent, inf/infinity/nan; anything else raises ValueError (no try/except).
const aijob: FrameworkParser = (reply) => PY_FLOAT_STR.test(reply);

export const PARSERS_OF_SET_542: Record<string, FrameworkParser> = {
  'hiremate--resume-shortlisting-score-75-and-two-projects-yes-no-json-key': hiremate,
  'clark--cv-vs-job-description-screening-confidence-high-low-ambiguous-json-label': clark,
  'ai-cv-evaluator--rag-cv-vs-job-match-rate-0-1-two-decimals-json-number-zod': aiCvEvaluator,
  'aijob--resume-vs-job-description-match-score-0-1-bare-float': aijob,
};
