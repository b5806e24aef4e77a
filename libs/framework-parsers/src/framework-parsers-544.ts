/**
 * Set 544: replicas of the reply readers of four RAG judges from enterprise and internal assistants: a Korean
 * customer-service chatbot's faithfulness judge (JSON score after fence/brace extraction), a chatbot-testing harness's
 * context-recall judge (bare float), a RAG answer judge's binary grounding gate (JSON "pass" through a regex cascade)
 * and an internal knowledge base's completeness check (strict JSON with two required keys). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a retry, not a None)?
 */
import { isObject, PY_FLOAT_STR, PY_SPACE, pyStrip, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. tiny-chatbot-agents (junyeong-nero/tiny-chatbot-agents), src/evaluation/llm_judge.py:
//      def _judge_per_criterion(...):
//          try:
//              response = self.client.generate(messages)
//              score_data = self._parse_single_criterion(response)
//              criteria_scores[criterion] = CriteriaScore(criterion=criterion,
//                  score=score_data.get("score", 3.0), reasoning=score_data.get("reasoning", ""))
//          except Exception as e:
//              criteria_scores[criterion] = CriteriaScore(criterion=criterion, score=3.0, reasoning=f"Error: {e}")
//          ...
//          overall = sum(cs.score for cs in criteria_scores.values()) / len(criteria_scores)   # no try: TypeError aborts
//      def _extract_json(self, text):
//          text = text.strip()
//          if "```json" in text:
//              start = text.find("```json") + 7
//              end = text.find("```", start)
//              if end > start:
//                  return text[start:end].strip()
//          if "```" in text:
//              start = text.find("```") + 3
//              end = text.find("```", start)
//              if end > start:
//                  return text[start:end].strip()
//          if "{" in text:
//              start = text.find("{")
//              depth = 0
//              for i, char in enumerate(text[start:], start):
//                  if char == "{": depth += 1
//                  elif char == "}":
//                      depth -= 1
//                      if depth == 0:
//                          return text[start : i + 1]
//          return text
//      def _parse_single_criterion(self, response):
//          try:
//              json_str = self._extract_json(response)
//              return json.loads(json_str)
//          except json.JSONDecodeError:
//              return {"score": 3, "reasoning": "Parse error"}
//    A verdict: the extracted text decodes (Python json, NaN/Infinity allowed) to a dict holding "score" as a number or
//    a bool. A missing key or a non-dict (.get -> AttributeError) gives the default 3.0; a str/null/list/dict score
//    makes sum() raise TypeError.
const tinyChatbotExtract = (raw: string): string => {
  const text = pyStrip(raw);
  if (text.includes('```json')) {
    const start = text.indexOf('```json') + 7;
    const end = text.indexOf('```', start);
    if (end > start) return pyStrip(text.slice(start, end));
  }
  if (text.includes('```')) {
    const start = text.indexOf('```') + 3;
    const end = text.indexOf('```', start);
    if (end > start) return pyStrip(text.slice(start, end));
  }
  if (text.includes('{')) {
    const start = text.indexOf('{');
    let depth = 0;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (c === '{') depth++;
      else if (c === '}') {
        depth--;
        if (depth === 0) return text.slice(start, i + 1);
      }
    }
  }
  return text;
};
const tinyChatbotFaithfulness: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(tinyChatbotExtract(reply));
  if (!isObject(value) || !Object.prototype.hasOwnProperty.call(value, 'score')) return false;
  const score = value['score'];
  return typeof score === 'number' || typeof score === 'boolean';
};

// 2. AI Evaluation Testing Framework (steve-dickinson/ai-evaluation-testing-framework),
//    src/framework/evaluators/rag_evaluator.py:
//      def _get_score(self, system_prompt: str, user_message: str) -> float:
//          try:
//              score_str = self.judge_client.send_message(user_message, context={"system_prompt": system_prompt})
//              return float(score_str.strip())
//          except Exception as e:
//              print(f"RAG Evaluator Error: {e}")
//              return 0.0                                   # default
//    src/framework/chatbot/openai_client.py send_message: return response.choices[0].message.content or ""
//    Python float() of a str: sign, Unicode decimal digits, '_' between digits, fraction, exponent, inf/infinity/nan
//    (any case), surrounding str.isspace() whitespace.
const aiEvalContextRecall: FrameworkParser = (reply) => PY_FLOAT_STR.test(pyStrip(reply));

