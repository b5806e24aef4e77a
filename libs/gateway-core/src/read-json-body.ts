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
