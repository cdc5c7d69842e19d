import { parentPort } from 'node:worker_threads';
import { type DiffTask, diffPngs } from './diff-pngs.js';

parentPort!.on('message', ({ id, task }: { id: number; task: DiffTask }) => {
  try {
    const outcome = diffPngs(task);
    parentPort!.postMessage({ id, outcome }, outcome.diffPng ? [outcome.diffPng.buffer as ArrayBuffer] : []);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
