/**
 * Set 745: replicas of the reply readers of five travel, hospitality and food-delivery judges: the Travel Assistant's
 * Gemini itinerary critique (JSON with three floats behind a conditional fence strip), the travel-planner's Llama
 * travel-advice judge (three "X Score: n" lines found by regex), the SMU travel-agent notebook's Gemini 1-10 judge
 * (JSON score + explanation), the Swiggy support-bot GPT-4 rubric judge (JSON "pass" boolean) and the AgentsVille trip
 * planner's activity/weather compatibility check (label substring). Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a retry, not a None)?
 */
import { isObject, lastTopLevelRaw, PY_FLOAT_STR, PY_SPACE, pyStrip, pyTruthy, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;
const has = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. Aletiaai/travel_assistant
//    src/llm_integration/llm_client.py LLMClient.generate:
//        text = response.generations[0][0].message.content
//        if text.startswith("```json") and text.endswith("```"):
//            text = re.sub(r'^```json\s*', '', text, flags=re.MULTILINE)
//            text = re.sub(r'\s*```$', '', text, flags=re.MULTILINE)
//        return text
//    evaluation/evaluation_script.py EvaluationScript.run_evaluation:
//        try:
//            critique_json = json.loads(critique_response)
//            route_feasibility = float(critique_json.get("route_feasibility", 0))
//            constraint_satisfaction = float(critique_json.get("constraint_satisfaction", 0))
//            response_quality = float(critique_json.get("response_quality", 0))
//            total = (route_feasibility + constraint_satisfaction + response_quality) / 3
//        except (json.JSONDecodeError, ValueError) as e:
//            result = {... 0.0 ..., "error": ...}
//        (outer) except Exception as e: results.append({... "error": str(e)})   # AttributeError, TypeError, OverflowError
//    metrics.py drops every result holding "error". Python MULTILINE: ^ at the start or after "\n" only, $ before any
//    "\n" or at the end (never before "\r"); \s is Unicode whitespace. A key missing from the object silently becomes
//    0.0: counted here as no verdict. float() takes numbers, bools and numeric strings; an integer literal beyond the
//    float range raises OverflowError (a float literal such as 1e400 is already inf and passes).
const ALETIAAI_OPEN = new RegExp(`(?:^|(?<=\\n))\`\`\`json${PY_WS}*`, 'g');
const ALETIAAI_CLOSE = new RegExp(`${PY_WS}*\`\`\`(?=\\n|$)`, 'g');
const ALETIAAI_KEYS = ['route_feasibility', 'constraint_satisfaction', 'response_quality'];
const pyFloatOfJson = (value: unknown, raw: string | undefined): boolean => {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') {
    // json.loads keeps integer literals as ints; float(int) overflows past ~1.8e308
    if (raw !== undefined && /^-?\d+$/.test(raw) && !Number.isFinite(Number(raw))) return false;
    return true;
  }
  return typeof value === 'string' && PY_FLOAT_STR.test(value);
};
const aletiaaiTravelAssistant: FrameworkParser = (reply) => {
  let text = reply;
  if (text.startsWith('```json') && text.endsWith('```')) {
    text = text.replace(ALETIAAI_OPEN, '');
    text = text.replace(ALETIAAI_CLOSE, '');
  }
  const value = pythonLoadsNumbers(text);
  if (!isObject(value)) return false;
  return ALETIAAI_KEYS.every((k) => has(value, k) && pyFloatOfJson(value[k], lastTopLevelRaw(text, k)));
};

// 2. maximboc/travel-planner, tests/judge.py parse_judge_output (regex version, commit 01520a74):
//        scores = {"relevance": 0, "helpfulness": 0, "logic": 0, "analysis": ""}
//        if "Analysis:" in judge_output:
//            analysis_text = (judge_output.split("Analysis:")[1].split("Score:")[0].strip())
//        rel_match = re.search(r"Relevance(?: Score)?:?\s*(\d+)", judge_output, re.IGNORECASE)
//        help_match = re.search(r"Helpfulness(?: Score)?:?\s*(\d+)", judge_output, re.IGNORECASE)
//        log_match = re.search(r"Logic(?: Score)?:?\s*(\d+)", judge_output, re.IGNORECASE)
//        if rel_match: scores["relevance"] = int(rel_match.group(1))     # likewise for the other two
//        return scores
//    Nothing raises; an unmatched score silently stays 0, so a verdict needs all three matches. Python's IGNORECASE on a
//    str pattern folds Unicode: 'ſ' matches s (JS /iu does too) and 'ı'/'İ' match i (JS /iu does not: spelled out).
//    \s is Unicode whitespace, \d any Unicode decimal digit (int() reads them all).
const scoreLine = (word: string) => new RegExp(`${word}(?: Score)?:?${PY_WS}*(\\p{Nd}+)`, 'iu');
const MAXIMBOC_LINES = [scoreLine('Relevance'), scoreLine('Helpfulness'), scoreLine('Log[iıİ]c')];
const maximbocTravelPlanner: FrameworkParser = (reply) => MAXIMBOC_LINES.every((re) => re.test(reply));

