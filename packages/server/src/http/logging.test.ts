import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';
import { logCapture } from '../test-support/log-capture.js';
import { redactUrl } from './logging.js';

describe('request logs carry no credential', () => {
  let h: Harness;
  let t: Tenant;
  const logs = logCapture();

  beforeAll(async () => {
    h = await startHarness({}, { logger: { level: 'debug', stream: logs.stream } });
    t = await h.tenant();
  });
  afterAll(() => h.close());

  it('logs signed artifact links without their signature, and never a key', async () => {
    const hash = await h.vq.services.artifacts.put(t.orgId, Buffer.from('png bytes'), 'image/png');
    const signed = new URL(h.vq.services.artifacts.signedUrl(t.orgId, hash, 60));
    const sig = signed.searchParams.get('sig')!;
    const answer = await h.vq.app.inject({ method: 'GET', url: signed.pathname + signed.search });
    expect(answer.statusCode).toBe(200);
    await h.invoke('list_projects', {}, t.fullKey);
    await h.vq.app.inject({
      method: 'GET',
      url: `/api/artifacts/${hash}`,
      headers: { authorization: `Bearer ${t.readKey}` },
    });

    expect(logs.text()).toContain(`/api/artifacts/${hash}`);
    expect(logs.text()).toContain('sig=[redacted]');
    expect(logs.text()).not.toContain(sig);
    expect(logs.text()).not.toContain(encodeURIComponent(sig));
    expect(logs.text()).not.toContain(t.fullKey);
    expect(logs.text()).not.toContain(t.readKey);
  });

  it('redacts credential parameters and keeps the rest of a URL', () => {
    expect(redactUrl('/a?x=1&sig=abc&exp=9&token=t&api_key=k')).toBe(
      '/a?x=1&sig=[redacted]&exp=9&token=[redacted]&api_key=[redacted]',
    );
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
