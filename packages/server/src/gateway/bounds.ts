import { ToolError } from '../errors.js';

/**
 * The size of anything a request may carry, declared once. Every call is measured against these
 * before any other work, so no input can make the gateway spend more than a bounded time on it.
 * A tool's schema may allow a longer top-level string (a file as base64) by its own `.max()`.
 */
export const BOUNDS = {
  /** Characters of a tool name (the longest tool name is far shorter). */
  toolName: 80,
  /** Characters of any string in the arguments. */
  string: 100_000,
  /** Items of any array in the arguments. */
  arrayItems: 1_000,
  /** Keys of any object in the arguments. */
  objectKeys: 1_000,
  /** Characters of an object key. */
  keyChars: 200,
  /** Nesting depth of the arguments. */
  depth: 24,
  /** Validation issues listed in one error message; the rest are counted. */
  issuesListed: 10,
  /** Unknown arguments named in warnings; the rest are counted. */
  unknownArgsListed: 10,
  /** Values (items, keys, scalars) in one JSON body, counted before it is parsed. */
  jsonValues: 100_000,
  /** Characters of a caller's value echoed back in a message. */
  echoChars: 80,
} as const;

/** A caller's value as it may appear in a message: cut to a bounded length, control characters shown. */
export function echo(value: unknown): string {
  const raw = String(value);
  const cut = raw.length > BOUNDS.echoChars ? raw.slice(0, BOUNDS.echoChars) : raw;
  // As JSON writes a string: control characters and quotes escaped, so nothing breaks a line or a header.
  const text = JSON.stringify(cut).slice(1, -1);
  return raw.length > BOUNDS.echoChars ? `${text}… (${raw.length} characters)` : text;
}

/**
 * The number of values in a JSON text, counted by its separators outside strings, or null when it
 * is within `limit`. A scan of the text costs a small fraction of parsing it, so a body of a million
 * tiny values is refused before the parse that would hold the event loop for a second.
 */
export function jsonValuesBeyond(text: string, limit: number = BOUNDS.jsonValues): number | null {
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x2c || c === 0x5b || c === 0x7b) values++; // , [ {
  }
  return values > limit ? values : null;
}

function refuse(path: string, what: string): never {
  throw new ToolError('validation_error', `${path || 'args'}: ${what}; shorten it and call again`);
}

/**
 * Refuses arguments that exceed a bound, at the first excess found, naming the path and the bound.
 * `longStrings` names top-level arguments whose schema allows more characters than the default.
 */
export function checkBounds(input: unknown, longStrings: ReadonlyMap<string, number> = new Map()): void {
  const visit = (value: unknown, path: string, depth: number, stringLimit: number): void => {
    if (typeof value === 'string') {
      if (value.length > stringLimit)
        refuse(path, `${value.length} characters, more than the ${stringLimit} allowed`);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (depth > BOUNDS.depth) refuse(path, `nested deeper than ${BOUNDS.depth} levels`);
    if (Array.isArray(value)) {
      if (value.length > BOUNDS.arrayItems)
        refuse(path, `${value.length} items, more than the ${BOUNDS.arrayItems} allowed`);
      for (let i = 0; i < value.length; i++) visit(value[i], `${path}[${i}]`, depth + 1, BOUNDS.string);
      return;
    }
    const keys = Object.keys(value);
    if (keys.length > BOUNDS.objectKeys)
      refuse(path, `${keys.length} keys, more than the ${BOUNDS.objectKeys} allowed`);
    for (const key of keys) {
      if (key.length > BOUNDS.keyChars)
        refuse(
          path,
          `a key of ${key.length} characters (${echo(key)}), more than the ${BOUNDS.keyChars} allowed`,
        );
      const limit = depth === 0 ? (longStrings.get(key) ?? BOUNDS.string) : BOUNDS.string;
      visit((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, depth + 1, limit);
    }
  };
  visit(input, '', 0, BOUNDS.string);
}

/**
 * The bounds written into a tool's published JSON Schema, where the tool's own schema sets none,
 * so a client learns them before it calls.
 */
export function withBounds(schema: Record<string, unknown>): Record<string, unknown> {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    const n = node as Record<string, unknown>;
    if (n.type === 'string' && n.maxLength === undefined) n.maxLength = BOUNDS.string;
    if (n.type === 'array' && n.maxItems === undefined) n.maxItems = BOUNDS.arrayItems;
    for (const child of Object.values(n)) visit(child);
  };
  visit(schema);
  return schema;
}
