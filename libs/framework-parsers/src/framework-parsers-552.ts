/**
 * Set 552: replica of the reply reader of an LLM-judged A/B test of prompt versions: prompt-expert-bank's
 * effectiveness judge (one of the three Claude judge threads run on prompt A and on prompt B), whose free-prose reply
 * is read by extractScore: an 'n/10', 'score: n' or 'n out of 10' anywhere, else a sentiment word, else the silent
 * default 5. The parser answers: would the project get a verdict out of this reply (not the default)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. prompt-expert-bank, .github/scripts/lib/ABTestTool.js (whichguy/prompt-expert-bank), evaluateEffectiveness:
//      const evaluation = response.content[0].text;
//      const score = this.extractScore(evaluation);
//    extractScore(evaluation):
//      const patterns = [
//        /(\d+(?:\.\d+)?)\s*\/\s*10/i,
//        /score[:\s]+(\d+(?:\.\d+)?)/i,
//        /(\d+(?:\.\d+)?)\s*out\s*of\s*10/i
//      ];
//      for (const pattern of patterns) {
//        const match = evaluation.match(pattern);
//        if (match) {
//          return parseFloat(match[1]);
//        }
//      }
//      // Default score based on sentiment
//      if (evaluation.toLowerCase().includes('excellent')) return 9;
//      if (evaluation.toLowerCase().includes('good')) return 7;
//      if (evaluation.toLowerCase().includes('adequate')) return 5;
//      if (evaluation.toLowerCase().includes('poor')) return 3;
//      return 5; // Default middle score
//    The project is JavaScript, so the regexes are used as they are (ASCII \d, Unicode \s, case-insensitive);
//    parseFloat of a matched ASCII digit run never fails. The sentiment words are plain substrings of the lowercased
//    text. Only the final `return 5` is the default (no verdict).
const PEB_PATTERNS = [/(\d+(?:\.\d+)?)\s*\/\s*10/i, /score[:\s]+(\d+(?:\.\d+)?)/i, /(\d+(?:\.\d+)?)\s*out\s*of\s*10/i];
const PEB_WORDS = ['excellent', 'good', 'adequate', 'poor'];
const promptExpertBankEffectiveness: FrameworkParser = (reply) => {
  if (PEB_PATTERNS.some((pattern) => pattern.test(reply))) return true;
  const lower = reply.toLowerCase();
  return PEB_WORDS.some((word) => lower.includes(word));
};

export const PARSERS_OF_SET_552: Record<string, FrameworkParser> = {
  'prompt-expert-bank--ab-test-prompt-version-effectiveness-score-out-of-10-regex-or-sentiment-word': promptExpertBankEffectiveness,
};
