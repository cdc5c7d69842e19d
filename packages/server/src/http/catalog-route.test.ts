import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test-support/harness.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Arguments this server adds to published tools (issue-specified capture options); never renames. */
const EXTENSIONS: Record<string, string[]> = {
  create_scenario: ['readySelector', 'hideSelectors', 'fullPage', 'cookies'],
  // Engines (issue 32): a project's default engines.
  create_project: ['description', 'browsers'],
  explain_vrt_failure: ['resultId'],
  get_diff_stats: ['runId'],
  // FRT (issue 9): the login preamble, a start path, what to look for on a page.
  create_frt_scenario: ['requiresAuth', 'walk'],
  frt_propose_journey: ['name', 'startPath', 'baseUrl', 'requiresAuth', 'walk'],
  frt_save_feature_draft: ['startPath', 'requiresAuth', 'isLogin'],
  frt_find_element: ['description', 'viewport'],
  frt_inspect_page: ['viewport'],
  find_element_on_page: ['description'],
  // Published as required but missing from its params.
  frt_resolve_page: ['description'],
  // Tracking (issue 10): the name hits carry and the spreadsheet column of an event, a variable's
  // description, which events a run audits.
  tracking_upsert_event: ['eventName', 'eventColumnKey'],
  tracking_set_event_attribute: ['description'],
  tracking_set_page_attribute: ['description'],
  run_tracking: ['eventIds', 'featureIds', 'branch', 'commitSha', 'prNumber', 'jiraKey', 'browsers'],
  // Perf (issue 11): presets, the median of N audits, CI metadata; a trend's length.
  run_perf: ['presets', 'runs', 'branch', 'commitSha', 'prNumber'],
  perf_list_history: ['limit'],
  // Gates (issue 13): the branch a verdict is about (the published call has none: latest run's).
  gate_pr_quality: ['branch'],
  run_a11y: ['failOn', 'branch', 'commitSha'],
  // Proofs (issue 19): the event a ticket is about, named as the ambiguity answer asks.
  tracking_prove_jira_ticket: ['eventId'],
  // Speed (issue 22): what a run records, as Playwright's own options say it.
  run_frt_feature: ['trace', 'screenshots'],
  run_frt: ['trace', 'screenshots', 'browsers'],
  // Engines (issue 32): which engine's result of a run in several to explain.
  frt_explain_failure: ['browser'],
  // ... and whether a test run may reuse the baseline of a page whose every response is unchanged.
  run_vrt: ['changeAware'],
  run_security: ['branch', 'commitSha'],
  run_seo: ['branch', 'commitSha'],
};
/** Published clients send these on every call; every tool accepts them (hardening issue). */
const CONTEXT_ARGS = ['project', 'environment'];
/** What POST /api/ci/run carries with any run: every run tool (a ciRunType in the catalog) takes it. */
const CI_ARGS = ['commitSha', 'branch', 'prNumber', 'prUrl', 'ciProvider', 'jiraKey'];
/** Tools this server adds where the published surface has no way to do it (hardening issue). */
const EXTRA_TOOLS = [
  'update_scenario',
  'delete_scenario',
  'create_environment',
  // Tracking (issue 10): the plan as a file, in and out.
  'tracking_export_plan',
  'tracking_import_plan',
  // Perf (issue 11): a project's default budgets.
  'set_perf_budgets',
  // Gates (issue 13): where PR comments go.
  'set_project_github',
  'run_privacy',
  // FRT (issue 9): files that upload steps send.
  'frt_upload_file',
  'frt_list_files',
  'frt_delete_file',
  // Engines (issue 32): one page in two engines, compared by layout; a project's default engines.
  'compare_engines',
  'set_project_browsers',
];
/** Published required arguments this server can do without (crawl_site defaults to the project). */
// explain_vrt_failure takes the resultId get_run_failures lists instead of a label.
const RELAXED: Record<string, string[]> = { crawl_site: ['baseUrl'], explain_vrt_failure: ['scenarioLabel'] };

// A copy of shared/reference/visualq-tool-surface.json: what @visualq/mcp 1.0.6 and the GitHub Action send.
const referencePath = path.resolve(here, '../../test/fixtures/visualq-tool-surface.json');

describe('GET /api/mcp: the public catalog', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('lists every tool with a JSON Schema, access, async, scope and feature, without a key', async () => {
    const response = await h.vq.app.inject({ method: 'GET', url: '/api/mcp' });
    expect(response.statusCode).toBe(200);
    const { tools } = response.json();
    const create = tools.find((t: any) => t.name === 'create_project');
    expect(create).toMatchObject({ access: 'write', async: false, scope: 'mcp_full', feature: 'core' });
    expect(create.inputSchema).toMatchObject({ type: 'object' });
    expect(create.inputSchema.required).toEqual(expect.arrayContaining(['name', 'baseUrl', 'confirm']));
    expect(tools.find((t: any) => t.name === 'crawl_site')).toMatchObject({ async: true, scope: 'mcp_read' });
    expect(tools.find((t: any) => t.name === 'get_org_audit_logs').feature).toBe('audit-log');
    for (const tool of tools) expect(tool.description.length).toBeGreaterThan(20);
  });

  it('keeps the published tool and argument names exactly', async () => {
    const reference = JSON.parse(fs.readFileSync(referencePath, 'utf8')).tools as any[];
    const byName = new Map(reference.map((t) => [t.name, t]));
    const { tools } = (await h.vq.app.inject({ method: 'GET', url: '/api/mcp' })).json();
    for (const tool of tools) {
      if (EXTRA_TOOLS.includes(tool.name)) continue;
      const published = byName.get(tool.name);
      expect(published, `${tool.name} is a published tool name`).toBeDefined();
      const params = Object.keys(published.params);
      for (const arg of Object.keys(tool.inputSchema.properties ?? {})) {
        if (EXTENSIONS[tool.name]?.includes(arg) || CONTEXT_ARGS.includes(arg)) continue;
        if (tool.ciRunType && CI_ARGS.includes(arg)) continue;
        expect(params, `${tool.name}.${arg} is a published argument`).toContain(arg);
      }
      for (const required of published.required) {
        if (RELAXED[tool.name]?.includes(required)) continue;
        expect(tool.inputSchema.required ?? [], `${tool.name} requires ${required}`).toContain(required);
      }
      expect(tool.access === 'write').toBe(published.mutating);
      expect(tool.inQaProfile, `${tool.name} qa profile`).toBe(published.inQaProfile);
    }
  });
});
