import { type EventText, resolveIntent } from '../../engines/tracking/intent.js';
import { ToolError } from '../../errors.js';
import { type FeatureService, parseOrRefuse } from '../frt/features.js';
import type { Target } from '../projects.js';
import type { ScenarioService } from '../scenarios.js';
import type { PlanEvent, TrackingPlan } from './plan-schema.js';

export interface LinkHint {
  eventId: string;
  featureId: string;
  featureName: string;
  stepIndex: number;
  stepText: string;
  score: number;
}

/** The steps of a feature by index (any scenario's), as a plan links to them. */
function stepsOf(gherkin: string): Map<number, string> {
  const steps = new Map<number, string>();
  for (const pickle of parseOrRefuse(gherkin).pickles)
    for (const s of pickle.steps) if (s.index !== null && !steps.has(s.index)) steps.set(s.index, s.text);
  return steps;
}

/** A plan event as text for intent matching. */
export function eventText(plan: TrackingPlan, event: PlanEvent): EventText {
  return {
    id: event.id,
    label: event.label,
    eventType: event.eventType,
    eventName: event.eventName,
    eventColumnKey: event.eventColumnKey,
    variables: event.variables.map((v) => v.name),
    stepTexts: event.frtRefs.map((r) => r.stepText),
    pageLabels: plan.pages.filter((p) => event.pages.includes(p.id)).map((p) => p.label),
    values: event.variables.flatMap((v) => expectedWords(v.expected)),
    elementLabels: event.frtRefs.flatMap((r) => [...r.stepText.matchAll(/"([^"]+)"/g)].map((m) => m[1])),
  };
}

/** The words an expected value names: a value or each of a list of values (patterns and types name none). */
function expectedWords(expected: PlanEvent['variables'][number]['expected']): string[] {
  const values = 'value' in expected ? [expected.value] : 'oneOf' in expected ? expected.oneOf : [];
  return values
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map(String);
}

/** What plan links point at: FRT steps and scenario pages, checked before a link is stored. */
export class TrackingLinkService {
  constructor(
    private readonly features: FeatureService,
    private readonly scenarios: ScenarioService,
  ) {}

  /** The step a link names, or a validation error listing the feature's steps. */
  async step(
    projectId: string,
    featureId: string,
    stepIndex: number,
  ): Promise<{ featureName: string; text: string }> {
    const feature = await this.features.require(projectId, featureId);
    const steps = stepsOf(feature.gherkin);
    const text = steps.get(stepIndex);
    if (text === undefined) {
      const list = [...steps].map(([i, t]) => `${i}: ${t}`).join('; ');
      throw new ToolError(
        'validation_error',
        `stepIndex: feature ${featureId} has no step ${stepIndex}; its steps are ${list || 'none'}`,
        {
          nextActions: [{ label: 'See the feature’s steps', tool: 'frt_get_feature', args: { featureId } }],
        },
      );
    }
    return { featureName: feature.name, text };
  }

  /** A scenario by id or label. */
  async scenario(projectId: string, ref: string) {
    const all = await this.scenarios.list(projectId);
    const found =
      all.find((s) => s.id === ref) ?? all.find((s) => s.label.toLowerCase() === ref.toLowerCase());
    if (!found) {
      throw new ToolError(
        'validation_error',
        `scenarioId: no scenario "${ref}"; scenarios: ${all.map((s) => `${s.id} (${s.label})`).join(', ') || 'none yet'}`,
      );
    }
    return found;
  }

  /**
   * For events no step is linked to: the feature steps whose text is most about that event, read
   * the way a ticket is (an action step "click the Add to cart button" hints at add_to_cart).
   */
  async hints(target: Target, plan: TrackingPlan): Promise<LinkHint[]> {
    const uncovered = new Set(plan.events.filter((e) => e.frtRefs.length === 0).map((e) => e.id));
    if (uncovered.size === 0) return [];
    const texts = plan.events.map((e) => eventText(plan, e));
    const best = new Map<string, LinkHint>();
    for (const feature of await this.features.list(target.project.id)) {
      if (feature.is_login === 1) continue;
      let steps: Map<number, string>;
      try {
        steps = stepsOf(feature.gherkin);
      } catch {
        continue;
      }
      for (const [stepIndex, stepText] of steps) {
        const top = resolveIntent(stepText, texts).events[0];
        if (!top || top.score < 0.5 || !uncovered.has(top.eventId)) continue;
        const hint = {
          eventId: top.eventId,
          featureId: feature.id,
          featureName: feature.name,
          stepIndex,
          stepText,
          score: top.score,
        };
        if ((best.get(top.eventId)?.score ?? 0) < hint.score) best.set(top.eventId, hint);
      }
    }
    return [...best.values()].sort((a, b) => b.score - a.score);
  }
}
