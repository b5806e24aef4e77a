/**
 * Set 602: replicas of the reply readers of five data-curation judges (synthetic-data validation, instruction-data
 * quality filtering, task labelling and deduplication): ChatTS's evol-instruct elimination of generated time-series Q&A
 * (Equal/Invalid/Valid, substring test), EasyInstruct's GPTScoreSelector ("Score: <rating>" regex search),
 * Self-Instruct's is-it-classification labeller (few-shot completion, stripped Yes), Neural Memory's Tier-3 dedup judge
 * (DUPLICATE/DISTINCT/UNCERTAIN on the first line) and Fano Explorer's pairwise duplicate confirmation
 * ("IS_DUPLICATE:" key line). Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not a retry, not a dropped sample)?
 */
import { PY_SPACE, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. ChatTS, chatts/evol/evol_instruct.py llm_batch_generate (NetManAIOps/ChatTS):
//      answers = [i.outputs[0].text for i in answers]                       # vLLM text, not stripped
//      validation_response.append((answers[i], *batch_args[i]))
//      ...
//      for line in output_list[previous_output_len:current_output_len]:
//          # Check validation result
//          if 'valid' in line[0].lower() and 'invalid' not in line[0].lower():
//              ... fo.write(json.dumps(line[-1].to_dataset()) + '\n'); success_cnt += 1   # kept, evolved further
//          else:
//              validation_failed += 1                                        # Equal, Invalid and junk alike
//    Only the Valid reading is told apart; every other reply lands in the same else branch.
//    Python's str.lower() and JS toLowerCase() apply the same full Unicode lowercase mapping.
const chattsEvolValidation: FrameworkParser = (reply) => {
  const lower = reply.toLowerCase();
  return lower.includes('valid') && !lower.includes('invalid');
};

// 2. EasyInstruct, easyinstruct/selectors/gpt_score_selector.py GPTScoreSelector.__process__ (zjunlp/EasyInstruct):
//      regex = re.compile(r"[Ss]core:\s*(\d+)")
//      prompt.get_openai_result(engine=self.engine, max_tokens=150, temperature=0, top_p=0, ...)
//          # base_prompt.py: output = response["choices"][0]["message"]["content"].strip()
//      score_matched = regex.search(prompt.output)
//      if score_matched:
//          score = int(score_matched.group(1))
//          if score < self.threshold:
//              data.remove(d)
//      else:
//          data.remove(d)                                                     # no verdict: sample dropped
//    Python's \s is Unicode whitespace (str.isspace), \d any Unicode decimal digit (int() reads them all);
//    no IGNORECASE, so 'SCORE:' does not match; search finds the first match anywhere.
const EASYINSTRUCT_SCORE = new RegExp(`[Ss]core:[${PY_SPACE}]*(\\p{Nd}+)`, 'u');
const easyInstructGptScore: FrameworkParser = (reply) => EASYINSTRUCT_SCORE.test(pyStrip(reply));

// 3. Self-Instruct (yizhongw/self-instruct):
//    self_instruct/identify_clf_or_not.py:
//      prompts = [prefix + " " + d["instruction"].strip() + "\n" + "Is it classification?" for d in batch]
//      results = make_gpt3_requests(engine=args.engine, prompts=prompts, max_tokens=3, temperature=0, top_p=0,
//                                   stop_sequences=["\n", "Task"], logprobs=1, n=1, best_of=1, ...)
//      data["is_classification"] = results[i]["response"]["choices"][0]["text"]   # "" when the response is None
//    self_instruct/generate_instances.py (and prepare_for_finetuning.py):
//      task_clf_types[data["instruction"]] = data["is_classification"].strip() in ["Yes", "yes", "YES"]
//    The Completion API cuts the text at the first stop sequence; "No" and anything unreadable give the same False,
//    so the replica accepts only the affirmative reading. (The 3-token cap is not modelled.)
const SELF_INSTRUCT_STOPS = ['\n', 'Task'];
const selfInstructIsClassification: FrameworkParser = (reply) => {
  let text = reply;
  for (const stop of SELF_INSTRUCT_STOPS) {
    const at = text.indexOf(stop);
    if (at >= 0) text = text.slice(0, at);
  }
  return ['Yes', 'yes', 'YES'].includes(pyStrip(text));
};

// 4. Neural Memory, src/neural_memory/engine/dedup/llm_judge.py (nhadaututtheky/neural-memory):
//      text = response.choices[0].message.content or ""
//      return _parse_verdict(text)
//      def _parse_verdict(response: str) -> DedupJudgment:
//          lines = response.strip().split("\n", 1)
//          verdict_line = lines[0].strip().upper()
//          reason = lines[1].strip() if len(lines) > 1 else ""
//          # Check DISTINCT first to avoid "NOT A DUPLICATE" matching DUPLICATE
//          if "DISTINCT" in verdict_line: return DedupJudgment(verdict=DedupVerdict.DISTINCT, ..., confidence=0.8)
//          if "DUPLICATE" in verdict_line: return DedupJudgment(verdict=DedupVerdict.DUPLICATE, ..., confidence=0.8)
//          return DedupJudgment(verdict=DedupVerdict.UNCERTAIN, reason=reason or "Could not determine", confidence=0.3)
//    An explicit UNCERTAIN is the same judgment as the fallback, so only DISTINCT / DUPLICATE count as verdicts.
//    str.upper() and toUpperCase() share the full Unicode uppercase mapping ('ı' -> 'I', 'ß' -> 'SS').
const neuralMemoryDedup: FrameworkParser = (reply) => {
  const verdictLine = (pyStrip(reply).split('\n')[0] ?? '').toUpperCase();
  return verdictLine.includes('DISTINCT') || verdictLine.includes('DUPLICATE');
};

// 5. Fano Explorer, shared/deduplication/llm_prompts.py parse_llm_duplicate_response (swamikevala/fano-explorer):
//      is_duplicate = False; duplicate_idx = None; confidence = "low"; reason = ""
//      for line in response.split("\n"):
//          line = line.strip()
//          if line.startswith("IS_DUPLICATE:"):
//              value = line.replace("IS_DUPLICATE:", "").strip().lower()
//              is_duplicate = value in ("yes", "true", "y")
//          elif line.startswith("DUPLICATE_OF:"): ...
//          elif line.startswith("CONFIDENCE:"): confidence = line.replace("CONFIDENCE:", "").strip().lower()
//          elif line.startswith("REASON:"): reason = line.replace("REASON:", "").strip()
//      return is_duplicate, duplicate_idx, confidence, reason
//    The verdict is read when some '\n'-separated line, Python-stripped, starts with the exact 'IS_DUPLICATE:'.
const fanoExplorerDedup: FrameworkParser = (reply) => reply.split('\n').some((line) => pyStrip(line).startsWith('IS_DUPLICATE:'));

export const PARSERS_OF_SET_602: Record<string, FrameworkParser> = {
  'chatts--evol-time-series-qa-equal-invalid-valid-validation-label-substring': chattsEvolValidation,
  'easyinstruct--gpt-score-selector-instruction-response-quality-1-5-score-line-regex-search': easyInstructGptScore,
  'self-instruct--generated-task-is-classification-few-shot-completion-yes-no-strip-membership': selfInstructIsClassification,
  'neural-memory--memory-entry-pair-dedup-duplicate-distinct-uncertain-first-line-label': neuralMemoryDedup,
  'fano-explorer--math-insight-pairwise-semantic-dedup-is-duplicate-yes-no-key-line': fanoExplorerDedup,
};
