/**
 * Set 749: replicas of the reply readers of four Chinese-language judges in government-service, education and
 * enterprise apps: GovInsight-AI SmartScore's 12345-hotline reply-quality judge (Python json.loads, per-dimension
 * validation, fallback to the first-'{'-to-last-'}' slice), AutoScore's AI-course answer grader (a quirky slice between
 * the first ``` fence and the next one, int-only score), GovInsight-AI's work-order auditor (fence stripping then a bare
 * JSON.parse) and 车厘子's repair-review compliance audit (greedy brace match, boolean `pass`). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not an error payload)?
 */
import { isObject, lastTopLevelRaw, pythonLoadsNumbers, pyTruthy } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
// dict.get(key, default)
const pyGet = (o: Record<string, unknown>, k: string, d: unknown): unknown => (own(o, k) ? o[k] : d);

// ---------------------------------------------------------------------------------------------------------------
// 1. GovInsight-AI SmartScore, legacy/backend/app.py call_model (HuoTaoCN/scoring):
//      result = response.output.choices[0].message.content
//      try:
//          json_result = json.loads(result)
//          details = json_result.get('evaluation_details', {})              # non-dict reply -> AttributeError
//          logger.info(f"原始评分详情: {json.dumps(details, ensure_ascii=False)}")
//          max_scores = {'答非所问': 30, '回复逻辑性': 30, '问题解决情况': 10, '办理时长': 10, '回复态度': 20}
//          for dimension, max_score in max_scores.items():
//              if dimension in details:
//                  original_scores[dimension] = details[dimension].get('得分', 0)
//          for dimension, max_score in max_scores.items():
//              if dimension in details:
//                  score = details[dimension].get('得分', 0)
//                  if not isinstance(score, (int, float)): score = 0
//                  if score > max_score:
//                      details[dimension]['得分'] = max_score
//                      details[dimension]['评价'] += f"（原始分值 {score} 超出上限，已修正为 {max_score}）"
//                  elif score < 0:
//                      details[dimension]['得分'] = 0
//                      details[dimension]['评价'] += f"（原始分值 {score} 小于0，已修正为 0）"
//                  else:
//                      details[dimension]['得分'] = int(score)                  # int(nan) -> ValueError
//          total_score = sum(details[dim].get('得分', 0) for dim in max_scores.keys())   # a missing dim -> KeyError
//          ... if details.get('答非所问', {}).get('得分', 0) < 5: should_be_concerned = True   (same for 回复逻辑性, 回复态度)
//          if details.get('错别字', {}).get('存在', False):
//              should_be_concerned = True
//              错别字列表 = details['错别字'].get('错别字列表', [])
//              if 错别字列表: ', '.join(item['错误写法'] for item in 错别字列表)
//          if details.get('负面词语', {}).get('存在', False):
//              should_be_concerned = True
//              词语列表 = details['负面词语'].get('词语列表', [])
//              if 词语列表: ', '.join(词语列表)
//          confidence = json_result.get('confidence', 0.8)
//          if should_be_concerned: ... elif confidence < 0.7: ... elif confidence < 0.85: ... else: ...
//          return json_result
//      except json.JSONDecodeError:
//          try:
//              start = result.find('{'); end = result.rfind('}') + 1
//              if start >= 0 and end > start:
//                  return json.loads(result[start:end])                    # returned as is, unchecked
//          except: pass
//          return {"error": "模型返回的不是有效的JSON格式", "score": 0, ...}
//      (outer) except Exception as e: return {"error": f"调用出错: ...", "score": 0, ...}
//    Every non-JSONDecodeError exception lands in the outer handler (error payload, score 0). Python json.loads takes
//    NaN/Infinity; `x in details` on a list/str and indexing them by a dimension name all end in TypeError/KeyError,
//    so the details must be a dict holding the five dimensions as dicts.
const SMARTSCORE_DIMS: Array<[string, number]> = [
  ['答非所问', 30],
  ['回复逻辑性', 30],
  ['问题解决情况', 10],
  ['办理时长', 10],
  ['回复态度', 20],
];
const SMARTSCORE_WATCHED = ['答非所问', '回复逻辑性', '回复态度'];
// Python `+=` of a str onto the value: str + str, list.extend(str); anything else raises TypeError.
const pyConcatStrOk = (v: unknown) => typeof v === 'string' || Array.isArray(v);
// ', '.join(x): every element a str (a str iterates its characters, a dict its keys).
const pyJoinable = (v: unknown) =>
  typeof v === 'string' || isObject(v) || (Array.isArray(v) && v.every((x) => typeof x === 'string'));

