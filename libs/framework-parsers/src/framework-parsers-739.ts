/**
 * Set 739: replicas of the reply readers of five RAG-evaluation judges written in TypeScript: a NestJS RAG benchmark's
 * strict-json_schema judge (four 0-1 scores plus a pass/partial/fail verdict), rag-eval-pack's faithfulness judge
 * ("Score:" line, default 0.5), elice-rag's cited-answer faithfulness judge (JSON 0 | 0.5 | 1 checked by zod),
 * RAG-ai's Chinese answer-relevance judge (first number of the reply, 0-5) and compile-time-rag's policy Q&A judge
 * (JSON {"pass": true|false}). Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not a retry)? All five run on Node, so the JS semantics apply: String.prototype.trim, JS regex
 * (\s is Unicode whitespace, \d is ASCII only), JSON.parse.
 */
import { isObject } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Rag-evaluation-benchmark (jiteshzope/Rag-evaluation-benchmark---Angular-Nest-posgresql-pgvector)
//    backend/src/llm/openai.service.ts:
//      const text = choice?.message?.content ?? '';
//      return { text: text.trim(), truncated };
//      async chatJson<T>(...) {
//        const { text } = await this.chat(model, opts);
//        if (!text) return null;
//        try {
//          return JSON.parse(text) as T;
//        } catch {
//          const match = /\{[\s\S]*\}/.exec(text);
//          if (match) {
//            try { return JSON.parse(match[0]) as T; } catch { /* fall through */ }
//          }
//          return null;
//        }
//      }
//    backend/src/llm/judge-llm.service.ts evaluate():
//      let raw = await this.ask(req, false);
//      if (!raw) raw = await this.ask(req, true);            // one retry, terser system prompt
//      if (!raw) throw new Error('The judge model did not return a parseable verdict after a retry.');
//      const judgeScore = clamp01(raw.judgeScore);           // non-number / non-finite -> 0
//      return { ..., verdict: normalizeVerdict(raw.verdict, judgeScore), reasoning: (raw.reasoning ?? '').trim(), ... };
//      function normalizeVerdict(verdict, judgeScore) {
//        const v = (verdict ?? '').toLowerCase().trim();      // TypeError for a non-string verdict
//        if (v === 'pass' || v === 'partial' || v === 'fail') return v;
//        if (judgeScore >= 0.75) return 'pass'; if (judgeScore >= 0.4) return 'partial'; return 'fail';
//      }
//    A falsy parse (null, 0, false, "") is a retry. A verdict is the stated word, or one derived from a numeric
//    judgeScore; with neither, the 'fail' comes from clamp01's default 0 (no verdict).
const RAG_BENCH_VERDICTS = ['pass', 'partial', 'fail'];
const ragBenchLoads = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const match = /\{[\s\S]*\}/.exec(text);
    if (match) {
      try {
        return JSON.parse(match[0]) as unknown;
      } catch {
        /* fall through */
      }
    }
    return null;
  }
};
const ragEvalBenchmarkNest: FrameworkParser = (reply) => {
  const text = reply.trim();
  if (!text) return false;
  const raw = ragBenchLoads(text);
  if (!raw) return false;
  // property reads on a JSON primitive (a number, a string, true) give undefined, as in the project
  const field = (key: string): unknown => (isObject(raw) ? raw[key] : undefined);
  const verdict = field('verdict');
  const reasoning = field('reasoning');
  if (verdict !== null && verdict !== undefined && typeof verdict !== 'string') return false; // .toLowerCase TypeError
  if (reasoning !== null && reasoning !== undefined && typeof reasoning !== 'string') return false; // .trim TypeError
  const judgeScore = field('judgeScore');
  const stated = ((verdict as string | null | undefined) ?? '').toLowerCase().trim();
  return RAG_BENCH_VERDICTS.includes(stated) || (typeof judgeScore === 'number' && Number.isFinite(judgeScore));
};

