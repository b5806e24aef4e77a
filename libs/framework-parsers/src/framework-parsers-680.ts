/**
 * Set 680: replicas of the reply readers of four LLM judges in Go and Rust evaluation tools and CLIs:
 * Themis' relevance judge (Go, JSON score 0-1 + reason after a fence strip), quorum's batch judge of ast-grep findings
 * (Rust, JSON array of tp/fp/uncertain items cut from the first "[" to the last "]"), mettle's agent-behaviour judge
 * (Go, fail-fast JSON verdict pass/fail/warning) and basanite's term-of-art gate (Go, strict-tool JSON role + ladder-bound
 * demote_to behind a grammar and a safety check). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an error, not a fail-safe)?
 */
import { hasUnpairedSurrogateEscape, isObject, RUST_TRIM, topLevelItems, topLevelMembers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Go's strings.TrimSpace (unicode.IsSpace) and Rust's str::trim (char::is_whitespace) strip the same set: Unicode
// White_Space (\t \n \v \f \r, space, U+0085, U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000).
const unicodeTrim = (s: string) => s.replace(RUST_TRIM, '');

// ---------------------------------------------------------------------------------------------------------------
// Go encoding/json: json.Unmarshal of a text into a struct of string / float64 / []string fields. The text must be one
// valid JSON document (JSON whitespace only around it); the top-level value must be an object or null (null is a
// no-op; any other type is an UnmarshalTypeError). Keys match a field's name exactly or case-insensitively (Unicode
// simple folding: U+017F long s folds to s, U+212A Kelvin to k); the last duplicate wins, JSON null leaves the field
// unchanged, unknown keys are ignored. A value of the wrong type (or a number overflowing float64) is an
// UnmarshalTypeError: decoding goes on but Unmarshal returns the error.
type GoKind = 'string' | 'float64' | 'stringSlice';
const goFold = (key: string) => key.replace(/\u017f/g, 's').replace(/\u212a/g, 'k').toLowerCase();
const goUnmarshalStruct = (text: string, fields: Record<string, GoKind>): Record<string, unknown> | undefined => {
  const value = wholeJson(text);
  if (value === undefined) return undefined; // syntax error
  if (value === null) return {};
  if (!isObject(value)) return undefined;
  const out: Record<string, unknown> = {};
  let failed = false;
  for (const [key, raw] of topLevelMembers(text)) {
    const field = Object.keys(fields).find((name) => name === goFold(key));
    if (field === undefined || raw === 'null') continue;
    const v = JSON.parse(raw) as unknown;
    const kind = fields[field];
    if (kind === 'string') {
      if (typeof v === 'string') out[field] = v;
      else failed = true;
    } else if (kind === 'float64') {
      if (typeof v === 'number' && Number.isFinite(v)) out[field] = v;
      else failed = true;
    } else if (Array.isArray(v) && v.every((x) => x === null || typeof x === 'string')) out[field] = v;
    else failed = true;
  }
  return failed ? undefined : out;
};

// 1. Themis (Terminus-Lab/themis), internal/judge/llm_judge.go LLMJudge.Evaluate (commit 35011e86):
//      content := stripMarkdownCodeBlock(resp.Content)
//      var llmResponse judgeResponse
//      if err := json.Unmarshal([]byte(content), &llmResponse); err != nil { ... "Failed to deserialize LLM response"; return result }
//      if llmResponse.Score == 0.0 && llmResponse.Reason == "" { ... "missing score and reason"; return result }
//      if llmResponse.Score < 0.0 || llmResponse.Score > 1.0 { ... "score %f out of range [0.0, 1.0]"; return result }
//      result.Score = llmResponse.Score
//    func stripMarkdownCodeBlock(content string) string {
//      content = strings.TrimSpace(content)
//      if strings.HasPrefix(content, "```") {
//        firstNewline := strings.Index(content, "\n"); if firstNewline == -1 { return content }
//        closingBackticks := strings.LastIndex(content, "```")
//        if closingBackticks == -1 || closingBackticks <= firstNewline { return content }
//        content = strings.TrimSpace(content[firstNewline+1 : closingBackticks])
//      }
//      return content
//    }
//    judgeResponse: Score float64 / Reason string (json "score" / "reason").
const themisStrip = (reply: string): string => {
  let content = unicodeTrim(reply);
  if (content.startsWith('```')) {
    const firstNewline = content.indexOf('\n');
    if (firstNewline === -1) return content;
    const closing = content.lastIndexOf('```');
    if (closing === -1 || closing <= firstNewline) return content;
    content = unicodeTrim(content.slice(firstNewline + 1, closing));
  }
  return content;
};
const themis: FrameworkParser = (reply) => {
  const decoded = goUnmarshalStruct(themisStrip(reply), { score: 'float64', reason: 'string' });
  if (!decoded) return false;
  const score = (decoded['score'] as number | undefined) ?? 0;
  const reason = (decoded['reason'] as string | undefined) ?? '';
  if (score === 0 && reason === '') return false;
  return score >= 0 && score <= 1;
};

// 2. quorum (jsnyder/quorum), src/judge.rs judge_findings:
//      fn extract_json_array(response: &str) -> Option<&str> {
//          let trimmed = response.trim();
//          let start = trimmed.find('[')?;
//          let end = trimmed.rfind(']')?;
//          Some(&trimmed[start..=end])                       // end < start - 1 panics; end == start - 1 is ""
//      }
//      match serde_json::from_str::<Vec<JudgeResponseItem>>(json_str) {
//          Ok(verdicts) => for v in &verdicts {
//              let batch_pos = v.index.filter(|&idx| idx < to_judge.len() && !used[idx])
//                  .or_else(|| to_judge.iter().enumerate().position(|(pos, &i)| !used[pos] && findings[i].rule_id.as_deref() == Some(&v.rule_id)));
//              if let Some(pos) = batch_pos { used[pos] = true; let verdict = parse_verdict(&v.verdict); ... }
//          },
//          Err(e) => tracing::warn!(...),
//      }
//      // any finding left without a verdict: JudgeVerdict::Uncertain
//      pub fn parse_verdict(s: &str) -> JudgeVerdict { match s { "tp" => Approved, "fp" => Rejected, "uncertain" => Uncertain, _ => Uncertain } }
//      #[derive(Deserialize)] pub struct JudgeResponseItem { #[serde(default)] pub index: Option<usize>, pub rule_id: String,
//          pub verdict: String, pub confidence: f32, pub reason: String }
//    serde: exact-case keys, a duplicated known key is an error, unknown keys ignored, a struct also reads from a positional
//    array of exactly its 5 fields; usize takes only a non-negative JSON integer <= u64::MAX; f32 any number (f64 overflow
//    errors); serde_json refuses lone surrogate escapes. The replica is for the filled example's single finding; a word
//    other than tp/fp/uncertain yields the same Uncertain the fallback gives, so it is not counted as a verdict.
const QUORUM_RULE_ID = 'ast-grep:python/bare-except-pass';
const QUORUM_FIELDS = ['index', 'rule_id', 'verdict', 'confidence', 'reason'] as const;
const U64_MAX = 18446744073709551615n;
type QuorumItem = { index: bigint | null; ruleId: string; verdict: string };
const quorumItem = (raw: string): QuorumItem | undefined => {
  const value = JSON.parse(raw) as unknown;
  const fields: Partial<Record<(typeof QUORUM_FIELDS)[number], string>> = {};
  if (isObject(value)) {
    for (const [key, text] of topLevelMembers(raw)) {
      const known = QUORUM_FIELDS.find((f) => f === key);
      if (!known) continue;
      if (fields[known] !== undefined) return undefined; // duplicate field
      fields[known] = text;
    }
  } else if (Array.isArray(value)) {
    const items = topLevelItems(raw);
    if (items.length !== QUORUM_FIELDS.length) return undefined;
    QUORUM_FIELDS.forEach((f, i) => (fields[f] = items[i]));
  } else return undefined;
  let index: bigint | null = null;
  const rawIndex = fields.index;
  if (rawIndex !== undefined && rawIndex !== 'null') {
    if (!/^(?:0|[1-9][0-9]*)$/.test(rawIndex)) return undefined;
    index = BigInt(rawIndex);
    if (index > U64_MAX) return undefined;
  }
  for (const f of ['rule_id', 'verdict', 'reason'] as const) {
    if (!fields[f]?.startsWith('"')) return undefined;
  }
  const rawConfidence = fields.confidence;
  if (rawConfidence === undefined || !/^-?[0-9]/.test(rawConfidence) || !Number.isFinite(Number(rawConfidence))) return undefined;
  return { index, ruleId: JSON.parse(fields.rule_id!) as string, verdict: JSON.parse(fields.verdict!) as string };
};
const quorum: FrameworkParser = (reply) => {
  const trimmed = unicodeTrim(reply);
  const start = trimmed.indexOf('[');
  const end = trimmed.lastIndexOf(']');
  if (start < 0 || end < start) return false;
  const slice = trimmed.slice(start, end + 1);
  if (hasUnpairedSurrogateEscape(slice)) return false;
  if (!Array.isArray(wholeJson(slice))) return false;
  const items: QuorumItem[] = [];
  for (const raw of topLevelItems(slice)) {
    const item = quorumItem(raw);
    if (!item) return false; // one bad element fails the whole Vec
    items.push(item);
  }
  const matched = items.find((it) => it.index === 0n || it.ruleId === QUORUM_RULE_ID);
  return matched !== undefined && ['tp', 'fp', 'uncertain'].includes(matched.verdict);
};

// 3. mettle (ezequielranieri/mettle), internal/judge/judge.go Client.Judge:
//      raw, err := extractJSON(chat.Choices[0].Message.Content); if err != nil { return zero, err }
//      var v Verdict
//      if err := json.Unmarshal(raw, &v); err != nil { return zero, fmt.Errorf("judge: parse verdict: %w", err) }
//      switch v.Verdict { case "pass", "fail", "warning": default: return zero, fmt.Errorf("judge: invalid verdict %q", v.Verdict) }
//    func extractJSON(s string) ([]byte, error) {
//      s = strings.TrimSpace(s)
//      if strings.HasPrefix(s, "```") {
//        lines := strings.Split(s, "\n")
//        if len(lines) >= 2 { lines = lines[1:] }
//        if len(lines) > 0 && strings.HasPrefix(strings.TrimSpace(lines[len(lines)-1]), "```") { lines = lines[:len(lines)-1] }
//        s = strings.TrimSpace(strings.Join(lines, "\n"))
//      }
//      if !json.Valid([]byte(s)) { return nil, fmt.Errorf("judge: response is not valid JSON") }
//      return []byte(s), nil
//    }
//    Verdict{Verdict, Severity, Reason string; Findings []string}
const mettleExtract = (reply: string): string => {
  let s = unicodeTrim(reply);
  if (s.startsWith('```')) {
    let lines = s.split('\n');
    if (lines.length >= 2) lines = lines.slice(1);
    if (lines.length > 0 && unicodeTrim(lines[lines.length - 1] ?? '').startsWith('```')) lines = lines.slice(0, -1);
    s = unicodeTrim(lines.join('\n'));
  }
  return s;
};
const mettle: FrameworkParser = (reply) => {
  const decoded = goUnmarshalStruct(mettleExtract(reply), { verdict: 'string', severity: 'string', reason: 'string', findings: 'stringSlice' });
  return decoded !== undefined && ['pass', 'fail', 'warning'].includes((decoded['verdict'] as string | undefined) ?? '');
};

// 4. basanite (justinstimatze/basanite), internal/judge/judge.go, the cell's Grammar then Safety over the tool input:
//      func Grammar(ladder []string) func(string) (string, bool) {
//        allowed := map[string]bool{noDemote: true}; for _, w := range ladder { allowed[w] = true }
//        return func(raw string) (string, bool) {
//          var v Verdict
//          if json.Unmarshal([]byte(raw), &v) != nil { return "", false }
//          switch v.Role { case RoleTic, RoleTermOfArt, RoleMixed: default: return "", false }
//          if !allowed[v.DemoteTo] { return "", false }
//          return v.Role + ":" + v.DemoteTo, true
//        }
//      }
//      func Safety() func(string) bool { return func(term string) bool {
//        role, demote, ok := strings.Cut(term, ":"); if !ok { return false }
//        switch role { case RoleTermOfArt: return demote == noDemote; case RoleTic, RoleMixed: return true }
//        return false } }
//    Verdict{Role `json:"role"`, DemoteTo `json:"demote_to"`, Note `json:"note"`}; noDemote = "none"; the filled
//    example's ladder is use, apply, harness.
const BASANITE_LADDER = ['use', 'apply', 'harness'];
const basanite: FrameworkParser = (reply) => {
  const decoded = goUnmarshalStruct(reply, { role: 'string', demote_to: 'string', note: 'string' });
  if (!decoded) return false;
  const role = (decoded['role'] as string | undefined) ?? '';
  const demote = (decoded['demote_to'] as string | undefined) ?? '';
  if (!['tic', 'term_of_art', 'mixed'].includes(role)) return false;
  if (demote !== 'none' && !BASANITE_LADDER.includes(demote)) return false;
  return role !== 'term_of_art' || demote === 'none';
};

export const PARSERS_OF_SET_680: Record<string, FrameworkParser> = {
  'themis--relevance-query-answer-0-1-json-score-reason': themis,
  'quorum--ast-finding-true-false-positive-json-array-tp-fp-uncertain': quorum,
  'mettle--agent-behavior-vs-expectations-json-verdict-pass-fail-warning': mettle,
  'basanite--word-tic-vs-term-of-art-strict-tool-json-role-demote-ladder': basanite,
};
