import { createHash } from 'node:crypto';

/** Canonical JSON, defined once in @a8/contracts: "the same request" must mean the same everywhere. */
export { canonicalJson } from '@a8/contracts';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
