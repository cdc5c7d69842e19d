import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';

describe('GET /api/artifacts/:hash', () => {
  let h: Harness;
  let t: Tenant;
  let hash: string;
  const bytes = Buffer.from('\x89PNG fake but real bytes');

  beforeAll(async () => {
    h = await startHarness();
    t = await h.tenant();
    hash = await h.vq.services.artifacts.put(t.orgId, bytes, 'image/png');
  });
  afterAll(() => h.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    h.vq.app.inject({ method: 'GET', url, headers });

  it('is content-addressed: the same bytes give the same hash', async () => {
    expect(await h.vq.services.artifacts.put(t.orgId, Buffer.from(bytes), 'image/png')).toBe(hash);
    expect(hash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('serves an artifact to a key of its org, and refuses without a key', async () => {
    const ok = await get(`/api/artifacts/${hash}`, { 'x-api-key': t.readKey });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.rawPayload.equals(bytes)).toBe(true);
    expect((await get(`/api/artifacts/${hash}`)).statusCode).toBe(401);
  });

  it('serves a signed URL without a key until it expires; a forged or expired one is refused', async () => {
    const signed = new URL(h.vq.services.artifacts.signedUrl(t.orgId, hash, 60));
    expect((await get(signed.pathname + signed.search)).statusCode).toBe(200);
    const forged = new URL(signed);
    forged.searchParams.set('sig', `AAAA${signed.searchParams.get('sig')!.slice(4)}`);
    expect((await get(forged.pathname + forged.search)).statusCode).toBe(401);
    const expired = new URL(h.vq.services.artifacts.signedUrl(t.orgId, hash, -1));
    expect((await get(expired.pathname + expired.search)).statusCode).toBe(401);
  });

  it('cannot be used to read files outside the artifact folder', async () => {
    for (const evil of ['..%2F..%2Fvisualq.db', '..%2Fsecret', `${'a'.repeat(63)}%2F`]) {
      const response = await get(`/api/artifacts/${evil}`, { 'x-api-key': t.fullKey });
      expect(response.statusCode).toBe(404);
    }
  });
});
