/**
 * Set 696: replicas of the reply readers of three judges of sales calls, CRM data and customer-success calls:
 * Sales Agent Benchmark's call-summary judge (three 0-10 scores in a JSON object, greedy brace span, JS JSON.parse),
 * Stampli's churn-risk analyzer (Claude on Bedrock forced into a ChurnRiskAssessment tool call, validated by pydantic)
 * and s2s-agentic's ProspectAgent upgrade-pitch qualification (Python json.loads of the reply or of what follows the
 * last ```json tag). Each parser answers: would the project get a verdict out of this reply (not a default, not an
 * exception, not a retry, not a None)?
 */
import {
  isObject,
  lastTopLevelRaw,
  pydanticLaxInt,
  pyStrip,
  pythonLoads,
  topLevelItems,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Sales Agent Benchmark (a1j9o94/sales-agent-benchmark), TypeScript:
//    api/evaluate-artifact.ts evaluateArtifactWithJudge:
//        result = await deps.generateText({ model, system: taskConfig.judgePrompt, prompt });
//        const jsonMatch = result.text.match(/\{[\s\S]*\}/);
//        if (!jsonMatch) { throw new Error(`No JSON found in ${judgeConfig.name} response`); }
//        const parsed = JSON.parse(jsonMatch[0]) as Record<string, unknown>;
//        const scores = taskConfig.parseScores(parsed);
//        ...
//      } catch (error) { ... zeroScores[dim] = 0 for every dimension ... }      // failed judge = zeros
//    api/evaluate-tasks/call-summary.ts parseCallSummaryScores(judgeOutput):
//        const scores = judgeOutput.scores as Record<string, number> | undefined;
//        const clamp = (v: number) => Math.min(10, Math.max(0, v || 0));
//        informationSynthesis: clamp(scores?.information_synthesis ?? 0),
//        stakeholderMapping: clamp(scores?.stakeholder_mapping ?? 0),
//        prioritization: clamp(scores?.prioritization ?? 0),
//    A missing / null dimension silently becomes 0 (the failed-judge value): no verdict for it. A value Math.max cannot
//    read as a number ('high', an object) becomes NaN, which poisons the average: no verdict either. All three needed.
const SAB_DIMENSIONS = ['information_synthesis', 'stakeholder_mapping', 'prioritization'] as const;
const salesAgentBenchmarkCallSummary: FrameworkParser = (reply) => {
  const jsonMatch = reply.match(/\{[\s\S]*\}/);
  if (!jsonMatch) return false;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(jsonMatch[0]) as Record<string, unknown>;
  } catch {
    return false;
  }
  const scores = parsed['scores'] as Record<string, unknown> | null | undefined;
  return SAB_DIMENSIONS.every((dim) => {
    const v = scores?.[dim]; // property access as in JS: a string / number / array `scores` yields undefined
    if (v === null || v === undefined) return false; // `?? 0` default
    const clamped = Math.min(10, Math.max(0, (v as number) || 0)); // JS coercion: '7' -> 7, true -> 1, [] -> 0
    return !Number.isNaN(clamped);
  });
};

// 2. Stampli churn-risk analyzer (nir-potasman/churn-risk-analyzer), Python:
//    agents/churn_analyzer_agent.py:
//        llm = ChatBedrockConverse(model="eu.anthropic.claude-sonnet-4-5-20250929-v1:0", temperature=0, max_tokens=4096)
//        structured_llm = llm.with_structured_output(ChurnRiskAssessment)
//        analyzer_chain = analysis_prompt | structured_llm   # Returns: ChurnRiskAssessment Pydantic model directly!
//    langchain_aws: the model is bound as the one (forced) tool; PydanticToolsParser(tools=[ChurnRiskAssessment],
//    first_tool_only=True): no toolUse -> None; else ChurnRiskAssessment(**tool_call["args"]) -> ValidationError raised.
//    agents/models.py:
//        class RiskSignal(BaseModel): category: str; description: str; severity: str; weight_impact: int
//        class NextStepRecommendation(BaseModel): action: str; rationale: str; urgency: str
//        class ChurnRiskAssessment(BaseModel):
//            churn_score: int; risk_level: str; sentiment_analysis: str; summary: str
//            red_flags: List[str]; signals: List[RiskSignal]; recommendations: List[NextStepRecommendation]
//    The reply modelled here is the JSON text of the toolUse input (botocore json.loads: NaN allowed, last duplicate
//    key wins). pydantic v2 lax Python mode: str fields take only str; int takes int, bool, integral floats, integer
//    strings (pydanticLaxInt on the raw literal); lists must be lists; extra keys ignored; every field required.
const isStr = (v: unknown): v is string => typeof v === 'string';
const churnRiskAssessment: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (!isObject(value)) return false; // plain text = no tool call -> None
  const churnRaw = lastTopLevelRaw(reply, 'churn_score');
  if (churnRaw === undefined || !pydanticLaxInt(churnRaw)) return false;
  if (!isStr(value['risk_level']) || !isStr(value['sentiment_analysis']) || !isStr(value['summary'])) return false;
  const redFlags = value['red_flags'];
  if (!Array.isArray(redFlags) || !redFlags.every(isStr)) return false;
  const signals = value['signals'];
  if (!Array.isArray(signals)) return false;
  const signalsRaw = topLevelItems(lastTopLevelRaw(reply, 'signals') ?? '');
  const signalsOk = signals.every((item, i) => {
    if (!isObject(item)) return false;
    if (!isStr(item['category']) || !isStr(item['description']) || !isStr(item['severity'])) return false;
    const weightRaw = lastTopLevelRaw(signalsRaw[i] ?? '', 'weight_impact');
    return weightRaw !== undefined && pydanticLaxInt(weightRaw);
  });
  if (!signalsOk) return false;
  const recommendations = value['recommendations'];
  if (!Array.isArray(recommendations)) return false;
  return recommendations.every(
    (item) => isObject(item) && isStr(item['action']) && isStr(item['rationale']) && isStr(item['urgency']),
  );
};

// 3. s2s-agentic-v1 (caterji/s2s-agentic-v1), Python:
//    utils/llm_utils.py call_llm(prompt, backend='openai'):
//        content = response.choices[0].message.content
//        if content is not None: return content.strip()
//    agents/prospect_agent.py evaluate_prospect_with_llm:
//        try:
//            parsed = json.loads(response.strip().split("```json")[-1].replace("```", "").strip()) \
//                if "```json" in response else json.loads(response)
//            return parsed
//        except json.JSONDecodeError:
//            return {"is_qualified": False, "reasons": ["LLM response could not be parsed. Raw output:", response]}
//    str.strip() is Python whitespace; json.loads takes one JSON document (NaN / Infinity too) with only JSON
//    whitespace around it; the result is returned whatever its type.
const s2sProspectAgent: FrameworkParser = (reply) => {
  const response = pyStrip(reply);
  const text = response.includes('```json') ? pyStrip((response.split('```json').pop() ?? '').replaceAll('```', '')) : response;
  return pythonLoads(text) !== undefined;
};

export const PARSERS_OF_SET_696: Record<string, FrameworkParser> = {
  'sales-agent-benchmark--ai-sales-agent-call-summary-three-dimension-0-10-json-scores-greedy-brace': salesAgentBenchmarkCallSummary,
  'churn-risk-analyzer--csm-call-transcripts-churn-risk-0-100-pydantic-tool-call': churnRiskAssessment,
  's2s-agentic--service-customer-upgrade-pitch-qualification-is-qualified-json-fence-split': s2sProspectAgent,
};
