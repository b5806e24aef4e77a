/**
 * Set 700 (government, public sector, civic tech and nonprofits): replicas of the reply readers of four judges.
 * - AIPolicyBench: the green agent's correct/miss/hallucination JSON verdict on AI-policy QA, read from a fence or brace span.
 * - DHCS intake lab: a 0-100 JSON score for county behavioral-health policy curation, read from a fence or the first/last brace.
 * - i.AI ThemeFinder: per-theme STRONG/PARTIAL/NO decisions for UK consultation themes, read by langchain's parse_json_markdown.
 * - CityCamp AI: five 0-10 criteria for a Tulsa civic chatbot, read from a greedy brace span with a regex fallback.
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not an
 * "error" result)?
 */
import { isObject, langchainJsonMarkdown, PY_SPACE, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
// Python json.loads (strict=True): NaN / Infinity / -Infinity are numbers there, so '0' stands in for them (only the
// type matters to these parsers); undefined where json.loads raises.
const pyJsonLoads = (text: string): unknown => pythonLoads(text, true, '0');
const isPyNumber = (v: unknown) => typeof v === 'number' || typeof v === 'boolean'; // bool is an int subclass

// ---------------------------------------------------------------------------------------------------------------
// 1. AIPolicyBench, green_agent/evaluation.py LLMJudgeEvaluator.evaluate (NeeralBhalgat/AIPolicyBench):
//      llm_response = await self.llm_client.generate_response(...)    # client returns message.content.strip()
//      llm_response = llm_response.strip()
//      json_str = None
//      if "```json" in llm_response.lower():
//          start = llm_response.lower().find("```json") + 7
//          end = llm_response.find("```", start)
//          if end > start:
//              json_str = llm_response[start:end].strip()
//      if not json_str and "```" in llm_response:
//          start = llm_response.find("```") + 3
//          end = llm_response.find("```", start)
//          if end > start:
//              json_str = llm_response[start:end].strip()
//      if not json_str:
//          start_idx = llm_response.find('{')
//          end_idx = llm_response.rfind('}') + 1
//          if start_idx != -1 and end_idx > start_idx:
//              json_str = llm_response[start_idx:end_idx]
//      if not json_str: raise ValueError(...)                       # -> except Exception: result "error"
//      judgment = json.loads(json_str)                              # JSONDecodeError -> ValueError -> "error"
//      classification = judgment.get('classification', 'hallucination').lower()
//      confidence = judgment.get('confidence', 0.5)
//      ...
//      logger.info(f"LLM Judge result: {classification} (confidence: {confidence:.2f})")   # str/None/list -> raises
//      if classification not in ['correct', 'miss', 'hallucination']:
//          classification = 'hallucination'                          # logged default
//    (the :.2f line sits after the validation in the code; both run before the result is returned)
const AIPOLICY_LABELS = ['correct', 'miss', 'hallucination'];
const aipolicybench: FrameworkParser = (reply) => {
  const text = pyStrip(pyStrip(reply));
  const lower = text.toLowerCase();
  let jsonStr = '';
  if (lower.includes('```json')) {
    const start = lower.indexOf('```json') + 7;
    const end = text.indexOf('```', start);
    if (end > start) jsonStr = pyStrip(text.slice(start, end));
  }
  if (!jsonStr && text.includes('```')) {
    const start = text.indexOf('```') + 3;
    const end = text.indexOf('```', start);
    if (end > start) jsonStr = pyStrip(text.slice(start, end));
  }
  if (!jsonStr) {
    const startIdx = text.indexOf('{');
    const endIdx = text.lastIndexOf('}') + 1;
    if (startIdx !== -1 && endIdx > startIdx) jsonStr = text.slice(startIdx, endIdx);
  }
  if (!jsonStr) return false;
  const judgment = pyJsonLoads(jsonStr);
  if (!isObject(judgment)) return false; // .get on a list/number -> AttributeError -> "error"
  if (!hasOwn(judgment, 'classification')) return false; // default 'hallucination'
  const classification = judgment['classification'];
  if (typeof classification !== 'string') return false; // .lower() -> AttributeError
  if (hasOwn(judgment, 'confidence') && !isPyNumber(judgment['confidence'])) return false; // f"{x:.2f}" raises
  return AIPOLICY_LABELS.includes(classification.toLowerCase());
};

// 2. DHCS intake lab, scripts/llm_judge_scorer.py (rnagulapalle/dhcs-intake-lab):
//      response_text = response.choices[0].message.content
//      if "```json" in response_text:
//          json_start = response_text.find("```json") + 7
//          json_end = response_text.find("```", json_start)           # -1 when unclosed: slice drops the last char
//          json_text = response_text[json_start:json_end].strip()
//      elif "{" in response_text:
//          json_start = response_text.find("{")
//          json_end = response_text.rfind("}") + 1
//          json_text = response_text[json_start:json_end]
//      else:
//          json_text = response_text
//      evaluation = json.loads(json_text)
//      return evaluation
//    except Exception as e: return {"score": 0, ..., "error": str(e)}      # default
//    caller: 'llm_judge_score': evaluation.get('score', 0)                # non-dict -> AttributeError (run aborts)
//            sum(e['llm_judge_score'] for e in evaluations) / len(...)    # str/None/list/dict -> TypeError
const pySlice = (s: string, start: number, end: number) => s.slice(start, end < 0 ? Math.max(0, s.length + end) : end);
const dhcsIntakeLab: FrameworkParser = (reply) => {
  let jsonText: string;
  if (reply.includes('```json')) {
    const jsonStart = reply.indexOf('```json') + 7;
    const jsonEnd = reply.indexOf('```', jsonStart);
    jsonText = pyStrip(pySlice(reply, jsonStart, jsonEnd));
  } else if (reply.includes('{')) {
    const jsonStart = reply.indexOf('{');
    const jsonEnd = reply.lastIndexOf('}') + 1;
    jsonText = pySlice(reply, jsonStart, jsonEnd);
  } else {
    jsonText = reply;
  }
  const evaluation = pyJsonLoads(jsonText);
  if (!isObject(evaluation) || !hasOwn(evaluation, 'score')) return false;
  return isPyNumber(evaluation['score']);
};

// 3. i.AI ThemeFinder, evals/evaluators.py _parse_evaluation_response (i-dot-ai/themefinder):
//      parsed = parse_json_markdown(response_content)                # langchain_core, parse_partial_json(strict=False)
//      evaluations = parsed.get("evaluations", parsed)
//      for theme_label, evaluation in evaluations.items():
//          if isinstance(evaluation, dict):
//              decision = evaluation.get("decision", "NO").upper()
//              score = DECISION_SCORES.get(decision, 0)                # STRONG 5, PARTIAL 3, NO 0
//              scores.append(score)
//          elif isinstance(evaluation, (int, float)):
//              scores.append(evaluation)                             # legacy 0-5 format
//      "average": float(np.mean(scores)) if scores else 0.0
//    The evaluator catches every exception: Evaluation(name, 0.0, "Error: ...").
//    A verdict: no exception, and at least one genuine score (a recognised explicit decision or a legacy number);
//    unknown or missing decisions only produce the default 0, no scores the default 0.0.
const THEME_DECISIONS = new Set(['STRONG', 'PARTIAL', 'NO']);
const themefinder: FrameworkParser = (reply) => {
  const parsed = langchainJsonMarkdown(reply, (text) => pythonLoads(text, false, '0'));
  if (!isObject(parsed)) return false; // None / list / number -> AttributeError; NOT_JSON -> JSONDecodeError
  const evaluations = hasOwn(parsed, 'evaluations') ? parsed['evaluations'] : parsed;
  if (!isObject(evaluations)) return false; // .items() -> AttributeError
  let genuine = false;
  for (const evaluation of Object.values(evaluations)) {
    if (isObject(evaluation)) {
      if (!hasOwn(evaluation, 'decision')) continue; // "NO" by default: a default score only
      const decision = evaluation['decision'];
      if (typeof decision !== 'string') return false; // .upper() -> AttributeError
      if (THEME_DECISIONS.has(decision.toUpperCase())) genuine = true;
    } else if (isPyNumber(evaluation)) {
      genuine = true;
    }
  }
  return genuine;
};

// 4. CityCamp AI, scripts/llm_judge_evaluator.py LLMJudge (kaizengrowth/CityCamp_AI):
//      try:
//          json_match = re.search(r'\{.*\}', evaluation_text, re.DOTALL)
//          if json_match:
//              evaluation_data = json.loads(json_match.group(0))
//              for key in ['accuracy', 'helpfulness', 'relevance', 'completeness', 'civic_appropriateness']:
//                  if key in evaluation_data:
//                      normalized_scores[key] = evaluation_data[key] / 10.0     # str/None/list -> TypeError
//              overall_score = sum(...) / len(...) if normalized_scores else 0.0  # no key: default 0.0, no fallback
//              return {...}
//          else:
//              return self._fallback_parse(evaluation_text)
//      except Exception as e:
//          return self._fallback_parse(evaluation_text, error=str(e))
//    _fallback_parse:
//          'accuracy': r'accuracy[:\s]+(\d+(?:\.\d+)?)', ... 'civic_appropriateness': r'civic[_\s]*appropriateness[:\s]+(\d+(?:\.\d+)?)'
//          match = re.search(pattern, evaluation_text.lower()); score = float(match.group(1))
//          overall_score = sum(scores.values()) / len(scores) if scores else 0.0
//    Python's \s is Unicode whitespace and \d any Unicode decimal digit (float() reads them).
const CITYCAMP_KEYS = ['accuracy', 'helpfulness', 'relevance', 'completeness', 'civic_appropriateness'];
const PY_NUM = '(\\p{Nd}+(?:\\.\\p{Nd}+)?)';
const CITYCAMP_FALLBACK = [
  new RegExp(`accuracy[:${PY_SPACE}]+${PY_NUM}`, 'u'),
  new RegExp(`helpfulness[:${PY_SPACE}]+${PY_NUM}`, 'u'),
  new RegExp(`relevance[:${PY_SPACE}]+${PY_NUM}`, 'u'),
  new RegExp(`completeness[:${PY_SPACE}]+${PY_NUM}`, 'u'),
  new RegExp(`civic[_${PY_SPACE}]*appropriateness[:${PY_SPACE}]+${PY_NUM}`, 'u'),
];
const citycampAi: FrameworkParser = (reply) => {
  const match = /\{[\s\S]*\}/.exec(reply);
  if (match) {
    const data = pyJsonLoads(match[0]);
    if (isObject(data)) {
      const present = CITYCAMP_KEYS.filter((key) => hasOwn(data, key));
      if (present.every((key) => isPyNumber(data[key]))) return present.length > 0;
      // a non-numeric criterion: TypeError -> fallback below
    }
    // JSONDecodeError -> fallback below
  }
  const lower = reply.toLowerCase();
  return CITYCAMP_FALLBACK.some((pattern) => pattern.test(lower));
};

export const PARSERS_OF_SET_700: Record<string, FrameworkParser> = {
  'aipolicybench--ai-policy-qa-correct-miss-hallucination-json-classification-confidence-fence-or-brace-span': aipolicybench,
  'dhcs-intake-lab--county-behavioral-health-policy-curation-0-100-json-score-fence-or-first-last-brace': dhcsIntakeLab,
  'themefinder--consultation-theme-groundedness-strong-partial-no-per-theme-json-decisions-langchain-partial-json': themefinder,
  'citycamp-ai--tulsa-civic-chatbot-five-criteria-0-10-json-greedy-brace-with-criterion-regex-fallback': citycampAi,
};
