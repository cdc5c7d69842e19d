import { flatten, type Hit, jsonBody, paramsOf, rawOf, type VendorDecoder } from '../hit.js';

/** A project's own collector: where its hits go, and which field names the event. */
export interface CollectorConfig {
  name: string;
  /** host or host:port */
  host: string;
  /** The collector's path, or a prefix of it. */
  path: string;
  /** Dotted path of the event name in each record (`event`, `payload.name`). */
  eventField: string;
  /** Dotted path of the variables; the rest of the record when absent. */
  variablesField?: string;
}

function at(record: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      record,
    );
}

/** Records of a JSON body (an object, a list, or `{events: […]}`), else the query and form parameters. */
function recordsOf(body: unknown, params: URLSearchParams): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const events = (body as { events?: unknown }).events;
    return Array.isArray(events) ? events : [body];
  }
  return [Object.fromEntries(params)];
}

/** Decodes hits to a collector the project configured: JSON bodies or query strings, fields by path. */
export function genericDecoder(config: CollectorConfig): VendorDecoder {
  const prefix = config.path.startsWith('/') ? config.path : `/${config.path}`;
  return {
    vendor: config.name,
    matches: (url) =>
      (url.host === config.host || url.hostname === config.host) && url.pathname.startsWith(prefix),
    decode(request, url) {
      const raw = rawOf(request);
      return recordsOf(jsonBody(request), paramsOf(request, url)).map((record): Hit => {
        let variables: unknown;
        if (config.variablesField) variables = at(record, config.variablesField);
        else {
          const rest = { ...(record as Record<string, unknown>) };
          delete rest[config.eventField.split('.')[0]];
          variables = rest;
        }
        return {
          vendor: config.name,
          eventName: String(at(record, config.eventField) ?? ''),
          variables: flatten(variables ?? {}),
          raw,
        };
      });
    },
  };
}
