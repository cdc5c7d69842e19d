// Hostile requests over every route class, generated from a seed so a failure can be replayed, and
// the judge of their answers: shared by the test (a few thousand) and the bench (the full count).
import { toolResponseSchema } from '@visualq/contract';

/** A small seeded generator. */
export function prng(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (items) => items[Math.floor(next() * items.length)] };
}

/** Escapes that do not decode, or decode to something a route does not expect. */
export const MALFORMED_ESCAPES = [
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4%A',
  '%00',
  '%0A',
  '%FF',
  '%%',
  '%C0%AF',
  '%u0041',
];

const VALUES = [
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
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { a: { b: { c: { d: { e: { f: { g: {} } } } } } } },
];

const json = (value) => {
  try {
    return JSON.stringify(value);
  } catch {
    return '{}';
  }
};

/**
 * `count` hostile requests: invoke, hosted MCP, CI, artifacts, web UI and bare URLs, with keys of
 * every kind, wrong types, bounds overrun, repeated and malformed parameters.
 */
export function hostileRequests({ seed, count, keys, projectSlug }) {
  const random = prng(seed);
  const requests = [];
  for (let i = 0; i < count; i++) {
    const kind = random.pick(['invoke', 'mcp', 'ci', 'artifact', 'ui', 'url']);
    const headers = {
      'content-type': random.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']),
    };
    const key = random.pick([...keys, 'vq_org_live_nope', '']);
    if (key) headers['x-api-key'] = key;
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
      const names = [
        'label',
        'url',
        'runId',
        'scenarios',
        'viewports',
        'confirm',
        'project',
        '__proto__',
        'constructor',
      ];
      const args = Object.fromEntries(
        Array.from({ length: Math.floor(random.next() * 4) }, () => [
          random.pick(names),
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
      const body = json({
        jsonrpc: random.pick(['2.0', '1.0', 2]),
        id: random.pick([1, 'x', null, {}]),
        method: random.pick(['tools/call', 'tools/list', 'initialize', 'nope', 7]),
        params: { name: random.pick(['get_project', 'x'.repeat(500), null]), arguments: random.pick(VALUES) },
      });
      requests.push({
        method: random.pick(['POST', 'POST', 'GET', 'DELETE', 'PUT']),
        path: '/api/mcp',
        headers,
        body,
      });
    } else if (kind === 'ci') {
      const runId = random.pick(['run_x', 'r'.repeat(3_000), '%ZZ', '..%2F..', '']);
      const path = random.pick([
        '/api/ci/run',
        '/api/ci/projects',
        `/api/ci/status/${runId}`,
        '/api/ci/nope',
      ]);
      const body = json({
        type: random.pick(['test', 'frt', 'nope', null, ['test']]),
        project: random.pick([projectSlug, 'x', {}, null]),
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
        `?${random.pick(MALFORMED_ESCAPES)}=1`,
      ]);
      requests.push({ method: 'GET', path: `/api/artifacts/${hash}${query}`, headers });
    } else if (kind === 'ui') {
      const path = random.pick([
        '/signin?token=a&token=b',
        '/signin?next=/a&next=/b',
        '/signin?next=%0Aevil',
        '/signin?next=/%09/evil.invalid',
        '/signin?error=%3Cb%3E',
        `/projects/${projectSlug}/tests?environmentId=a&environmentId=b`,
        `/projects/${projectSlug}`,
        '/projects/none/runs/run_x',
        `/projects/${projectSlug}/runs/run_x/approve`,
        `/projects/${projectSlug}/rules`,
        '/signin',
        '/signout',
      ]);
      const form = random.pick([
        'key=a&key=b',
        'next=/%0A/x',
        'resultId=a&resultId=b&_csrf=x',
        'mode[]=x&selector[a]=b',
        '',
      ]);
      const body =
        headers['content-type'] === 'application/json'
          ? json({ key: random.pick(VALUES), next: random.pick(VALUES), _csrf: random.pick(VALUES) })
          : form;
      const post = /approve|rules|signin$|signout/.test(path);
      requests.push({ method: post && random.next() < 0.7 ? 'POST' : 'GET', path, headers, body });
    } else {
      const base = random.pick([
        '/',
        '/healthz',
        '/readyz',
        '/api',
        '/api/mcp/v1',
        '/demo/',
        '/ui-assets/x.js',
        '/api/x',
      ]);
      const tail = random.pick([
        '',
        `?${random.pick(MALFORMED_ESCAPES)}=1`,
        `/${random.pick(MALFORMED_ESCAPES)}`,
        '?a=1&a=2&a=3',
      ]);
      requests.push({ method: random.pick(['GET', 'HEAD', 'OPTIONS', 'PATCH']), path: base + tail, headers });
    }
  }
  return requests;
}

/** What is wrong with an answer on an API path, given the shape its route family promises; null if nothing. */
export function shapeProblem(path, method, status, text) {
  if (!path.startsWith('/api/')) return null;
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 80)}`;
  }
  if (path.startsWith('/api/ci'))
    return status < 400 || (body.success === false && typeof body.error?.code === 'string')
      ? null
      : 'not a CI error';
  if (path === '/api/mcp' && method === 'POST') return body.jsonrpc === '2.0' ? null : 'not JSON-RPC';
  if (status >= 400) return toolResponseSchema.safeParse(body).success ? null : 'not a ToolResponse';
  return null;
}

/**
 * Sends `requests` with `concurrency` senders while one probe times `/healthz` every `probeMs`; answers
 * every problem found (a refused connection, a 5xx, an off-site redirect, an off-contract answer)
 * and the probe's latencies, sorted.
 */
export async function fire(origin, requests, { concurrency = 12, probeMs = 20 } = {}) {
  const problems = [];
  const health = [];
  let stop = false;
  const probe = (async () => {
    while (!stop) {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}/healthz`);
        await response.text();
        if (response.status !== 200) problems.push(`/healthz answered ${response.status}`);
      } catch (error) {
        problems.push(`/healthz: ${error.message}`);
      }
      health.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, probeMs));
    }
  })();
  let next = 0;
  const sender = async () => {
    while (next < requests.length) {
      const r = requests[next++];
      let response;
      try {
        response = await fetch(`${origin}${r.path}`, {
          method: r.method,
          headers: r.headers,
          body: r.method === 'GET' || r.method === 'HEAD' ? undefined : r.body,
          redirect: 'manual',
        });
      } catch (error) {
        problems.push(`${r.method} ${r.path.slice(0, 80)}: ${error.message}`);
        continue;
      }
      const text = await response.text();
      const where = `${r.method} ${r.path.slice(0, 80)} → ${response.status}`;
      if (response.status >= 500) problems.push(`${where} ${text.slice(0, 120)}`);
      const location = response.headers.get('location');
      if (location && !location.startsWith('/')) problems.push(`${where} redirects off-site: ${location}`);
      const shape =
        r.method === 'HEAD' || r.method === 'OPTIONS'
          ? null
          : shapeProblem(new URL(response.url).pathname, r.method, response.status, text);
      if (shape) problems.push(`${where}: ${shape}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  stop = true;
  await probe;
  return { problems, health: health.sort((a, b) => a - b) };
}

/** The q-th quantile of sorted numbers. */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}
