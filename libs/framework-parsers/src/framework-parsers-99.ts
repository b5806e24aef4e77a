/**
 * Set 99: replicas of the reply readers of twelve LLM-judge templates written in JavaScript/TypeScript (Node, Deno,
 * Next.js, Vercel AI SDK 3/4/6, LangChain.js / LangGraph.js, Mastra, Genkit, Playwright). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception)?
 *
 * For structured-output requests (response_format json_schema, forced tool calls, Gemini responseSchema) the reply
 * is the text the SDK hands to its parser: the message content, or the forced tool call's arguments string.
 */
import { isObject, secureJsonParse } from './framework-parser-helpers';
import { aiSdkParsePartialJson, mastraPreprocess } from './framework-parser-ai-sdk';
import { genkitOutputObject } from './framework-parser-genkit';
import type { FrameworkParser } from './framework-parsers';

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const isString = (v: unknown): v is string => typeof v === 'string';
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

// ---------------------------------------------------------------------------------------------------------------
// 1. langchainjs LabeledPairwiseStringEvalChain, libs/langchain-classic/src/evaluation/comparison/pairwise.ts
//    PairwiseStringResultOutputParser.parseResult():
//      const parsed = text.trim().split("\n");
//      if (parsed.length === 1) { [verdict] = parsed; } else { verdict = parsed[parsed.length - 1]; }
//      verdict = verdict.replace(/\[+/, "").replace(/]+/, "");
//      if (!["A", "B", "C"].includes(verdict)) { throw new Error(`Invalid verdict: ${verdict}. ...`); }
//      const score = { A: 1, B: 0, C: 0.5 }[verdict];
const langchainjsPairwise: FrameworkParser = (reply) => {
  const parsed = reply.trim().split('\n');
  let verdict = parsed.length === 1 ? parsed[0]! : parsed[parsed.length - 1]!;
  verdict = verdict.replace(/\[+/, '').replace(/]+/, '');
  return ['A', 'B', 'C'].includes(verdict);
};

// ---------------------------------------------------------------------------------------------------------------
// 2. ai-tester evaluator, src/main/evaluations.ts:
//      response = await generateTextFn({ model, messages, temperature, output: Output.object({ schema: evalSchema }), ... })
//      // evalSchema = z.object({ feedback: z.string().optional(), pass: z.boolean() })
//      } catch (err) { logModelError(err, 'eval', ...); break }          // NoObjectGeneratedError -> no verdict
//      pass: response.output.pass ? 1 : 0, feedback: trimmedFeedback ? trimmedFeedback : null
//    ai 6 Output.object.parseOutput: safeParseJSON({ text }) (secure-json-parse of the whole text), then
//    safeValidateTypes with the zod 3 schema (unknown keys stripped, null is not "optional").
const aiTesterEvaluator: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  if (!isObject(value)) return false;
  if (typeof value['pass'] !== 'boolean') return false;
  const feedback = value['feedback'];
  return feedback === undefined || isString(feedback);
};

// ---------------------------------------------------------------------------------------------------------------
// 3. useful-writing, src/response/index.mjs:
//      const pattern = /<novel>(?<novel>[0-9])<\/novel>\s*<important>(?<important>[0-9])<\/important>\s*<correct>(?<correct>[0-9])<\/correct>\s*<strong>(?<strong>[0-9])<\/strong>/;
//      const matches = text.match(pattern);
//      if (!matches || !matches.groups) { console.log(`We're looing for something like ...`); throw new Error('No match found'); }
const USEFUL_WRITING =
  /<novel>(?<novel>[0-9])<\/novel>\s*<important>(?<important>[0-9])<\/important>\s*<correct>(?<correct>[0-9])<\/correct>\s*<strong>(?<strong>[0-9])<\/strong>/;
const usefulWriting: FrameworkParser = (reply) => {
  const matches = reply.match(USEFUL_WRITING);
  return Boolean(matches && matches.groups);
};

