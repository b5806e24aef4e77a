/**
 * Set 695: replicas of the reply readers of five DevOps / SRE judges: an Ollama RCA-quality reviewer of Jira
 * incidents (JSON with a 0-100 total, first-brace/last-brace fallback), TARSy's incident-investigation scorer (Go,
 * a bare 0-100 integer on the last line, RE2), an SRE-agent investigation-summary judge (LangChain
 * StructuredOutputParser: classification + justification keys), LogADE's RAG log-anomaly classifier (JSON with
 * is_anomaly after a ```json fence peel) and Gilfoyle's RCA-accuracy judge (TypeScript, greedy brace match, numeric
 * score). Each parser answers: would the project get a verdict out of this reply (not a default, not an exception,
 * not a retry, not a skipped sample)?
 */
import { isObject, langchainJsonMarkdown, pyStrip, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. rca-ai-analyst (AndyH-78/rca-ai-analyst), rca_scoring.py OllamaClient.generate_json + batch.py main:
//      text = (r.json().get("response") or "").strip()
//      try:
//          return json.loads(text)
//      except json.JSONDecodeError:
//          start = text.find("{")
//          end = text.rfind("}")
//          if start != -1 and end != -1 and end > start:
//              return json.loads(text[start : end + 1])
//          raise
//    batch.py (inside try/except Exception -> "[ERR]" row with total None):
//      evaluation = evaluate_incident(client, incident)
//      scores = evaluation.get("scores", {}) or {}          # non-dict evaluation -> AttributeError
//      ... "total": evaluation.get("total"), "clarity": scores.get("clarity"), ...   # truthy non-dict scores -> AttributeError
//      valid = res_df[res_df["total"].notna()]              # None / NaN totals are left out
//      avg = float(valid["total"].mean())                   # a str total makes the report's mean raise TypeError
//    A verdict: a dict (the first json.loads wins even when it is a list or a number), a 'scores' that is absent, falsy
//    or a dict, and a numeric (or bool) total that is not NaN.
const rcaAnalystLoad = (raw: string): unknown => {
  const text = pyStrip(raw);
  const direct = pythonLoadsNumbers(text);
  if (direct !== undefined) return direct;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start !== -1 && end !== -1 && end > start) return pythonLoadsNumbers(text.slice(start, end + 1));
  return undefined;
};
const pyFalsy = (v: unknown) =>
  v === null || v === false || v === 0 || v === '' || (Array.isArray(v) && v.length === 0) || (isObject(v) && Object.keys(v).length === 0);
const rcaAiAnalyst: FrameworkParser = (reply) => {
  const evaluation = rcaAnalystLoad(reply);
  if (!isObject(evaluation)) return false;
  if (hasOwn(evaluation, 'scores')) {
    const scores = evaluation['scores'];
    if (!pyFalsy(scores) && !isObject(scores)) return false;
  }
  const total = evaluation['total'];
  return typeof total === 'boolean' || (typeof total === 'number' && !Number.isNaN(total));
};

// 2. TARSy (codeready-toolchain/tarsy), pkg/agent/controller/scoring.go extractScore (Go):
//      var scoreRegex = regexp.MustCompile(`^\s*([+-]?\d+)\s*$`)
//      text = strings.TrimRight(text, "\n\r ")
//      if text == "" { return 0, "", fmt.Errorf("empty response text") }
//      lastNewline := strings.LastIndex(text, "\n")
//      lastLine = text  (or text[lastNewline+1:])
//      match := scoreRegex.FindStringSubmatch(lastLine)
//      if match == nil { return ..., fmt.Errorf("no numeric score found on last line: %q", lastLine) }
//      score, err = strconv.Atoi(match[1])
//      if score < 0 || score > 100 { return ..., fmt.Errorf("score %d out of valid range [0, 100]", score) }
//    Any error makes Run() send the reminder prompt and ask again (up to 5 retries). RE2's \s is [\t\n\f\r ] (no \v,
//    no NBSP), \d is ASCII; without (?m) ^ and $ anchor the whole last line. Atoi takes a sign and leading zeros.
const TARSY_SCORE = /^[\t\n\f\r ]*([+-]?[0-9]+)[\t\n\f\r ]*$/;
const tarsy: FrameworkParser = (reply) => {
  const text = reply.replace(/[\n\r ]+$/, '');
  if (text === '') return false;
  const lastLine = text.slice(text.lastIndexOf('\n') + 1);
  const match = TARSY_SCORE.exec(lastLine);
  if (!match) return false;
  const score = Number(match[1]);
  return score >= 0 && score <= 100;
};

