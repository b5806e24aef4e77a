/**
 * Set 697 (accessibility, UX writing and documentation quality): replicas of the reply readers of two judges —
 * DocAgent's docstring-summary helpfulness judge (a 1-5 score in <score></score> tags, with four regex fallbacks and a
 * silent default of 3) and GoNoGo's accessibility lens over axe-core data (a JSON object with a "findings" list, read
 * after Python strip() and code-fence peeling). Each parser answers: would the project get a verdict out of this reply
 * (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { digitValue, isObject, PY_SPACE, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. DocAgent, src/evaluator/helpfulness_summary.py DocstringSummaryEvaluator.parse_llm_response
//    (taki-tajwaruzzaman-khan/DocAgent; reply = response.choices[0].message.content, not stripped):
//        score_patterns = [
//            r'<score>(\d)</score>',  # XML tags
//            r'score:\s*(\d)',        # Common format
//            r'score\s*=\s*(\d)',     # Alternative format
//            r'(\d)\s*/\s*5',         # Rating format
//            r'level\s*(\d)',         # Level references
//        ]
//        for pattern in score_patterns:
//            score_matches = re.findall(pattern, response, re.IGNORECASE)
//            if score_matches:
//                score = int(score_matches[0])
//                if 1 <= score <= 5:
//                    break
//        else:
//            # If no score found, default to 3
//            score = 3
//    A verdict exists when some pattern's FIRST match is one Unicode decimal digit (Python \d, read by int()) worth
//    1-5; an out-of-range first match falls through to the next pattern; otherwise the default 3 is not a verdict.
//    Python's \s is str.isspace() whitespace; IGNORECASE folds like JS's 'iu' for these ASCII letters (and ſ -> s).
const DOCAGENT_PATTERNS = [
  /<score>(\p{Nd})<\/score>/iu,
  new RegExp(`score:${PY_WS}*(\\p{Nd})`, 'iu'),
  new RegExp(`score${PY_WS}*=${PY_WS}*(\\p{Nd})`, 'iu'),
  new RegExp(`(\\p{Nd})${PY_WS}*/${PY_WS}*5`, 'iu'),
  new RegExp(`level${PY_WS}*(\\p{Nd})`, 'iu'),
];
const docagentSummary: FrameworkParser = (reply) =>
  DOCAGENT_PATTERNS.some((pattern) => {
    const first = pattern.exec(reply);
    if (!first) return false;
    const score = digitValue(first[1] ?? '');
    return score >= 1 && score <= 5;
  });

// 2. GoNoGo (Lezzur/gonogo), backend/llm/client.py LLMClient._generate_gemini (the Claude path is the same):
//        text = response.text
//        if expect_json:
//            text = text.strip()
//            if text.startswith("```json"):
//                text = text[7:]
//            if text.startswith("```"):
//                text = text[3:]
//            if text.endswith("```"):
//                text = text[:-3]
//            return json.loads(text.strip())       # JSONDecodeError -> generate() retries 3 times, then raises
//    backend/scanner/lenses/accessibility.py evaluate_accessibility:
//        result = await client.generate(prompt, model_tier="flash")
//        findings = []
//        for f in result.get("findings", []):      # non-dict result -> AttributeError; None/number -> TypeError
//            try:
//                findings.append(Finding(**f))
//            except Exception:
//                continue
//    A verdict needs a JSON object (Python json.loads: NaN/Infinity allowed, raw control characters in strings refused)
//    with an iterable "findings" (a list; degenerately a str or an object). A missing key gives the .get default [].
const gonogoLoads = (reply: string): unknown => {
  let text = pyStrip(reply);
  if (text.startsWith('```json')) text = text.slice(7);
  if (text.startsWith('```')) text = text.slice(3);
  if (text.endsWith('```')) text = text.slice(0, -3);
  return pythonLoads(pyStrip(text)); // NaN/Infinity become null: not iterable, like Python's float
};
const gonogoAccessibility: FrameworkParser = (reply) => {
  const result = gonogoLoads(reply);
  if (!isObject(result) || !Object.prototype.hasOwnProperty.call(result, 'findings')) return false;
  const findings = result['findings'];
  return Array.isArray(findings) || typeof findings === 'string' || isObject(findings);
};

export const PARSERS_OF_SET_697: Record<string, FrameworkParser> = {
  'docagent--docstring-summary-helpfulness-1-5-score-tags-regex-fallbacks': docagentSummary,
  'gonogo--accessibility-lens-axe-core-findings-json-object-fence-strip': gonogoAccessibility,
};
