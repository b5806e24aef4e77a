/**
 * Set 668: replicas of the reply readers of search and recommendation relevance labelers. Only one template made it
 * into the set within the look-up budget: Research-RAG-Assistant's LLM judge of a retrieved paper's relevance to a
 * query (1-5), read as a LangChain structured-output tool call validated by a pydantic model with an int field.
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a None)?
 */
import { escapeControlsInStrings, isObject, lastTopLevelRaw, pydanticLaxInt, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Research-RAG-Assistant, eval/judge.py (divinevoid/Research-RAG-Assistant):
//      class LLMJudgeScore(BaseModel):
//          relevance: int  # 1–5
//      def llm_judge_score(llm, query, paper_text):
//          structured_llm = llm.with_structured_output(LLMJudgeScore)
//          chain = JUDGE_PROMPT | structured_llm
//          result = chain.invoke({"query": query, "paper": paper_text[:5000]})
//          return result.relevance
//    LangChain's function-calling structured output: the forced tool call's arguments string is decoded by
//    langchain_core parse_tool_call, json.loads(arguments, strict=False) (NaN/Infinity literals and raw control
//    characters inside strings allowed; only ' \t\n\r' around the value), then PydanticToolsParser(first_tool_only=True)
//    builds LLMJudgeScore(**args): non-dict args raise, a ValidationError raises, and no tool call gives None, so
//    result.relevance raises AttributeError. pydantic v2 lax int: JSON ints of any size, integral finite floats, bools,
//    strings holding an integer (whitespace trimmed, '_' between digits, a '.0' tail); the last duplicate key wins;
//    extra keys are ignored; the 1-5 range is not checked.
const researchRagAssistant: FrameworkParser = (reply) => {
  const args = pythonLoads(reply, false);
  if (!isObject(args)) return false;
  const raw = lastTopLevelRaw(escapeControlsInStrings(reply), 'relevance');
  return raw !== undefined && pydanticLaxInt(raw);
};

export const PARSERS_OF_SET_668: Record<string, FrameworkParser> = {
  'research-rag-assistant--arxiv-paper-query-relevance-1-5-structured-output-pydantic-int': researchRagAssistant,
};
