import { All, Controller, Inject, Post, Req, Res } from '@nestjs/common';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { A8Error, ERROR_HTTP_STATUS } from '@a8/contracts';
import { RateLimiter } from '@a8/gateway-core';
import { JudgeClientService } from '@a8/judge-client';
import { loggerFor } from '@a8/observability';
import type { Request, Response } from 'express';
import { buildServer, callTool } from './build-server';
import { McpAuthService } from './mcp-auth.service';
import { rpcIdOf, type McpBodyError } from './mcp-body.middleware';
import { invalidParams } from './rpc-params-check';

export const MCP_HTTP_OPTIONS = Symbol('MCP_HTTP_OPTIONS');

export interface McpHttpOptions {
  /** The public base URL: the canonical MCP URL is `${publicUrl}/mcp`. */
  publicUrl: string;
  /** Browser origins allowed besides the public URL's own. */
  allowedOrigins: string[];
}

function jsonRpcError(res: Response, status: number, code: number, message: string, id: string | number | null = null): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code, message }, id });
}

/**
 * `POST /mcp`: MCP over Streamable HTTP, stateless. A lone `tools/call` is answered directly (the
 * tools' own function, the SDK transport's checks); every other message gets its own server and
 * transport. No session ties a client to a replica; GET and DELETE (the optional stream and
 * session end) answer 405.
 */
@Controller('mcp')
export class McpController {
  private readonly log = loggerFor('McpController');

  constructor(
    private readonly auth: McpAuthService,
    private readonly judge: JudgeClientService,
    private readonly rateLimiter: RateLimiter,
    @Inject(MCP_HTTP_OPTIONS) private readonly options: McpHttpOptions,
  ) {}

  @Post()
  async post(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.originAllowed(req.headers.origin, req.headers.host)) return jsonRpcError(res, 403, -32000, `Origin ${req.headers.origin} is not allowed.`);
    const bodyError = res.locals['mcpBodyError'] as McpBodyError | undefined;
    if (bodyError) return jsonRpcError(res, bodyError.status, bodyError.code, bodyError.message, bodyError.id);
    const badParams = invalidParams(req.body);
    if (badParams) return jsonRpcError(res, 400, -32602, badParams.message, badParams.id);
    let authenticated: Awaited<ReturnType<McpAuthService['authenticate']>>;
    try {
      authenticated = await this.auth.authenticate(req.headers.authorization);
    } catch (error) {
      return refuse(res, error, req.body);
    }
    if ('error' in authenticated) {
      const metadata = `${this.options.publicUrl}/.well-known/oauth-protected-resource/mcp`;
      res.setHeader('WWW-Authenticate', `Bearer error="invalid_token", error_description="${authenticated.error}", resource_metadata="${metadata}"`);
      return jsonRpcError(res, 401, -32001, authenticated.error);
    }
    try {
      await this.rateLimiter.take(authenticated.principal.actor);
    } catch (error) {
      return refuse(res, error, req.body);
    }
    const direct = loneToolCall(req);
    if (direct) {
      // The hot path (issue 14): a lone tools/call, checked as the SDK's transport checks it, is
      // answered without building a server and a transport for this one request.
      const { principal } = authenticated;
      const result = await callTool(direct.name, direct.arguments, { orgId: principal.orgId, permissions: principal.permissions }, this.judge);
      res.status(200).type('application/json').send(JSON.stringify({ result, jsonrpc: '2.0', id: direct.id }));
      return;
    }
    const server = buildServer(authenticated.principal, this.judge);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      this.log.error({ err: error }, 'MCP request failed');
      if (!res.headersSent) jsonRpcError(res, 500, -32603, 'Internal error');
    }
  }

  @All()
  other(@Res() res: Response): void {
    res.setHeader('Allow', 'POST');
    jsonRpcError(res, 405, -32000, 'Method not allowed: this server is stateless; send JSON-RPC messages with POST.');
  }

  /**
   * Browsers send Origin; a page of another site must not drive a signed-in user's tools (DNS
   * rebinding). Allowed: the public URL's origin, the configured origins, and a loopback page
   * calling the loopback server it was served from (local development).
   */
  private originAllowed(origin: string | undefined, host: string | undefined): boolean {
    if (!origin) return true;
    const own = new URL(this.options.publicUrl).origin;
    if (origin === own || this.options.allowedOrigins.includes(origin)) return true;
    try {
      const from = new URL(origin);
      return from.host === host && LOOPBACK.has(from.hostname);
    } catch {
      return false;
    }
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An A8Error before any tool runs (credentials unchecked, rate limit) as a JSON-RPC error with its HTTP status. */
function refuse(res: Response, error: unknown, body: unknown): void {
  if (!(error instanceof A8Error)) throw error;
  if (error.retryAfter !== undefined) res.setHeader('Retry-After', String(error.retryAfter));
  jsonRpcError(res, ERROR_HTTP_STATUS[error.code], -32000, error.message, rpcIdOf(body));
}

/**
 * A POST the SDK's stateless transport would hand to one `tools/call` handler and answer as JSON:
 * one JSON-RPC request (not a batch) with method `tools/call` and an id, an Accept header naming
 * both application/json and text/event-stream, a JSON content type, and a protocol version the
 * SDK supports (or none). Anything else goes through the SDK, which answers it (or refuses it) itself.
 */
function loneToolCall(req: Request): { id: string | number; name: string; arguments: unknown } | null {
  const body = req.body as { jsonrpc?: unknown; method?: unknown; id?: unknown; params?: { name?: unknown; arguments?: unknown } } | null;
  if (!body || typeof body !== 'object' || Array.isArray(body) || body.jsonrpc !== '2.0' || body.method !== 'tools/call') return null;
  if (typeof body.id !== 'string' && typeof body.id !== 'number') return null;
  if (typeof body.params?.name !== 'string') return null;
  const accept = req.headers.accept ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) return null;
  const contentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== 'application/json') return null;
  const version = req.headers['mcp-protocol-version'];
  if (version !== undefined && (typeof version !== 'string' || !SUPPORTED_PROTOCOL_VERSIONS.includes(version))) return null;
  return { id: body.id, name: body.params.name, arguments: body.params.arguments };
}
