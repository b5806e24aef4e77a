/**
 * Set 737: replicas of the reply readers of three judges from scientific-literature tools: zenfoot/researcher's
 * AI-Scientist-style idea-novelty check ("Decision made: novel." inside the THOUGHT block), CiteGeist's 0-10 score of
 * a generated related-work section (the whole reply through Python int()) and LLM_paper_screening's arXiv paper
 * relevance screen (one JSON object with field / summary / reasoning). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a skipped sample)?
 */
import { isObject, PY_INT_STR, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. zenfoot/researcher, src/agents/novelty_evaluation_agent.py NoveltyEvaluationAgent.parse_response:
//      try:
//          thought = text.split('THOUGHT:\n')[1].split('RESPONSE:')[0].strip()
//          if "Decision made: novel." in thought:
//              decision = "Novel"
//          elif "Decision made: not novel." in thought:
//              decision = "Not Novel"
//          json_str = text.split('RESPONSE:\n```json')[1].split('```')[0].strip()
//          response_json = json.loads(json_str)
//          query = response_json.get("Query", "")
//      except Exception as e:
//          print(f"Error parsing response: {e}")
//      return thought, decision, query
//    evaluate_novelty: if decision: return decision  (else search the query and run another round; after the last
//    round the default "Novelty evaluation inconclusive." is returned). The decision is set before the JSON step, so
//    a broken JSON block does not lose it. Python's str.split(sep) splits like JS String.split(string): [1] is the
//    text between the first and the second 'THOUGHT:\n'; the phrases are case-sensitive substrings.
const zenfootNovelty: FrameworkParser = (reply) => {
  const parts = reply.split('THOUGHT:\n');
  if (parts.length < 2) return false; // IndexError -> caught, decision stays None
  const thought = (parts[1] ?? '').split('RESPONSE:')[0] ?? '';
  return thought.includes('Decision made: novel.') || thought.includes('Decision made: not novel.');
};

// 2. CiteGeist, evaluation/evaluation-arxiv-ids.py (chenneking/citegeist):
//      result_source: str = prompt_mistral_with_backoff(project_id, region, model_name, prompt_source)
//      rating_source: int = int(result_source)          # ValueError is not caught: the script stops
//    Gemini_Evaluator.py prompt_mistral_pre_authenticated:
//      return response.json()["choices"][0]["message"]["content"] if not streaming else response.iter_lines()
//    Python int() of a str: str.isspace() whitespace around, an optional sign, Unicode decimal digits with single
//    underscores between them; no range check.
const citegeistRelatedWorkScore: FrameworkParser = (reply) => PY_INT_STR.test(reply);

// 3. LLM_paper_screening, run.py run() (HarlynDN/LLM_paper_screening):
//      generation = tokenizer.batch_decode(generated_ids, skip_special_tokens=True)[0]
//      try:
//          output = json.loads(generation)
//          assert 'field' in output.keys() and 'summary' in output.keys()
//      except:
//          logger.error(f"Format error!"); output_log['format_err_cnt'] += 1; update_log(output_log); continue
//      output_log['outputs'].append({..., 'summary': output['summary'], 'reasoning': output['reasoning'],
//                                    'field': output['field']})        # KeyError outside the try: run stops
//      ...
//      for item in output_log['outputs']:
//          valid_target_fields = [d for d in item['field'] if is_valid_field(d)]
//      def is_valid_field(field, target_fields=target_fields):
//          for fd in target_fields:
//              if field in fd: return True                               # str `in` str: d must be a str
//    So a verdict needs one JSON object (Python json.loads: JSON whitespace around, NaN/Infinity accepted) with
//    'field', 'summary' and 'reasoning' keys, and 'field' iterable into strings: a list of strings (empty allowed), a
//    string (iterated by character) or an object (iterated by its keys). A list/str/number at the top has no
//    .keys() (AttributeError, caught: skipped sample).
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const paperScreening: FrameworkParser = (reply) => {
  const output = pythonLoadsNumbers(reply);
  if (!isObject(output)) return false;
  if (!own(output, 'field') || !own(output, 'summary') || !own(output, 'reasoning')) return false;
  const field = output['field'];
  if (typeof field === 'string' || isObject(field)) return true;
  return Array.isArray(field) && field.every((d) => typeof d === 'string');
};

export const PARSERS_OF_SET_737: Record<string, FrameworkParser> = {
  'zenfoot-researcher--research-idea-novelty-vs-semantic-scholar-results-decision-made-phrase-in-thought': zenfootNovelty,
  'citegeist--generated-related-work-section-quality-vs-source-abstract-0-10-bare-int': citegeistRelatedWorkScore,
  'llm-paper-screening--arxiv-paper-relevance-to-target-fields-json-summary-reasoning-field-list': paperScreening,
};
