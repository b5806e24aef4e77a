/**
 * Set 439: replicas of the reply readers of Japanese- or Korean-language LLM judges. Only one template could be
 * sourced within the look-up budget: shi3z/japanese-llm-benchmark's Claude-CLI review of Japanese summaries
 * (five 1-5 scores in a flat JSON object, taken from the first brace block of the reply). The parser answers: would the
 * project get a verdict out of this reply (not the error dict, not an exception)?
 */
import { isObject, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. japanese-llm-benchmark, evaluate_with_claude.py evaluate_with_claude (shi3z/japanese-llm-benchmark):
//      result = subprocess.run(['claude', '-p', prompt, '--output-format', 'text'],
//                              capture_output=True, text=True, timeout=60)
//      output = result.stdout.strip()
//      # Extract JSON from response
//      json_match = re.search(r'\{[^}]+\}', output, re.DOTALL)
//      if json_match:
//          scores = json.loads(json_match.group())
//          return scores
//      else:
//          return {"error": "Failed to parse JSON", "raw": output}
//      ...
//      except Exception as e:
//          return {"error": str(e)}                 # json.JSONDecodeError lands here
//    run_qualitative_evaluation:
//      evaluation = {..., **scores}
//      if 'error' in scores:  -> logged as an error, waits 30 s; print_evaluation_summary skips it
//      else: print(f"overall: {scores.get('overall', 'N/A')}/5")
//    The leftmost '{' followed by one or more non-'}' characters (newlines included) up to the first '}' is the only
//    candidate (no fallback); json.loads is Python's (NaN / Infinity accepted, raw control characters in strings
//    refused). The block always decodes to a dict, and a dict with an "error" key counts as a failure. JS's [^}] and
//    leftmost search behave the same as Python's here.
const JLB_BLOCK = /\{[^}]+\}/;
const japaneseLlmBenchmarkSummary: FrameworkParser = (reply) => {
  const match = JLB_BLOCK.exec(pyStrip(reply));
  if (!match) return false;
  const scores = pythonLoads(match[0]);
  if (!isObject(scores)) return false;
  return !Object.prototype.hasOwnProperty.call(scores, 'error');
};

export const PARSERS_OF_SET_439: Record<string, FrameworkParser> = {
  'japanese-llm-benchmark--claude-cli-ja-summary-fluency-accuracy-coherence-conciseness-overall-1-5-json-first-flat-brace':
    japaneseLlmBenchmarkSummary,
};
