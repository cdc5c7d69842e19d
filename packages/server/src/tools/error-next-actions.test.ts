import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';
import { startSite, type TestSite } from '../test-support/site.js';
import { ALL_TOOLS } from './index.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOL_NAMES = new Set(ALL_TOOLS.map((t) => t.name));

interface Action {
  label: string;
  tool: string;
  args?: Record<string, unknown>;
}

/** The registry's tool names a text names. */
const toolsNamed = (text: string) =>
  (text.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? []).filter((w) => TOOL_NAMES.has(w));

/** Where an expression that starts at `from` ends: its `;` or the bracket that closes what holds it. */
function expressionEnd(source: string, from: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return i;
      depth--;
    } else if (c === ';' && depth === 0) return i;
  }
  return source.length;
}

/** The TypeScript sources of the tools and services (tests aside). */
function sources(): Array<{ where: string; source: string }> {
  return ['tools', 'services'].flatMap((dir) =>
    (fs.readdirSync(path.join(SRC, dir), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => ({
        where: `${dir}/${file}`,
        source: fs.readFileSync(path.join(SRC, dir, file), 'utf8'),
      })),
  );
}

const carriedBy = (text: string) => [...text.matchAll(/tool: '([a-z0-9_]+)'/g)].map((m) => m[1]);

/**
 * Every error the tools and services raise, as written: the tools its text names, and those its
 * nextActions carry — written in it, or by a module-level helper it calls (createScenario(…)).
 */
function errorsInSource() {
  const all = sources();
  const helpers = new Map<string, string[]>();
  for (const { source } of all) {
    for (const m of source.matchAll(/^(?:export )?function (\w+)[\s\S]*?\n\}\n/gm))
      helpers.set(m[1], carriedBy(m[0]));
  }
  const found: Array<{ where: string; named: string[]; carried: string[] }> = [];
  for (const { where, source } of all) {
    for (const match of source.matchAll(/\bthrow\s+|(?<!throw\s+)new ToolError\(/g)) {
      const text = source.slice(match.index, expressionEnd(source, match.index + match[0].length));
      const called = [...text.matchAll(/\b(\w+)\(/g)].flatMap((m) => helpers.get(m[1]) ?? []);
      found.push({
        where: `${where}:${source.slice(0, match.index).split('\n').length}`,
        named: toolsNamed(text.replace(/tool: '[a-z0-9_]+'/g, '')),
        carried: [...carriedBy(text), ...called],
      });
    }
  }
  return found;
}

describe('an error that names the tool to call next carries it in nextActions', () => {
  it('every error raised in src/tools and src/services that names a tool carries that tool', () => {
    const errors = errorsInSource();
    // The walk sees the errors (a broken walk would pass vacuously).
    expect(errors.length).toBeGreaterThan(100);
    expect(errors).toContainEqual(
      expect.objectContaining({
        where: expect.stringMatching(/^services\/scenarios\.ts:/),
        named: ['create_scenario'],
      }),
    );
    const missing = errors
      .filter((e) => e.named.some((name) => !e.carried.includes(name)))
      .map((e) => `${e.where} names ${e.named.join(', ')} but carries ${e.carried.join(', ') || 'nothing'}`);
    expect(missing).toEqual([]);
  });

  describe('through HTTP', () => {
    let site: TestSite;
    let h: Harness;
    let t: Tenant;
    /** Every error answer seen here must carry each tool its message names. */
    const invoke = async (tool: string, args: object, key = t.fullKey) => {
      const { status, body } = await h.invoke(tool, args, key);
      if (!body.ok) {
        const carried = (body.nextActions as Action[]).map((a) => a.tool);
        for (const name of toolsNamed(body.error.message).filter((n) => n !== tool))
          expect(carried, `${tool}: ${body.error.message}`).toContain(name);
      }
      return { status, body };
    };

    beforeAll(async () => {
      site = await startSite({
        '/': '<!doctype html><html lang="en"><title>Home</title><h1>Home</h1><a href="/contact">Contact</a></html>',
        '/contact':
          '<!doctype html><html lang="en"><title>Contact</title><h1>Contact</h1><button onclick="this.textContent=\'Sent\'">Send</button></html>',
      });
      h = await startHarness();
      t = await h.tenant({ baseUrl: site.url });
    });
    afterAll(async () => {
      await h.close();
      await site.close();
    });

    it('"create_scenario first" offers create_scenario with its arguments, and that call works', async () => {
      const { body } = await invoke('run_vrt', {});
      expect(body.error.message).toMatch(/create_scenario first/);
      const [next] = body.nextActions as Action[];
      expect(next).toMatchObject({
        tool: 'create_scenario',
        args: { label: 'Home', url: '/', confirm: true },
      });
      const created = await invoke(next.tool, { ...next.args, captureBaseline: false });
      expect(created.body.ok, JSON.stringify(created.body)).toBe(true);
      const unknown = await invoke('get_diff_stats', { scenarioLabel: 'Pricing' });
      expect(unknown.body.nextActions).toEqual([
        expect.objectContaining({ tool: 'create_scenario', args: { label: 'Pricing', confirm: true } }),
      ]);
    });

    it('reading failures before any run offers run_baseline, then run_vrt', async () => {
      const { body } = await invoke('get_run_failures', {});
      expect(body.error.message).toMatch(/run_baseline, then run_vrt/);
      expect((body.nextActions as Action[]).map((a) => a.tool)).toEqual(['run_baseline', 'run_vrt']);
    });

    it('a plan_gate offers list_my_tools, which says what the plan opens', async () => {
      const free = await h.tenant({ plan: 'free', baseUrl: site.url });
      const { status, body } = await invoke('run_frt', {}, free.fullKey);
      expect(status).toBe(403);
      expect(body.error.code).toBe('plan_gate');
      expect(body.nextActions).toEqual([
        { label: 'See which tools this key and plan open', tool: 'list_my_tools', args: {} },
      ]);
      const mine = await invoke('list_my_tools', {}, free.fullKey);
      expect(JSON.stringify(mine.body.data)).toMatch(/run_frt/);
    });

    it('a start page that answers 404 offers the pages that exist, not the 404 again', async () => {
      const goal = 'open /contakt, click Send';
      const { body } = await invoke('create_frt_scenario', { goal, confirm: true });
      expect(body.error).toMatchObject({
        code: 'pipeline_blocked',
        message: expect.stringMatching(/HTTP 404; pages that open: \/contact/),
      });
      const actions = body.nextActions as Action[];
      expect(actions[0]).toEqual({
        label: 'Start on /contact instead',
        tool: 'create_frt_scenario',
        // On the same project as the refused call, however the key's default project is set.
        args: { project: t.projectSlug, goal: 'open /contact, click Send', confirm: true },
      });
      expect(actions.map((a) => a.args?.url)).not.toContain('/contakt');
      expect(actions.at(-1)).toMatchObject({ tool: 'frt_inspect_page', args: { url: '/contact' } });
      const created = await invoke(actions[0].tool, actions[0].args!);
      expect(created.body.ok, JSON.stringify(created.body.error)).toBe(true);
    });
  });
});
