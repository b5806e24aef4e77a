/**
 * Set 678: replicas of the reply readers of three content-generation checkers: Microsoft Amplifier's blog-writer style
 * reviewer (a draft against the author's style profile; JSON through a five-strategy defensive parser, consistency
 * score 0-1), Scriib's LinkedIn-post quality gate (JSON with a PASS / NEEDS_REVISION / NEEDS_USER_INPUT verdict, one
 * code fence stripped, JSON.parse) and a Telegram news bot that ranks headlines 1-10 (a bare integer, Python int()).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a skipped sample)?
 */
import { isObject, LONE_SURROGATE, PY_SPACE, pyFloatOf, pyIntOfValue, pyStrip, pythonLoadsNumbers, pyTruthy } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python re's \s (str patterns: str.isspace() characters) and \w (str.isalnum() characters and '_').
const PY_WS = `[${PY_SPACE}]`;
const PY_WORD = '[\\p{L}\\p{N}_]';

// ---------------------------------------------------------------------------------------------------------------
// 1. Amplifier (microsoft/amplifier), scenarios/blog_writer/style_reviewer/core.py StyleReviewer.review_style:
//      async def query_with_parsing(enhanced_prompt: str):
//          response = await session.query(enhanced_prompt)
//          if response and response.content:
//              parsed = parse_llm_json(response.content)
//              if parsed:
//                  return parsed
//          return None                                  # -> retry_with_feedback asks again (max_retries=3)
//      parsed = await retry_with_feedback(...)
//      if parsed is None: return self._default_review()  # canned 0.8 pass
//      issues = parsed.get("issues", [])                 # a list reply: AttributeError -> except -> _default_review()
//      suggestions = parsed.get("suggestions", [])
//      if issues and isinstance(issues[0], dict):        # a non-empty dict: KeyError; a number: TypeError
//          issues = [item.get("description", str(item)) if isinstance(item, dict) else str(item) for item in issues]
//      (same for suggestions)
//      review_data = {"consistency_score": float(parsed.get("consistency_score", 0.8)),   # None/list/"high" raise
//                     "matches_tone": bool(...), "matches_voice": bool(...), "issues": issues,
//                     "suggestions": suggestions, "needs_revision": bool(...)}
//      review = StyleReview(**review_data)               # pydantic v2: issues/suggestions list[str]
//    A missing consistency_score silently becomes 0.8: a default, so no verdict here.
//
//    amplifier/ccsdk_toolkit/defensive/llm_parsing.py parse_llm_json(response, default=None):
//      if not response or not isinstance(response, str): return default
//      Try 1: return json.loads(response)                                   # any JSON value
//      Try 2: for pattern in [r"```json\s*\n?(.*?)```", r"```\s*\n?(.*?)```"]:
//                 for match in re.findall(pattern, response, re.DOTALL | re.IGNORECASE):
//                     try: return json.loads(match)                          # any JSON value
//      Try 3: for pattern in [r"(\{[^{}]*\{[^{}]*\}[^{}]*\})", r"(\[[^\[\]]*\[[^\[\]]*\][^\[\]]*\])",
//                             r"(\{[^{}]+\})", r"(\[[^\[\]]+\])"]:
//                 for match in re.findall(pattern, response, re.DOTALL):
//                     result = json.loads(match); if isinstance(result, dict | list): return result
//      Try 4: for pattern in [r"^.*?(?:here\'s|here is|below is|following is).*?:\s*",
//                             r"^.*?(?:i\'ll|i will|let me).*?:\s*", r"^[^{\[]*"]:
//                 cleaned = re.sub(pattern, "", response, flags=re.IGNORECASE | re.DOTALL)
//                 if cleaned != response: try: return json.loads(cleaned)
//      Try 5: fixes = [(r",\s*}", "}"), (r",\s*]", "]"), (r"(\w+):", r'"\1":'), (r":\s*\'([^\']+)\'", r': "\1"')]
//             cleaned = response; for pattern, replacement in fixes: cleaned = re.sub(pattern, replacement, cleaned)
//             if cleaned != response: try: return json.loads(cleaned)
//      return default
const AMP_FENCES = [new RegExp(`\`\`\`json${PY_WS}*\\n?([\\s\\S]*?)\`\`\``, 'giu'), new RegExp(`\`\`\`${PY_WS}*\\n?([\\s\\S]*?)\`\`\``, 'giu')];
const AMP_STRUCTURES = [/(\{[^{}]*\{[^{}]*\}[^{}]*\})/g, /(\[[^[\]]*\[[^[\]]*\][^[\]]*\])/g, /(\{[^{}]+\})/g, /(\[[^[\]]+\])/g];
const AMP_PREAMBLES = [
  new RegExp(`^[\\s\\S]*?(?:here's|here is|below is|following is)[\\s\\S]*?:${PY_WS}*`, 'iu'),
  new RegExp(`^[\\s\\S]*?(?:i'll|i will|let me)[\\s\\S]*?:${PY_WS}*`, 'iu'),
  /^[^{[]*/u,
];
const AMP_FIXES: Array<[RegExp, string]> = [
  [new RegExp(`,${PY_WS}*\\}`, 'gu'), '}'],
  [new RegExp(`,${PY_WS}*\\]`, 'gu'), ']'],
  [new RegExp(`(${PY_WORD}+):`, 'gu'), '"$1":'],
  [new RegExp(`:${PY_WS}*'([^']+)'`, 'gu'), ': "$1"'],
];
const parseLlmJson = (response: string): unknown => {
  if (!response) return null;
  const direct = pythonLoadsNumbers(response);
  if (direct !== undefined) return direct;
  for (const pattern of AMP_FENCES) {
    for (const m of response.matchAll(pattern)) {
      const value = pythonLoadsNumbers(m[1] ?? '');
      if (value !== undefined) return value;
    }
  }
  for (const pattern of AMP_STRUCTURES) {
    for (const m of response.matchAll(pattern)) {
      const value = pythonLoadsNumbers(m[1] ?? '');
      if (value !== undefined && value !== null && typeof value === 'object') return value;
    }
  }
  for (const pattern of AMP_PREAMBLES) {
    const cleaned = response.replace(pattern, '');
    if (cleaned !== response) {
      const value = pythonLoadsNumbers(cleaned);
      if (value !== undefined) return value;
    }
  }
  let cleaned = response;
  for (const [pattern, replacement] of AMP_FIXES) cleaned = cleaned.replace(pattern, replacement);
  if (cleaned !== response) {
    const value = pythonLoadsNumbers(cleaned);
    if (value !== undefined) return value;
  }
  return null;
};
// issues / suggestions after the dict-to-string conversion must validate as pydantic list[str] (no lone surrogates).
const ampStringList = (parsed: Record<string, unknown>, key: string): boolean => {
  if (!(key in parsed)) return true; // default []
  const value = parsed[key];
  if (!Array.isArray(value)) return false; // dict: KeyError on [0]; number/true: TypeError; str/null/false/0: list[str] fails
  let items: unknown[] = value;
  if (value.length > 0 && isObject(value[0])) {
    // item.get("description", str(item)) if isinstance(item, dict) else str(item): str() of a non-str is plain ASCII-safe text
    items = value.map((item) => (isObject(item) ? ('description' in item ? item['description'] : 'str(item)') : typeof item === 'string' ? item : 'str(item)'));
  }
  return items.every((item) => typeof item === 'string' && !LONE_SURROGATE.test(item));
};
const amplifierStyleReview: FrameworkParser = (reply) => {
  const parsed = parseLlmJson(reply);
  if (!pyTruthy(parsed) || !isObject(parsed)) return false; // None/{}: retry; list/number/string: AttributeError
  if (!ampStringList(parsed, 'issues') || !ampStringList(parsed, 'suggestions')) return false;
  if (!('consistency_score' in parsed)) return false; // float(0.8) default
  const score = parsed['consistency_score'];
  if (typeof score === 'number' || typeof score === 'boolean') return true; // NaN / inf pass pydantic float too
  return typeof score === 'string' && pyFloatOf(score) !== undefined;
};

// ---------------------------------------------------------------------------------------------------------------
// 2. Scriib (sray91/scriib-app), lib/generation/quality-gate.js:
//      const responseText = message.content[0].text;
//      return parseQualityResponse(responseText);
//    function parseQualityResponse(text) {
//      let cleaned = text.trim();
//      if (cleaned.startsWith('```json')) { cleaned = cleaned.slice(7); } else if (cleaned.startsWith('```')) { cleaned = cleaned.slice(3); }
//      if (cleaned.endsWith('```')) { cleaned = cleaned.slice(0, -3); }
//      try {
//        const result = JSON.parse(cleaned.trim());
//        if (!result.weighted_score && result.scores) { ...weighted average of Object.entries(result.scores)... }
//        return result;
//      } catch (error) {
//        return { ..., weighted_score: 7, verdict: 'PASS', ..., parse_error: true };   // canned default
//      }
//    }
//    JSON null throws TypeError on result.weighted_score (inside the try): the default. Any other JSON value is returned.
const scriibQualityReview: FrameworkParser = (reply) => {
  let cleaned = reply.trim();
  if (cleaned.startsWith('```json')) cleaned = cleaned.slice(7);
  else if (cleaned.startsWith('```')) cleaned = cleaned.slice(3);
  if (cleaned.endsWith('```')) cleaned = cleaned.slice(0, -3);
  try {
    const result = JSON.parse(cleaned.trim()) as unknown;
    return result !== null;
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// 3. Violentttttt/News, ask.py ask(prompt_text) (blackbox.ai through Selenium):
//      ai_comment = result.text.strip()
//      try:
//          rating = int(ai_comment)
//          return rating
//      except ValueError:
//          return None
//    views.py process_news:
//      rate = ask(prompt_text=prompt)
//      if rate == 10: send_news(news)
//      if rate is not None and rate in available_ratings:     # list(range(1, 10)) at the start of a run
//          update_available_ratings(rate); save_post(...)
//    int() of a str: optional sign, Unicode decimal digits, single underscores between digits, whitespace around.
//    Any other int is dropped; the replica assumes a fresh run (available_ratings = 1..9), so 1-10 count.
const newsHeadlineRating: FrameworkParser = (reply) => {
  const rate = pyIntOfValue(pyStrip(reply));
  return rate !== undefined && rate >= 1 && rate <= 10;
};

export const PARSERS_OF_SET_678: Record<string, FrameworkParser> = {
  'amplifier--blog-draft-style-consistency-vs-author-profile-json-consistency-score-defensive-parse': amplifierStyleReview,
  'scriib--linkedin-post-draft-voice-authenticity-quality-review-json-verdict-pass-needs-revision-fence-strip': scriibQualityReview,
  'violentttttt-news--news-headline-importance-1-10-bare-integer-int-strip': newsHeadlineRating,
};
