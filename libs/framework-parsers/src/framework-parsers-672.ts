/**
 * Set 672: replicas of the reply readers of two in-house guardrails that ask an LLM classifier about the user's message:
 * Chat Playground's browser-side OpenAI prompt-injection filter (JSON contract, greedy brace fallback, parseInt'd
 * risk_percent or a level label) and finalizing-int's Next.js chat moderation route for hate speech, bias and private
 * data (one lowercased word, only an exact 'block' blocks). A third, the LangChain4j deep-dive Quarkus AI service, was a
 * copy of Rebuff's prompt-injection detection prompt, already collected, and is not kept. Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a fail-open fall-through)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Chat Playground, scripts/filters/openai_prompt_injection.js OpenAIPromptInjectionFilter.check
//    (virtualsteve-star/chat-playground), browser JavaScript, so the replica uses the very same JS built-ins:
//      try {
//          ... const content = data.choices?.[0]?.message?.content;
//          if (!content) return { blocked: false };                       // fail-open default
//          let verdict;
//          try {
//              verdict = JSON.parse(content);
//          } catch (e) {
//              const match = content.match(/\{[\s\S]*\}/);                // greedy: first '{' .. last '}'
//              if (match) {
//                  verdict = JSON.parse(match[0]);                        // throws -> outer catch
//              } else {
//                  return { blocked: false };                             // fail-open default
//              }
//          }
//          const risk = parseInt(verdict.risk_percent, 10);               // null verdict -> TypeError
//          const level = (verdict.level || '').toLowerCase();             // truthy non-string -> TypeError
//          const shouldBlock = (risk >= this.threshold) || (level === 'high') || (level === 'critical');
//          return { blocked: shouldBlock, risk_percent: risk, level, ... };
//      } catch (e) {
//          return { blocked: true, reason: 'api_error' };                 // no verdict
//      }
//    A verdict: no exception, and risk is a number or level is one of the four labels (NaN risk with no known level
//    is the silent blocked:false default).
const CHAT_PLAYGROUND_LEVELS = ['low', 'medium', 'high', 'critical'];
const chatPlayground: FrameworkParser = (reply) => {
  const content = reply;
  if (!content) return false;
  let verdict: unknown;
  try {
    verdict = JSON.parse(content);
  } catch {
    const match = content.match(/\{[\s\S]*\}/);
    if (!match) return false;
    try {
      verdict = JSON.parse(match[0]);
    } catch {
      return false;
    }
  }
  if (verdict === null) return false; // null.risk_percent: TypeError -> api_error
  const v = verdict as Record<string, unknown>;
  const risk = parseInt(String(v['risk_percent']), 10); // parseInt converts its argument with ToString
  const rawLevel = v['level'] || '';
  if (typeof rawLevel !== 'string') return false; // (5).toLowerCase / [..].toLowerCase: TypeError -> api_error
  const level = rawLevel.toLowerCase();
  return !Number.isNaN(risk) || CHAT_PLAYGROUND_LEVELS.includes(level);
};

// 2. finalizing-int (alifroject/finalizing-int), Next.js:
//      src/app/api/moderate/route.ts:
//          const decision = data.choices?.[0]?.message?.content?.toLowerCase() ?? 'allow';
//          return NextResponse.json({ decision });
//      src/app/find-people/chat/[id]/page.tsx handleSend:
//          const { decision } = await res.json();
//          if (decision === 'block') { setModerationWarning('Message blocked ...'); return; }
//          ... (anything else: the message is stored and sent)
//    No trim: only the exact word (any case, JS full-Unicode toLowerCase) is read; 'allow' is the only other answer the
//    prompt allows, every other string reaches the same fail-open path as a default.
const finalizingInt: FrameworkParser = (reply) => {
  const decision = reply.toLowerCase();
  return decision === 'block' || decision === 'allow';
};

export const PARSERS_OF_SET_672: Record<string, FrameworkParser> = {
  'chat-playground--openai-user-prompt-injection-risk-percent-level-json-greedy-brace-fallback': chatPlayground,
  'finalizing-int--chat-message-hate-bias-private-data-filter-allow-block-one-word-exact': finalizingInt,
};
