import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVisualQ, type VisualQ } from '../app.js';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';

/** Keys are remembered for a second to keep the gateway fast; a revocation must still bite. */
describe('a revoked key', () => {
  let h: Harness;
  let t: Tenant;
  let other: VisualQ;

  beforeAll(async () => {
    h = await startHarness();
    t = await h.tenant();
    // A second instance on the same database, as behind a load balancer.
    other = await startVisualQ({ ...h.config, inProcessWorkers: 0 }, { logger: false });
  });
  afterAll(async () => {
    await other.close();
    await h.close();
  });

  const statusOn = async (vq: VisualQ) =>
    (
      await vq.app.inject({
        method: 'POST',
        url: '/api/mcp/v1/invoke',
        headers: { 'x-api-key': t.readKey },
        payload: { tool: 'list_projects', args: {} },
      })
    ).statusCode;

  it('is refused at once on the instance that revoked it, and within a second on the others', async () => {
    expect(await statusOn(h.vq)).toBe(200);
    expect(await statusOn(other)).toBe(200);
    const [record] = (await h.vq.services.keys.list(t.orgId)).filter((k) => k.scopes.includes('mcp_read'));
    expect(await h.vq.services.keys.revoke(record.id)).toBe(true);
    const revokedAt = Date.now();
    expect(await statusOn(h.vq)).toBe(401);
    while ((await statusOn(other)) === 200) await new Promise((r) => setTimeout(r, 20));
    expect(Date.now() - revokedAt).toBeLessThanOrEqual(1_100);
    expect(await statusOn(other)).toBe(401);
  });
});
