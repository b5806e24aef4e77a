/**
 * Set 475: replicas of the reply readers of four translation-quality judges written outside Python:
 * QuantEcon action-translation-sync's Claude judge of English -> Simplified Chinese MyST lectures (TypeScript, four 1-10
 * scores in JSON, greedy first-'{'-to-last-'}' extraction), translatr-ai-craft's glossary-aware 0-100 quality score
 * (TypeScript, fences stripped, JSON.parse, default 75), gosuda/website's Go judge of blog-post translations (a float
 * between two random hex tokens, strconv.ParseFloat) and 2000nl's Dutch word-card QA judge (Node, strict JSON with
 * score + pass). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not an aborted run)? The JavaScript ones run the project's own expressions (JSON.parse,
 * '*', Number, Math.min, String) on the parsed value, so JS coercions and TypeErrors are reproduced as they are.
 */
import { goUnderscoreOK } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

/* eslint-disable @typescript-eslint/no-explicit-any */

// ---------------------------------------------------------------------------------------------------------------
// 1. QuantEcon/action-translation-sync, tool-test-action-on-github/evaluate/src/evaluator.ts evaluateTranslation:
//      const content = response.content[0];
//      if (content.type !== 'text') { throw new Error('Unexpected response type from Claude'); }
//      try {
//        // Extract JSON from response (handle potential markdown code blocks)
//        let jsonStr = content.text;
//        const jsonMatch = jsonStr.match(/\{[\s\S]*\}/);
//        if (jsonMatch) { jsonStr = jsonMatch[0]; }
//        const result = JSON.parse(jsonStr);
//        const score = (result.accuracy * 0.35 + result.fluency * 0.25 + result.terminology * 0.25 + result.formatting * 0.15);
//        return { score: Math.round(score * 10) / 10, accuracy: result.accuracy, ..., issues: result.issues || [],
//                 strengths: result.strengths || [], summary: result.summary || '' };
//      } catch (error) {
//        console.error('Failed to parse evaluation response:', content.text);
//        throw new Error('Failed to parse translation quality evaluation');
//      }
//    Greedy: first '{' to last '}'. A null result throws TypeError; missing keys give NaN, which is returned as is.
const QUANTECON_JSON_SPAN = /\{[\s\S]*\}/;
const quanteconTranslationQuality: FrameworkParser = (reply) => {
  try {
    let jsonStr = reply;
    const jsonMatch = jsonStr.match(QUANTECON_JSON_SPAN);
    if (jsonMatch) jsonStr = jsonMatch[0];
    const result: any = JSON.parse(jsonStr);
    const score = result.accuracy * 0.35 + result.fluency * 0.25 + result.terminology * 0.25 + result.formatting * 0.15;
    void (Math.round(score * 10) / 10);
    void (result.issues || []);
    void (result.strengths || []);
    void (result.summary || '');
    return true;
  } catch {
    return false; // Error('Failed to parse translation quality evaluation'): no verdict
  }
};

// 2. rmali83/translatr-ai-craft, server/services/aiService.ts:
//      OpenAIProvider.evaluateQuality:    return response.data.choices[0].message.content.trim();
//      AnthropicProvider.evaluateQuality: return response.data.content[0].text.trim();
//      evaluateTranslationQuality:
//        try {
//          const evaluationResult = await provider.evaluateQuality(prompt);
//          let parsedResult;
//          try {
//            const cleanedResult = evaluationResult.replace(/```json\n?/g, '').replace(/```\n?/g, '').trim();
//            parsedResult = JSON.parse(cleanedResult);
//          } catch (parseError) {
//            return { score: 75, terminology_violations: [], suggestions: ['Quality evaluation parsing failed. ...'], passed: false };
//          }
//          const score = Math.max(0, Math.min(100, parsedResult.score || 75));
//          return { score, terminology_violations: parsedResult.terminology_violations || [],
//                   suggestions: parsedResult.suggestions || [], passed: score >= 85 };
//        } catch (error) {
//          return { score: 75, ..., passed: false };                      // default
//        }
//    A falsy .score (missing, 0, null, false, '') becomes the default 75: no verdict.
const translatrQuality: FrameworkParser = (reply) => {
  let parsedResult: any;
  try {
    const evaluationResult = reply.trim();
    const cleanedResult = evaluationResult.replace(/```json\n?/g, '').replace(/```\n?/g, '').trim();
    parsedResult = JSON.parse(cleanedResult);
  } catch {
    return false; // default score 75
  }
  try {
    if (!parsedResult.score) return false; // `parsedResult.score || 75`: the default (null parsedResult throws first)
    const score = Math.max(0, Math.min(100, parsedResult.score));
    void (score >= 85);
    void (parsedResult.terminology_violations || []);
    void (parsedResult.suggestions || []);
    return true;
  } catch {
    return false; // outer catch: default score 75
  }
};

// 3. gosuda/website, internal/evaluate/evaluate.go EvaluateTranslation (commit 15f2a3a7):
//      startToken := "[" + hex.EncodeToString(b[:]) + "]"     // 8 random bytes, likewise endToken
//      text := llmtools.TextFromContents(resp.Content)
//      sidx := strings.Index(text, startToken)
//      eidx := strings.Index(text, endToken)
//      if sidx != -1 && eidx != -1 {
//          text = text[sidx+len(startToken) : eidx]             // panics when eidx < sidx+len(startToken)
//          text = strings.TrimSpace(text)
//          score, err := strconv.ParseFloat(text, 64)
//          if err != nil { return 0.0, err }
//          return score / 10, nil
//      }
//      return 0.0, ErrFailedToEvaluate
//    The tokens are random per call; the replica uses the filled example's pair.
export const GOSUDA_START_TOKEN = '[3f9a1c7e5b2d8064]';
export const GOSUDA_END_TOKEN = '[c81e4a7d09f2b653]';
// strings.TrimSpace: unicode.IsSpace (Unicode White_Space), not U+FEFF nor \x1c-\x1f
const GO_SPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const GO_TRIM_SPACE = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, 'g');

