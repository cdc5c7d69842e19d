import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.js';
import { type ArtifactStore, hashBytes, isArtifactHash } from './artifacts.js';

type SdkStream = NonNullable<GetObjectCommandOutput['Body']>;

/** At most this many transfers at once per server, so a run of many captures cannot flood the store. */
const CONCURRENCY = 8;
/** How long a store that went away (a restart, a failover) is waited for before a transfer fails. */
const OUTAGE_MS = 20_000;
/** Above this, an artifact goes up in parts (large traces and reports). */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Runs a transfer again while the store cannot be reached or answers 5xx (after the SDK's own
 * retries), for up to OUTAGE_MS: a bucket server restarting mid-run delays the run, loses nothing.
 */
async function patiently<T>(transfer: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + OUTAGE_MS;
  for (let delay = 250; ; delay = Math.min(delay * 2, 2_000)) {
    try {
      return await transfer();
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      const passing = status === undefined || status >= 500;
      if (!passing || Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Why the bucket cannot be used, in words an operator can act on. */
export class ArtifactStoreUnusable extends Error {}

/** A counting semaphore: at most `limit` tasks run at once, the others wait their turn. */
class Slots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

/**
 * Artifacts in any S3-compatible bucket (AWS, MinIO, R2, Garage…), content-addressed like the file
 * store. The bucket stays private: VisualQ serves the bytes behind its own signed links. An object
 * appears whole or not at all (S3 writes, multipart ones included, are atomic), and the SDK retries
 * 5xx and throttling answers with backoff.
 */
export class S3ArtifactStore implements ArtifactStore {
  private readonly client: S3Client;
  private readonly slots = new Slots(CONCURRENCY);

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: 5,
      retryMode: 'standard',
    });
  }

  private key(hash: string): string {
    if (!isArtifactHash(hash)) throw new Error('invalid artifact hash');
    return `${this.settings.prefix}${hash.slice(0, 2)}/${hash.slice(2)}`;
  }

  /** Refuses to start on a bucket that cannot be used, saying what is wrong. */
  async check(): Promise<void> {
    const { bucket, endpoint } = this.settings;
    const where = `bucket "${bucket}" at ${endpoint ?? 'AWS S3'}`;
    if (!bucket) throw new ArtifactStoreUnusable('VISUALQ_ARTIFACTS=s3 needs VISUALQ_S3_BUCKET');
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      if (error instanceof NotFound || status === 404)
        throw new ArtifactStoreUnusable(`${where} does not exist: create it, or set VISUALQ_S3_BUCKET`);
      if (status === 403 || status === 401)
        throw new ArtifactStoreUnusable(
          `${where} refused these credentials (HTTP ${status}): check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY and the bucket's policy`,
        );
      if (error instanceof S3ServiceException)
        throw new ArtifactStoreUnusable(`${where} answered ${error.name} (HTTP ${status}): ${error.message}`);
      throw new ArtifactStoreUnusable(
        `${where} cannot be reached: ${(error as Error).message}; check AWS_ENDPOINT_URL_S3 (or VISUALQ_S3_ENDPOINT)`,
      );
    }
  }

  async put(bytes: Buffer): Promise<string> {
    const hash = hashBytes(bytes);
    const Key = this.key(hash);
    await this.slots.run(() =>
      patiently(async () => {
        if (await this.exists(Key)) return;
        await new Upload({
          client: this.client,
          params: { Bucket: this.settings.bucket, Key, Body: bytes, ContentLength: bytes.length },
          partSize: PART_SIZE,
          queueSize: 2,
        }).done();
      }),
    );
    return hash;
  }

  async get(hash: string): Promise<Buffer | null> {
    if (!isArtifactHash(hash)) return null;
    return this.slots.run(() =>
      patiently(async () => {
        const body = await this.body(hash);
        return body ? Buffer.from(await body.transformToByteArray()) : null;
      }),
    );
  }

  /** Streamed from the bucket as it arrives: a large report never sits whole in this process. */
  async open(hash: string): Promise<Readable | null> {
    if (!isArtifactHash(hash)) return null;
    return (await patiently(() => this.body(hash))) as (Readable & SdkStream) | null;
  }

  private async body(hash: string): Promise<SdkStream | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(hash) }),
      );
      return object.Body ?? null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as S3ServiceException).$metadata?.httpStatusCode === 404)
        return null;
      throw error;
    }
  }

  private async exists(Key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || (error as S3ServiceException).$metadata?.httpStatusCode === 404)
        return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
