/**
 * Set 477: replicas of the reply readers of three SQL, data-analysis and chart answer judges: ChartHal's GPT-4o judge
 * of chart answers to questions with a contradictory premise (a lenient 0/1 score search over the first three lines),
 * EDAplot's GPT-4o vision judge of a generated Vega-Lite chart against the ground-truth chart (an optional "[OUTPUT]:"
 * prefix, a commentjson array of per-criterion scores folded into one weighted score) and Lang2SQL's Korean judge of a
 * generated SQL query against the gold query (the whole reply read by Python float()). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a retry, not a NaN)?
 */
import { isObject, PY_SPACE, pyFloatOf, pyStrip, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;
// Python's \w on str: letters and characters with a numeric value (str.isalnum) plus the underscore; marks are not \w.
const PY_W = '[\\p{L}\\p{N}_]';

// ---------------------------------------------------------------------------------------------------------------
// 1. ChartHal (ymcui/ChartHal), evaluate.py:
//      worker:  return idx, r.choices[0].message.content.strip()
//      def parse_score(text: str) -> int:
//          head = "\n".join(text.splitlines()[:3])  # only inspect the first few lines
//          m = re.search(r'(?i)\bscore\b\s*[:\-]?\s*([0-9]+(?:\.[0-9]+)?)', head) \
//              or re.search(r'(\d+(?:\.\d+)?)\s*/\s*10', head) \
//              or re.search(r'(?<!\d)(10|[0-9])(?!\d)', head)
//          if m:
//              try:
//                  return int(round(max(0, min(10, float(m.group(1))))))
//              except Exception:
//                  pass
//          return -1
//      s = parse_score(eval_text)
//      if s != -1:
//          pending[idx]["score"] = s          # else the item keeps score -1 and is judged again on the next run
//    Python's str.splitlines also breaks on \v \f \x1c-\x1e \x85 \u2028 \u2029 (and drops a final empty line); \b, \s
//    and \d are Unicode-aware ([0-9] stays ASCII). float() of any matched group succeeds, so a match is a verdict.
const PY_LINE_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;
const PY_LINE_BREAK_AT_END = /(?:\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029])$/;
const pySplitlines = (s: string): string[] => {
  if (s === '') return [];
  const lines = s.split(PY_LINE_BREAK);
  if (PY_LINE_BREAK_AT_END.test(s)) lines.pop();
  return lines;
};
const CHARTHAL_SCORE_WORD = new RegExp(`(?<!${PY_W})score(?!${PY_W})${PY_WS}*[:\\-]?${PY_WS}*([0-9]+(?:\\.[0-9]+)?)`, 'iu');
const CHARTHAL_OUT_OF_TEN = new RegExp(`(\\p{Nd}+(?:\\.\\p{Nd}+)?)${PY_WS}*/${PY_WS}*10`, 'u');
const CHARTHAL_LONE_DIGIT = /(?<!\p{Nd})(10|[0-9])(?!\p{Nd})/u;
const charthal: FrameworkParser = (reply) => {
  const head = pySplitlines(pyStrip(reply)).slice(0, 3).join('\n');
  return CHARTHAL_SCORE_WORD.test(head) || CHARTHAL_OUT_OF_TEN.test(head) || CHARTHAL_LONE_DIGIT.test(head);
};

