/**
 * Set 528: replicas of the reply readers of four LLM judges that filter training data (synthetic instructions and
 * pretraining web text): DatasetAIGenerator's Evol-Instruct equality judge (four exact strings), malayalam-corpus-cleaner's
 * Malayalam fluency/coherence scorer (greedy-brace JSON, int() of 'score'), fineweb-legal's legal-value annotator
 * (fence-stripped JSON, int() in 0..5) and FastText-trainer-finewebedu-climate's climate YES/NO labeller ('LABEL:' word or
 * YES/NO prefix). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a dropped sample)?
 */
import { digitValue, isObject, PY_SPACE, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// Python int(x) of a json.loads value: ints and bools as they are, finite floats truncated toward zero (NaN raises
// ValueError, an infinity OverflowError), strings of Unicode decimal digits with an optional sign, surrounding
// whitespace (str.isspace) and single underscores between digits; None, lists and dicts raise TypeError.
const PY_INT_STR = new RegExp(`^${PY_WS}*[+-]?\\p{Nd}+(?:_\\p{Nd}+)*${PY_WS}*$`, 'u');
const pyIntOf = (v: unknown): number | undefined => {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return Number.isFinite(v) ? Math.trunc(v) : undefined;
  if (typeof v === 'string') {
    if (!PY_INT_STR.test(v)) return undefined;
    const ascii = pyStrip(v)
      .replace(/_/g, '')
      .replace(/\p{Nd}/gu, (d) => String(digitValue(d)));
    return Number(ascii);
  }
  return undefined;
};

// ---------------------------------------------------------------------------------------------------------------
// 1. DatasetAIGenerator, data_filter.py is_not_equal (SkyWuZJU/DatasetAIGenerator):
//      judgement_outcome = llm([HumanMessage(content = judgement_prompt.format(FirstPrompt=prompt, SecondPrompt=evolved_prompt))]).content
//      if judgement_outcome == "Not Equal" or judgement_outcome == "Not Equal.":
//          return True
//      elif judgement_outcome == "Equal" or judgement_outcome == "Equal.":
//          return False
//      ## 补充else的情况          # no else: anything else returns None (no verdict)
//    Exact, case-sensitive comparison of the raw content: no strip.
const EQUALITY_VERDICTS = new Set(['Not Equal', 'Not Equal.', 'Equal', 'Equal.']);
const datasetAiGeneratorEquality: FrameworkParser = (reply) => EQUALITY_VERDICTS.has(reply);

// 2. malayalam-corpus-cleaner, text_cleaner/llm_scorer.py _score_with_local (ussooraj/malayalam-corpus-cleaner):
//      raw_output = response['choices'][0]['text']
//      json_match = re.search(r'\{.*\}', raw_output, re.DOTALL)
//      if json_match:
//          json_string = json_match.group(0)
//          response_json = json.loads(json_string)
//          score = int(response_json.get('score', 1))          # missing key -> silent default 1
//          reason = response_json.get('reason', 'No reason provided.')
//          chunk_results.append({'score': score, 'reason': reason})
//      else:
//          chunk_results.append({'score': 1, 'reason': "No valid JSON found in model output"})
//      except json.JSONDecodeError: ... {'score': 1, ...}
//      except Exception: ... {'score': 1, 'reason': 'Inference error.'}
//    Greedy: from the first '{' to the last '}' across lines. The span starts with '{', so json.loads yields a dict or
//    raises. No range check on the score.
const MALAYALAM_SPAN = /\{[\s\S]*\}/;
const malayalamCorpusCleaner: FrameworkParser = (reply) => {
  const match = MALAYALAM_SPAN.exec(reply);
  if (!match) return false;
  const data = pythonLoadsNumbers(match[0]);
  if (!isObject(data)) return false;
  if (!hasOwn(data, 'score')) return false; // .get('score', 1): the default, not a verdict
  return pyIntOf(data['score']) !== undefined;
};

// 3. fineweb-legal, src/fineweb_legal/annotator.py LegalAnnotator._parse_json_response (NoeFlandre/fineweb-legal):
//      content = content.strip()
//      if content.startswith("```"):
//          lines = content.split("\n")
//          content = "\n".join(lines[1:-1]) if len(lines) > 2 else content
//      data = json.loads(content)
//      score = int(data["score"])
//      if not 0 <= score <= 5:
//          raise ValueError(f"Score {score} out of range [0-5]")
//      reasoning = str(data.get("reasoning", ""))
//      return score, reasoning
//    except (json.JSONDecodeError, KeyError, ValueError, TypeError) -> AnnotationParseError (document failed).
//    int(inf) raises OverflowError, which is not caught (the batch crashes): no verdict either.
const fineWebLegal: FrameworkParser = (reply) => {
  let content = pyStrip(reply);
  if (content.startsWith('```')) {
    const lines = content.split('\n');
    if (lines.length > 2) content = lines.slice(1, -1).join('\n');
  }
  const data = pythonLoadsNumbers(content);
  if (!isObject(data)) return false; // JSONDecodeError, or TypeError subscripting a list / str / number / None
  if (!hasOwn(data, 'score')) return false; // KeyError
  const score = pyIntOf(data['score']);
  return score !== undefined && score >= 0 && score <= 5;
};

// 4. FastText-trainer-finewebedu-climate, src/gpt_labeler.py (tqmsh/FastText-trainer-finewebedu-climate):
//      _label_single_chunk:  answer = response.choices[0].message.content
//                            result = self._parse_debug_response(answer)
//                            if result is None or result.get('label') is None: continue      # retry
//      _parse_debug_response:
//          label_match = re.search(r'LABEL:\s*(\w+)', response, re.IGNORECASE)
//          if not label_match:
//              label = parse_response(response)
//              return {'label': label, ...} if label else None
//          label = label_match.group(1).strip().upper()                  # any word is kept
//      parse_response:
//          response = response.strip().upper()
//          if response in ('YES', 'NO'): return response
//          if response.startswith('YES'): return 'YES'
//          if response.startswith('NO'): return 'NO'
//          return None
//    Python's \s is Unicode whitespace, \w a Unicode letter, digit or number character or '_'.
const CLIMATE_LABEL = new RegExp(`LABEL:${PY_WS}*[\\p{L}\\p{N}_]`, 'iu');
const fineWebEduClimate: FrameworkParser = (reply) => {
  if (CLIMATE_LABEL.test(reply)) return true;
  const upper = pyStrip(reply).toUpperCase();
  return upper.startsWith('YES') || upper.startsWith('NO');
};

export const PARSERS_OF_SET_528: Record<string, FrameworkParser> = {
  'datasetaigenerator--evolved-instruction-vs-original-equality-equal-not-equal-label-exact-match': datasetAiGeneratorEquality,
  'malayalam-corpus-cleaner--malayalam-text-fluency-coherence-1-10-json-score-greedy-brace-int': malayalamCorpusCleaner,
  'fineweb-legal--web-text-legal-reasoning-value-0-5-json-score-reasoning-fence-strip': fineWebLegal,
  'finewebedu-climate--web-text-climate-relevance-yes-no-label-line-or-prefix-fallback': fineWebEduClimate,
};
