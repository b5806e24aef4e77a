/**
 * Set 431 (Chinese-language judge prompts): a replica of how BioAI-kits/graphrag reads its Chinese academic-QA
 * rubric judge. The prompt and the forced-less `grade_answer` tool are in Chinese. The reply read is the tool call's
 * `function.arguments` string, cleaned, put through json.loads (json_repair as the fallback), and then spread into
 * score columns by pandas. The parser answers: would the project get a verdict out of this reply (not the {} default,
 * not an exception, not a sample left out of the averages)?
 */
import { balancedJsonEnd, isObject, NOT_JSON, parsePartialJson, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. BioAI-kits/graphrag, 模型表现评估/ (commit 395d83f53edbb8802e0c05921e274aa84e371d0a)
//    batch_grade.py async_query_openai:
//        res = await client.chat.completions.create(model="gemini-2.5-pro", messages=messages, tools=Tools)
//        try:
//            response = parse_openai_arguments(res.choices[0].message.tool_calls[0].function.arguments)[-1]
//            query['response'] = response
//            return query
//        except Exception as e:
//            print(e)
//            return {}                       # main(): `if not result: continue` -> the sample is not written
//    format_to_json.py parse_openai_arguments(raw_argument_str):
//        original = raw_argument_str.strip()
//        if original.startswith("```json"): original = original[len("```json"):].strip()
//        elif original.startswith("```"): original = original[len("```"):].strip()
//        if original.endswith("```"): original = original[:-3].strip()
//        cleaned = (original.replace("\\n", " ").replace("\\", "").replace("{{", "{").replace("}}", "}")
//                   .replace("'", '"')).strip()
//        try: result = json.loads(cleaned); return cleaned, result
//        except json.JSONDecodeError: logger.warning(...)
//        try: repaired = repair_json(cleaned); result = json.loads(repaired); return repaired, result
//        except Exception as e: logger.error(...); return cleaned, {}
//    计算模型表现分数并绘制.py (the only reader of the stored response):
//        response_df = pd.json_normalize(df['response'])
//        def calculate_weighted_score(row):
//            weights = difficulty_weight_adjust.get(row['difficulty'], {})
//            return sum(row.get(k, 0) * w for k, w in weights.items())   # accuracy, coverage, depth, traceability, clarity
//        grouped = df_expanded.groupby(['model_name', 'difficulty'])['weighted_score'].mean()
//    So a sample counts only when the parsed value is a dict and all five score keys hold numbers at its top level.
//    A missing key or a null becomes NaN after json_normalize, which makes the weighted score NaN, and mean() skips
//    it. A NaN literal does the same. A string score ("8" * 0.45) raises TypeError and stops the script. A nested
//    {"scores": {...}} is flattened to "scores.accuracy". A list, a string or {} is not a verdict. Booleans are
//    refused here too: pandas' object-dtype means make them uncertain, and no test relies on them.
//    json_repair (the fallback) is modelled on its parser and was NOT run here, because PyPI is not reachable from
//    this machine. At the top level it skips characters up to the first '{' or '['; '#' and '//' skip the rest of a
//    line. An '[' gives a list. A second JSON value after the object turns the result into a list. Inside the object,
//    unclosed strings and brackets are closed and trailing commas are dropped. The replica uses the helpers' partial-
//    JSON closer for that step. What it does not model: json_repair's handling of unquoted keys, stray quotes inside
//    strings, and its rule that merges a later object with the same keys into the first.
const SCORE_KEYS = ['accuracy', 'coverage', 'depth', 'traceability', 'clarity'];

const cleanArguments = (raw: string): string => {
  let original = pyStrip(raw);
  if (original.startsWith('```json')) original = pyStrip(original.slice('```json'.length));
  else if (original.startsWith('```')) original = pyStrip(original.slice('```'.length));
  if (original.endsWith('```')) original = pyStrip(original.slice(0, -3));
  // str.replace replaces non-overlapping occurrences left to right, as split/join does
  return pyStrip(original.split('\\n').join(' ').split('\\').join('').split('{{').join('{').split('}}').join('}').split("'").join('"'));
};

const jsonRepairApprox = (s: string): unknown => {
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === '{' || c === '[') break;
    if (c === '#' || (c === '/' && s[i + 1] === '/')) {
      while (i < s.length && s[i] !== '\n' && s[i] !== '\r') i++;
      continue;
    }
    if (c === '/' && s[i + 1] === '*') {
      const close = s.indexOf('*/', i + 2);
      i = close === -1 ? s.length : close + 2;
      continue;
    }
    i++;
  }
  if (i >= s.length) return ''; // repair_json gives '""'
  if (s[i] === '[') return []; // an array: never a dict
  const end = balancedJsonEnd(s, i);
  if (end !== -1 && /[{[]/.test(s.slice(end))) return []; // more JSON values after it: a list
  const body = (end === -1 ? s.slice(i) : s.slice(i, end)).replace(/,(\s*[}\]])/g, '$1');
  const value = parsePartialJson(body);
  return value === NOT_JSON ? {} : value;
};

const graphragRubric: FrameworkParser = (reply) => {
  const cleaned = cleanArguments(reply);
  const direct = pythonLoadsNumbers(cleaned);
  const value = direct !== undefined ? direct : jsonRepairApprox(cleaned);
  if (!isObject(value)) return false;
  return SCORE_KEYS.every((k) => typeof value[k] === 'number' && !Number.isNaN(value[k]));
};

export const PARSERS_OF_SET_431: Record<string, FrameworkParser> = {
  'bioai-graphrag--academic-qa-five-dimension-rubric-0-10-tool-call-arguments-json-repair': graphragRubric,
};
