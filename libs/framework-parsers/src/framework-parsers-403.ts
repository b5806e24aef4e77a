/**
 * Set 403: replicas of the reply readers of five LLM judges that compute RL rewards (verl custom reward functions and a
 * TRL GRPOTrainer reward function): ActGuide-RL's TONGYI correctness judge (first-line "A"/"B" or a bracketed
 * [CORRECT]/[INCORRECT]), MATPO's BrowseComp grader ("correct: yes|no" in the lower-cased reply), TORCH-RaR's Romanian
 * toxicity rubric judge (JSON {"rating"} with a standalone-number fallback), IGPO's Chinese health-rumour rubric judge
 * (last lazy {...} as JSON, "judgement" through float()) and self-researcher's report judge (first digit run). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { digitValue, isObject, PY_FLOAT_STR, PY_SPACE, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. ActGuide-RL, verl/utils/reward_score/llm_judge.py (AMAP-ML/ActGuide-RL):
//      return (resp.choices[0].message.content or "").strip()          # in _request
//      result = _parse_judge_output(output)
//      if result != "PARSE FAILED": return result                       # else retry, finally _default_judge_result()
//    def _parse_judge_output(output):
//        if not output or not isinstance(output, str): return "PARSE FAILED"
//        raw = output.strip()
//        first_line = raw.split("\n")[0].strip() if raw else ""
//        upper = raw.upper()
//        if first_line.startswith("A") or first_line.startswith("A."): return {"correct": "yes", "accuracy": 1.0}
//        if first_line.startswith("B") or first_line.startswith("B."): return {"correct": "no", "accuracy": 0.0}
//        if "[CORRECT]" in upper and "[INCORRECT]" not in upper: return {"correct": "yes", "accuracy": 1.0}
//        if "[INCORRECT]" in upper: return {"correct": "no", "accuracy": 0.0}
//        return "PARSE FAILED"
//    Python str.strip() trims str.isspace() characters; split("\n") splits on LF only; startswith is case-sensitive.
const actguideRl: FrameworkParser = (reply) => {
  const raw = pyStrip(pyStrip(reply));
  if (raw === '') return false;
  const firstLine = pyStrip(raw.split('\n')[0] ?? '');
  if (firstLine.startsWith('A') || firstLine.startsWith('B')) return true;
  const upper = raw.toUpperCase();
  return upper.includes('[CORRECT]') || upper.includes('[INCORRECT]');
};

// 2. MATPO, verl/utils/reward_score/llm_judge.py browsecomp_compute_score (mzf666/MATPO):
//      response = grader(messages)                                     # Responses API output_text ("" on BadRequest)
//      match = re.search(r"correct: (yes|no)", response.response_text.lower())
//      anw = match.group(0) if match else "no"                         # no match -> default "no" (0.0)
//      return float("yes" in anw)
//    The pattern is literal: one ASCII space after the colon, no anchors, so "incorrect: no" and "correct: nope" match.
const matpoBrowsecomp: FrameworkParser = (reply) => /correct: (yes|no)/.test(reply.toLowerCase());

// 3. TORCH-RaR, src/torch_rar/training/reward_function.py RaRRewardFunction (miriamm25/ROMANIAN_TOXICITY_DATASET):
//      content = result["choices"][0]["message"]["content"]; rating = self._parse_rating(content)
//    def _parse_rating(text):
//        try:
//            clean = re.sub(r"<think>.*?</think>", "", text, flags=re.DOTALL)
//            json_match = re.search(r"\{[^}]+\}", clean)
//            if json_match:
//                data = json.loads(json_match.group())
//                rating = int(data.get("rating", 5))                   # missing key -> default 5 returned at once
//                return max(1, min(10, rating))
//        except (json.JSONDecodeError, ValueError, TypeError):
//            pass
//        numbers = re.findall(r"\b(\d{1,2})\b", text)                  # the ORIGINAL text, think blocks included
//        for num_str in numbers:
//            num = int(num_str)
//            if 1 <= num <= 10: return num
//        return 5                                                      # default
//    _implicit_reward: try: rating = self._call_judge(...) except Exception: return 0.5
//    int(inf) raises OverflowError (not caught by _parse_rating: the 0.5 fallback); int(nan) raises ValueError (fallback
//    to the regex); int(None/list/dict) TypeError (regex). Python's \b and \w are Unicode (letters, numbers, underscore);
//    \d is any Nd digit.
const PY_WORD = '[\\p{L}\\p{N}_]';
const TORCH_STANDALONE_NUMBER = new RegExp(`(?<!${PY_WORD})(\\p{Nd}{1,2})(?!${PY_WORD})`, 'gu');
const PY_INT_STR = new RegExp(`^[${PY_SPACE}]*[+-]?\\p{Nd}+(?:_\\p{Nd}+)*[${PY_SPACE}]*$`, 'u');
type TorchJsonStep = 'verdict' | 'fallback' | 'default' | 'raise';
const torchJsonStep = (text: string): TorchJsonStep => {
  const clean = text.replace(/<think>[\s\S]*?<\/think>/g, '');
  const match = /\{[^}]+\}/.exec(clean);
  if (!match) return 'fallback';
  const data = pythonLoadsNumbers(match[0]);
  if (!isObject(data)) return 'fallback'; // JSONDecodeError
  if (!hasOwn(data, 'rating')) return 'default';
  const rating = data['rating'];
  if (typeof rating === 'boolean') return 'verdict';
  if (typeof rating === 'number') {
    if (Number.isNaN(rating)) return 'fallback';
    return Number.isFinite(rating) ? 'verdict' : 'raise';
  }
  if (typeof rating === 'string') return PY_INT_STR.test(rating) ? 'verdict' : 'fallback';
  return 'fallback'; // None, list, dict: TypeError
};
const torchRar: FrameworkParser = (reply) => {
  const step = torchJsonStep(reply);
  if (step !== 'fallback') return step === 'verdict';
  for (const m of reply.matchAll(TORCH_STANDALONE_NUMBER)) {
    const value = [...(m[1] ?? '')].reduce((acc, d) => acc * 10 + digitValue(d), 0);
    if (value >= 1 && value <= 10) return true;
  }
  return false;
};

// 4. IGPO, verl/utils/reward_score/llm_judge.py compute_score (debajoycs98/IGPO):
//      eval_response = get_model_response(prompts)
//      json_score = extract_json_from_text(eval_response)
//      try:
//          result_accuracy = float(json_score['judgement'])/100
//      except:                                                         # bare: result_accuracy stays 0.0
//          print(...)
//    def extract_json_from_text(text):
//        data = ''
//        pattern = re.compile(r'\{.*?\}', re.DOTALL)
//        for match in pattern.finditer(text): last_match = match       # the LAST lazy {...}
//        if last_match:
//            try: data = json.loads(last_match.group())
//            except json.JSONDecodeError: print(...)                   # data stays '' -> ''['judgement'] TypeError
//        return data
//    float() takes numbers, bools and strs of Python float syntax (Unicode digits, underscores, inf/nan, whitespace).
const igpoHealthFact: FrameworkParser = (reply) => {
  let last: string | undefined;
  for (const m of reply.matchAll(/\{[\s\S]*?\}/g)) last = m[0];
  if (last === undefined) return false;
  const data = pythonLoadsNumbers(last);
  if (!isObject(data) || !hasOwn(data, 'judgement')) return false;
  const judgement = data['judgement'];
  if (typeof judgement === 'number' || typeof judgement === 'boolean') return true;
  return typeof judgement === 'string' && PY_FLOAT_STR.test(judgement);
};

// 5. self-researcher, verl/utils/reward_score/llm_judge.py LLMJudge._score_one (aHuaXu/self-researcher):
//      text = response.choices[0].message.content if response.choices else ""
//      if not text: return 0.0                                         # default
//      return parse_score(text) / 10.0
//    def parse_score(text):
//        match = re.search(r"\d+\.?\d*", text)
//        if match is None: return 0.0                                  # default
//        value = float(match.group())                                  # float() reads any Nd digits
//        return min(value, 10.0)
const selfResearcher: FrameworkParser = (reply) => reply !== '' && /\p{Nd}/u.test(reply);

export const PARSERS_OF_SET_403: Record<string, FrameworkParser> = {
  'actguide-rl--tongyi-qa-correctness-vs-standard-answer-a-b-first-line-or-bracketed-correct-incorrect': actguideRl,
  'matpo--browsecomp-grader-answer-vs-correct-answer-correct-yes-no-line-lowercased-search': matpoBrowsecomp,
  'torch-rar--romanian-toxicity-rubric-holistic-1-10-json-rating-with-number-fallback': torchRar,
  'igpo--health-fact-chinese-rubric-0-100-json-judgement-last-lazy-brace': igpoHealthFact,
  'self-researcher--research-report-quality-1-10-bare-number-first-digit-run': selfResearcher,
};
