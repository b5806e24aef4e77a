import { AsyncLocalStorage } from 'node:async_hooks';
import { randomHex } from './random-id';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Request ids look like Anthropic's (`req_…`), so SDKs and logs show them alike. */
export function newRequestId(): string {
  return `req_${randomHex(12)}`;
}

const ACCEPTED_ID = /^[A-Za-z0-9_\-.:]{1,128}$/;

/** Reuses an id a caller or an upstream service sent, when it is safe to log as is. */
export function requestIdFrom(candidate: unknown): string {
  return typeof candidate === 'string' && ACCEPTED_ID.test(candidate) ? candidate : newRequestId();
}

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
