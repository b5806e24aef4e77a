/**
 * Set 408: replicas of the reply readers of four judges from Go and TypeScript projects: Augustus' goal judge of a
 * jailbreak attempt ("Rating: [[n]]", first [[digits]] read by Go's RE2), go-gavel's score judge (JSON through a
 * fence/brace extractor, Go's encoding/json into a struct, go-playground validator and the 1-10 scale), Kukuru
 * Pingpong's Korean pairwise voice-acting judge (greedy-brace JSON whose winner the code recomputes), and
 * llm-primitives-go's ScoreInt (whole reply json.Unmarshal into a map, "score" must be a number). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a fallback)?
 */
import { isObject, numbersOutsideStrings, RUST_TRIM, topLevelMembers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Augustus (praetorian-inc/augustus), internal/detectors/judge/judge.go:
//      ratingPattern = regexp.MustCompile(`\[\[(\d+)\]\]`)
//      func parseJudgeScore(output string) float64 {
//          match := ratingPattern.FindStringSubmatch(output)
//          if len(match) < 2 {
//              return 1.0 // Conservative default
//          }
//          rating, err := strconv.ParseFloat(match[1], 64)
//          if err != nil {
//              return 1.0
//          }
//          return rating
//      }
//    Go's RE2 \d is ASCII [0-9] only. Only the first [[digits]] counts; no range check. ParseFloat of a digit run
//    fails only with ErrRange, when the value overflows float64 (then the conservative default 1.0).
const AUGUSTUS_RATING = /\[\[([0-9]+)\]\]/;
const augustusGoalJudge: FrameworkParser = (reply) => {
  const match = AUGUSTUS_RATING.exec(reply);
  return match !== null && Number.isFinite(Number(match[1]));
};

// ---------------------------------------------------------------------------------------------------------------
// 2. go-gavel (ahrav/go-gavel), infrastructure/units/score_judge_unit.go:
//      func extractJSON(response string) string {
//          response = strings.TrimSpace(response)
//          if strings.Contains(response, "```json") {
//              start := strings.Index(response, "```json")
//              if start != -1 {
//                  start += 7
//                  end := strings.Index(response[start:], "```")
//                  if end != -1 { return strings.TrimSpace(response[start : start+end]) }
//              }
//          }
//          if strings.Contains(response, "```") {
//              start := strings.Index(response, "```")
//              if start != -1 {
//                  start += 3
//                  newlineIdx := strings.Index(response[start:], "\n")
//                  if newlineIdx != -1 { start += newlineIdx + 1 }
//                  end := strings.Index(response[start:], "```")
//                  if end != -1 {
//                      candidate := strings.TrimSpace(response[start : start+end])
//                      if strings.HasPrefix(candidate, "{") { return candidate }
//                  }
//              }
//          }
//          start := strings.Index(response, "{")
//          if start == -1 { return "" }
//          braceCount := 0; inString := false; escapeNext := false
//          for i := start; i < len(response); i++ {
//              char := response[i]
//              if escapeNext { escapeNext = false; continue }
//              if char == '\\' { escapeNext = true; continue }
//              if char == '"' && !escapeNext { inString = !inString; continue }
//              if !inString { switch char { case '{': braceCount++
//                  case '}': braceCount--; if braceCount == 0 { return response[start : i+1] } } }
//          }
//          return ""
//      }
//      parseLLMResponse: jsonStr := extractJSON(response); if jsonStr == "" -> error
//          var llmResponse LLMJudgeResponse
//          json.Unmarshal([]byte(jsonStr), &llmResponse)            // error -> unit fails
//          sju.validator.Struct(llmResponse)                         // error -> unit fails
//          sju.validateScoreInRange(llmResponse.Score)               // default ScoreScale "1-10"
//      type LLMJudgeResponse struct {
//          Score      float64 `json:"score" validate:"required"`
//          Confidence float64 `json:"confidence" validate:"required,min=0.0,max=1.0"`
//          Reasoning  string  `json:"reasoning" validate:"required,min=10"`
//          Version    int     `json:"version,omitempty"`
//      }
//      Execute: if summary.Confidence < sju.config.MinConfidence -> error   (default MinConfidence 0.0)
//    Go's strings.TrimSpace trims Unicode White_Space (RUST_TRIM's set). The extractor's characters are ASCII, so
//    scanning UTF-16 units finds the same positions as Go's byte scan. encoding/json: a top-level null is a no-op
//    (fields stay zero, then 'required' fails); any other non-object is an UnmarshalTypeError; members decode in
//    order, keys match case-insensitively (Unicode simple folding), unknown keys are skipped unread, null leaves a
//    field untouched, a wrongly typed value is an error, a float out of float64 range is an error, an int field takes
//    only an integer literal in int64 range. validator: required = non-zero; min/max on strings count runes.
const GO_FIELDS = ['SCORE', 'CONFIDENCE', 'REASONING', 'VERSION'] as const;
type GavelField = (typeof GO_FIELDS)[number];
const goFold = (s: string): string =>
  [...s]
    .map((c) => {
      if (c.charCodeAt(0) < 0x80) return c.toUpperCase();
      const folded = c.toLowerCase().toUpperCase();
      return [...folded].length === 1 ? folded : c; // unicode.ToUpper(unicode.ToLower(r)) maps rune to rune
    })
    .join('');
const goTrim = (s: string) => s.replace(RUST_TRIM, '');
const gavelExtractJson = (response0: string): string => {
  const response = goTrim(response0);
  if (response.includes('```json')) {
    const start = response.indexOf('```json') + 7;
    const end = response.indexOf('```', start);
    if (end !== -1) return goTrim(response.slice(start, end));
  }
  if (response.includes('```')) {
    let start = response.indexOf('```') + 3;
    const newline = response.indexOf('\n', start);
    if (newline !== -1) start = newline + 1;
    const end = response.indexOf('```', start);
    if (end !== -1) {
      const candidate = goTrim(response.slice(start, end));
      if (candidate.startsWith('{')) return candidate;
    }
  }
  const start = response.indexOf('{');
  if (start === -1) return '';
  let braceCount = 0;
  let inString = false;
  let escapeNext = false;
  for (let i = start; i < response.length; i++) {
    const c = response[i];
    if (escapeNext) {
      escapeNext = false;
      continue;
    }
    if (c === '\\') {
      escapeNext = true;
      continue;
    }
    if (c === '"') {
      inString = !inString;
      continue;
    }
    if (!inString) {
      if (c === '{') braceCount++;
      else if (c === '}') {
        braceCount--;
        if (braceCount === 0) return response.slice(start, i + 1);
      }
    }
  }
  return '';
};
const GO_INT64_LITERAL = /^-?(?:0|[1-9][0-9]*)$/;
const gavelScoreJudge: FrameworkParser = (reply) => {
  const jsonStr = gavelExtractJson(reply);
  if (jsonStr === '') return false;
  const value = wholeJson(jsonStr);
  if (value === undefined || !isObject(value)) return false; // invalid JSON, null (zero fields) or a non-object
  const fields: { SCORE: number; CONFIDENCE: number; REASONING: string } = { SCORE: 0, CONFIDENCE: 0, REASONING: '' };
  for (const [key, raw] of topLevelMembers(jsonStr)) {
    const folded = goFold(key);
    const field = GO_FIELDS.find((f) => f === folded) as GavelField | undefined;
    if (field === undefined || raw === 'null') continue; // unknown key skipped unread; null is a no-op
    if (field === 'REASONING') {
      if (!raw.startsWith('"')) return false; // UnmarshalTypeError
      fields.REASONING = JSON.parse(raw) as string;
    } else if (field === 'VERSION') {
      if (!GO_INT64_LITERAL.test(raw)) return false; // 1.0, 1e0, "1", true... -> UnmarshalTypeError
      const big = BigInt(raw);
      if (big > 9223372036854775807n || big < -9223372036854775808n) return false;
    } else {
      if (!/^-?[0-9]/.test(raw)) return false; // string, bool, object, array -> UnmarshalTypeError
      const n = Number(raw);
      if (!Number.isFinite(n)) return false; // ParseFloat ErrRange -> UnmarshalTypeError
      fields[field] = n;
    }
  }
  const { SCORE: score, CONFIDENCE: confidence, REASONING: reasoning } = fields;
  if (score === 0) return false; // required
  if (confidence === 0 || confidence < 0 || confidence > 1) return false; // required,min=0.0,max=1.0
  if ([...reasoning].length < 10) return false; // required,min=10 (runes; a lone surrogate decodes to one U+FFFD)
  return score >= 1 && score <= 10; // validateScoreInRange, scale "1-10"
};

// ---------------------------------------------------------------------------------------------------------------
// 3. Kukuru Pingpong (Kukuru-Pingpong/kukuruPingpong), apps/server/src/ai/infrastructure/adapters/gemini.adapter.ts
//    judgeVoices:
//      const responseText = result.response.text().trim();
//      try {
//        const jsonMatch = responseText.match(/\{[\s\S]*\}/);
//        const parsed = JSON.parse(jsonMatch[0]);            // no match -> TypeError -> catch
//        parsed.player1_total = Number((parsed.player1_tone * 0.4 + parsed.player1_emotion * 0.3 +
//                                       parsed.player1_rhythm * 0.2 + parsed.player1_pronunciation * 0.1).toFixed(2));
//        parsed.player2_total = Number((...player2 likewise...).toFixed(2));
//        if (parsed.player1_total > parsed.player2_total) { parsed.winner = 1; }
//        else if (parsed.player2_total > parsed.player1_total) { parsed.winner = 2; }
//        else { if (parsed.player1_emotion > parsed.player2_emotion) { parsed.winner = 1; }
//               else if (parsed.player2_emotion > parsed.player1_emotion) { parsed.winner = 2; }
//               else { if (parsed.player1_rhythm > parsed.player2_rhythm) { parsed.winner = 1; }
//                      else if (parsed.player2_rhythm > parsed.player1_rhythm) { parsed.winner = 2; }
//                      else { parsed.winner = 1; } } }        // "Absolute tie, default to 1 (should be rare)"
//        ...
//        return parsed;
//      } catch { return fallback; }                          // all 50s, winner 1, reason '판정 중 오류가 발생했습니다.'
//    The same JavaScript runs here: a verdict is a winner decided by one of the strict comparisons, not the fallback
//    and not the absolute-tie default.
/* eslint-disable @typescript-eslint/no-explicit-any */
const kukuruWinnerDecided = (responseText: string): boolean => {
  let parsed: any;
  try {
    const jsonMatch = responseText.match(/\{[\s\S]*\}/);
    parsed = JSON.parse((jsonMatch as RegExpMatchArray)[0]);
  } catch {
    return false; // fallback judgment
  }
  const total = (p: 'player1' | 'player2') =>
    Number((parsed[`${p}_tone`] * 0.4 + parsed[`${p}_emotion`] * 0.3 + parsed[`${p}_rhythm`] * 0.2 + parsed[`${p}_pronunciation`] * 0.1).toFixed(2));
  const t1 = total('player1');
  const t2 = total('player2');
  if (t1 > t2 || t2 > t1) return true;
  if (parsed.player1_emotion > parsed.player2_emotion || parsed.player2_emotion > parsed.player1_emotion) return true;
  if (parsed.player1_rhythm > parsed.player2_rhythm || parsed.player2_rhythm > parsed.player1_rhythm) return true;
  return false; // absolute tie: default winner 1
};
/* eslint-enable @typescript-eslint/no-explicit-any */
const kukuruVoiceJudge: FrameworkParser = (reply) => kukuruWinnerDecided(reply.trim());

// ---------------------------------------------------------------------------------------------------------------
// 4. llm-primitives-go (noahshinn/llm-primitives-go):
//      llm/openai.go parseMessageResponse (options.ForceJson == true):
//          obj := map[string]any{}
//          if err := json.Unmarshal([]byte(content), &obj); err != nil { return nil, err }
//          return &Message{Role: MessageRole(role), Obj: obj}, nil
//      model/score_int.go ScoreInt:
//          if s, ok := res.Obj["score"]; ok {
//              if score, ok := s.(float64); ok { return int(score), nil }
//          }
//          return 0, errors.New("failed to get a score from the llm")
//    json.Unmarshal into map[string]any: the whole content must be one JSON value (JSON whitespace around it);
//    a top-level null leaves a nil map (no "score" -> error); any other non-object is an UnmarshalTypeError; every
//    number literal, nested ones included, goes through ParseFloat (out of range -> error); duplicate keys: last one
//    wins (a null stores nil). Map keys are exact, case-sensitive. No range check on the score.
const llmPrimitivesScoreInt: FrameworkParser = (reply) => {
  const value = wholeJson(reply);
  if (!isObject(value)) return false;
  for (const { literal } of numbersOutsideStrings(reply)) if (!Number.isFinite(Number(literal))) return false;
  const score = topLevelMembers(reply)
    .filter(([name]) => name === 'score')
    .pop()?.[1];
  return score !== undefined && /^-?[0-9]/.test(score);
};

export const PARSERS_OF_SET_408: Record<string, FrameworkParser> = {
  'augustus--goal-judge-attack-success-1-10-rating-double-brackets': augustusGoalJudge,
  'go-gavel--score-judge-answer-1-10-json-score-confidence-reasoning-validator': gavelScoreJudge,
  'kukuru-pingpong--voice-acting-battle-two-audio-takes-pairwise-0-100-json-winner-korean': kukuruVoiceJudge,
  'llm-primitives-go--score-int-text-by-instruction-range-json-score-number': llmPrimitivesScoreInt,
};
