/**
 * Set 432: replicas of the reply readers of four judges of generated images and videos: Nano-banana-150k's GPT-4.1
 * Geneval++ checklist judge of text-to-image outputs (JSON "correct", greedy first-brace-to-last-brace span),
 * Video Generation Arena's prompt-alignment judge of sampled video frames (OpenAI structured output read by pydantic),
 * VideoScore's GPT-4o zero-shot baseline over video frames (five ": n" scores taken by position) and PhysVidBench's
 * Gemini yes/no judge of physics questions over eight video captions ("Q1: Yes" lines). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a retry, not an "N/A")?
 */
import { digitValue, isObject, jsonRefusingLoneSurrogates, PY_SPACE, pydanticLaxInt, pyStrip, pythonLoads, RUST_TRIM } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

/** int() of a run of Unicode decimal digits (Python reads every Nd digit). */
const pyIntOfDigits = (digits: string): number => [...digits].reduce((n, d) => n * 10 + digitValue(d), 0);

// ---------------------------------------------------------------------------------------------------------------
// 1. Nano-banana-150k, test_scripts/Eval-gpt-4.1-geneval++.py (yejy53/Nano-banana-150k):
//      def extract_json_from_response(text: str):
//          text = text.strip()
//          text = re.sub(r"^```json\s*", "", text)
//          text = re.sub(r"\s*```$", "", text)
//          match = re.search(r"\{[\s\S]*\}", text)
//          if match:
//              return json.loads(match.group(0))
//          else:
//              raise ValueError("No JSON object found")          # -> retry (3 attempts), then {"correct": -1, ...}
//      ...
//      if result["result"].get("correct", 0) == 1:                 # a missing key is the default 0, not a verdict
//          tag_counter[tag]["correct"] += 1
//    The fence subs only remove text outside the braces, so the span read is the str.strip()'d reply from its first '{'
//    to its last '}' (greedy); Python json.loads reads it (NaN / Infinity accepted, raw control characters refused).
const nanoBananaGeneval: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end < start) return false;
  const value = pythonLoads(text.slice(start, end + 1));
  return isObject(value) && Object.prototype.hasOwnProperty.call(value, 'correct');
};

