import net from 'node:net';
import { Writable } from 'node:stream';
import { toolResponseSchema } from '@visualq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';

/** A small seeded generator, so a failing request can be found again. */
function prng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
}

const ESCAPES = ['%', '%Z', '%ZZ', '%E0%A4%A', '%00', '%0A', '%FF', '%%', '%C0%AF', '%u0041'];
const VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  '',
  'x'.repeat(120_000),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  { $gt: '' },
  ['a', 'b'],
  Array.from({ length: 1_500 }, (_, i) => i),
  { __proto__: { polluted: true } },
  { a: { b: { c: { d: { e: { f: { g: {} } } } } } } },
];

/** Is this answer in the shape its route family promises? */
function inShape(path: string, method: string, status: number, text: string): string | null {
  if (!path.startsWith('/api/')) return null;
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 80)}`;
  }
  if (path.startsWith('/api/ci')) {
    if (status >= 400)
      return body.success === false && typeof body.error?.code === 'string' ? null : 'not a CI error';
    return null;
  }
  if (path === '/api/mcp' && method === 'POST') return body.jsonrpc === '2.0' ? null : 'not JSON-RPC';
  if (path === '/api/mcp' || path === '/api/mcp/catalog')
    return status === 200 || toolResponseSchema.safeParse(body).success ? null : 'off contract';
  if (status >= 400) return toolResponseSchema.safeParse(body).success ? null : 'not a ToolResponse';
  return null;
}

describe('hostile requests: the server keeps answering, in shape', () => {
  let h: Harness;
  let t: Tenant;
  let origin: string;
  let logs = '';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs += chunk;
        done();
      },
    });
    // Request logging on, as in production: the logger is part of what a request reaches.
    h = await startHarness({}, { logger: { level: 'info', stream } });
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
    for (const [i, malformed] of ESCAPES.entries()) {
      const response = await fetch(`${origin}${paths[i % paths.length]}?${malformed}=1&sig=secret${i}`);
      expect(response.status).toBeLessThan(500);
    }
    expect(await healthy()).toBe(200);
    expect(logs).toContain('sig=[redacted]');
    expect(logs).not.toContain('secret3');
  });

  it('refuses oversized input at once, naming the bound, with a small answer', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['n'.repeat(9 * 1024 * 1024), {}, /tool: a name of 9437184 characters, more than the 80/],
      [
        'run_vrt',
        { scenarios: Array.from({ length: 1_000_000 }, (_, i) => `s${i}`) },
        /scenarios: 1000000 items, more than the 1000 allowed/,
      ],
      [
        'create_scenario',
        { label: 'x', url: '/', viewports: Array(200_000).fill('phone'), confirm: true },
        /viewports: 200000 items/,
      ],
      [
        'get_project',
        Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`unknown${i}`, 1])),
        /args: 200000 keys, more than the 1000 allowed/,
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
    const random = prng(29);
    const projectPaths = [
      `/projects/${t.projectSlug}`,
      `/projects/${t.projectSlug}/tests`,
      '/projects/none/runs/run_x',
    ];
    const requests: { method: string; path: string; headers: Record<string, string>; body?: string }[] = [];
    const key = () => random.pick([t.fullKey, t.readKey, t.ciKey, 'vq_org_live_nope', '']);
    const json = (value: unknown) => {
      try {
        return JSON.stringify(value);
      } catch {
        return '{}';
      }
    };
    for (let i = 0; i < 2_400; i++) {
      const kind = random.pick(['invoke', 'mcp', 'ci', 'artifact', 'ui', 'url']);
      const headers: Record<string, string> = {
        'content-type': random.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']),
      };
      const k = key();
      if (k) headers['x-api-key'] = k;
      if (kind === 'invoke') {
        const tool = random.pick([
          'get_project',
          'run_vrt',
          'create_scenario',
          'list_projects',
          'get_run_failures',
          'nope',
          '',
          42,
        ]);
        const args = Object.fromEntries(
          Array.from({ length: Math.floor(random.next() * 4) }, () => [
            random.pick([
              'label',
              'url',
              'runId',
              'scenarios',
              'viewports',
              'confirm',
              'project',
              '__proto__',
              'constructor',
            ]),
            random.pick(VALUES),
          ]),
        );
        const body =
          random.next() < 0.15
            ? random.pick(['{', '[]', 'null', '"x"', '{"tool":', '\u0000'])
            : json({ tool, args });
        requests.push({
          method: 'POST',
          path: random.pick(['/api/mcp/v1/invoke', '/api/mcp/v1/invoke/']),
          headers,
          body,
        });
      } else if (kind === 'mcp') {
        headers.accept = 'application/json, text/event-stream';
        const method = random.pick(['tools/call', 'tools/list', 'initialize', 'nope', 7]);
        const body = json({
          jsonrpc: random.pick(['2.0', '1.0', 2]),
          id: random.pick([1, 'x', null, {}]),
          method,
          params: {
            name: random.pick(['get_project', 'x'.repeat(500), null]),
            arguments: random.pick(VALUES),
          },
        });
        requests.push({
          method: random.pick(['POST', 'POST', 'GET', 'DELETE', 'PUT']),
          path: '/api/mcp',
          headers,
          body,
        });
      } else if (kind === 'ci') {
        const path = random.pick([
          '/api/ci/run',
          '/api/ci/projects',
          `/api/ci/status/${random.pick(['run_x', 'r'.repeat(3_000), '%ZZ', '..%2F..', ''])}`,
          '/api/ci/nope',
        ]);
        const body = json({
          type: random.pick(['test', 'frt', 'nope', null, ['test']]),
          project: random.pick([t.projectSlug, 'x', {}, null]),
          scenarios: random.pick(VALUES),
        });
        requests.push({ method: random.pick(['GET', 'POST']), path, headers, body });
      } else if (kind === 'artifact') {
        const hash = random.pick(['a'.repeat(64), 'z'.repeat(64), '../../x', '%ZZ', 'A'.repeat(64)]);
        const query = random.pick([
          '',
          '?org=x&exp=1&sig=y',
          '?sig=a&sig=b',
          '?exp=NaN&org=&sig=',
          `?${random.pick(ESCAPES)}=1`,
        ]);
        requests.push({ method: 'GET', path: `/api/artifacts/${hash}${query}`, headers });
      } else if (kind === 'ui') {
        const path = random.pick([
          '/signin?token=a&token=b',
          '/signin?next=/a&next=/b',
          '/signin?next=%0Aevil',
          '/signin?next=/%09/evil.invalid',
          '/signin?error=%3Cb%3E',
          `/projects/${t.projectSlug}/tests?environmentId=a&environmentId=b`,
          ...projectPaths,
          `/projects/${t.projectSlug}/runs/run_x/approve`,
          `/projects/${t.projectSlug}/rules`,
          '/signin',
          '/signout',
        ]);
        const form = random.pick([
          'key=a&key=b',
          'next=/%0A/x',
          `resultId=a&resultId=b&_csrf=x`,
          'mode[]=x&selector[a]=b',
          '',
        ]);
        const body =
          headers['content-type'] === 'application/json'
            ? json({ key: random.pick(VALUES), next: random.pick(VALUES), _csrf: random.pick(VALUES) })
            : form;
        const post =
          path.includes('approve') || path.includes('rules') || path === '/signin' || path === '/signout';
        requests.push({ method: post && random.next() < 0.7 ? 'POST' : 'GET', path, headers, body });
      } else {
        const path =
          random.pick([
            '/',
            '/healthz',
            '/readyz',
            '/api',
            '/api/mcp/v1',
            '/demo/',
            '/ui-assets/x.js',
            '/api/x',
          ]) + random.pick(['', `?${random.pick(ESCAPES)}=1`, `/${random.pick(ESCAPES)}`, '?a=1&a=2&a=3']);
        requests.push({ method: random.pick(['GET', 'HEAD', 'OPTIONS', 'PATCH']), path, headers });
      }
    }

    const problems: string[] = [];
    const healthTimes: number[] = [];
    let stop = false;
    const probe = (async () => {
      while (!stop) {
        const started = performance.now();
        const status = await healthy();
        healthTimes.push(performance.now() - started);
        if (status !== 200) problems.push(`/healthz answered ${status}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const r = requests[next++];
        let response: Response;
        try {
          response = await fetch(`${origin}${r.path}`, {
            method: r.method,
            headers: r.headers,
            body: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body,
            redirect: 'manual',
          });
        } catch (error) {
          problems.push(`${r.method} ${r.path.slice(0, 80)}: ${(error as Error).message}`);
          continue;
        }
        const text = await response.text();
        if (response.status >= 500)
          problems.push(`${r.method} ${r.path.slice(0, 80)} → ${response.status} ${text.slice(0, 120)}`);
        const location = response.headers.get('location');
        if (location && !location.startsWith('/'))
          problems.push(`${r.path.slice(0, 80)} redirects off-site: ${location}`);
        const shape =
          r.method === 'HEAD' || r.method === 'OPTIONS'
            ? null
            : inShape(new URL(response.url).pathname, r.method, response.status, text);
        if (shape) problems.push(`${r.method} ${r.path.slice(0, 80)} → ${response.status}: ${shape}`);
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    stop = true;
    await probe;

    expect(problems.slice(0, 20)).toEqual([]);
    healthTimes.sort((a, b) => a - b);
    const p99 = healthTimes[Math.floor(healthTimes.length * 0.99)];
    expect(healthTimes.length).toBeGreaterThan(10);
    expect(p99).toBeLessThan(100);
    expect(await healthy()).toBe(200);
  });
});
