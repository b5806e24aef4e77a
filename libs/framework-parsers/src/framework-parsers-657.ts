/**
 * Set 657: replicas of the reply readers of three judges inside mobile apps (Swift and Dart) that call an LLM to grade
 * or check something: Booksmaxxing's open-ended answer grader (iOS, Swift, JSON cut from the first "{" to the last
 * "}", JSONSerialization, score_percentage bridged to Int), Google's Flutter "draw-it" Gemini sample (Dart, a drawing
 * checked against a secret word, lower-cased reply must contain "yes") and Top10's guess moderator (iOS, Swift,
 * "match:" / "<$>incorrect<$>" / "suggestion:" markers found anywhere after lowercasing). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception, not a crash)?
 */
import { isObject, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Booksmaxxing (papigupta/booksmaxxing), Booksmaxxing/TestEvaluationService.swift evaluateOpenEnded:
//      let jsonString = SharedUtils.extractJSONObjectString(aiResponse)
//      guard let data = jsonString.data(using: .utf8),
//            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
//          throw TestEvaluationError.invalidAIResponse
//      }
//      guard let scorePercentage = json["score_percentage"] as? Int,
//            let feedback280 = json["feedback_280"] as? String else {
//          throw TestEvaluationError.invalidAIResponse
//      }
//    Booksmaxxing/SharedUtils.swift:
//      static func extractJSONObjectString(_ response: String) -> String {
//          if let startIndex = response.firstIndex(of: "{"),
//             let endIndex = response.lastIndex(of: "}") {
//              return String(response[startIndex...endIndex])   // traps when the last "}" precedes the first "{"
//          }
//          return response
//      }
//    JSONSerialization reads strict JSON (no comments, trailing commas, NaN or single quotes). `as? Int` on the
//    NSNumber succeeds when the value is exactly an Int (85, -5, 85.0, 1e2; a JSON bool bridges as 0/1); 85.5, a
//    string or null fail. feedback_280 must be a JSON string.
const swiftIntBridge = (v: unknown): boolean =>
  typeof v === 'boolean' || (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 2 ** 63);
const booksmaxxing: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  let text = reply;
  if (start !== -1 && end !== -1) {
    if (end < start) return false; // Swift closed-range precondition failure: the app crashes
    text = reply.slice(start, end + 1);
  }
  const value = wholeJson(text);
  if (!isObject(value)) return false;
  return swiftIntBridge(value['score_percentage']) && typeof value['feedback_280'] === 'string';
};

// 2. Flutter draw-it sample (google-gemini/flutter-draw-it-sample), lib/main.dart IdentificationService.getId:
//      try {
//        final response = await model.generateContent(prompt, safetySettings: ..., generationConfig: ...);
//        if (response.text?.toLowerCase().contains('yes') ?? false) {
//          return true;
//        }
//      } on GenerativeAIException {
//        return false;
//      }
//      return false;
//    Only the "yes" branch reads the reply; "no" and everything else fall through to the default `return false`.
const flutterDrawIt: FrameworkParser = (reply) => reply.toLowerCase().includes('yes');

// 3. Top10 (teujorge/Top10), Top10/OpenAI/GameModerator.swift handleUserGuess:
//      if let textResult = result.choices.first?.message.content?.string {
//          var match: String?
//          var suggestion: String?
//          if textResult.lowercased().contains("match:") {
//              match = textResult.replacingOccurrences(of: "match:", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
//          }
//          if textResult.lowercased().contains("<$>incorrect<$>") {
//              match = nil
//          }
//          if textResult.lowercased().contains("suggestion:") {
//              match = nil
//              suggestion = textResult.replacingOccurrences(of: "suggestion:", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
//          }
//          return GuessResponse(match: match, suggestion: suggestion)
//      }
//    A verdict is read when one of the three markers occurs anywhere in the lower-cased reply; with none of them the
//    result is GuessResponse(nil, nil), the unread default (the same value an explicit "<$>incorrect<$>" gives).
const top10: FrameworkParser = (reply) => {
  const lower = reply.toLowerCase();
  return lower.includes('match:') || lower.includes('<$>incorrect<$>') || lower.includes('suggestion:');
};

export const PARSERS_OF_SET_657: Record<string, FrameworkParser> = {
  'booksmaxxing--open-ended-book-idea-answer-understanding-0-100-json-score-percentage-feedback-280': booksmaxxing,
  'flutter-draw-it--drawing-contains-secret-word-image-yes-no-lowercase-contains-yes': flutterDrawIt,
  'top10--guess-vs-top-ten-answers-match-prefix-incorrect-tag-suggestion-prefix': top10,
};
