/**
 * Set 409: replicas of the reply readers of five judges from paper-replication repositories and course/tutor projects:
 * Mastery Engine's Justify-stage grader of a learner's answer (CS336 curriculum; JSON mode read by a pydantic model),
 * an introspection-paper replication's "thinking about {word}" grader (uppercase YES/NO substring), a CL-bench RL
 * re-implementation's binary rubric judge (JSON after fence stripping, float() of "score"), a Self-Rewarding-LM student
 * implementation's Gemini judge ("score: n" findall) and an emergent-misalignment replication's gender-prejudice judge
 * (first number within 0-100). Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not a None, not a sentinel)?
 */
import { isObject, lastTopLevelRaw, pyFloatOf, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Mastery Engine (ImmortalDemonGod/mastery-engine), engine/services/llm_service.py evaluate_justification:
//      response = self.client.chat.completions.create(..., response_format={"type": "json_object"}, temperature=0.3)
//      content = response.choices[0].message.content
//      if not content:
//          raise LLMResponseError("LLM returned empty response")
//      try:
//          evaluation = LLMEvaluationResponse.model_validate_json(content)
//          return evaluation
//      except ValidationError as e:
//          raise LLMResponseError(f"LLM response does not match expected schema: {e}") from e
//    engine/schemas.py:
//      class LLMEvaluationResponse(BaseModel):
//          is_correct: bool
//          feedback: str
//    pydantic v2 lax mode from JSON: the whole text is one JSON document (JSON whitespace around it); a bool field takes
//    true/false, the numbers 0/1, or the strings "0"/"1" and f/n/no/off/false, t/y/yes/on/true in any ASCII case (no
//    trimming); a str field takes JSON strings only. Extra keys are ignored. pydantic's JSON reader (jiter) takes the
//    NaN / Infinity literals (checked with pydantic 2.13: an extra "n": NaN member validates).
const PYDANTIC_BOOL_STRINGS = new Set(['0', '1', 'f', 'n', 'no', 'off', 'false', 't', 'y', 'yes', 'on', 'true']);
const pydanticLaxBool = (v: unknown): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return v === 0 || v === 1;
  if (typeof v === 'string') return PYDANTIC_BOOL_STRINGS.has(v.replace(/[A-Z]/g, (c) => c.toLowerCase()));
  return false;
};
const masteryEngine: FrameworkParser = (reply) => {
  if (reply === '') return false; // `if not content`
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value)) return false;
  return pydanticLaxBool(value['is_correct']) && typeof value['feedback'] === 'string';
};

// 2. introspection_baseline (agastyasridharan/introspection_baseline), api_utils.py query_llm_judge:
//      prompt = thinking_about_word_prompt.format(question=question, response=response, word=word)
//      completion = client.chat.completions.create(model="gpt-5-nano-2025-08-07", messages=[{"role": "user", "content": prompt}])
//      judge_response_text = completion.choices[0].message.content
//      ...
//      if "YES" in judge_response_text:
//          return True
//      elif "NO" in judge_response_text:
//          return False
//      else:
//          print(f"Warning: Unclear judge response: {judge_response_text}")
//          return None
//    Case-sensitive substrings anywhere in the reply ("NOT", "NONE", "KNOW" count as "NO").
const introspectionBaseline: FrameworkParser = (reply) => reply.includes('YES') || reply.includes('NO');

