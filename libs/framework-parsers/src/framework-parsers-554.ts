/**
 * Set 554: replicas of the reply readers of three judges called from app code outside Python:
 * Mark2.0's on-device Foundation Models mentor that grades a Challenge-Based-Learning challenge statement (Swift,
 * @Generable struct), Quizzy AI's Ollama flashcard-answer validator (Dart/Flutter, fenced-or-bare JSON with an int
 * score) and Puck's rubric pass/fail grader (Elixir, ReqLLM structured object parsed by a Zoi struct). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a crash)?
 */
import { isObject, lastTopLevelRaw, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Mark2.0 (avery-byo/Mark2.0), Mark2.0/ViewModel.swift generateResponse + Mark2.0/Generable/ChallengeEvaluationResult.swift:
//      let response = try await languageModelSession.respond(to: prompt,
//                                                            generating: ChallengeEvaluationResult.self,
//                                                            options: options)
//      challengeEvaluationResult = response.content
//      ...
//      } catch { isResponding = false; errorMessage = error.localizedDescription }
//
//      @Generable
//      struct ChallengeEvaluationResult {
//          @Guide(...) let evaluation: String
//          @Guide(...) let reason: String
//          @Guide(...) let improvementSuggestions: [String]
//      }
//    Guided generation yields GeneratedContent, a JSON object keyed by the Swift property names; the macro's
//    init(_ content:) reads value(String.self, forProperty: "evaluation"), value(String.self, forProperty: "reason")
//    and value([String].self, forProperty: "improvementSuggestions"): each must be present with that type, or the
//    init throws into the catch (no result shown). Any string is an evaluation; an empty array is fine.
const mark2ChallengeEvaluation: FrameworkParser = (reply) => {
  const value = wholeJson(reply);
  if (!isObject(value)) return false;
  const suggestions = value['improvementSuggestions'];
  return (
    typeof value['evaluation'] === 'string' &&
    typeof value['reason'] === 'string' &&
    Array.isArray(suggestions) &&
    suggestions.every((s) => typeof s === 'string')
  );
};

// 2. Quizzy AI (chechoora/quizzy_ai), lib/data/api/ollama/ollama_answer_validator.dart _parseContent:
//      final jsonResponse =
//          jsonDecode(stripJsonFences(content)) as Map<String, dynamic>;
//      final quizScore = QuizScore.fromJson(jsonResponse);
//      return AnswerResult(correctAnswer: correctAnswer, score: quizScore.score / 100.0, ...);
//    (any exception: _logger.e(...); rethrow;)
//    lib/data/api/ollama/ollama_support.dart:
//      String stripJsonFences(String content) {
//        String jsonString = content.trim();
//        if (jsonString.startsWith('```json')) {
//          jsonString = jsonString.substring(7);
//        } else if (jsonString.startsWith('```')) {
//          jsonString = jsonString.substring(3);
//        }
//        if (jsonString.endsWith('```')) {
//          jsonString = jsonString.substring(0, jsonString.length - 3);
//        }
//        return jsonString.trim();
//      }
//    lib/data/api/gemini_ai/quiz_score_model.dart QuizScore.fromJson:
//      score: json['score'] as int,
//      explanation: json['explanation'] as String,
//      correctPoints: (json['correctPoints'] as List<dynamic>?)?.map((e) => e as String).toList() ?? [],
//      missingPoints: (json['missingPoints'] as List<dynamic>?)?.map((e) => e as String).toList() ?? [],
//    Dart's String.trim removes Unicode White_Space plus the BOM (not \x1c-\x1f); dart:convert's jsonDecode is strict
//    JSON (JSON whitespace only, no NaN); on the Dart VM (Flutter iOS/Android) a number literal with '.' or an exponent,
//    "-0" and an integer beyond int64 decode to double and fail `as int`. Duplicate keys: the last one wins.
const DART_WS = '\\t\\n\\x0b\\x0c\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
const DART_TRIM = new RegExp(`^[${DART_WS}]+|[${DART_WS}]+$`, 'g');
const dartTrim = (s: string) => s.replace(DART_TRIM, '');
const quizzyStripJsonFences = (content: string): string => {
  let s = dartTrim(content);
  if (s.startsWith('```json')) s = s.slice(7);
  else if (s.startsWith('```')) s = s.slice(3);
  if (s.endsWith('```')) s = s.slice(0, s.length - 3);
  return dartTrim(s);
};
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const dartVmJsonInt = (raw: string | undefined): boolean => {
  if (raw === undefined || !/^-?(?:0|[1-9][0-9]*)$/.test(raw) || raw === '-0') return false;
  const n = BigInt(raw);
  return n >= INT64_MIN && n <= INT64_MAX;
};
const dartStringListOrNull = (v: unknown) => v === undefined || v === null || (Array.isArray(v) && v.every((e) => typeof e === 'string'));
const quizzyOllamaValidator: FrameworkParser = (reply) => {
  const text = quizzyStripJsonFences(reply);
  const value = wholeJson(text);
  if (!isObject(value)) return false;
  return (
    dartVmJsonInt(lastTopLevelRaw(text, 'score')) &&
    typeof value['explanation'] === 'string' &&
    dartStringListOrNull(value['correctPoints']) &&
    dartStringListOrNull(value['missingPoints'])
  );
};

// 3. Puck (bradleygolden/puck), lib/puck/eval/graders/llm.ex rubric/2:
//      case Puck.call(client, prompt, Puck.Context.new(), output_schema: schema()) do
//        {:ok, response, _ctx} -> to_grader_result(response.content)
//        {:error, reason} -> {:fail, "LLM judge error: #{inspect(reason)}"}
//      end
//      defp schema do
//        Zoi.struct(Judgment, %{passed: Zoi.boolean(...), reason: Zoi.string(...) |> Zoi.nullable()}, coerce: true)
//      end
//      defp to_grader_result(%Judgment{passed: true}), do: :pass
//      defp to_grader_result(%Judgment{passed: false, reason: reason}), do: {:fail, reason}
//    lib/puck/backends/req_llm.ex:
//      case ReqLLM.generate_object(model, messages, llm_schema, options) do
//        {:ok, response} -> {:ok, normalize_object_response(response, model, output_schema)}
//      object = ReqLLM.Response.object(response)
//      defp maybe_parse_struct(%Zoi.Types.Struct{} = schema, object) when is_map(object) do
//        case Zoi.parse(schema, object) do
//          {:ok, struct} -> struct
//          {:error, _} -> object          # then to_grader_result(map): FunctionClauseError
//        end
//      end
//    The structured object is JSON (Jason: strict, whole text). Zoi.struct(coerce: true) takes the string keys;
//    "passed" must be a JSON boolean and "reason" a present string or null.
const puckRubricGrader: FrameworkParser = (reply) => {
  const value = wholeJson(reply);
  if (!isObject(value)) return false;
  if (typeof value['passed'] !== 'boolean') return false;
  if (!Object.prototype.hasOwnProperty.call(value, 'reason')) return false;
  const reason = value['reason'];
  return reason === null || typeof reason === 'string';
};

export const PARSERS_OF_SET_554: Record<string, FrameworkParser> = {
  'mark2--cbl-challenge-statement-good-neutral-not-good-generable-evaluation-reason-suggestions': mark2ChallengeEvaluation,
  'quizzy-ai--flashcard-answer-vs-expected-0-100-ollama-json-score-int-explanation-points': quizzyOllamaValidator,
  'puck--eval-grader-rubric-pass-fail-structured-output-passed-bool-reason': puckRubricGrader,
};
