import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserPool } from '../capture/browser-pool.js';
import type { ConnectPolicy } from '../network/filtering-proxy.js';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
export type Impact = (typeof IMPACTS)[number];

export interface A11yNode {
  selector: string;
  html: string;
  summary: string;
  /** A PNG of the element as the page showed it, when it could be cut out. */
  crop: Buffer | null;
}

export interface A11yViolation {
  rule: string;
  impact: Impact;
  help: string;
  helpUrl: string;
  wcag: string[];
  nodes: A11yNode[];
  /** Nodes beyond those listed. */
  moreNodes: number;
}

const NODES_PER_RULE = 5;
const CROPS = 20;

/**
 * Runs axe-core (WCAG 2.x A and AA rules, best practices) in a page loaded behind the host policy
 * at one viewport. axe is injected over the DevTools protocol, so the site's own CSP does not stop
 * it; it is VisualQ's script, never a caller's.
 */
export async function auditA11y(
  pool: BrowserPool,
  req: { url: string; width: number; height: number; policy: ConnectPolicy },
): Promise<{ violations: A11yViolation[]; passes: number; status: number | null }> {
  return pool.withContext({ width: req.width, height: req.height, policy: req.policy }, async (context) => {
    const page = await context.newPage();
    const response = await page.goto(req.url, { waitUntil: 'load', timeout: 30_000 });
    if (response?.headers()['x-visualq-refused']) throw new Error(`the host policy refused ${req.url}`);
    if (response && response.status() >= 400) throw new Error(`HTTP ${response.status()} for ${req.url}`);
    await page.evaluate(`${AXE_SOURCE};0`);
    const result = (await page.evaluate(() =>
      (window as any).axe.run(document, { resultTypes: ['violations'] }),
    )) as {
      violations: Array<{
        id: string;
        impact: Impact;
        help: string;
        helpUrl: string;
        tags: string[];
        nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
      }>;
      passes: unknown[];
    };
    let crops = 0;
    const violations: A11yViolation[] = [];
    for (const v of result.violations) {
      const nodes: A11yNode[] = [];
      for (const n of v.nodes.slice(0, NODES_PER_RULE)) {
        const selector = n.target.map(String).join(' ');
        let crop: Buffer | null = null;
        if (crops < CROPS && typeof n.target[0] === 'string' && n.target.length === 1) {
          const box = await page
            .locator(selector)
            .first()
            .boundingBox({ timeout: 1_000 })
            .catch(() => null);
          if (box && box.width > 0 && box.height > 0) {
            const pad = 4;
            crop = await page
              .screenshot({
                clip: {
                  x: Math.max(0, box.x - pad),
                  y: Math.max(0, box.y - pad),
                  width: box.width + 2 * pad,
                  height: box.height + 2 * pad,
                },
                timeout: 5_000,
              })
              .catch(() => null);
            if (crop) crops++;
          }
        }
        nodes.push({
          selector,
          html: n.html.slice(0, 500),
          summary: (n.failureSummary ?? '').slice(0, 500),
          crop,
        });
      }
      violations.push({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        wcag: v.tags.filter((t) => /^wcag/.test(t)),
        nodes,
        moreNodes: Math.max(0, v.nodes.length - NODES_PER_RULE),
      });
    }
    violations.sort((a, b) => IMPACTS.indexOf(b.impact) - IMPACTS.indexOf(a.impact));
    return { violations, passes: result.passes.length, status: response?.status() ?? null };
  });
}