// ---------------------------------------------------------------------------------------------------------------
// 4. nepp-chan Mastra scorer (server/src/mastra/scorers/knowledge-scorer.ts, @mastra/core 1.0.4):
//    analyze({ outputSchema: z.object({ claims: z.array(z.string()), verdicts: z.array(z.object({ statement: z.string(),
//      verdict: z.enum(["yes", "no"]), reason: z.string() })) }), createPrompt })
//    ObjectFormatHandler.validateAndTransformFinal(finalRawValue):
//      if (!finalRawValue) return { success: false, ... };
//      const rawValue = this.preprocessText(finalRawValue);
//      const { value } = await parsePartialJson(rawValue);     // safeParseJSON(text) || safeParseJSON(fixJson(text))
//      return this.validateValue(value);                        // zod v4 (standard schema) validation
//    preprocessText(t):
//      if (t.includes("<|message|>")) { const m = t.match(/<\|message\|>([\s\S]+)$/); if (m && m[1]) t = m[1]; }
//      if (t.includes("```json")) { const m = t.match(/```json\s*\n?([\s\S]*?)\n?\s*```/);
//        if (m && m[1]) t = m[1].trim(); else t = t.replace(/^```json\s*\n?/, ""); }
//      t = escapeUnescapedControlCharsInJsonStrings(t);
//    generateScore: const verdicts = r?.verdicts ?? []; if (verdicts.length === 0) return 0;   // default
//      return verdicts.filter((v) => v.verdict === "yes").length / verdicts.length;

const neppChanHallucinationVerdicts: FrameworkParser = (reply) => {
  if (!reply) return false;
  const value = aiSdkParsePartialJson(mastraPreprocess(reply));
  if (!isObject(value)) return false;
  if (!isStringArray(value['claims'])) return false;
  const verdicts = value['verdicts'];
  if (!Array.isArray(verdicts)) return false;
  const valid = verdicts.every(
    (v) => isObject(v) && isString(v['statement']) && (v['verdict'] === 'yes' || v['verdict'] === 'no') && isString(v['reason']),
  );
  return valid && verdicts.length > 0; // an empty list scores 0 by default
};

// ---------------------------------------------------------------------------------------------------------------
// 5. passai Supabase edge function (Deno), supabase/functions/grade-response/anthropic.ts gradeAnswer():
//      const responseText = message.content[0]?.type === "text" ? message.content[0].text : null;
//      if (!responseText) { throw new Error("Empty response from Claude"); }
//      const gradingResult = JSON.parse(responseText);
//      if (typeof gradingResult.score !== "number") { throw new Error("Invalid grading response: missing score"); }
//      gradingResult.isCorrect = gradingResult.score >= 70;
const passaiShortAnswer: FrameworkParser = (reply) => {
  if (!reply) return false;
  let gradingResult: unknown;
  try {
    gradingResult = JSON.parse(reply);
  } catch {
    return false;
  }
  if (gradingResult === null || gradingResult === undefined) return false; // reading .score throws a TypeError
  return typeof (gradingResult as { score?: unknown }).score === 'number';
};

// ---------------------------------------------------------------------------------------------------------------
// 6. DecX-x/AgenticRAG (LangGraph.js), lib/edges.ts:
//      model = new ChatOpenAI({ model: "gpt-4o", temperature: 0 }).bindTools([tool], { tool_choice: tool.name });
//      checkRelevance(): const toolCalls = (lastMessage as AIMessage).tool_calls;
//        if (!toolCalls || !toolCalls.length) { throw new Error("Last message was not a function message"); }
//        if (toolCalls[0].args.binaryScore === "yes") { return "yes"; }  return "no";
//    @langchain/openai 0.4.9: tool_calls.push(parseToolCall(raw)) with JSON.parse(raw.function.arguments); a throw
//    moves the call to invalid_tool_calls (so tool_calls is empty). The reply is the arguments string.
const agenticRagGradeDocuments: FrameworkParser = (reply) => {
  let args: unknown;
  try {
    args = JSON.parse(reply);
  } catch {
    return false;
  }
  if (args === null) return false; // null.binaryScore -> TypeError
  const binaryScore = (args as { binaryScore?: unknown }).binaryScore;
  return binaryScore === 'yes' || binaryScore === 'no'; // anything else is routed as "no" by default
};

