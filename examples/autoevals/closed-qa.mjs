// autoevals' ClosedQA scorer graded by A8 through its Chat Completions interface: autoevals sends
// its own closed-QA prompt with a forced `select_choice` tool ({reasons, choice: "Y" | "N"}); A8
// reads the criterion and the submission from the prompt, answers `choice` from what it was taught
// and fills `reasons` with what answered. An abstention is not a score: autoevals raises, never
// passes. Teach the rubric first (../promptfoo/teach-rubric.mjs, with FORMAT=choice).
//
//   OPENAI_BASE_URL=https://api.u22a8.ai/eval/v1 OPENAI_API_KEY=<A8 key> A8_MODEL=a8:90 node closed-qa.mjs
import { readFileSync } from 'node:fs';
import { ClosedQA } from 'autoevals';

const rubric = readFileSync(new URL('../promptfoo/rubric.txt', import.meta.url), 'utf8').trim();
const model = process.env.A8_MODEL ?? 'a8';
const replies = process.argv.slice(2);
for (const output of replies) {
  try {
    const result = await ClosedQA({ input: 'Reply to a customer asking about their refund.', output, criteria: rubric, model, useCoT: true });
    console.log(JSON.stringify({ output, score: result.score, choice: result.metadata?.choice, rationale: result.metadata?.rationale }));
  } catch (error) {
    console.log(JSON.stringify({ output, error: String(error instanceof Error ? error.message : error) }));
  }
}
