/**
 * Set 470: replicas of the reply readers of four LLM judges built in course assignments and course example projects:
 * a student's AI Evals HW3 dietary-adherence judge (JSON "answer" PASS/FAIL with a bare-word fallback), the LLM Zoomcamp
 * example project's RAG relevance judge (whole-reply JSON, "Relevance" label), a take-home assignment's LangSmith
 * relevance evaluator (Gemini forced tool call validated by a Pydantic model) and another student's HW3 few-shot judge
 * (JSON "label" cut out of a ```json fence or the outer braces). Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a retry, not a None)?
 */
import { isObject, pyStrip, pythonLoads, pythonLoadsNumbers, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. skotzko/recipe-chatbot, homeworks/hw3/run_judge.py:
//      text = resp["choices"][0]["message"]["content"]
//      def parse_answer(text: str) -> str | None:
//          m = re.search(r'\{.*\}', text, re.DOTALL)
//          if m:
//              try:
//                  obj = json.loads(m.group(0))
//                  ans = str(obj.get("answer", "")).strip().upper()
//                  if ans in ("PASS", "FAIL"):
//                      return ans
//              except json.JSONDecodeError:
//                  pass
//          # last-ditch: bare token
//          m = re.search(r'\b(PASS|FAIL)\b', text.upper())
//          return m.group(1) if m else None          # None -> counted as "unparsed"
//    The greedy span runs from the first '{' to the last '}', so valid JSON there is always an object. str() of a
//    non-string never equals PASS/FAIL. Python's \b is Unicode-aware: \w is any letter, any numeric character or '_'.
const SKOTZKO_BRACES = /\{[\s\S]*\}/;
const PY_WORD = '[\\p{L}\\p{N}_]';
const SKOTZKO_TOKEN = new RegExp(`(?<!${PY_WORD})(?:PASS|FAIL)(?!${PY_WORD})`, 'u');
const skotzkoRecipeChatbot: FrameworkParser = (reply) => {
  const m = SKOTZKO_BRACES.exec(reply);
  if (m) {
    const obj = pythonLoads(m[0]);
    if (isObject(obj)) {
      const answer = obj['answer'];
      if (typeof answer === 'string' && ['PASS', 'FAIL'].includes(pyStrip(answer).toUpperCase())) return true;
    }
  }
  return SKOTZKO_TOKEN.test(reply.toUpperCase());
};

// 2. alexeygrigorev/fitness-assistant, fitness_assistant/rag.py:
//      evaluation, tokens = llm(prompt, model="gpt-4o-mini")      # response.choices[0].message.content
//      try:
//          json_eval = json.loads(evaluation)
//          return json_eval, tokens
//      except json.JSONDecodeError:
//          result = {"Relevance": "UNKNOWN", "Explanation": "Failed to parse evaluation"}
//          return result, tokens
//      ... in rag():  "relevance": relevance.get("Relevance", "UNKNOWN"),   # non-dict -> AttributeError
//    The whole reply must be one JSON document (NaN/Infinity allowed), an object with the exact key "Relevance"
//    holding a non-null value (the label is not checked against the three words).
const fitnessAssistant: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value)) return false;
  return Object.prototype.hasOwnProperty.call(value, 'Relevance') && value['Relevance'] !== null;
};

// 3. reddybharat/agent-assignment-ND, evals/eval.py + evals/grader.py:
//      class RelevanceGrade(BaseModel):
//          explanation: Annotated[str, Field(description="Explain your reasoning for the relevance score")]
//          relevant: Annotated[bool, Field(description="True if the answer is relevant to the question, False otherwise.")]
//      relevance_llm = ChatGoogleGenerativeAI(model="gemini-2.0-flash-lite", temperature=0)
//                          .with_structured_output(grader.RelevanceGrade)
//      grade = relevance_llm.invoke([{"role": "system", ...}, {"role": "user", "content": answer}])
//      return grade.relevant
//    langchain-google-genai 2.x: method="function_calling" -> the RelevanceGrade tool is forced and
//    PydanticToolsParser(first_tool_only=True) runs RelevanceGrade(**args) on the first call's arguments (the reply
//    modelled here). Pydantic v2 lax: str accepts only str; bool accepts bools, 0/1 (ints or 0.0/1.0 floats) and the
//    strings 0/1/f/t/n/y/no/yes/off/on/false/true in any ASCII case, unstripped. Extra keys are ignored; a failure
//    raises and LangSmith records an evaluator error.
const PYDANTIC_BOOL_STRING = /^(?:0|1|f|t|n|y|no|yes|off|on|false|true)$/i;
const pydanticLaxBool = (v: unknown): boolean =>
  typeof v === 'boolean' || v === 0 || v === 1 || (typeof v === 'string' && PYDANTIC_BOOL_STRING.test(v));
const agentAssignmentNd: FrameworkParser = (reply) => {
  const args = wholeJson(reply);
  if (!isObject(args)) return false;
  return typeof args['explanation'] === 'string' && Object.prototype.hasOwnProperty.call(args, 'relevant') && pydanticLaxBool(args['relevant']);
};

// 4. d-gangz/recipe-chatbot-practice, homeworks/hw3/scripts/4_develop_judge.py evaluate_single_trace:
//      response_text = completion.choices[0].message.content.strip()
//      try:
//          if "```json" in response_text:
//              json_start = response_text.find("```json") + 7
//              json_end = response_text.find("```", json_start)          # -1 -> slice drops the last char
//              json_text = response_text[json_start:json_end].strip()
//          elif "{" in response_text and "}" in response_text:
//              json_start = response_text.find("{")
//              json_end = response_text.rfind("}") + 1
//              json_text = response_text[json_start:json_end]
//          else:
//              json_text = response_text
//          result = json.loads(json_text)
//          predicted_label = result.get("label", "UNKNOWN")      # non-dict -> AttributeError -> outer except -> "ERROR"
//      except json.JSONDecodeError:
//          predicted_label = "UNKNOWN"
//    evaluate_judge_on_dev only counts predicted_label == "PASS" / "FAIL" (exact) in TP/FN/TN/FP.
const dGangzRecipeChatbot: FrameworkParser = (reply) => {
  const text = pyStrip(reply);
  let jsonText: string;
  if (text.includes('```json')) {
    const start = text.indexOf('```json') + 7;
    const end = text.indexOf('```', start);
    jsonText = pyStrip(end === -1 ? text.slice(start, -1) : text.slice(start, end));
  } else if (text.includes('{') && text.includes('}')) {
    jsonText = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  } else {
    jsonText = text;
  }
  const result = pythonLoads(jsonText);
  if (!isObject(result)) return false;
  const label = result['label'];
  return label === 'PASS' || label === 'FAIL';
};

export const PARSERS_OF_SET_470: Record<string, FrameworkParser> = {
  'skotzko-recipe-chatbot--hw3-dietary-adherence-json-answer-pass-fail-with-bare-token-fallback': skotzkoRecipeChatbot,
  'fitness-assistant--rag-answer-relevance-json-three-labels-whole-reply-json-loads': fitnessAssistant,
  'agent-assignment-nd--rag-answer-relevance-gemini-forced-tool-call-explanation-bool': agentAssignmentNd,
  'd-gangz-recipe-chatbot--hw3-dietary-adherence-few-shot-json-label-fence-or-brace-extract': dGangzRecipeChatbot,
};