// ---------------------------------------------------------------------------------------------------------------
// 7. lecto (Next.js 14, ai 3.1.26 + @ai-sdk/openai 0.0.17), app/api/evaluacion/checking/route.ts:
//      const { object } = await generateObject({ model, system, prompt, schema: z.object({ correcta: z.boolean(), razon: z.string() }) });
//      ... isvalid: object.correcta
//    mode "tool": the forced "json" tool call's arguments -> safeParseJSON (secure-json-parse) -> zod validation.
const lectoAnswerCheck: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  return isObject(value) && typeof value['correcta'] === 'boolean' && isString(value['razon']);
};

// ---------------------------------------------------------------------------------------------------------------
// 8. PromptAscent (Genkit 1.1.0), src/ai/flows/validate-user-answer.ts:
//      const { output } = await validateUserAnswerPrompt(input);
//      if (!output) { throw new Error('The AI did not return an output. Please try again.'); }
//    Genkit json format: parseMessage(message) = extractJson(message.text); GenerateResponse.assertValidSchema()
//    validates the output against the JSON schema { isValid: boolean, feedback: string } (both required, extra keys
//    kept). @genkit-ai/ai lib/extract.js:
//      function extractJson(text, throwOnBadJson) { ... for (let i = 0; i < text.length; i++) {
//          const char = text[i].replace(/\u00A0/g, " ");
//          if (escapeNext) { escapeNext = false; continue; }  if (char === "\\") { escapeNext = true; continue; }
//          if (char === '"') { inString = !inString; continue; }  if (inString) continue;
//          if (!openingChar && (char === "{" || char === "[")) { openingChar = char; closingChar = ...; startPos = i; nestingCount++; }
//          else if (char === openingChar) nestingCount++;
//          else if (char === closingChar) { nestingCount--; if (!nestingCount) return JSON5.parse(text.substring(startPos || 0, i + 1)); } }
//        if (startPos !== undefined && nestingCount > 0) { try { return parsePartialJson(text.substring(startPos)); } catch { return null; } }
//        return null; }
//      function parsePartialJson(s) { return JSON5.parse(JSON.stringify(partialJson.parse(s, Allow.ALL))); }
const promptAscentValidateAnswer: FrameworkParser = (reply) => {
  const output = genkitOutputObject(reply);
  return output !== null && typeof output['isValid'] === 'boolean' && isString(output['feedback']);
};

// ---------------------------------------------------------------------------------------------------------------
// 9. roland-zhou lang-tools prompts-judge.js judgeOutput():
//      const scoreMatch = judgeResponse.match(/Score:\s*(\d+)/i);
//      const score = scoreMatch ? parseInt(scoreMatch[1]) : 0;        // no match -> 0 (default)
const langToolsScoreLine: FrameworkParser = (reply) => /Score:\s*(\d+)/i.test(reply);

