import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { builtFile } from '../built-file.js';
import { type DiffOutcome, type DiffTask, diffPngs } from './diff-pngs.js';

const WORKER_FILE = builtFile(import.meta.url, 'worker.js');

interface Pending {
  resolve(outcome: DiffOutcome): void;
  reject(error: Error): void;
}

/**
 * Decoding, diffing and encoding PNGs is CPU work: it runs on worker threads so the event loop
 * keeps answering requests while a run is diffing.
 */
export class DiffPool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: Array<{ task: DiffTask; pending: Pending }> = [];
  private readonly pending = new Map<number, Pending>();
  private readonly busy = new Map<Worker, number>();
  private nextId = 1;

  constructor(size = Math.max(1, os.availableParallelism?.() ?? os.cpus().length)) {
    if (!WORKER_FILE) return;
    for (let i = 0; i < size; i++) {
      const worker = new Worker(WORKER_FILE);
      worker.unref();
      worker.on('message', (message: { id: number; outcome?: DiffOutcome; error?: string }) => {
        const pending = this.pending.get(message.id);
        this.pending.delete(message.id);
        this.busy.delete(worker);
        if (message.error) pending?.reject(new Error(message.error));
        else pending?.resolve(message.outcome!);
        this.release(worker);
      });
      worker.on('error', (error) => {
        const id = this.busy.get(worker);
        if (id !== undefined) this.pending.get(id)?.reject(error);
      });
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  diff(task: DiffTask): Promise<DiffOutcome> {
    if (this.workers.length === 0) return Promise.resolve().then(() => diffPngs(task));
    return new Promise((resolve, reject) => {
      const pending = { resolve, reject };
      const worker = this.idle.pop();
      if (worker) this.dispatch(worker, task, pending);
      else this.queue.push({ task, pending });
    });
  }

  private dispatch(worker: Worker, task: DiffTask, pending: Pending): void {
    const id = this.nextId++;
    this.pending.set(id, pending);
    this.busy.set(worker, id);
    worker.ref();
    worker.postMessage({ id, task });
  }

  private release(worker: Worker): void {
    const next = this.queue.shift();
    if (next) this.dispatch(worker, next.task, next.pending);
    else {
      worker.unref();
      this.idle.push(worker);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
