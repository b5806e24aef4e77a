/**
 * Set 666: replicas of the reply readers of game, fiction and puzzle judges. Only one template could be completed
 * within the look-up budget: Idea Flow's riddle-answer checker, whose reply is read by LangChain's JsonOutputParser.
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a None)?
 */
import { langchainJsonMarkdown, NOT_JSON, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Idea Flow (craston/idea_flow), riddle answer check:
//      backend/models/riddle.py create_riddle_check_answer:
//          parser = JsonOutputParser(pydantic_object=RiddleCheckAnswerOutput)   # schema only feeds the instructions
//          prompt = PromptTemplate(template=RIDDLE_CHECK_ANSWER_PROMPT, input_variables=[...],
//                                  partial_variables={"format_instructions": parser.get_format_instructions()})
//          return create_chain(prompt, parser)            # prompt | OllamaLLM(...) | parser
//      backend/main_server.py riddle_check_answer:
//          try:
//              llm_response = chain.invoke({"riddle_question": ..., "riddle_answer": ..., "user_answer": ...})
//          except Exception as e:
//              return {"error": str(e)}
//          return llm_response
//      langchain_core JsonOutputParser.parse_result:
//          text = result[0].text
//          text = text.strip()
//          try:
//              return parse_json_markdown(text)
//          except JSONDecodeError as e:
//              raise OutputParserException(f"Invalid json output: {text}", llm_output=text) from e
//      langchain_core.utils.json.parse_json_markdown:
//          try:
//              return _parse_json(json_string, parser=parser)        # strip(" \n\r\t`"), _custom_parser, parse_partial_json
//          except json.JSONDecodeError:
//              match = _json_markdown_re.search(json_string)          # r"```(json)?(.*)", re.DOTALL
//              json_str = json_string if match is None else match.group(2)
//          return _parse_json(json_str, parser=parser)
//      parse_partial_json(s, strict=False): json.loads, else close the open string/brackets and retry ever shorter
//      prefixes; `return None` on a mismatched closing bracket; the final json.loads raises.
//    No validation against RiddleCheckAnswerOutput: any JSON value goes back to the client. A None (mismatched
//    bracket, or a literal null) carries no feedback, so it is no verdict; a JSONDecodeError is an error response.
const ideaFlowRiddleCheck: FrameworkParser = (reply) => {
  const value = langchainJsonMarkdown(pyStrip(reply));
  return value !== NOT_JSON && value !== null;
};

export const PARSERS_OF_SET_666: Record<string, FrameworkParser> = {
  'idea-flow--riddle-user-answer-vs-correct-answer-feedback-json-langchain-json-output-parser': ideaFlowRiddleCheck,
};
