import { type ArtifactStore, hashBytes } from './artifacts.js';

/**
 * Copies every artifact from one store to the other, checking each against its hash. Nothing is
 * deleted and the server's settings do not change: a failure leaves both stores usable, and running
 * it again resumes (what the destination already holds is not sent again).
 */
export async function copyArtifacts(
  hashes: string[],
  from: ArtifactStore,
  to: ArtifactStore,
  progress: (done: number, total: number) => void,
  concurrency = 4,
): Promise<number> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < hashes.length) {
      const hash = hashes[next++];
      const bytes = await from.get(hash);
      if (!bytes) throw new Error(`artifact ${hash} is missing from the source store`);
      if (hashBytes(bytes) !== hash)
        throw new Error(`artifact ${hash} does not match its hash in the source store`);
      if ((await to.put(bytes)) !== hash) throw new Error(`artifact ${hash} was not stored under its hash`);
      progress(++done, hashes.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, hashes.length) }, worker));
  return done;
}
