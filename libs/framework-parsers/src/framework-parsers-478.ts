/**
 * Set 478: replicas of the reply readers of judge prompts written in Italian and French (theme: judge prompts in
 * French, German, Italian or Portuguese): the Italian coherence judge of rrMat/llm-comparator_rr (a fork of Google
 * PAIR's LLM Comparator; the reply must hold a well-formed <result> XML block with <explanation> and <verdict>) and
 * EvalAP's French 'judge_notator' semantic-similarity judge (a bare 1-10 number read with float() after the reasoning
 * block is cut off). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a None)?
 */
import { pyFloatOf, pyStrip, pyStripChars } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. llm-comparator_rr (rrMat/llm-comparator_rr), python/src/llm_comparator/llm_judge_runner.py, coherence judge:
//      while i < 5:  # Limit retries to 5
//          out = self.generation_model_helper.predict(judge_input)
//          coherence_outputs.append(out)
//          if self.validate_answer(out):
//              ...
//              label = self.parse_xml_output(out)
//              if not self.is_coherent(out):
//                  current_labels.append(f"{label}(Incoherent)")
//              ...
//              break
//          i += 1
//      if i == 5: out = self.missing_evaluation(explanation="Troppi tentativi, viene assunta coerenza", verdict="Coerente")
//
//      def validate_answer(self, out):
//          parsed = utils.extract_xml_part(out, "result")
//          if not parsed: return False                      # Element truthiness: len(children) != 0
//          if (rationale := parsed.find('explanation')) is None: return False
//          if (rationale := parsed.find('verdict')) is None: return False
//          return True
//      def is_coherent(self, out):
//          parsed = utils.extract_xml_part(out, "result")
//          if parsed.find('verdict').text == 'Coerente': return True
//          else: return False
//      def parse_xml_output(self, raw_output):
//          ... if (rating_label := rating_label.text) is None: return 'Parsing Error'
//
//    utils.extract_xml_part (upstream PAIR-code/llm-comparator):
//      xml_output = re.search(rf'<{tag_name}>(.*?)</{tag_name}>', raw_output, flags=re.DOTALL)
//      if not xml_output: return None
//      try: return ET.fromstring(xml_output.group(0))
//      except ET.ParseError: return None
//
//    A verdict: the first '<result>' ... first '</result>' span is well-formed XML for expat with namespace processing
//    (ElementTree's XMLParser), its root has a direct un-namespaced <explanation> child and a direct <verdict> child,
//    and the verdict's text (character data before its first child; comments and PIs are dropped by the TreeBuilder)
//    is not None (None gives the 'Parsing Error' label). Whether the word is exactly 'Coerente' only decides coherent
//    vs '(Incoherent)'.
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const WS = ' \t\n\r';
const NAME_START = 'A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040`;
const NCNAME = `[${NAME_START}][${NAME_CHAR}]*`;
const QNAME = new RegExp(`${NCNAME}(?::${NCNAME})?`, 'y');
const REF = /&(?:#([0-9]+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/y;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const isXmlChar = (cp: number) =>
  cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);

interface XmlScope {
  prefixes: Map<string, string>;
  defaultNs: string;
}
interface XmlElement {
  qname: string;
  local: string;
  namespaced: boolean;
  children: XmlElement[];
  text: string; // character data before the first child element ('' = ElementTree's None)
  sawChild: boolean;
  scope: XmlScope;
}

