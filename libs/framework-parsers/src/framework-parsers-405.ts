/**
 * Set 405: replicas of the reply readers of five judges of images, video frames and 3D renders: VMEvalKit's GPT-4o
 * final-frame judge of generated videos (JSON, first "{" to last "}"), Common Tools' screenshot verifier (AI SDK
 * generateObject, zod enum PASS/FAIL), OmniReward's pairwise text-to-3D judge ("[[A]]"/"[[B]]" substrings),
 * draw_chem_agent's Chinese figure-vs-source-text judge (fenced JSON with describe/reason/score, int(score)) and
 * figma-to-code-agent's Claude visual-fidelity judge (JSON between find('{') and rfind('}'), semantic_score key).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a skipped sample)?
 */
import { isObject, lastTopLevelRaw, PY_SPACE, pyStrip, pythonLoads, pythonLoadsNumbers, secureJsonParse } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. VMEvalKit, vmevalkit/eval/gpt4o_eval.py GPT4OEvaluator.evaluate_single_async (hokindeng/VMEvalKit):
//      content = response["choices"][0]["message"]["content"]
//      json_match = re.search(r'\{[\s\S]*\}', content)
//      if json_match:
//          eval_data = json.loads(json_match.group())            # JSONDecodeError -> evaluate_model's except:
//          return {                                               #   {"error": str(e), "status": "failed"}
//              "solution_correctness_score": eval_data.get("solution_correctness_score", 0),
//              "explanation": eval_data.get("explanation", ""), ... "status": "completed"}
//      raise ValueError("Could not parse JSON from GPT-4O response")
//    The greedy match runs from the first "{" to the last "}"; Python's json.loads takes NaN/Infinity. Without the
//    top-level key the score is the default 0; the value itself is stored unchecked.
const vmevalkit: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  if (start === -1) return false;
  const end = reply.lastIndexOf('}');
  if (end < start) return false;
  const value = pythonLoads(reply.slice(start, end + 1));
  return isObject(value) && hasOwn(value, 'solution_correctness_score');
};

// 2. Common Tools labs, packages/seeder/verifier.ts llmVerifyPiece (commontoolsinc/labs):
//      const schema = z.object({
//        result: z.enum(["PASS", "FAIL"]),
//        summary: z.string().describe("A 1-sentence summary of your evaluation"),
//      });
//      const { object } = await generateObject({ system, model, schema, messages });   // openai("gpt-4o-mini")
//      const result = schema.parse(object);
//      return JSON.stringify(result);            // verify(): JSON.parse(verdict).result -> status
//    generateObject reads the model's JSON text with safeParseJSON (secure-json-parse over JSON.parse: the whole
//    text, JSON whitespace around it, no fence stripping, own "__proto__" / constructor.prototype refused) and
//    validates with zod (objects only, exact enum, summary any string, unknown keys stripped); a failure throws
//    NoObjectGeneratedError (no repairText, no retry).
const commontools: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  if (!isObject(value)) return false;
  return (value['result'] === 'PASS' || value['result'] === 'FAIL') && typeof value['summary'] === 'string';
};

// 3. OmniReward, utils/video_utils.py parse_judgement + evaluation_experiments/run_exp.py (HongbangYuan/OmniReward):
//      response_text = response_data["choices"][0]["message"]["content"].strip()   # "" after 5 failed API calls
//      def parse_judgement(generation: str):
//          labels_dict = {"[[A]]": "response1", "[[B]]": "response2", r"\boxed{A}": "response1",
//                         r"\boxed{B}": "response2", "[[C]]": "tie", r"\boxed{C}": "tie"}
//          if "[[A]]" in generation and "[[B]]" in generation: return None
//          if r"\boxed{A}" in generation and r"\boxed{B}" in generation: return None
//          for kw, label in labels_dict.items():
//              if kw in generation: return label
//          return None
//      for retry in range(5): ... predicted = parse_judgement(response); if predicted is not None: break
//    Case-sensitive substring tests; the strip cannot change them.
const OMNI_MARKERS = ['[[A]]', '[[B]]', '\\boxed{A}', '\\boxed{B}', '[[C]]', '\\boxed{C}'];
const omnireward: FrameworkParser = (reply) => {
  if (reply.includes('[[A]]') && reply.includes('[[B]]')) return false;
  if (reply.includes('\\boxed{A}') && reply.includes('\\boxed{B}')) return false;
  return OMNI_MARKERS.some((marker) => reply.includes(marker));
};

