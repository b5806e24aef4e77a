/**
 * Set 706: replicas of the reply readers of three health-care judges: a Flan-T5 judge of medical RAG answers whose
 * average score follows a "[RESULT]" tag (timoteoallock/RAG), a GPT-4o-mini hallucination checker of answers about
 * medical papers that counts the "flagged_claims" of a JSON reply, with a dash-line fallback for non-JSON replies
 * (Rogger1999/medical-llm-eval), and a GPT-4o empathy judge of a preventive-health agent whose JSON "level" must be
 * one of E0-E3 (aliassi1/LLM_JUDGE_ASSIGNMENT). Each parser answers: would the project get a verdict out of this
 * reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import { isObject, PY_FLOAT_STR, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. timoteoallock/RAG, new_prompt_evaluation.py evaluate_response_with_flant5:
//      evaluation = tokenizer.decode(outputs[0], skip_special_tokens=True)
//      try:
//          average_score = float(evaluation.split("[RESULT]")[-1].strip())
//      except ValueError:
//          average_score = None
//    The text after the LAST "[RESULT]" (the whole reply when the tag is missing) must be a Python float literal:
//    str.strip() and float() both peel str.isspace() whitespace; float() reads any Unicode decimal digits, underscores
//    between digits, exponents and inf / infinity / nan in any case. float() of a str raises nothing but ValueError.
const timoteoallockRag: FrameworkParser = (reply) => {
  const parts = reply.split('[RESULT]');
  return PY_FLOAT_STR.test(pyStrip(parts[parts.length - 1] ?? ''));
};

// 2. Rogger1999/medical-llm-eval, app/evaluators/hallucination_checker.py HallucinationChecker:
//      def _parse_response(self, response: str) -> dict:
//          try:
//              if "```json" in response:
//                  start = response.find("```json") + 7
//                  end = response.find("```", start)
//                  response = response[start:end].strip()
//              elif "```" in response:
//                  start = response.find("```") + 3
//                  end = response.find("```", start)
//                  response = response[start:end].strip()
//              return json.loads(response)
//          except json.JSONDecodeError:
//              # Heuristic: count lines that look like flagged claims
//              lines = [ln.strip() for ln in response.split("\n") if ln.strip().startswith("-")]
//              return {"flagged_claims": lines[:5], "raw": response[:200]}
//      check():  (the reply is OpenAIClient.complete's message.content or "")
//          result = self._parse_response(response)          # inside try/except Exception
//          flagged = result.get("flagged_claims", [])       # outside the try: a non-dict raises AttributeError
//          hallucination_count = len(flagged)               # None / number / bool raise TypeError
//          pass_fail = hallucination_count == 0
//    A reply that is not JSON (after the fence extraction) always gets the heuristic's verdict. A JSON object must hold
//    flagged_claims as a list, dict or string (len() works); without the key only the .get default [] would give a
//    pass, which is counted as no verdict. An unclosed fence gives find() == -1: Python's [start:-1] is JS slice(start, -1).
const medicalLlmEvalHallucination: FrameworkParser = (reply) => {
  let response = reply;
  if (response.includes('```json')) {
    const start = response.indexOf('```json') + 7;
    const end = response.indexOf('```', start);
    response = pyStrip(response.slice(start, end));
  } else if (response.includes('```')) {
    const start = response.indexOf('```') + 3;
    const end = response.indexOf('```', start);
    response = pyStrip(response.slice(start, end));
  }
  const result = pythonLoads(response); // json.loads, strict: undefined where it raises JSONDecodeError
  if (result === undefined) return true; // the dash-line heuristic always yields a verdict
  if (!isObject(result) || !hasOwn(result, 'flagged_claims')) return false;
  const flagged = result['flagged_claims'];
  return Array.isArray(flagged) || isObject(flagged) || typeof flagged === 'string';
};

// 3. aliassi1/LLM_JUDGE_ASSIGNMENT, evaluator/judge.py JudgeLLM._call + evaluator/parsers/response_parsers.py:
//      raw = response.choices[0].message.content
//      if raw is None or not raw.strip(): raise JudgeParseError(...)
//      try:
//          return json.loads(raw)
//      except json.JSONDecodeError as e:
//          raise JudgeParseError(...)
//      def parse_empathy(raw: dict, criterion: str = "Empathy") -> EmpathyScore:
//          VALID_LEVELS = {"E0", "E1", "E2", "E3"}
//          for key in ("level", "reasoning", "passed"):
//              if key not in raw: raise JudgeParseError(...)
//          level = raw["level"]
//          if not isinstance(level, str) or level not in VALID_LEVELS: raise JudgeParseError(...)
//          reasoning = raw["reasoning"]
//          if not isinstance(reasoning, str): raise JudgeParseError(...)
//          passed = level in ("E2", "E3")
//          return EmpathyScore(level=level, reasoning=reasoning, passed=passed)   # pydantic: level/reasoning str
//    "passed" must be present but any value does. A top-level list or string passes the `in` checks only to raise
//    TypeError at raw["level"]; numbers, bools and null raise at `in`. EmpathyScore then always validates (current
//    pydantic 2.x takes a str with a lone surrogate from an unpaired \uD8xx escape as it is).
const EMPATHY_LEVELS = new Set(['E0', 'E1', 'E2', 'E3']);
const sydLifeEmpathy: FrameworkParser = (reply) => {
  if (pyStrip(reply) === '') return false;
  const raw = pythonLoads(reply);
  if (!isObject(raw)) return false;
  if (!['level', 'reasoning', 'passed'].every((key) => hasOwn(raw, key))) return false;
  const level = raw['level'];
  const reasoning = raw['reasoning'];
  if (typeof level !== 'string' || !EMPATHY_LEVELS.has(level)) return false;
  return typeof reasoning === 'string';
};

export const PARSERS_OF_SET_706: Record<string, FrameworkParser> = {
  'timoteoallock-rag--flan-t5-medical-qa-correctness-completeness-clarity-1-5-result-tag-average-float': timoteoallockRag,
  'medical-llm-eval--hallucination-check-answer-vs-source-json-flagged-claims-count': medicalLlmEvalHallucination,
  'syd-life-ai-eval--preventive-health-agent-empathy-e0-e3-json-level-label': sydLifeEmpathy,
};
