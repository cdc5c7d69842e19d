import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileArtifactStore, hashBytes } from './artifacts.js';

describe('file artifact store', () => {
  const root = path.join(os.tmpdir(), `visualq-artifacts-${process.pid}-${Date.now()}`);
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('stores the same bytes written many times at once, and leaves no temporary file', async () => {
    const store = new FileArtifactStore(root);
    const bytes = Buffer.from('the same screenshot at three viewports');
    const hashes = await Promise.all(Array.from({ length: 20 }, () => store.put(bytes)));
    expect(new Set(hashes)).toEqual(new Set([hashBytes(bytes)]));
    expect(await store.get(hashes[0])).toEqual(bytes);
    const folder = path.join(root, hashes[0].slice(0, 2));
    expect(await fs.readdir(folder)).toEqual([hashes[0].slice(2)]);
  });
});
