/**
 * Set 411: RAG answer faithfulness and context relevance judges. A replica of the reply reader of book-rag's
 * RAGAS-style faithfulness judge (Go, openai-go, "Score: X" line read by an RE2 regex, first match only). Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an error, not a retry)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. book-rag (embiem/book-rag), eval/judge.go judgeFaithfulness -> eval/critique.go callLLMForScore:
//      response := completion.Choices[0].Message.Content
//      return parseScoreFromResponse(response)
//    eval/helpers.go (b7ff20981aeee868ea7816c6fd77bffc015951a2):
//      scoreRegex := regexp.MustCompile(`(?i)\*{0,2}score\*{0,2}\s*:\s*(\d)`)
//      matches := scoreRegex.FindStringSubmatch(response)
//      if len(matches) < 2 {
//          return 0, "", fmt.Errorf("could not parse score from response: %s", response)
//      }
//      score, err = strconv.Atoi(matches[1])
//      if err != nil || score < 1 || score > 5 {
//          return 0, "", fmt.Errorf("invalid score value: %s", matches[1])
//      }
//    Any error fails JudgeAnswer ("faithfulness evaluation failed"): no verdict, no retry.
//    Go RE2: \s is [\t\n\f\r ] (no \v, no NBSP), \d is [0-9]; (?i) folds with Unicode simple folding, so 's' also
//    matches the long s U+017F. Only the leftmost match counts, and only its single digit is read.
const GO_WS = '[\\t\\n\\f\\r ]';
const BOOK_RAG_SCORE = new RegExp(`\\*{0,2}[sS\\u017F][cC][oO][rR][eE]\\*{0,2}${GO_WS}*:${GO_WS}*([0-9])`);
const bookRagFaithfulness: FrameworkParser = (reply) => {
  const match = BOOK_RAG_SCORE.exec(reply);
  if (!match) return false;
  const score = Number(match[1]);
  return score >= 1 && score <= 5;
};

export const PARSERS_OF_SET_411: Record<string, FrameworkParser> = {
  'book-rag--ragas-style-answer-faithfulness-groundedness-1-5-reasoning-then-score-line-first-match': bookRagFaithfulness,
};
