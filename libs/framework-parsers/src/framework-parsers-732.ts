/**
 * Set 732 (theme: judge prompts written in Vietnamese, Indonesian, Thai, Hindi or Arabic): replica of the reply reader
 * of the IELTS Writing grader of Trongnghia17/do_an, whose rubric (the IELTS band descriptors and the grading
 * requirements) is written in Vietnamese and whose reply is a JSON object cut out of the text between the first '{' and
 * the last '}'. The parser answers: would the project get a grading result out of this reply (not the default
 * {"overall_score": 0, "parse_error": True} dict)?
 */
import { pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. do_an IELTS platform, FastAPI-Service/app/services/chatgpt_service.py (Trongnghia17/do_an):
//      response = await self.generate_completion(messages, temperature=0.3)   # choices[0].message.content
//      result = self._parse_grading_result(response)
//
//      def _parse_grading_result(self, response: str) -> Dict[str, Any]:
//          try:
//              start_idx = response.find("{")
//              end_idx = response.rfind("}") + 1
//              if start_idx != -1 and end_idx > start_idx:
//                  json_str = response[start_idx:end_idx]
//                  result = json.loads(json_str)
//                  return result
//              else:
//                  return {"overall_score": 0, "detailed_feedback": response, "parse_error": True}
//          except json.JSONDecodeError as e:
//              return {"overall_score": 0, "detailed_feedback": response, "parse_error": True}
//    Python json.loads is strict (raw control characters inside strings raise) and reads NaN / Infinity / -Infinity;
//    the slice starts at '{', so a successful load is always a dict, returned without any key or range check.
//    str.find / rfind count code points and JS indexOf / lastIndexOf UTF-16 units: the slice is the same text.
const doAnIeltsWriting: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}') + 1;
  if (!(start !== -1 && end > start)) return false;
  return pythonLoads(reply.slice(start, end)) !== undefined;
};

export const PARSERS_OF_SET_732: Record<string, FrameworkParser> = {
  'do-an-ielts--ielts-writing-task2-vietnamese-band-descriptors-json-overall-criteria-scores-brace-slice': doAnIeltsWriting,
};
