/**
 * Set 140: replicas of the reply readers of eight judges that ask for one verdict per item in a single reply (per claim,
 * per game turn and player, per generated QA pair, per answer sentence, per rubric item, per checklist item, per
 * challenge criterion): JSON lists of verdict objects, boolean arrays, one XML-like tag per sentence, one label per line,
 * zod-validated structured output. Each parser answers: would the project get a verdict out of this reply (not a
 * default, not an exception, not a skipped item)? Where the project checks the reply against the number of items it
 * sent, the replica uses the item count of the fixture's filled example.
 */
import { PY_SPACE, isObject, pyFloatOf, pyStrip, pythonLoads } from './framework-parser-helpers';
import { aiSdkParsePartialJson } from './framework-parser-ai-sdk';
import type { FrameworkParser } from './framework-parsers';

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
/**
 * Marker for Python's NaN / Infinity literals where they must stay numbers (JSON.parse reads 1e999 as Infinity). The
 * spaces keep a literal glued to other characters invalid, as Python finds it ("NaN0", "-NaN").
 */
const PY_SPECIAL_AS_NUMBER = ' 1e999 ';

/** Python float(x) of a json.loads value: numbers and bools; str through float()'s own syntax; None/list/dict raise. */
const pyFloatable = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && pyFloatOf(v) !== undefined);

// ---------------------------------------------------------------------------------------------------------------
// 1. DocLens, claim_evaluation/run_entailment.py (general_claim_entail.json prompt):
//      try:
//          judgment_dict = json.loads(response['choices'][0]['message']['content'])
//          claims_score[section][eid_str] = judgment_dict
//          for cid, d in enumerate(claims_score[section][eid_str]):
//              print(f"{d['entailment_prediction']} Claim {cid}: {d['claim']}")
//      except:
//          print('CANNOT CONVERT TO JSON'); wrong_format_count += 1
//    enumerate() of a dict walks its keys and of a str its characters, so only a list of dicts holding both keys gets
//    through without an exception. An empty list (or {} or "") raises nothing but carries no per-claim verdict.
const doclensClaimEntailment: FrameworkParser = (reply) => {
  const list = pythonLoads(reply);
  if (!Array.isArray(list) || list.length === 0) return false;
  return list.every((d) => isObject(d) && own(d, 'entailment_prediction') && own(d, 'claim'));
};

// 2. TradeCraft, TC_evaluation/evaluator.py evaluate_single_file + aggregate_scores:
//      try: parsed = json.loads(result_str)
//      except Exception: parsed = {"raw": result_str}          # saved, later json.load()ed back
//      for id, turn in enumerate(data):
//          if id >= 12: continue
//          try:
//              for turn_key, evaluations in turn.items():
//                  if turn_key.strip().lower() == "turn 13": break
//                  for entry in evaluations:
//                      user = entry["user"].lower(); score = entry["score"]
//                      player_scores[user].append(float(score))
//          except: print(f"Error occurs at f: {fname}"); continue
//    A turn that raises is skipped; the replica accepts a list whose first 12 turns all go through and that yields at
//    least one score. Iterating a dict walks its keys (str -> str["user"] raises), a str its characters.
const TC_COUNTED_TURNS = 12;
const tcEntriesOk = (evaluations: unknown): number | undefined => {
  let entries: unknown[];
  if (Array.isArray(evaluations)) entries = evaluations;
  else if (isObject(evaluations)) entries = Object.keys(evaluations); // keys are str: indexing them raises
  else if (typeof evaluations === 'string') entries = [...evaluations];
  else return undefined; // int / float / bool / None are not iterable
  let scores = 0;
  for (const entry of entries) {
    if (!isObject(entry)) return undefined;
    if (!own(entry, 'user') || typeof entry['user'] !== 'string') return undefined; // KeyError / no .lower()
    if (!own(entry, 'score') || !pyFloatable(entry['score'])) return undefined; // KeyError / float() error
    scores++;
  }
  return scores;
};
const tradecraftPersuasion: FrameworkParser = (reply) => {
  const data = pythonLoads(reply, true, PY_SPECIAL_AS_NUMBER);
  if (!Array.isArray(data)) return false; // {"raw": ...}, dicts (keys have no .items()), str, or scalars (TypeError)
  let scores = 0;
  for (let id = 0; id < Math.min(data.length, TC_COUNTED_TURNS); id++) {
    const turn = data[id];
    if (!isObject(turn)) return false; // AttributeError: no .items()
    for (const [turnKey, evaluations] of Object.entries(turn)) {
      if (pyStrip(turnKey).toLowerCase() === 'turn 13') break;
      const n = tcEntriesOk(evaluations);
      if (n === undefined) return false;
      scores += n;
    }
  }
  return scores > 0;
};

