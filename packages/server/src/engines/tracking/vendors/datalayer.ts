import { flatten, type Hit } from '../hit.js';

type Push = Record<string, unknown>;

/** `gtag('event', name, params)` pushes its `arguments`, which arrive as `{0: 'event', 1: name, 2: params}`. */
function isGtagCall(push: Push): boolean {
  return typeof push['0'] === 'string' && Object.keys(push).every((k) => /^\d+$/.test(k));
}

/** One `dataLayer.push(…)` as a hit of the Google Tag Manager dataLayer. */
export function dataLayerHit(push: Push): Hit {
  const raw = JSON.stringify(push).slice(0, 4000);
  if (isGtagCall(push)) {
    const command = String(push['0']);
    const isEvent = command === 'event';
    const params = (isEvent ? push['2'] : (push['2'] ?? push['1'])) as Push | undefined;
    return {
      vendor: 'datalayer',
      eventName: isEvent ? String(push['1'] ?? '') : `gtag.${command}`,
      variables: typeof params === 'object' && params ? flatten(params) : {},
      raw,
    };
  }
  const { event, ...rest } = push;
  return {
    vendor: 'datalayer',
    eventName: typeof event === 'string' ? event : '',
    variables: flatten(rest),
    raw,
  };
}

function isPlainObject(v: unknown): v is Push {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function merge(into: Push, from: Push): Push {
  for (const [key, value] of Object.entries(from)) {
    into[key] =
      isPlainObject(value) && isPlainObject(into[key]) ? merge({ ...(into[key] as Push) }, value) : value;
  }
  return into;
}

/**
 * The dataLayer's state after these pushes, as Google Tag Manager's data model computes it: objects
 * merged key by key, anything else (arrays included) replaced. gtag calls do not change it.
 */
export function dataLayerState(pushes: Push[]): Record<string, unknown> {
  const state: Push = {};
  for (const push of pushes) if (!isGtagCall(push)) merge(state, push);
  return flatten(state);
}
