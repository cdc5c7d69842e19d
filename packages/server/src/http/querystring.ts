import { parse } from 'node:querystring';

/**
 * Query strings as routes read them: each parameter is one string. A repeated parameter keeps its
 * first value, so `?token=a&token=b` can never hand a route an array where it expects a string.
 * node:querystring never throws on a malformed escape; it keeps the text as sent.
 */
export function querystringParser(query: string): Record<string, string> {
  const parsed = parse(query);
  const single: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(parsed)) {
    single[name] = Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  }
  return single;
}
