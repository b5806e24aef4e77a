/**
 * Set 543: replicas of the reply readers of four code-review and commit-message judges: Ray0907's commit-critic
 * (batch JSON of scored commits, json.loads + pydantic AnalysisResult(**data), one retry), MichaelMoriarty67's
 * ai-commit-critic (Responses API structured output, LlmCommitAnalysis.model_validate_json), Luminary's review-comment
 * validator (JSON with valid + three scores against a 0.7 threshold, fenced/brace extraction, repairs and a text
 * fallback) and prr's "is this review issue still present?" judge (YES / NO / STALE prefix). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 */
import {
  hasUnpairedSurrogateEscape,
  isObject,
  lastTopLevelRaw,
  PY_SPACE,
  pyFloatOf,
  pydanticLaxInt,
  pyStrip,
  pyTruthy,
  pythonLoadsNumbers,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. commit-critic (Ray0907/commit-critic), commit_critic.py:
//      content = response.choices[0].message.content            # response_format={"type": "json_object"}
//      def parseLlmJson(raw, model_cls):
//          try:
//              data = json.loads(raw)
//              return model_cls(**data)                           # AnalysisResult
//          except Exception:
//              return None                                        # -> callLlmParsed retries once, then typer.Exit(1)
//      class CommitScore(BaseModel): hash: str; message: str; score: int
//                                    issue: str | None = None; suggestion: str | None = None; praise: str | None = None
//      class AnalysisResult(BaseModel): commits: list[CommitScore]; average_score: float = 0.0
//                                       count_vague: int = 0; count_one_word: int = 0
//      # phase 2 (_refineSuggestionsWithDiff), not in a try:
//      worst_with_idx = [(pos, c) for pos, c in enumerate(result.commits) if c.score < 7]
//      for idx, (pos, c) in enumerate(worst_with_idx[:5]):
//          hash_original = commits[pos]["hash"]                   # IndexError past the input commits
//    pydantic v2 Python-mode lax: str fields take str only; int takes int, bool, an integral finite float, or a
//    numeric string; float takes numbers (NaN too), bools and numeric strings; None is refused everywhere but the
//    Optional fields. The filled example sends 3 commits.
const RAY_INPUT_COMMITS = 3;
const pyModeLaxInt = (v: unknown): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v) && Number.isInteger(v);
  if (typeof v === 'string') return pydanticLaxInt(JSON.stringify(v));
  return false;
};
const pyModeLaxFloat = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && pyFloatOf(v) !== undefined);
const optionalStr = (o: Record<string, unknown>, key: string): boolean =>
  !(key in o) || o[key] === null || typeof o[key] === 'string';
const rayCommitCritic: FrameworkParser = (reply) => {
  const data = pythonLoadsNumbers(reply);
  if (!isObject(data)) return false; // JSONDecodeError, or **list / **str -> TypeError
  const commits = data['commits'];
  if (!Array.isArray(commits)) return false;
  for (const item of commits) {
    if (!isObject(item)) return false;
    if (typeof item['hash'] !== 'string' || typeof item['message'] !== 'string') return false;
    if (!('score' in item) || !pyModeLaxInt(item['score'])) return false;
    if (!optionalStr(item, 'issue') || !optionalStr(item, 'suggestion') || !optionalStr(item, 'praise')) return false;
  }
  if ('average_score' in data && !pyModeLaxFloat(data['average_score'])) return false;
  if ('count_vague' in data && !pyModeLaxInt(data['count_vague'])) return false;
  if ('count_one_word' in data && !pyModeLaxInt(data['count_one_word'])) return false;
  // phase 2: the first five low scorers must sit at positions of real input commits
  const scoreOf = (v: unknown): number => (typeof v === 'boolean' ? Number(v) : Number(v));
  const worst = commits.map((c, pos) => ({ pos, score: scoreOf((c as Record<string, unknown>)['score']) })).filter((c) => c.score < 7);
  return worst.slice(0, 5).every((c) => c.pos < RAY_INPUT_COMMITS);
};

