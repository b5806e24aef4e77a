/**
 * Set 407: replicas of the reply readers of five information-extraction / knowledge-graph / evidence-verification
 * judges: GraphGen's Chinese cross-chunk entity-description conflict judge (JSON has_conflict, greedy brace fallback),
 * KG-Eval's relationship factual-precision referee (substring label words), expl-generator's non-contradiction judge of
 * fact-checking explanations (JSON OK/NOK/NA, last brace-balanced object), the Knowledge Graph Validator's instructor
 * tool call (pydantic Literal[True, False, "Not enough information to say"]) and the AI-safety KG-Judge's validation
 * report (pydantic model_validate_json of an all-optional model). Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { hasUnpairedSurrogateEscape, isObject, pythonLoads, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const field = (o: Record<string, unknown>, k: string): unknown => (hasOwn(o, k) ? o[k] : undefined);

// ---------------------------------------------------------------------------------------------------------------
// 1. GraphGen, graphgen/models/evaluator/kg/consistency_evaluator.py (Stars1233/GraphGen fork):
//      _check_entity_description_consistency:
//        try:
//            prompt = ENTITY_DESCRIPTION_CONFLICT_PROMPT.format(entity_name=entity_id, descriptions="\n".join(desc_list))
//            response = asyncio.run(self.llm_client.generate_answer(prompt))
//            try:
//                result = json.loads(response)
//            except json.JSONDecodeError:
//                json_match = re.search(r"\{.*\}", response, re.DOTALL)
//                if json_match:
//                    result = json.loads(json_match.group(0))      # JSONDecodeError -> outer except
//                else:
//                    return {"has_conflict": False}
//            return result
//        except Exception as e:
//            return {"has_conflict": False}
//      _evaluate_entity_consistency:
//        if desc_conflict and desc_conflict.get("has_conflict", False):   # truthy non-dict -> AttributeError ->
//            conflicts.append({...})                                      #   entity skipped by the caller's except
//    A verdict: Python json.loads (NaN/Infinity allowed) of the whole reply, else of the greedy first-'{'-to-last-'}'
//    slice, gives a dict that holds the key 'has_conflict'. Without the key the .get default False is used.
const GRAPHGEN_GREEDY = /\{[\s\S]*\}/;
const graphgenConflict: FrameworkParser = (reply) => {
  let result = pythonLoads(reply);
  if (result === undefined) {
    const match = GRAPHGEN_GREEDY.exec(reply);
    if (!match) return false;
    result = pythonLoads(match[0]);
    if (result === undefined) return false;
  }
  return isObject(result) && hasOwn(result, 'has_conflict');
};

// 2. KG-Eval, src/kg_eval/llm_referee.py OpenAIReferee.evaluate_factual_precision (earayu/KG-Eval):
//      result = response.choices[0].message.content.strip().lower()
//      if "correct" in result and "partially" not in result:
//          return "correct"
//      elif "partially" in result or "partial" in result:
//          return "partially_correct"
//      else:
//          return "incorrect"                     # also what `except Exception` returns: the catch-all default
//    A label is read when the lowercased reply contains 'correct' or 'partial' ('INCORRECT' is read as "correct").
//    No character outside ASCII lowercases (in Python or JS) into these ASCII substrings, so toLowerCase is exact here.
const kgEvalFactualPrecision: FrameworkParser = (reply) => {
  const result = reply.toLowerCase();
  return result.includes('correct') || result.includes('partial');
};

// 3. expl-generator, evaluation/s02_evaluate_intermediate_explanations.py + pipeline/json_helpers.py (jrmtnez/expl-generator):
//      response_text = format_response_text(response_text)        # response_text.replace("\n", " ")
//      response_json = extract_json(response_text)[-1]             # None[-1] -> TypeError (caught, error counted)
//      check_response_value(response_json["non_contradiction"], use_na=True)
//          # if response_value not in ["OK", "NOK", "NA"]: raise ValueError(...)
//      triplet[label + "_non_contradiction_auto"] = response_json["non_contradiction"]
//      if response_json["non_contradiction"] == "NOK" and "analysis" not in response_json:
//          raise ValueError(...)                                    # raised AFTER the label was stored: kept
//    extract_json(text_response):
//      for i, char in enumerate(text_response):
//          if char == '{':
//              if start_pos is None: start_pos = i
//              braces_count += 1
//          elif char == '}':
//              braces_count -= 1
//              if braces_count == 0 and start_pos is not None:
//                  try: json_objects.append(json.loads(text_response[start_pos:i+1]))
//                  except json.JSONDecodeError: pass
//                  start_pos = None
//      return json_objects if json_objects else None
//    Braces inside strings count; a stray '}' first makes the counter negative for good. json.loads is strict (raw
//    control characters other than the replaced \n inside strings fail). Braces are single UTF-16 units, so JS indices
//    slice exactly what Python's code-point indices slice.
const jexonExtract = (text: string): unknown[] => {
  const objects: unknown[] = [];
  let start: number | null = null;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') {
      if (start === null) start = i;
      count++;
    } else if (c === '}') {
      count--;
      if (count === 0 && start !== null) {
        const value = pythonLoads(text.slice(start, i + 1));
        if (value !== undefined) objects.push(value);
        start = null;
      }
    }
  }
  return objects;
};
const explGeneratorNonContradiction: FrameworkParser = (reply) => {
  const objects = jexonExtract(reply.replace(/\n/g, ' '));
  if (objects.length === 0) return false;
  const last = objects[objects.length - 1];
  if (!isObject(last) || !hasOwn(last, 'non_contradiction')) return false;
  const value = last['non_contradiction'];
  return value === 'OK' || value === 'NOK' || value === 'NA';
};

// 4. Knowledge Graph Validator, knowledge_graph_validator/validators.py (jackboyla/knowledge-base-builder):
//      class ValidatedTriple(BaseModel, extra='allow'):
//          predicted_subject_name: str
//          predicted_relation: Union[str, List[str]]
//          predicted_object_name: Any
//          triple_is_valid: Literal[True, False, "Not enough information to say"] = Field(..., description=...)
//          reason: str = Field(None, description=...)
//      resp: ValidatedTriple = client.chat.completions.create(response_model=ValidatedTriple, ..., max_retries=3)
//    instructor (patch, Mode.TOOLS) runs ValidatedTriple.model_validate_json(tool_call.function.arguments); a
//    ValidationError re-asks. pydantic v2 JSON: strict JSON text (jiter also refuses lone-surrogate escapes); str only
//    from JSON strings; Literal bools match JSON true/false only (strict), the string exactly; Any without a default is
//    required; an explicit null for `reason: str` fails.
const kbbValidatedTriple: FrameworkParser = (reply) => {
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const v = wholeJson(reply);
  if (!isObject(v)) return false;
  if (typeof field(v, 'predicted_subject_name') !== 'string') return false;
  const relation = field(v, 'predicted_relation');
  if (!(typeof relation === 'string' || (Array.isArray(relation) && relation.every((r) => typeof r === 'string')))) return false;
  if (!hasOwn(v, 'predicted_object_name')) return false;
  const valid = field(v, 'triple_is_valid');
  if (!(valid === true || valid === false || valid === 'Not enough information to say')) return false;
  return !hasOwn(v, 'reason') || typeof v['reason'] === 'string';
};

// 5. AI-safety KG-Judge, intervention_graph_creation/src/local_graph_extraction/llm_judge/judge.py + schema.py
//    (MartinLeitgab/AISafetyIntervention_LiteratureExtraction):
//      content = choice.message.content            # after finish_reason == "stop" and content is not None
//      result = GPT_Assessment.model_validate_json(content)
//      return {"type": "success", "gpt_assessment": result, ...}
//    except ValidationError: {"type": "failure", ..., "error_code": "parse_or_validate_error"}  -> local fallback report
//    GPT_Assessment: decision / validation_report / proposed_fixes / rationale_record, all Optional[...] = None, nested
//    models all-Optional too (Optional[bool], Optional[str], Optional[List[str]], Optional[Literal[...] | str]), extra
//    keys ignored. pydantic v2 lax bool from JSON: true/false, 0/1, or a string equal to '0'/'1' or ASCII-case-
//    insensitively one of f,n,no,off,false,t,y,on,yes,true. Strings are not coerced from numbers.
const BOOL_WORDS = new Set(['f', 'n', 'no', 'off', 'false', 't', 'y', 'on', 'yes', 'true']);
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const optBool = (x: unknown) =>
  x === undefined || x === null || typeof x === 'boolean' || x === 0 || x === 1 || (typeof x === 'string' && (x === '0' || x === '1' || BOOL_WORDS.has(asciiLower(x))));
const optStr = (x: unknown) => x === undefined || x === null || typeof x === 'string';
const optStrList = (x: unknown) => x === undefined || x === null || (Array.isArray(x) && x.every((s) => typeof s === 'string'));
type Check = (o: Record<string, unknown>) => boolean;
const optModel = (x: unknown, check: Check) => x === undefined || x === null || (isObject(x) && check(x));
const optModelList = (x: unknown, check: Check) =>
  x === undefined || x === null || (Array.isArray(x) && x.every((item) => isObject(item) && check(item)));
const strs = (...keys: string[]): Check => (o) => keys.every((k) => optStr(field(o, k)));
const strsAndLists = (keys: string[], lists: string[]): Check => (o) => strs(...keys)(o) && lists.every((k) => optStrList(field(o, k)));

const decisionOk: Check = (o) =>
  optBool(field(o, 'is_valid_json')) && optBool(field(o, 'has_blockers')) && optBool(field(o, 'flag_underperformance')) && optStr(field(o, 'summary'));
const validationReportOk: Check = (o) =>
  optModelList(field(o, 'schema_check'), strs('severity', 'issue', 'where', 'suggestion')) &&
  optModelList(field(o, 'referential_check'), strsAndLists(['severity', 'issue'], ['ids'])) &&
  optModelList(field(o, 'orphans'), strs('node_id', 'reason', 'suggested_fix')) &&
  optModelList(field(o, 'duplicates'), strsAndLists(['kind', 'merge_strategy'], ['ids'])) &&
  optModelList(field(o, 'rationale_mismatches'), strs('issue', 'evidence', 'fix')) &&
  optModel(field(o, 'coverage'), (c) =>
    optModelList(field(c, 'expected_edges_from_source'), strsAndLists(['title', 'evidence', 'status'], ['mapped_edge_ids'])),
  );
const proposedFixesOk: Check = (o) =>
  optModelList(field(o, 'add_nodes'), (n) => strs('id', 'type', 'name')(n) && optModel(field(n, 'props'), strs('stable_key'))) &&
  optModelList(field(o, 'merges'), strsAndLists(['target_id'], ['absorbed_ids', 'retargeted_edge_ids'])) &&
  optModelList(field(o, 'deletions'), strs('kind', 'id', 'reason'));
const rationaleRecordOk: Check = (o) => optStr(field(o, 'method')) && optStrList(field(o, 'notes'));

const aiSafetyKgJudge: FrameworkParser = (reply) => {
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const v = wholeJson(reply);
  if (!isObject(v)) return false;
  return (
    optModel(field(v, 'decision'), decisionOk) &&
    optModel(field(v, 'validation_report'), validationReportOk) &&
    optModel(field(v, 'proposed_fixes'), proposedFixesOk) &&
    optModel(field(v, 'rationale_record'), rationaleRecordOk)
  );
};

export const PARSERS_OF_SET_407: Record<string, FrameworkParser> = {
  'graphgen--kg-entity-description-cross-chunk-conflict-zh-json-has-conflict-greedy-brace-fallback': graphgenConflict,
  'kg-eval--kg-relationship-factual-precision-vs-source-text-correct-partially-incorrect-substring-label': kgEvalFactualPrecision,
  'expl-generator--fact-check-explanation-non-contradiction-with-evidence-json-ok-nok-na-last-brace-object': explGeneratorNonContradiction,
  'knowledge-base-builder--kg-completion-triple-validity-with-web-context-instructor-tool-literal-true-false-not-enough-info': kbbValidatedTriple,
  'ai-safety-intervention-kg--kg-judge-extracted-knowledge-graph-vs-source-validation-report-json-pydantic-all-optional': aiSafetyKgJudge,
};