// 3. pakkei1212/smu-nlp-project-g1, Evaluation/LLM-as-a-judge.ipynb generate():
//        try:
//            response_text = response_text.replace("```json\n", "").strip().rstrip("```")
//            response_json = json.loads(response_text)
//            return response_json['score'], response_json['explanation']
//        except:
//            print(f"Error parsing response: {response_text}")
//            return None, None
//    Every "```json\n" goes, then str.strip() (Unicode whitespace) and trailing backticks; strict json.loads. Both keys
//    must exist on an object. A null score is the same None the failure path returns; a list/dict score would make the
//    df.at[...] assignment raise and abort the run: only a non-null scalar score is a verdict.
const smuTravelAgent: FrameworkParser = (reply) => {
  const text = pyStrip(reply.split('```json\n').join('')).replace(/`+$/, '');
  const value = pythonLoadsNumbers(text);
  if (!isObject(value) || !has(value, 'score') || !has(value, 'explanation')) return false;
  const score = value['score'];
  return typeof score === 'number' || typeof score === 'boolean' || typeof score === 'string';
};

// 4. RonSheoran123/sdet_assessment, test_swiggy_final.py:
//        raw_content = res.choices[0].message.content
//        clean_json = raw_content.replace("```json", "").replace("```", "").strip()
//        try:
//            return json.loads(clean_json)
//        except json.JSONDecodeError:
//            return {"pass": False, "reason": f"Judge returned invalid JSON: {raw_content}"}   # canned default
//        ...
//        eval_result = check_with_judge(test_case['user_query'], actual_response)
//        assert eval_result['pass'], f"Judge Fail: {eval_result['reason']}"
//    A decoded non-object -> TypeError, no "pass" -> KeyError (test error). "pass" is read by truthiness; a falsy one
//    evaluates the assertion message, which needs "reason" (KeyError otherwise).
const swiggySdet: FrameworkParser = (reply) => {
  const clean = pyStrip(reply.split('```json').join('').split('```').join(''));
  const value = pythonLoadsNumbers(clean);
  if (value === undefined || !isObject(value) || !has(value, 'pass')) return false;
  return pyTruthy(value['pass']) || has(value, 'reason');
};

// 5. Imsharad/smart-gaming-industry-research-agent, projects/travel-agent/dev_implementation.py
//    eval_activities_and_weather_are_compatible (project_lib.do_chat_completion returns message.content, maybe None):
//        if "IS_COMPATIBLE" in (resp or ""):
//            is_compatible = True
//        elif "IS_INCOMPATIBLE" in (resp or ""):
//            is_compatible = False
//        else:
//            raise RuntimeError(f"Unexpected response from the model: {resp}. Expected 'IS_COMPATIBLE' or 'IS_INCOMPATIBLE'.")
//    Case-sensitive substrings anywhere; either label gives a verdict (compatible wins when both occur).
const agentsvilleWeather: FrameworkParser = (reply) => reply.includes('IS_COMPATIBLE') || reply.includes('IS_INCOMPATIBLE');

export const PARSERS_OF_SET_745: Record<string, FrameworkParser> = {
  'aletiaai-travel-assistant--itinerary-route-constraint-quality-critique-json-three-floats': aletiaaiTravelAssistant,
  'maximboc-travel-planner--travel-advice-relevance-helpfulness-logic-0-10-three-score-lines-regex': maximbocTravelPlanner,
  'smu-travel-agent--travel-agent-response-quality-1-10-json-score-explanation': smuTravelAgent,
  'swiggy-sdet-assessment--food-delivery-support-reply-rubric-json-pass-boolean': swiggySdet,
  'agentsville-trip-planner--itinerary-activity-weather-compatibility-label-substring': agentsvilleWeather,
};