// 3. vietnamese_telecom_qa_dataset, src/llm/qna/gemini_llm.py GeminiLLM.validate + src/llm/pipeline.py:
//      text = response.candidates[0].content.parts[0].text.strip().lower()
//      if text.startswith("```") and text.endswith("```"):
//          text = "\n".join(text.split("\n")[1:-1]).strip()
//      parsed_output = json.loads(text)
//      if isinstance(parsed_output, list): return [bool(x) for x in parsed_output]   # else None
//      ...
//      if not is_valid_list or len(is_valid_list) != len(generated_quest_list): return []   # pipeline
//    Lower-casing first lets True/FALSE/NULL parse and turns NaN/Infinity into invalid JSON.
const TELECOM_PAIRS = 3;
const telecomQaValidator: FrameworkParser = (reply) => {
  let text = pyStrip(reply).toLowerCase();
  if (text.startsWith('```') && text.endsWith('```')) text = pyStrip(text.split('\n').slice(1, -1).join('\n'));
  const parsed = pythonLoads(text);
  return Array.isArray(parsed) && parsed.length === TELECOM_PAIRS;
};

// 4. CiteEval, src/modules/context_attributor.py ContextAttributor.parse_response + run:
//      sentence_level_regex = f'<category sentence_id="(\d+)">[\s\n]*(\d+)[\s\n]*<\/category>'
//      for sent_id, category in re.findall(sentence_level_regex, response):
//          if category not in self.context_types: category = category[0]
//          if category not in self.context_types: category = self.default_context_type     # '2'
//          sent_id2type[sent_id] = category
//      raw_ca_pred = sent_id2pred.get(str(sent_idx+1), ""); if raw_ca_pred == "": ca_pred = default
//    context_types keys: '1'..'4' and 'default'. Python \d / \s are Unicode; ids compare as strings.
const CA_SENTENCES = 3;
const CA_TYPES = new Set(['1', '2', '3', '4', 'default']);
const CA_TAG = new RegExp(`<category sentence_id="(\\p{Nd}+)">[${PY_SPACE}\\n]*(\\p{Nd}+)[${PY_SPACE}\\n]*<\\/category>`, 'gu');
const citeevalContextAttribution: FrameworkParser = (reply) => {
  const real = new Map<string, boolean>();
  for (const m of reply.matchAll(CA_TAG)) {
    let category = m[2] ?? '';
    if (!CA_TYPES.has(category)) category = [...category][0] ?? '';
    real.set(m[1] ?? '', CA_TYPES.has(category)); // false: replaced by the default category
  }
  for (let i = 1; i <= CA_SENTENCES; i++) if (real.get(String(i)) !== true) return false;
  return true;
};

// 5. ResearchQA, compute_coverage.py call_gpt + process_batch_with_retry + compute_coverage_score:
//      return response['choices'][0]['message']['content'].strip()
//      scores = gpt_output.split('\n'); scores = [score.strip() for score in scores if score.strip()]
//      if len(scores) == len(batch): return scores  else: raise BatchProcessingError   # retried, then item skipped
//      numeric_scores = [convert_text_to_score(j['score']) ...]   # text_to_score[text]: KeyError stops the run
const RQA_ITEMS = 4;
const RQA_LABELS = new Set(['Not at all', 'Barely', 'Moderately', 'Mostly', 'Completely']);
const researchqaRubricCoverage: FrameworkParser = (reply) => {
  const lines = pyStrip(reply)
    .split('\n')
    .map(pyStrip)
    .filter((line) => line !== '');
  return lines.length === RQA_ITEMS && lines.every((line) => RQA_LABELS.has(line));
};

