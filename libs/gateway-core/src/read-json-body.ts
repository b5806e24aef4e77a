import type { IncomingMessage } from 'node:http';
import { inspectJson, type JsonIntakeProblem } from './json-intake';

/** What reading a JSON body gave: each interface answers the failures in its own envelope. */
export type JsonBodyOutcome =
  | { kind: 'body'; body: unknown }
  | { kind: 'empty' }
  | { kind: 'too_large'; limitBytes: number }
  | { kind: 'not_json'; detail: string }
  /** `body` as parsed, only to read an envelope field such as a JSON-RPC id. */
  | { kind: 'refused'; problem: JsonIntakeProblem; body: unknown }
  | { kind: 'aborted' };

/**
 * Reads a request's JSON body for any interface: a declared length over the limit is refused at
 * once without reading a byte, a body that grows past it is refused as soon as it does, and a
 * parsed body goes through the JSON intake (depth, reserved keys, storable text) before anyone
 * else walks it.
 */
export function readJsonBody(req: IncomingMessage, limitBytes: number): Promise<JsonBodyOutcome> {
  if (Number(req.headers['content-length'] ?? NaN) > limitBytes) return Promise.resolve({ kind: 'too_large', limitBytes });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: JsonBodyOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limitBytes) return settle({ kind: 'too_large', limitBytes });
      chunks.push(chunk);
    });
    req.on('error', () => settle({ kind: 'aborted' }));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return settle({ kind: 'empty' });
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (error) {
        return settle({ kind: 'not_json', detail: error instanceof Error ? error.message : 'unreadable' });
      }
      const problem = inspectJson(body);
      settle(problem ? { kind: 'refused', problem, body } : { kind: 'body', body });
    });
  });
}

export type JsonBodyFailure = Exclude<JsonBodyOutcome, { kind: 'body' } | { kind: 'empty' } | { kind: 'aborted' }>;

/**
 * A middleware reading every interface's JSON bodies the same way: a body (or, where allowed, no
 * body) goes on `req.body`; each failure goes to the interface's `refuse`, which answers it in its
 * protocol's envelope (or hands it on with `next`). A request whose client went away is dropped.
 */
export function jsonBodyMiddleware<Req extends IncomingMessage & { body?: unknown }, Res>(
  limitBytes: number,
  refuse: (failure: JsonBodyFailure, res: Res, next: () => void) => void,
  options: { emptyIsFailure?: boolean } = {},
) {
  return (req: Req, res: Res, next: () => void): void => {
    void readJsonBody(req, limitBytes).then((outcome) => {
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'body' || (outcome.kind === 'empty' && !options.emptyIsFailure)) {
        req.body = outcome.kind === 'body' ? outcome.body : undefined;
        return next();
      }
      refuse(outcome.kind === 'empty' ? { kind: 'not_json', detail: 'the body is empty' } : outcome, res, next);
    });
  };
}
