import { createHash } from 'node:crypto';
import { CURRENT_RULE, type HeadInput, type HeadState } from './head';
import { canonicalJson } from './text';

/**
 * Heads fitted before, found again by what they were fitted from (incremental fitting): a head
 * whose examples did not change since an earlier fit is carried over instead of refitted. A head
 * is a function of its input alone (the rule, the word vectors, its criterion and shape, and its
 * examples' subjects, answers and request keys), so a carried-over head is byte for byte the head
 * a full refit gives; only its indices into the version's example table are rewritten.
 */
export interface HeadCache {
  get(inputHash: string): HeadState | undefined;
  set(inputHash: string, head: HeadState): void;
}

/** What a head is fitted from, as one hash (its example ids, which only place it in a version, left out). */
export function headInputHash(input: HeadInput, vectorsId: string): string {
  const { exampleIds: _placement, ...fittedFrom } = input;
  return createHash('sha256').update(canonicalJson({ rule: CURRENT_RULE, vectorsId, ...fittedFrom })).digest('hex');
}

/**
 * The heads of recent fits, least recently used dropped first once they hold more than
 * `maxExamples` examples in all (a 10,000-example head is tens of MB).
 */
export class BoundedHeadCache implements HeadCache {
  private readonly heads = new Map<string, HeadState>();
  private held = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxExamples = 40_000) {}

  get(inputHash: string): HeadState | undefined {
    const head = this.heads.get(inputHash);
    if (!head) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.heads.delete(inputHash);
    this.heads.set(inputHash, head); // most recently used last
    return head;
  }

  set(inputHash: string, head: HeadState): void {
    if (this.heads.has(inputHash)) return;
    if (head.examples.length > this.maxExamples) return;
    this.heads.set(inputHash, head);
    this.held += head.examples.length;
    for (const [hash, old] of this.heads) {
      if (this.held <= this.maxExamples) break;
      this.heads.delete(hash);
      this.held -= old.examples.length;
    }
  }
}
