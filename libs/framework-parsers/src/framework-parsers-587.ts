/**
 * Set 587: replicas of the reply readers of LLM judges inside Rust, C#, Kotlin, Ruby and PHP codebases. Only one
 * template made it into the set within the look-up budget: the C# ResponseMatchEvaluator of the Data Factory MCP
 * server's evaluation tests (Microsoft.Extensions.AI.Evaluation), whose reply is an <S2> score tag with a
 * leading-digit fallback. Each parser answers: would the project get a verdict out of this reply (not a default, not
 * an exception, not a retry, not a skipped sample)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. DataFactory.MCP, DataFactory.MCP.EvaluationTests/ResponseMatchEvaluator.cs TryParseEvaluationResponse
//    (mihirwagleMSFT/DataFactory.MCP, a copy of microsoft/DataFactory.MCP):
//      var evaluationText = evaluationResponse.Text.Trim();
//      // Extract the structured score from the S2 tags
//      var scoreMatch = Regex.Match(evaluationText, @"<S2>(\d+)</S2>");
//      if (scoreMatch.Success && int.TryParse(scoreMatch.Groups[1].Value, out var parsedScore) && parsedScore >= 1 && parsedScore <= 5)
//      {
//          score = parsedScore;
//          ...
//          return true;
//      }
//      // Fallback: try to extract score from the beginning of the response (legacy format)
//      if (!string.IsNullOrWhiteSpace(evaluationText) && char.IsDigit(evaluationText.FirstOrDefault()))
//      {
//          var scoreChar = evaluationText.First();
//          if (int.TryParse(scoreChar.ToString(), out var fallbackScore) && fallbackScore >= 1 && fallbackScore <= 5)
//          {
//              score = fallbackScore;
//              return true;
//          }
//      }
//      return false;          // caller: metric gets an Error diagnostic "Failed to parse score ...", no value
//    .NET semantics: String.Trim() strips char.IsWhiteSpace (\t-\r, space, U+0085, Zs incl. U+00A0, U+2028/2029;
//    not U+FEFF, which JS trim() strips). Regex.Match returns the FIRST match only; without RegexOptions.ECMAScript
//    \d is any Unicode Nd digit, but int.TryParse reads ASCII 0-9 only (leading zeros fine, > int.MaxValue fails).
//    char.IsDigit is true for any Nd digit, int.TryParse of it again ASCII only.
const DOTNET_TRIM = /^[\t-\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t-\r \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;
const DATAFACTORY_S2 = /<S2>(\p{Nd}+)<\/S2>/u;
const dotnetIntTryParseInRange = (digits: string, min: number, max: number): boolean => {
  if (!/^[0-9]+$/.test(digits)) return false; // int.TryParse refuses non-ASCII digits
  const value = Number(digits.replace(/^0+(?=.)/, ''));
  return value >= min && value <= max; // values past int.MaxValue fail TryParse and are out of range anyway
};
const dataFactoryMcp: FrameworkParser = (reply) => {
  const evaluationText = reply.replace(DOTNET_TRIM, '');
  const scoreMatch = DATAFACTORY_S2.exec(evaluationText);
  if (scoreMatch && dotnetIntTryParseInRange(scoreMatch[1] ?? '', 1, 5)) return true;
  if (evaluationText.length > 0) {
    const first = evaluationText[0] ?? '';
    if (/\p{Nd}/u.test(first) && dotnetIntTryParseInRange(first, 1, 5)) return true;
  }
  return false;
};

export const PARSERS_OF_SET_587: Record<string, FrameworkParser> = {
  'datafactory-mcp--mcp-response-vs-expected-pattern-match-quality-1-5-s2-tag-first-match-or-leading-digit': dataFactoryMcp,
};
