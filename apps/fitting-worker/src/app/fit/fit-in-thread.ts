import type { HeadSummary, TaughtExample } from '@a8/model';
import { Worker } from 'node:worker_threads';
import type { FitThreadInput, FitThreadMessage } from './fit-thread';

export interface FitResult {
  bytes: Uint8Array;
  fingerprint: string;
  exampleCount: number;
  heads: HeadSummary[];
}

/**
 * Fits in a worker thread running this same bundle (its entry point dispatches on workerData), so
 * no second build output is needed.
 */
export function fitInThread(examples: TaughtExample[], vectorsPath: string, onProgress: (done: number, total: number, head: string) => void): Promise<FitResult> {
  const entry = require.main?.filename ?? process.argv[1];
  const input: FitThreadInput = { a8FitThread: true, examples, vectorsPath };
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry, { workerData: input });
    let settled = false;
    worker.on('message', (message: FitThreadMessage) => {
      if (message.type === 'progress') onProgress(message.done, message.total, message.head);
      else if (message.type === 'done') {
        settled = true;
        resolve({ bytes: message.bytes, fingerprint: message.fingerprint, exampleCount: message.exampleCount, heads: message.heads });
      } else {
        settled = true;
        const error = new Error(message.message);
        error.stack = message.stack;
        reject(error);
      }
    });
    worker.on('error', (error) => {
      if (!settled) reject(error);
      settled = true;
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`The fit thread exited with code ${code} before finishing`));
    });
  });
}
