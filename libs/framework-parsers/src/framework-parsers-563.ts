/**
 * Set 563: replicas of the reply readers of judges that live in browser extensions and low-code workflows:
 * FactFlags (Firefox extension) claim verifier (JSON label GREEN/ORANGE/RED), GPT Evaluator (Chrome extension)
 * AI-response grader (fence-stripped JSON with metrics.overall 0-100), an n8n "LLM as a Judge" workflow (Tools Agent +
 * Structured Output Parser, {passed, feedback}) and a quiz backend's Gemini true/false answer matcher. Each parser
 * answers: would the project get a verdict out of this reply (not a default, not an exception, not a retry)?
 * All four projects are JavaScript/TypeScript, so the native JSON.parse, String.prototype.trim and JS regexes are
 * the real behaviour.
 */
import { isObject } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const jsonParseOr = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

// ---------------------------------------------------------------------------------------------------------------
// 1. FactFlags, background.js (davidmoser/factflags):
//      const content = json?.choices?.[0]?.message?.content;
//      if (!content) throw new Error('Missing model response content');
//      async function parseJsonWithRepair(apiKey, raw, repairContext) {
//        try { return JSON.parse(raw); }
//        catch (_) { const repaired = await callOpenAI(apiKey, 'You repair invalid JSON. ...', ...);  // retry
//                    return JSON.parse(repaired); }
//      }
//      const parsedB = await parseJsonWithRepair(apiKey, rawB, 'schema: verification result');
//      result = { ..., label: ['GREEN', 'ORANGE', 'RED'].includes(parsedB.label) ? parsedB.label : 'ORANGE', ... };
//      } catch (error) { result = { ..., label: 'ORANGE', short_reason: `Verification failed: ...` } }
//    A null parse result throws TypeError (caught -> default); primitives and arrays have no .label -> default.
const factflags: FrameworkParser = (reply) => {
  if (!reply) return false;
  const parsed = jsonParseOr(reply);
  if (!parsed.ok || parsed.value === null) return false;
  const label = (parsed.value as { label?: unknown }).label;
  return label === 'GREEN' || label === 'ORANGE' || label === 'RED';
};

// 2. GPT Evaluator, src/services/providers/OpenAIProvider.ts callOpenAI (Schieck/GPT-Evaluator):
//      const content = data.choices[0]?.message?.content;
//      if (!content) { throw new Error('No content in OpenAI response'); }
//      try {
//        const jsonContent = content.replace(/```json\n?|\n?```/g, '').trim();
//        const parsedResponse = JSON.parse(jsonContent);
//        return { metrics: parsedResponse.metrics, feedback: parsedResponse.feedback };
//      } catch (parseError) { throw new Error(`Failed to parse OpenAI response: ...`); }
//    evaluate() hands { metrics, feedback, metadata } to the popup, which shows metrics.overall: the verdict needs a
//    metrics object with a numeric overall (null parse result -> TypeError inside the try -> thrown).
const gptEvaluator: FrameworkParser = (reply) => {
  if (!reply) return false;
  const jsonContent = reply.replace(/```json\n?|\n?```/g, '').trim();
  const parsed = jsonParseOr(jsonContent);
  if (!parsed.ok || parsed.value === null) return false;
  const metrics = (parsed.value as { metrics?: unknown }).metrics;
  return isObject(metrics) && typeof metrics['overall'] === 'number';
};

// 3. n8n "LLM as a Judge" workflow (LouisChanCLY/automation-exercise), agent node v1.7 + Structured Output Parser
//    v1.2 (autoFix), manual schema {passed: boolean, feedback: string} both required.
//    ToolsAgent/execute.ts agentStepsParser (reply without a tool call):
//      if ('output' in finalResponse) {
//        try { parserInput = JSON.stringify({ output: jsonParse(finalResponse.output) }); }   // plain JSON.parse
//        catch (error) { parserInput = finalResponse.output; }
//      }
//      const returnValues = await outputParser.parse(parserInput);
//    N8nStructuredOutputParser.parse (schema for v1.2: z.object({ output: zodSchema.optional() })):
//      let jsonString = text.trim();
//      const codeFenceMatch = jsonString.match(/```(?:json)?\s*\n([\s\S]+?)\n\s*```/);
//      if (codeFenceMatch) { const potentialJson = codeFenceMatch[1].trim();
//        if (potentialJson.startsWith('{') || potentialJson.startsWith('[')) jsonString = potentialJson; }
//      const json = JSON.parse(jsonString.trim());
//      const parsed = await this.schema.parseAsync(json);      // ZodError / SyntaxError -> autoFix LLM call (retry)
//    Next node: evaluation_result = {{ $json.output.passed }} -> output missing ({} after zod strips) = no verdict.
const passedFeedback = (value: unknown): boolean =>
  isObject(value) && typeof value['passed'] === 'boolean' && typeof value['feedback'] === 'string';
const n8nParserParse = (text: string): boolean => {
  let jsonString = text.trim();
  const codeFenceMatch = jsonString.match(/```(?:json)?\s*\n([\s\S]+?)\n\s*```/);
  if (codeFenceMatch) {
    const potentialJson = codeFenceMatch[1]!.trim();
    if (potentialJson.startsWith('{') || potentialJson.startsWith('[')) jsonString = potentialJson;
  }
  const parsed = jsonParseOr(jsonString.trim());
  if (!parsed.ok || !isObject(parsed.value)) return false; // z.object rejects null, arrays, primitives
  const output = parsed.value['output'];
  if (output === undefined) return false; // schema passes (optional) but $json.output.passed then fails
  return passedFeedback(output);
};
const automationExerciseN8n: FrameworkParser = (reply) => {
  const direct = jsonParseOr(reply);
  const parserInput = direct.ok ? JSON.stringify({ output: direct.value }) : reply;
  return n8nParserParse(parserInput);
};

// 4. candevfol Quiz-App-Backend, service/GeminiService.js + service/QuizService.js:
//      const response = await ai.models.generateContent({ model: "gemini-2.5-pro", contents: prompt });
//      return response.text;
//      isMatching === "true" ? scores.push(question.score) : scores.push(0);
//    Only the exact string 'true' earns the marks; the exact 'false' is the intended negative verdict; every other
//    reply silently scores 0 (default).
const candevfolQuiz: FrameworkParser = (reply) => reply === 'true' || reply === 'false';

export const PARSERS_OF_SET_563: Record<string, FrameworkParser> = {
  'factflags--news-article-claim-verification-green-orange-red-json-label': factflags,
  'gpt-evaluator--chrome-extension-ai-response-four-criteria-0-100-json-metrics-overall': gptEvaluator,
  'automation-exercise-n8n--n8n-strict-quality-judge-agent-passed-boolean-feedback-structured-output-parser':
    automationExerciseN8n,
  'candevfol-quiz-app--subjective-answer-vs-correct-answer-75-percent-meaning-true-false-exact-string': candevfolQuiz,
};
