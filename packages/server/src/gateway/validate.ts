import { closest, distance } from 'fastest-levenshtein';
import type { z } from 'zod';
import { ToolError } from '../errors.js';
import { BOUNDS, checkBounds, echo } from './bounds.js';

/**
 * Arguments published clients send on every call, whatever the tool: accepted without a warning
 * (a tool that has no use for them ignores them).
 */
export const QUIET_ARGS = new Set(['project', 'environment']);

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  // An unknown key of a nested object is named by its own path: perfBudgets.speedScore.
  const keys = issue.code === 'unrecognized_keys' && issue.path.length ? issue.keys : [];
  const path = [...issue.path.map(String), ...(keys.length ? [keys.join(', ')] : [])].join('.');
  const name = echo(path || 'args');
  let value: unknown = input;
  for (const p of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[p as PropertyKey];
  if (value === undefined && issue.code === 'invalid_type') return `${name} is required (${issue.expected})`;
  return `${name}: ${issue.message}`;
}

/** The known name nearest to `name` when it is near enough to be a likely typo. */
export function nearestName(name: string, known: string[]): string | undefined {
  if (known.length === 0) return undefined;
  const best = closest(name, known);
  const limit = Math.max(2, Math.floor(best.length / 3));
  return distance(name.toLowerCase(), best.toLowerCase()) <= limit ? best : undefined;
}

/** The words of each known name and of what it is called, split once (names and titles are the registry's). */
const vocabularies = new Map<string, { calledAs: string; words: Set<string> }>();
function vocabularyOf(name: string, calledAs = ''): Set<string> {
  let kept = vocabularies.get(name);
  if (kept?.calledAs !== calledAs) {
    kept = { calledAs, words: new Set([...name.split('_'), ...calledAs.toLowerCase().split(/\W+/)]) };
    vocabularies.set(name, kept);
  }
  return kept.words;
}

/**
 * The known names sharing the most with `name`: typos first, then names with a word in common —
 * in the name itself or in what it is called (`run_visual_tests` finds run_vrt, "Run visual tests").
 */
export function similarNames(
  name: string,
  known: string[],
  limit = 3,
  calledAs: Record<string, string> = {},
): string[] {
  const asked = name.toLowerCase();
  const words = asked.split(/[_\W]+/).filter(Boolean);
  return known
    .map((k) => {
      const vocabulary = vocabularyOf(k, calledAs[k]);
      const shared = words.filter((w) => vocabulary.has(w)).length;
      return { k, score: distance(asked, k) - 3 * shared };
    })
    .sort((a, b) => a.score - b.score || a.k.localeCompare(b.k))
    .slice(0, limit)
    .map((x) => x.k);
}

/**
 * One warning per unknown argument, naming the closest known one when there is a likely match; past
 * a bounded number, one warning counts the rest.
 */
export function unknownArgWarnings(unknown: string[], known: string[]): string[] {
  const listed = unknown.slice(0, BOUNDS.unknownArgsListed).map((name) => {
    const near = name.length <= BOUNDS.toolName ? nearestName(name, known) : undefined;
    return near
      ? `unknown argument "${echo(name)}" was ignored; did you mean "${near}"?`
      : `unknown argument "${echo(name)}" was ignored; known arguments: ${known.join(', ') || 'none'}`;
  });
  const more = unknown.length - listed.length;
  return more > 0 ? [...listed, `${more} more unknown arguments were ignored`] : listed;
}

/** Parses args against a tool's schema; the error message names every argument that is wrong. */
export function parseArgs(
  schema: z.ZodObject,
  input: unknown,
  longStrings?: ReadonlyMap<string, number>,
): { args: Record<string, unknown>; unknown: string[] } {
  const raw = input ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ToolError('validation_error', 'args must be a JSON object');
  }
  checkBounds(raw, longStrings);
  const result = schema.safeParse(raw);
  if (!result.success) {
    const { issues } = result.error;
    const listed = issues.slice(0, BOUNDS.issuesListed).map((i) => describeIssue(i, raw));
    const more = issues.length - listed.length;
    throw new ToolError(
      'validation_error',
      [...listed, ...(more > 0 ? [`and ${more} more`] : [])].join('; '),
    );
  }
  const known = new Set(Object.keys(schema.shape));
  return {
    args: result.data as Record<string, unknown>,
    unknown: Object.keys(raw).filter((k) => !known.has(k) && !QUIET_ARGS.has(k)),
  };
}
