import type { HeadSummary, TaughtExample } from '@a8/model';
import { Worker } from 'node:worker_threads';
import type { FitThreadInput, FitThreadMessage, FitThreadRequest } from './fit-thread';

export interface FitResult {
  bytes: Uint8Array;
  fingerprint: string;
  exampleCount: number;
  heads: HeadSummary[];
}

/**
 * Fits in worker threads running this same bundle (its entry point dispatches on workerData), so
 * no second build output is needed. A thread lives on between fits with the word vectors loaded:
 * starting a thread (the bundle's modules) and loading the vectors cost ~1.7 s a fit otherwise,
 * more than a small organization's fit itself. One fit at a time per thread; a thread that dies
 * (out of memory, a crash) fails its fit and is replaced by a fresh one on the next fit.
 */
export class FitThreads {
  private readonly idle: Worker[] = [];
  private readonly threads = new Set<Worker>();
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly vectorsPath: string,
    private readonly entry: string = require.main?.filename ?? process.argv[1],
  ) {}

  fit(examples: TaughtExample[], onProgress: (done: number, total: number, head: string) => void): Promise<FitResult> {
    const fit = this.fitOnce(examples, onProgress);
    const tracked = fit.catch(() => undefined).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    return fit;
  }

  private fitOnce(examples: TaughtExample[], onProgress: (done: number, total: number, head: string) => void): Promise<FitResult> {
    const worker = this.idle.pop() ?? this.spawn();
    return new Promise((resolve, reject) => {
      const settle = (reusable: boolean) => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (reusable) this.idle.push(worker);
        else this.discard(worker);
      };
      const onMessage = (message: FitThreadMessage) => {
        if (message.type === 'progress') {
          onProgress(message.done, message.total, message.head);
        } else if (message.type === 'done') {
          settle(true);
          resolve({ bytes: message.bytes, fingerprint: message.fingerprint, exampleCount: message.exampleCount, heads: message.heads });
        } else {
          settle(true);
          const error = new Error(message.message);
          error.stack = message.stack;
          reject(error);
        }
      };
      const onError = (error: Error) => {
        settle(false);
        reject(error);
      };
      const onExit = (code: number) => {
        settle(false);
        reject(new Error(`The fit thread exited with code ${code} before finishing`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ type: 'fit', examples } satisfies FitThreadRequest);
    });
  }

  /** Stops every thread once the fits running now are over (a graceful stop finishes its job). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.running]);
    const threads = [...this.threads];
    this.threads.clear();
    this.idle.length = 0;
    await Promise.all(threads.map((t) => t.terminate().catch(() => undefined)));
  }

  private spawn(): Worker {
    const input: FitThreadInput = { a8FitThread: true, vectorsPath: this.vectorsPath };
    const worker = new Worker(this.entry, { workerData: input });
    // An idle thread never keeps the process alive; shutdown terminates it anyway.
    worker.unref();
    this.threads.add(worker);
    return worker;
  }

  private discard(worker: Worker): void {
    this.threads.delete(worker);
    const i = this.idle.indexOf(worker);
    if (i >= 0) this.idle.splice(i, 1);
    void worker.terminate().catch(() => undefined);
  }
}
