import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';

describe('audit log of write tools', () => {
  let h: Harness;
  let t: Tenant;
  beforeAll(async () => {
    h = await startHarness();
    t = await h.tenant();
  });
  afterAll(() => h.close());

  it('records who called which write tool, with what (secrets redacted), and the outcome', async () => {
    await h.invoke(
      'create_project',
      { name: 'Audited', baseUrl: 'https://audited.example', confirm: true, apiToken: 's3cret' },
      t.fullKey,
    );
    await h.invoke('create_project', { name: 'Unconfirmed', baseUrl: 'https://u.example' }, t.fullKey);
    await h.invoke(
      'create_project',
      { name: 'Denied', baseUrl: 'https://d.example', confirm: true },
      t.readKey,
    );
    await h.invoke('list_projects', {}, t.fullKey);

    const { body } = await h.invoke('get_org_audit_logs', { limit: 10 }, t.fullKey);
    const entries = body.data.entries;
    expect(entries.map((e: any) => [e.tool, e.outcome, e.errorCode])).toEqual([
      ['create_project', 'error', 'scope_denied'],
      ['create_project', 'error', 'confirm_required'],
      ['create_project', 'ok', null],
    ]);
    expect(entries[2].args).toMatchObject({ name: 'Audited', apiToken: '[redacted]' });
    expect(JSON.stringify(entries)).not.toContain('s3cret');
    expect(entries[2].keyId).toMatch(/^key_/);
    const filtered = await h.invoke('get_org_audit_logs', { source: 'nothing_here' }, t.fullKey);
    expect(filtered.body.data.entries).toEqual([]);
  });

  it('a write nested 20,000 levels deep is refused at the depth bound and still leaves its audit row, cut with a visible marker', async () => {
    // Sent as raw JSON, the way a fuzzer sends it: building it as an object would overflow here first.
    const deep = `${'{"d":'.repeat(20_000)}"bottom"${'}'.repeat(20_000)}`;
    const response = await h.vq.app.inject({
      method: 'POST',
      url: '/api/mcp/v1/invoke',
      headers: { 'x-api-key': t.fullKey, 'content-type': 'application/json' },
      payload: `{"tool":"create_project","args":{"name":"Deep","baseUrl":"https://deep.example","notes":${deep},"confirm":true}}`,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json().error.message).toMatch(/^notes(\.d)+.*: nested deeper than 24 levels/);
    const logs = await h.invoke('get_org_audit_logs', { limit: 1 }, t.fullKey);
    const entry = logs.body.data.entries[0];
    expect(entry).toMatchObject({ tool: 'create_project', outcome: 'error' });
    expect(JSON.stringify(entry.args)).toContain('[truncated: nested deeper than');
  });

  it('rejected calls with a 9 MB argument add a bounded row each, not the argument', async () => {
    const junk = 'x'.repeat(9 * 1024 * 1024);
    for (let i = 0; i < 10; i++) {
      const { body } = await h.invoke('create_project', { name: '', baseUrl: 'nope', junk }, t.fullKey);
      expect(body.error.code).toBe('validation_error');
    }
    const rows = await h.vq.store.db
      .selectFrom('audit_logs')
      .select('args')
      .where('org_id', '=', t.orgId)
      .execute();
    const stored = rows.reduce((n, r) => n + r.args.length, 0);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(stored).toBeLessThan(300_000);
    const latest = (await h.invoke('get_org_audit_logs', { limit: 1 }, t.fullKey)).body.data.entries[0];
    expect(latest.args.junk).toMatch(/\[truncated: 9437184 characters\]$/);
  });

  it('when the audit row cannot be written, the write does not run', async () => {
    const before = (await h.invoke('list_projects', {}, t.fullKey)).body.data.projects.length;
    const audit = h.vq.services.audit;
    const begin = audit.begin;
    audit.begin = async () => {
      throw new Error('disk full');
    };
    try {
      const { status, body } = await h.invoke(
        'create_project',
        { name: 'Unrecorded', baseUrl: 'https://unrecorded.example', confirm: true },
        t.fullKey,
      );
      expect(status).toBe(500);
      expect(body.error.message).toMatch(/audit log could not be written/);
    } finally {
      audit.begin = begin;
    }
    expect((await h.invoke('list_projects', {}, t.fullKey)).body.data.projects.length).toBe(before);
  });
});
