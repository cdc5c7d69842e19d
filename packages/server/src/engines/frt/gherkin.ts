import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';

/** A step as written in a scenario; `index` counts the scenario's own steps from 0. */
export interface FeatureStep {
  index: number;
  keyword: string;
  text: string;
  line: number;
}

export interface FeatureScenario {
  name: string;
  steps: FeatureStep[];
  /** A Scenario Outline: runs once per Examples row. */
  outline: boolean;
}

/** One run of a scenario (an Examples row of an outline, or the scenario itself). */
export interface Pickle {
  scenario: string;
  /** 0-based Examples row for outlines, else null. */
  example: number | null;
  /** Background steps (index null) then the scenario's steps, with Examples values filled in. */
  steps: Array<{ index: number | null; keyword: string; text: string }>;
}

export interface ParsedFeature {
  name: string;
  description: string;
  tags: string[];
  background: Array<{ keyword: string; text: string }>;
  scenarios: FeatureScenario[];
  pickles: Pickle[];
}

/** Gherkin that does not parse, with where. */
export class GherkinSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
    readonly column: number | null,
  ) {
    super(message);
  }
}

export function parseFeature(text: string): ParsedFeature {
  const newId = IdGenerator.incrementing();
  const parser = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher());
  let document: ReturnType<typeof parser.parse>;
  try {
    document = parser.parse(text);
  } catch (error) {
    const first = ((error as { errors?: Error[] }).errors?.[0] ?? error) as Error & {
      location?: { line: number; column?: number };
    };
    const message = first.message.replace(/^\(\d+:\d+\):\s*/, '');
    throw new GherkinSyntaxError(message, first.location?.line ?? null, first.location?.column ?? null);
  }
  const feature = document.feature;
  if (!feature) throw new GherkinSyntaxError('no Feature: line found', 1, 1);
  const stepIndex = new Map<string, { index: number | null; keyword: string }>();
  const background: ParsedFeature['background'] = [];
  const scenarios: FeatureScenario[] = [];
  for (const child of feature.children) {
    if (child.background) {
      for (const step of child.background.steps) {
        stepIndex.set(step.id, { index: null, keyword: step.keyword.trim() });
        background.push({ keyword: step.keyword.trim(), text: step.text });
      }
    }
    if (child.scenario) {
      const steps = child.scenario.steps.map((step, index) => {
        stepIndex.set(step.id, { index, keyword: step.keyword.trim() });
        return { index, keyword: step.keyword.trim(), text: step.text, line: step.location.line };
      });
      scenarios.push({ name: child.scenario.name, steps, outline: child.scenario.examples.length > 0 });
    }
  }
  if (scenarios.length === 0) throw new GherkinSyntaxError('the feature has no Scenario', null, null);
  const rows = new Map<string, number>();
  const pickles = compile(document, 'feature', newId).map((pickle): Pickle => {
    const outline = scenarios.find((s) => s.name === pickle.name)?.outline ?? false;
    const example = outline ? (rows.get(pickle.name) ?? 0) : null;
    if (outline) rows.set(pickle.name, (example ?? 0) + 1);
    return {
      scenario: pickle.name,
      example,
      steps: pickle.steps.map((step) => {
        const source = stepIndex.get(step.astNodeIds[0]);
        return { index: source?.index ?? null, keyword: source?.keyword ?? '*', text: step.text };
      }),
    };
  });
  return {
    name: feature.name,
    description: feature.description.trim(),
    tags: feature.tags.map((t) => t.name),
    background,
    scenarios,
    pickles,
  };
}
