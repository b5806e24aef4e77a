/**
 * Set 707: replicas of the reply readers of four judges from PHP and Elixir projects:
 * LLModelScoring's content evaluator (PHP json_decode, then a fenced block, then a flat object holding "logic_score";
 * three 0-100 scores), 7Easy's IELTS essay marker (Elixir, 'Score: $$$x$$$' line read by :erlang.binary_to_float),
 * Jido AI's LLMOutcomeVerifier (Elixir, a list of score/rating regexes with a silent 0.5 default) and my-trades'
 * Claude exception validator (PHP, 'Valid: YES|NO' regex with a silent false default). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a fallback evaluation)?
 */
import { hasUnpairedSurrogateEscape, jsonNestingWithin, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// PCRE's \s without the u flag / UCP (PHP preg_*, Erlang :re behind Elixir's ~r): ASCII space, \t, \n, \v, \f, \r only
// (PCRE2 and PCRE >= 8.34 include \v; a UTF-8 NBSP is two bytes, neither of them a space in the C-locale tables).
const PCRE_WS = '[\\t\\n\\x0b\\x0c\\r ]';

// ---------------------------------------------------------------------------------------------------------------
// 1. LLModelScoring, src/Evaluator/ContentEvaluator.php (atoomnetmarc/LLModelScoring):
//      private function extractJson(string $content): ?array {
//          $decoded = json_decode($content, true);
//          if (json_last_error() === JSON_ERROR_NONE && is_array($decoded)) { return $decoded; }
//          if (preg_match('/```(?:json)?\s*\n?(.*?)\n?\s*```/s', $content, $matches)) {
//              $decoded = json_decode(trim($matches[1]), true);
//              if (json_last_error() === JSON_ERROR_NONE && is_array($decoded)) { return $decoded; }
//          }
//          if (preg_match('/\{[^{}]*"logic_score"[^{}]*\}/s', $content, $matches)) {
//              $decoded = json_decode($matches[0], true);
//              if (json_last_error() === JSON_ERROR_NONE && is_array($decoded)) { return $decoded; }
//          }
//          return null;                          // -> createFallbackEvaluation (50 / heuristic / 50): a default
//      }
//      formatEvaluationResult: $logicScore = (int) ($evaluation['logic_score'] ?? 0);
//                              $syntaxScore = (int) ($evaluation['syntax_score'] ?? 0);
//                              $outputScore = (int) ($evaluation['output_score'] ?? 0);
//    json_decode: strict RFC JSON, JSON whitespace only, refuses unpaired \uD800-\uDFFF escapes (JSON_ERROR_UTF16) and
//    more than 511 nested arrays/objects (the default depth 512 counts the innermost value as a level; checked on PHP
//    8.2: 511 nested lists decode, 512 give JSON_ERROR_DEPTH); is_array holds for JSON objects and lists. The first
//    step that yields an array wins. A verdict needs the three criterion scores present and non-null (`??` turns a
//    missing or null one into the default 0); the (int) cast itself never throws. trim() strips " \t\n\r\0\x0B".
const phpJsonDecodeArray = (text: string): Record<string, unknown> | unknown[] | undefined => {
  if (!jsonNestingWithin(text, 511) || hasUnpairedSurrogateEscape(text)) return undefined;
  const value = wholeJson(text);
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown> | unknown[]) : undefined;
};
const phpTrim = (s: string) => s.replace(/^[ \t\n\r\0\x0b]+|[ \t\n\r\0\x0b]+$/g, '');
const LLMS_FENCE = new RegExp(`\`\`\`(?:json)?${PCRE_WS}*\\n?([\\s\\S]*?)\\n?${PCRE_WS}*\`\`\``);
const LLMS_FLAT_OBJECT = /\{[^{}]*"logic_score"[^{}]*\}/;
const llmodelscoringExtract = (content: string): Record<string, unknown> | unknown[] | undefined => {
  const direct = phpJsonDecodeArray(content);
  if (direct !== undefined) return direct;
  const fence = LLMS_FENCE.exec(content);
  if (fence) {
    const fenced = phpJsonDecodeArray(phpTrim(fence[1] ?? ''));
    if (fenced !== undefined) return fenced;
  }
  const flat = LLMS_FLAT_OBJECT.exec(content);
  if (flat) return phpJsonDecodeArray(flat[0]);
  return undefined;
};
const phpIsset = (container: Record<string, unknown> | unknown[], key: string): boolean => {
  if (Array.isArray(container)) return false; // a JSON list has integer keys only
  return Object.prototype.hasOwnProperty.call(container, key) && container[key] !== null;
};
const llmodelscoring: FrameworkParser = (reply) => {
  const evaluation = llmodelscoringExtract(reply);
  if (evaluation === undefined) return false;
  return ['logic_score', 'syntax_score', 'output_score'].every((key) => phpIsset(evaluation, key));
};

