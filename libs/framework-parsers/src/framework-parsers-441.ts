/**
 * Set 441: replicas of the reply readers of three summarization-faithfulness and news-quality judges:
 * MADISSE's single-LLM summary factual-consistency judge (last <label> tag read by BeautifulSoup, then float()),
 * Lynxius's faithfulness eval (json.loads object with "faithful" / "unfaithful" statement lists) and News Score's
 * GPT-4 news article quality scorer (JavaScript Number() of the whole reply). Each parser answers: would the project
 * get a verdict out of this reply (not a default, not an exception, not a skipped sample)?
 */
import { isObject, PY_FLOAT_STR, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. MADISSE (amazon-science/madisse), faithfulness_evaluation.py single_llm + parsers.py parse_output_response:
//      response = llama_prediction(bedrock_rt, prompt, llama_model_id, 1.0)      # resp_body_json["generation"]
//      label , explanation = parse_output_response(response)
//        soup = BeautifulSoup(response, 'html.parser')
//        ...                                                                    # explanation loop never raises
//        if len(soup.findAll("label")) > 0:
//            labels = soup.findAll("label")[-1].string.strip()                  # .string None -> AttributeError
//        else:
//            labels = "Unknown"
//      if label != "Unknown":
//          label_val = float(label)                                             # ValueError ends the run
//          if label_val >= 0.5: label = 1
//          else: label = 0
//      else:
//          label = -1                                                           # no verdict
//    BeautifulSoup with html.parser: tag names lower-cased, no implicit closing, an end tag closes the most recent
//    open tag of its name (ignored when none is open), void elements (br, img, ...) and <x/> close at once, text
//    between two tag events is one string. Tag.string: exactly one child, a string (comments and declarations are
//    strings too) or a tag whose .string is taken recursively; otherwise None.
type BsNode = { kind: 'text'; value: string } | { kind: 'tag'; name: string; children: BsNode[] };
type BsTag = Extract<BsNode, { kind: 'tag' }>;
const VOID_TAGS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'menuitem', 'meta', 'param', 'source',
  'track', 'wbr', 'basefont', 'bgsound', 'command', 'frame', 'image', 'isindex', 'nextid', 'spacer',
]);
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decodeEntities = (s: string): string =>
  s.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (m, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return NAMED_ENTITIES[ref] ?? m;
  });
const START_TAG = /^<([a-zA-Z][^\t\n\r\f />\x00]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/;
const END_TAG = /^<\/([a-zA-Z][^\t\n\r\f />\x00]*)[^>]*>/;
/** Every <label> element of the reply, in start-tag order, as BeautifulSoup(html.parser).findAll("label") gives them. */
const bsLabels = (html: string): BsTag[] => {
  const root: BsTag = { kind: 'tag', name: '[document]', children: [] };
  const stack: BsTag[] = [root];
  const labels: BsTag[] = [];
  let data = '';
  const top = () => stack[stack.length - 1]!;
  const endData = () => {
    if (data !== '') top().children.push({ kind: 'text', value: decodeEntities(data) });
    data = '';
  };
  const popToTag = (name: string) => {
    let at = -1;
    for (let k = stack.length - 1; k > 0; k--) {
      if (stack[k]!.name === name) {
        at = k;
        break;
      }
    }
    if (at > 0) stack.length = at;
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      data += html.slice(i);
      break;
    }
    data += html.slice(i, lt);
    const rest = html.slice(lt);
    if (rest.startsWith('<!--')) {
      const close = html.indexOf('-->', lt + 4);
      if (close !== -1) {
        endData();
        top().children.push({ kind: 'text', value: html.slice(lt + 4, close) });
        i = close + 3;
        continue;
      }
    } else if (/^<\//.test(rest)) {
      const m = END_TAG.exec(rest);
      if (m) {
        endData();
        popToTag(m[1]!.toLowerCase());
        i = lt + m[0].length;
        continue;
      }
    } else if (/^<[a-zA-Z]/.test(rest)) {
      const m = START_TAG.exec(rest);
      if (m) {
        endData();
        const tag: BsTag = { kind: 'tag', name: m[1]!.toLowerCase(), children: [] };
        top().children.push(tag);
        if (tag.name === 'label') labels.push(tag);
        const selfClosing = m[2]!.endsWith('/');
        if (!selfClosing && !VOID_TAGS.has(tag.name)) stack.push(tag);
        i = lt + m[0].length;
        continue;
      }
    } else if (/^<[!?]/.test(rest)) {
      const close = html.indexOf('>', lt);
      if (close !== -1) {
        endData();
        top().children.push({ kind: 'text', value: html.slice(lt + 2, close) });
        i = close + 1;
        continue;
      }
    }
    data += '<';
    i = lt + 1;
  }
  endData();
  return labels;
};
const bsString = (tag: BsTag): string | null => {
  if (tag.children.length !== 1) return null;
  const child = tag.children[0]!;
  return child.kind === 'text' ? child.value : bsString(child);
};
const madisse: FrameworkParser = (reply) => {
  const labels = bsLabels(reply);
  if (labels.length === 0) return false; // "Unknown" -> label -1
  const s = bsString(labels[labels.length - 1]!);
  if (s === null) return false; // None.strip() -> AttributeError
  const label = pyStrip(s);
  if (label === 'Unknown') return false;
  return PY_FLOAT_STR.test(label); // float(label), ValueError otherwise
};

// 2. Lynxius (lynxius/lynxius-python), lynxius_evals/evaluators/faithfulness_eval.py FaithfulnessEval.parse_output:
//        try:
//            result = json.loads(output)
//            faithful = result["faithful"]            # KeyError / TypeError -> caught in evaluate(): no score
//            unfaithful = result["unfaithful"]
//        except JSONDecodeError as e:
//            return 0.0                               # default
//        if not isinstance(faithful, list) or not isinstance(unfaithful, list):
//            return 0.0                               # default
//        total_statements = len(faithful) + len(unfaithful)
//        if total_statements == 0:
//            return 0.0                               # default
//        score = len(faithful) / total_statements
//    output is choices[0].message.content as is (no strip); json.loads takes JSON whitespace around the value and
//    the NaN / Infinity literals.
const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const lynxiusFaithfulness: FrameworkParser = (reply) => {
  const result = pythonLoads(reply);
  if (!isObject(result) || !has(result, 'faithful') || !has(result, 'unfaithful')) return false;
  const faithful = result['faithful'];
  const unfaithful = result['unfaithful'];
  if (!Array.isArray(faithful) || !Array.isArray(unfaithful)) return false;
  return faithful.length + unfaithful.length > 0;
};

// 3. News Score (themaximalist/newsscore), src/services/score.js getScore:
//        const score = await AI(prompt, { model: "gpt-4" });
//        console.log("SCORE", score);
//        return Number(score);
//    The project is JavaScript, so Number() here is the very same conversion; NaN is no score.
const newsscore: FrameworkParser = (reply) => !Number.isNaN(Number(reply));

export const PARSERS_OF_SET_441: Record<string, FrameworkParser> = {
  'madisse--summary-factual-consistency-per-sentence-label-tag-1-0-last-label-float': madisse,
  'lynxius--answer-statements-faithful-unfaithful-to-reference-json-two-lists': lynxiusFaithfulness,
  'newsscore--news-article-quality-0-10-bare-number-js-number': newsscore,
};
