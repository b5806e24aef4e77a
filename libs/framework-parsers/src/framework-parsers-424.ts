/**
 * Set 424: replicas of the reply readers of three fact-checking / claim-verification judges:
 * ZeFaV's zero-shot HoVer verifier (a raw Llama-3 completion after "###The answer is:", regex True|False),
 * ClaimCheck.AI's watsonx verifier (a "verdicts" JSON list read by a lenient multi-object JSON finder and per-item
 * Python/pydantic conversions) and fc-evidence-evaluation's GPT prompt scorer (JSON "label" looked up in an aenum
 * MultiValueEnum). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a skipped sample)?
 */
import {
  balancedJsonEnd,
  isObject,
  PY_FLOAT_STR,
  PY_SPACE,
  pyStrip,
  pyTruthy,
  pythonLoadsNumbers,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. ZeFaV (sonlam1102/zefav), prompt.py perform_prompt + analysis.py exploit_label:
//      pred_claim = do_inference(model, tokenizer, prompt_claim, max_new_tokens=2, add_special_tokens=False)
//          # tokenizer.batch_decode(output_ids)[0]: the prompt followed by the generated tokens
//      result.append({**example, "predicted_label": pred_claim})
//      ...
//      prompt_pred = d['predicted_label']
//      label = prompt_pred.split("###The answer is:")[1].strip().strip('\n')
//      try:
//          label_extract = re.search(r'(True|False|TRUE|FALSE)', label).group(0)
//          if label_extract == 'True': d['predicted_label_new'] = 'supports'
//          else: d['predicted_label_new'] = 'refutes'
//      except Exception as e:
//          d['predicted_label_new'] = 'supports'       # default, counted in num_err
//          num_err = num_err + 1
//    The prompt ends on its only "###The answer is:", so split(...)[1] is the generated text up to any further marker;
//    the search is case-sensitive and matches inside words.
const ZEFAV_MARKER = '###The answer is:';
const ZEFAV_LABEL = /True|False|TRUE|FALSE/;
const zefav: FrameworkParser = (reply) => ZEFAV_LABEL.test(reply.split(ZEFAV_MARKER)[0] ?? '');

// 2. ClaimCheck.AI (stuti-agrawal/ClaimCheck.AI), app/agents/verifier.py + app/core/parse_json.py (2nd definition):
//      text = _gen(url, body)                                   # generated_text or ""
//      parsed = parse_json_anywhere(text, root_key="verdicts")
//      if parsed and parsed.get("verdicts"): return parsed      # else a repair call (retry)
//    parse_json_anywhere:
//      if not text: return {root_key or "": []}
//      text = strip_footers(text.strip())       # splitlines, cut at a line starting "*note" / "note:", "\n".join
//      try:
//          obj = json.loads(text)
//          if not root_key or root_key in obj: return obj
//      except Exception: pass
//      blocks = [obj for obj in iter_json_objects(text) if isinstance(obj, dict) and root_key in obj]
//          # iter_json_objects: JSONDecoder().raw_decode(s, m.start()) at every '{'
//      if not blocks: return {root_key or "": []}
//      return merge_json_blocks(blocks, root_key)   # list values concatenated (dedup), non-lists skipped
//    verify (no try around this part):
//      items = parsed.get("verdicts", []) or []
//      for it in items:
//          cid = it.get("claim_id", "")
//          label = (it.get("label") or "").lower()
//          conf = float(it.get("confidence", 0.5))
//          cites = it.get("citation_ids") or []
//          rationale = (it.get("rationale") or "")[:300]
//          if label not in allowed: label = "insufficient"            # default
//          best_id = next((d for d in cites if d in doc_catalog), "") or top_ev.get(cid, "")
//          out.append(Verdict(claim_id=cid, label=label, confidence=conf, best_evidence_id=best_id,
//                             rationale=rationale, citation_ids=cites))   # pydantic v2: str/str/float/str/str/List[str]
const CC_ALLOWED = ['supported', 'refuted', 'insufficient'];
const PY_LINE_BREAK = /\r\n|[\n\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]/;
const PY_LSTRIP = new RegExp(`^[${PY_SPACE}]+`);
const ccStripFooters = (text: string): string => {
  const lines = text.split(PY_LINE_BREAK);
  const clean: string[] = [];
  for (const ln of lines) {
    const head = ln.replace(PY_LSTRIP, '').toLowerCase();
    if (head.startsWith('*note') || head.startsWith('note:')) break;
    clean.push(ln);
  }
  return clean.join('\n');
};
type CcParsed = { kind: 'dict'; value: Record<string, unknown> } | { kind: 'crash' } | { kind: 'none' };
const ccParseJsonAnywhere = (reply: string): CcParsed => {
  if (reply === '') return { kind: 'none' };
  const text = ccStripFooters(pyStrip(reply));
  const obj = pythonLoadsNumbers(text);
  if (obj !== undefined) {
    if (isObject(obj)) {
      if (own(obj, 'verdicts')) return { kind: 'dict', value: obj };
    } else if (Array.isArray(obj)) {
      if (obj.some((x) => x === 'verdicts')) return { kind: 'crash' }; // list returned, .get -> AttributeError
    } else if (typeof obj === 'string') {
      if (obj.includes('verdicts')) return { kind: 'crash' }; // str returned, .get -> AttributeError
    } // numbers, bools, None: `in` raises TypeError, caught
  }
  const merged: unknown[] = [];
  let found = false;
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) {
    const end = balancedJsonEnd(text, i);
    if (end === -1) continue;
    const value = pythonLoadsNumbers(text.slice(i, end));
    if (!isObject(value) || !own(value, 'verdicts')) continue;
    found = true;
    const vals = pyTruthy(value['verdicts']) ? value['verdicts'] : [];
    if (Array.isArray(vals)) merged.push(...vals);
  }
  return found ? { kind: 'dict', value: { verdicts: merged } } : { kind: 'none' };
};
const ccItem = (it: unknown): 'verdict' | 'default' | 'error' => {
  if (!isObject(it)) return 'error'; // .get on a non-dict
  const cid = own(it, 'claim_id') ? it['claim_id'] : '';
  const rawLabel = own(it, 'label') ? it['label'] : null;
  let label = '';
  if (pyTruthy(rawLabel)) {
    if (typeof rawLabel !== 'string') return 'error'; // .lower() on a non-str
    label = rawLabel.toLowerCase();
  }
  const conf = own(it, 'confidence') ? it['confidence'] : 0.5;
  if (!(typeof conf === 'number' || typeof conf === 'boolean' || (typeof conf === 'string' && PY_FLOAT_STR.test(conf)))) return 'error';
  const rawCites = own(it, 'citation_ids') ? it['citation_ids'] : null;
  const cites = pyTruthy(rawCites) ? rawCites : [];
  const rawRationale = own(it, 'rationale') ? it['rationale'] : null;
  if (pyTruthy(rawRationale) && typeof rawRationale !== 'string') return 'error'; // slicing raises, or pydantic refuses a list
  // iterating cites (numbers/bools raise) and pydantic's List[str]: only a list of strings survives
  if (!Array.isArray(cites) || !cites.every((d) => typeof d === 'string')) return 'error';
  if (typeof cid !== 'string') return 'error'; // unhashable in top_ev.get, or pydantic v2 refuses a non-str claim_id
  return CC_ALLOWED.includes(label) ? 'verdict' : 'default';
};
const claimcheck: FrameworkParser = (reply) => {
  const parsed = ccParseJsonAnywhere(reply);
  if (parsed.kind !== 'dict') return false;
  const verdicts = parsed.value['verdicts'];
  if (!pyTruthy(verdicts)) return false; // repair call
  if (!Array.isArray(verdicts)) return false; // dict/str iterate to str items, numbers are not iterable: all raise
  const results = verdicts.map(ccItem);
  return !results.includes('error') && results.includes('verdict');
};