// 4. draw_chem_agent, workspace/draw_chem_agent.py + workspace/main.py (SiliconEinstein/draw_chem_agent):
//      def parse_result(self, response):
//          match = re.search(r"```(?:json)?\s*([\s\S]*)\s*```", response, re.DOTALL)
//          if match: return match.group(1).strip()
//          return response.strip()
//      eval_image: try: response = self.parse_result(response); response = json.loads(response)
//                       describe = response['describe']; reason = response['reason']; score = response['score']
//                       return {"describe": describe, "reason": reason, "score": score}
//                  except Exception: return {"describe": "", "reason": "", "score": -1}
//      main.eval: if eval_res.get("reason") == "" or eval_res.get("describe") == "": retry (3 tries)
//                 total_score += int(eval_res["score"])            # not caught: the run aborts
//    Python's \s is str.isspace() whitespace (the group is stripped anyway); the greedy group ends at the LAST ```.
//    int() takes ints, bools, finite floats (truncated) and strings of Unicode decimal digits with an optional sign,
//    underscores between digits and surrounding whitespace; NaN / inf / None / "2.5" raise.
const DC_FENCE = new RegExp(`\`\`\`(?:json)?[${PY_SPACE}]*([\\s\\S]*)[${PY_SPACE}]*\`\`\``);
const PY_INT_STR = new RegExp(`^[${PY_SPACE}]*[+-]?\\p{Nd}+(?:_\\p{Nd}+)*[${PY_SPACE}]*$`, 'u');
const drawChemAgent: FrameworkParser = (reply) => {
  const match = DC_FENCE.exec(reply);
  const text = match ? pyStrip(match[1] ?? '') : pyStrip(reply);
  const value = pythonLoadsNumbers(text);
  if (!isObject(value)) return false;
  if (!hasOwn(value, 'describe') || !hasOwn(value, 'reason') || !hasOwn(value, 'score')) return false;
  if (value['describe'] === '' || value['reason'] === '') return false;
  const score = value['score'];
  if (typeof score === 'boolean') return true;
  if (typeof score === 'number') {
    if (Number.isFinite(score)) return true;
    // JSON.parse turns a huge integer literal into Infinity; Python keeps it as an int that int() takes
    const raw = lastTopLevelRaw(text, 'score');
    return raw !== undefined && /^-?\d+$/.test(raw);
  }
  return typeof score === 'string' && PY_INT_STR.test(score);
};

// 5. figma-to-code-agent, scripts/evaluate_visual.py evaluate_visual_fidelity (geoffallman/figma-to-code-agent):
//      response_text = message.content[0].text
//      json_start = response_text.find('{')
//      json_end = response_text.rfind('}') + 1
//      if json_start == -1 or json_end == 0:
//          return {'semantic_score': 0, 'feedback': [], 'raw_response': response_text, 'error': '...'}
//      json_str = response_text[json_start:json_end]
//      evaluation_data = json.loads(json_str)       # except Exception: {'semantic_score': 0, ..., 'error': str(e)}
//      evaluation_data['raw_response'] = response_text
//      return evaluation_data
//    main(): print(f"Semantic Score: {result.get('semantic_score', 'N/A')}/100")
//    A "}" before the first "{" makes the slice empty and json.loads raise.
const figmaToCodeAgent: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}') + 1;
  if (start === -1 || end === 0) return false;
  const value = pythonLoads(reply.slice(start, end));
  return isObject(value) && hasOwn(value, 'semantic_score');
};

export const PARSERS_OF_SET_405: Record<string, FrameworkParser> = {
  'vmevalkit--video-final-frame-vs-expected-frame-solution-correctness-1-5-json-greedy-brace': vmevalkit,
  'commontools--piece-screenshot-matches-prompt-pass-fail-zod-enum-structured-object': commontools,
  'omnireward--text-to-3d-pairwise-render-preference-criteria-double-bracket-a-b-verdict': omnireward,
  'draw-chem-agent--chinese-science-figure-vs-source-text-consistency-0-3-json-fenced-describe-reason-score': drawChemAgent,
  'figma-to-code-agent--figma-design-vs-rendered-html-screenshot-visual-fidelity-0-100-json-first-last-brace': figmaToCodeAgent,
};
