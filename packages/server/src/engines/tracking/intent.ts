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

/**
 * Words every ticket uses (sent, wrong, missing, bug, event): they say nothing about which event it is.
 * Lexicon concepts (engines/text/lexicon.json) or, for a word the lexicon lacks, its stem.
 */
const TICKET_WORDS = new Set(['fire', 'wrong', 'missing', 'twice', 'bug', 'fix', 'event', 'hit']);

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

/** Words after which a ticket says what went wrong (sends, is missing, wrong, twice). */
const DEFECT_WORDS = new Set(['fire', 'wrong', 'missing', 'twice']);
/** Words that name the event itself: "the checkout event", "l'event de checkout", "le hit d'ajout". */
const EVENT_WORDS = new Set(['event', 'hit']);
/** What a user does to anything: these say which event only beside the thing they are done to. */
const GENERIC_WORDS = new Set(['view', 'click', 'open', 'close', 'select', 'send']);
const TICKET_KEY = /\b[A-Z][A-Z0-9]{1,9}-\d+\b/g;
/** A variable a ticket names as the plan writes it ("coupon vide", "transaction_id OK") says as much as a label. */
const NAMED_VARIABLE_WEIGHT = 3;

/** The ticket writes the variable's own name as a word of its own: `rubrique`, `payment_type=cb`. */
function namesVariable(ticket: string, variable: string): boolean {
  if (variable.length < 3) return false;
  const escaped = variable.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}_])${escaped}($|[^\\p{L}\\p{N}_])`, 'iu').test(ticket);
}

/**
 * How much each concept of a ticket says about which event it is. A ticket's subject, before the
 * words that say what went wrong ("Le passage en caisse | n'envoie pas le montant du panier",
 * "Étape livraison : le mode choisi…"), names the event; what follows names what is wrong with it
 * (a value, a variable). A concept beside the word event or hit names it too.
 */
function ticketWeights(ticket: string): Map<string, number> {
  const text = ticket.replace(TICKET_KEY, ' ');
  const all = concepts(text);
  const colon = text.search(/\s[:→]\s|:\s|\s->\s/);
  const beforeColon = colon > 0 ? concepts(text.slice(0, colon)).length : all.length;
  const defect = all.findIndex((c) => DEFECT_WORDS.has(c));
  const subjectEnd = Math.min(beforeColon, defect < 0 ? all.length : defect);
  const weights = new Map<string, number>();
  all.forEach((c, i) => {
    if (TICKET_WORDS.has(c)) return;
    let w = 1;
    if (i < subjectEnd && subjectEnd < all.length) w *= 1.5;
    if (EVENT_WORDS.has(all[i - 1]) || EVENT_WORDS.has(all[i + 1])) w *= 1.5;
    weights.set(c, Math.max(weights.get(c) ?? 0, w));
  });
  return weights;
}

/**
 * Which plan events a ticket is about, best first. Matching is on meaning: English and French words
 * for one thing are one concept, stems and identifiers split, so "l'onglet Commandes" finds an event
 * `click_tab` labelled "Clic onglet". Rare concepts weigh more than ones every event shares, and the
 * ticket's subject more than what it says is wrong.
 */
export function resolveIntent(ticket: string, events: EventText[]): Intent {
  const asked = ticketWeights(ticket);
  const docs = events.map((e) => ({ event: e, weights: weightsOf(e) }));
  const df = (c: string) => docs.filter((d) => d.weights.has(c)).length;
  const idf = (c: string) => Math.log(1 + docs.length / Math.max(1, df(c)));
  const known = [...asked.keys()].filter((c) => df(c) > 0);
  const best = known.reduce((sum, c) => sum + idf(c) * 3 * asked.get(c)!, 0);
  const ranked = docs
    .map(({ event, weights }) => {
      const named = new Set(
        event.variables.filter((v) => namesVariable(ticket, v)).flatMap((v) => concepts(v)),
      );
      let raw = 0;
      let specific = false;
      const why: string[] = [];
      for (const c of known) {
        const hit = weights.get(c);
        if (!hit) continue;
        const asVariable = hit.field === 'variable' && named.has(c);
        raw += idf(c) * (asVariable ? NAMED_VARIABLE_WEIGHT : hit.weight) * asked.get(c)!;
        specific ||= !GENERIC_WORDS.has(c);
        why.push(asVariable ? `"${c}" names its variable` : `"${c}" in its ${hit.field}`);
      }
      // Viewing, clicking or sending alone names no event: something viewed, clicked or sent must match.
      if (!specific) raw = 0;
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
  return { events: ranked, actions: [...asked.keys()].filter((c) => ACTIONS.has(c)), variables };
}