const smartScoreValidated = (json: unknown): boolean => {
  if (!isObject(json)) return false;
  const details = pyGet(json, 'evaluation_details', {});
  if (!isObject(details)) return false;
  const normalized: Record<string, number> = {};
  for (const [dim, max] of SMARTSCORE_DIMS) {
    if (!own(details, dim)) return false; // total_score: details[dim] -> KeyError
    const item = details[dim];
    if (!isObject(item)) return false; // .get on a non-dict -> AttributeError
    const raw = pyGet(item, '得分', 0);
    const score = typeof raw === 'number' ? raw : typeof raw === 'boolean' ? Number(raw) : 0;
    if (score > max) {
      if (!own(item, '评价') || !pyConcatStrOk(item['评价'])) return false;
      normalized[dim] = max;
    } else if (score < 0) {
      if (!own(item, '评价') || !pyConcatStrOk(item['评价'])) return false;
      normalized[dim] = 0;
    } else {
      if (Number.isNaN(score)) return false; // int(nan) -> ValueError
      normalized[dim] = Math.trunc(score);
    }
  }
  let concerned = SMARTSCORE_WATCHED.some((dim) => (normalized[dim] ?? 0) < 5);
  const typos = pyGet(details, '错别字', {});
  if (!isObject(typos)) return false;
  if (pyTruthy(pyGet(typos, '存在', false))) {
    concerned = true;
    const list = pyGet(typos, '错别字列表', []);
    if (pyTruthy(list)) {
      if (!Array.isArray(list)) return false; // a str/dict iterates to str items -> item['错误写法'] TypeError
      if (!list.every((item) => isObject(item) && own(item, '错误写法') && typeof item['错误写法'] === 'string')) return false;
    }
  }
  const negative = pyGet(details, '负面词语', {});
  if (!isObject(negative)) return false;
  if (pyTruthy(pyGet(negative, '存在', false))) {
    concerned = true;
    const words = pyGet(negative, '词语列表', []);
    if (pyTruthy(words) && !pyJoinable(words)) return false;
  }
  if (!concerned) {
    const confidence = pyGet(json, 'confidence', 0.8);
    if (typeof confidence !== 'number' && typeof confidence !== 'boolean') return false; // str < float -> TypeError
  }
  return true;
};
const govinsightSmartscore: FrameworkParser = (reply) => {
  const whole = pythonLoadsNumbers(reply);
  if (whole !== undefined) return smartScoreValidated(whole);
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}') + 1;
  if (start >= 0 && end > start) return pythonLoadsNumbers(reply.slice(start, end)) !== undefined;
  return false;
};