// 3. fc-evidence-evaluation (mubasharaak/fc-evidence-evaluation), prompt_scorer_openai.py + scorer_utils.py:
//      return response.choices[0].message.content
//      try:
//          pred_label = scorer_utils.map_label(response.response)
//          if response.gold.lower() not in ignore_labels and pred_label in range(3): pred_labels.append(pred_label)
//      except Exception as e: print(...)                     # sample skipped
//    map_label:
//      label_str = json.loads(response)["label"]
//      try: return properties.LABEL_DICT[properties.Label(label_str)]
//      except Exception: return -1                             # dropped by `in range(3)`
//    properties.Label (aenum MultiValueEnum) values, looked up by hash/equality (0/1/2 also as floats or bools):
const FC_LABEL_STRINGS = new Set([
  'refuted', 'refutes', 'refute', '0', 'contradiction', 'c', 'not_supported', 'contradict',
  'supported', 'supports', 'support', '1', 'entailment', 'e', 'entail',
  'not enough evidence', '2', 'neutral', 'n', 'conflicting evidence/cherrypicking', 'not enough info', 'not enough information', 'nei',
]);
const fcEvidenceEvaluation: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value) || !own(value, 'label')) return false;
  const label = value['label'];
  if (typeof label === 'string') return FC_LABEL_STRINGS.has(label);
  if (typeof label === 'number') return label === 0 || label === 1 || label === 2;
  return typeof label === 'boolean';
};

export const PARSERS_OF_SET_424: Record<string, FrameworkParser> = {
  'zefav--hover-claim-true-false-raw-completion-regex-after-answer-marker': zefav,
  'claimcheck-ai--watsonx-call-claims-vs-evidence-catalog-verdicts-json-list-supported-refuted-insufficient': claimcheck,
  'fc-evidence-evaluation--base-prompt-claim-evidence-few-shot-json-label-multivalue-enum': fcEvidenceEvaluation,
};
