import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { A8Error, FILTERED_EXPLANATION, JudgePatterns, type Caller, type JudgeReply, type Principal } from '@a8/contracts';
import { presentReply, readToolArguments, TOOLS } from '@a8/gateway-core';
import type { JudgeClient } from '@a8/judge-client';
import { loggerFor } from '@a8/observability';
import { readMcpRequest, RequestShapeError } from '@a8/reader';

const log = loggerFor('McpTools');

/** Every reply of the judge contract is a JSON object; MCP types structured content as a record. */
function result(structured: object): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured as Record<string, unknown> };
}

function failure(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** The judge tool's structured content (spec a8-mcp §3), from the judge service's reply. */
export function judgeContent(reply: JudgeReply): Record<string, unknown> {
  const shown = presentReply(reply);
  if (shown.kind === 'recall') return { model: shown.model, precedents: shown.precedents };
  if (shown.kind === 'filtered') return { verdict: null, model: shown.model };
  const precedents = { ...(shown.precedents ? { precedents: shown.precedents } : {}), ...(shown.matchedCriterion ? { matched_criterion: shown.matchedCriterion } : {}) };
  if (shown.kind === 'abstention') return { verdict: null, model: shown.model, abstention: shown.abstention, ...precedents };
  return { verdict: shown.verdict, model: shown.model, min_accuracy: shown.level, ...(shown.interval ? { interval: shown.interval } : {}), ...precedents };
}

/**
 * A fresh MCP server "A8" for one HTTP request (stateless: any replica answers any request),
 * acting for one principal. Tool failures are `isError` results naming the field, never
 * JSON-RPC errors.
 */
export function buildServer(principal: Principal, judge: JudgeClient): Server {
  const server = new Server({ name: 'A8', title: 'A8', version: '1.0.0' }, { capabilities: { tools: { listChanged: false } }, instructions: 'A8 is a judge you teach: judge requests, teach the answers they should get, retract mistakes.' });
  const caller: Caller = { orgId: principal.orgId, permissions: principal.permissions };

  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS as never }));

  server.setRequestHandler(CallToolRequestSchema, (request) => callTool(request.params.name, request.params.arguments, caller, judge));
  return server;
}

/**
 * One `tools/call` of A8's tools, for one caller: what the server above answers, and what the
 * controller answers directly for a lone `tools/call` (no server to build per request).
 */
export async function callTool(name: string, rawArguments: unknown, caller: Caller, judge: JudgeClient): Promise<CallToolResult> {
  if (name !== 'judge' && name !== 'teach' && name !== 'retract') {
    return failure(`name: "${name}" is not a tool of A8; call judge, teach or retract.`);
  }
  try {
    const args = readToolArguments(name, rawArguments);
    const read = readMcpRequest(args.input, args.format);
    const display = { input: args.input, format: args.format };
    // Permissions are the judge's to check (recall and precedents depend on what is asked).
    if (name === 'judge') {
      const command = { caller, model: args.model, request: read.request, schemaWantsPrecedents: read.wantsPrecedents, reasoning: true };
      const reply = await judge.send(JudgePatterns.judge, command);
      // A filtered request is a failed call (spec a8-mcp Table 2).
      return reply.kind === 'filtered' ? failure(FILTERED_EXPLANATION) : result(judgeContent(reply));
    }
    if (name === 'teach') {
      const reply = args.hasAnswer
        ? await judge.send(JudgePatterns.teach, { caller, request: read.request, display, answer: args.answer })
        : await judge.send(JudgePatterns.propose, { caller, input: args.input, format: args.format, request: read.request });
      return 'filtered' in reply ? failure(FILTERED_EXPLANATION) : result(reply);
    }
    return result(await judge.send(JudgePatterns.retract, { caller, request: read.request }));
  } catch (error) {
    if (error instanceof A8Error || error instanceof RequestShapeError) return failure(error.message);
    log.error({ err: error, tool: name }, 'tool failed unexpectedly');
    return failure('A8 failed to answer this call; try again.');
  }
}
