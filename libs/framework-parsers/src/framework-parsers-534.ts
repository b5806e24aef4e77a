/**
 * Set 534: replicas of the reply readers of three judges used as reward signals for math, code and reasoning
 * training: GenRL's Ollama code judge that predicts whether unit tests pass (fenced JSON `is_correct`), TorchForge's
 * vLLM math-correctness judge (a literal `\boxed{CORRECT}` anywhere in the completion) and stepwise-dpo's GPT-4
 * pairwise reasoning-preference judge (letter a/b as a substring). Each parser answers: would the project get a
 * verdict out of this reply (not a default value, not an exception, not an 'unknown')?
 */
import { isObject, PY_SPACE, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. GenRL, src/genrl/examples/code_generation/solver_rewards.py @ d4d46c8 (gasoline2255/genrl):
//      def _extract_json(self, text: str) -> Any:
//          match = re.search(r"```json\s*(\{[\s\S]*?\})\s*```", text, re.IGNORECASE)
//          if match:
//              return json.loads(match.group(1))
//          return json.loads(text)
//      ... in reward_fn, inside try/except Exception: rewards.append(0.0)
//          raw_text = response.response
//          data = self._extract_json(raw_text)
//          is_correct = bool(data.get("is_correct", False))     # non-dict -> AttributeError -> 0.0
//          rewards.append(1.0 if is_correct else 0.0)
//    Python's \s is Unicode whitespace (str.isspace); IGNORECASE on a str pattern folds case the Unicode way
//    (JS 'iu'). A fence whose JSON is broken raises: no fall back to the whole text. json.loads takes NaN /
//    Infinity. A missing 'is_correct' key is the default False, not a verdict; any present value goes through bool().
const PY_WS = `[${PY_SPACE}]`;
const GENRL_FENCE = new RegExp('```json' + PY_WS + '*(\\{[\\s\\S]*?\\})' + PY_WS + '*```', 'iu');
const genrlUnitTestJudge: FrameworkParser = (reply) => {
  const match = GENRL_FENCE.exec(reply);
  const data = match ? pythonLoads(match[1] ?? '') : pythonLoads(reply);
  return isObject(data) && Object.prototype.hasOwnProperty.call(data, 'is_correct');
};

// 2. TorchForge, tests/sandbox/vllm/judge.py CorrectnessJudge.evaluate (meta-pytorch/torchforge):
//      CORRECT = "\\boxed{CORRECT}"
//      verdict: List[Completion] = await self._generate(wrapped_prompt)
//      response = verdict[0].text
//      match = None
//      pattern = f"({re.escape(CORRECT)})"
//      for m in re.finditer(pattern, response):
//          match = m
//      if match and match.group(1):
//          return 1.0
//      return 0.0
//    Only the positive label is searched (case-sensitive literal, anywhere, <think> block included);
//    "\boxed{INCORRECT}" does not contain it and lands on the same fall-through 0.0 as an unreadable reply.
const FORGE_CORRECT = /\\boxed\{CORRECT\}/;
const torchforgeMathJudge: FrameworkParser = (reply) => FORGE_CORRECT.test(reply);

// 3. stepwise-dpo, stepwise-dpo/reward_model/llm_reward.py get_preference_from_gpt (AkshatMore15/stepwise-dpo):
//      message = response.choices[0].message.content
//      if message is not None:
//          reply = message.strip().lower()
//          if "a" in reply:
//              return "a"
//          elif "b" in reply:
//              return "b"
//          else:
//              return "unknown"
//      else:
//          return "unknown"
//    Substring tests: any ASCII a/A (else b/B) anywhere gives a preference. Only 'A' and 'B' lowercase to 'a'/'b'
//    in Python as in JS (fullwidth 'Ｂ' -> 'ｂ', Greek 'Α' -> 'α' do not count); strip() changes nothing here.
const stepwiseDpoPreference: FrameworkParser = (reply) => {
  const lowered = reply.toLowerCase();
  return lowered.includes('a') || lowered.includes('b');
};

export const PARSERS_OF_SET_534: Record<string, FrameworkParser> = {
  'genrl--python-solution-unit-tests-pass-prediction-json-is-correct-fenced-block': genrlUnitTestJudge,
  'torchforge--math-response-correctness-judge-boxed-correct-substring': torchforgeMathJudge,
  'stepwise-dpo--pairwise-step-by-step-reasoning-preference-a-or-b-letter-substring': stepwiseDpoPreference,
};