// ---------------------------------------------------------------------------------------------------------------
// 2. EDAplot (JetBrains-Research/EDAplot), benchmark/vision_judge.py, prompt_choice "criteria" (the default):
//      response_str = response.content ; assert isinstance(response_str, str)
//      criteria = parse_criteria_prompt_response(response_str)
//      def parse_criteria_prompt_response(content: str) -> list[CriteriaPromptResponse] | None:
//          content = content.strip()
//          if len(content) == 0:
//              return None
//          content = content.removeprefix("[OUTPUT]:").strip()
//          try:
//              resp = commentjson.loads(content)
//          except ValueError:
//              return None                       # lark's UnexpectedToken is no ValueError: it escapes (no verdict either)
//          if not isinstance(resp, list):
//              return None
//          for item in resp:
//              if not isinstance(item, dict):
//                  continue
//              try:
//                  score = float(item.get("score", "nan"))     # None / list / dict -> TypeError escapes
//              except ValueError:
//                  score = float("nan")
//              type_ = item.get("type") ; if type_ is not None: type_ = str(type_)
//              ...
//      get_parsed_score -> compute_vision_judge_criteria_score(crits):
//          crit_info = {"visualization_type": (1, 2), "data_encoding": (2, 2), "data_transformation": (1, 2),
//                       "aesthetics": (0.75, 2), "prompt_compliance": (1.5, 2), "is_blank": (1000, 1)}
//          for crit in crits:
//              if crit.type not in crit_info: continue
//              weight, max_value = crit_info[crit.type]
//              if crit.type == "is_blank":
//                  if crit.score == max_value: weights += weight
//              else:
//                  score += crit.score / max_value * weight ; weights += weight
//          if weights == 0.0: return float("nan")
//          return score / weights
//    commentjson 0.9 (lark LALR, COMMENT /(#|\/\/)[^\n]*/, WS [ \t\f\r\n], TRAILING_COMMA, then json.loads of the
//    reconstruction): one JSON value with line comments, form feeds between tokens and trailing commas ("[1,]", even
//    "[,]"); strings must close on their line; NaN, single quotes, "+1", ".5", "1." and anything after the value fail.
const commentjsonLoads = (text: string): unknown => {
  let stripped = '';
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      for (; j < text.length; j++) {
        const d = text[j];
        if (d === '\n') return undefined; // ESCAPED_STRING's '.' stops at a newline: UnexpectedCharacters
        if (d === '\\') {
          j++;
          if (text[j] === '\n') return undefined;
          continue;
        }
        if (d === '"') break;
      }
      if (j >= text.length) return undefined;
      stripped += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === '#' || (c === '/' && text[i + 1] === '/')) {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    stripped += c === '\f' ? ' ' : c;
    i++;
  }
  // a comma right before a closing bracket is a TRAILING_COMMA, which commentjson removes
  let out = '';
  for (let i = 0; i < stripped.length; i++) {
    const c = stripped[i]!;
    if (c === '"') {
      let j = i + 1;
      for (; j < stripped.length && stripped[j] !== '"'; j++) if (stripped[j] === '\\') j++;
      out += stripped.slice(i, j + 1);
      i = j;
      continue;
    }
    if (c === ',') {
      let k = i + 1;
      while (k < stripped.length && ' \t\r\n'.includes(stripped[k]!)) k++;
      if (stripped[k] === ']' || stripped[k] === '}') continue;
    }
    out += c;
  }
  return wholeJson(out);
};
const EDAPLOT_CRITERIA: Record<string, [number, number]> = {
  visualization_type: [1, 2],
  data_encoding: [2, 2],
  data_transformation: [1, 2],
  aesthetics: [0.75, 2],
  prompt_compliance: [1.5, 2],
  is_blank: [1000, 1],
};
// float(item.get("score", "nan")): null, lists and objects raise TypeError (undefined here)
const edaplotFloat = (v: unknown): number | undefined => {
  if (v === undefined) return Number.NaN;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return pyFloatOf(v) ?? Number.NaN;
  return undefined;
};
const edaplot: FrameworkParser = (reply) => {
  let content = pyStrip(reply);
  if (content.length === 0) return false;
  if (content.startsWith('[OUTPUT]:')) content = content.slice('[OUTPUT]:'.length);
  const resp = commentjsonLoads(pyStrip(content));
  if (!Array.isArray(resp)) return false;
  const crits: Array<{ score: number; type: string | null }> = [];
  for (const item of resp) {
    if (!isObject(item)) continue;
    const score = edaplotFloat(Object.prototype.hasOwnProperty.call(item, 'score') ? item['score'] : undefined);
    if (score === undefined) return false; // TypeError escapes run_vision_judge
    const type = item['type'];
    crits.push({ score, type: typeof type === 'string' ? type : null });
  }
  let weights = 0;
  let score = 0;
  for (const crit of crits) {
    if (crit.type === null || !Object.prototype.hasOwnProperty.call(EDAPLOT_CRITERIA, crit.type)) continue;
    const [weight, maxValue] = EDAPLOT_CRITERIA[crit.type]!;
    if (crit.type === 'is_blank') {
      if (crit.score === maxValue) weights += weight;
    } else {
      score += (crit.score / maxValue) * weight;
      weights += weight;
    }
  }
  if (weights === 0) return false;
  return !Number.isNaN(score / weights);
};

// ---------------------------------------------------------------------------------------------------------------
// 3. Lang2SQL (CausalInferenceLab/Lang2SQL), llm_evaluation/llm_evaluator.py compare_sql_with_llm:
//      chain = prompt | llm
//      response = chain.invoke({})
//      try:
//          score = float(response.content.strip())
//          return max(0, min(score, 1))  # 0~1 사이 값으로 정규화
//      except:
//          return 0.0  # 오류 발생 시 0점 처리
//    Python float() of a str: optional sign, Unicode decimal digits with single underscores between them, a fraction,
//    an exponent, inf / infinity / nan, surrounding whitespace.
const lang2sql: FrameworkParser = (reply) => pyFloatOf(pyStrip(reply)) !== undefined;

export const PARSERS_OF_SET_477: Record<string, FrameworkParser> = {
  'charthal--chart-contradictory-question-response-vs-ground-truth-0-1-score-line-lenient-first-three-lines': charthal,
  'edaplot--vega-lite-generated-vs-ground-truth-plot-six-criteria-output-prefixed-commentjson-array-weighted-score': edaplot,
  'lang2sql--generated-vs-gold-sql-similarity-0-1-bare-float-korean-system-only': lang2sql,
};
