/**
 * Set 443: replicas of the reply readers of two children's-bedtime-story judges (creative writing theme): the
 * hippocratic-ai-oa story judge (whole-reply JSON read by Python's json.loads, should_rewrite drives the loop) and the
 * Magical Bedtime Story Generator judge (an "OVERALL_SCORE:" line found by a case-insensitive re.search, default 5).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import { isObject, PY_SPACE, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. hippocratic-ai-oa, story/judge.py judge_story (CosmicMicra/hippocratic-ai-oa):
//      raw = response.choices[0].message.content
//      try:
//          data = json.loads(raw)
//      except json.JSONDecodeError:
//          # If judge breaks format → force rewrite
//          return {"safety": 0, "age_fit": 0, "tone": 0, "should_rewrite": True,
//                  "rewrite_instructions": "Fix JSON and rewrite story more safely."}      # fixed default
//      for key in ["safety", "age_fit", "tone", "should_rewrite", "rewrite_instructions"]:
//          data.setdefault(key, None)          # a list / str / number here -> AttributeError, uncaught
//      ...
//      if data.get('should_rewrite', False): log("NOT APPROVED: Needs rewrite")
//      else: log("APPROVED: Story is good!")
//      return data
//    json.loads reads the whole reply (JSON whitespace around it only; NaN / Infinity accepted; last duplicate key
//    wins). should_rewrite is read by truthiness, so any value decides; a missing key (or an explicit null, the same
//    None that setdefault fills in) only yields the default and is not counted as a verdict.
const hippocraticOaStoryJudge: FrameworkParser = (reply) => {
  const data = pythonLoadsNumbers(reply);
  if (!isObject(data)) return false;
  if (!Object.prototype.hasOwnProperty.call(data, 'should_rewrite')) return false;
  return data['should_rewrite'] !== null;
};

// 2. Magical Bedtime Story Generator, main.py parse_judge_response (Ishxn20/HippocraticAI-take-home-BedtimeStoryGenerator):
//      content = response.choices[0].message.content;  return content or ""
//      def find_score(pattern: str, default: int) -> int:
//          m = re.search(pattern, text, re.IGNORECASE)
//          if not m:
//              return default                                   # silent default 5
//          return clamp_int(m.group(1), 1, 10, default)        # int() then clamp to 1..10
//      overall = find_score(r"(?:OVERALL[_\s]?SCORE|Overall Score)\s*:?\s*(\d+)", 5)
//    Python's \s is Unicode whitespace (str.isspace), \d any Unicode decimal digit (int() reads them all, so
//    clamp_int never falls back); re.IGNORECASE on a str pattern folds Unicode case (the 'u' flag in JS).
const PY_WS = `[${PY_SPACE}]`;
const OVERALL_SCORE = new RegExp(`(?:OVERALL(?:_|${PY_WS})?SCORE|Overall Score)${PY_WS}*:?${PY_WS}*(\\p{Nd}+)`, 'iu');
const magicalBedtimeStoryJudge: FrameworkParser = (reply) => OVERALL_SCORE.test(reply);

export const PARSERS_OF_SET_443: Record<string, FrameworkParser> = {
  'hippocratic-ai-oa--bedtime-story-safety-agefit-tone-0-10-json-should-rewrite': hippocraticOaStoryJudge,
  'magical-bedtime-story-generator--bedtime-story-revision-round-overall-score-line-1-10-regex-default-5': magicalBedtimeStoryJudge,
};
