/**
 * Set 730: replicas of the reply readers of five judges from robotics, autonomous-driving and embodied-AI projects:
 * DriveLM's GPT score of driving QA answers (the whole reply through Python float()), OMNI-EPIC's vision success
 * detector of robot rollouts ("Did the robot solve the task?:" line plus a reasoning header), the ECCV 2024 CODA-LM
 * track's driving-suggestion judge ("Rating: [[n]]" with split fallbacks and int()), ReScoAct's ALFWorld action-path
 * reliability scorer ("[score]: n" regex) and Driver-Scene's BDD100K scene-description judge (JSON with "overall").
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a skipped sample)?
 */
import { isObject, PY_INT_STR, PY_SPACE, pyFloatOf, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. DriveLM (OpenDriveLab/DriveLM), challenge/gpt_eval.py + challenge/evaluation.py:
//      def _strip_think_tags(content):
//          if content and "<think>" in content:
//              return re.sub(r"<think>[\s\S]*?</think>\s*", "", content).strip()
//          return content
//      reply = response.choices[0].message.content
//      reply = _strip_think_tags(reply)
//      output = ""; output += reply; output += "\n\n"; output = output[:-2]      # the reply, unchanged
//      ...
//      scores = p.map(self.chatgpt_eval.forward, data)
//      scores = list(map(float, scores))            # ValueError aborts the whole evaluation (no try/except)
//    Python's \s is str.isspace() whitespace, .strip() too; float() reads the whole string (whitespace around,
//    Unicode digits, underscores between digits, exponent, inf/nan).
const DRIVELM_THINK = new RegExp(`<think>[\\s\\S]*?</think>${PY_WS}*`, 'g');
const drivelm: FrameworkParser = (reply) => {
  const text = reply.includes('<think>') ? pyStrip(reply.replace(DRIVELM_THINK, '')) : reply;
  return pyFloatOf(text) !== undefined;
};

// 2. OMNI-EPIC (maxencefaldor/omni-epic), omni_epic/core/fm.py:
//      completion = completion.strip()                                   # in _chat_completion
//      def parse_success(self, completion):
//          match = re.search(r"Did the robot solve the task\?:\s*(.*?)$", completion, re.MULTILINE | re.IGNORECASE)
//          if match:
//              task_success = match.group(1).strip()
//              task_success = task_success.split(" ")[0].lower()
//              return "yes" in task_success
//          else:
//              raise ParseError("No task success/failure evaluation found in your response. ...")
//      def parse_success_reasoning(self, completion):
//          match = re.search(r"Reasoning for task success/failure:\s*(.*?)\s*Did the robot solve the task\?:",
//                            completion, re.DOTALL | re.IGNORECASE)
//          if match: ... return task_success_reasoning
//          else: raise ParseError(...)
//      # query_success_with_vision: any exception in either parse -> "Trying again." and a new query
//    `\s*(.*?)$` under MULTILINE always matches (empty up to the line end), so the first search only needs the
//    question; the second needs a reasoning header followed (anywhere later, DOTALL) by the question. Python's
//    IGNORECASE on str also folds 'ſ' with s, 'K' (Kelvin sign) with k and 'ı'/'İ' with i; JS /iu does not fold
//    ı or İ, so the letters are spelled out as classes.
const pyIgnoreCase = (literal: string): string =>
  [...literal]
    .map((c) => {
      const lower = c.toLowerCase();
      if (!/[a-z]/.test(lower)) return c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const extra = lower === 'i' ? 'ıİ' : lower === 's' ? 'ſ' : lower === 'k' ? '\u212a' : '';
      return `[${lower}${lower.toUpperCase()}${extra}]`;
    })
    .join('');
const OMNI_QUESTION = pyIgnoreCase('Did the robot solve the task?:');
const OMNI_SUCCESS = new RegExp(OMNI_QUESTION, 'u');
const OMNI_REASONING = new RegExp(`${pyIgnoreCase('Reasoning for task success/failure:')}[\\s\\S]*?${OMNI_QUESTION}`, 'u');
const omniEpic: FrameworkParser = (reply) => {
  const completion = pyStrip(reply);
  return OMNI_SUCCESS.test(completion) && OMNI_REASONING.test(completion);
};

// 3. ECCV 2024 CODA-LM track 1 (eagle-chase/eccv2024-track1), eval/evaluation/stage2_eval_batch.py:
//      output = results[idx]
//      if output == None:
//          continue
//      try:
//          all_score.append(int(output.split("Rating: [[")[1].split("]]")[0]))
//      except:
//          try:
//              all_score.append(int(output.split("rating is: [[")[1].split("]]")[0]))
//          except:
//              try:
//                  all_score.append(int(output.split("[[")[1].split("]]")[0]))
//              except:
//                  print(f"Missing extract score from {txt_name}")      # left out of the mean
//    str.split with a non-empty separator cuts at non-overlapping occurrences from the left, as JS split does;
//    [1] is the text between the first and the second occurrence (IndexError when there is none).
const codaSegment = (text: string, marker: string): string | undefined => {
  const pieces = text.split(marker);
  if (pieces.length < 2) return undefined;
  return (pieces[1] ?? '').split(']]')[0];
};
const coda: FrameworkParser = (reply) =>
  ['Rating: [[', 'rating is: [[', '[['].some((marker) => {
    const segment = codaSegment(reply, marker);
    return segment !== undefined && PY_INT_STR.test(segment);
  });

// 4. ReScoAct (ReScoAct/ReScoAct), ALFWorld_run/ReScoAct.py LLMAgentInterface.H_scoring:
//      llm_response_2 = self.model.run(max_tokens=512, prompt=_prompt2(gaming_log=situation,
//                           pending_action=f"> Think: {think}\n> Action: {action}", completed_actions=llm_response_1))
//      score_pattern = r'\[score\]:\s*(\d+)'
//      score = re.search(score_pattern, llm_response_2)
//      scores.append(score.group(1))        # None.group -> AttributeError; run() only catches IndexError
//      ...
//      scores = np.array([int(s) for s in scores])
//    Python's \s and \d are Unicode (int() reads any Nd digits); no IGNORECASE.
const RESCOACT_SCORE = new RegExp(`\\[score\\]:${PY_WS}*\\p{Nd}+`, 'u');
const rescoact: FrameworkParser = (reply) => RESCOACT_SCORE.test(reply);

// 5. Driver-Scene (Technocrat-dev/Driver-Scene), src/evaluation/judge.py evaluate_with_judge:
//      try:
//          response = client.client.models.generate_content(..., config=types.GenerateContentConfig(
//              temperature=0.1, response_mime_type="application/json"))
//          if response.text:
//              result = json.loads(response.text)
//              return {"accuracy": result.get("accuracy", 0), ..., "overall": result.get("overall", 0),
//                      "reasoning": result.get("reasoning", "")}
//      except Exception as e:
//          logger.warning(f"Judge evaluation failed: {e}")
//      return {"accuracy": 0, ..., "overall": 0, "reasoning": "Evaluation failed"}
//    The verdict is 'overall': a non-dict has no .get (AttributeError, caught -> the all-zero dict), a dict
//    without the key gives the default 0. Python's json.loads takes NaN / Infinity.
const driverScene: FrameworkParser = (reply) => {
  if (reply === '') return false;
  const result = pythonLoads(reply);
  return isObject(result) && Object.prototype.hasOwnProperty.call(result, 'overall');
};

export const PARSERS_OF_SET_730: Record<string, FrameworkParser> = {
  'drivelm--gpt-score-driving-qa-answer-vs-correct-answer-0-100-bare-number-float': drivelm,
  'omni-epic--vision-success-detector-robot-solved-task-yes-no-line-with-reasoning': omniEpic,
  'eccv2024-coda-track1--driving-suggestion-prediction-vs-reference-1-10-rating-double-brackets-split-fallbacks': coda,
  'rescoact--alfworld-candidate-action-path-reliability-0-10-score-bracket-label-regex': rescoact,
  'driver-scene--bdd100k-scene-description-vs-ground-truth-four-criteria-1-5-json-overall': driverScene,
};
