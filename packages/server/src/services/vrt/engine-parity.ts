import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import { CaptureError } from '../../engines/capture/capture-error.js';
import type { Engine } from '../../engines/capture/engines.js';
import type { Rect } from '../../engines/diff/compare.js';
import { compareLayouts, type LayoutDifference } from '../../engines/parity/compare.js';
import { outlineBoxes } from '../../engines/parity/draw.js';
import { type PageLayout, renderLayout } from '../../engines/parity/layout.js';
import { ToolError } from '../../errors.js';
import type { ArtifactService } from '../artifacts.js';
import type { Target } from '../projects.js';
import { parseRect, type ScenarioService, type Viewport } from '../scenarios.js';
import type { SiteService } from '../site.js';

export interface ParityRequest {
  /** A scenario of the project (its URL, hidden and removed elements, dynamic and ignored rules). */
  scenarioLabel?: string;
  /** Or a path or URL on a project host. */
  url?: string;
  viewport: Viewport;
  engines: [Engine, Engine];
}

export interface ParityDeps {
  scenarios: ScenarioService;
  site: SiteService;
  artifacts: ArtifactService;
  browsers: () => BrowserPool;
  maxCapturePixels: number;
}

/**
 * Engine parity: one page rendered in two engines and compared by layout read from the DOM, not by
 * pixels (each engine rasterises text its own way, so a pixel diff across engines is noise).
 * Elements are matched by their place in the document and compared with tolerances scaled to their
 * font size; the evidence is each engine's capture with the differing boxes outlined.
 */
export class EngineParityService {
  constructor(private readonly deps: ParityDeps) {}

  async compare(orgId: string, target: Target, request: ParityRequest) {
    const { scenarios, site } = this.deps;
    const scenario = request.scenarioLabel
      ? await scenarios.require(target.project.id, request.scenarioLabel)
      : undefined;
    const path = scenario?.url ?? request.url;
    if (!path) throw new ToolError('validation_error', 'scenarioLabel or url: name the page to compare');
    const url = scenarios.urlFor({ url: path }, target);
    if (!scenario) await site.assertAllowed(orgId, url, 'url');
    const rules = scenario ? await scenarios.rules([scenario.id]) : [];
    const masked = rules
      .filter((r) => r.kind === 'comparison' && (r.mode === 'ignore' || r.mode === 'dynamic'))
      .filter((r) => !r.viewport || r.viewport === request.viewport.label)
      .map((r) => r.selector)
      .filter((s) => !parseRect(s));
    const policy = await site.browserPolicy(orgId);
    const render = (engine: Engine) =>
      renderLayout(this.deps.browsers(), {
        engine,
        url,
        width: request.viewport.width,
        height: request.viewport.height,
        policy,
        maskSelectors: masked,
        removeSelectors: scenario?.options.removeSelectors,
        hideSelectors: scenario?.options.hideSelectors,
        maxPixels: this.deps.maxCapturePixels,
      }).catch((error) => {
        const reason =
          error instanceof CaptureError ? error.message : (error as Error).message.split('\n')[0];
        throw new ToolError('tool_error', `${url} could not be rendered in ${engine}: ${reason}`, {
          recoverable: true,
        });
      });
    // One engine after the other: both at once would share the machine's cores for no gain.
    const first = await render(request.engines[0]);
    const second = await render(request.engines[1]);
    const differences = compareLayouts(first, second);
    return {
      url,
      scenario: scenario?.label ?? null,
      viewport: request.viewport,
      engines: [this.engineView(first), this.engineView(second)],
      compared: first.elements.filter((e) => e.visible && !e.masked).length,
      masked,
      differences,
      images: {
        [first.engine]: await this.evidence(orgId, first, differences, 0),
        [second.engine]: await this.evidence(orgId, second, differences, 1),
      },
    };
  }

  private engineView(layout: PageLayout) {
    return { engine: layout.engine, version: layout.engineVersion, elements: layout.elements.length };
  }

  /** A capture with the differing boxes outlined, as a signed link. */
  private async evidence(orgId: string, layout: PageLayout, differences: LayoutDifference[], side: 0 | 1) {
    const boxes = differences.map((d) => d.boxes[side]).filter((b): b is Rect => b !== null);
    const png = boxes.length ? outlineBoxes(layout.png, boxes) : layout.png;
    const hash = await this.deps.artifacts.put(orgId, png, 'image/png');
    return this.deps.artifacts.signedUrl(orgId, hash);
  }
}
