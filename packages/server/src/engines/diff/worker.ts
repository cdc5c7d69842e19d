import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type DiffTask, diffPngs } from './diff-pngs.js';

// On Linux a thread's niceness is its own: pid 0 here is this worker thread, not the server, so
// diffing yields the CPU to the thread that answers requests.
try {
  if (process.platform === 'linux') os.setPriority(0, Math.max(os.getPriority(0), 5));
} catch {
  // Not allowed: diffs run at the server's priority.
}

parentPort!.on('message', ({ id, task }: { id: number; task: DiffTask }) => {
  try {
    const outcome = diffPngs(task);
    parentPort!.postMessage({ id, outcome }, outcome.diffPng ? [outcome.diffPng.buffer as ArrayBuffer] : []);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
