import { concepts, splitIdentifiers, tokens } from '../text/concepts.js';

/** What a plan says about an event, as text to match a ticket against. */
export interface EventText {
  id: string;
  label: string;
  eventType: string;
  eventName?: string;
  eventColumnKey?: string;
  variables: string[];
  stepTexts: string[];
  pageLabels: string[];
  /** The values the plan expects its variables to carry ("Profil", "Commandes", "email"). */
  values?: string[];
  /** The names of the elements its linked steps act on (`I click "Orders"` → Orders). */
  elementLabels?: string[];
}

export interface ResolvedEvent {
  eventId: string;
  /** 0–1: the share of the ticket's known concepts this event explains, weighted by rarity. */
  score: number;
  why: string[];
}

/** Below this, the best event explains too little of the ticket to say the ticket is about it. */
export const MIN_INTENT_SCORE = 0.3;
/** A runner-up scoring at least this share of the best makes the ticket ambiguous between the two. */
export const RIVAL_SHARE = 0.8;

/**
 * What a proof may rest on: one event, clearly ahead; or the two it cannot choose between; or none.
 * A ticket that could be about two events is never proven about either until the caller says which.
 */
export function decideEvent(
  intent: Intent,
): { event: ResolvedEvent } | { rivals: [ResolvedEvent, ResolvedEvent] } | { none: true } {
  const [first, second] = intent.events;
  if (!first || first.score < MIN_INTENT_SCORE) return { none: true };
  if (second && second.score >= first.score * RIVAL_SHARE) return { rivals: [first, second] };
  return { event: first };
}

export interface Intent {
  events: ResolvedEvent[];
  /** The user actions the ticket names (click, add, signup…), as concepts. */
  actions: string[];
  /** Plan variables the ticket names. */
  variables: string[];
}

/** Where in the plan a concept appears, and how much that says about the event. */
const FIELD_WEIGHTS: Array<[keyof EventText, number, string]> = [
  ['id', 3, 'id'],
  ['eventName', 3, 'hit name'],
  ['label', 3, 'label'],
  ['eventColumnKey', 2, 'column'],
  ['variables', 1.5, 'variable'],
  ['elementLabels', 1.5, 'linked element'],
  ['values', 1.2, 'expected value'],
  ['eventType', 1, 'type'],
  ['stepTexts', 1, 'linked step'],
  ['pageLabels', 0.5, 'page'],
];

const ACTIONS = new Set([
  'add',
  'remove',
  'click',
  'signup',
  'login',
  'logout',
  'search',
  'checkout',
  'purchase',
  'view',
  'play',
  'share',
  'download',
  'filter',
  'sort',
  'select',
  'send',
  'open',
  'close',
  'scroll',
  'compare',
  'booking',
  'contact',
]);

/** Words every ticket uses (sent, wrong, missing): they say nothing about which event it is. */
const TICKET_WORDS = new Set([
  'fire',
  'wrong',
  'missing',
  'twice',
  'bug',
  'fix',
  'issu',
  'problem',
  'probleme',
  'event',
  'evenement',
  'hit',
]);

function weightsOf(event: EventText): Map<string, { weight: number; field: string }> {
  const weights = new Map<string, { weight: number; field: string }>();
  for (const [field, weight, name] of FIELD_WEIGHTS) {
    const value = event[field];
    const texts = Array.isArray(value) ? value : value ? [value] : [];
    for (const text of texts) {
      for (const c of concepts(text)) {
        if ((weights.get(c)?.weight ?? 0) < weight) weights.set(c, { weight, field: name });
      }
    }
  }
  return weights;
}

/**
 * Which plan events a ticket is about, best first. Matching is on meaning: English and French words
 * for one thing are one concept, stems and identifiers split, so "l'onglet Commandes" finds an event
 * `click_tab` labelled "Clic onglet". Rare concepts weigh more than ones every event shares.
 */
export function resolveIntent(ticket: string, events: EventText[]): Intent {
  const asked = [...new Set(concepts(ticket))].filter((c) => !TICKET_WORDS.has(c));
  const docs = events.map((e) => ({ event: e, weights: weightsOf(e) }));
  const df = (c: string) => docs.filter((d) => d.weights.has(c)).length;
  const idf = (c: string) => Math.log(1 + docs.length / Math.max(1, df(c)));
  const known = asked.filter((c) => df(c) > 0);
  const best = known.reduce((sum, c) => sum + idf(c) * 3, 0);
  const ranked = docs
    .map(({ event, weights }) => {
      let raw = 0;
      const why: string[] = [];
      for (const c of known) {
        const hit = weights.get(c);
        if (!hit) continue;
        raw += idf(c) * hit.weight;
        why.push(`"${c}" in its ${hit.field}`);
      }
      return { eventId: event.id, score: best > 0 ? Math.round((raw / best) * 1000) / 1000 : 0, why };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  const ticketWords = new Set(tokens(ticket).concat(tokens(splitIdentifiers(ticket))));
  const variables = [
    ...new Set(
      events.flatMap((e) =>
        e.variables.filter((v) => ticket.includes(v) || tokens(v).every((w) => ticketWords.has(w))),
      ),
    ),
  ];
  return { events: ranked, actions: asked.filter((c) => ACTIONS.has(c)), variables };
}
