import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config.js';

/** s3rver's built-in account: the credentials an S3 client must sign with. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestBucketServer {
  endpoint: string;
  /** Settings for a store on `bucket` (default: the bucket this server was started with). */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  /** The objects stored in the bucket, as files on s3rver's disk. */
  objectFiles(): string[];
  /** The bytes of one of those files. */
  readObject(file: string): Buffer;
  /** Stops the server, waits `downMs`, starts it again on the same port with the same objects. */
  restart(downMs: number): Promise<void>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free loopback port, with one bucket, its data in a temp folder. */
export async function startBucketServer(bucket = 'visualq'): Promise<TestBucketServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-s3-'));
  const options = (port: number) => ({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  let server = new S3rver(options(0));
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (overrides = {}) => ({
      bucket,
      prefix: '',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
      ...overrides,
    }),
    objectFiles: () =>
      (fs.readdirSync(path.join(directory, bucket), { recursive: true }) as string[]).filter(
        (f) =>
          !f.endsWith('._S3rver_metadata.json') &&
          !f.endsWith('._S3rver_object.md5') &&
          fs.statSync(path.join(directory, bucket, f)).isFile(),
      ),
    readObject: (file) => fs.readFileSync(path.join(directory, bucket, file)),
    async restart(downMs) {
      await server.close();
      await new Promise((r) => setTimeout(r, downMs));
      server = new S3rver(options(port));
      await server.run();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A loopback proxy in front of an S3 endpoint that answers its first `failures` requests with the
 * status given (503 Slow Down, 500…), then forwards: what a throttled or failing store does.
 */
export async function startFlakyProxy(target: string, failures: number, status = 503) {
  let failed = 0;
  const server = http.createServer((req, res) => {
    if (failed < failures) {
      failed++;
      req.resume();
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>`,
      );
      return;
    }
    const url = new URL(req.url ?? '/', target);
    const forward = http.request(url, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    failed: () => failed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
