/**
 * Set 570: replicas of the reply readers of two creative-writing judges: humor-generation's pairwise joke-funniness
 * judge (OpenAI structured output parsed into a pydantic model with winner: Literal["left", "right"]) and RAGERaps'
 * rap-battle round judge (a lowercase substring search for "winner: <name>" / "the winner is <name>", rapper 1 by
 * default). Each parser answers: would the project get a verdict out of this reply (not a default, not an exception,
 * not a retry)?
 */
import { hasUnpairedSurrogateEscape, isObject, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. humor-generation (halaction/humor-generation), src/pipelines/evaluation.py EvaluationPipeline._judge_pair:
//      completion = await self.client.chat.completions.parse(
//          model=self.config.model, temperature=self.config.judge_temperature,
//          messages=[{"role": "system", ...}, {"role": "user", ...}],
//          response_format=EvaluationJudgeDecision,
//      )
//      message = completion.choices[0].message
//      parsed = message.parsed
//      if parsed is None:
//          raise ValueError("No parsed response in completion message.")
//      ... winner=[parsed.winner]
//    except Exception: retry (await asyncio.sleep(2 ** (attempt - 1))), re-raised after max_retries.
//    src/models.py:
//      class EvaluationJudgeDecision(BaseModel):
//          winner: Literal["left", "right"]
//    The OpenAI SDK's parse() runs pydantic's model_validate_json on message.content: the whole content must be one
//    JSON document (JSON whitespace around it only, no trailing text, no fences), an object whose "winner" is exactly
//    "left" or "right" (Literal: exact, case-sensitive, untrimmed); extra keys are ignored (extra='ignore'). jiter
//    refuses unpaired \uD800-\uDFFF escapes, which JSON.parse would accept.
const humorGenerationPairwise: FrameworkParser = (reply) => {
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const value = wholeJson(reply);
  if (!isObject(value)) return false;
  const winner = value['winner'];
  return winner === 'left' || winner === 'right';
};

// 2. RAGERaps (Mil000D/RAGERaps), backend/app/agents/judge_agent.py JudgeAgent._extract_winner:
//      winner = rapper1_name
//      lower_judgment = judgment.lower()
//      if (
//          f"winner: {rapper1_name.lower()}" in lower_judgment
//          or f"the winner is {rapper1_name.lower()}" in lower_judgment
//      ):
//          winner = rapper1_name
//      elif (
//          f"winner: {rapper2_name.lower()}" in lower_judgment
//          or f"the winner is {rapper2_name.lower()}" in lower_judgment
//      ):
//          winner = rapper2_name
//      return winner, judgment
//    Without any of the four substrings rapper 1 wins by default (no verdict read). The verdict words are the rappers'
//    names, fixed here to the filled example's battle (Kendrick Lamar vs Drake). Python's str.lower and JS
//    toLowerCase agree for these texts (both apply full case mapping and final sigma).
const RAGERAPS_RAPPERS = ['Kendrick Lamar', 'Drake'];
const RAGERAPS_MARKERS = RAGERAPS_RAPPERS.flatMap((name) => [`winner: ${name.toLowerCase()}`, `the winner is ${name.toLowerCase()}`]);
const rageraps: FrameworkParser = (reply) => {
  const lower = reply.toLowerCase();
  return RAGERAPS_MARKERS.some((marker) => lower.includes(marker));
};

export const PARSERS_OF_SET_570: Record<string, FrameworkParser> = {
  'humor-generation--pairwise-joke-funniness-left-right-json-winner-structured-output': humorGenerationPairwise,
  'rageraps--rap-battle-round-winner-name-line-lowercase-substring-default-rapper1': rageraps,
};