// 2. ai-commit-critic (MichaelMoriarty67/ai-commit-critic), llm.py + schemas.py:
//      response = await llm_client.responses.parse(model=model, instructions=system_msg,
//                                                   text_format=LlmCommitAnalysis, input=user_msg)
//      return response.output_parsed
//      class LlmCommitAnalysis(BaseModel):
//          message: str; score: int; issue: str | None = None; suggestion: str | None = None
//          praise: str | None = None; vague: bool
//    The openai SDK parses the output text with LlmCommitAnalysis.model_validate_json(text): pydantic v2 JSON-mode lax.
//    One JSON object with only JSON whitespace around it (NaN / Infinity / -Infinity literals allowed, as pydantic's
//    JSON parser takes them); jiter refuses lone surrogate escapes; str fields take JSON
//    strings only; int takes integers, integral floats, numeric strings, bools; bool takes true/false, 0/1 and the
//    words 0/off/f/false/n/no/1/on/t/true/y/yes. A ValidationError propagates (asyncio.gather fails, the CLI dies).
const PYDANTIC_BOOL_WORDS = new Set(['0', 'off', 'f', 'false', 'n', 'no', '1', 'on', 't', 'true', 'y', 'yes']);
const pydanticLaxBoolRaw = (raw: string): boolean => {
  if (raw === 'true' || raw === 'false') return true;
  if (raw.startsWith('"')) return PYDANTIC_BOOL_WORDS.has((JSON.parse(raw) as string).toLowerCase());
  if (/^-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/.test(raw)) {
    const n = Number(raw);
    return n === 0 || n === 1;
  }
  return false;
};
const aiCommitCritic: FrameworkParser = (reply) => {
  const value = hasUnpairedSurrogateEscape(reply) ? undefined : pythonLoadsNumbers(reply);
  if (!isObject(value)) return false;
  if (typeof value['message'] !== 'string') return false;
  const score = lastTopLevelRaw(reply, 'score');
  if (score === undefined || !pydanticLaxInt(score)) return false;
  const vague = lastTopLevelRaw(reply, 'vague');
  if (vague === undefined || !pydanticLaxBoolRaw(vague)) return false;
  return optionalStr(value, 'issue') && optionalStr(value, 'suggestion') && optionalStr(value, 'praise');
};

// 3. Luminary (asmal95/luminary), src/luminary/domain/validators/comment_validator.py:
//      response = self.llm_provider.generate(prompt)
//      for starter in prompt_starters:
//          if response.startswith(starter):
//              json_start = response.find("{")
//              if json_start > 50: response = response[json_start:].strip(); break
//      if response.startswith(prompt[:150]): response = response[len(prompt) :].strip()
//      if any(starter in response for starter in prompt_starters):
//          json_start = response.find("{")
//          if json_start >= 0:
//              json_end = response.rfind("}")
//              if json_end > json_start:
//                  potential_json = response[json_start : json_end + 1]
//                  if potential_json.strip().startswith("{") and potential_json.strip().endswith("}"):
//                      response = potential_json.strip()
//      result = self._parse_validation_response(response, comment)
//    _parse_validation_response: not response or not response.strip() -> fallback (assumed valid)
//      json_str = _extract_json_from_response(response)      # fenced {.*?} (DOTALL), else first balanced {...}
//                                                             # holding '"valid"' and '"scores"'
//      data = _parse_json_with_fixes(json_str)                # json.loads; else trailing commas and 'key': fixed
//      if not json_str / not data: _handle_unparseable_response(response)   # text fallback
//      _create_validation_result(data): valid = data.get("valid", False); scores = data.get("scores", {})
//          relevance = scores.get("relevance", 0.0) ...       # AttributeError when scores is not a dict
//          is_valid = valid and relevance >= t and usefulness >= t and non_redundancy >= t   # TypeError on str/None
//    _handle_unparseable_response: response_lower = response.strip().lower()
//      "valid: true" / '"valid": true' / "^true" in it -> Text parse valid; "valid: false" / '"valid": false' -> invalid
//      else "Parse failed, assuming valid" (default). Exceptions -> "Validation error" (default invalid).
//    The echo check uses the filled example's prompt (first 150 characters, 1059 characters long, ASCII).
const LUMINARY_PROMPT_HEAD =
  'You are a validator for code review comments. Evaluate whether a comment should be sent to the developer.\n\nCode context:\nFile: src/api/users.py\n\nRelev';