// 2. 7Easy, lib/app/gemini_api/gemini_parser.ex (senitapqan/7Easy):
//      text = json |> Map.get("candidates") |> List.first() |> Map.get("content") |> Map.get("parts") |> List.first() |> Map.get("text")
//      score = extract_value(text, ~r/Score: \$\$\$(.*)\$\$\$\n/)
//      case score do
//        nil -> {:error, :failed_to_mark_essay}          # (older version: String.to_float(nil) -> FunctionClauseError)
//        score -> score = String.to_float(score) ...     # :erlang.binary_to_float, ArgumentError on anything else
//      defp extract_value(response, regex) do
//        case Regex.run(regex, response) do nil -> nil; [_, value] -> String.trim(value) end
//    ~r without flags: '.' is any byte but LF (a CR is matched by '.', so 'Score: $$$6.5$$$\r\n' has no '$$$\n');
//    the greedy capture ends at the line's last '$$$' directly followed by LF. String.trim strips Unicode White_Space.
//    binary_to_float (checked on OTP 25): [+-]? digits, '.' or ',', digits, optional [eE][+-]?digits, finite; no
//    whitespace, no bare integers ('7'), no '.5' or '6.'.
const SEVEN_EASY_SCORE = /Score: \$\$\$([^\n]*)\$\$\$\n/;
const ELIXIR_TRIM = /^[\t\n\x0b\x0c\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\x0b\x0c\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;
const ERLANG_FLOAT = /^[+-]?[0-9]+[.,][0-9]+(?:[eE][+-]?[0-9]+)?$/;
const sevenEasy: FrameworkParser = (reply) => {
  const m = SEVEN_EASY_SCORE.exec(reply);
  if (!m) return false;
  const literal = (m[1] ?? '').replace(ELIXIR_TRIM, '');
  if (!ERLANG_FLOAT.test(literal)) return false;
  return Number.isFinite(Number(literal.replace(',', '.')));
};

// 3. Jido AI, lib/jido_ai/accuracy/verifiers/llm_outcome_verifier.ex (agentjido/jido_ai):
//      content = Text.extract_text(response)
//      patterns = [~r/Score:\s*(-?\d+\.?\d*)/i, ~r/score:\s*(-?\d+\.?\d*)/i, ~r/Rating:\s*(-?\d+\.?\d*)/i,
//                  ~r/rating:\s*(-?\d+\.?\d*)/i, ~r/Score:\s*\[?(-?\d+\.?\d*)\]?/i, ~r/\[score:\s*(-?\d+\.?\d*)\]/i]
//      Enum.find_value(patterns, &parse_score_from_pattern(&1, content)) || 0.5        # silent default
//      defp parse_score_from_pattern(pattern, content) do
//        case Regex.run(pattern, content) do [_, score_str] -> parse_float(score_str); _ -> nil end
//      defp parse_float(str), do: (case Float.parse(str) do {score, _rest} -> score; :error -> nil end)
//    Float.parse never fails on a capture that starts with a digit, so a verdict exists when any pattern matches:
//    'score:' + \s* + optional '[' + optional '-' + digit, or 'rating:' + \s* + optional '-' + digit (caseless ASCII;
//    \d is ASCII and \s is PCRE's ASCII set, as there is no 'u' flag).
const JIDO_SCORE = new RegExp(`score:${PCRE_WS}*\\[?-?[0-9]`, 'i');
const JIDO_RATING = new RegExp(`rating:${PCRE_WS}*-?[0-9]`, 'i');
const jidoAi: FrameworkParser = (reply) => JIDO_SCORE.test(reply) || JIDO_RATING.test(reply);

// 4. my-trades, app/Services/Claude/ClaudeAPIService.php (itzmevishu/my-trades):
//      $content = $data['content'][0]['text'] ?? '';
//      private function parseExceptionResponse(string $response): array {
//          preg_match('/Valid:\s*(YES|NO)/i', $response, $validMatch);
//          $valid = isset($validMatch[1]) && strtoupper($validMatch[1]) === 'YES';   // no match: false by default
//          preg_match('/Risk Level:\s*(low|medium|high)/i', $response, $riskMatch);
//          $riskLevel = $riskMatch[1] ?? 'high';
//          preg_match('/Reasoning:\s*(.+)/is', $response, $reasoningMatch);
//          $reasoning = $reasoningMatch[1] ?? $response;
//    A verdict exists when 'Valid:' (caseless, also the tail of 'Invalid:') is followed by PCRE \s* and 'yes' or
//    'no' in any case, with no word boundary after it.
const MY_TRADES_VALID = new RegExp(`Valid:${PCRE_WS}*(YES|NO)`, 'i');
const myTrades: FrameworkParser = (reply) => MY_TRADES_VALID.test(reply);

export const PARSERS_OF_SET_707: Record<string, FrameworkParser> = {
  'llmodelscoring--generated-content-logic-syntax-output-0-100-json-three-scores-fenced-or-flat-object-fallback': llmodelscoring,
  '7easy--ielts-writing-task2-essay-overall-score-triple-dollar-line-erlang-float': sevenEasy,
  'jido-ai--llm-outcome-verifier-answer-correctness-0-1-score-line-regex-list-default-0-5': jidoAi,
  'my-trades--trade-override-reasoning-exception-justified-valid-yes-no-line': myTrades,
};
