/**
 * Set 449: replicas of the reply readers of three judges of spoken-dialogue replies and call transcripts:
 * WildSpeech-Bench's checklist judge of transcribed spoken replies ("Score: [n]" line, optional brackets),
 * URO-Bench's pairwise judge of two spoken-dialogue models (the whole reply read by Python int(), -2..2), and
 * Compliance-assement-system's FDCPA judge of debt-collection conversations (JSON object sliced from the first '{' to
 * the last '}', with "compliant" and a float()-able "llm_confidence"). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a None)?
 */
import { isObject, lastTopLevelRaw, PY_SPACE, pyFloatOf, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. WildSpeech-Bench, tools/api_judge.py (Tencent/WildSpeech-Bench):
//      rtn = generate_text_chat(client=client, model='gpt-4o-mini', messages=[{"role": "user", "content": prompt}],
//                               ...).choices[0].message.content.strip()
//      def extract_rating(llm_output):
//          pattern = r"Score: (?:\[)?(\d+)(?:\])?"
//          match = re.search(pattern, llm_output)
//          if match:
//              return int(match.group(1))
//          else:
//              return None
//    src/evaluator/open.py then reads every stored score with
//          try: score = float(score)
//          except Exception as e: score = extract_rating(score)     # None -> re.search(None) -> TypeError, run aborted
//    Python's \d is any Unicode decimal digit (int() reads them all); the space after the colon is one literal ASCII
//    space; no IGNORECASE. The trailing (?:\])? never decides a match.
const WILDSPEECH_SCORE = /Score: \[?\p{Nd}+/u;
const wildspeech: FrameworkParser = (reply) => WILDSPEECH_SCORE.test(pyStrip(reply));

// 2. URO-Bench, metrics/mark_gpt.py (xiquan-li/URO-Bench), mode "contrast":
//      def mark(prompt, client):
//          try:
//              scores = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "system", "content":
//                  "You are a helpful assistant."}, {"role": "user", "content": prompt}], ..., n=3)
//          except:
//              return [0, 0, 0]
//          else:
//              return [choice.message.content for choice in scores.choices]
//      ...
//      item["score"] = scores
//      sum_score += sum([int(i) for i in item["score"]]) / len(item["score"])     # ValueError aborts the run
//    Python int(str): surrounding str.isspace() whitespace, an optional ASCII sign, Unicode decimal digits with single
//    underscores between them; nothing else (no '.', no words, no space after the sign). The -2..2 range is not checked.
const PY_INT_STR = new RegExp(`^[${PY_SPACE}]*[+-]?\\p{Nd}+(?:_\\p{Nd}+)*[${PY_SPACE}]*$`, 'u');
const uroBench: FrameworkParser = (reply) => PY_INT_STR.test(reply);

// 3. Compliance-assement-system, src/layer2_dual_llm.py DualLLMValidator._parse_llm_response
//    (samkul-swe/Compliance-assement-system):
//      try:
//          cleaned = response_text.strip()
//          cleaned = cleaned.replace('```json\n', '').replace('```json', '').replace('```\n', '').replace('```', '').strip()
//          if '{' in cleaned and '}' in cleaned:
//              start = cleaned.find('{')
//              end = cleaned.rfind('}') + 1
//              cleaned = cleaned[start:end]
//          data = json.loads(cleaned)
//          if 'compliant' not in data or 'llm_confidence' not in data:
//              return None
//          return LLMJudgment(compliant=bool(data['compliant']), llm_confidence=float(data['llm_confidence']),
//                             violations=data.get('violations', []), evidence=data.get('evidence', ''), ...)
//      except Exception:
//          return None
//    json.loads is Python's (NaN / Infinity accepted, no trailing data). A list or a string passes or fails the `in`
//    test but then fails data['compliant'] or data.get, so only a dict yields a verdict. bool() never fails; float()
//    takes numbers, bools and float-like strings, and raises OverflowError on an integer too large for a double.
const FLOAT_OVERFLOW = 2n ** 1024n - 2n ** 970n;
const pythonFloatOfJson = (value: unknown, raw: string | undefined): boolean => {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') {
    if (raw !== undefined && /^-?\d+$/.test(raw)) return BigInt(raw.replace('-', '')) < FLOAT_OVERFLOW; // a Python int
    return true; // a float literal, NaN or +-Infinity
  }
  if (typeof value === 'string') return pyFloatOf(value) !== undefined;
  return false; // None, list, dict -> TypeError
};
const complianceAssessment: FrameworkParser = (reply) => {
  let cleaned = pyStrip(reply);
  cleaned = pyStrip(cleaned.split('```json\n').join('').split('```json').join('').split('```\n').join('').split('```').join(''));
  if (cleaned.includes('{') && cleaned.includes('}')) {
    cleaned = cleaned.slice(cleaned.indexOf('{'), cleaned.lastIndexOf('}') + 1); // '' when the last '}' comes first
  }
  const data = pythonLoadsNumbers(cleaned);
  if (!isObject(data)) return false;
  const has = (key: string) => Object.prototype.hasOwnProperty.call(data, key);
  if (!has('compliant') || !has('llm_confidence')) return false;
  return pythonFloatOfJson(data['llm_confidence'], lastTopLevelRaw(cleaned, 'llm_confidence'));
};

export const PARSERS_OF_SET_449: Record<string, FrameworkParser> = {
  'wildspeech-bench--audio-llm-spoken-reply-checklist-quality-1-10-score-line-optional-brackets': wildspeech,
  'uro-bench--spoken-dialogue-pairwise-two-model-transcripts-minus2-to-2-bare-int-score': uroBench,
  'compliance-assessment-system--debt-collection-call-fdcpa-compliance-json-compliant-llm-confidence': complianceAssessment,
};
