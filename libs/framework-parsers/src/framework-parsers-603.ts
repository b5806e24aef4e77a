/**
 * Set 603: replicas of the reply readers of four LLM guardrails inside agent apps and guard libraries: TigerGraph
 * CoPilot's agent hallucination check (LangChain PydanticOutputParser over a pydantic v1 model, JSON key `score`),
 * ai-infra's RAG hallucination output guardrail (greedy first-brace-to-last-brace JSON with overall_grounded /
 * confidence / claims), Prompt Guardian's input policy checker (BLOCK / REWRITE: / ALLOW leading word, else a default
 * ALLOW) and Groq-SLM-Guardrails-Chat's topic guard (pass / flag / block first-line word, JSON or keyword fallbacks).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * fallback to another detector)?
 */
import { NOT_JSON, isObject, langchainJsonMarkdown, pyStrip, pyTruthy, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. TigerGraph CoPilot, copilot/app/agent/agent_hallucination_check.py (tigergraph/CoPilot):
//      class HallucinationCheckResponse(BaseModel):            # from langchain.pydantic_v1 import BaseModel, Field
//          score: str = Field(description="The score of the hallucination check. Either 'yes' or 'no', ...")
//      hallucination_parser = PydanticOutputParser(pydantic_object=HallucinationCheckResponse)
//      rag_chain = prompt | self.llm.model | hallucination_parser
//      prediction = rag_chain.invoke({"context": context, "generation": generation})
//    copilot/app/agent/agent_graph.py check_answer_for_hallucinations (no try/except around it):
//      if hallucinations.score == "yes": return "grounded"
//      else: return "hallucination"
//    langchain_core: JsonOutputParser.parse_result: text = text.strip(); parse_json_markdown(text) (JSONDecodeError ->
//    OutputParserException); parse_json_markdown = strip(" \n\r\t`") + _custom_parser + parse_partial_json(strict=False),
//    retried on what follows the first ``` ; then PydanticOutputParser._parse_obj -> HallucinationCheckResponse.parse_obj.
//    pydantic v1 parse_obj: a non-dict goes through dict(obj) (TypeError/ValueError -> ValidationError), then
//    cls(**obj) (a non-str key -> TypeError); `str` field: str as is, int/float/bool -> str(v), None/list/dict -> error.
//    Any parsed string is a verdict ("yes" grounded, anything else hallucination -> question rewritten).
const tigergraphLoads = (text: string): unknown => pythonLoads(text, false, '0'); // NaN / Infinity are floats: str() works
const pydanticV1Fields = (value: unknown): Map<string, unknown> | null => {
  if (isObject(value)) return new Map(Object.entries(value));
  if (!Array.isArray(value)) return null; // dict(None / str / number) raises
  const fields = new Map<string, unknown>();
  for (const item of value) {
    let pair: unknown[];
    if (Array.isArray(item)) pair = item;
    else if (typeof item === 'string') pair = [...item];
    else if (isObject(item)) pair = Object.keys(item); // iterating a dict yields its keys
    else return null;
    if (pair.length !== 2) return null; // "dictionary update sequence element has length n; 2 is required"
    const [key, v] = pair;
    if (typeof key !== 'string') return null; // unhashable key (TypeError) or cls(**obj) with a non-str keyword
    fields.set(key, v);
  }
  return fields;
};
const tigergraphCopilot: FrameworkParser = (reply) => {
  const parsed = langchainJsonMarkdown(pyStrip(reply), tigergraphLoads);
  if (parsed === NOT_JSON) return false;
  const fields = pydanticV1Fields(parsed);
  if (!fields || !fields.has('score')) return false;
  const score = fields.get('score');
  return typeof score === 'string' || typeof score === 'number' || typeof score === 'boolean';
};

// 2. ai-infra, src/ai_infra/guardrails/output/hallucination.py Hallucination._check_llm (Aliikhatami94/ai-infra):
//      response = llm.chat(prompt, model_name=model_name)
//      try:
//          json_match = re.search(r"\{[\s\S]*\}", response.content)
//          if json_match: result_data = json.loads(json_match.group())
//          else: raise ValueError("No JSON found in response")      # not caught here: outer except -> heuristic
//          grounded = result_data.get("overall_grounded", True)
//          confidence = result_data.get("confidence", 0.5)
//          claims_analysis = result_data.get("claims", [])
//          if grounded and confidence >= self.threshold: return GuardrailResult(passed=True, ...)
//          unsupported = [c for c in claims_analysis if c.get("status") in ("NOT SUPPORTED", "PARTIALLY SUPPORTED")]
//          if len(unsupported) > len(claims_analysis) / 2: severity = "high"
//          elif confidence < 0.5: severity = "medium"
//          else: severity = "low"
//          return GuardrailResult(passed=False, ...)
//      except (json.JSONDecodeError, KeyError): return self._check_heuristic(text, sources)
//      ... except Exception: return self._check_heuristic(text, sources)     # TypeError / AttributeError land here
//    threshold defaults to 0.7. A reply without "overall_grounded" only yields the default grounded=True: no verdict.
const AI_INFRA_THRESHOLD = 0.7;
const pyComparable = (v: unknown): v is number | boolean => typeof v === 'number' || typeof v === 'boolean';
const aiInfraHallucination: FrameworkParser = (reply) => {
  const match = /\{[\s\S]*\}/.exec(reply);
  if (!match) return false;
  const data = pythonLoadsNumbers(match[0]);
  if (!isObject(data) || !Object.hasOwn(data, 'overall_grounded')) return false;
  const grounded = data['overall_grounded'];
  const confidence = Object.hasOwn(data, 'confidence') ? data['confidence'] : 0.5;
  const claims = Object.hasOwn(data, 'claims') ? data['claims'] : [];
  if (pyTruthy(grounded)) {
    if (!pyComparable(confidence)) return false; // str / None / list >= float: TypeError
    if (Number(confidence) >= AI_INFRA_THRESHOLD) return true;
  }
  let items: unknown[];
  if (Array.isArray(claims)) items = claims;
  else if (typeof claims === 'string') items = [...claims];
  else if (isObject(claims)) items = Object.keys(claims);
  else return false; // None / number / bool are not iterable
  if (!items.every(isObject)) return false; // c.get on a str / number / list: AttributeError
  const unsupported = items.filter((c) => c['status'] === 'NOT SUPPORTED' || c['status'] === 'PARTIALLY SUPPORTED').length;
  if (unsupported > items.length / 2) return true;
  return pyComparable(confidence); // confidence < 0.5
};

// 3. Prompt Guardian, prompt_guardian/guard/input_guard.py guard_input (vsheahan/prompt-guardian):
//      raw_response = response.json()["response"].strip()
//      normalized = raw_response.upper()
//      if normalized.startswith("BLOCK"): return "BLOCK"
//      elif normalized.startswith("REWRITE:"): return raw_response  # keep full rewrite string
//      elif normalized.startswith("ALLOW"): return "ALLOW"
//      elif "BLOCK" in normalized: return "BLOCK"
//      else: return "ALLOW"                                         # the default, not read from the reply
//    str.strip() is Python's (str.isspace() whitespace); str.upper() and toUpperCase() share Unicode's full mappings.
const promptGuardian: FrameworkParser = (reply) => {
  const normalized = pyStrip(reply).toUpperCase();
  return normalized.startsWith('BLOCK') || normalized.startsWith('REWRITE:') || normalized.startsWith('ALLOW') || normalized.includes('BLOCK');
};

// 4. Groq-SLM-Guardrails-Chat, backend/guards/ollama_guard.py _parse_verdict (Aftabbs/Groq-SLM-Guardrails-Chat):
//      raw = _safe_str(text)                                        # str.strip()
//      lines = raw.split("\n")
//      first_line = _safe_str(lines[0] if lines else "").lower()
//      if first_line in ("pass", "flag", "block"): return first_line, reason
//      try:
//          start = raw.find("{")
//          if start != -1:
//              end = raw.rfind("}") + 1
//              if end > start:
//                  obj = json.loads(raw[start:end])
//                  v = _safe_str(obj.get("verdict") or obj.get("result") or "").lower()   # non-str -> ""
//                  if v in ("pass", "flag", "block"): return v, ...
//      except (json.JSONDecodeError, TypeError, ValueError): pass
//      raw_lower = raw.lower()
//      if "block" in raw_lower: verdict = "block"
//      elif "flag" in raw_lower: verdict = "flag"
//      else: verdict = "pass"                   # also when no verdict word is there at all: the default
//    call_ollama_guard already strips the text; DEFAULT_VERDICT "flag" only on an Ollama error.
const GUARD_WORDS = ['pass', 'flag', 'block'];
const groqSlmTopicGuard: FrameworkParser = (reply) => {
  const raw = pyStrip(reply);
  const lines = raw.split('\n');
  if (GUARD_WORDS.includes(pyStrip(lines[0] ?? '').toLowerCase())) return true;
  const start = raw.indexOf('{');
  if (start !== -1) {
    const end = raw.lastIndexOf('}') + 1;
    if (end > start) {
      const obj = pythonLoads(raw.slice(start, end));
      if (isObject(obj)) {
        const picked = [obj['verdict'], obj['result']].find(pyTruthy) ?? '';
        const v = typeof picked === 'string' ? pyStrip(picked).toLowerCase() : '';
        if (GUARD_WORDS.includes(v)) return true;
      }
    }
  }
  const lower = raw.toLowerCase();
  return GUARD_WORDS.some((word) => lower.includes(word));
};

export const PARSERS_OF_SET_603: Record<string, FrameworkParser> = {
  'tigergraph-copilot--agent-answer-hallucination-grounded-yes-no-json-score-pydantic-v1': tigergraphCopilot,
  'ai-infra--rag-output-hallucination-guardrail-overall-grounded-confidence-claims-json-greedy-braces': aiInfraHallucination,
  'prompt-guardian--input-prompt-policy-check-block-rewrite-allow-leading-word': promptGuardian,
  'groq-slm-guardrails-chat--topic-relevance-guard-pass-flag-block-first-line-word': groqSlmTopicGuard,
};
