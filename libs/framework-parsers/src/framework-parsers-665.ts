/**
 * Set 665 (medical, legal and finance domain checkers): replica of how fin-qa (ilariagallo/fin-qa), a ConvFinQA-style
 * RAG system over financial reports, reads its gpt-4o-mini grader's reply. The grader is the LangChain Hub
 * StructuredPrompt "langchain-ai/rag-answer-vs-reference" with a finance-specific system text, piped into ChatOpenAI,
 * so the reply is read by langchain's structured-output parser. The parser answers: would the project get a verdict out of
 * this reply (not a default, not an exception, not a retry, not a None)?
 */
import { isObject, langchainJsonMarkdown, NOT_JSON, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. fin-qa, src/evaluation.py (ilariagallo/fin-qa):
//      grade_prompt_answer_accuracy = prompt = hub.pull("langchain-ai/rag-answer-vs-reference")
//      grade_prompt_answer_accuracy.messages[0].prompt.template = fin_qa_evaluation_prompt
//      llm = ChatOpenAI(model="gpt-4o-mini")
//      ...
//          self.answer_grader = grade_prompt_answer_accuracy | llm      # StructuredPrompt.pipe ->
//                                                                      #   llm.with_structured_output(prompt.schema_)
//      def evaluate_answer(self, qa):
//          evaluation = self.answer_grader.invoke({"question": input_question,
//                                                  "correct_answer": reference,
//                                                  "student_answer": prediction})
//          score = evaluation["Score"]
//          explanation = evaluation['Explanation']
//          return [score, explanation]
//    requirements.txt pins langchain-core==0.3.69 and langchain-openai==0.3.28, where with_structured_output defaults to
//    method="json_schema". A dict schema gets output_parser = JsonOutputParser(), whose parse_result does
//          text = result[0].text; text = text.strip()
//          return parse_json_markdown(text)        # JSONDecodeError -> OutputParserException (the run stops)
//    parse_json_markdown: _parse_json(s) = parse_partial_json(_custom_parser(s.strip(" \n\r\t`"))), i.e. json.loads(strict=False)
//    and then repair by closing open strings and brackets. If that raises JSONDecodeError, it retries on the text after the
//    first ```(json)? (re.DOTALL). A mismatched closing bracket makes parse_partial_json return None, and None["Score"] raises
//    TypeError. A verdict needs a dict holding both keys "Score" and "Explanation" (a KeyError or TypeError otherwise aborts
//    the pandas apply). The values are never checked.
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const finQa: FrameworkParser = (reply) => {
  const value = langchainJsonMarkdown(pyStrip(reply));
  if (value === NOT_JSON || !isObject(value)) return false;
  return hasOwn(value, 'Score') && hasOwn(value, 'Explanation');
};

export const PARSERS_OF_SET_665: Record<string, FrameworkParser> = {
  'fin-qa--convfinqa-answer-vs-ground-truth-0-0-5-1-structured-json-score-explanation': finQa,
};