// 6. scolia25-xsum, src/evaluation/check_eval.py Checkeval.evaluate_checklist (pydantic 2.10.6):
//      json_start = response_text.find("{"); json_end = response_text.rfind("}") + 1
//      response_json = json.loads(response_text[json_start:json_end])
//      return ChecklistResponse(**response_json)          # except Exception: print(...); return None
//      class ChecklistResponseItem(BaseModel): item: conint(ge=1); isChecked: bool
//      class ChecklistResponse(BaseModel): items: List[ChecklistResponseItem]      # score(): 0.0 when empty
//    Pydantic lax mode (checked against pydantic 2.13, same rules): int from int, integral float, bool, or str of ASCII
//    digits with optional sign, single underscores, a ".0..." tail and Rust-trimmed whitespace; bool from true/false,
//    0/1, 0.0/1.0 or the (ASCII case-insensitive, untrimmed) strings 0/1/f/t/n/y/no/yes/off/on/false/true.
const RUST_WS = '\\t\\n\\x0b\\x0c\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const PYD_INT_STR = new RegExp(`^[${RUST_WS}]*([+-]?)([0-9]+(?:_[0-9]+)*)(?:\\.0+)?[${RUST_WS}]*$`);
const PYD_BOOL_STR = new Set(['0', 'off', 'f', 'false', 'n', 'no', '1', 'on', 't', 'true', 'y', 'yes']);
const pydIntAtLeastOne = (v: unknown): boolean => {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) && Number.isInteger(v) && v >= 1;
  if (typeof v !== 'string') return false;
  const m = PYD_INT_STR.exec(v);
  return !!m && m[1] !== '-' && /[1-9]/.test(m[2] ?? '');
};
const pydBool = (v: unknown): boolean =>
  typeof v === 'boolean' ||
  (typeof v === 'number' && (v === 0 || v === 1)) ||
  (typeof v === 'string' && PYD_BOOL_STR.has(v.replace(/[A-Z]/g, (c) => c.toLowerCase())));
const scolia25Checkeval: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  if (start === -1) return false; // text[-1:end] is at most "}"
  const fragment = reply.slice(start, reply.lastIndexOf('}') + 1);
  const data = pythonLoads(fragment, true, PY_SPECIAL_AS_NUMBER);
  if (!isObject(data) || !own(data, 'items')) return false; // ChecklistResponse(**list) raises TypeError
  const items = data['items'];
  if (!Array.isArray(items) || items.length === 0) return false;
  return items.every(
    (it) => isObject(it) && own(it, 'item') && pydIntAtLeastOne(it['item']) && own(it, 'isChecked') && pydBool(it['isChecked']),
  );
};

// 7. Tuturuuu platform, packages/ai/src/chat/google-vertex/nova/criteria/route.ts (ai ^4.3.10, zod ^3.24.3):
//      streamObject({ model, schema: EvaluationSchema, prompt, system: systemInstruction, onFinish: async (result) => {
//        const criteriaEvaluation = (result.object?.criteriaEvaluation || []).filter(
//          (c) => c.id !== undefined && challengeCriteria.some((cc) => cc.id === c.id));
//        await sbAdmin.from('nova_submission_criteria').insert(criteriaEvaluation.map(...)) } })
//    ai 4.3 streamObject: latestObjectJson = parsePartialJson(accumulatedText).value, i.e. safeParseJSON (secure-json-
//    parse) of the text, else of fixJson(text); at finish the zod schema validates it (object undefined on failure).
//    The replica takes the reply as a single text chunk. fixJson below is @ai-sdk/ui-utils 1.2.11's, verbatim in logic.
const TUTURUUU_CRITERIA = new Set([
  '7c1f9a52-3d4e-4b8a-9f21-6a0c2e5d8b13',
  'e04b6d19-8a2f-4c57-b3e0-91d7f4a2c6e8',
  '2a9e7f30-5b1c-4d86-a4f2-0c8e3b7d9f51',
]);
// parsePartialJson(text).value (the AI SDK's fixJson repair, replicated once): aiSdkParsePartialJson, framework-parser-ai-sdk.ts.
const isStr = (v: unknown): v is string => typeof v === 'string';
// zod: z.object({ id: z.string(), score: z.number().min(0).max(10), feedback: z.string(),
//                 strengths: z.array(z.string()), improvements: z.array(z.string()) })   (unknown keys stripped)
const zodCriterion = (c: unknown): boolean =>
  isObject(c) &&
  isStr(c['id']) &&
  typeof c['score'] === 'number' &&
  !Number.isNaN(c['score']) &&
  c['score'] >= 0 &&
  c['score'] <= 10 &&
  isStr(c['feedback']) &&
  Array.isArray(c['strengths']) &&
  c['strengths'].every(isStr) &&
  Array.isArray(c['improvements']) &&
  c['improvements'].every(isStr);
