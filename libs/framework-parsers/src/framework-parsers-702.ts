/**
 * Set 702: replicas of the reply readers of three vision/video judges whose reply is text:
 * a CALVIN robot-rollout progress judge over a sequence of camera frames (label word: exclusive substring, then the
 * last three lines lowercased), EditScore's GPT-4o image-edit prompt-consistency judge (JSON with a lowercase "score"
 * key, or a "fix_json" repair, a bare [n, m] list or a bare 0-10 integer) and MineStudio's auto-eval comparison of two
 * Minecraft agent videos ("- <Criterion>: <value>" lines read with startswith). Each parser answers: would the project
 * get a verdict out of this reply (not a default, not an exception, not a retry, not a None / False)?
 */
import { isObject, PY_INT_STR, pyIntOfValue, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. RamyE/calvin, scripts/llm_progress_assessment/utils.py analyze_response (task == "progress"):
//      if "Keep Going" in response_text and not "Reset" in response_text and not "Unsure" in response_text:
//          action = "Keep Going"
//      elif "Reset" in response_text and not "Keep Going" in response_text and not "Unsure" in response_text:
//          action = "Reset"
//      elif "Unsure" in response_text and not "Keep Going" in response_text and not "Reset" in response_text:
//          action = "Unsure"
//      else:
//          action = None
//      # if action is None, we will look into the last lines only now and be more flexible
//      line_to_check = -1
//      while action is None:
//          if "keep going" in response_text.split('\n')[line_to_check].lower(): action = "Keep Going"
//          elif "reset" in response_text.split('\n')[line_to_check].lower(): action = "Reset"
//          elif "unsure" in response_text.split('\n')[line_to_check].lower(): action = "Unsure"
//          line_to_check -= 1
//          if line_to_check < -3: break
//    (the whole body sits in try/except Exception -> action = None; an IndexError on a reply with fewer lines than
//    the index being checked lands there). progress_assessment.py: actions.append(candidate_action);
//    action = majority_voting(actions) (NUM_CANDIDATES = 1 by default, so the one action or None).
//    Case-sensitive substrings first (so "Resetting" counts), then the last three '\n'-separated lines lowercased.
const CALVIN_WORDS = ['Keep Going', 'Reset', 'Unsure'];
const calvinProgress: FrameworkParser = (reply) => {
  const present = CALVIN_WORDS.map((w) => reply.includes(w));
  if (present.filter(Boolean).length === 1) return true;
  const lines = reply.split('\n');
  for (let back = 1; back <= 3; back++) {
    if (back > lines.length) return false; // IndexError -> except -> action None
    const line = (lines[lines.length - back] ?? '').toLowerCase();
    if (line.includes('keep going') || line.includes('reset') || line.includes('unsure')) return true;
  }
  return false;
};

// 2. oooolga/EditScore, editscore/scoring/metric/utils.py mllm_output_to_dict (called from editscores.py
//    EditScore.evaluate with start_delimiter=None, end_delimiter=None since delimiter=False by default):
//      if input_string == "rate_limit_exceeded": return "rate_limit_exceeded"
//      start_index = input_string.find('{'); end_index = input_string.rfind('}') + 1
//      if start_index == -1 or end_index == 0:
//          start_index = input_string.find('['); end_index = input_string.rfind(']') + 1
//          if give_up_parsing: ...                                     # False here
//          elif re.match(r'^\[\d+, ?\d+\]$', input_string[start_index:end_index]):
//              scores = json.loads(input_string[start_index:end_index])   # uncaught: non-ASCII digits / "04" raise
//              ... input_string = json.dumps({'score': scores, ...})
//          elif is_int_between_0_and_10(input_string):                # int(s) in 0..10, ValueError -> False
//              ... input_string = json.dumps({'score': [int(input_string)], ...})
//          else: return False
//      if start_index != -1 and end_index != -1 and start_index != end_index:
//          json_str = input_string[start_index:end_index].strip().replace("\n", "")
//          try:
//              new_data = json.loads(json_str)
//              if not isinstance(new_data['score'], list): new_data['score'] = [new_data['score']]
//          except:
//              try: new_data = json.loads(fix_json(json_str)); return new_data
//              except: return False
//          return new_data
//      else: return False
//    fix_json: re.sub(r'(\w+):', r'"\1":', s), then re.sub(r'(".*?"):(.*?)(,|})', format_value, s) where format_value
//    strips the value and writes [value] for ^-?\d+(\.\d+)?$, leaves true/false/null (IGNORECASE), else "value".
//    So a lowercase "score" key is needed, or a JSON that survives fix_json: the prompt's own {"Score": n,
//    "Reasoning": "..."} fails (the quoted reasoning becomes ""...""). The `regex` module's \w and \d are Unicode;
//    Python's '.' excludes only '\n'.
const EDITSCORE_WORD_COLON = /([\p{Alphabetic}\p{M}\p{Nd}\p{Pc}\u200c\u200d]+):/gu;
const EDITSCORE_PAIR = /("[^\n]*?"):([^\n]*?)(,|\})/gu;
const EDITSCORE_NUMBER = /^-?\p{Nd}+(\.\p{Nd}+)?$/u;
const EDITSCORE_LITERAL = /^(true|false|null)$/iu;
const editscoreFixJson = (input: string): string =>
  input.replace(EDITSCORE_WORD_COLON, '"$1":').replace(EDITSCORE_PAIR, (_m, key: string, raw: string, comma: string) => {
    let value = pyStrip(raw);
    if (EDITSCORE_NUMBER.test(value)) value = `[${value}]`;
    else if (!EDITSCORE_LITERAL.test(value)) value = `"${value}"`;
    return `${key}: ${value}${comma}`;
  });