// 2. Video Generation Arena, video_judge/input_builders.py build_openai_input_with_image_list (daria425/video-arena):
//      response = openai_client.client.responses.parse(model=model, temperature=0,
//                     text_format=response_schema, input=input_list, instructions=system_instruction)
//      parsed = response.output_parsed                # SDK: JudgeEval.model_validate_json(output_text)
//      if not parsed:
//          raise ValueError(...)                      # tenacity @retry, 3 attempts
//      return parsed
//    video_judge/models.py:
//      class Evidence(BaseModel):
//          frame: int
//          timestamp: float
//          finding: str = Field(..., description=...)
//      class JudgeEval(BaseModel):
//          score: float
//          reason: str
//          evidence: List[Evidence]
//    pydantic v2 lax mode over one whole JSON document: float takes numbers, bools and numeric strings; int takes
//    integral numbers, bools and int strings; str takes strings only; lists take JSON arrays only; extra keys ignored.
const PYDANTIC_FLOAT_STRING = /^[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i;
const laxFloat = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && PYDANTIC_FLOAT_STRING.test(v.replace(RUST_TRIM, '')));
const laxInt = (v: unknown): boolean =>
  (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') && pydanticLaxInt(JSON.stringify(v));
const isEvidence = (v: unknown): boolean =>
  isObject(v) && 'frame' in v && laxInt(v['frame']) && 'timestamp' in v && laxFloat(v['timestamp']) && typeof v['finding'] === 'string';
const videoArenaPromptAlignment: FrameworkParser = (reply) => {
  const value = jsonRefusingLoneSurrogates(reply);
  if (!isObject(value)) return false;
  const evidence = value['evidence'];
  return 'score' in value && laxFloat(value['score']) && typeof value['reason'] === 'string' && Array.isArray(evidence) && evidence.every(isEvidence);
};

// 3. VideoScore, benchmark/eval_gpt4o.py eval_gpt4 (TIGER-AI-Lab/VideoScore):
//      output=_azure_gpt_4o_output(img_name_list,video_prompt,aws_s3_prefix)
//      ans_scores=[int(item) for item in re.findall(r': (\d+)', output)]
//      ans_scores=_ans_formatted(ans_scores,NUM_ASPECT)        # NUM_ASPECT = 5
//    benchmark/utils_tools.py:
//      def _ans_formatted(ans_scores,num_aspect):
//          if len(ans_scores) > NUM_ASPECT: new_ans_scores = ans_scores[:NUM_ASPECT]
//          else: new_ans_scores = ans_scores + [0] * (NUM_ASPECT - len(ans_scores))
//          for idx in range(len(new_ans_scores)):
//              if new_ans_scores[idx] not in [1,2,3,4]: new_ans_scores[idx] = 0
//    Five verdicts by position; a missing or out-of-range slot silently becomes the default 0. The replica accepts when
//    all five slots hold a real 1-4 score. Python's \d is any Unicode decimal digit and int() reads them all.
const VIDEOSCORE_SCORE = /: (\p{Nd}+)/gu;
const videoscoreGpt4o: FrameworkParser = (reply) => {
  const scores = [...reply.matchAll(VIDEOSCORE_SCORE)].slice(0, 5).map((m) => pyIntOfDigits(m[1]!));
  return scores.length === 5 && scores.every((s) => s >= 1 && s <= 4);
};

// 4. PhysVidBench, multi_ask.py process_captions_with_questions (ensanli/PhysVidBenchCode):
//      YES_NO_REGEX = re.compile(r"\bQ\s*(\d+)\s*[:\-]\s*(yes|no)\b", re.I)
//      text = extract_text(reply)
//      if not text: continue                                   # skipped
//      model_answers = {}
//      for line in text.splitlines():
//          match = YES_NO_REGEX.search(line)
//          if match:
//              model_answers[int(match.group(1)) - 1] = match.group(2).capitalize()
//      ... pred = model_answers.get(idx, "N/A")                 # idx 0 is the templated question Q1
//    Python's \b and \w are Unicode (letters, numbers, underscore), \s is str.isspace(), \d any Nd digit; search()
//    takes each line's leftmost match only; str.splitlines also breaks on \v \f \x1c-\x1e \x85 \u2028 \u2029.
const PY_WORD = '[\\p{L}\\p{N}_]';
const PY_WS = `[${PY_SPACE}]`;
const PHYSVID_YES_NO = new RegExp(`(?<!${PY_WORD})Q${PY_WS}*(\\p{Nd}+)${PY_WS}*[-:]${PY_WS}*(yes|no)(?!${PY_WORD})`, 'iu');
const PY_SPLITLINES = /\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]/;
const physvidbenchQ1: FrameworkParser = (reply) => {
  if (reply === '') return false;
  let answered = false;
  for (const line of reply.split(PY_SPLITLINES)) {
    const match = PHYSVID_YES_NO.exec(line);
    if (match && pyIntOfDigits(match[1]!) - 1 === 0) answered = true;
  }
  return answered;
};

export const PARSERS_OF_SET_432: Record<string, FrameworkParser> = {
  'nano-banana-150k--geneval-plus-plus-t2i-image-vs-instruction-checklist-correct-0-1-json-greedy-brace': nanoBananaGeneval,
  'video-arena--t2v-sampled-frames-prompt-alignment-0-1-float-pydantic-structured-output': videoArenaPromptAlignment,
  'videoscore--gpt4o-t2v-frames-five-dimension-1-4-colon-space-score-findall-first-five': videoscoreGpt4o,
  'physvidbench--t2v-eight-captions-physical-commonsense-question-q1-yes-no-line-regex': physvidbenchQ1,
};
