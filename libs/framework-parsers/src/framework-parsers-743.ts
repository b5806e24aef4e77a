/**
 * Set 743: replicas of the reply readers of two summarization judges:
 * Lumos.ai's Chinese summary faithfulness / coverage metric (Rust, named "分数" lines with 0-1 floats) and
 * ZERA Agent's pairwise summary judge ("Winner: A/B" on the first line). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception or panic, not a skipped sample)?
 */
import { pyStrip, RUST_TRIM } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Lumos.ai, lumosai_evals/src/metrics/summarization.rs (louloulin/lumos.ai), SummarizationMetric:
//      fn extract_scores_from_response(&self, response: &str) -> Result<(f64, f64, f64)> {
//          let faithfulness_score = Self::extract_named_score(response, "忠实度分数")
//              .or_else(|_| Self::extract_named_score(response, "Faithfulness Score"))?;
//          let coverage_score = Self::extract_named_score(response, "信息覆盖度分数")
//              .or_else(|_| Self::extract_named_score(response, "Coverage Score"))?;
//          let total_score = Self::extract_named_score(response, "总分")
//              .or_else(|_| Self::extract_named_score(response, "Total Score"))
//              .unwrap_or_else(|_| f64::min(faithfulness_score, coverage_score));
//          Ok((faithfulness_score, coverage_score, total_score))
//      }
//      fn extract_named_score(response: &str, score_name: &str) -> Result<f64> {
//          for line in response.lines() {
//              let line = line.trim();
//              if line.starts_with(score_name) && (line.contains(':') || line.contains('：')) {
//                  let score_part = line.split(':').nth(1)
//                      .or_else(|| line.split('：').nth(1))
//                      .ok_or_else(|| Error::MetricCalculation(...))?
//                      .trim();
//                  let score: f64 = score_part.parse().map_err(|_| Error::MetricCalculation(...))?;
//                  if score < 0.0 || score > 1.0 { return Err(...); }
//                  return Ok(score);                     // the first matching line decides
//              }
//          }
//          Err(Error::MetricCalculation(format!("无法找到{}", score_name)))
//      }
//      measure(): ... self.extract_scores_from_response(&response)?;
//                 serde_json::Number::from_f64(faithfulness_score).unwrap()   // None for NaN -> panic
//                 serde_json::Number::from_f64(coverage_score).unwrap()
//    str::lines splits on '\n' (a '\r' before it is dropped, and trim() removes it anyway); str::trim strips Unicode
//    White_Space (RUST_TRIM). f64::from_str: optional sign, ASCII digits with '5.' / '.5' forms, an exponent, or
//    inf / infinity / nan in any case; no inner whitespace, no underscores, no '%'.
const RUST_F64 = /^[+-]?(?:inf|infinity|nan|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)$/i;
const rustParseF64 = (s: string): number | undefined => {
  if (!RUST_F64.test(s)) return undefined;
  const body = s.replace(/^[+-]/, '').toLowerCase();
  const sign = s.startsWith('-') ? -1 : 1;
  if (body === 'nan') return NaN;
  if (body === 'inf' || body === 'infinity') return sign * Infinity;
  return Number(s);
};
const rustTrim = (s: string) => s.replace(RUST_TRIM, '');
const lumosNamedScore = (response: string, name: string): number | undefined => {
  for (const raw of response.split('\n')) {
    const line = rustTrim(raw);
    if (line.startsWith(name) && (line.includes(':') || line.includes('：'))) {
      const ascii = line.split(':');
      const full = line.split('：');
      const part = ascii.length > 1 ? ascii[1] : full.length > 1 ? full[1] : undefined;
      if (part === undefined) return undefined;
      const score = rustParseF64(rustTrim(part));
      if (score === undefined) return undefined;
      if (score < 0 || score > 1) return undefined; // NaN passes, as in Rust
      return score;
    }
  }
  return undefined;
};
const lumosSummarization: FrameworkParser = (reply) => {
  const faithfulness = lumosNamedScore(reply, '忠实度分数') ?? lumosNamedScore(reply, 'Faithfulness Score');
  if (faithfulness === undefined) return false;
  const coverage = lumosNamedScore(reply, '信息覆盖度分数') ?? lumosNamedScore(reply, 'Coverage Score');
  if (coverage === undefined) return false;
  // the total never fails (it falls back to the minimum); from_f64(NaN).unwrap() panics
  return !Number.isNaN(faithfulness) && !Number.isNaN(coverage);
};

// 2. ZERA Agent, evaluation/dataset_evaluator/llm_judge/llm_judge_compare.py (younatics/zera-agent), LLMJudge:
//      result = response.choices[0].message.content.strip()      # anthropic: response.content[0].text.strip()
//      # Parse Winner information from first line
//      first_line = result.split('\n')[0].strip()
//      if first_line.startswith('Winner:'):
//          winner = first_line.split(':')[1].strip()
//          if winner in ['A', 'B']:
//              return winner, result
//      return None, result
//    main(): winner, reason = judge.compare_responses(...); if winner: wins.append(...)   # None: sample dropped
//    Python str.split('\n') splits on '\n' only; str.strip() removes str.isspace() characters (pyStrip).
const zeraAgentPairwise: FrameworkParser = (reply) => {
  const result = pyStrip(reply);
  const firstLine = pyStrip(result.split('\n')[0]!);
  if (!firstLine.startsWith('Winner:')) return false;
  const winner = pyStrip(firstLine.split(':')[1]!);
  return winner === 'A' || winner === 'B';
};

export const PARSERS_OF_SET_743: Record<string, FrameworkParser> = {
  'lumos-ai--zh-summary-faithfulness-and-coverage-0-1-named-score-lines-rust-parse': lumosSummarization,
  'zera-agent--pairwise-summary-comparison-coverage-coherence-winner-a-b-first-line': zeraAgentPairwise,
};
