// Teaches A8 the rubric of promptfooconfig.yaml by example, through A8's MCP server (the `teach`
// tool): each graded reply in taught.jsonl, with the rubric as its criterion and {"pass": …} as
// its answer. Run it once before `promptfoo eval`, and again whenever you grade more replies.
//
//   A8_MCP_URL=https://api.u22a8.ai/mcp A8_API_KEY=<key with models:train> node teach-rubric.mjs
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const here = new URL('.', import.meta.url);
const rubric = readFileSync(new URL('rubric.txt', here), 'utf8').trim();
const examples = readFileSync(new URL('taught.jsonl', here), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
const url = process.env.A8_MCP_URL ?? 'https://api.u22a8.ai/mcp';
const key = process.env.A8_API_KEY;
if (!key) throw new Error('Set A8_API_KEY to an A8 key that holds models:train.');

const mcp = new Client({ name: 'a8-promptfoo-example', version: '1.0.0' });
await mcp.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
let recordedAt = null;
for (const { reply, pass } of examples) {
  const result = await mcp.callTool({
    name: 'teach',
    arguments: {
      input: [{ role: 'system', content: rubric }, { role: 'user', content: reply }],
      // FORMAT=choice teaches the answer as autoevals' ClosedQA asks for it ({"choice": "Y" | "N"}).
      format: process.env.FORMAT === 'choice' ? { properties: { choice: { enum: ['Y', 'N'] } } } : { properties: { pass: { type: 'boolean' } } },
      answer: process.env.FORMAT === 'choice' ? { choice: pass ? 'Y' : 'N' } : { pass },
    },
  });
  if (result.isError) throw new Error(`teach failed for ${JSON.stringify(reply)}: ${result.content[0]?.text}`);
  recordedAt = result.structuredContent.recorded_at;
}
await mcp.close();
// Every version whose horizon is at or after this time has learned the rubric.
console.log(JSON.stringify({ taught: examples.length, recorded_at: recordedAt }));
