/**
 * Set 592: replicas of the reply readers of two translation-quality judges (MQM-like error annotation):
 * GEMBA-MQM's few-shot error-span annotator as shipped in the gemba 0.1.3 PyPI package (severity section headers, or an
 * '{"improved translation"' JSON variant), and the CS6223 Llama-2 Chinese-to-English translation error detector (lines
 * starting with a digit). Each parser answers: would the project get a verdict out of this reply (not a default, not
 * an exception, not a retry, not a skipped sample)?
 */
import { isObject, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. GEMBA-MQM, gemba 0.1.3 as mirrored in pypi-data/pypi-mirror-321 (packages/gemba/gemba-0.1.3.tar.gz/gemba-0.1.3/):
//      gemba/utils.py get_gemba_scores(..., method="GEMBA-MQM_norm"):
//          parse_answer = lambda x: parse_mqm_answer(x, list_mqm_errors=True, full_desc=True, normalize=method == "GEMBA-MQM_norm")
//          answers = gptapi.bulk_request(df, model, parse_answer, cache=cache, max_tokens=500)
//      gemba/gemba_mqm_utils.py:
//      def parse_mqm_answer(x, list_mqm_errors=False, full_desc=True, normalize=True):
//          if x is None: return None
//          x = str(x)
//          if x.startswith('{"improved translation"'):
//              try: x = json.loads(x)
//              except: x = parse_broken_json(x)
//              errors = x["errors"]                                   # KeyError when absent
//          else:
//              x = x.lower()
//              errors = {'critical': [], 'major': [], 'minor': []}
//              error_level = None
//              for line in x.split('\n'):
//                  line = line.strip()
//                  if "no-error" in line or "no error" in line or "" == line: continue
//                  if "critical:" == line: error_level = "critical"; continue
//                  elif "major:" == line: error_level = "major"; continue
//                  elif "minor:" == line: error_level = "minor"; continue
//                  ...
//                  if error_level is None: print(f"No error level for {line}"); continue
//                  if "non-translation" in line: errors["critical"].append(line)
//                  else: errors[error_level].append(line)
//          for error_level in ['critical', 'major', 'minor']:
//              if error_level not in errors: continue                 # TypeError when errors is None / a number
//              for error in errors[error_level]:                      # TypeError on None / numbers / list[str] / str[str]
//                  if error_counter < 5: final_score += 25 | 5 | 1 ...
//          return -min(final_score, 25) * 4 + 100, error_classes   # normalize=True, list_mqm_errors=True
//      def parse_broken_json(x):
//          errors = defaultdict(list)
//          if '"errors": ' in x and "improved translation" in x:
//              data = x.split('", "errors": ')
//              if len(data) != 2: return {..., "errors": errors}
//              improved_translation = data[0].split('"improved translation": "')[1]   # IndexError
//              data[1] = data[1][:-1]
//              try: errors = json.loads(data[1])
//              except:
//                  words = re.findall(r'\b\w+\b', data[1].lower()); last_key = None
//                  for word in words:
//                      if word in ['critical', 'major', 'minor']: last_key = word
//                      elif last_key is not None and word == "class": errors[last_key].append({"class": "other"})
//          return {"improved translation": improved_translation, "errors": errors}
//    A number comes back for every string, so "a verdict" = the reader recognised an annotation: a severity header line
//    in the text branch (otherwise the untouched 100 is a default), a dict of errors in the JSON branch (a non-dict either
//    raises or leaves the default), or at least one 'class' found by the broken-JSON keyword scan.
const GEMBA_LEVELS = ['critical', 'major', 'minor'];
const gembaErrorsLoop = (errors: unknown): boolean => {
  if (!isObject(errors)) return false; // None / numbers raise; lists and strings raise or leave the default score
  for (const level of GEMBA_LEVELS) {
    if (!Object.prototype.hasOwnProperty.call(errors, level)) continue;
    const value = errors[level];
    if (!(Array.isArray(value) || typeof value === 'string' || isObject(value))) return false; // not iterable: TypeError
  }
  return true;
};
// Python's \w in a str pattern: str.isalnum() characters and '_' (combining marks are not \w).
const PY_WORD = /[\p{L}\p{N}_]+/gu;
const gembaBrokenJson = (x: string): boolean => {
  if (!(x.includes('"errors": ') && x.includes('improved translation'))) return false; // empty defaultdict: default 100
  const data = x.split('", "errors": ');
  if (data.length !== 2) return false; // empty defaultdict
  if (data[0]!.split('"improved translation": "').length < 2) return false; // IndexError
  const tail = [...data[1]!].slice(0, -1).join('');
  const inner = pythonLoads(tail);
  if (inner !== undefined) return gembaErrorsLoop(inner);
  let lastKey: string | null = null;
  for (const word of tail.toLowerCase().match(PY_WORD) ?? []) {
    if (GEMBA_LEVELS.includes(word)) lastKey = word;
    else if (lastKey !== null && word === 'class') return true;
  }
  return false;
};
const GEMBA_HEADERS = new Set(['critical:', 'major:', 'minor:']);
const gembaMqm: FrameworkParser = (reply) => {
  if (reply.startsWith('{"improved translation"')) {
    const loaded = pythonLoads(reply);
    if (loaded === undefined) return gembaBrokenJson(reply);
    if (!isObject(loaded) || !Object.prototype.hasOwnProperty.call(loaded, 'errors')) return false; // KeyError
    return gembaErrorsLoop(loaded['errors']);
  }
  for (const raw of reply.toLowerCase().split('\n')) {
    const line = pyStrip(raw);
    if (line.includes('no-error') || line.includes('no error') || line === '') continue;
    if (GEMBA_HEADERS.has(line)) return true;
  }
  return false;
};

// 2. CS6223 (ChocoWu/CS6223), code/llama-2/llama2.py:
//      generate_result:
//          output_text = tokenizer.batch_decode(outputs, skip_special_tokens=True, clean_up_tokenization_spaces=False)[0]
//          output_text = output_text.split('[/INST]')[-1].strip()
//          return output_text                                   # -> sample["detected_errors"]
//      postprocess:
//          _temp = detected_errors.split('\n')
//          for i in _temp:
//              if i and i[0].isdigit():
//                  errors.append(i)
//          instance['detected_errors'] = errors
//      is_mutant_killed: is_killed = 1 if some error line contains ori_word and modi_word, else 0 (the default)
//    The decoded text is prompt + generation and the prompt ends with ' [/INST]', so the reply after its own last
//    '[/INST]' is what is read. str.isdigit(): Unicode decimal digits plus the Numeric_Type=Digit characters
//    (superscripts, subscripts, circled and dingbat digits, Ethiopic digits, ...), not CJK or Roman numerals.
const PY_ISDIGIT_FIRST = new RegExp(
  '^[\\p{Nd}\\u{B2}-\\u{B3}\\u{B9}\\u{1369}-\\u{1371}\\u{19DA}\\u{2070}\\u{2074}-\\u{2079}\\u{2080}-\\u{2089}\\u{2460}-\\u{2468}' +
    '\\u{2474}-\\u{247C}\\u{2488}-\\u{2490}\\u{24EA}\\u{24F5}-\\u{24FD}\\u{24FF}\\u{2776}-\\u{277E}\\u{2780}-\\u{2788}\\u{278A}-\\u{2792}' +
    '\\u{10A40}-\\u{10A43}\\u{10E60}-\\u{10E68}\\u{11052}-\\u{1105A}\\u{1F100}-\\u{1F10A}]',
  'u',
);
const cs6223: FrameworkParser = (reply) => {
  const output = pyStrip(reply.split('[/INST]').pop() ?? '');
  return output.split('\n').some((line) => line !== '' && PY_ISDIGIT_FIRST.test(line));
};

export const PARSERS_OF_SET_592: Record<string, FrameworkParser> = {
  'gemba--mqm-fewshot-translation-error-spans-critical-major-minor-header-lines-score': gembaMqm,
  'cs6223-mt-testing--llama2-zh-en-translation-major-error-enumeration-digit-leading-lines': cs6223,
};
