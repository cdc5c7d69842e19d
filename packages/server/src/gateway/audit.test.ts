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
});