// 2. AutoScore, service/auto_score.py (ruichu/AutoScore):
//      get_score:
//          output = response.choices[0].message.content
//          # 从output中提取```json和```之间的内容
//          start = output.find("```")
//          start = output.find("\n", start)        # start == -1 searches only the last character
//          end = output.find("```", start+1)
//          output = output[start:end]
//          response_json = json.loads(output)
//          return response_json['score']
//      auto_score:
//          try:
//              ... score = get_score(record_data[index]['question'], record_data[index]['value'], prompt, max_score)
//              if isinstance(score, int):
//                  scores[i] = min(score, max_score)
//          except Exception as e:
//              print(e)                              # scores[i] keeps its default 0
//    Python str.find / slicing work on code points, negative start/stop counting from the end. json.loads is strict
//    (NaN allowed). isinstance(score, int) holds for a JSON integer literal or true/false, not for 3.0 or "3".
const pyFind = (hay: string[], needle: string[], start: number): number => {
  const from = start < 0 ? Math.max(0, hay.length + start) : start;
  for (let i = from; i + needle.length <= hay.length; i++) {
    if (needle.every((c, j) => hay[i + j] === c)) return i;
  }
  return -1;
};
const pySliceIndex = (i: number, len: number) => (i < 0 ? Math.max(0, len + i) : Math.min(i, len));
const FENCE = ['`', '`', '`'];
const autoscore: FrameworkParser = (reply) => {
  const chars = Array.from(reply);
  let start = pyFind(chars, FENCE, 0);
  start = pyFind(chars, ['\n'], start);
  const end = pyFind(chars, FENCE, start + 1);
  const a = pySliceIndex(start, chars.length);
  const b = pySliceIndex(end, chars.length);
  const text = a < b ? chars.slice(a, b).join('') : '';
  const value = pythonLoadsNumbers(text);
  if (!isObject(value) || !own(value, 'score')) return false; // ['score'] on a list/str/None -> TypeError, missing -> KeyError
  const raw = lastTopLevelRaw(text, 'score');
  return raw === 'true' || raw === 'false' || (raw !== undefined && /^-?\d+$/.test(raw));
};

// 3. GovInsight-AI, web/functions/api/[[route]].ts POST /analyze (HuoTaoCN/GovInsight-AI):
//      const content = completion.choices[0].message.content;
//      if (!content) { throw new Error("No content received from LLM"); }
//      const jsonStr = content.replace(/```json\n?|\n?```/g, '').trim();
//      const result = JSON.parse(jsonStr);
//      return c.json(result);
//    } catch (error) { ... return c.json({ error: "Failed to analyze work order" }, 500); }
//    Any JSON value is passed on to the frontend; nothing checks its keys.
const govinsightAi: FrameworkParser = (reply) => {
  if (!reply) return false;
  const jsonStr = reply.replace(/```json\n?|\n?```/g, '').trim();
  try {
    JSON.parse(jsonStr);
    return true;
  } catch {
    return false;
  }
};

// 4. 车厘子, web/api-server/qwen-analyzer.js mapReviewAuditResponse (zhenglongwei/chelizi):
//      let parsed = {};
//      try {
//        const jsonMatch = raw.match(/\{[\s\S]*\}/);
//        if (jsonMatch) {
//          parsed = JSON.parse(jsonMatch[0]);
//        }
//      } catch (_) {}
//      const pass = parsed.pass === true;
//      const rejectReason = pass ? null : (String(parsed.rejectReason || '').trim() || '评价未通过 AI 审核');
//      return { pass, rejectReason: pass ? null : rejectReason, details: parsed.details || {} };
//    The model's verdict is read when the greedy match parses and `pass` is a JSON boolean; otherwise the review is
//    rejected by default with '评价未通过 AI 审核'.
const CHELIZI_BRACES = /\{[\s\S]*\}/;
const chelizi: FrameworkParser = (reply) => {
  const match = CHELIZI_BRACES.exec(reply);
  if (!match) return false;
  try {
    const parsed = JSON.parse(match[0]) as Record<string, unknown>;
    return typeof parsed.pass === 'boolean';
  } catch {
    return false;
  }
};

export const PARSERS_OF_SET_749: Record<string, FrameworkParser> = {
  'govinsight-smartscore--citizen-appeal-reply-quality-100-point-json-dimension-scores-validated-and-recomputed': govinsightSmartscore,
  'autoscore--ai-course-student-answer-rubric-score-json-first-fence-slice-int-only': autoscore,
  'govinsight-ai--hotline-work-order-vs-call-summary-quality-json-fence-stripped-any-json': govinsightAi,
  'chelizi--car-repair-review-compliance-audit-json-pass-boolean-greedy-brace': chelizi,
};
