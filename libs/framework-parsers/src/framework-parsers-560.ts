/**
 * Set 560: replicas of the reply readers of three answer-equivalence judges (math, science, numeric tolerance):
 * LLMRouterBench's FrontierScience grader (an XML <result><grade> block read with ElementTree, a regex fallback on a
 * ParseError), PracticePal's open-ended practice-answer checker (OpenAI structured output parsed into a pydantic model
 * with a `correct: bool`) and spreadsheet-cli's numeric test-result validator (json.loads, then a dataclass built from
 * exactly five keys). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a None)?
 */
import { hasUnpairedSurrogateEscape, isObject, PY_SPACE, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. LLMRouterBench, evaluation/FrontierScience/frontierscience.py (ynulihao/LLMRouterBench):
//      result = self.grader.generate(prompt)
//      parsed = self._parse_grader_response(result.output)
//      def _parse_grader_response(self, response):
//          try:
//              xml_match = re.search(r"<result>.*?</result>", response, re.DOTALL)
//              if xml_match:
//                  xml_str = xml_match.group(0)
//                  root = ET.fromstring(xml_str)
//                  grade = root.find("grade")
//                  confidence = root.find("confidence")
//                  return {
//                      "grade": grade.text.strip() if grade is not None and grade.text else "INCORRECT",
//                      "confidence": confidence.text.strip() if confidence is not None and confidence.text else "LOW",
//                  }
//          except ET.ParseError:
//              pass
//          # Fallback: regex parsing
//          grade_match = re.search(r"<grade>\s*(CORRECT|INCORRECT)\s*</grade>", response, re.IGNORECASE)
//          ...
//          return {"grade": grade_match.group(1).upper() if grade_match else "INCORRECT", ...}
//      is_correct = parsed["grade"] == "CORRECT"
//    A verdict is a grade read from the reply, not the "INCORRECT" default. When the first lazy <result>...</result>
//    span is well-formed XML, only that tree counts (no fallback): its root needs a direct child <grade> (no namespace)
//    whose ElementTree .text (character data before the first child element; comments and PIs are dropped and the
//    data around them joined; CDATA and references included) is non-empty; the text is taken as is (".strip()",
//    case kept: "correct" is read, though is_correct is then False). When there is no such span, or it is not
//    well-formed (expat, namespace-aware: ET.XMLParser uses "}" as separator), the regex runs on the whole reply:
//    Python \s (str.isspace) and re.IGNORECASE, under which 'i' also matches U+0130 and U+0131.
class XmlError extends Error {}
interface XmlElement {
  uri: string;
  local: string;
  children: XmlElement[];
  text: string | null;
}
// XML 1.0 name characters (an approximation of expat's tables; names in the replies tested are ASCII)
const NAME_START = 'A-Za-z_:\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const XML_NAME = new RegExp(`[${NAME_START}][${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040]*`, 'uy');
const XML_REF = /&(?:#([0-9]+)|#x([0-9a-fA-F]+)|([A-Za-z_:][-A-Za-z0-9_:.]*));/y;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', apos: "'", quot: '"' };
const isXmlChar = (cp: number) =>
  cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);

/** ET.fromstring as far as acceptance and the tree's tags and .text go: throws XmlError where expat reports an error. */
const parseXml = (s: string): XmlElement => {
  let i = 0;
  const fail = (): never => {
    throw new XmlError();
  };
  const skipWs = () => {
    while (i < s.length && ' \t\r\n'.includes(s[i]!)) i++;
  };
  const readName = (): string => {
    XML_NAME.lastIndex = i;
    const m = XML_NAME.exec(s);
    if (!m) return fail();
    i += m[0].length;
    return m[0];
  };
  const readChar = (): string => {
    const cp = s.codePointAt(i)!;
    if (!isXmlChar(cp)) fail();
    const c = String.fromCodePoint(cp);
    i += c.length;
    return c;
  };
  const readRef = (): string => {
    XML_REF.lastIndex = i;
    const m = XML_REF.exec(s);
    if (!m) return fail();
    i += m[0].length;
    if (m[3] !== undefined) return PREDEFINED[m[3]] ?? fail(); // undefined entity
    const cp = m[1] !== undefined ? parseInt(m[1], 10) : parseInt(m[2]!, 16);
    if (!isXmlChar(cp)) fail(); // reference to invalid character number
    return String.fromCodePoint(cp);
  };
  // comments and processing instructions: checked, then dropped (ElementTree does not insert them by default)
  const skipMarkup = (): boolean => {
    if (s.startsWith('<!--', i)) {
      const end = s.indexOf('-->', i + 4);
      if (end < 0) fail();
      const body = s.slice(i + 4, end);
      if (body.includes('--') || body.endsWith('-')) fail();
      for (const c of body) if (!isXmlChar(c.codePointAt(0)!)) fail();
      i = end + 3;
      return true;
    }
    if (s.startsWith('<?', i)) {
      i += 2;
      const target = readName();
      if (target.toLowerCase() === 'xml') fail();
      const end = s.indexOf('?>', i);
      if (end < 0) fail();
      if (end > i && !' \t\r\n'.includes(s[i]!)) fail();
      i = end + 2;
      return true;
    }
    return false;
  };
  const resolve = (qname: string, scope: Map<string, string>, isAttr: boolean): [string, string] => {
    const parts = qname.split(':');
    if (parts.length > 2 || parts.some((p) => p === '')) fail();
    if (parts.length === 1) return [isAttr ? '' : (scope.get('') ?? ''), qname];
    const [prefix, local] = parts as [string, string];
    if (prefix === 'xml') return ['http://www.w3.org/XML/1998/namespace', local];
    const uri = scope.get(prefix);
    if (uri === undefined) return fail(); // unbound prefix
    return [uri, local];
  };
  const parseElement = (outer: Map<string, string>): XmlElement => {
    i++; // '<'
    const qname = readName();
    const attrs = new Map<string, string>();
    for (;;) {
      const before = i;
      skipWs();
      if (s.startsWith('/>', i) || s[i] === '>') break;
      if (i === before) fail(); // attributes need whitespace before them
      const name = readName();
      skipWs();
      if (s[i] !== '=') fail();
      i++;
      skipWs();
      const quote = s[i];
      if (quote !== '"' && quote !== "'") fail();
      i++;
      let value = '';
      while (s[i] !== quote) {
        if (i >= s.length || s[i] === '<') fail();
        value += s[i] === '&' ? readRef() : readChar();
      }
      i++;
      if (attrs.has(name)) fail(); // duplicate attribute
      attrs.set(name, value);
    }
    const scope = new Map(outer);
    for (const [name, value] of attrs) {
      if (name === 'xmlns') scope.set('', value);
      else if (name.startsWith('xmlns:')) {
        if (value === '') fail();
        scope.set(name.slice(6), value);
      }
    }
    for (const name of attrs.keys()) if (name !== 'xmlns' && !name.startsWith('xmlns:')) resolve(name, scope, true);
    const [uri, local] = resolve(qname, scope, false);
    const element: XmlElement = { uri, local, children: [], text: null };
    if (s.startsWith('/>', i)) {
      i += 2;
      return element;
    }
    i++; // '>'
    let data = '';
    let textDone = false;
    const flush = () => {
      if (!textDone) element.text = data === '' ? null : data;
      textDone = true;
    };
    for (;;) {
      if (i >= s.length) fail(); // unclosed token / no element found
      if (s.startsWith('</', i)) {
        i += 2;
        if (readName() !== qname) fail(); // mismatched tag
        skipWs();
        if (s[i] !== '>') fail();
        i++;
        flush();
        return element;
      }
      if (s.startsWith('<![CDATA[', i)) {
        const end = s.indexOf(']]>', i + 9);
        if (end < 0) fail();
        const body = s.slice(i + 9, end);
        for (const c of body) if (!isXmlChar(c.codePointAt(0)!)) fail();
        if (!textDone) data += body;
        i = end + 3;
        continue;
      }
      if (skipMarkup()) continue;
      if (s[i] === '<') {
        if (s[i + 1] === '!') fail(); // a DOCTYPE or other declaration inside the element
        flush();
        element.children.push(parseElement(scope));
        continue;
      }
      if (s.startsWith(']]>', i)) fail(); // not allowed in character data
      const piece = s[i] === '&' ? readRef() : readChar();
      if (!textDone) data += piece;
    }
  };
  if (s[0] !== '<') fail();
  const root = parseElement(new Map());
  for (;;) {
    skipWs();
    if (i >= s.length) return root;
    if (!skipMarkup()) fail(); // junk after document element
  }
};

const RESULT_SPAN = /<result>[\s\S]*?<\/result>/;
const PY_WS = `[${PY_SPACE}]`;
const I = '[Ii\\u0130\\u0131]';
const GRADE_TAG = '[Gg][Rr][Aa][Dd][Ee]';
const CORRECT = '[Cc][Oo][Rr][Rr][Ee][Cc][Tt]';
const GRADE_FALLBACK = new RegExp(`<${GRADE_TAG}>${PY_WS}*(?:${CORRECT}|${I}[Nn]${CORRECT})${PY_WS}*</${GRADE_TAG}>`, 'u');

const llmRouterBenchFrontierScience: FrameworkParser = (reply) => {
  const span = RESULT_SPAN.exec(reply);
  if (span) {
    try {
      const root = parseXml(span[0]);
      const grade = root.children.find((child) => child.uri === '' && child.local === 'grade');
      return grade !== undefined && grade.text !== null && grade.text !== '';
    } catch (error) {
      if (!(error instanceof XmlError)) throw error;
      // ET.ParseError: fall through to the regex
    }
  }
  return GRADE_FALLBACK.test(reply);
};

// 2. PracticePal, api/AnswerChecker.py isCorrectOpenEndedAnswer (AmaadMartin/PracticePal):
//      class AnswerCheckerResponseFormat(BaseModel):
//          short_reason: str
//          correct: bool
//      response = client.beta.chat.completions.parse(model="gpt-4o", messages=messages,
//                                                     response_format=AnswerCheckerResponseFormat)
//      print(response.choices[0].message.parsed.short_reason)
//      isCorrect = response.choices[0].message.parsed.correct
//    The OpenAI SDK's parse: finish_reason "length" / "content_filter" raise; otherwise message.parsed =
//    AnswerCheckerResponseFormat.model_validate_json(content) when content is non-empty and there is no refusal
//    (a ValidationError propagates), else None (then .short_reason raises AttributeError). Nothing is caught.
//    pydantic v2, lax, JSON mode: one JSON object (JSON whitespace around it, NaN/Infinity literals allowed, unpaired
//    \uD800-\uDFFF escapes refused, raw control characters in strings refused); short_reason a JSON string (numbers are
//    not coerced); correct a JSON bool, the integers 0/1 (1.0 too), or one of the strings "0", "1", and ASCII
//    case-insensitively "f", "n", "no", "off", "false", "t", "y", "on", "yes", "true" (no trimming). Extra keys are
//    ignored; a duplicate key keeps its last value.
const PYDANTIC_BOOL_WORDS = new Set(['0', '1', 'f', 'n', 'no', 'off', 'false', 't', 'y', 'on', 'yes', 'true']);
const pydanticLaxBool = (v: unknown): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return v === 0 || v === 1;
  if (typeof v === 'string') return /^[\x00-\x7f]*$/.test(v) && PYDANTIC_BOOL_WORDS.has(v.toLowerCase());
  return false;
};
const practicePal: FrameworkParser = (reply) => {
  if (reply === '') return false; // parsed is None -> AttributeError
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value)) return false;
  return typeof value['short_reason'] === 'string' && pydanticLaxBool(value['correct']);
};

