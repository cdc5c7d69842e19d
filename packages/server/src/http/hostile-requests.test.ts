import net from 'node:net';
import { toolResponseSchema } from '@visualq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fire, hostileRequests, MALFORMED_ESCAPES, quantile } from '../../test/fuzz/hostile.js';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';
import { logCapture } from '../test-support/log-capture.js';

describe('hostile requests: the server keeps answering, in shape', () => {
  let h: Harness;
  let t: Tenant;
  let origin: string;
  const logs = logCapture();

  beforeAll(async () => {
    // Request logging on, as in production: the logger is part of what a request reaches.
    h = await startHarness({}, { logger: { level: 'debug', stream: logs.stream } });
    t = await h.tenant();
    origin = await h.listen();
  });
  afterAll(() => h.close());

  const healthy = async () => (await fetch(`${origin}/healthz`)).status;

  it('an undecodable escape in a query parameter name is logged, answered, and stops nothing', async () => {
    const paths = [
      '/healthz',
      '/',
      '/signin',
      '/api/mcp',
      '/api/ci/projects',
      `/api/artifacts/${'a'.repeat(64)}`,
    ];
    for (const [i, malformed] of MALFORMED_ESCAPES.entries()) {
      const response = await fetch(`${origin}${paths[i % paths.length]}?${malformed}=1&sig=secret${i}`);
      expect(response.status).toBeLessThan(500);
    }
    expect(await healthy()).toBe(200);
    expect(logs.text()).toContain('sig=[redacted]');
    expect(logs.text()).not.toContain('secret3');
  });

  it('refuses oversized input at once, naming the bound, with a small answer', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['n'.repeat(9 * 1024 * 1024), {}, /tool: a name of 9437184 characters, more than the 80/],
      [
        'run_vrt',
        { scenarios: Array.from({ length: 1_000_000 }, (_, i) => `s${i}`) },
        /the JSON body holds about \d+ values, more than the 100000 a request may carry/,
      ],
      [
        'create_scenario',
        { label: 'x', url: '/', viewports: Array(200_000).fill('phone'), confirm: true },
        /the JSON body holds about \d+ values/,
      ],
      [
        'get_project',
        Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`unknown${i}`, 1])),
        /the JSON body holds about \d+ values/,
      ],
      [
        'run_vrt',
        { scenarios: Array.from({ length: 5_000 }, (_, i) => `s${i}`) },
        /scenarios: 5000 items, more than the 1000 allowed/,
      ],
      [
        'get_project',
        Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`unknown${i}`, 1])),
        /args: 5000 keys, more than the 1000 allowed/,
      ],
      [
        'create_frt_scenario',
        { goal: 'g'.repeat(200_000), confirm: true },
        /goal: 200000 characters, more than the 100000 allowed/,
      ],
    ];
    for (const [tool, args, message] of cases) {
      const response = await fetch(`${origin}/api/mcp/v1/invoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': t.fullKey },
        body: JSON.stringify({ tool, args }),
      });
      const text = await response.text();
      expect(response.status, text.slice(0, 200)).toBe(400);
      expect(text.length).toBeLessThan(2_000);
      const body = JSON.parse(text);
      expect(body.error.code).toBe('validation_error');
      expect(body.error.message).toMatch(message);
    }
  });

  it('names at most ten unknown arguments and counts the rest', async () => {
    const args = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`${'z'.repeat(150)}${i}`, 1]));
    const { body } = await h.invoke('get_project', args, t.fullKey);
    expect(body.ok).toBe(true);
    expect(body.warnings).toHaveLength(11);
    expect(body.warnings.at(-1)).toBe('490 more unknown arguments were ignored');
    expect(JSON.stringify(body).length).toBeLessThan(5_000);
  });

  it('framework refusals on API paths answer in the route family’s shape', async () => {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${origin}${path}`, { headers });
    const invokeBadUrl = await get('/api/mcp/v1/%ZZ');
    expect(invokeBadUrl.status).toBe(400);
    expect(toolResponseSchema.parse(await invokeBadUrl.json()).ok).toBe(false);
    const ciBadUrl = await get('/api/ci/status/%ZZ', { 'x-api-key': t.ciKey });
    expect(ciBadUrl.status).toBe(400);
    expect(await ciBadUrl.json()).toMatchObject({ success: false, error: { code: 'validation_error' } });
    const longId = await get(`/api/ci/status/${'r'.repeat(3_000)}`, { 'x-api-key': t.ciKey });
    const longBody = await longId.text();
    expect(longId.status).toBe(400);
    expect(JSON.parse(longBody)).toMatchObject({ success: false, error: { code: 'validation_error' } });
    expect(longBody.length).toBeLessThan(1_000);
    const artifact = await get(`/api/artifacts/${'z'.repeat(64)}`);
    expect(toolResponseSchema.parse(await artifact.json()).error).toMatchObject({ code: 'not_found' });
  });

  it('an API key sent twice is refused as such, not as an unknown key', async () => {
    const headers = new Headers([
      ['content-type', 'application/json'],
      ['x-api-key', t.fullKey],
      ['x-api-key', t.fullKey],
    ]);
    const twice = await fetch(`${origin}/api/mcp/v1/invoke`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ tool: 'list_projects', args: {} }),
    });
    expect(twice.status).toBe(401);
    const body = toolResponseSchema.parse(await twice.json());
    expect(body.error).toMatchObject({ code: 'unauthorized', message: expect.stringMatching(/once/) });
    expect(JSON.stringify(body)).not.toContain(t.fullKey);
  });

  it('raw requests Node’s parser refuses still get an answer in shape, and the server goes on', async () => {
    const { port } = new URL(origin);
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('error', () => resolve(answer));
        socket.on('close', () => resolve(answer));
        socket.setTimeout(5_000, () => socket.destroy());
        socket.write(request);
      });
    const bigHeaders = await raw(
      `POST /api/mcp/v1/invoke HTTP/1.1\r\nHost: x\r\nX-Api-Key: ${'k'.repeat(40_000)}\r\n\r\n`,
    );
    expect(bigHeaders).toMatch(/^HTTP\/1\.1 431/);
    expect(toolResponseSchema.parse(JSON.parse(bigHeaders.split('\r\n\r\n')[1])).error.code).toBe(
      'validation_error',
    );
    const ciBig = await raw(
      `GET /api/ci/projects HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(40_000)}\r\n\r\n`,
    );
    expect(JSON.parse(ciBig.split('\r\n\r\n')[1])).toMatchObject({ success: false });
    for (const junk of [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      'GET /\u0000 HTTP/1.1\r\n\r\n',
      `GET /${'%'.repeat(10)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    ]) {
      const answer = await raw(junk);
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d/);
    }
    expect(await healthy()).toBe(200);
  });

  it('a seeded fuzz over every route class: no 5xx, API answers in shape, /healthz quick throughout', async () => {
    const requests = hostileRequests({
      seed: 29,
      count: 2_400,
      keys: [t.fullKey, t.readKey, t.ciKey],
      projectSlug: t.projectSlug,
    });
    const { problems, health } = await fire(origin, requests);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(health.length).toBeGreaterThan(10);
    // The bench holds the goal (100 ms); here other test files share the two cores.
    expect(quantile(health, 0.99)).toBeLessThan(250);
    expect(await healthy()).toBe(200);
  });
});
