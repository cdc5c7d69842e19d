import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from './harness.js';
import { type Page, startSite, type TestSite } from './site.js';

/** What a walk test's site received from its forms, in order. */
export type Received = Array<{ path: string; fields: Record<string, string> }>;

/** Records the fields a GET form sent to `path` (its query) and returns them. */
export function recordQuery(received: Received, path: string, req: IncomingMessage): Record<string, string> {
  const fields = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
  received.push({ path, fields });
  return fields;
}

/**
 * A walk test's world, set up before the suite's tests and closed after them: a site of pages that
 * record what their forms send into `received`, a harness, and a tenant whose project points at
 * the site. Call inside a describe.
 */
export function walkSite(pages: (received: Received) => Record<string, Page>) {
  const received: Received = [];
  const world = { h: undefined as unknown as Harness, t: undefined as unknown as Tenant, received };
  let site: TestSite | undefined;
  beforeAll(async () => {
    site = await startSite(pages(received));
    world.h = await startHarness();
    world.t = await world.h.tenant({ baseUrl: site.url });
  });
  afterAll(async () => {
    await world.h?.close();
    await site?.close();
  });
  return {
    world,
    /** Creates the feature from the goal, then runs it on a clean record: what the site received. */
    async walkAndRun(goal: string): Promise<Received> {
      const { h, t } = world;
      const created = await h.invoke('create_frt_scenario', { goal, confirm: true }, t.fullKey);
      expect(created.body.ok, JSON.stringify(created.body, null, 1)).toBe(true);
      received.length = 0;
      const run = await h.invoke(
        'run_frt_feature',
        { featureId: created.body.data.featureId, confirm: true },
        t.fullKey,
      );
      const status = await waitForRun(h, t.fullKey, run.body.data.runId);
      expect(status.data.status, created.body.data.gherkin).toBe('completed');
      return [...received];
    },
  };
}
