import type { NextAction } from '@visualq/contract';
import { DEFAULT_ENGINE, type Engine } from '../engines/capture/engines.js';
import { resolvePath } from '../engines/site-url.js';
import { ToolError } from '../errors.js';
import type { Store } from '../store/db.js';
import { newId, nowIso } from '../store/ids.js';
import { fromJson, toJson } from '../store/json.js';
import type { ScenarioRuleTable, ScenarioTable } from '../store/schema.js';
import { chosenEngines } from './browser-engines.js';
import type { Target } from './projects.js';
import type { SiteService } from './site.js';

/** The call that creates a scenario; without `url` the caller names the page. */
export function createScenario(label: string, url?: string): NextAction {
  return {
    label: `Create the scenario ${label}`,
    tool: 'create_scenario',
    args: { label, ...(url ? { url } : {}), confirm: true },
  };
}

export interface Viewport {
  label: string;
  width: number;
  height: number;
}

export const DEFAULT_VIEWPORTS: Viewport[] = [
  { label: 'phone', width: 375, height: 667 },
  { label: 'tablet', width: 768, height: 1024 },
  { label: 'desktop', width: 1280, height: 800 },
];

/** A viewport by name (phone, tablet, desktop) or WIDTHxHEIGHT; null when it is neither. */
export function viewportNamed(name: string): Viewport | null {
  const known = DEFAULT_VIEWPORTS.find((d) => d.label === name.toLowerCase());
  const custom = /^(\d{3,4})x(\d{3,4})$/.exec(name);
  if (known) return known;
  return custom ? { label: name, width: Number(custom[1]), height: Number(custom[2]) } : null;
}

export interface ScenarioOptions {
  viewports: Viewport[];
  browsers: string[];
  delay: number;
  readySelector?: string;
  selectors: string[];
  removeSelectors: string[];
  hideSelectors: string[];
  clickSelectors: string[];
  /** Opt-in tolerance in percent; without it any changed region of real size fails. */
  misMatchThreshold?: number;
  requireSameDimensions: boolean;
  fullPage: boolean;
  /** Set before the page loads (pages behind a login); a secret: views show their names only. */
  cookies?: Array<{ name: string; value: string }>;
}

/** Scenario options with the defaults filled in: every default viewport, Chromium, full page. */
export function scenarioOptions(given: Partial<ScenarioOptions> = {}): ScenarioOptions {
  const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  return {
    viewports: DEFAULT_VIEWPORTS,
    browsers: [DEFAULT_ENGINE],
    delay: 0,
    selectors: [],
    removeSelectors: [],
    hideSelectors: [],
    clickSelectors: [],
    requireSameDimensions: true,
    fullPage: true,
    ...defined,
  };
}

export type ComparisonMode = 'ignore' | 'dynamic' | 'layout-only';
export type ContentMode = 'text' | 'images' | 'all-content';

export interface Scenario extends Omit<ScenarioTable, 'options'> {
  options: ScenarioOptions;
}

export type ScenarioRule = ScenarioRuleTable;

export function scenarioView(s: Scenario, rules: ScenarioRule[] = []) {
  return {
    id: s.id,
    label: s.label,
    url: s.url,
    ...s.options,
    cookies: s.options.cookies?.map((c) => c.name),
    rules: rules.map((r) => ({
      id: r.id,
      kind: r.kind,
      selector: r.selector,
      mode: r.mode,
      viewport: r.viewport,
      reason: r.reason,
    })),
    createdAt: s.created_at,
  };
}

/** A rule selector of the form rect(x,y,width,height) names a fixed area instead of elements. */
export function parseRect(selector: string) {
  const m = /^rect\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(selector.trim());
  return m ? { x: +m[1], y: +m[2], width: +m[3], height: +m[4] } : null;
}

function row(r: ScenarioTable): Scenario {
  return { ...r, options: fromJson<ScenarioOptions>(r.options, {} as ScenarioOptions) };
}

export class ScenarioService {
  constructor(
    private readonly store: Store,
    private readonly site: SiteService,
    /** The browser engines installed on this machine. */
    private readonly installed: () => Engine[] = () => [DEFAULT_ENGINE],
  ) {}

  /** The engines a call names, checked against this machine's (see chosenEngines). */
  engines(names: readonly string[]): Engine[] {
    return chosenEngines(names, this.installed());
  }

  /** The absolute URL a scenario captures in an environment. */
  urlFor(scenario: Pick<Scenario, 'url'>, target: Target): string {
    return resolvePath(target.baseUrl, scenario.url);
  }

  async create(
    orgId: string,
    target: Target,
    input: { label: string; url: string; options: ScenarioOptions },
  ): Promise<Scenario> {
    const label = input.label.trim();
    if (await this.byLabel(target.project.id, label)) {
      throw new ToolError(
        'validation_error',
        `label: a scenario "${label}" already exists in ${target.project.slug}`,
      );
    }
    await this.checkUrl(orgId, target, input.url);
    const options = { ...input.options, browsers: this.engines(input.options.browsers) };
    const now = nowIso();
    const scenario: ScenarioTable = {
      id: newId('scn'),
      project_id: target.project.id,
      label,
      url: input.url,
      options: toJson(options),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    };
    await this.store.db.insertInto('scenarios').values(scenario).execute();
    return row(scenario);
  }

