/**
 * Set 472: replicas of the reply readers of LLM judges that score candidates inside prompt-optimization loops:
 * Promptly's genetic-optimizer fitness judge (a "SCORE:" line read with startswith + float()), Cisco FAPO /
 * Hephaestus's reference-based agent-answer judge (greedy first-brace-to-last-brace JSON, float(data["score"])) and
 * prompt-optimizer-loop's five-dimension n8n workflow-builder judge (find/rfind brace slice, a "scores" dict fed to a
 * weighted sum). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry)?
 */
import { isObject, lastTopLevelRaw, pyFloatOf, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. Promptly, promptly/core/optimizer.py LLMAccuracyFitnessFunction._parse_evaluation_response (leachtucker/promptly):
//      try:
//          lines = response.strip().split('\n')
//          score_line = None
//          for i, line in enumerate(lines):
//              if line.startswith('SCORE:'):
//                  score_line = line
//                  reasoning_lines = lines[i+1:]
//                  break
//          if score_line:
//              score_str = score_line.split('SCORE:')[1].strip()
//              score = float(score_str)
//              ...
//              return score, reasoning
//          else:
//              return 0.5, "Could not parse LLM evaluation response"     # default, no verdict
//      except Exception:
//          return 0.5, "Error parsing evaluation response"              # default, no verdict
//    Only the whole reply is stripped (Python whitespace), so only the first line loses its indentation; the first
//    line starting with 'SCORE:' decides, and float() reads the text up to a second 'SCORE:' (Unicode digits, nan, inf).
const promptly: FrameworkParser = (reply) => {
  const line = pyStrip(reply)
    .split('\n')
    .find((l) => l.startsWith('SCORE:'));
  if (line === undefined) return false;
  return pyFloatOf(pyStrip(line.split('SCORE:')[1] ?? '')) !== undefined;
};

// 2. FAPO / Hephaestus, tenants/mcp_example/code/scorers/llm_judge_scorer.py (cisco-foundation-ai/fully-automated-prompt-optimization):
//      try:
//          raw = provider.generate([{system}, {user}])
//          score, reason = self._parse_verdict(raw)
//      except Exception as exc:
//          score, reason = fallback, f"judge_unavailable: {exc}"       # fallback_score (50.0), no verdict
//    _parse_verdict(raw):
//          if not raw: raise ValueError("empty judge response")
//          match = re.search(r"\{.*\}", raw, re.DOTALL)                   # first '{' .. last '}'
//          if not match: raise ValueError(...)
//          data = json.loads(match.group(0))
//          score = float(data["score"])                                  # KeyError / TypeError / ValueError / OverflowError
//          score = max(0.0, min(100.0, score))
//          reason = str(data.get("reason", ""))
//    The match starts with '{', so json.loads yields a dict or raises. float() takes numbers, bools and numeric strings;
//    an integer literal beyond the float range raises OverflowError.
const FAPO_OBJECT = /\{[\s\S]*\}/;
const fapo: FrameworkParser = (reply) => {
  if (reply === '') return false;
  const match = FAPO_OBJECT.exec(reply);
  if (!match) return false;
  const data = pythonLoadsNumbers(match[0]);
  if (!isObject(data) || !hasOwn(data, 'score')) return false;
  const score = data['score'];
  if (typeof score === 'boolean') return true;
  if (typeof score === 'number') {
    const raw = lastTopLevelRaw(match[0], 'score') ?? '';
    // float(int) of an integer literal too large for a double: OverflowError
    return !(/^-?[0-9]+$/.test(raw) && !Number.isFinite(Number(raw)));
  }
  if (typeof score === 'string') return pyFloatOf(score) !== undefined;
  return false; // None, list, dict: TypeError
};

// 3. prompt-optimizer-loop, prompt_optimizer/judge.py DatabricksJudge (ryanlung-eng/prompt-optimizer-loop):
//      _call (tenacity @retry, 3 attempts):
//          content = body["choices"][0]["message"]["content"]
//          if not content or not content.strip(): raise ValueError(...)
//          start, end = content.find("{"), content.rfind("}")
//          if start == -1 or end == -1 or end < start: raise ValueError(...)
//          return json.loads(content[start:end + 1])
//      evaluate_one:
//          try:
//              parsed = await self._call(client, system, user)
//              scores = parsed.get("scores", {})
//              ...
//          except Exception as e:
//              scores = {d.name: 0.0 for d in self._judge_config.dimensions}   # judge error, all zeros
//          result.weighted_score = _weighted_score(scores, self._judge_config.dimensions)   # outside the try
//      _weighted_score: sum(scores.get(d.name, 0.0) * d.weight for d in dimensions) / max(total_weight, 1e-9)
//    A non-dict "scores" raises AttributeError and a str / None / list value TypeError (the batch aborts); a "scores"
//    dict without any dimension leaves every dimension at the 0.0 default. Dimension names: the five of the prompt.
const LOOP_DIMENSIONS = ['intent_understanding', 'workflow_accuracy', 'clarity', 'completeness', 'knowledge_honesty'];
const promptOptimizerLoop: FrameworkParser = (reply) => {
  if (pyStrip(reply) === '') return false;
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start === -1 || end === -1 || end < start) return false;
  const parsed = pythonLoadsNumbers(reply.slice(start, end + 1));
  if (!isObject(parsed)) return false;
  const scores = hasOwn(parsed, 'scores') ? parsed['scores'] : {};
  if (!isObject(scores)) return false;
  const present = LOOP_DIMENSIONS.filter((d) => hasOwn(scores, d));
  if (present.length === 0) return false;
  return present.every((d) => typeof scores[d] === 'number' || typeof scores[d] === 'boolean');
};

export const PARSERS_OF_SET_472: Record<string, FrameworkParser> = {
  'promptly--genetic-prompt-fitness-test-results-accuracy-0-1-score-line-startswith-float': promptly,
  'fapo--agent-answer-vs-expected-reference-correctness-0-100-json-score-greedy-brace-float': fapo,
  'prompt-optimizer-loop--n8n-workflow-builder-response-five-dimension-0-1-json-scores-find-rfind-brace': promptOptimizerLoop,
};