/** ET.fromstring of one text (expat, namespace processing on): the root element, or null on ParseError. */
const etFromString = (xml: string): XmlElement | null => {
  for (const ch of xml) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xd800 && cp <= 0xdfff) return null; // lone surrogate: str -> UTF-8 encoding raises
    if (!isXmlChar(cp)) return null;
  }
  let i = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const skipWs = (): boolean => {
    const start = i;
    while (i < xml.length && WS.includes(xml[i] ?? '')) i++;
    return i > start;
  };
  const readName = (): string | null => {
    QNAME.lastIndex = i;
    const m = QNAME.exec(xml);
    if (!m) return null;
    i += m[0].length;
    return m[0];
  };
  const readRef = (): string | null => {
    REF.lastIndex = i;
    const m = REF.exec(xml);
    if (!m) return null;
    i += m[0].length;
    if (m[3]) return PREDEFINED[m[3]] ?? null;
    const cp = m[1] !== undefined ? Number.parseInt(m[1], 10) : Number.parseInt(m[2] ?? '', 16);
    if (!Number.isFinite(cp) || !isXmlChar(cp) || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    return String.fromCodePoint(cp);
  };
  const addText = (t: string) => {
    const top = stack[stack.length - 1];
    if (top && !top.sawChild) top.text += t;
  };
  while (i < xml.length) {
    const c = xml[i];
    if (c === '<') {
      if (xml.startsWith('</', i)) {
        i += 2;
        const name = readName();
        if (name === null) return null;
        skipWs();
        if (xml[i] !== '>') return null;
        i++;
        const top = stack.pop();
        if (!top || top.qname !== name) return null;
        continue;
      }
      if (xml.startsWith('<!--', i)) {
        const end = xml.indexOf('-->', i + 4);
        if (end < 0) return null;
        const body = xml.slice(i + 4, end);
        if (body.includes('--') || body.endsWith('-')) return null;
        i = end + 3;
        continue;
      }
      if (xml.startsWith('<![CDATA[', i)) {
        if (stack.length === 0) return null;
        const end = xml.indexOf(']]>', i + 9);
        if (end < 0) return null;
        addText(xml.slice(i + 9, end));
        i = end + 3;
        continue;
      }
      if (xml.startsWith('<?', i)) {
        i += 2;
        const target = readName();
        if (target === null || target.toLowerCase() === 'xml') return null;
        if (xml.startsWith('?>', i)) {
          i += 2;
          continue;
        }
        if (!WS.includes(xml[i] ?? 'x')) return null;
        const end = xml.indexOf('?>', i);
        if (end < 0) return null;
        i = end + 2;
        continue;
      }
      if (xml.startsWith('<!', i)) return null; // a DOCTYPE or other declaration inside the element
      if (root !== null && stack.length === 0) return null; // junk after the document element
      i++;
      const name = readName();
      if (name === null) return null;
      const attrs: Array<[string, string]> = [];
      let selfClosing = false;
      for (;;) {
        const hadWs = skipWs();
        if (xml[i] === '>') {
          i++;
          break;
        }
        if (xml.startsWith('/>', i)) {
          i += 2;
          selfClosing = true;
          break;
        }
        if (!hadWs) return null;
        const aname = readName();
        if (aname === null) return null;
        skipWs();
        if (xml[i] !== '=') return null;
        i++;
        skipWs();
        const quote = xml[i];
        if (quote !== '"' && quote !== "'") return null;
        i++;
        let value = '';
        while (xml[i] !== quote) {
          if (i >= xml.length) return null;
          const ch = xml[i]!;
          if (ch === '<') return null;
          if (ch === '&') {
            const r = readRef();
            if (r === null) return null;
            value += r;
          } else {
            value += ch;
            i++;
          }
        }
        i++;
        if (attrs.some(([n]) => n === aname)) return null; // duplicate attribute
        attrs.push([aname, value]);
      }
      const parent = stack[stack.length - 1];
      const parentScope: XmlScope = parent?.scope ?? { prefixes: new Map([['xml', XML_NS]]), defaultNs: '' };
      const scope: XmlScope = { prefixes: new Map(parentScope.prefixes), defaultNs: parentScope.defaultNs };
      for (const [aname, value] of attrs) {
        if (aname === 'xmlns') scope.defaultNs = value;
        else if (aname.startsWith('xmlns:')) {
          if (value === '') return null; // must not undeclare prefix
          scope.prefixes.set(aname.slice(6), value);
        }
      }
      for (const [aname] of attrs) {
        if (aname === 'xmlns' || aname.startsWith('xmlns:')) continue;
        const colon = aname.indexOf(':');
        if (colon >= 0 && !scope.prefixes.has(aname.slice(0, colon))) return null; // unbound prefix
      }
      const colon = name.indexOf(':');
      let local = name;
      let namespaced = scope.defaultNs !== '';
      if (colon >= 0) {
        const prefix = name.slice(0, colon);
        if (!scope.prefixes.has(prefix)) return null; // unbound prefix (xmlns included)
        local = name.slice(colon + 1);
        namespaced = true;
      }
      const el: XmlElement = { qname: name, local, namespaced, children: [], text: '', sawChild: false, scope };
      if (parent) {
        parent.children.push(el);
        parent.sawChild = true;
      } else root = el;
      if (!selfClosing) stack.push(el);
      continue;
    }
    if (stack.length === 0) {
      if (!WS.includes(c ?? '')) return null; // text outside the root element
      i++;
      continue;
    }
    if (c === '&') {
      const r = readRef();
      if (r === null) return null; // bare '&' or an undefined entity such as &nbsp;
      addText(r);
      continue;
    }
    if (xml.startsWith(']]>', i)) return null;
    addText(c ?? '');
    i++;
  }
  if (root === null || stack.length > 0) return null;
  return root;
};

