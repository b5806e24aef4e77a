import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  A8Error,
  ErrorCode,
  JudgePatterns,
  type Caller,
  type JudgeCommand,
  type JudgeReply,
  type Principal,
  type ProposeCommand,
  type Proposal,
  type RetractCommand,
  type TeachCommand,
} from '@a8/contracts';
import type { JudgeClient } from '@a8/judge-client';
import { loggerFor } from '@a8/observability';
import { readMcpRequest, RequestShapeError } from '@a8/reader';
import { readToolArguments } from './tool-arguments';
import { TOOLS } from './tool-definitions';

const log = loggerFor('McpTools');

/** What each tool needs before anything else runs (spec a8-mcp Table 1; recall is checked by the judge). */
const TOOL_PERMISSION = { teach: 'models:train', retract: 'models:train' } as const;

function result(structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}

function failure(message: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** The judge tool's structured content (spec a8-mcp §3), from the judge service's reply. */
export function judgeContent(reply: JudgeReply): Record<string, unknown> {
  if (reply.kind === 'recall') return { model: reply.model, precedents: reply.precedents };
  const precedents = reply.precedents ? { precedents: reply.precedents } : {};
  if (reply.kind === 'abstention') return { verdict: null, model: reply.model, abstention: reply.abstention, ...precedents };
  let verdict = reply.verdict;
  if (reply.precedents && reply.precedentsPlacement === 'schema' && verdict && typeof verdict === 'object' && !Array.isArray(verdict)) {
    verdict = { ...(verdict as Record<string, unknown>), precedents: reply.precedents };
    return { verdict, model: reply.model, min_accuracy: reply.level, ...(reply.interval ? { interval: reply.interval } : {}) };
  }
  return { verdict, model: reply.model, min_accuracy: reply.level, ...(reply.interval ? { interval: reply.interval } : {}), ...precedents };
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

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const name = request.params.name;
    if (name !== 'judge' && name !== 'teach' && name !== 'retract') {
      return failure(`name: "${name}" is not a tool of A8; call judge, teach or retract.`);
    }
    try {
      const needed = name === 'judge' ? undefined : TOOL_PERMISSION[name];
      if (needed && !principal.permissions.includes(needed)) throw new A8Error(ErrorCode.Permission, `This request needs the ${needed} permission.`);
      const args = readToolArguments(name, request.params.arguments);
      const read = readMcpRequest(args.input, args.format);
      const display = { input: args.input, format: args.format };
      if (name === 'judge') {
        const command: JudgeCommand = { caller, model: args.model, request: read.request, schemaWantsPrecedents: read.wantsPrecedents, reasoning: true };
        return result(judgeContent(await judge.send<JudgeReply>(JudgePatterns.judge, command)));
      }
      if (name === 'teach') {
        if (!args.hasAnswer) {
          const command: ProposeCommand = { caller, input: args.input, format: args.format, request: read.request };
          return result((await judge.send<Proposal>(JudgePatterns.propose, command)) as unknown as Record<string, unknown>);
        }
        const command: TeachCommand = { caller, request: read.request, display, answer: args.answer };
        return result(await judge.send<Record<string, unknown>>(JudgePatterns.teach, command));
      }
      const command: RetractCommand = { caller, request: read.request };
      return result(await judge.send<Record<string, unknown>>(JudgePatterns.retract, command));
    } catch (error) {
      if (error instanceof A8Error || error instanceof RequestShapeError) return failure(error.message);
      log.error({ err: error, tool: name }, 'tool failed unexpectedly');
      return failure('A8 failed to answer this call; try again.');
    }
  });
  return server;
}
