/**
 * Set 733: replicas of the reply readers of four judges that grade learners' text for apps: the ATEX Flutter app's
 * GPT corrector of open exam answers (a "[X%]" rating in square brackets, Dart RegExp first match), the RePhrase
 * SwiftUI app's IELTS examiner of Vietnamese-to-English translations (JSON decoded into Swift Codable structs, after a
 * "\n\n" stop sequence), the AIpaca translation-evaluation backend (Python json.loads of the first-brace..last-brace
 * slice, with a unicode_escape fallback) and smartlearningAI's Gemini answer evaluator (the same brace slice, strict
 * json.loads, fallback dict on failure). Each parser answers: would the project get a verdict out of this reply (not a
 * default, not an exception, not a retry)?
 */
import { isObject, jsonRefusingLoneSurrogates, pyStrip, pythonLoads, pyUnicodeEscapeDecode } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. ATEX GPT exam, lib/shared/ai_sync_request.dart + lib/shared/utilities.dart (WarmMateTea/app_atex_gpt_exam):
//      var answer = decodedBody['choices'][0]['message']['content'];
//      answerToReevaluate.rating = Utilities.extractRatingFromCorrection(input: answer);
//
//      static String extractRatingFromCorrection({required String input}) {
//        RegExp regex = RegExp(r'\[(.*?)\]');
//        Match? match = regex.firstMatch(input);
//        String resultado = '0%';                       // default: no rating found
//        if (match != null) {
//          String? substring = match.group(1);
//          if (substring != null) {
//            substring = substring.replaceAll('Avaliação: ', '');
//            resultado = substring;
//          }
//        }
//        return resultado;
//      }
//    Dart's RegExp follows ECMAScript: without dotAll, '.' matches no \n, \r, \u2028 or \u2029, exactly as in JS.
//    Any text between the first '[' and the next ']' on one line is taken as the rating.
const ATEX_RATING = /\[(.*?)\]/;
const atexRating: FrameworkParser = (reply) => ATEX_RATING.test(reply);

// 2. RePhrase, RePhrase/Services/OpenAIService.swift + RePhrase/Models/Models.swift (VoNamHieu/learning-english):
//      static let examinerFeedback = RequestConfig(model: "gpt-4.1", temperature: 0.2, systemMessage: ...,
//                                                  maxTokens: 2000, stopSequences: ["\n\n"])
//      // sendSingleRequest
//      let cleanedContent = content
//          .replacingOccurrences(of: "```json", with: "")
//          .replacingOccurrences(of: "```", with: "")
//          .trimmingCharacters(in: .whitespacesAndNewlines)
//      // sendRequest: invalid JSON -> lastError = OpenAIError.invalidJSON, retry (a new call)
//      if let data = response.data(using: .utf8), let _ = try? JSONSerialization.jsonObject(with: data) { return response }
//      // getFeedback
//      return try decoder.decode(Feedback.self, from: data)
//      struct Feedback: Codable { let overallBand: Double; let criteria: CriteriaScores; let goodPoints: [String];
//                                 let issues: [Issue]; let upgrades: [Upgrade]; let improvedSentence: String;
//                                 let explanation: String }
//      struct CriteriaScores: Codable { let lexicalResource, grammaticalRange, coherence, taskAchievement: CriteriaScore }
//      struct CriteriaScore: Codable { let band: Double; let comment: String }
//      struct Issue: Codable { let word: String; let criterion: String; let reason: String }
//      struct Upgrade: Codable { let original: String; let context: String; let alternatives: [Alternative] }
//      struct Alternative: Codable { let word, pos, meaning, example, meaningVi, bandLevel: String }
//    The API stops generating at the first "\n\n", so the content is the reply up to its first blank line.
//    .whitespacesAndNewlines is Unicode Z* plus U+0009-U+000D and U+0085 (not U+001C-U+001F). JSONSerialization is
//    strict (no NaN, no trailing comma, no raw control characters, no unpaired \uD800-\uDFFF escapes); JSONDecoder
//    wants every non-optional key, a JSON number for Double (never a string, bool or null) and a string for String.
const SWIFT_WS = '\\t\\n\\x0b\\x0c\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const SWIFT_TRIM = new RegExp(`^[${SWIFT_WS}]+|[${SWIFT_WS}]+$`, 'g');
const isString = (v: unknown): v is string => typeof v === 'string';
const isDouble = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const stringFields = (v: unknown, keys: string[]) => isObject(v) && keys.every((k) => isString(v[k]));
const stringArray = (v: unknown) => Array.isArray(v) && v.every(isString);
const criteriaScore = (v: unknown) => isObject(v) && isDouble(v['band']) && isString(v['comment']);
const rephraseFeedback: FrameworkParser = (reply) => {
  const stop = reply.indexOf('\n\n');
  const content = stop >= 0 ? reply.slice(0, stop) : reply;
  const cleaned = content.split('```json').join('').split('```').join('').replace(SWIFT_TRIM, '');
  const value = jsonRefusingLoneSurrogates(cleaned);
  if (!isObject(value)) return false;
  const criteria = value['criteria'];
  const issues = value['issues'];
  const upgrades = value['upgrades'];
  return (
    isDouble(value['overallBand']) &&
    isObject(criteria) &&
    ['lexicalResource', 'grammaticalRange', 'coherence', 'taskAchievement'].every((k) => criteriaScore(criteria[k])) &&
    stringArray(value['goodPoints']) &&
    Array.isArray(issues) &&
    issues.every((i) => stringFields(i, ['word', 'criterion', 'reason'])) &&
    Array.isArray(upgrades) &&
    upgrades.every(
      (u) =>
        stringFields(u, ['original', 'context']) &&
        Array.isArray((u as Record<string, unknown>)['alternatives']) &&
        ((u as Record<string, unknown>)['alternatives'] as unknown[]).every((a) =>
          stringFields(a, ['word', 'pos', 'meaning', 'example', 'meaningVi', 'bandLevel']),
        ),
    ) &&
    isString(value['improvedSentence']) &&
    isString(value['explanation'])
  );
};