  /**
   * A scenario URL is a path on the environment's base URL or an absolute http(s) URL on a project
   * host; any other scheme (file:, javascript:, data:) and protocol-relative URLs are refused.
   */
  private async checkUrl(orgId: string, target: Target, value: string): Promise<void> {
    const url = value.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
      if (!/^https?:\/\//i.test(url)) {
        throw new ToolError(
          'validation_error',
          `url: "${value}" is not allowed; give a path such as /pricing or an http(s) URL on a project host`,
        );
      }
    } else if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\')) {
      throw new ToolError(
        'validation_error',
        `url: "${value}" must be a path starting with / (e.g. /pricing)`,
      );
    }
    let absolute: URL;
    try {
      absolute = new URL(this.urlFor({ url }, target));
    } catch {
      throw new ToolError('validation_error', `url: "${value}" is neither a path nor an absolute URL`);
    }
    await this.site.assertAllowed(orgId, absolute, 'url');
  }

  async update(
    orgId: string,
    target: Target,
    scenario: Scenario,
    changes: { label?: string; url?: string; options: Partial<ScenarioOptions> },
  ): Promise<Scenario> {
    const label = changes.label?.trim();
    if (label && label !== scenario.label) {
      const other = await this.byLabel(target.project.id, label);
      if (other && other.id !== scenario.id) {
        throw new ToolError(
          'validation_error',
          `label: a scenario "${label}" already exists in ${target.project.slug}`,
        );
      }
    }
    if (changes.url !== undefined) await this.checkUrl(orgId, target, changes.url);
    const browsers = changes.options.browsers && this.engines(changes.options.browsers);
    const updated: Scenario = {
      ...scenario,
      label: label ?? scenario.label,
      url: changes.url?.trim() ?? scenario.url,
      options: { ...scenario.options, ...changes.options, ...(browsers ? { browsers } : {}) },
      updated_at: nowIso(),
    };
    await this.store.db
      .updateTable('scenarios')
      .set({
        label: updated.label,
        url: updated.url,
        options: toJson(updated.options),
        updated_at: updated.updated_at,
      })
      .where('id', '=', scenario.id)
      .execute();
    return updated;
  }

  /**
   * Takes a scenario out of every future run. Its row stays (under a freed label) so past results
   * and baselines keep pointing at it.
   */
  async remove(scenario: Scenario): Promise<void> {
    const now = nowIso();
    await this.store.db
      .updateTable('scenarios')
      .set({ deleted_at: now, label: `${scenario.label} (deleted ${now})`, updated_at: now })
      .where('id', '=', scenario.id)
      .execute();
  }

  async list(projectId: string): Promise<Scenario[]> {
    const rows = await this.store.db
      .selectFrom('scenarios')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(row);
  }

  async count(projectId: string): Promise<number> {
    const r = await this.store.db
      .selectFrom('scenarios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', projectId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  async byLabel(projectId: string, label: string): Promise<Scenario | undefined> {
    const all = await this.list(projectId);
    return (
      all.find((s) => s.label === label) ?? all.find((s) => s.label.toLowerCase() === label.toLowerCase())
    );
  }

  /**
   * The scenarios a run names (ids or labels, any case), every one when it names none; a name that
   * matches nothing, or a project without scenarios, is a validation error saying what exists.
   */
  async choose(target: Target, wanted: string[] | undefined, purpose: string): Promise<Scenario[]> {
    const all = await this.list(target.project.id);
    if (all.length === 0) {
      throw new ToolError(
        'validation_error',
        `project ${target.project.slug} has no scenario ${purpose} yet: create_scenario first`,
        { nextActions: [createScenario('Home', '/')] },
      );
    }
    if (!wanted?.length) return all;
    const names = (s: Scenario) => [s.id, s.label.toLowerCase()];
    const missing = wanted.filter(
      (w) => !all.some((s) => names(s).includes(w) || names(s).includes(w.toLowerCase())),
    );
    if (missing.length) {
      throw new ToolError(
        'validation_error',
        `scenarios: unknown ${missing.join(', ')}; scenarios: ${all.map((s) => s.label).join(', ')}`,
      );
    }
    return all.filter((s) => wanted.some((w) => names(s).includes(w) || names(s).includes(w.toLowerCase())));
  }

  /** The scenario by label, or a validation error listing the labels that exist. */
  async require(projectId: string, label: string): Promise<Scenario> {
    const found = await this.byLabel(projectId, label);
    if (found) return found;
    const labels = (await this.list(projectId)).map((s) => s.label);
    throw new ToolError(
      'validation_error',
      `scenarioLabel: no scenario "${label}"; scenarios: ${labels.join(', ') || 'none yet (create_scenario)'}`,
      { nextActions: [createScenario(label)] },
    );
  }

  async rules(scenarioIds: string[]): Promise<ScenarioRule[]> {
    if (scenarioIds.length === 0) return [];
    return this.store.db
      .selectFrom('scenario_rules')
      .selectAll()
      .where('scenario_id', 'in', scenarioIds)
      .orderBy('created_at')
      .execute();
  }

  async addRule(
    scenarioId: string,
    rule: {
      kind: 'comparison' | 'content';
      selector: string;
      mode: string;
      viewport?: string;
      reason?: string;
    },
  ): Promise<ScenarioRule> {
    const created: ScenarioRuleTable = {
      id: newId('rul'),
      scenario_id: scenarioId,
      kind: rule.kind,
      selector: rule.selector,
      mode: rule.mode,
      viewport: rule.viewport ?? null,
      reason: rule.reason ?? null,
      created_at: nowIso(),
    };
    await this.store.db.insertInto('scenario_rules').values(created).execute();
    return created;
  }
}
