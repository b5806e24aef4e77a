/**
 * Set 260: replicas of the reply readers of five RAG-evaluation judges in small projects:
 * ffgg.sofa's Korean context-precision chunk judge (TypeScript, greedy brace + JSON.parse, a "verdict" label),
 * ABDElevators' Spanish RAG judge (TypeScript, fences stripped, JSON.parse, three 0-1 scores checked by a zod schema),
 * an AI retail assistant's Gemini relevance judge (Python, json.loads then a greedy-brace fallback, "score"/"explain"),
 * LLM-intenship's factual-accuracy judge (Python, float() of the whole reply) and an AI-academy capstone agent's
 * self-evaluation (Python, fences stripped, json.loads, int() of every value, faithfulness/relevance/clarity keys).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry, not a None)?
 */
import { isObject, PY_SPACE, pyFloatOf, pyIntOfValue, pyStrip, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. ffgg.sofa, lib/rag/evaluation/metrics/context-precision.ts evaluateChunkRelevance (coolwithyou/ffgg.sofa):
//      const response = await generateWithFallback(EVALUATE_CHUNK_SYSTEM_PROMPT, userPrompt, { temperature: 0.1, maxTokens: 200 });
//      const jsonMatch = response.match(/\{[\s\S]*\}/);
//      if (!jsonMatch) { logger.warn(...); return { isRelevant: false }; }
//      const parsed = JSON.parse(jsonMatch[0]) as { verdict?: string; reason?: string };
//      return { isRelevant: parsed.verdict === 'relevant', relevanceReason: parsed.reason };
//      } catch (error) { logger.error(...); return { isRelevant: false }; }
//    generateWithFallback returns the AI SDK's generateText(...).text untouched. The match is greedy (first '{' to the
//    last '}'); a JSON.parse failure falls into the catch (the default isRelevant: false). A parsed object without a
//    string "verdict" (the declared type) is read as not relevant exactly like the failure paths, so a verdict needs a
//    string "verdict"; any string counts ("relevant" -> relevant, "partial"/"irrelevant"/other -> not relevant).
const ffggSofa: FrameworkParser = (reply) => {
  const match = /\{[\s\S]*\}/.exec(reply);
  if (!match) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(match[0]) as unknown;
  } catch {
    return false;
  }
  return isObject(parsed) && hasOwn(parsed, 'verdict') && typeof parsed['verdict'] === 'string';
};

// 2. ABDElevators, src/services/rag-evaluation-service.ts RagEvaluationService.evaluateQuery (ajabadia/ABDElevators):
//      const judgeResponse = await callGeminiMini(prompt, tenantId, { correlationId, model });
//      const cleanJson = judgeResponse.replace(/```json|```/g, '').trim();
//      const metrics = JSON.parse(cleanJson);
//      const evaluation = { ..., metrics: { faithfulness: metrics.faithfulness, answer_relevance: metrics.answer_relevance,
//                                           context_precision: metrics.context_precision },
//                           feedback: metrics.reasoning, causal_analysis: metrics.causal_analysis, ... };
//      validated = RagEvaluationSchema.parse(evaluation);        // zod ^4.3.5, src/lib/schemas.ts:
//        metrics: z.object({ faithfulness: z.number().min(0).max(1), answer_relevance: z.number().min(0).max(1),
//                            context_precision: z.number().min(0).max(1), context_recall: ...optional() }),
//        feedback: z.string().optional(),
//        causal_analysis: z.object({ cause_id: z.string(), fix_strategy: z.string() }).optional(),
//      } catch (error) { console.error("[RAG EVALUATION ERROR]", error); throw error; }   // caller .catch logs it
//    JS trim() removes Unicode whitespace and U+FEFF; every ``` (with or without a lowercase "json") is removed
//    anywhere. JSON null makes `metrics.faithfulness` throw; arrays and primitives give undefined fields (zod fails).
const abdInUnit = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;
const abdElevators: FrameworkParser = (reply) => {
  const clean = reply.replace(/```json|```/g, '').trim();
  let metrics: unknown;
  try {
    metrics = JSON.parse(clean) as unknown;
  } catch {
    return false;
  }
  if (!isObject(metrics)) return false;
  if (!abdInUnit(metrics['faithfulness']) || !abdInUnit(metrics['answer_relevance']) || !abdInUnit(metrics['context_precision'])) return false;
  const reasoning = hasOwn(metrics, 'reasoning') ? metrics['reasoning'] : undefined;
  if (reasoning !== undefined && typeof reasoning !== 'string') return false;
  const causal = hasOwn(metrics, 'causal_analysis') ? metrics['causal_analysis'] : undefined;
  if (causal !== undefined && !(isObject(causal) && typeof causal['cause_id'] === 'string' && typeof causal['fix_strategy'] === 'string')) return false;
  return true;
};