const LUMINARY_PROMPT_LENGTH = 1059;
const LUMINARY_STARTERS = [
  'You are a validator for code review comments',
  'You are Qwen',
  'You are an expert code reviewer',
  'Evaluate this code review comment',
];
const PY_WS = `[${PY_SPACE}]`;
const LUMINARY_FENCE = new RegExp('```(?:json)?' + PY_WS + '*(\\{[\\s\\S]*?\\})' + PY_WS + '*```', 'u');
const LUMINARY_TRAILING_COMMA = new RegExp(',(' + PY_WS + '*[}\\]])', 'gu');
const LUMINARY_SINGLE_KEY = /'([\p{L}\p{N}_]+)':/gu;
const luminaryExtract = (response: string): string | null => {
  const fenced = LUMINARY_FENCE.exec(response);
  if (fenced) return fenced[1]!;
  let braceStart = -1;
  let depth = 0;
  for (let i = 0; i < response.length; i++) {
    const c = response[i];
    if (c === '{') {
      if (depth === 0) braceStart = i;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0 && braceStart >= 0) {
        const candidate = response.slice(braceStart, i + 1);
        if (candidate.includes('"valid"') && candidate.includes('"scores"')) return candidate;
      }
    }
  }
  return null;
};
const luminaryLoads = (jsonStr: string): unknown => {
  const direct = pythonLoadsNumbers(jsonStr);
  if (direct !== undefined) return direct;
  const fixed = jsonStr.replace(LUMINARY_TRAILING_COMMA, '$1').replace(LUMINARY_SINGLE_KEY, '"$1":');
  const second = pythonLoadsNumbers(fixed);
  return second === undefined ? null : second;
};
const luminaryTextVerdict = (response: string): boolean => {
  const lower = pyStrip(response).toLowerCase();
  return ['valid: true', '"valid": true', '^true', 'valid: false', '"valid": false'].some((x) => lower.includes(x));
};
// Python `x >= 0.7`: numbers and bools compare (NaN gives False); anything else raises TypeError.
const pyGe = (v: unknown): boolean | 'error' => {
  if (typeof v === 'number') return v >= 0.7;
  if (typeof v === 'boolean') return Number(v) >= 0.7;
  return 'error';
};
const luminary: FrameworkParser = (reply) => {
  let response = reply;
  for (const starter of LUMINARY_STARTERS) {
    if (response.startsWith(starter)) {
      const jsonStart = response.indexOf('{');
      if (jsonStart > 50) {
        response = pyStrip(response.slice(jsonStart));
        break;
      }
    }
  }
  if (response.startsWith(LUMINARY_PROMPT_HEAD)) response = pyStrip(response.slice(LUMINARY_PROMPT_LENGTH));
  if (LUMINARY_STARTERS.some((s) => response.includes(s))) {
    const jsonStart = response.indexOf('{');
    if (jsonStart >= 0) {
      const jsonEnd = response.lastIndexOf('}');
      if (jsonEnd > jsonStart) {
        const potential = pyStrip(response.slice(jsonStart, jsonEnd + 1));
        if (potential.startsWith('{') && potential.endsWith('}')) response = potential;
      }
    }
  }
  if (!response || !pyStrip(response)) return false; // "Empty response": assumed valid (default)
  const jsonStr = luminaryExtract(response);
  const data = jsonStr === null ? null : luminaryLoads(jsonStr);
  if (!isObject(data) || Object.keys(data).length === 0) return luminaryTextVerdict(response);
  const valid = 'valid' in data ? data['valid'] : false;
  const scores = 'scores' in data ? data['scores'] : {};
  if (!isObject(scores)) return false; // AttributeError -> "Validation error"
  if (!pyTruthy(valid)) return true;
  for (const key of ['relevance', 'usefulness', 'non_redundancy']) {
    const cmp = pyGe(key in scores ? scores[key] : 0.0);
    if (cmp === 'error') return false; // TypeError -> "Validation error"
    if (!cmp) return true; // short-circuit: invalid verdict
  }
  return true;
};

// 4. prr (elizaOS/prr), src/llm/client.ts LLMClient.checkIssueExists:
//      const content = response.content.trim();
//      const isStale = content.toUpperCase().startsWith('STALE');
//      const exists = content.toUpperCase().startsWith('YES');
//      const explanation = content.replace(/^(YES|NO|STALE)[:\s-]*/i, '').trim();
//      return { exists: !isStale && exists, stale: isStale, explanation };
//    Only YES and STALE are tested; everything else falls through to exists=false (the NO reading). A reply opening
//    with NO is that reading on purpose; any other opening is the silent fall-through default.
const prr: FrameworkParser = (reply) => {
  const upper = reply.trim().toUpperCase();
  return upper.startsWith('YES') || upper.startsWith('STALE') || upper.startsWith('NO');
};

export const PARSERS_OF_SET_543: Record<string, FrameworkParser> = {
  'ray0907-commit-critic--git-log-commit-messages-1-10-batch-json-commits-array-pydantic-retry-once': rayCommitCritic,
  'ai-commit-critic--commit-message-and-diff-honest-review-score-vague-structured-output-pydantic-json': aiCommitCritic,
  'luminary--review-comment-validity-relevance-usefulness-nonredundancy-json-threshold-with-text-fallback': luminary,
  'prr--review-comment-issue-still-present-yes-no-stale-prefix': prr,
};