const EDITSCORE_PAIR_LIST = /^\[\p{Nd}+, ?\p{Nd}+\]$/u;
const editscoreIntBetween0And10 = (s: string): boolean => {
  if (!PY_INT_STR.test(s)) return false;
  const n = pyIntOfValue(s);
  return n !== undefined && n >= 0 && n <= 10;
};
const editscore: FrameworkParser = (reply) => {
  if (reply === 'rate_limit_exceeded') return false;
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}') + 1;
  if (start === -1 || end === 0) {
    const bStart = reply.indexOf('[');
    const bEnd = reply.lastIndexOf(']') + 1;
    // input_string[-1:k] can never start with '[', and [i:0] is empty: neither matches the pattern
    const slice = bStart === -1 ? '' : reply.slice(bStart, bEnd);
    if (EDITSCORE_PAIR_LIST.test(slice)) return pythonLoads(slice) !== undefined; // json.loads raising is uncaught
    return editscoreIntBetween0And10(reply);
  }
  if (start === end) return false;
  const jsonStr = pyStrip(reply.slice(start, end)).replace(/\n/g, '');
  const data = pythonLoads(jsonStr);
  if (isObject(data) && Object.prototype.hasOwnProperty.call(data, 'score')) return true;
  return pythonLoads(editscoreFixJson(jsonStr)) !== undefined;
};

// 3. muzhancun/CausalEnvGeneration (MineStudio auto-eval), minestudio/benchmark/auto_eval/video_comparison.py:
//      ans = fetch_gpt4(query)          # completion.choices[0].message.content
//      save_data_json(ans, task_name, video_path_a, video_path_b):
//          keys_to_extract = ["Task Progress", "Action Control", "Error Recognition and Correction",
//                             "Creative Attempts", "Task Completion Efficiency", "Material Selection and Usage"]
//          for line in ans.strip().split('\n'):
//              for key in keys_to_extract:
//                  if line.startswith(f'- {key}: '):
//                      value = (line.split(': ', 1)[1].strip())
//                      if value:
//                          result_dict[key] = value
//                          break
//    A verdict exists when at least one criterion line yields a non-empty value (Python str.strip whitespace). Only the
//    first line loses its indentation (ans.strip()); markdown bold, another bullet or a missing space break the match.
const MINESTUDIO_KEYS = [
  'Task Progress',
  'Action Control',
  'Error Recognition and Correction',
  'Creative Attempts',
  'Task Completion Efficiency',
  'Material Selection and Usage',
];
const minestudioVideoComparison: FrameworkParser = (reply) =>
  pyStrip(reply)
    .split('\n')
    .some((line) => MINESTUDIO_KEYS.some((key) => line.startsWith(`- ${key}: `) && pyStrip(line.slice(line.indexOf(': ') + 2)) !== ''));

export const PARSERS_OF_SET_702: Record<string, FrameworkParser> = {
  'calvin-llm-assessment--robot-rollout-frames-progress-reset-keep-going-unsure-label-exclusive-substring-last-three-lines': calvinProgress,
  'editscore--image-edit-prompt-consistency-0-5-vs-ideal-and-baseline-json-lowercase-score-key-or-fix-json': editscore,
  'minestudio-auto-eval--minecraft-agent-videos-a-vs-b-six-criteria-dash-key-colon-lines-startswith': minestudioVideoComparison,
};