// 3. AI retail assistant, agents/evaluation_agent.py evaluate_relevance + app.py (sandeepreddytadi/retail):
//      resp = llm.invoke(prompt)                       # ChatGoogleGenerativeAI(model="gemini-2.5-flash", temperature=0)
//      try:
//          return json.loads(resp.content)
//      except json.JSONDecodeError:
//          try:
//              json_match = re.search(r'\{.*\}', resp.content, re.DOTALL)
//              if json_match:
//                  return json.loads(json_match.group())
//          except:
//              pass
//          return {"score": 80, "explain": "Fallback — unable to parse evaluation JSON."}   # a default, no verdict
//      app.py: st.markdown(f"**Relevance:** {item['eval']['score']} — {item['eval']['explain']}")
//    The first json.loads may return any JSON value; app.py then needs a dict holding both "score" and "explain"
//    (KeyError / TypeError crash the page otherwise). Python's json.loads takes NaN / Infinity.
const retailAssistant: FrameworkParser = (reply) => {
  let value = pythonLoads(reply);
  if (value === undefined) {
    const match = /\{[\s\S]*\}/.exec(reply);
    if (!match) return false;
    value = pythonLoads(match[0]);
    if (value === undefined) return false;
  }
  return isObject(value) && hasOwn(value, 'score') && hasOwn(value, 'explain');
};

// 4. LLM-intenship, src/evaluators/factual_accuracy.py score_factual_accuracy (gauthamlucifer7-cmyk/LLM-intenship):
//      model = LLMClient(model="gpt-4.1-mini")
//      result = model.chat([{"role": "user", "content": judge_prompt}])   # openai.ChatCompletion.create
//      try:
//          return float(result.choices[0].message["content"])
//      except:
//          return 0.0                                                      # the default, no verdict
//    Python float() of the whole reply: surrounding Unicode whitespace, sign, underscores between digits, exponent,
//    Unicode digits, and inf / infinity / nan in any case; anything else raises ValueError.
const llmIntenship: FrameworkParser = (reply) => pyFloatOf(reply) !== undefined;

// 5. AI academy capstone agent, llm/client.py evaluate_answer + agent/agent.py agent_answer
//    (m-felices/ai_academy_capstone_project):
//      raw = response.choices[0].message.content.strip()
//      raw = re.sub(r"^```(?:json)?\s*", "", raw)
//      raw = re.sub(r"\s*```$", "", raw)
//      evaluation = json.loads(raw)
//      ...
//      evaluation = {k: int(v) for k, v in evaluation.items()}
//      if evaluation["faithfulness"] <= 3: ... return "I don't know.", evaluation, actions
//      if evaluation["relevance"] <= 2: ...
//      if evaluation["clarity"] <= 2: ...
//      except Exception as e: actions.append("AGENT_ERROR"); return f"An internal error occurred: {e}", None, actions
//    A verdict needs a JSON object (.items()) whose every value int() accepts (int, bool, finite float, or an integer
//    string: Unicode whitespace, sign, Unicode digits with single underscores; NaN -> ValueError, Infinity ->
//    OverflowError, None / list / dict -> TypeError), a "faithfulness" key, and when faithfulness > 3 also "relevance"
//    and "clarity" keys (KeyError otherwise). Python's `$` also matches before a final newline, but the text was stripped.
const PY_WS = `[${PY_SPACE}]`;
const CAPSTONE_OPEN = new RegExp(`^\`\`\`(?:json)?${PY_WS}*`, 'u');
const CAPSTONE_CLOSE = new RegExp(`${PY_WS}*\`\`\`$`, 'u');
const capstoneAgent: FrameworkParser = (reply) => {
  const raw = pyStrip(reply).replace(CAPSTONE_OPEN, '').replace(CAPSTONE_CLOSE, '');
  const evaluation = pythonLoadsNumbers(raw);
  if (!isObject(evaluation)) return false;
  const ints = new Map<string, number>();
  for (const [k, v] of Object.entries(evaluation)) {
    const n = pyIntOfValue(v);
    if (n === undefined) return false;
    ints.set(k, n);
  }
  const faithfulness = ints.get('faithfulness');
  if (faithfulness === undefined) return false;
  if (faithfulness <= 3) return true;
  return ints.has('relevance') && ints.has('clarity');
};

export const PARSERS_OF_SET_260: Record<string, FrameworkParser> = {
  'ffgg-sofa--rag-context-precision-korean-chunk-relevance-relevant-partial-irrelevant-json-verdict-greedy-brace': ffggSofa,
  'abd-elevators--rag-judge-spanish-faithfulness-answer-relevance-context-precision-0-1-json-fence-strip-zod': abdElevators,
  'ai-retail-assistant--rag-answer-relevance-to-context-0-100-json-score-explain-greedy-brace-fallback': retailAssistant,
  'llm-intenship--factual-accuracy-response-vs-context-chunks-0-1-bare-number-python-float': llmIntenship,
  'ai-academy-capstone--rag-self-eval-relevance-faithfulness-clarity-1-5-json-int-every-value': capstoneAgent,
};
