/**
 * Set 428: replicas of the reply readers of three sales / customer-service conversation QA judges: the SPIN Sales
 * Coach's seven-dimension JSON scorer (strict Python ints 1-5, fenced-block fallback), a Gemini batch judge of
 * customer-service dialogues that reads OverallExperience.score out of a JSON array of 10 objects, and the Goat Sales
 * App's wholesale-call grader (JSON.parse, goatScore || 0, default on error). Each parser answers: would the project
 * get a verdict out of this reply (not a default, not an exception, not an aborted run)?
 */
import { isObject, lastTopLevelRaw, PY_SPACE, pyStrip, pyStripChars, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. SPIN Sales Coach (iamademar/llm-as-a-judge-sales-coach)
//    backend/app/utils/json_guardrails.py:
//      def parse_json_strict(raw: str) -> dict:
//          try:
//              return json.loads(raw)
//          except (json.JSONDecodeError, TypeError):
//              pass
//          cleaned = raw.strip()
//          fence_pattern = r'^```(?:json)?\s*\n?(.*?)\n?```$'
//          match = re.match(fence_pattern, cleaned, re.DOTALL)
//          if match:
//              cleaned = match.group(1).strip()
//          else:
//              cleaned = cleaned.strip('`').strip()
//          try:
//              return json.loads(cleaned)
//          except (json.JSONDecodeError, TypeError) as e:
//              raise ValueError(...)
//    backend/app/services/scorer.py score_transcript:
//      data = parse_json_strict(raw_json)
//      assert "scores" in data, ...
//      assert "coaching" in data, ...
//      scores = data["scores"]
//      for key in ["situation", "problem", "implication", "need_payoff", "flow", "tone", "engagement"]:
//          assert key in scores, ...
//          score_value = scores[key]
//          assert isinstance(score_value, int), ...      # bool is an int subclass: true passes as 1
//          assert 1 <= score_value <= 5, ...
//      coaching = data["coaching"]
//      for key in ["summary", "wins", "gaps", "next_actions"]:
//          assert key in coaching, ...                    # plain `in`: dict keys, list items or substrings
//    Python's `$` also matches before a final newline, but `cleaned` is stripped, so it is the end here; `\s` is
//    Unicode whitespace; the lazy group runs to the last ``` at the very end. A non-dict `data` or `scores` either fails
//    an assert or raises TypeError on subscripting, so both must be objects. isinstance(x, int) needs a JSON integer
//    literal (3.0, 1e0, "4", NaN are not ints), read from the raw text since JSON.parse loses the difference.
const SPIN_FENCE = new RegExp(`^\`\`\`(?:json)?[${PY_SPACE}]*\\n?([\\s\\S]*?)\\n?\`\`\`$`);
const SPIN_SCORE_KEYS = ['situation', 'problem', 'implication', 'need_payoff', 'flow', 'tone', 'engagement'];
const SPIN_COACHING_KEYS = ['summary', 'wins', 'gaps', 'next_actions'];
const spinParseJsonStrict = (raw: string): string | undefined => {
  if (pythonLoads(raw) !== undefined) return raw;
  let cleaned = pyStrip(raw);
  const match = SPIN_FENCE.exec(cleaned);
  cleaned = match ? pyStrip(match[1] ?? '') : pyStrip(pyStripChars(cleaned, '`'));
  return pythonLoads(cleaned) !== undefined ? cleaned : undefined;
};
const pyIntIn1to5 = (raw: string | undefined): boolean => {
  if (raw === 'true') return true; // True == 1
  if (raw === undefined || !/^-?(?:0|[1-9][0-9]*)$/.test(raw)) return false;
  const n = Number(raw);
  return n >= 1 && n <= 5;
};
const pyContains = (container: unknown, key: string): boolean => {
  if (isObject(container)) return Object.prototype.hasOwnProperty.call(container, key);
  if (Array.isArray(container)) return container.some((item) => item === key);
  if (typeof container === 'string') return container.includes(key);
  return false; // None, numbers, bools: TypeError
};
const spinSalesCoach: FrameworkParser = (reply) => {
  const text = spinParseJsonStrict(reply);
  if (text === undefined) return false;
  const data = pythonLoads(text);
  if (!isObject(data) || !('scores' in data) || !('coaching' in data)) return false;
  const scores = data['scores'];
  if (!isObject(scores)) return false;
  const rawScores = lastTopLevelRaw(text, 'scores');
  if (rawScores === undefined) return false;
  for (const key of SPIN_SCORE_KEYS) {
    if (!(key in scores)) return false;
    if (!pyIntIn1to5(lastTopLevelRaw(rawScores, key))) return false;
  }
  return SPIN_COACHING_KEYS.every((key) => pyContains(data['coaching'], key));
};

// 2. Customer-service dialogue barem (PhuongUyen0712/LLM_Prompt), barem.py:
//      response = model.generate_content(full_prompt)
//      return response.text.strip()
//      def parse_response(response_text):
//          if response_text.startswith('```json'):
//              response_text = response_text[7:].strip()
//          if response_text.endswith('```'):
//              response_text = response_text[:-3].strip()
//          try:
//              parsed = json.loads(response_text)
//              if not isinstance(parsed, list):
//                  raise ValueError("Response is not a JSON array.")
//              return parsed
//          except json.JSONDecodeError as e:
//              raise ValueError(...)
//      batch_results = parse_response(response_text)
//      if len(batch_results) != len(batch): raise ValueError(...)
//      for j, full_result in enumerate(batch_results):
//          full_result['dialogue_id'] = dlg['dialogue_id']        # TypeError unless a dict
//          model_score = extract_model_score(full_result)
//      def extract_model_score(full_result):
//          return full_result.get('OverallExperience', {}).get('score', 0)   # non-dict value -> AttributeError
//    Nothing is caught: an error ends the whole run. A missing OverallExperience or score silently gives 0 (a default),
//    a null score gives None: neither is a verdict. Replicated for a full batch of 10 dialogues (batch_size = 10).
const BAREM_BATCH = 10;
const baremItemVerdict = (item: unknown): boolean => {
  if (!isObject(item)) return false;
  if (!('OverallExperience' in item)) return false; // .get(..., {}) -> {} -> score 0 (default)
  const overall = item['OverallExperience'];
  if (!isObject(overall)) return false; // None / list / str / number .get -> AttributeError
  return 'score' in overall && overall['score'] !== null;
};
const baremBatch =
  (size: number): FrameworkParser =>
  (reply) => {
    let text = pyStrip(reply);
    if (text.startsWith('```json')) text = pyStrip(text.slice(7));
    if (text.endsWith('```')) text = pyStrip(text.slice(0, -3));
    const parsed = pythonLoadsNumbers(text); // NaN stays a float (not None): it is a score
    if (!Array.isArray(parsed) || parsed.length !== size) return false;
    return parsed.every(baremItemVerdict);
  };

// 3. Goat Sales App (sirschrockalot/goat-sales-app), src/lib/grading.ts gradeCall (short version):
//      const response = completion.choices[0]?.message?.content;
//      if (!response) {
//        throw new Error('No response from OpenAI');
//      }
//      const parsed = JSON.parse(response) as GradingResult;
//      return {
//        goatScore: Math.max(0, Math.min(100, parsed.goatScore || 0)),
//        feedback: parsed.feedback || 'No feedback provided.',
//        ...
//        logicGates: { intro: parsed.logicGates?.intro === 'pass' ? 'pass' : 'fail', ... },
//      };
//    } catch (error) {
//      return { goatScore: 0, feedback: 'Error analyzing call. Please try again.', ... };   // default grading
//    }
//    A verdict needs JSON.parse to succeed on the whole reply, a non-null value (null.goatScore throws), a truthy
//    goatScore (else the `|| 0` default) and a number out of Math.min's ToNumber (else NaN).
const goatSalesApp: FrameworkParser = (reply) => {
  if (!reply) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply);
  } catch {
    return false;
  }
  if (parsed === null) return false;
  const goatScore = (parsed as { goatScore?: unknown }).goatScore;
  if (!goatScore) return false;
  return !Number.isNaN(Math.max(0, Math.min(100, goatScore as number)));
};

export const PARSERS_OF_SET_428: Record<string, FrameworkParser> = {
  'spin-sales-coach--sales-conversation-spin-seven-dimensions-1-5-json-scores-strict-int-plus-coaching-keys': spinSalesCoach,
  'llm-prompt-cs-barem--customer-service-dialogue-batch-of-10-six-criteria-overall-experience-20-100-json-array': baremBatch(BAREM_BATCH),
  'goat-sales-app--wholesale-acquisition-call-five-logic-gates-goatscore-0-100-json-object-or-default': goatSalesApp,
};
