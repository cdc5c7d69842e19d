import { describe, expect, it } from 'vitest';
import { type Harness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { useShop } from '../../test-support/shop-site.js';
import type { TestSite } from '../../test-support/site.js';

describe('an agent records a journey turn by turn, then saves it as a feature', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;
  const call = (tool: string, args: object, key = t.fullKey) => h.invoke(tool, args, key);

  useShop((shop) => ({ h, t, site } = shop));

  it('plans the objective, carries out one clause per turn, and the saved feature runs green', async () => {
    const objective = "open /catalog, click 'Blue mug', choose 'Large' in Size and click Add to cart";
    expect((await call('agent_start_recording', { objective })).body.error.code).toBe('confirm_required');
    const started = await call('agent_start_recording', { objective, confirm: true });
    expect(started.body.ok, JSON.stringify(started.body)).toBe(true);
    const { sessionId } = started.body.data;
    expect(started.body.data).toMatchObject({ startPath: '/catalog', status: 'recording', turnsTaken: 0 });
    expect(started.body.data.remaining).toHaveLength(3);

    const turns = [];
    for (let i = 0; i < 3; i++) turns.push((await call('agent_recording_turn', { sessionId })).body);
    expect(turns.map((b) => b.data.turnsTaken)).toEqual([1, 2, 3]);
    expect(turns.map((b) => b.data.status)).toEqual(['recording', 'recording', 'complete']);
    expect(turns[0].data.recorded[0]).toMatchObject({ element: { name: 'Blue mug' } });
    // The second clause was carried out on the page the first one led to.
    expect(turns[1].data.recorded[1].url).toMatch(/\/product\/blue-mug$/);
    expect(turns[2].nextActions[0]).toMatchObject({ tool: 'agent_finish_recording' });
    expect((await call('agent_recording_turn', { sessionId })).body.data.turnsTaken).toBe(3);

    const finished = await call('agent_finish_recording', { sessionId, confirm: true });
    expect(finished.body.ok, JSON.stringify(finished.body)).toBe(true);
    expect(finished.body.data.gherkin).toMatch(/Given I open "\/catalog"/);
    const run = await call('run_frt_feature', { featureId: finished.body.data.featureId, confirm: true });
    expect((await waitForRun(h, t.fullKey, run.body.data.runId)).data.status).toBe('completed');
  }, 120_000);

  it('a clause the page cannot carry out blocks the recording, naming the closest elements', async () => {
    const started = await call('agent_start_recording', {
      objective: "open /catalog and click 'Purple elephant'",
      confirm: true,
    });
    const { sessionId } = started.body.data;
    const blocked = await call('agent_recording_turn', { sessionId });
    expect(blocked.status).toBe(422);
    expect(blocked.body.error.code).toBe('pipeline_blocked');
    expect(blocked.body.data.closestElements.length).toBeGreaterThan(0);
    expect((await call('agent_recording_turn', { sessionId })).body.data.status).toBe('blocked');
    const empty = await call('agent_finish_recording', { sessionId, confirm: true });
    expect(empty.body.error).toMatchObject({
      code: 'validation_error',
      message: expect.stringMatching(/recorded nothing/),
    });
  }, 60_000);

  it('a recording belongs to its org', async () => {
    const started = await call('agent_start_recording', {
      objective: 'open /catalog and click Blue mug',
      confirm: true,
    });
    const other = await h.tenant({ baseUrl: site.url });
    const foreign = await call(
      'agent_recording_turn',
      { sessionId: started.body.data.sessionId },
      other.fullKey,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toMatch(/is not a recording of this org/);
  });
});