// 2. rag-eval-pack (reaatech/rag-eval-pack), packages/judge/src/prompts.ts parseJudgeResponse:
//      const scoreMatch = response.match(/Score:\s*([0-9]*\.?[0-9]+)/i);
//      const score = scoreMatch ? Number.parseFloat(scoreMatch[1] ?? '0.5') : 0.5;   // 0.5 = default
//      const clampedScore = Math.max(0, Math.min(1, score));
//    engine.ts evaluate(): a thrown error tries fallback_models, else returns the default { score: 0.5, confidence: 0 }.
const RAG_EVAL_PACK_SCORE = /Score:\s*([0-9]*\.?[0-9]+)/i;
const ragEvalPack: FrameworkParser = (reply) => RAG_EVAL_PACK_SCORE.test(reply);

// 3. elice-rag (davindev/elice-rag), src/eval/judge.ts:
//      const verdictSchema = z.object({
//        score: z.union([z.literal(0), z.literal(0.5), z.literal(1)]),
//        reason: z.string(),
//      });
//      export function parseVerdict(content: string): JudgeVerdict {
//        const start = content.indexOf('{');
//        const end = content.lastIndexOf('}');
//        if (start === -1 || end <= start) throw new Error(`judge 응답에서 JSON을 찾지 못했습니다: ...`);
//        const parsed = verdictSchema.safeParse(JSON.parse(content.slice(start, end + 1)));   // SyntaxError thrown
//        if (!parsed.success) throw new Error(`judge 응답 검증 실패: ...`);
//        return parsed.data;
//      }
//    z.literal compares with === (so 1.0, 5e-1 and -0 match); z.object strips unknown keys.
const eliceRag: FrameworkParser = (reply) => {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start === -1 || end <= start) return false;
  let value: unknown;
  try {
    value = JSON.parse(reply.slice(start, end + 1)) as unknown;
  } catch {
    return false;
  }
  if (!isObject(value)) return false;
  const score = value['score'];
  return (score === 0 || score === 0.5 || score === 1) && typeof value['reason'] === 'string';
};

// 4. RAG-ai (luoguoxiong/RAG-ai), src/evaluation/judge.ts:
//      function parseScore(text: string): number | null {
//        const m = text.match(/\d+(\.\d+)?/);
//        if (!m) return null;
//        const score = Number(m[0]);
//        if (!Number.isFinite(score)) return null;
//        return Math.max(0, Math.min(score, 5)) / 5;
//      }
//      LLMJudge.answerRelevance: const parsed = parseScore(reply.content); if (parsed !== null) return parsed;
//      ... return this.fallback.answerRelevance(query, answer);         // lexical overlap = no LLM verdict
//    JS \d is [0-9] only: full-width digits and Chinese numerals are not numbers here.
const ragAi: FrameworkParser = (reply) => {
  const m = reply.match(/\d+(\.\d+)?/);
  if (!m) return false;
  return Number.isFinite(Number(m[0]));
};

// 5. compile-time-rag (lloydrivers50/compile-time-rag), src/eval/judge.ts:
//      const match = textBlock.text.match(/\{[\s\S]*\}/);
//      if (!match) throw new Error(`judge did not return JSON: ${textBlock.text}`);
//      const parsed = JSON.parse(match[0]) as { pass: boolean; reason: string };
//      return { pass: parsed.pass, reason: parsed.reason, ... };
//    src/eval/runEval.ts: const c = compileJudge.pass ? "PASS" : "FAIL";   // truthiness; a throw exits the run
//    An absent or null "pass" only reaches FAIL through its falsiness (a default): no verdict.
const compileTimeRag: FrameworkParser = (reply) => {
  const match = reply.match(/\{[\s\S]*\}/);
  if (!match) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(match[0]) as unknown;
  } catch {
    return false;
  }
  if (!isObject(parsed)) return false;
  const pass = parsed['pass'];
  return pass !== undefined && pass !== null;
};

export const PARSERS_OF_SET_739: Record<string, FrameworkParser> = {
  'rag-eval-benchmark-nest--rag-answer-faithfulness-correctness-relevance-0-1-json-schema-verdict-pass-partial-fail': ragEvalBenchmarkNest,
  'rag-eval-pack--faithfulness-to-context-0-1-score-line-confidence-explanation': ragEvalPack,
  'elice-rag--cited-answer-faithfulness-0-0.5-1-json-score-reason-zod-literal': eliceRag,
  'rag-ai--answer-relevance-zh-0-5-integer-first-number-regex': ragAi,
  'compile-time-rag--policy-qa-answer-vs-expected-pass-fail-json-boolean': compileTimeRag,
};
