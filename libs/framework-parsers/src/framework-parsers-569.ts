/**
 * Set 569: replicas of the reply readers of four search-relevance judges: Desearch's (Bittensor subnet 22) web-source
 * evidence judge ("Verdict: HIGH|MEDIUM|LOW", with a whole-word label fallback), an NFCorpus medical query-abstract
 * judge ("Relevance: X", 0-2, with an any-digit fallback), a Claude search relevance rater with the OpenSearch-style
 * 0-1 JSON ratings prompt (three strategies, exceptions escape to a retry) and an ECIR'26 TREC DL judge over
 * summarised passages ("##final score: X", 0-3, with a standalone-digit fallback). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a retry, not a -1)?
 */
import { isObject, PY_SPACE, pyFloatOf, pyStrip, pyTruthy, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// Python's Unicode \s, and the characters Python's str \w matches (str.isalnum() or '_'), for \b at a letter or digit.
const PY_WS = `[${PY_SPACE}]`;
const PY_WORD = '[\\p{L}\\p{N}_]';

// ---------------------------------------------------------------------------------------------------------------
// 1. Desearch (Desearch-ai/subnet-22), neurons/validators/utils/prompts.py, BodyLinkRelevancePrompt.extract_score:
//      _VERDICT_SCORE = {"HIGH": 3.0, "MEDIUM": 1.5, "FAIL": 0.0, "LOW": 0.0}
//      _VERDICT_RE = re.compile(r"(?im)\bverdict\b\s*[:\-]?\s*([A-Z]+)")
//      _LABEL_RE = re.compile(r"(?i)\b(HIGH|MEDIUM|FAIL)\b")
//      def _verdict_score(response: str) -> float:
//          if not response:
//              return 0.0
//          if m := _VERDICT_RE.findall(response):
//              return _VERDICT_SCORE.get(m[-1].upper(), 0.0)      # unknown word -> default, no fallback
//          if m := _LABEL_RE.findall(response):
//              return _VERDICT_SCORE[m[-1].upper()]               # KeyError aborts get_rewards
//          return 0.0
//    Under IGNORECASE Python lets the literal i match ı and İ, and [A-Z] match İ ı ſ K as well as ASCII letters;
//    str.upper() turns ı into I and ſ into S but leaves İ and K alone. \b is Unicode-aware.
const I_ = '[iIıİ]';
const DESEARCH_VERDICT = new RegExp(
  `(?<!${PY_WORD})[vV][eE][rR][dD]${I_}[cC][tT](?!${PY_WORD})${PY_WS}*[:\\-]?${PY_WS}*([A-Za-z\\u0130\\u0131\\u017F\\u212A]+)`,
  'gu',
);
const DESEARCH_LABEL = new RegExp(`(?<!${PY_WORD})([hH]${I_}[gG][hH]|[mM][eE][dD]${I_}[uU][mM]|[fF][aA]${I_}[lL])(?!${PY_WORD})`, 'gu');
const DESEARCH_SCORES = new Set(['HIGH', 'MEDIUM', 'FAIL', 'LOW']);
const desearch: FrameworkParser = (reply) => {
  if (!reply) return false;
  const verdicts = [...reply.matchAll(DESEARCH_VERDICT)];
  if (verdicts.length > 0) return DESEARCH_SCORES.has(verdicts[verdicts.length - 1]![1]!.toUpperCase());
  const labels = [...reply.matchAll(DESEARCH_LABEL)];
  if (labels.length > 0) return DESEARCH_SCORES.has(labels[labels.length - 1]![1]!.toUpperCase());
  return false;
};

// 2. search-relevance-judgments (samiha-khan/search-relevance-judgments), judgment_augmentation/llm_judge.py:
//      RELEVANCE_PATTERN = re.compile(r"relevance:\s*([0-2])", re.IGNORECASE)
//      def _parse_grade(reply: str) -> int:
//          match = RELEVANCE_PATTERN.search(reply)
//          if match is not None:
//              return int(match.group(1))
//          fallback = re.search(r"[0-2]", reply)
//          if fallback is None:
//              return 0  # unparseable response treated as "not relevant", not dropped silently
//          return int(fallback.group())
//    The labelled pattern needs an ASCII 0-2 too, so a grade is read exactly when one of the characters 0, 1, 2 occurs.
const searchRelevanceJudgments: FrameworkParser = (reply) => /[0-2]/.test(reply);

// 3. llm-relevance-judge (shuangli-z/llm-relevance-judge), scripts/generate_judgements_thinking.py:
//      parsed_text = response_text.strip()
//      if '```json' in parsed_text:
//          parsed_text = parsed_text.split('```json')[1].split('```')[0].strip()
//      elif '```' in parsed_text:
//          parsed_text = parsed_text.split('```')[1].split('```')[0].strip()
//      try:                                                   # Strategy 1
//          result = json.loads(parsed_text)
//          ratings = result.get('ratings', [])
//          if ratings and len(ratings) > 0:
//              score = ratings[0].get('rating_score')
//              if score is not None and 0 <= float(score) <= 1:
//                  return float(score), result
//      except json.JSONDecodeError:
//          pass
//      try:                                                   # Strategy 2: same after dropping trailing commas
//          fixed_text = re.sub(r',\s*([}\]])', r'\1', parsed_text)
//          ... (as Strategy 1) ...
//      except json.JSONDecodeError:
//          pass
//      patterns = [r'"rating_score"\s*:\s*([0-9]*\.?[0-9]+)', r'rating_score["\s:]+([0-9]*\.?[0-9]+)',
//                  r'"score"\s*:\s*([0-9]*\.?[0-9]+)']     # Strategy 3, on the raw response_text
//      for pattern in patterns:
//          match = re.search(pattern, response_text)
//          if match:
//              score = float(match.group(1))
//              if 0 <= score <= 1:
//                  return score, {...}
//      return None, None
//    get_judgment_with_thinking: `if response_text:` parse; None -> raise ValueError -> except Exception: retry.
//    Any other exception inside the strategies (AttributeError, TypeError, KeyError, ValueError of float()) escapes
//    the parser too: the regex fallback is never reached, the call is retried.
type Step = 'verdict' | 'next' | 'raise';
const shuangliFloat = (v: unknown): number | undefined => {
  if (typeof v === 'number') return v; // NaN / Infinity included (json.loads reads them)
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return pyFloatOf(v); // undefined: ValueError
  return undefined; // list / dict: TypeError
};
const shuangliStrategy = (text: string): Step => {
  const result = pythonLoadsNumbers(text);
  if (result === undefined) return 'next'; // JSONDecodeError, caught
  if (!isObject(result)) return 'raise'; // list / str / number / None has no .get
  const ratings = Object.prototype.hasOwnProperty.call(result, 'ratings') ? result['ratings'] : [];
  if (!pyTruthy(ratings)) return 'next';
  if (typeof ratings === 'number' || typeof ratings === 'boolean') return 'raise'; // len() of a number
  if (typeof ratings === 'string') return 'raise'; // ratings[0] is a str: no .get
  if (!Array.isArray(ratings)) return 'raise'; // dict: ratings[0] KeyError
  const first = ratings[0];
  if (!isObject(first)) return 'raise';
  const score = Object.prototype.hasOwnProperty.call(first, 'rating_score') ? first['rating_score'] : null;
  if (score === null || score === undefined) return 'next';
  const value = shuangliFloat(score);
  if (value === undefined) return 'raise';
  return value >= 0 && value <= 1 ? 'verdict' : 'next';
};
const SHUANGLI_TRAILING_COMMA = new RegExp(`,${PY_WS}*([}\\]])`, 'gu');
const SHUANGLI_PATTERNS = [
  new RegExp(`"rating_score"${PY_WS}*:${PY_WS}*([0-9]*\\.?[0-9]+)`, 'u'),
  new RegExp(`rating_score["${PY_SPACE}:]+([0-9]*\\.?[0-9]+)`, 'u'),
  new RegExp(`"score"${PY_WS}*:${PY_WS}*([0-9]*\\.?[0-9]+)`, 'u'),
];
const llmRelevanceJudge: FrameworkParser = (reply) => {
  if (!reply) return false; // empty text block: silently retried
  let parsed = pyStrip(reply);
  if (parsed.includes('```json')) parsed = pyStrip(parsed.split('```json')[1]!.split('```')[0]!);
  else if (parsed.includes('```')) parsed = pyStrip(parsed.split('```')[1]!);
  for (const text of [parsed, parsed.replace(SHUANGLI_TRAILING_COMMA, '$1')]) {
    const step = shuangliStrategy(text);
    if (step === 'verdict') return true;
    if (step === 'raise') return false;
  }
  for (const pattern of SHUANGLI_PATTERNS) {
    const match = pattern.exec(reply);
    if (match) {
      const score = Number(match[1]);
      if (score >= 0 && score <= 1) return true;
    }
  }
  return false;
};

// 4. ecir26-summarisation-relevance (d-lab/ecir26-summarisation-llm-relevance-judgement),
//    code/gpt_summarized_relavance_judgement.py:
//      out_txt = (res.choices[0].message.content or "").strip()
//      score = extract_score(out_txt)
//      def extract_score(text: str) -> int:
//          if not text:
//              return -1
//          m = re.search(r"final\s*score\s*:\s*([0-3])", text, flags=re.IGNORECASE)
//          if m:
//              return int(m.group(1))
//          m2 = re.search(r"\b([0-3])\b", text)          # fallback: any standalone 0-3
//          if m2:
//              return int(m2.group(1))
//          return -1
//    IGNORECASE: the i of 'final' also matches ı and İ, the s of 'score' also ſ (JS's iu flags fold ſ to s already).
const DLAB_FINAL = new RegExp(`f[iıİ]nal${PY_WS}*score${PY_WS}*:${PY_WS}*([0-3])`, 'iu');
const DLAB_DIGIT = new RegExp(`(?<!${PY_WORD})[0-3](?!${PY_WORD})`, 'u');
const ecir26SummarisationRelevance: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  if (!text) return false;
  return DLAB_FINAL.test(text) || DLAB_DIGIT.test(text);
};

export const PARSERS_OF_SET_569: Record<string, FrameworkParser> = {
  'desearch--web-source-body-evidence-relevance-to-query-high-medium-low-verdict-line': desearch,
  'search-relevance-judgments--medical-query-abstract-relevance-0-2-relevance-colon-digit-or-any-0-2-digit': searchRelevanceJudgments,
  'llm-relevance-judge--opensearch-query-hit-relevance-0-1-json-ratings-rating-score-with-regex-fallback': llmRelevanceJudge,
  'ecir26-summarisation-relevance--trec-dl-query-summarised-passage-relevance-0-3-final-score-or-standalone-digit': ecir26SummarisationRelevance,
};
