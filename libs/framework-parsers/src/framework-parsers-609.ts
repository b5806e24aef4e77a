/**
 * Set 609: replicas of the reply readers of three mental-health chatbot graders: Group-Therapy's GPT-4 "humanness"
 * judge that picks one of four therapist replies (JSON from the first '{' to the end, a valid "choice" index),
 * Counseling_LLM_Evaluation's GPT-4o annotator of counselor questions (labelled category/rating lines, any one of eight
 * case-insensitive regexes suffices, no "ERROR" substring) and Sage-technical's psychotherapy-supervisor judge (strict
 * JSON with nine int()-able score fields and an overall_score). Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a retry, not a skipped row)?
 */
import { isObject, PY_SPACE, pyIntOfValue, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

// ---------------------------------------------------------------------------------------------------------------
// 1. Group-Therapy, chat.py chat_loop (Slickytail/Group-Therapy @4c4735c):
//      judgement = chat_step(judge_history, judge)[0]           # choices[0].message.content
//      try:
//          # the judge might write some text before the json
//          # so we split on { and then grab everything after that.
//          judgement_json = json.loads("{" + judgement.split("{", 1)[1])
//          message = suggestions[int(judgement_json.get("choice", 0))]
//      except:
//          print("[red] Judge : Error [/red]")
//          message = suggestions[0]
//    No '{' -> IndexError. Everything from the first '{' to the end must be one JSON document (json.loads: JSON
//    whitespace may trail, NaN/Infinity parse, anything else trailing is "Extra data"). A missing "choice" silently
//    falls back to 0 (a default, no verdict). int(): ints, bools, floats truncated, digit strings; None, lists, NaN,
//    Infinity raise. agents.json has 2 speakers called with n=2, so there are 4 suggestions: Python indexes -4..3.
const SUGGESTIONS = 4;
const groupTherapy: FrameworkParser = (reply) => {
  const at = reply.indexOf('{');
  if (at < 0) return false;
  const value = pythonLoadsNumbers('{' + reply.slice(at + 1));
  if (!isObject(value) || !own(value, 'choice')) return false;
  const index = pyIntOfValue(value['choice']);
  return index !== undefined && index >= -SUGGESTIONS && index < SUGGESTIONS;
};

// 2. Counseling_LLM_Evaluation, analyze_evaluations.py parse_chatgpt_evaluation (DGQW1/Counseling_LLM_Evaluation):
//      if not evaluation_text or 'ERROR' in evaluation_text:
//          return result                                          # parse_success False
//      format_match = re.search(r'Format:\s*"?([^"\n]+)"?', evaluation_text, re.IGNORECASE)   # same for Purpose, Depth
//      if format_match: result['format_categories'] = [cat.strip() for cat in format_match.group(1).split(',')]
//      tone_match = re.search(r'Tone:\s*"?(\d+)"?', evaluation_text, re.IGNORECASE)
//      if tone_match: result['tone_rating'] = int(tone_match.group(1))
//      ... 'Contextual Relevance:', 'Clarity and Simplicity:', 'Toxicity:', 'Safety Concerns:' likewise
//      result['parse_success'] = any([format_categories, purpose_categories, depth_categories,
//                                     tone_rating is not None, ..., safety_concerns_rating is not None])
//    create_analysis_dataframe drops rows whose parse_success is False. A non-empty list is truthy, so one match of any
//    of the eight labels is enough. Python's IGNORECASE (Unicode str) also lets 'ſ' match s and 'ı'/'İ' match i; \s is
//    Unicode whitespace, \d any Unicode decimal digit (int() reads them all).
const PY_FOLD_EXTRA: Record<string, string> = { i: 'İı', s: 'ſ', k: 'K' };
const pyIgnoreCase = (word: string): string =>
  [...word].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}${PY_FOLD_EXTRA[c.toLowerCase()] ?? ''}]` : c)).join('');
const PY_WS = `[${PY_SPACE}]`;
const CATEGORY_LABELS = ['Format', 'Purpose', 'Depth'];
const RATING_LABELS = ['Tone', 'Contextual Relevance', 'Clarity and Simplicity', 'Toxicity', 'Safety Concerns'];
const COUNSELING_PATTERNS = [
  ...CATEGORY_LABELS.map((l) => new RegExp(`${pyIgnoreCase(l)}:${PY_WS}*"?([^"\\n]+)"?`, 'u')),
  ...RATING_LABELS.map((l) => new RegExp(`${pyIgnoreCase(l)}:${PY_WS}*"?(\\p{Nd}+)"?`, 'u')),
];
const counselingLlmEvaluation: FrameworkParser = (reply) =>
  reply !== '' && !reply.includes('ERROR') && COUNSELING_PATTERNS.some((p) => p.test(reply));

// 3. Sage-technical, src/evaluator.py ConversationEvaluator.evaluate (romanus-angina/Sage-technical):
//      content = response.choices[0].message.content.strip()
//      data = json.loads(content)
//      return EvaluationScore(
//          empathy_reflection=int(data.get("empathy_reflection", 0)), ... alliance_score=int(data.get("alliance_score", 0)),
//          overall_score=int(data.get("overall_score", 0)),
//          strengths=data.get("strengths", ""), improvements=data.get("improvements", ""), red_flags=data.get("red_flags"))
//      except json.JSONDecodeError: ... return EvaluationScore(all zeros, "Could not parse evaluation response")
//      except Exception as e: print(f"Evaluation error: {e}"); raise
//    str.strip() is Python's (Unicode whitespace); a non-dict has no .get (AttributeError, raised); every present score
//    field must pass int(); a missing overall_score silently becomes 0 (a default, no verdict).
const SAGE_INT_FIELDS = [
  'empathy_reflection',
  'validation_affirmation',
  'question_quality',
  'supportive_tone',
  'alliance_goal',
  'alliance_approach',
  'alliance_bond',
  'alliance_score',
  'overall_score',
];
const sageTechnical: FrameworkParser = (reply) => {
  const data = pythonLoadsNumbers(pyStrip(reply));
  if (!isObject(data) || !own(data, 'overall_score')) return false;
  return SAGE_INT_FIELDS.every((key) => !own(data, key) || pyIntOfValue(data[key]) !== undefined);
};

export const PARSERS_OF_SET_609: Record<string, FrameworkParser> = {
  'group-therapy--therapist-reply-humanness-best-of-four-json-choice-index-after-first-brace': groupTherapy,
  'counseling-llm-evaluation--counselor-question-format-purpose-depth-and-five-1-5-ratings-labelled-lines-any-label-parsed':
    counselingLlmEvaluation,
  'sage-technical--therapy-session-therapist-rubric-nine-int-fields-overall-0-10-strict-json': sageTechnical,
};