// 3. RAG Answer Quality Judge (zarmaks/LLM-as-a-judge), src/simple_llm_client.py:
//      def evaluate_binary(...):
//          try:
//              result = self._call_llm(prompt)
//              evaluation = self._extract_json_from_response(result)
//              if "error" in evaluation: return {"pass": False, "reason": f"Evaluation error: ..."}
//              if "pass" not in evaluation: return {"pass": False, "reason": "Invalid response format ..."}
//              pass_value = evaluation["pass"]
//              if isinstance(pass_value, str): pass_value = pass_value.lower() in ["true", "yes", "1"]
//              return {"pass": bool(pass_value), "reason": evaluation.get("reason", "No reason provided")}
//          except Exception as e:
//              return {"pass": False, "reason": f"Evaluation failed: {str(e)}"}
//      def _extract_json_from_response(self, ai_response):
//          ai_response = ai_response.strip()
//          for pattern in [r'```json\s*(\{.*?\})\s*```', r'```\s*(\{.*?\})\s*```']:
//              match = re.search(pattern, ai_response, re.DOTALL | re.IGNORECASE)
//              if match:
//                  try: return json.loads(match.group(1).strip())
//                  except json.JSONDecodeError: continue
//          match = re.search(r'\{[^{}]*"(score|pass|reason)"[^{}]*\}', ai_response, re.DOTALL)
//          if match: try: return json.loads(match.group(0).strip()) except json.JSONDecodeError: pass
//          match = re.search(r'\{.*\}', ai_response, re.DOTALL)
//          if match: try: return json.loads(match.group(0).strip()) except json.JSONDecodeError: pass
//          try: return json.loads(ai_response) except json.JSONDecodeError: pass
//          return {"error": "Could not extract valid JSON", "raw_response": ...}
//    A verdict: the first value decoded is a dict with no "error" key and a "pass" key (any value). Python's \s is
//    Unicode whitespace; a list or scalar makes `in` / indexing misbehave inside the try (default False).
const NOT_DECODED = Symbol('JSONDecodeError');
const pyJsonOrMark = (text: string): unknown => {
  const value = pythonLoads(text);
  return value === undefined ? NOT_DECODED : value;
};
const PY_WS = `[${PY_SPACE}]`;
const ZARMAKS_FENCES = [
  new RegExp(`\`\`\`json${PY_WS}*(\\{[\\s\\S]*?\\})${PY_WS}*\`\`\``, 'iu'),
  new RegExp(`\`\`\`${PY_WS}*(\\{[\\s\\S]*?\\})${PY_WS}*\`\`\``, 'iu'),
];
const ZARMAKS_FLAT = /\{[^{}]*"(score|pass|reason)"[^{}]*\}/;
const ZARMAKS_GREEDY = /\{[\s\S]*\}/;
const zarmaksExtract = (raw: string): unknown => {
  const text = pyStrip(raw);
  for (const pattern of ZARMAKS_FENCES) {
    const m = pattern.exec(text);
    if (m) {
      const v = pyJsonOrMark(pyStrip(m[1]!));
      if (v !== NOT_DECODED) return v;
    }
  }
  for (const pattern of [ZARMAKS_FLAT, ZARMAKS_GREEDY]) {
    const m = pattern.exec(text);
    if (m) {
      const v = pyJsonOrMark(pyStrip(m[0]));
      if (v !== NOT_DECODED) return v;
    }
  }
  const whole = pyJsonOrMark(text);
  if (whole !== NOT_DECODED) return whole;
  return { error: 'Could not extract valid JSON' };
};
const zarmaksGrounding: FrameworkParser = (reply) => {
  const value = zarmaksExtract(reply);
  if (!isObject(value)) return false;
  const has = (k: string) => Object.prototype.hasOwnProperty.call(value, k);
  return !has('error') && has('pass');
};

// 4. AI-KBase (hulk22-hue/AI-KBase):
//      app/orchestrator/utils/llm.py call_llm:
//          response = ollama.chat(model=model, messages=[{"role": "user", "content": prompt}])
//          return response["message"]["content"].strip()
//      app/orchestrator/orchestrator.py orchestrate_pipeline (no try anywhere):
//          completeness_raw = check_completeness(question, answer, context)
//          completeness = json.loads(completeness_raw)
//          enrich_raw = suggest_enrichment(question, completeness.get("missing_info", []))   # non-dict: AttributeError
//          ...
//          "confidence": 0.75 if completeness["completeness"] == "HIGH" else 0.5,          # KeyError if missing
//          "completeness": completeness["completeness"],
//          "missing_info": completeness["missing_info"],                                   # KeyError if missing
//    A verdict: the whole stripped reply is Python JSON decoding to a dict with both keys.
const aiKbaseCompleteness: FrameworkParser = (reply) => {
  const value = pythonLoads(pyStrip(reply));
  if (!isObject(value)) return false;
  const has = (k: string) => Object.prototype.hasOwnProperty.call(value, k);
  return has('completeness') && has('missing_info');
};

export const PARSERS_OF_SET_544: Record<string, FrameworkParser> = {
  'tiny-chatbot-agents--korean-customer-service-faithfulness-hallucination-vs-golden-1-5-json-score-reasoning': tinyChatbotFaithfulness,
  'ai-eval-testing-framework--chatbot-rag-context-recall-key-facts-completeness-0-1-bare-float': aiEvalContextRecall,
  'zarmaks-rag-judge--binary-grounding-no-contradiction-with-fragments-json-pass-true-false': zarmaksGrounding,
  'ai-kbase--knowledge-base-answer-completeness-high-medium-low-strict-json-missing-info': aiKbaseCompleteness,
};
