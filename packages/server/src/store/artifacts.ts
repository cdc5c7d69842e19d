import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where artifact bytes live. Content-addressed: the key is the SHA-256 of the bytes. */
export interface ArtifactStore {
  put(bytes: Buffer): Promise<string>;
  get(hash: string): Promise<Buffer | null>;
  /** The bytes as a stream, for serving them without holding them whole in memory. */
  open(hash: string): Promise<Readable | null>;
  /** Throws when the store cannot be used now (the readiness probe asks). */
  check(): Promise<void>;
}

const HASH = /^[a-f0-9]{64}$/;

export function isArtifactHash(value: string): boolean {
  return HASH.test(value);
}

export function hashBytes(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export class FileArtifactStore implements ArtifactStore {
  constructor(private readonly root: string) {}

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }

  /** The only way to a path: a validated hash, so no caller can reach outside root. */
  private pathOf(hash: string): string {
    if (!isArtifactHash(hash)) throw new Error('invalid artifact hash');
    return path.join(this.root, hash.slice(0, 2), hash.slice(2));
  }

  async put(bytes: Buffer): Promise<string> {
    const hash = hashBytes(bytes);
    const file = this.pathOf(hash);
    try {
      await fs.access(file);
      return hash;
    } catch {}
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a crash never leaves a truncated file under a valid hash. Each write has
    // its own temporary name: the same bytes stored twice at once (three viewports rendering alike)
    // must not share one, or the second rename finds it gone.
    const tmp = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
    return hash;
  }

  async get(hash: string): Promise<Buffer | null> {
    if (!isArtifactHash(hash)) return null;
    try {
      return await fs.readFile(this.pathOf(hash));
    } catch {
      return null;
    }
  }

  async open(hash: string): Promise<Readable | null> {
    if (!isArtifactHash(hash)) return null;
    try {
      await fs.access(this.pathOf(hash));
      return createReadStream(this.pathOf(hash));
    } catch {
      return null;
    }
  }
}
