/** A request the browser sent, as the recorder saw it. */
export interface SentRequest {
  url: string;
  method: string;
  body: string | null;
}

/** One analytics hit, decoded: which vendor, which event, with which variables. */
export interface Hit {
  vendor: string;
  eventName: string;
  /** Flat: nested objects become dotted keys (`ecommerce.currency`), arrays are kept and flattened. */
  variables: Record<string, unknown>;
  /** The request (or dataLayer push) it came from, trimmed. */
  raw: string;
}

export interface VendorDecoder {
  vendor: string;
  /** Decides on the URL alone, so a request can be answered locally before its body is read. */
  matches(url: URL): boolean;
  decode(request: SentRequest, url: URL): Hit[];
}

const RAW_LIMIT = 4000;

export function rawOf(request: SentRequest): string {
  const text = request.body
    ? `${request.method} ${request.url}\n${request.body}`
    : `${request.method} ${request.url}`;
  return text.length > RAW_LIMIT ? `${text.slice(0, RAW_LIMIT)}…` : text;
}

/** Query parameters of the URL, then of a form-encoded body (a POST hit carries them there). */
export function paramsOf(request: SentRequest, url: URL): URLSearchParams {
  const params = new URLSearchParams(url.search);
  const body = request.body?.trim();
  if (body && !body.startsWith('{') && !body.startsWith('[') && body.includes('=')) {
    for (const [k, v] of new URLSearchParams(body)) params.append(k, v);
  }
  return params;
}

export function jsonBody(request: SentRequest): unknown {
  const body = request.body?.trim();
  if (!body || !(body.startsWith('{') || body.startsWith('['))) return null;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

export function parseJson(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `{a: {b: 1}, items: [{id: 2}]}` → `{a.b: 1, items: [...], items.0.id: 2}`. */
export function flatten(
  value: unknown,
  prefix = '',
  out: Record<string, unknown> = {},
): Record<string, unknown> {
  if (value === null || typeof value !== 'object') {
    if (prefix) out[prefix] = value;
    return out;
  }
  if (Array.isArray(value) && prefix) out[prefix] = value;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

/** A numeric parameter as a number (GA4's `epn.`, UA's `ev`), anything else kept as it came. */
export function numeric(value: string): number | string {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) ? n : value;
}

export function hostIs(url: URL, ...domains: string[]): boolean {
  return domains.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`));
}
