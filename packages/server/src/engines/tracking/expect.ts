import { RE2JS } from 're2js';

/** What a plan expects of a variable. */
export type Expected =
  | { value: unknown }
  | { oneOf: unknown[] }
  | { pattern: string }
  | { present: true }
  | { type: ValueType };

export type ValueType = 'string' | 'number' | 'boolean' | 'object' | 'array';

/**
 * Plan patterns are matched by RE2 (linear time), never by the backtracking engine: a pattern a
 * caller wrote cannot stall a worker, whatever the value it meets.
 */
export function compilePattern(pattern: string): RE2JS {
  return RE2JS.compile(pattern);
}

export function typeOf(value: unknown): ValueType | 'null' | 'undefined' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  return t === 'bigint' ? 'number' : (t as ValueType | 'undefined');
}

export function describeExpected(expected: Expected): string {
  if ('value' in expected) return `= ${JSON.stringify(expected.value)}`;
  if ('oneOf' in expected) return `one of ${expected.oneOf.map((v) => JSON.stringify(v)).join(', ')}`;
  if ('pattern' in expected) return `matches /${expected.pattern}/`;
  if ('type' in expected) return `a ${expected.type}`;
  return 'present';
}

/** A value as a reason quotes it: JSON, cut short. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

function same(a: unknown, b: unknown): boolean {
  return typeOf(a) === typeOf(b) && JSON.stringify(a) === JSON.stringify(b);
}

/** Checks a received value: null when it meets the expectation, else why not. */
export function mismatch(expected: Expected, received: unknown, declaredType?: string): string | null {
  if (declaredType && typeOf(received) !== declaredType) {
    return `${show(received)} is a ${typeOf(received)}, the plan says ${declaredType}`;
  }
  if ('value' in expected) {
    if (same(expected.value, received)) return null;
    return typeOf(expected.value) !== typeOf(received) && String(expected.value) === String(received)
      ? `${show(received)} is a ${typeOf(received)}, expected the ${typeOf(expected.value)} ${show(expected.value)}`
      : `${show(received)} ≠ ${show(expected.value)}`;
  }
  if ('oneOf' in expected) {
    return expected.oneOf.some((v) => same(v, received))
      ? null
      : `${show(received)} is not ${describeExpected(expected)}`;
  }
  if ('pattern' in expected) {
    const text = typeof received === 'string' ? received : JSON.stringify(received);
    return compilePattern(expected.pattern).matcher(text).find()
      ? null
      : `${show(received)} does not match /${expected.pattern}/`;
  }
  if ('type' in expected) {
    return typeOf(received) === expected.type
      ? null
      : `${show(received)} is a ${typeOf(received)}, not a ${expected.type}`;
  }
  return received === undefined || received === '' ? 'empty' : null;
}

/** A plan's name for a hit parameter, as the decoders name it (`ep.currency` → `currency`, `cd[value]` → `value`). */
function decoderKey(name: string): string {
  return name
    .replace(/^(ep|epn)\./, '')
    .replace(/^(up|upn)\./, 'user_properties.')
    .replace(/^cd\[(.+)\]$/, '$1');
}

/**
 * A variable's value in a hit, by the plan's tracking mapping first, then its name: the exact key,
 * else the shallowest nested key that ends with it (`currency` finds `ecommerce.currency`).
 */
export function lookup(
  variables: Record<string, unknown>,
  names: Array<string | undefined>,
): { found: boolean; value: unknown; key: string | null } {
  for (const name of names) {
    if (!name) continue;
    const key = decoderKey(name);
    if (key in variables) return { found: true, value: variables[key], key };
    const nested = Object.keys(variables)
      .filter((k) => k.endsWith(`.${key}`))
      .sort((a, b) => a.split('.').length - b.split('.').length)[0];
    if (nested) return { found: true, value: variables[nested], key: nested };
  }
  return { found: false, value: undefined, key: null };
}