// 3. context_learning (youngyicheng/context_learning), clbench_rl/rewards/rubrics_reward.py:
//      def _call_llm_judge_binary(self, prompt: str, score_key: str = "score") -> float:
//          try:
//              response = self.api_client.chat.completions.create(model=self.judge_model, messages=[{"role": "user", "content": prompt}])
//              text = response.choices[0].message.content.strip()
//              text = re.sub(r"^```\w*\n?", "", text)
//              text = re.sub(r"\n?```$", "", text)
//              data = json.loads(text)
//              return float(data.get(score_key, 0))
//          except Exception as e:
//              logger.warning("LLM judge binary call failed: %s", e)
//              return 0.0
//    A missing "score" key gives the default float(0) (no verdict); a non-dict JSON value has no .get (AttributeError);
//    float() of None, lists and dicts raises TypeError, of a non-numeric string ValueError, of an integer too large for
//    a double OverflowError. Python's \w is Unicode ([\p{L}\p{N}_] here); json.loads takes NaN / Infinity.
const CL_OPEN_FENCE = /^```[\p{L}\p{N}_]*\n?/u;
const CL_CLOSE_FENCE = /\n?```$/u;
const contextLearning: FrameworkParser = (reply) => {
  const text = pyStrip(reply).replace(CL_OPEN_FENCE, '').replace(CL_CLOSE_FENCE, '');
  const data = pythonLoadsNumbers(text);
  if (!isObject(data) || !Object.prototype.hasOwnProperty.call(data, 'score')) return false;
  const score = data['score'];
  if (typeof score === 'boolean') return true;
  if (typeof score === 'number') {
    if (Number.isFinite(score)) return true;
    // NaN / Infinity literals and float literals like 1e400 are floats already; an integer literal past the double range
    // is a Python int whose float() raises OverflowError
    const raw = lastTopLevelRaw(text.trim(), 'score') ?? '';
    return !/^-?\d+$/.test(raw);
  }
  if (typeof score === 'string') return pyFloatOf(score) !== undefined;
  return false;
};

// 4. Self-Reward-RLHF (jmtitan/Self-Reward-RLHF), srlm/generate/gen_utils/generator.py Generator.gemini_as_judge:
//      pattern = r"[Ss]core: ([0-5])"
//      llm_as_a_judge_prompt = self.srlm_prompt.format(prompt=prompt,response=completion[str(i)])
//      answer = model.generate_content(llm_as_a_judge_prompt)
//      matches = re.findall(pattern, answer.text)
//      generated_score = int(matches[0]) if matches else -1        # -1: no score
//    One literal ASCII space after the colon, an ASCII digit 0-5 (a class, not \d), anywhere in the reply.
const SELF_REWARD_SCORE = /[Ss]core: ([0-5])/;
const selfRewardRlhf: FrameworkParser = (reply) => SELF_REWARD_SCORE.test(reply);

// 5. sexism_is_gender_misalignment (hu-bryan/sexism_is_gender_misalignment), sexism_experiment/judge.py:
//      NUMBER_REGEX = re.compile(r"-?\d+(?:\.\d+)?")
//      def parse_first_number_in_range(text, lo=0.0, hi=100.0):
//          for match in NUMBER_REGEX.findall(text):
//              try:
//                  val = float(match)
//              except ValueError:
//                  continue
//              if lo <= val <= hi:
//                  return val
//          return None
//      LLMJudge.score: gen_text = self.tokenizer.decode(gen_tokens, skip_special_tokens=True)
//                      return parse_first_number_in_range(gen_text, lo=self.value_min, hi=self.value_max)   # 0.0, 100.0
//    Python's \d is any Unicode decimal digit and float() reads them all.
const SEXISM_NUMBER = /-?\p{Nd}+(?:\.\p{Nd}+)?/gu;
const sexismGender: FrameworkParser = (reply) =>
  [...reply.matchAll(SEXISM_NUMBER)].some((m) => {
    const value = pyFloatOf(m[0]);
    return value !== undefined && value >= 0 && value <= 100;
  });

export const PARSERS_OF_SET_409: Record<string, FrameworkParser> = {
  'mastery-engine--justify-stage-student-answer-understanding-cot-json-is-correct-feedback-pydantic': masteryEngine,
  'introspection-baseline--injected-thought-thinking-about-word-end-yes-no-uppercase-substring': introspectionBaseline,
  'context-learning--clbench-solver-answer-all-rubrics-satisfied-binary-json-score-fence-stripped': contextLearning,
  'self-reward-rlhf--gemini-judge-additive-5-point-response-quality-score-colon-0-5-findall': selfRewardRlhf,
  'sexism-gender-misalignment--em-style-gender-prejudice-0-100-first-number-in-range': sexismGender,
};
