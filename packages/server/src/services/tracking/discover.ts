import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import { typeOf } from '../../engines/tracking/expect.js';
import type { Hit } from '../../engines/tracking/hit.js';
import { BeaconRecorder } from '../../engines/tracking/recorder.js';
import { dataLayerState, decodersFor } from '../../engines/tracking/vendors/index.js';
import { ToolError } from '../../errors.js';
import type { Target } from '../projects.js';
import { createScenario, type ScenarioService } from '../scenarios.js';
import type { SiteService } from '../site.js';
import type { PlanService } from './plan.js';
import type { PlanEvent, PlanPage, PlanVariable } from './plan-schema.js';

const MAX_PAGES = 20;
/** Pushes GTM makes itself: not events a team planned. */
const GTM_OWN = /^gtm\./;

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60) || 'page';

/** What a value seen once says about the plan: its type, not the value (values change page to page). */
function variablesOf(values: Record<string, unknown>): PlanVariable[] {
  return Object.entries(values)
    .filter(
      ([name, value]) =>
        !GTM_OWN.test(name) &&
        !/\.\d+\./.test(name) &&
        value !== null &&
        value !== undefined &&
        typeOf(value) !== 'object',
    )
    .slice(0, 40)
    .map(([name, value]) => ({
      name,
      expected: { type: typeOf(value) as 'string' },
      mandatory: true,
      description: `seen as ${JSON.stringify(value).slice(0, 80)}`,
    }));
}

/** A plan draft from what the scenario pages really push and send. */
export class DiscoveryService {
  constructor(
    private readonly scenarios: ScenarioService,
    private readonly site: SiteService,
    private readonly plans: PlanService,
    private readonly browsers: () => BrowserPool,
  ) {}

  async draft(
    orgId: string,
    target: Target,
    scenarioIds?: string[],
  ): Promise<{
    pages: PlanPage[];
    events: PlanEvent[];
    visited: Array<{ scenarioId: string; url: string; error: string | null }>;
  }> {
    const all = await this.scenarios.list(target.project.id);
    const unknown = (scenarioIds ?? []).filter((id) => !all.some((s) => s.id === id || s.label === id));
    if (unknown.length)
      throw new ToolError(
        'validation_error',
        `scenarioIds: unknown ${unknown.join(', ')}; scenarios: ${all.map((s) => s.id).join(', ') || 'none yet'}`,
      );
    const chosen = (
      scenarioIds?.length
        ? all.filter((s) => scenarioIds.includes(s.id) || scenarioIds.includes(s.label))
        : all
    ).slice(0, MAX_PAGES);
    if (chosen.length === 0)
      throw new ToolError(
        'validation_error',
        `project ${target.project.slug} has no scenario page to visit yet: create_scenario first`,
        { nextActions: [createScenario('Home', '/')] },
      );
    const { plan } = await this.plans.get(target);
    const policy = await this.site.browserPolicy(orgId);
    const pages: PlanPage[] = [];
    const events = new Map<string, PlanEvent>();
    const visited: Array<{ scenarioId: string; url: string; error: string | null }> = [];
    for (const scenario of chosen) {
      const url = this.scenarios.urlFor(scenario, target);
      const recorder = new BeaconRecorder(decodersFor(plan.collectors));
      try {
        const state = await this.browsers().withContext(
          { width: 1280, height: 800, policy },
          async (context) => {
            await recorder.attach(context);
            const tab = await context.newPage();
            await tab.goto(url, { waitUntil: 'load', timeout: 30_000 });
            await recorder.settle(tab);
            return dataLayerState(recorder.pushesOf(tab));
          },
        );
        const pageType = String(state.pageType ?? state.page_type ?? state['page.type'] ?? 'page');
        pages.push({
          id: slug(scenario.label),
          label: scenario.label,
          pageType,
          scenarioIds: [scenario.id],
          variables: variablesOf(state),
        });
        for (const hit of recorder.hits as Hit[]) {
          if (!hit.eventName || GTM_OWN.test(hit.eventName) || hit.eventName.startsWith('gtag.')) continue;
          const id = slug(hit.eventName);
          if (events.has(id)) continue;
          events.set(id, {
            id,
            label: hit.eventName,
            eventType: hit.vendor === 'datalayer' ? 'datalayer' : hit.vendor,
            ...(id !== hit.eventName ? { eventName: hit.eventName } : {}),
            pages: [slug(scenario.label)],
            variables: variablesOf(hit.variables),
            frtRefs: [],
          });
        }
        visited.push({ scenarioId: scenario.id, url, error: null });
      } catch (error) {
        visited.push({ scenarioId: scenario.id, url, error: (error as Error).message.split('\n')[0] });
      }
    }
    return { pages, events: [...events.values()], visited };
  }
}