// 3. SRE-AGENT-LLM-JUDGE (raffay2001/SRE-AGENT-LLM-JUDGE), main.py send_to_llm:
//      output_parser = StructuredOutputParser.from_response_schemas([classification_schema, justification_schema])
//      chain = prompt | llm
//      output = chain.invoke({"insight": insight, "format_instructions": format_instructions})
//      parsed_llm_response = output_parser.parse(output)
//      return parsed_llm_response
//    except Exception as e: ... return {}
//    StructuredOutputParser.parse -> langchain_core parse_and_check_json_markdown(text, ["classification", "justification"]):
//      json_obj = parse_json_markdown(text)        # strip " \n\r\t`", parse_partial_json, then the text after the first ```
//      if not isinstance(json_obj, dict): raise OutputParserException
//      for key in expected_keys: if key not in json_obj: raise OutputParserException
//    The classification value is never checked against VALID_CLASSES: any value (even null) counts.
const sreAgentLlmJudge: FrameworkParser = (reply) => {
  const value = langchainJsonMarkdown(reply);
  return isObject(value) && hasOwn(value, 'classification') && hasOwn(value, 'justification');
};

// 4. LogADE (LogXpert/LogADE), RAG.py RAGPostProcessor.post_process (prompt PROMPT_C1_2, LLMChain -> chain_response['text']):
//      def clean_content(self, content):
//          ...
//          if content.startswith("```json"): content = content[7:]
//          if content.endswith("```"): content = content[:-3]
//          return content.strip()
//      try:
//          content = self.clean_content(content)
//          result = json.loads(content)
//          if not isinstance(result, dict): continue              # sample skipped
//      except Exception as e:
//          ... content = self.ask_llm(prompt_content) ...         # a second LLM call repairs the JSON (a retry)
//      is_anomaly = result['is_anomaly']                          # KeyError -> outer except -> continue (skipped)
//    json.loads is strict (raw control characters inside strings refused); NaN / Infinity are accepted.
const logadeClean = (content: string): string => {
  let c = content;
  if (c.startsWith('```json')) c = c.slice(7);
  if (c.endsWith('```')) c = c.slice(0, -3);
  return pyStrip(c);
};
const logade: FrameworkParser = (reply) => {
  const result = pythonLoads(logadeClean(reply));
  return isObject(result) && hasOwn(result, 'is_anomaly');
};

// 5. Gilfoyle (axiomhq/gilfoyle), .meta/scorers/rca.ts RCAAccuracyScorer (TypeScript, Vercel AI SDK generateText):
//      const jsonMatch = text.match(/\{[\s\S]*\}/);
//      if (!jsonMatch) throw new Error(`Gemini response contained no JSON: ...`);   // -> keyword fallback
//      const judgment = JSON.parse(jsonMatch[0]);                                    // SyntaxError -> keyword fallback
//      const rawScore = typeof judgment.score === 'number' ? judgment.score : NaN;
//      const score = Number.isFinite(rawScore) ? Math.max(0, Math.min(1, rawScore / 100)) : 0;   // else a default 0
//    Greedy: from the first '{' to the last '}' of the reply.
const GILFOYLE_JSON = /\{[\s\S]*\}/;
const gilfoyle: FrameworkParser = (reply) => {
  const match = reply.match(GILFOYLE_JSON);
  if (!match) return false;
  let judgment: unknown;
  try {
    judgment = JSON.parse(match[0]);
  } catch {
    return false;
  }
  const score = (judgment as { score?: unknown }).score;
  return typeof score === 'number' && Number.isFinite(score);
};

export const PARSERS_OF_SET_695: Record<string, FrameworkParser> = {
  'rca-ai-analyst--jira-incident-rca-quality-five-dimensions-0-100-json-total-brace-fallback': rcaAiAnalyst,
  'tarsy--incident-investigation-quality-0-100-bare-integer-last-line': tarsy,
  'sre-agent-llm-judge--investigation-summary-root-cause-good-needs-improvement-bad-json-markdown-keys': sreAgentLlmJudge,
  'logade--log-anomaly-classification-retrieved-cases-is-anomaly-json-fence-peel': logade,
  'gilfoyle--sre-rca-accuracy-counterfactual-0-100-json-greedy-brace-numeric-score': gilfoyle,
};
