import type { NextAction } from '@visualq/contract';
import type { MovingElement } from '../../engines/capture/moving-elements.js';
import { fromJson } from '../../store/json.js';
import { viewportIn } from '../browser-engines.js';
import type { Result, ResultDetails } from './runs.js';

export interface Hypothesis {
  kind:
    | 'text-change'
    | 'colour-change'
    | 'layout-shift'
    | 'size-change'
    | 'dynamic-content'
    | 'capture-error'
    | 'unstable';
  confidence: 'high' | 'medium' | 'low';
  evidence: string;
  recommendation: 'fix' | 'rule' | 'approve' | 'retry';
}

type Details = ResultDetails & { baselineText?: string; moving?: MovingElement[] };

function words(text: string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of (text ?? '').split(/\s+/).filter(Boolean)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/** Words that appear more often in `a` than in `b`. */
function surplus(a: Map<string, number>, b: Map<string, number>): string[] {
  return [...a].filter(([w, n]) => n > (b.get(w) ?? 0)).map(([w]) => w);
}

/** Times and dates: text that changes by itself. A price or a word is a real change. */
const VOLATILE = /^\d{1,2}:\d{2}(:\d{2})?$|^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$|^\d{1,2}\/\d{1,2}\/\d{2,4}$/;

/**
 * Reads the evidence of one result (text of both captures, sizes, regions, earlier runs) and
 * ranks what most likely happened, each with what to do about it.
 */
export function explainResult(
  result: Result,
  earlier: Result[],
): { hypotheses: Hypothesis[]; nextActions: NextAction[] } {
  const d = fromJson<Details>(result.details, {} as Details);
  const hypotheses: Hypothesis[] = [];
  const label = result.scenario_label;
  const approve: NextAction = {
    label: `Approve ${label} ${viewportIn(result.viewport, result.browser)} as the new baseline`,
    tool: 'approve_vrt_results',
    args: {
      runId: result.run_id,
      scenarios: [label],
      viewports: [result.viewport],
      browsers: [result.browser],
      confirm: true,
    },
  };

  if (result.status === 'error') {
    const moving = d.moving ?? [];
    if (result.error?.startsWith('unstable')) {
      hypotheses.push({
        kind: 'unstable',
        confidence: 'high',
        evidence: moving.length
          ? `kept changing between screenshots: ${moving.map((m) => `${m.selector} (${m.box.width}×${m.box.height} at ${m.box.x},${m.box.y})`).join(', ')}`
          : (result.error ?? 'the page kept changing'),
        recommendation: 'rule',
      });
      return {
        hypotheses,
        nextActions: moving.slice(0, 3).map((m) => ({
          label: `Mask ${m.selector} in ${label} as dynamic content`,
          tool: 'create_comparison_rule',
          args: {
            scenarioLabel: label,
            selector: m.selector,
            mode: 'dynamic',
            reason: 'changes between two screenshots of the same load',
            confirm: true,
          },
        })),
      };
    }
    hypotheses.push({
      kind: 'capture-error',
      confidence: 'high',
      evidence: result.error ?? 'capture failed',
      recommendation: 'fix',
    });
    return {
      hypotheses,
      nextActions: [{ label: 'Check the site answers', tool: 'check_setup_health', args: {} }],
    };
  }

  const added = surplus(words(d.text), words(d.baselineText));
  const removed = surplus(words(d.baselineText), words(d.text));
  const textChanged =
    d.baselineText !== undefined && d.text !== undefined && (added.length > 0 || removed.length > 0);
  const volatile = textChanged && [...added, ...removed].every((w) => VOLATILE.test(w));

  // The same baseline failing with a different capture each time is content that changes on every load.
  const sameBaselineFails = earlier.filter(
    (r) => r.status === 'fail' && r.baseline_hash === result.baseline_hash,
  );
  const distinctCaptures = new Set([result.test_hash, ...sameBaselineFails.map((r) => r.test_hash)]).size;
  const regions = d.regions ?? [];
  const biggest = regions[0];
  const ruleAction: NextAction | null = biggest
    ? {
        label: `Mask the changing area of ${label} as dynamic`,
        tool: 'create_comparison_rule',
        args: {
          scenarioLabel: label,
          selector: `rect(${biggest.x},${biggest.y},${biggest.width},${biggest.height})`,
          mode: 'dynamic',
          reason: 'content changes on every load',
          confirm: true,
        },
      }
    : null;

  if (distinctCaptures >= 2 || volatile) {
    hypotheses.push({
      kind: 'dynamic-content',
      // A concrete text change is stronger evidence than earlier flapping (which a rule may have fixed since).
      confidence: distinctCaptures >= 2 && !(textChanged && !volatile) ? 'high' : 'medium',
      evidence:
        distinctCaptures >= 2
          ? `${distinctCaptures} different captures failed against the same baseline in recent runs`
          : `only volatile text changed (${[...removed, ...added].slice(0, 6).join(' ')}), such as a time, a date or a counter`,
      recommendation: 'rule',
    });
  }
  if (textChanged && !volatile) {
    hypotheses.push({
      kind: 'text-change',
      confidence: 'high',
      evidence: `text changed: removed ${
        removed
          .slice(0, 8)
          .map((w) => `“${w}”`)
          .join(' ') || 'nothing'
      }, added ${
        added
          .slice(0, 8)
          .map((w) => `“${w}”`)
          .join(' ') || 'nothing'
      }`,
      recommendation: 'fix',
    });
  }
  if (d.baselineSize && (d.baselineSize.width !== d.width || d.baselineSize.height !== d.height)) {
    const dh = d.height - d.baselineSize.height;
    hypotheses.push({
      kind: 'size-change',
      confidence: 'high',
      evidence: `capture is ${d.width}×${d.height}, baseline ${d.baselineSize.width}×${d.baselineSize.height} (${dh >= 0 ? '+' : ''}${dh} px high)`,
      recommendation: 'approve',
    });
  }
  for (const change of d.layoutChanges ?? []) {
    hypotheses.push({
      kind: 'layout-shift',
      confidence: 'high',
      evidence: `${change.selector} moved or resized: ${JSON.stringify(change.baseline[0] ?? null)} → ${JSON.stringify(change.test[0] ?? null)}`,
      recommendation: 'fix',
    });
  }
  if (!textChanged && regions.length > 0) {
    const wide = biggest && d.width > 0 && biggest.width > d.width * 0.6 && biggest.height > 40;
    hypotheses.push({
      kind: wide ? 'layout-shift' : 'colour-change',
      confidence: 'medium',
      evidence: wide
        ? `a ${biggest.width}×${biggest.height} px band changed with the same text: content moved`
        : `${regions.length} region(s) changed with the same text (largest ${biggest.width}×${biggest.height} px at ${biggest.x},${biggest.y}): a colour, image or style change`,
      recommendation: 'fix',
    });
  }
  const order = { high: 0, medium: 1, low: 2 };
  hypotheses.sort((a, b) => order[a.confidence] - order[b.confidence]);
  const top = hypotheses[0];
  const nextActions: NextAction[] = [];
  if (top?.recommendation === 'rule' && ruleAction) nextActions.push(ruleAction);
  nextActions.push(approve);
  return { hypotheses, nextActions };
}