// Python's text[text.find('{') : text.rfind('}') + 1]: a start of -1 (no '{') counts from the end.
const pyBraceSlice = (text: string): string => {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}') + 1;
  const from = start < 0 ? Math.max(text.length + start, 0) : start;
  return from < end ? text.slice(from, end) : '';
};


// 3. AIpaca, routes/api/evaluation/gemini/post.py (Team-AIpaca/AIpaca_Backend):
//      raw_text = response_json['candidates'][0]['content']['parts'][0]['text']
//      json_start = raw_text.find("{")
//      json_end = raw_text.rfind("}") + 1
//      cleaned_text = raw_text[json_start:json_end]
//      try:
//          result_data = json.loads(cleaned_text)
//          response_data["data"]["result"] = result_data
//      except json.JSONDecodeError:
//          try:
//              cleaned_text = cleaned_text.replace('\n', '').replace('    ', '')
//              result_str_escaped = cleaned_text.encode().decode('unicode_escape')   # UnicodeDecodeError -> outer
//              result_data = json.loads(result_str_escaped)                          #   except Exception -> 500
//              response_data["data"]["result"] = result_data
//          except json.JSONDecodeError as e:
//              response_data["StatusCode"] = 500 ...; return response_data, 500
//      return response_data, 200
//    The parsed value is returned unchecked (no Score / Rating key check). json.loads takes NaN and Infinity and
//    refuses raw control characters inside strings.
const aipaca: FrameworkParser = (reply) => {
  const cleaned = pyBraceSlice(reply);
  if (pythonLoads(cleaned) !== undefined) return true;
  const flattened = cleaned.replace(/\n/g, '').split('    ').join('');
  const unescaped = pyUnicodeEscapeDecode(flattened);
  return unescaped !== undefined && pythonLoads(unescaped) !== undefined;
};

// 4. smartlearningAI, app/services/answer_evaluator.py evaluate_answer (rodneymbasu254/smartlearningAI):
//      response = model.generate_content(prompt)
//      try:
//          response_text = response.text.strip()
//          start = response_text.find('{')
//          end = response_text.rfind('}') + 1
//          json_str = response_text[start:end]
//          return json.loads(json_str)
//      except Exception as e:
//          return {"score": 0, "correct": False, "feedback": f"Failed to evaluate answer: {str(e)}", "confidence": "Low"}
//    The fallback dict is a default, not a verdict; the parsed object is returned unchecked.
const smartlearningai: FrameworkParser = (reply) => pythonLoads(pyBraceSlice(pyStrip(reply))) !== undefined;

export const PARSERS_OF_SET_733: Record<string, FrameworkParser> = {
  'app-atex-gpt-exam--student-answer-precision-completeness-0-100-percent-rating-in-square-brackets': atexRating,
  'rephrase--ielts-vi-en-translation-four-criteria-bands-0-9-json-codable-feedback': rephraseFeedback,
  'aipaca--translation-quality-score-out-of-100-json-brace-slice-unicode-escape-fallback': aipaca,
  'smartlearningai--student-answer-score-0-10-correctness-json-brace-slice': smartlearningai,
};