// ---------------------------------------------------------------------------------------------------------------
// 10. memorybench, src/judges/base.ts parseJudgeResponse():
//      try { const jsonMatch = response.match(/\{[\s\S]*\}/); if (!jsonMatch) throw new Error("No JSON found in response");
//        const parsed = JSON.parse(jsonMatch[0]);
//        return { score: parsed.score === 1 ? 1 : 0, label: parsed.label === "correct" ? "correct" : "incorrect", ... };
//      } catch { const isCorrect = response.toLowerCase().includes('"correct"') && !response.toLowerCase().includes('"incorrect"');
//        return { score: isCorrect ? 1 : 0, label: isCorrect ? "correct" : "incorrect", explanation: "Failed to parse judge response" }; }
const memorybenchJudge: FrameworkParser = (reply) => {
  const jsonMatch = reply.match(/\{[\s\S]*\}/);
  if (jsonMatch) {
    let parsed: unknown;
    let ok = true;
    try {
      parsed = JSON.parse(jsonMatch[0]);
    } catch {
      ok = false;
    }
    if (ok) {
      const score = (parsed as { score?: unknown }).score;
      return score === 1 || score === 0; // any other score silently reads as 0
    }
  }
  const lower = reply.toLowerCase();
  return lower.includes('"correct"') && !lower.includes('"incorrect"'); // else the default "incorrect"
};

// ---------------------------------------------------------------------------------------------------------------
// 11. pickaxe deep-research judge-results tool (ai 4.3.16 + @ai-sdk/openai 1.3.22):
//      const result = await generateObject({ prompt, model: openai("gpt-4.1-mini"), schema: z.object({ reason: z.string(), isComplete: z.boolean() }) });
//      return { reason: result.object.reason, isComplete: result.object.isComplete };
//    mode "tool": forced "json" tool call arguments -> safeParseJSON -> zod validation, else NoObjectGeneratedError.
const pickaxeJudgeResults: FrameworkParser = (reply) => {
  const value = secureJsonParse(reply);
  return isObject(value) && isString(value['reason']) && typeof value['isComplete'] === 'boolean';
};

// ---------------------------------------------------------------------------------------------------------------
// 12. playwright-llm-judge-demo, src/judge.ts judge():
//      const message = response.choices[0]?.message; if (!message?.content) { throw new Error('judge: empty response from model') }
//      const raw = JSON.parse(message.content); return Verdict.parse(raw)
//      // Verdict = z.object({ verdict: z.enum(['pass', 'fail', 'warn']), score: z.number().min(0).max(1),
//      //   issues: z.array(z.string()).max(10), rationale: z.string().max(800) })
//    src/fixtures.ts: pass: verdict.verdict === 'pass'
const playwrightSearchVerdict: FrameworkParser = (reply) => {
  if (!reply) return false;
  let raw: unknown;
  try {
    raw = JSON.parse(reply);
  } catch {
    return false;
  }
  if (!isObject(raw)) return false;
  const { verdict, score, issues, rationale } = raw;
  if (!own(raw, 'verdict') || !['pass', 'fail', 'warn'].includes(verdict as string)) return false;
  if (typeof score !== 'number' || Number.isNaN(score) || score < 0 || score > 1) return false;
  if (!isStringArray(issues) || issues.length > 10) return false;
  return isString(rationale) && rationale.length <= 800;
};

export const PARSERS_OF_SET_99: Record<string, FrameworkParser> = {
  'langchainjs--labeled-pairwise-string-eval-last-line-verdict': langchainjsPairwise,
  'ai-tester--evaluator-default-pass-feedback-json': aiTesterEvaluator,
  'useful-writing--usefulness-four-xml-tag-scores': usefulWriting,
  'nepp-chan--mastra-knowledge-hallucination-claim-verdicts-ja': neppChanHallucinationVerdicts,
  'passai--supabase-short-answer-grading-score-json': passaiShortAnswer,
  'agentic-rag-langgraphjs--grade-documents-forced-tool-binary-score': agenticRagGradeDocuments,
  'lecto--reading-comprehension-answer-check-es': lectoAnswerCheck,
  'prompt-ascent--genkit-validate-user-answer-de': promptAscentValidateAnswer,
  'lang-tools-prompts-judge--output-quality-score-line-0-10': langToolsScoreLine,
  'memorybench--longmemeval-temporal-judge-score-label-json': memorybenchJudge,
  'pickaxe--deep-research-judge-results-completeness': pickaxeJudgeResults,
  'playwright-llm-judge-demo--search-results-page-verdict-json': playwrightSearchVerdict,
};