const RESULT_BLOCK = /<result>([\s\S]*?)<\/result>/;
const llmComparatorRrCoherence: FrameworkParser = (reply) => {
  const block = RESULT_BLOCK.exec(reply);
  if (!block) return false;
  const parsed = etFromString(block[0]);
  if (!parsed || parsed.children.length === 0) return false;
  const explanation = parsed.children.find((c) => c.local === 'explanation' && !c.namespaced);
  const verdict = parsed.children.find((c) => c.local === 'verdict' && !c.namespaced);
  return explanation !== undefined && verdict !== undefined && verdict.text !== '';
};

// ---------------------------------------------------------------------------------------------------------------
// 2. EvalAP (etalab-ia/evalap), evalap/api/metrics/judge_notator.py judge_notator_metric:
//      observation = result.choices[0].message.content
//      think, answer = split_think_answer(observation)
//      score = answer.strip(" \n\"'.%")
//      try:
//          score = float(score)
//      except ValueError:
//          score = None
//    evalap/clients/llm.py:
//      def split_think_answer(answer, think_token=("</think>", "[/think]")):
//          for token in think_token:
//              pattern = re.escape(token)
//              match = re.search(pattern, answer, re.IGNORECASE)
//              if match:
//                  start, end = match.span()
//                  think = answer[:end].strip()
//                  answer = answer[end:].strip()
//                  return think, answer
//          return None, answer.strip()
//    Python's IGNORECASE lets 'i' match I, ı (U+0131), İ (U+0130) and 'k' match K and the Kelvin sign (U+212A); the
//    first token found wins, at its first occurrence. float() takes Unicode digits, '_' between digits, exponents,
//    inf/nan and surrounding Unicode whitespace; no range check follows.
const EVALAP_THINK_TOKENS = [/<\/[tT][hH][iIıİ][nN][kKK]>/, /\[\/[tT][hH][iIıİ][nN][kKK]\]/];
const evalapSplitThinkAnswer = (answer: string): string => {
  for (const token of EVALAP_THINK_TOKENS) {
    const m = token.exec(answer);
    if (m) return pyStrip(answer.slice(m.index + m[0].length));
  }
  return pyStrip(answer);
};
const evalapJudgeNotator: FrameworkParser = (reply) => pyFloatOf(pyStripChars(evalapSplitThinkAnswer(reply), ' \n"\'.%')) !== undefined;

export const PARSERS_OF_SET_478: Record<string, FrameworkParser> = {
  'llm-comparator-rr--italian-coherence-judge-answer-vs-question-and-reasoning-xml-result-explanation-verdict-coerente-wrong':
    llmComparatorRrCoherence,
  'evalap--judge-notator-french-semantic-similarity-reference-vs-answer-1-10-bare-number-float': evalapJudgeNotator,
};
