/**
 * Set 489 (documentation, UX-copy and accessibility quality judges): replica of the reply reader of Josephus'
 * LLM-as-judge for generated documentation (four 1-5 scores in the first brace-free JSON object of the reply). Each
 * parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { isObject, lastTopLevelRaw, numbersOutsideStrings, pyFloatOf, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Josephus, src/josephus/eval/judge.py DocumentationJudge (schdaniel/josephus):
//      response = await provider.generate(prompt=prompt, system=JUDGE_SYSTEM_PROMPT, max_tokens=1024, temperature=0.1)
//      scores = self._parse_response(response.content)
//    _parse_response(self, response):
//      json_match = re.search(r"\{[^{}]*\}", response, re.DOTALL)
//      if not json_match:
//          return JudgeScores(accuracy=3.0, completeness=3.0, clarity=3.0, hallucination_free=3.0,
//                             issues=["Failed to parse judge response"])          # default
//      try:
//          data: dict[str, Any] = json.loads(json_match.group())
//          return JudgeScores(
//              accuracy=self._validate_score(data.get("accuracy", 3)),
//              completeness=self._validate_score(data.get("completeness", 3)),
//              clarity=self._validate_score(data.get("clarity", 3)),
//              hallucination_free=self._validate_score(data.get("hallucinations", 3)),
//              issues=data.get("issues", []) or [],
//          )
//      except (json.JSONDecodeError, ValueError) as e:
//          return JudgeScores(accuracy=3.0, ..., issues=[f"Failed to parse: {e}"])   # default
//    _validate_score(self, score):
//      try:
//          value = float(score)
//          return max(1.0, min(5.0, value))
//      except (TypeError, ValueError):
//          return 3.0                                                              # default for that dimension
//    JudgeScores (eval/metrics.py) is a plain @dataclass: nothing else is checked.
//    The first brace-free {...} span is taken ([^{}] crosses newlines in both engines); json.loads of an object-shaped
//    text gives a dict. A verdict here: the span parses and at least one of the four keys is read by float()
//    (a number, a bool, or a str float() accepts); otherwise every score is the 3.0 default. float() of an integer
//    literal too large for a double raises OverflowError, caught by neither except (the evaluation raises); an integer
//    literal of more than 4300 digits makes json.loads raise ValueError (Python >= 3.11 int limit): the default.
const JOSEPHUS_FIRST_FLAT_OBJECT = /\{[^{}]*\}/;
const JOSEPHUS_KEYS = ['accuracy', 'completeness', 'clarity', 'hallucinations'] as const;
const INTEGER_LITERAL = /^-?\d+$/;
const josephusDocsJudge: FrameworkParser = (reply) => {
  const match = JOSEPHUS_FIRST_FLAT_OBJECT.exec(reply);
  if (!match) return false;
  const text = match[0];
  for (const { literal } of numbersOutsideStrings(text)) {
    if (INTEGER_LITERAL.test(literal) && literal.replace('-', '').length > 4300) return false;
  }
  const data = pythonLoadsNumbers(text);
  if (!isObject(data)) return false;
  let read = false;
  for (const key of JOSEPHUS_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(data, key)) continue; // data.get(key, 3): the default
    const value = data[key];
    const raw = lastTopLevelRaw(text, key);
    if (raw !== undefined && INTEGER_LITERAL.test(raw) && !Number.isFinite(Number(raw))) return false; // OverflowError
    if (typeof value === 'number' || typeof value === 'boolean') read = true;
    else if (typeof value === 'string' && pyFloatOf(value) !== undefined) read = true;
  }
  return read;
};

export const PARSERS_OF_SET_489: Record<string, FrameworkParser> = {
  'josephus--generated-docs-vs-ground-truth-and-code-four-1-5-scores-first-flat-json-object': josephusDocsJudge,
};
