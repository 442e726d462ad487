/**
 * A worker thread started ahead of the one message it answers, so that its module loading
 * (and whatever it prepares before the message comes) runs on another core while the main
 * thread reads and checks the spec. The worker's entry answers `{ result }` or `{ error }`
 * and is then ended. https://nodejs.org/api/worker_threads.html
 *
 * An entry that is not on disk is not started: the TypeScript sources, run by tsx or vitest,
 * hold no bundled worker entry (bundle/run.mjs builds those beside the bundle); the caller
 * then does the work in its own thread.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export class PreloadedWorker<In, Out> {
  private worker: Worker | undefined;
  private called = false;

  constructor(
    private readonly entry: URL,
    private readonly label: string,
    /** handed to the entry as `workerData` */
    private readonly data?: unknown,
  ) {}

  /** Starts the worker now, when its entry exists; the next `call` uses it. `data` is merged into the `workerData` the constructor was given. */
  start(data?: Record<string, unknown>): void {
    if (this.worker || !existsSync(fileURLToPath(this.entry))) return;
    // execArgv: [] keeps the parent's `--import tsx` out of the worker: a bundled entry needs no
    // loader, and tsx's source-map support would index every line of typescript.js (9 MB).
    this.worker = new Worker(this.entry, { execArgv: [], workerData: data ? { ...(this.data as object), ...data } : this.data });
    this.called = false;
  }

  /** Whether a worker is started and not yet called. */
  idle(): boolean {
    return this.worker !== undefined && !this.called;
  }

  /** Stops the worker, answered or not (a spec error ends a run while it may still be working). */
  discard(): void {
    void this.worker?.terminate();
    this.worker = undefined;
  }

  /** The started worker's answer to `message`; undefined when none was started or it was called already. */
  call(message: In): Promise<Out> | undefined {
    const worker = this.worker;
    if (!worker || this.called) return undefined;
    this.called = true;
    return new Promise((resolve, reject) => {
      worker.once('message', (answer: { result?: Out; error?: string }) => {
        if (this.worker === worker) this.discard();
        if (answer.error === undefined) resolve(answer.result as Out);
        else reject(new Error(`${this.label} failed: ${answer.error}`));
      });
      worker.once('error', reject);
      // settles nothing when a message came first; otherwise the worker died (or was discarded) without answering
      worker.once('exit', (code) => reject(new Error(`${this.label} worker exited with code ${code}`)));
      worker.postMessage(message);
    });
  }
}
