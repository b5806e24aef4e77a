import { BoundedHeadCache, fitVersion, loadWordVectors, serializeVersion, type HeadSummary, type TaughtExample, type WordVectors } from '@a8/model';
import { parentPort, workerData } from 'node:worker_threads';

/** What a fit thread is started with. */
export interface FitThreadInput {
  a8FitThread: true;
  vectorsPath: string;
}

/** One fit, sent to a running thread. */
export interface FitThreadRequest {
  type: 'fit';
  examples: TaughtExample[];
}

export type FitThreadMessage =
  | { type: 'progress'; done: number; total: number; head: string }
  | { type: 'done'; bytes: Uint8Array; fingerprint: string; exampleCount: number; heads: HeadSummary[] }
  | { type: 'error'; message: string; stack?: string };

export function isFitThread(data: unknown): data is FitThreadInput {
  return typeof data === 'object' && data !== null && (data as { a8FitThread?: unknown }).a8FitThread === true;
}

/**
 * Runs inside a worker thread: fitting is CPU-bound for seconds to minutes, and on the main
 * thread it would stop BullMQ from renewing the job's lock (the job would look stalled). The
 * thread serves fits one after another, loading the word vectors once and keeping the heads it
 * fitted for the next fit to carry over.
 */
export function runFitThread(): void {
  const port = parentPort;
  if (!port) throw new Error('runFitThread must run in a worker thread');
  const input = workerData as FitThreadInput;
  let vectors: WordVectors | undefined;
  // Heads of this thread's earlier fits: a teach refits only the head it changed, and the reference
  // packs' heads, in every organization's versions, are fitted once per thread (incremental fitting).
  const reuse = new BoundedHeadCache();
  port.on('message', (request: FitThreadRequest) => {
    try {
      vectors ??= loadWordVectors(input.vectorsPath);
      const version = fitVersion(request.examples, {
        vectors,
        reuse,
        onProgress: (done, total, head) => port.postMessage({ type: 'progress', done, total, head } satisfies FitThreadMessage),
      });
      const bytes = serializeVersion(version);
      const message: FitThreadMessage = { type: 'done', bytes, fingerprint: version.fingerprint, exampleCount: version.exampleCount, heads: version.heads };
      port.postMessage(message, [bytes.buffer as ArrayBuffer]);
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ type: 'error', message: err.message, stack: err.stack } satisfies FitThreadMessage);
    }
  });
}
