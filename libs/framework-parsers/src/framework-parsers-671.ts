/**
 * Set 671: replicas of the reply readers of three groundedness judges from TypeScript / JavaScript RAG apps:
 * RAG Trust Evaluation's Ollama faithfulness judge (JSON `score`, first-number regex fallback), Holdwall's DeepTRACE
 * citation auditor (json_object, truthy `faithfulness` or `supports: false`) and a Confluence Discord bot's
 * retrieved-docs gate (exact "pass" / "retrieve"). Each parser answers: would the project get a verdict out of this
 * reply (not a default value, not an exception, not a retry)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. RAG Trust Evaluation (DeZzest/rag-trust-evaluation), src/modules/evaluation/faithfulness.service.ts:
//      const response = await generate(prompt, evaluationModel);      // Ollama data.response (never empty)
//      try {
//        const parsed = JSON.parse(response);
//        const score = parsed.score ?? 0;                              // null document -> TypeError -> catch below
//        if (typeof score === "number" && !isNaN(score)) {
//          return Math.max(0, Math.min(1, score));
//        }
//        return 0;                                                     // string / array / object score: default
//      } catch (parseError) {
//        const match = response.match(/([0-9]*\.?[0-9]+)/);
//        if (match) {
//          const score = parseFloat(match[1]);
//          if (!isNaN(score)) { return Math.max(0, Math.min(1, score)); }
//        }
//        return 0.5;                                                   // default to neutral
//      }
//    A missing / null score takes the `?? 0` default (not a verdict). JSON never yields NaN; 1e400 is Infinity and
//    clamps to 1. The fallback regex needs one ASCII digit anywhere; parseFloat of its match is never NaN.
const RAG_TRUST_NUMBER = /([0-9]*\.?[0-9]+)/;
const ragTrustEvaluation: FrameworkParser = (reply) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply) as unknown;
  } catch {
    return RAG_TRUST_NUMBER.test(reply);
  }
  if (parsed === null) return RAG_TRUST_NUMBER.test(reply); // null.score throws inside the same try
  const score = (Object(parsed) as Record<string, unknown>)['score'];
  return typeof score === 'number' && !Number.isNaN(score);
};

// 2. Holdwall (Jannatpour/holdwall), dist-workers/lib/ai/deeptrace.js DeepTRACE.auditCitation:
//      if (response.ok) {
//          const data = await response.json();
//          const parsed = JSON.parse(data.choices[0]?.message?.content || "{}");
//          return { citation, claim,
//              faithfulness: parsed.faithfulness || 0.5,
//              supports: parsed.supports !== false,
//              reasoning: parsed.reasoning || "" };
//      }
//    } catch (error) { console.warn("Citation audit failed:", error); }
//    return { citation, claim, faithfulness: 0.5, supports: true, reasoning: "Audit unavailable" };
//    The reply yields something of its own when `faithfulness` is truthy (taken unchecked) or `supports` is exactly
//    false; otherwise both fields are the defaults. A JSON.parse error or a `null` document (TypeError) -> fallback.
const holdwallDeeptrace: FrameworkParser = (reply) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply || '{}') as unknown;
  } catch {
    return false;
  }
  if (parsed === null) return false;
  const obj = Object(parsed) as Record<string, unknown>;
  return Boolean(obj['faithfulness']) || obj['supports'] === false;
};

// 3. Confluence Discord bot (han-kimm/discordBot):
//    src/components/evaluator/index.ts:   const response = await chain.invoke({ userInput, relatedDocs });
//                                         return response.content;
//    src/components/retriever/multiqueryRetriever/confluence.ts multiQueryRAG:
//      if (passOrRetrieve === "retrieve" && retryNamespace) { ...search the "all" namespace and judge again... }
//    src/routes/how-to.ts:
//      if (passOrRetrieve === "pass") { ...answer from relatedDocs... } else { return onRetrieveFail(); }
//    Only the exact strings are recognised (===, no trim, no case folding).
const discordbotConfluenceRag: FrameworkParser = (reply) => reply === 'pass' || reply === 'retrieve';

export const PARSERS_OF_SET_671: Record<string, FrameworkParser> = {
  'rag-trust-evaluation--answer-faithfulness-to-context-0-1-json-score-reason-first-number-fallback': ragTrustEvaluation,
  'holdwall--deeptrace-citation-source-supports-claim-faithfulness-0-1-json-object-truthy-default': holdwallDeeptrace,
  'discordbot-confluence-rag--retrieved-docs-answerability-gate-pass-or-retrieve-exact-word': discordbotConfluenceRag,
};