// strconv.ParseFloat(s, 64) succeeds (err == nil): special(), else readFloat() consuming all of s, no overflow
export const goParseFloatOK = (s: string): boolean => {
  // special: [+-]inf / [+-]infinity (any case), nan (any case, unsigned)
  if (/^[+-]?(?:inf|infinity)$/i.test(s) || /^nan$/i.test(s)) return true;
  const hexMatch = /^([+-]?)0[xX]([0-9a-fA-F_]*)(?:\.([0-9a-fA-F_]*))?[pP]([+-]?)([0-9][0-9_]*)$/.exec(s);
  if (hexMatch) {
    const [, , intPart = '', fracPart = '', expSign, expDigits = ''] = hexMatch;
    if (!/[0-9a-fA-F]/.test(intPart + fracPart)) return false; // no mantissa digits
    if (!goUnderscoreOK(s)) return false;
    const digits = (intPart + fracPart).replace(/_/g, '');
    const exp = Number((expSign === '-' ? '-' : '') + expDigits.replace(/_/g, '')) - 4 * fracPart.replace(/_/g, '').length;
    let mant = 0;
    for (const d of digits) mant = mant * 16 + parseInt(d, 16);
    return Number.isFinite(mant * 2 ** exp) || mant === 0; // overflow -> ErrRange
  }
  // decimal: sign, digits/underscores with at most one '.', at least one digit, optional exponent starting with a digit
  const dec = /^[+-]?(?:[0-9_]*\.?[0-9_]*)(?:[eE][+-]?[0-9][0-9_]*)?$/.exec(s);
  if (!dec) return false;
  const mantissa = s.replace(/^[+-]/, '').split(/[eE]/)[0]!;
  if (!/[0-9]/.test(mantissa)) return false;
  if (s.includes('_') && !goUnderscoreOK(s)) return false;
  const value = Number(s.replace(/_/g, ''));
  return Number.isFinite(value); // 1e400 -> +Inf with ErrRange
};

const gosudaTranslationScore: FrameworkParser = (reply) => {
  const sidx = reply.indexOf(GOSUDA_START_TOKEN);
  const eidx = reply.indexOf(GOSUDA_END_TOKEN);
  if (sidx === -1 || eidx === -1) return false; // ErrFailedToEvaluate
  const from = sidx + GOSUDA_START_TOKEN.length;
  if (eidx < from) return false; // runtime panic: slice bounds out of range
  return goParseFloatOK(reply.slice(from, eidx).replace(GO_TRIM_SPACE, ''));
};

// 4. vbalashi/2000nl, apps/ui/scripts/eval-translation-prompt.js (commit adb048c6):
//      openaiChat: const content = msg.content || "";
//                  if (!String(content).trim()) throw new Error("OpenAI returned empty content");   // retried, then abort
//                  return String(content);
//      main:       const judged = parseJson(judgeContent, "Judge");        // JSON.parse or throw -> run aborted
//                  const score = Number(judged && judged.score);
//                  const pass = Boolean(judged && judged.pass) && Number.isFinite(score) && score >= minScore;  // 85
//                  scores.push(Number.isFinite(score) ? score : 0);     // non-finite: printed as "?", counted as 0
//                  if (!pass) {
//                    failed++;
//                    const issues = Array.isArray(judged.issues) ? judged.issues : [];   // null judged: TypeError
//                    for (const it of issues.slice(0, 8)) {
//                      const sev = it && it.severity ? String(it.severity) : "unknown";
//                      const text = it && it.text ? String(it.text) : "";
//                      if (text) console.log(`- ${sev}: ${text}`);
//                    }
//                    if (judged && judged.suggestedPromptTweaks) {
//                      console.log(`Suggested prompt tweaks: ${String(judged.suggestedPromptTweaks).trim()}`);
//                    }
//                  }
//    main().catch(...) aborts the whole run on any throw.
const NL2000_MIN_SCORE = 85;
const nl2000TranslationQa: FrameworkParser = (reply) => {
  if (!String(reply).trim()) return false;
  try {
    const judged: any = JSON.parse(reply);
    const score = Number(judged && judged.score);
    const pass = Boolean(judged && judged.pass) && Number.isFinite(score) && score >= NL2000_MIN_SCORE;
    if (!pass) {
      const issues = Array.isArray(judged.issues) ? judged.issues : [];
      for (const it of issues.slice(0, 8)) {
        void (it && it.severity ? String(it.severity) : 'unknown');
        void (it && it.text ? String(it.text) : '');
      }
      if (judged && judged.suggestedPromptTweaks) void String(judged.suggestedPromptTweaks).trim();
    }
    return Number.isFinite(score); // otherwise "score=?" and the default 0
  } catch {
    return false;
  }
};

export const PARSERS_OF_SET_475: Record<string, FrameworkParser> = {
  'action-translation-sync--en-zh-cn-myst-translation-accuracy-fluency-terminology-formatting-1-10-json-greedy-brace':
    quanteconTranslationQuality,
  'translatr-ai-craft--glossary-aware-translation-quality-0-100-score-json-fence-stripped-default-75': translatrQuality,
  'gosuda-website--blog-post-translation-quality-0-10-float-between-random-hex-tokens': gosudaTranslationScore,
  '2000nl--dutch-word-card-translation-qa-0-100-score-pass-json-in-json-user-message': nl2000TranslationQa,
};
