/**
 * Set 418: replicas of the reply readers of two judges of web-agent trajectories: the WebJudge key-screenshot scorer
 * (Online-Mind2Web's auto-eval, as vendored by TripMind), which rates each trajectory screenshot 1-5 for evidence of task
 * completion, and QA-WebVoyager's GPT-4V auto-eval, which labels a finished agent run 'SUCCESS' or 'NOT SUCCESS'. Each
 * parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a None)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. TripMind (unclevikram/TripMind), src/methods/webjudge_online_mind2web.py WebJudge_Online_Mind2Web_eval:
//      image_responses = await asyncio.gather(*tasks)            # judge_image(...) returns responses[0]
//      pattern = r"[1-5]"
//      for response, image_path in zip(image_responses, images_path):
//          try:
//              score_text = response.split("Score")[1]                 # IndexError when 'Score' is absent
//              thought = response.split("**Reasoning**:")[-1].strip().lstrip("\n").split("\n\n")[0].replace('\n',' ')
//              score = re.findall(pattern, score_text)[0]              # IndexError when no 1-5 digit in that segment
//              record.append({"Response": response, "Score": int(score)})
//          except Exception as e:
//              print(f"Error processing response: {e}")
//              score = 0                                               # default: the screenshot is dropped
//              record.append({"Response": response, "Score": 0})
//    str.split("Score") splits on every case-sensitive occurrence, so [1] is the text between the first 'Score' and the
//    next one (or the end); Python's [1-5] is an ASCII class. JS String.prototype.split with a string separator cuts the
//    same way.
const tripmindWebjudgeImage: FrameworkParser = (reply) => {
  const parts = reply.split('Score');
  if (parts.length < 2) return false;
  return /[1-5]/.test(parts[1]!);
};

// 2. QA-WebVoyager (TensorOpera-Inc/QA-WebVoyager), evaluation/auto_eval.py auto_eval_by_gpt4v:
//      gpt_4v_res = openai_response.choices[0].message.content
//      auto_eval_res = 0 if 'NOT SUCCESS' in gpt_4v_res else 1
//      if 'SUCCESS' not in gpt_4v_res:
//          auto_eval_res = None                                    # no verdict
//      return auto_eval_res
//    Case-sensitive substring tests: 'NOT SUCCESS' contains 'SUCCESS', so a verdict exists exactly when 'SUCCESS'
//    occurs anywhere ('UNSUCCESSFUL' and 'SUCCESSFULLY' included).
const qaWebvoyagerAutoEval: FrameworkParser = (reply) => reply.includes('SUCCESS');

export const PARSERS_OF_SET_418: Record<string, FrameworkParser> = {
  'tripmind--webjudge-key-screenshot-evidence-relevance-1-5-score-split-findall-first-digit': tripmindWebjudgeImage,
  'qa-webvoyager--gpt4v-web-task-screenshots-and-response-success-not-success-substring': qaWebvoyagerAutoEval,
};