const tuturuuuNovaCriteria: FrameworkParser = (reply) => {
  const value = aiSdkParsePartialJson(reply);
  if (!isObject(value)) return false;
  const list = value['criteriaEvaluation'];
  if (!Array.isArray(list) || !list.every(zodCriterion)) return false;
  return list.some((c) => TUTURUUU_CRITERIA.has((c as Record<string, unknown>)['id'] as string));
};

// 8. CiteEval, src/modules/citation_editor.py CitationEditor.parse_response (parse_edits, then parse_ratings) and
//    common_utils/rating_utils.py rate:
//      sentence_level_regex = f'<editing sentence_id="(\d+)">[\s\n]*((.|\n)*?)[\s\n]*<\/editing>'
//      citation_level_regex = f'<(DELETE|ADD) citation="(\d+)">[\s\n]*(?:DELETE|ADD)*\s*REASON\s*(\d+)[\s\n]*<\/(?:DELETE|ADD)>'
//      edit = f"{op}_{reason}"; assert edit in self.allowed_edits        # uncaught: the run stops
//      regex = f'<rating sentence_id="(\d+)">[\s\n]*(\d+)[\s\n]*<\/rating>'
//      if sentence_rating_output[1].isdigit(): sent_id2rating[sent_id] = int(sentence_rating_output[1])
//      rate(): a cited sentence whose str(sent_idx+1) has no rating -> default 1.0
//    Python '(.|\n)' is any character; \d, \s are Unicode. Ratings are not range-checked.
const CE_SENTENCES = 3;
const CE_ALLOWED = new Set(['DELETE_1', 'DELETE_2', 'DELETE_3', 'ADD_1', 'ADD_2', 'ADD_3']);
const CE_BLOCK = new RegExp(`<editing sentence_id="(\\p{Nd}+)">[${PY_SPACE}\\n]*([\\s\\S]*?)[${PY_SPACE}\\n]*<\\/editing>`, 'gu');
const CE_EDIT = new RegExp(
  `<(DELETE|ADD) citation="(\\p{Nd}+)">[${PY_SPACE}\\n]*(?:DELETE|ADD)*[${PY_SPACE}]*REASON[${PY_SPACE}]*(\\p{Nd}+)[${PY_SPACE}\\n]*<\\/(?:DELETE|ADD)>`,
  'gu',
);
const CE_RATING = new RegExp(`<rating sentence_id="(\\p{Nd}+)">[${PY_SPACE}\\n]*(\\p{Nd}+)[${PY_SPACE}\\n]*<\\/rating>`, 'gu');
const citeevalCitationRating: FrameworkParser = (reply) => {
  for (const block of reply.matchAll(CE_BLOCK)) {
    for (const edit of (block[2] ?? '').matchAll(CE_EDIT)) {
      if (!CE_ALLOWED.has(`${edit[1]}_${edit[3]}`)) return false; // AssertionError
    }
  }
  const rated = new Set<string>();
  for (const m of reply.matchAll(CE_RATING)) rated.add(m[1] ?? ''); // every \d+ run passes str.isdigit()
  for (let i = 1; i <= CE_SENTENCES; i++) if (!rated.has(String(i))) return false;
  return true;
};

export const PARSERS_OF_SET_140: Record<string, FrameworkParser> = {
  'doclens--claim-entailment-clinical-report-json-list-of-dicts-per-claim': doclensClaimEntailment,
  'tradecraft--persuasion-per-turn-per-player-score-0-1-json-array': tradecraftPersuasion,
  'vietnamese-telecom-qa-dataset--telecom-qa-pair-validator-boolean-array-one-per-pair': telecomQaValidator,
  'citeeval--context-attribution-category-tag-per-sentence-1-4': citeevalContextAttribution,
  'researchqa--rubric-coverage-five-level-label-one-per-line': researchqaRubricCoverage,
  'scolia25-xsum--checkeval-checklist-items-is-checked-json': scolia25Checkeval,
  'tuturuuu--nova-prompt-criteria-evaluation-score-0-10-per-criterion-stream-object': tuturuuuNovaCriteria,
  'citeeval--citation-editing-and-rating-tags-per-sentence-1-5': citeevalCitationRating,
};
