/**
 * Set 395: replicas of the reply readers of three medical / clinical QA judges.
 * - MMMM's Llama-3 judge of medical VQA predictions ("Analysis: ... Rating: ...", read with split('Rating: ') + float()).
 * - RareBench's Chinese GPT-4 judge that gives the rank of the golden rare-disease diagnosis in a top-10 list
 *   (a reply containing 否, or exactly one standalone 1-10 under Python's Unicode \b).
 * - MedEd's MIRS interview-skills judge (first '{' to end, json.loads, then data['evaluation']['score'] != 'N/A').
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a skipped sample)?
 */
import { isObject, pyFloatOf, pyStrip, pyStripChars, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. MMMM, scripts/evaluate/utils.py LlamaMetrics.process (function2-llx/MMMM @ 57088ab):
//      while True:
//          try:
//              score = float(response.outputs[0].text.split('Rating: ')[1].strip().strip('.'))
//              response_texts.append(response.outputs[0].text)
//              scores.append(score)
//              break
//          except:
//              print(response.outputs[0].text)
//              response = self.llama.generate(prompts=[conversations[i]], sampling_params=sampling_params)[0]
//    split('Rating: ')[1] is the text between the first and the second 'Rating: ' (IndexError when there is none).
//    str.strip() drops Python whitespace, .strip('.') drops dots at both ends, and float() accepts surrounding whitespace,
//    '_' between digits, any Unicode decimal digits and inf/infinity/nan. A failure regenerates the reply (a retry).
const mmmm: FrameworkParser = (reply) => {
  const parts = reply.split('Rating: ');
  if (parts.length < 2) return false;
  const value = pyStripChars(pyStrip(parts[1]!), '.');
  return pyFloatOf(value) !== undefined;
};

// 2. RareBench, main.py diagnosis_metric_calculate (chenxz1111/RareBench @ 0daa8f0):
//      if "否" in predict_rank:
//          recall_top_k.append(11)
//      else:
//          pattern = r'\b(?:10|[1-9])\b'
//          predict_rank = re.findall(pattern, predict_rank)
//          if len(predict_rank) == 0 or len(predict_rank) > 1:
//              CNT += 1
//              res["predict_rank"] = None          # sample skipped, judged again on a later run
//              ...
//              continue
//          predict_rank = predict_rank[0]
//          recall_top_k.append(int(predict_rank))
//    Python's \b on str uses Unicode \w (str.isalnum() or '_': letters incl. CJK, every numeric character), so a CJK
//    character or a letter next to the number blocks it; [1-9] is ASCII only. JS \b is ASCII-only, hence lookarounds.
const PY_WORD = '[\\p{L}\\p{N}_]';
const RAREBENCH_RANK = new RegExp(`(?<!${PY_WORD})(?:10|[1-9])(?!${PY_WORD})`, 'gu');
const rarebench: FrameworkParser = (reply) => {
  if (reply.includes('否')) return true;
  return [...reply.matchAll(RAREBENCH_RANK)].length === 1;
};

// 3. MedEd, code/evaluation/score.py score_mirs_single_case + utils_apis.py parse_json (YannHicke/MedEd):
//      response = api_call(transcript, prompt)                       # openai: response_format json_object
//      score, explanation = parse_json(parse_openai(response))       # choices[0].message.content
//      if score == "N/A": raise ValueError("Score is N/A")           # -> scores[model][item] = "Error"
//    def parse_json(response):
//        json_start = re.search(r'\{', response)
//        if json_start: response = response[json_start.start():]
//        try:
//            json_end = re.search(r'\}\n```', response)
//            if json_end: response = response[:json_end.end() - 3]
//            data = json.loads(response)
//        except (json.JSONDecodeError, ValueError):
//            return "N/A", response
//        def safe_get(dct, key, default="N/A"):
//            try: return dct.get(key, default)
//            except (AttributeError, KeyError): return default
//        evaluation = safe_get(data, "evaluation", {})
//        score = safe_get(evaluation, "score", "N/A")
//        return score, justification
//    Only a dict 'evaluation' inside a dict document carries a score; any value but the string "N/A" (null included) counts.
const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const meded: FrameworkParser = (reply) => {
  let text = reply;
  const start = text.indexOf('{');
  if (start >= 0) text = text.slice(start);
  const end = /\}\n```/.exec(text);
  if (end) text = text.slice(0, end.index + end[0].length - 3);
  const data = pythonLoads(text);
  if (data === undefined) return false;
  const evaluation: unknown = isObject(data) ? (own(data, 'evaluation') ? data['evaluation'] : {}) : {};
  if (!isObject(evaluation)) return false;
  const score: unknown = own(evaluation, 'score') ? evaluation['score'] : 'N/A';
  return score !== 'N/A';
};

export const PARSERS_OF_SET_395: Record<string, FrameworkParser> = {
  'mmmm--medical-vqa-prediction-correctness-0-10-analysis-rating-split-float': mmmm,
  'rarebench--rare-disease-top10-diagnosis-golden-rank-chinese-rank-number-or-fou': rarebench,
  'meded--mirs-interview-elicits-spectrum-of-concerns-1-5-json-nested-evaluation-score': meded,
};
