/**
 * Set 434: replicas of the reply readers of three legal / compliance review judges: Avukat Oyunu's Turkish courtroom
 * judge of a prosecution and a defence argument (JSON cut from the first "{" to the last "}", float() of two scores),
 * NirmatAI's management-system audit judge (a status label before a "|", one or two pipes, synonym substring match)
 * and Premier's bar-exam answer grader (a json_object reply with a non-null "score"). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a retry, not an empty status)?
 */
import { isObject, pyFloatOf, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. Avukat Oyunu, backend/app/ai/judge.py (BakiBacaci/avukat-oyunu):
//      raw = await call_ollama(prompt)                  # response.json().get("response", "")
//      if raw.strip():
//          return parse_verdict(raw)                    # else: HuggingFace fallback, then a fixed tie
//    def parse_verdict(raw_text: str) -> dict:
//        try:
//            start = raw_text.find("{")
//            end = raw_text.rfind("}") + 1
//            if start != -1 and end > start:
//                data = json.loads(raw_text[start:end])
//                p_score = float(data.get("prosecutor_score", 50))
//                d_score = float(data.get("defense_score", 50))
//                advantage = data.get("advantage", "prosecution" if p_score > d_score else "defense")
//                reasoning = data.get("reasoning", "Hakim her iki argümanı da değerlendirdi.")
//                delta = int(abs(p_score - d_score) / 5)  # Max 20 HP/tur
//                return {...}
//        except Exception:
//            pass
//        return {"prosecutor_score": 50.0, "defense_score": 50.0, ..., "advantage": "none", "judge_hp_delta": -3}
//    json.loads is Python's (NaN / Infinity literals read); float() takes numbers, bools and numeric strings
//    (whitespace, underscores, Unicode digits, "inf"/"nan"); int() of NaN raises ValueError and of an infinity
//    OverflowError. A reply with none of the three verdict keys only yields the 50/50 defaults: no verdict.
const pyFloatOfJson = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return pyFloatOf(v);
  return undefined; // None, lists and dicts raise TypeError
};
const avukatOyunu: FrameworkParser = (reply) => {
  if (pyStrip(reply) === '') return false;
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}') + 1;
  if (!(start !== -1 && end > start)) return false;
  const data = pythonLoadsNumbers(reply.slice(start, end));
  if (!isObject(data)) return false;
  const p = hasOwn(data, 'prosecutor_score') ? pyFloatOfJson(data['prosecutor_score']) : 50;
  const d = hasOwn(data, 'defense_score') ? pyFloatOfJson(data['defense_score']) : 50;
  if (p === undefined || d === undefined) return false;
  if (!Number.isFinite(Math.abs(p - d) / 5)) return false;
  return ['prosecutor_score', 'defense_score', 'advantage'].some((k) => hasOwn(data, k));
};

// 2. NirmatAI, nirmatai_sdk/core.py (CertX-SA/NirmatAI_SDK):
//      for i in range(attempts):                                     # attempts=5
//          message, sources = self.__get_completion(req_item, moc_item)
//          if message.count("|") in [1, 2]:
//              out = message
//              break
//          else:
//              out += f"\n{i+1}. {message.replace("|", "_")}"        # retry
//      ...
//      split_result = message.split("|")
//      if len(split_result) < 2: raise ValueError("Invalid response format!")
//      split_result[0] = self.__extract_comp_status(split_result[0])
//    __extract_comp_status:
//      compliance_status = compliance.strip().lower()
//      for status, synonyms in status_map.items():
//          for synonym in synonyms:
//              if synonym in compliance_status:
//                  return status
//      return ""                                                     # unrecognized: empty status
const NIRMATAI_SYNONYMS = [
  // full-compliance
  'full-compliance', 'full compliance', 'compliant', 'full-conformity', 'compliance', 'fully compliant', 'meets requirements',
  'adhered to', 'satisfied all conditions', 'in full compliance', 'no issues', 'complete adherence', 'perfect compliance',
  'fully aligned', 'met all criteria', 'in line with standards', 'fully followed', 'complete conformity', 'total compliance',
  // minor non-conformity
  'minor non-conformity', 'minor breach', 'minor non conformity', 'low-risk non-compliance', 'small issue', 'minor issue',
  'minor non-compliance', 'small non-conformance', 'slight non-compliance', 'minor', 'small non-adherence',
  'low severity non-conformity', 'negligible non-compliance', 'trivial non-conformity', 'minor deviation',
  // major non-conformity
  'major non-conformity', 'major', 'major non conformity', 'noncompliance', 'non-compliance', 'significant issue',
  'critical non-conformance', 'high-risk non-conformity', 'serious non-conformity', 'critical failure',
  'substantial non-compliance', 'major issue', 'severe non-compliance', 'serious breach', 'critical non-adherence',
  'large non-conformity', 'severe breach', 'major infraction',
];
const nirmatai: FrameworkParser = (reply) => {
  const pipes = reply.split('|').length - 1;
  if (pipes !== 1 && pipes !== 2) return false;
  const status = pyStrip(reply.split('|')[0] ?? '').toLowerCase();
  return NIRMATAI_SYNONYMS.some((s) => status.includes(s));
};

// 3. Premier, chat/ai_integration.py grade_exam_answer + chat/stages/mock_exam.py (cyddalupan/premier):
//      response = openai.chat.completions.create(model="gpt-5.2", ..., response_format={"type": "json_object"})
//      grading_result_str = response.choices[0].message.content.strip()
//      grading_result = json.loads(grading_result_str)            # JSONDecodeError -> {"error": ...}
//      return grading_result
//    handle_mock_exam_stage:
//      if feedback and isinstance(feedback, dict):
//          ...
//          if 'score' in feedback:
//              exam_score = feedback['score']
//      if exam_score is not None:
//          ExamResult.objects.create(..., score=exam_score, ...)
const premier: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(pyStrip(reply));
  if (!isObject(value) || Object.keys(value).length === 0) return false;
  return hasOwn(value, 'score') && value['score'] !== null;
};

export const PARSERS_OF_SET_434: Record<string, FrameworkParser> = {
  'avukat-oyunu--turkish-courtroom-prosecution-vs-defense-argument-scores-0-100-json-first-last-brace-float': avukatOyunu,
  'nirmatai--management-system-requirement-audit-compliance-status-pipe-separated-label-synonym-substring': nirmatai,
  'premier--bar-exam-answer-vs-expected-answer-four-feedbacks-score-1-100-json-object': premier,
};