// 3. spreadsheet-cli, scripts/validate_test_result.py TestValidator.validate_test_result (pablitxn/spreadsheet-cli):
//      @dataclass
//      class TestValidationResult:
//          is_correct: bool; extracted_answer: str; explanation: str; confidence: float; answer_location: str
//      try:
//          response = self.client.chat.completions.create(..., response_format={"type": "json_schema", ...})
//          result_data = json.loads(response.choices[0].message.content)
//          return TestValidationResult(**result_data)
//      except Exception as e:
//          return TestValidationResult(is_correct=False, extracted_answer="Error", ..., answer_location="N/A")
//    Python json.loads of the whole reply (JSON whitespace around it, NaN/Infinity allowed, lone surrogate escapes
//    allowed), which must be a dict whose keys are exactly the five fields: a missing or an extra key makes the
//    dataclass __init__ raise TypeError, and ** of a list or a scalar raises too. The dataclass checks no types, so
//    "is_correct": "yes" still makes a verdict (a truthy one).
const SPREADSHEET_FIELDS = ['answer_location', 'confidence', 'explanation', 'extracted_answer', 'is_correct'];
const spreadsheetCli: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (!isObject(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === SPREADSHEET_FIELDS.length && keys.every((k, idx) => k === SPREADSHEET_FIELDS[idx]);
};

export const PARSERS_OF_SET_560: Record<string, FrameworkParser> = {
  'llmrouterbench--frontierscience-science-answer-equivalence-xml-result-grade-correct-incorrect': llmRouterBenchFrontierScience,
  'practicepal--open-ended-practice-answer-vs-reference-correct-bool-pydantic-structured-output': practicePal,
  'spreadsheet-cli--numeric-answer-tolerance-validator-json-schema-five-keys-dataclass': spreadsheetCli,
};
