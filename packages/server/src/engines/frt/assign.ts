import { fold } from '../text/fold.js';
import { entryOf, termKey, twins } from '../text/lexicon.js';
import type { FieldOption, FormField, PageForm } from './forms.js';
import { sameWord, similarity, words } from './match-text.js';
import { isGoalSpeak } from './unmet-words.js';
import {
  clockOf,
  dayToIso,
  findValues,
  type GoalValue,
  HALF_HOURS,
  sameShape,
  saysSlot,
  showsTime,
} from './values.js';

/** A piece of a goal that gives data: its text, the values found in it, whether it ticks or unticks. */
export interface DataItem {
  text: string;
  values: GoalValue[];
  /** "accept the terms", "cocher …": a box is meant. */
  tick: boolean;
  /** "without ticking", "sans cocher", "turn off": the box is left or made empty. */
  negative: boolean;
  /** Positions (in the folded text) of words an option already took. */
  used: Set<number>;
  /** Words left over from an earlier form: they may still choose an option, never fill a field. */
  choiceOnly?: boolean;
  /** Some field, option or box of a form took something of it. */
  spent?: boolean;
  /** Its clause had a verb that asks for it ("choose gift wrapping"): never quietly left unused. */
  asked?: boolean;
}

export interface Assignment {
  field: FormField;
  action: 'fill' | 'select' | 'check' | 'uncheck';
  value: string;
  option?: FieldOption;
  /** What in the goal it comes from (the value as written, or the clause for a box). */
  source: string;
  why: string;
  score: number;
  /** The goal's words that named an option. */
  tokens?: Array<{ item: number; at: number }>;
}

export interface FormPlan {
  form: PageForm;
  assignments: Assignment[];
  /** Values the form has no field for. */
  unplaced: GoalValue[];
  /** Items none of whose values or boxes the form took. */
  untouched: DataItem[];
  score: number;
  /**
   * The form is one of several alike forms, each under its own heading (a product card's "Add to
   * cart"), and the goal's words name none of them more than another: their headings.
   */
  unnamed?: string[];
}

/** Words that describe the values of a kind of field (any language the lexicon links). */
const KIND_WORDS: Partial<Record<GoalValue['kind'], string>> = {
  street: 'address street adresse rue',
  postcode: 'postcode zip postal cp',
  name: 'name nom',
  email: 'email',
  url: 'url website site web link lien portfolio linkedin profile profil',
  phone: 'phone telephone tel',
  card: 'card number carte numero',
  expiry: 'expiry expiration',
};

const NEGATION =
  /\b(?:without|not|no|no longer|don't|do not|never|forget|forgets|forgot|stop|stops|off|uncheck|untick|sans|ne|n'|pas|plus|non|decoch\w*|oubli\w*|arret\w*|desactiv\w*|disable|turn off)\b/;

export function isNegative(text: string): boolean {
  // "customer no. 40218735", "no 12": a number's abbreviation, not a refusal.
  return NEGATION.test(fold(text).replace(/\bno\.?\s*(?=\d)/g, ' '));
}

const fieldText = (f: FormField) => f.names.join(' ');

/** How well some words name a field, 0 to 1, either way round. */
function nameScore(cue: string, f: FormField): number {
  // "apply code LUNE10", "saisir le code …": the verb that gives the value is no word of its field;
  // "Mark as paid avec la référence VIR-0309": what comes before "with" is the press, not the field.
  const c = cue
    .replace(/^.*\s(?:with|avec|using)\s+(?=\S)/, '')
    .replace(
      /^(?:(?:apply|use|using|enter|type|add|put|insert|appliquer|utiliser|saisir|entrer|taper|mettre|ajouter|renseigner)\s+)?(?:(?:the|a|an|my|your|le|la|les|l'|un|une|mon|ma|votre|son|sa|with|avec|de|du|des|for|pour|as|comme|en)\s+)*/,
      '',
    );
  // "né le 22/07/1995": "né" alone is no word a label uses ("ne" is French's negation).
  if (/^n[ée]e?s? le$/.test(c)) return nameScore('date de naissance', f);
  if (!words(c).length) return 0;
  // ("complément d'adresse" is "Address line 2" by its twin, more than it is "Street address".)
  const twinned = twins(c).filter((t) => fold(t) !== fold(c));
  // ("Complément d'adresse (facultatif)": whether a field may be left empty is no word of its name.)
  const names = f.names.map((n) =>
    n.replace(/\s*[([]\s*(?:optional|optionnel\w*|facultati\w*)\s*[)\]]/gi, ''),
  );
  return Math.max(
    ...names.map((n) =>
      Math.max(
        similarity(c, n),
        similarity(n, c) * 0.9,
        ownWords(c, n),
        // (A lexicon phrase whose twin the label says whole is named as surely as can be.)
        ...twinned.map((t) => (words(t).length > 1 && ownWords(t, n) > 0 ? 1 : 0)),
      ),
    ),
  );
}

/** "code" is a word of "Promo code", though the phrase reads as one thing ("coupon"). */
function ownWords(cue: string, name: string): number {
  const said = words(cue);
  const has = words(name);
  return said.length && said.every((w) => has.includes(w)) ? 0.95 * (said.length / has.length) ** 0.25 : 0;
}

/**
 * "mots-clés product manager": words that open with a text field's name (in either language) give
 * that field the rest; null when no field of these is named so.
 */
export function cuedByField(text: string, fields: FormField[]): GoalValue | null {
  const tokens = [...text.matchAll(/\S+/g)];
  // A list or a group of radios is named so only when the rest is one of its options.
  const offers = (f: FormField, value: string) =>
    f.options.some(
      (o) => similarity(value, o.label) >= 0.8 || similarity(o.label, value) >= 0.8 || leads(value, o.label),
    );
  // The longest cue that a field's name still holds: "carte de lecteur" of "Votre numéro de carte
  // de lecteur", "mots-clés" (not "mots-clés product") of "Keywords".
  for (let k = Math.min(4, tokens.length - 1); k >= 1; k--) {
    const start = tokens[k].index ?? 0;
    const cue = fold(text.slice(0, start)).trim();
    if (!words(cue).length) continue;
    const value = text
      .slice(start)
      .replace(/[.!?]+$/, '')
      .trim();
    const named = fields.filter((f) => f.names.some((n) => similarity(cue, n) >= 0.8));
    const takes = (f: FormField) =>
      f.kind === 'text' ||
      f.kind === 'textarea' ||
      ((f.kind === 'select' || f.kind === 'radio') && offers(f, value));
    if (!named.some(takes)) continue;
    // "année 2023": the value keeps its shape (a number for a number field).
    const [only] = findValues(value);
    const kind = only && only.text === value ? only.kind : 'words';
    return { text: value, kind, cue, start, end: start + value.length };
  }
  return null;
}

/** "non" of "No, I can't come": an option whose first words are the value, the rest explaining it. */
function leads(value: string, label: string): boolean {
  const said = words(value);
  const head = words(label).slice(0, said.length);
  return head.length === said.length && said.every((w, i) => sameWord(w, head[i]));
}

/** Option words that tell one option from the others: weight 1 / number of options holding the word. */
function optionWords(f: FormField): Array<{ o: FieldOption; ws: string[] }> {
  const real = f.options.filter((o) => o.value !== '' && !/^[—–-]/.test(o.label));
  // A capital letter alone ("Zone D — Port") names the option, though "d" is a stop word in text.
  return real.map((o) => ({
    o,
    ws: [
      ...words(o.label),
      ...(o.label.match(/(?<![\w'’])[A-Z](?![\w'’])/g) ?? []).map((l) => l.toLowerCase()),
    ],
  }));
}

interface Token {
  w: string;
  item: number;
  at: number;
  used: boolean;
  /** Inside a value that is not a number (an email, a code): never an option word. */
  sealed: boolean;
  /** Inside quoted text (its start): such words name an option only all together. */
  quote?: string;
}

function tokensOf(items: DataItem[]): Token[] {
  const out: Token[] = [];
  items.forEach((item, i) => {
    const text = fold(item.text);
    const spoken = halfHours(text);
    for (const m of text.matchAll(/[a-z0-9à-ÿ@]+/g)) {
      const at = m.index ?? 0;
      const sealed = item.values.some(
        (v) =>
          at >= v.start &&
          at < v.end &&
          !['number', 'money', 'words', 'name', 'postcode', 'quoted', 'time'].includes(v.kind),
      );
      // "M. Olivier Texier": the French "Monsieur" written short; "deux adultes": the count 2.
      const count = item.values.find((v) => v.kind === 'number' && at >= v.start && at < v.end);
      const w = spoken.has(at)
        ? (spoken.get(at) as string)
        : m[0] === 'm' && /^\.\s+\p{Lu}/u.test(item.text.slice(at + 1))
          ? 'monsieur'
          : count && /^\d+$/.test(count.text) && !/\d/.test(m[0])
            ? count.text
            : m[0];
      const q = item.values.find((v) => v.kind === 'quoted' && at >= v.start && at < v.end);
      out.push({
        w,
        item: i,
        at,
        used: item.used.has(at),
        sealed,
        ...(q ? { quote: `${i}:${q.start}` } : {}),
      });
    }
  });
  return out;
}

/**
 * A length of time said in words, as a list writes it: "an hour and a half" is "1 hour 30", "deux
 * heures et demie" "2 heures 30" (never the "Half day" option). Returns the words to read instead, by place.
 */
function halfHours(text: string): Map<number, string> {
  const said = new Map<number, string>();
  for (const m of text.matchAll(HALF_HOURS)) {
    const at = m.index ?? 0;
    if (/^(?:an?|one|une)$/.test(m[1])) said.set(at, '1');
    said.set(at + m[0].length - m[2].length, '30');
  }
  return said;
}

/** Folded words with times written one way ("8h15", "08:15" → "08 15"), to find a value in a text. */
export const asWords = (s: string) =>
  fold(s)
    .replace(/\b(\d)(?=[:h]\d\d\b)/g, '0$1')
    .replace(/(\d)[:h](\d\d)/g, '$1 $2')
    .replace(/[^a-z0-9@.]+/g, ' ')
    .trim();

const DAYS: GoalValue['kind'][] = ['day', 'date', 'dmy'];

/** A day the goal gives, as yyyy-mm-dd. */
export function dayIso(d: GoalValue): string | null {
  if (d.kind === 'date') return d.text;
  if (d.kind === 'dmy') return isoDate(d.text);
  return dayToIso(d.text);
}

/** The day an option belongs to: in its value ("2026-04-17T09:30"), else its group's legend. */
export function optionDay(o: FieldOption): string | null {
  return /\d{4}-\d{2}-\d{2}/.exec(o.value)?.[0] ?? (o.group ? dayToIso(o.group) : null);
}

/** Whether an option is on the day a value gives (month and day; an option or a value with no day is on none). */
function sameDay(o: FieldOption, d: GoalValue): boolean {
  const iso = dayIso(d);
  return Boolean(iso) && optionDay(o)?.slice(5) === iso?.slice(5);
}

/** The tokens of a value of item `i` that no choice has taken yet. */
const freeTokens = (tokens: Token[], i: number, v: GoalValue) =>
  tokens.filter((t) => t.item === i && t.at >= v.start && t.at < v.end && !t.used);

/** The one option that shows a time the goal gives ("17:05" for "17:05 → 19:15"), with that time's tokens. */
function matchTime(
  f: FormField,
  items: DataItem[],
  tokens: Token[],
): { o: FieldOption; score: number; used: Token[] } | null {
  for (const [i, item] of items.entries()) {
    if (item.choiceOnly) continue;
    const dayOf = (o: FieldOption) =>
      items.flatMap((other, j) =>
        other.values
          .filter((d) => DAYS.includes(d.kind) && sameDay(o, d))
          .flatMap((d) => freeTokens(tokens, j, d)),
      );
    for (const v of item.values.filter((v) => v.kind === 'time')) {
      const used = freeTokens(tokens, i, v);
      const shown = f.options.filter((o) => o.value !== '' && showsTime(o.label, v.text));
      // (The day the goal gives with it, when it is that option's, is placed with it.)
      // ("Dinner (7 pm – 10 pm)" for "7pm": a time within a span chooses it, and is still the time to
      // choose on the screen that lists the times.)
      const within = saysSlot(shown[0]?.label ?? '') && !saysSlot(v.text);
      if (shown.length === 1 && used.length)
        return { o: shown[0], score: 2, used: within ? [] : [...used, ...dayOf(shown[0])] };
      // "after 10 pm" of "Between 8 and 10 pm" and "After 10 pm (key box)": the word before the time says which.
      const lead = words(v.cue).at(-1);
      const led = lead
        ? shown.filter((o) =>
            words(o.label).some((w) => w === lead || twins(lead).some((t) => fold(t) === w)),
          )
        : [];
      if (led.length === 1 && used.length) return { o: led[0], score: 2, used };
      // The same time on several days ("09:30" under each day): the one under the day the goal gives.
      for (const [j, other] of items.entries())
        for (const d of other.values.filter((d) => DAYS.includes(d.kind) && !d.optional)) {
          const onDay = shown.filter((o) => sameDay(o, d));
          if (onDay.length === 1 && used.length)
            return { o: onDay[0], score: 2, used: [...used, ...freeTokens(tokens, j, d)] };
        }
    }
  }
  return null;
}

/** An option's amount ("200 000 €", "€1,200", "750"), or null when it says more than an amount. */
function amountOf(label: string): number | null {
  const plain = fold(label).replace(/[\s\u202f\u00a0]/g, '');
  const m = /^(?:€|eur)?(\d{1,3}(?:[.,]\d{3})+|\d+)(?:€|eur|euros?)?$/.exec(plain);
  return m ? Number(m[1].replace(/[.,]/g, '')) : null;
}

/** Which end a field's label says it takes: "Prix minimum" min, "Loyer maximum", "Budget max" max. */
function boundOf(f: FormField): 'min' | 'max' | null {
  const label = fold(f.label);
  if (/\b(?:min|mini|minimum|from|de|a partir)\b/.test(label)) return 'min';
  if (/\b(?:max|maxi|maximum|up to|jusqu'a|budget)\b/.test(label)) return 'max';
  return null;
}

/**
 * A list of amounts ("Prix maximum": 100 000 € … 500 000 €) takes the amount the goal gives that one
 * of its options equals, said as that end ("200k–300k": 300000 to the maximum list, not the minimum).
 */
function matchAmount(
  f: FormField,
  items: DataItem[],
  tokens: Token[],
): { o: FieldOption; score: number; used: Token[] } | null {
  const priced = f.options.filter((o) => amountOf(o.label) !== null);
  if (priced.length < 2 || priced.length < f.options.length - 2) return null;
  const end = boundOf(f);
  for (const [i, item] of items.entries())
    for (const v of item.values) {
      if ((v.kind !== 'money' && v.kind !== 'number') || (end && v.bound && v.bound !== end)) continue;
      // ("1 under-18" against three lists of 0 to 8: a count, which the words after it place.)
      if (v.kind === 'number' && countsOnly(f)) continue;
      if (end && !v.bound && !/money/.test(v.kind)) continue;
      const n = Number(v.text.replace(/[\s\u202f\u00a0,]/g, ''));
      const o = priced.find((p) => amountOf(p.label) === n);
      const used = freeTokens(tokens, i, v);
      if (o && used.length) return { o, score: 2, used };
    }
  return null;
}

/** The option of a list of ranges ("€50 to €80", "De 40 à 60 €") whose two ends the goal gives ("€50–80"). */
function matchRange(
  f: FormField,
  items: DataItem[],
  tokens: Token[],
): { o: FieldOption; score: number; used: Token[] } | null {
  const ends = (label: string) =>
    (
      fold(label)
        .replace(/(\d)[\s\u202f\u00a0.,](?=\d{3}\b)/g, '$1')
        .match(/\d+/g) ?? []
    ).map(Number);
  for (const [i, item] of items.entries()) {
    const low = item.values.find((v) => v.bound === 'min');
    const high = item.values.find((v) => v.bound === 'max');
    if (!low || !high) continue;
    const [a, b] = [low, high].map((v) => Number(v.text.replace(/[\s\u202f\u00a0,]/g, '')));
    const o = f.options.find((o) => {
      const n = ends(o.label);
      return n.length === 2 && n[0] === a && n[1] === b;
    });
    const used = [...freeTokens(tokens, i, low), ...freeTokens(tokens, i, high)];
    if (o && used.length) return { o, score: 2, used };
  }
  return null;
}

/** The option of a list or radio group that one value of an item names on its own ("Mme" → "Ms"). */
export function optionNamed(f: FormField, item: DataItem, v: GoalValue): FieldOption | null {
  const tokens = tokensOf([{ ...item, used: new Set() }]).filter((t) => t.at >= v.start && t.at < v.end);
  return tokens.length ? (matchOption(f, tokens, true)?.o ?? null) : null;
}

/** The one option of a list on the day the goal gives, said without a time ("le Friday 12 March pour Vertiges"). */
function matchDay(
  f: FormField,
  items: DataItem[],
  tokens: Token[],
  lists: FormField[],
): { o: FieldOption; score: number; used: Token[] } | null {
  for (const [i, item] of items.entries()) {
    if (item.choiceOnly) continue;
    for (const d of item.values.filter((v) => DAYS.includes(v.kind) && !v.optional)) {
      const used = freeTokens(tokens, i, d);
      const onDay = (x: FormField) => x.options.filter((o) => sameDay(o, d));
      // (Two lists offer that day: the clause must name this one.)
      const shared = lists.some((x) => x !== f && onDay(x).length);
      if (shared && !fold(item.text).includes(fold(f.label))) continue;
      if (onDay(f).length === 1 && used.length) return { o: onDay(f)[0], score: 2, used };
    }
  }
  return null;
}

/**
 * The tokens of the values whose cue names this list ("departure" for "Départ" when the goal says
 * "Albertville → Grenoble"): the option is looked for among them first.
 */
function tokensCued(f: FormField, items: DataItem[], tokens: Token[]): Token[] {
  const cued = cuedValues(f, items);
  return tokens.filter((t) => cued.some(({ v, i }) => t.item === i && t.at >= v.start && t.at < v.end));
}

/**
 * The words of the clauses that give a value this field's name cues: "Drop-off Tuesday 22 December in
 * the afternoon" names the drop-off's time too, though "afternoon" is no part of the day's value.
 */
function tokensOfCued(f: FormField, items: DataItem[], tokens: Token[]): Token[] {
  const cued = new Set(cuedValues(f, items).map(({ i }) => i));
  return tokens.filter((t) => cued.has(t.item));
}

/** The values whose cue names this field, each with its item's index (choices kept for later steps aside). */
function cuedValues(f: FormField, items: DataItem[]): Array<{ v: GoalValue; i: number }> {
  return items.flatMap((item, i) =>
    item.choiceOnly
      ? []
      : item.values.filter((v) => v.cue && nameScore(v.cue, f) >= 0.6).map((v) => ({ v, i })),
  );
}

/** The next three words of a token's clause, up to the next number. */
function wordsAfter(tokens: Token[], i: number): Token[] {
  const after = tokens.slice(i + 1, i + 4).filter((n) => n.item === tokens[i].item);
  const number = after.findIndex((n) => /^\d+$/.test(n.w));
  return number < 0 ? after : after.slice(0, number);
}

/** The option of a list or radio group the goal's words name, with the tokens that name it. */
function matchOption(
  f: FormField,
  tokens: Token[],
  cued = false,
): { o: FieldOption; score: number; used: Token[] } | null {
  const opts = optionWords(f);
  const count = new Map<string, number>();
  for (const { ws } of opts) for (const w of new Set(ws)) count.set(w, (count.get(w) ?? 0) + 1);
  const label = words(fieldText(f));
  let best: { o: FieldOption; score: number; used: Token[] } | null = null;
  for (const { o, ws } of opts) {
    let score = 0;
    const used: Token[] = [];
    for (const w of new Set(ws)) {
      // A word every option has ("Zone A", "Zone B") names none of them.
      if (opts.length > 1 && count.get(w) === opts.length) continue;
      const t = tokens.find((t, i) => {
        if (t.used || t.sealed || !sameWord(t.w, w)) return false;
        // A letter or a number alone ("zone C", "€50") names an option only after the field's word
        // (or as a value cued by it: "title Mr").
        if (!cued && (w.length <= 2 || /^\d+$/.test(w))) {
          const prev = tokens[i - 1];
          const next = tokens[i + 1];
          const isNumberValue = /^\d+$/.test(w) && prev?.item === t.item;
          return (
            (prev && prev.item === t.item && label.some((l) => sameWord(prev.w, l))) ||
            (isNumberValue && /^\d+$/.test(w) && w.length > 1) ||
            // Or before the option's other word: "1 passenger" is the option "1 voyageur".
            (/^\d+$/.test(w) && next?.item === t.item && ws.some((x) => x !== w && sameWord(next.w, x))) ||
            // Or before the field's own words: "at least 2 bedrooms" is the option "2+" of "Bedrooms",
            // "deux adultes plein tarif" the 2 of "Plein tarif" (a noun between, no other count).
            (/^\d+$/.test(w) &&
              wordsAfter(tokens, i).some((n) =>
                label.some((l) => sameWord(n.w, l) || twins(n.w).some((x) => sameWord(x, l))),
              ))
          );
        }
        return true;
      });
      if (t) {
        score += 1 / (count.get(w) ?? 1);
        used.push(t);
      }
    }
    // "afternoon" for "L'après-midi (14 h – 17 h)": a word whose twin is a phrase the option holds.
    for (const t of tokens) {
      if (t.used || t.sealed || used.includes(t)) continue;
      const phrase = twins(t.w)
        .map((twin) => words(twin))
        .find((tw) => tw.length > 1 && ws.some((_, k) => tw.every((x, j) => ws[k + j] === x)));
      if (phrase) {
        score += 1;
        used.push(t);
      }
    }
    // « Maison Doué » is a name, not the option Maison: quoted words name an option all together.
    const partial = used.filter(
      (t) => t.quote && tokens.some((x) => x.quote === t.quote && !used.includes(x)),
    );
    if (partial.length) {
      score *= (used.length - partial.length) / used.length;
      used.splice(0, used.length, ...used.filter((t) => !partial.includes(t)));
    }
    // Numbers alone ("€50") are not an option's name unless the option is only a number.
    if (
      used.length &&
      used.every((t) => /^\d+$/.test(t.w)) &&
      ws.some((w) => !/^\d+$/.test(w) && w !== 'eur')
    )
      score *= 0.5;
    if (score > 0 && (!best || score > best.score)) best = { o, score, used };
  }
  // ("end of the day (after 5)": the phrase names "Early evening" by its twin, more than "after"
  // names "Afternoon".)
  const byTwin = optionByTwin(opts, tokens);
  if (byTwin && byTwin.used.length >= 2 && byTwin.used.length > (best?.used.length ?? 0)) return byTwin;
  return best && best.score >= 0.5 ? best : (byTwin ?? best);
}

/**
 * "au tiers" for the option "Third party": an option whose whole label is a lexicon phrase, named by
 * that phrase's twin in the goal (words matched one by one cannot see "tiers" is "third party").
 */
function optionByTwin(
  opts: Array<{ o: FieldOption }>,
  tokens: Token[],
): { o: FieldOption; score: number; used: Token[] } | null {
  // ("Afternoon (14:00 – 17:00)", "Paiement annuel — 310 €": the label's name, without what it adds.)
  for (const { o } of opts)
    for (const twin of twins(
      o.label
        .replace(/\s*\([^)]*\)/g, '')
        .split(/\s+[—–-]\s+/)[0]
        .trim(),
    )) {
      const ws = termKey(twin).split(' ');
      const at = tokens.findIndex((t, i) =>
        ws.every((w, k) => {
          const x = tokens[i + k];
          return x && x.item === t.item && !x.used && !x.sealed && x.w === w;
        }),
      );
      if (at >= 0) return { o, score: 1, used: tokens.slice(at, at + ws.length) };
    }
  return null;
}

/**
 * "we'd love a flower arch for the ceremony", "pas d'arche fleurie", "2nd floor, no lift": a yes/no
 * question named by its own words is answered yes, or no when a negation comes just before them.
 */
function matchYesNo(
  f: FormField,
  items: DataItem[],
  tokens: Token[],
): { o: FieldOption; score: number; used: Token[] } | null {
  const yes = f.options.find((o) => /^(?:yes|oui)\b/.test(fold(o.label)));
  const no = f.options.find((o) => /^(?:no|non)\b/.test(fold(o.label)));
  if (f.options.length !== 2 || !yes || !no) return null;
  const asked = words(f.label).filter((w) => !isGoalSpeak(w));
  if (!asked.length) return null;
  for (let item = 0; item < items.length; item++) {
    if (items[item].choiceOnly) continue;
    const said = tokens.filter(
      (t) => t.item === item && !t.used && !t.sealed && !t.quote && asked.some((w) => sameWord(t.w, w)),
    );
    const named = new Set(said.map((t) => asked.findIndex((w) => sameWord(t.w, w)))).size;
    if (!said.length || named < Math.min(2, asked.length) || named * 2 < asked.length) continue;
    const before = fold(items[item].text)
      .slice(0, said[0].at)
      .split(/[^a-z']+/)
      .filter(Boolean)
      .slice(-3);
    const negated = before.some((w) =>
      /^(?:no|not|non|pas|without|sans|aucune?|never|jamais|don't|n't)$/.test(w),
    );
    return { o: negated ? no : yes, score: 1, used: said };
  }
  return null;
}

const ANSWER = /^(?:yes|no|oui|non)$/i;
/** "Send it to me", "not to her", "pas à elle": who, said by a pronoun; nothing to type. */
const byPronoun = (text: string) => {
  const said = fold(text)
    .split(/[^a-z]+/)
    .filter(Boolean);
  const who = said.filter((w) =>
    /^(?:me|myself|him|her|them|us|you|moi|lui|elle|eux|elles|nous|vous|toi)$/.test(w),
  );
  return (
    who.length > 0 &&
    said.every((w) => who.includes(w) || /^(?:not|no|to|for|just|only|pas|a|pour|seulement)$/.test(w))
  );
};

/**
 * "non meublé", "not furnished" against "Oui, meublé" / "Non, vide": the words name the yes option,
 * the negation before them answers no; null when the options are no such pair or nothing negates.
 */
function answeredNo(
  f: FormField,
  m: { o: FieldOption; used: Array<{ item: number; at: number }> },
  items: DataItem[],
): FieldOption | null {
  const first = m.used[0];
  if (!first || !/^(?:yes|oui)\b/.test(fold(m.o.label))) return null;
  const before = fold(items[first.item].text).slice(0, first.at);
  if (!/\b(?:non|not|no|pas|without|sans)\s+$/.test(before)) return null;
  return f.options.find((o) => /^(?:no|non)\b/.test(fold(o.label))) ?? null;
}

/** Whether a value can go to a field at all, by the field's type. */
function admits(f: FormField, v: GoalValue): boolean {
  const t = f.type;
  // "sans commentaire", "No medical certificate": an answer chooses, it is typed nowhere.
  if (v.kind === 'words' && ANSWER.test(v.text) && !['radio', 'select', 'checkbox'].includes(f.kind))
    return false;
  if (v.kind === 'words' && byPronoun(v.text)) return false;
  // A meter number of 14 digits never goes into a postcode field that takes 5.
  if (f.maxLength && typedValue(f, v).length > f.maxLength) return false;
  if (f.kind === 'password') return v.kind === 'code' || v.kind === 'words' || v.kind === 'name';
  if (t === 'email') return v.kind === 'email';
  if (t === 'url') return v.kind === 'url';
  if (t === 'date')
    return (
      v.kind === 'date' ||
      (v.kind === 'dmy' && isoDate(v.text) !== null) ||
      (v.kind === 'day' && dayToIso(v.text) !== null)
    );
  // A postcode is a number only to a field that asks for one ("Quantity" takes no 17000).
  // A number field takes only what the browser can type into one ("12,480.00" it refuses).
  if (t === 'number' || t === 'range')
    return (
      (['number', 'money'].includes(v.kind) && /^-?\d+(?:\.\d+)?$/.test(v.text)) ||
      (v.kind === 'postcode' && /post|zip|\bcp\b|code/.test(fold(fieldText(f))))
    );
  if (t === 'tel') return v.kind === 'phone' || v.kind === 'number';
  if (v.kind === 'email')
    return f.kind === 'text' && /mail|courriel|user|login|identifiant/.test(fold(fieldText(f)));
  // A box of several lines is for prose: a card number, a date or a code never goes there.
  if (f.kind === 'textarea') return ['quoted', 'words', 'name', 'street', 'url'].includes(v.kind);
  return f.kind === 'text';
}

const SIGN_IN_CUE = /\b(?:sign(?:s|ed)? ?in|log(?:s|ged)? ?in|login|connexion|connecte\w*|identifie\w*)\b/;

/** Evidence that a value belongs in a field: its type, its shape, its cue, its kind's words. */
function fit(f: FormField, v: GoalValue): { score: number; why: string } {
  if (!admits(f, v)) return { score: 0, why: '' };
  // "Name on card" asks for a name: a card number, however its cue reads, is not one.
  const asked = labelKinds(f);
  if (asked && SHAPED.includes(v.kind) && !asked.has(v.kind)) return { score: 0, why: '' };
  // Nor is "for 60 euros" a recipient's first name, though "for" names the recipient.
  if (asked?.has('name') && (v.kind === 'number' || v.kind === 'money')) return { score: 0, why: '' };
  // "postcode 1003" goes to no "Quantity": a cue that asks for a kind of field names only such a field
  // (or one whose own type takes the value: an e-mail field labelled "Adresse").
  if (!cueAllows(v, f) && !['email', 'url', 'tel', 'date'].includes(f.type)) return { score: 0, why: '' };
  let score = 0;
  const why: string[] = [];
  const typed: Record<string, GoalValue['kind'][]> = {
    email: ['email'],
    url: ['url'],
    date: ['date', 'dmy', 'day'],
    number: ['number', 'money'],
    tel: ['phone'],
  };
  if (typed[f.type]?.includes(v.kind)) {
    score += 3;
    why.push(`${article(f.type)} ${f.type} field`);
  }
  if (f.kind === 'password' && isPassword(v)) {
    score += 3;
    why.push('the password');
  }
  if (f.kind === 'password' && !why.length) return { score: 0, why: '' };
  // "signs in with 40218735 and …": what one signs in with goes to the field that names who.
  if (
    SIGN_IN_CUE.test(v.cue) &&
    ['number', 'code', 'email'].includes(v.kind) &&
    /\b(?:user\w*|login|identifiant|numero|number|no|client|customer|card|carte|account|compte|id|e ?mail|courriel)\b/.test(
      fold(fieldText(f)),
    )
  ) {
    score += 2;
    why.push('who signs in');
  }
  if (SHAPED.includes(v.kind) && labelKinds(f)?.has(v.kind)) {
    score += 2;
    why.push(`its label asks for ${article(v.kind)} ${v.kind}`);
  }
  if (f.placeholder && sameShape(v.text, f.placeholder)) {
    score += 3;
    why.push(`shaped like its placeholder "${f.placeholder}"`);
  }
  if (v.cue) {
    const s = nameScore(v.cue, f);
    if (s >= 0.45) {
      score += 2 * s;
      why.push(`"${v.cue}" names it`);
    }
  }
  // "pour Margaux Perrin, envoi par mail à margaux@…", "Acheteur : Julien Perrin": whose value it is,
  // the one it is for or the one who buys, goes to the recipient's field or to the buyer's own ("Votre …").
  // ("Buyer: Lucas Perrin, lucas@…, 06 …": the e-mail and phone after the buyer's name are the buyer's.)
  const whose = v.cue || v.listCue || '';
  const role = RECIPIENT_CUE.test(whose) ? 'recipient' : BUYER_CUE.test(whose) ? 'buyer' : null;
  const text = fold(fieldText(f));
  const fieldRole = RECIPIENT_FIELD.test(text) ? 'recipient' : OWN_FIELD.test(text) ? 'buyer' : null;
  if (role && fieldRole) {
    if (role !== fieldRole) return { score: 0, why: '' };
    // (Only a value the field asks for: "for Sarah Lambert, 2 rue d’Alsace" puts no street in her last name.)
    const kinds = labelKinds(f);
    if (!kinds || kinds.has(v.kind)) {
      score += 1.5;
      why.push(role === 'recipient' ? 'the one it is for' : 'the buyer');
    }
  }
  // "my dog Pepper": a pet's name goes to the pet's field ("Dog's name", "Nom de votre animal"), and
  // a person's given and family names never do.
  if (v.kind === 'name') {
    const petCued = PET_CUE.test(v.cue);
    const petField = PET_FIELD.test(text);
    if (petCued && petField) {
      score += 3;
      why.push('the pet’s name');
    } else if (petCued ? !petField : petField && /\s/.test(v.text)) return { score: 0, why: '' };
  }
  const kindWords = KIND_WORDS[v.kind];
  if (kindWords && score < 2) {
    const s = Math.max(
      ...f.names.map((n) => similarity(n, kindWords)),
      ...words(kindWords).map((w) => similarity(w, fieldText(f)) * 0.9),
    );
    if (s >= 0.45) {
      score += 1.5 * s;
      why.push(`${article(v.kind)} ${v.kind} field`);
    }
  }
  if (f.autocomplete && v.kind === 'name' && /name/.test(f.autocomplete)) score += 0.5;
  return { score, why: why.join(', ') };
}

const RECIPIENT_CUE =
  /\b(?:pour|for|to|a|offert a|offered to|gift for|beneficiaire|destinataire|recipient|beneficiary)(?: me| moi| myself| moi-meme)?$/;
const BUYER_CUE =
  /\b(?:acheteur|acheteuse|buyer|purchaser|from|de la part de|payeur|payer|commanditaire|sender|expediteur|expeditrice)\b/;
/** A role named before a person's name: whose name it is. */
const WHOSE = new RegExp(`${RECIPIENT_CUE.source}|${BUYER_CUE.source}`);
const RECIPIENT_FIELD = /\b(?:beneficiaire|destinataire|recipient|beneficiary|giftee)\b/;
/** A pet named after the word for it ("mon chien Filou"), and the fields that ask a pet's name. */
const PET_CUE = /\b(?:dog|cat|puppy|kitten|pet|chien|chienne|chat|chatte|chiot|chaton|animal)$/;
const PET_FIELD = /\b(?:pet|pets|animal|animaux|dog|dogs|cat|cats|chien|chiens|chat|chats|chiot|compagnon)\b/;
/** Words that say a name is a card's holder's, and the fields that ask it. */
const HOLDER = /\b(?:titulaire|holder|cardholder|name on (?:the )?card|nom sur la carte|porteur)\b/;
const HOLDER_FIELD = /\b(?:titulaire|holder|cardholder|card|carte|porteur)\b/;
const OWN_FIELD = /\b(?:votre|vos|your|acheteur|acheteuse|buyer|purchaser)\b/;

/** A name the goal gives as a card's holder's, and a field that is not the holder's: it is typed there too. */
export function holderElsewhere(v: GoalValue, f: FormField): boolean {
  return HOLDER.test(v.cue) && !HOLDER_FIELD.test(fold(fieldText(f)));
}

/** What a field's own words say it holds ("Date du voyage", "Nom et prénom", "Card number"), if they say. */
const LABEL_KINDS: Array<[RegExp, GoalValue['kind'][]]> = [
  [/\b(?:e ?mail|courriel)\b/, ['email']],
  [/\b(?:url|website|site web|web|linkedin|portfolio|github)\b/, ['url']],
  [/\b(?:phone|telephone|tel|mobile|portable|gsm)\b/, ['phone', 'number']],
  [/\b(?:expir\w*|exp)\b/, ['expiry']],
  [/\b(?:date|jour|day|birth|naissance|dob)\b/, ['date', 'dmy', 'day']],
  [/\b(?:heure|time|horaire|hour)\b/, ['time']],
  [/\b(?:card number|numero de (?:la )?carte|n de carte)\b/, ['card', 'code', 'number']],
  [/\b(?:cvv|cvc|crypto\w*|security code|code de securite)\b/, ['number']],
  [/\b(?:postcode|zip|code postal|cp)\b/, ['postcode', 'number']],
  [/\b(?:name|nom|prenom|titulaire|holder|surname)\b/, ['name', 'words', 'quoted']],
  // "Town or postcode", "Ville ou code postal": a place's name too.
  [/\b(?:town|city|ville|commune|locality|localite)\b/, ['words']],
  // "Autre montant (€)" takes an amount, never "Madame Élise Masson" left over.
  [/\b(?:amount|montant|price|prix|somme)\b/, ['money', 'number']],
];
function labelKinds(f: FormField): Set<GoalValue['kind']> | null {
  const kinds = asks(f.label || fieldText(f)).flatMap((i) => LABEL_KINDS[i][1]);
  return kinds.length ? new Set(kinds) : null;
}
/** Which of LABEL_KINDS' questions a text asks ("postcode", "security code", "date de naissance"). */
function asks(text: string): number[] {
  const plain = fold(text).replace(/[^a-z0-9]+/g, ' ');
  return LABEL_KINDS.flatMap(([re], i) => (re.test(plain) ? [i] : []));
}
/** A cue that asks as a label would ("postcode 1003", "CVC 314") names only a field that asks the same. */
function cueAllows(v: GoalValue, f: FormField): boolean {
  // (« Pour illuminer ta semaine » "avec le message": a quoted text whose cue says what it is waits
  // for a field of that name, never the "Address line 2" a delivery screen leaves empty.)
  if (v.kind === 'quoted' && QUOTE_NAMED.test(fold(v.cue)) && nameScore(v.cue, f) < 0.3) return false;
  // ("titulaire Mathilde Girard": the card's holder, never the member's given and family names.)
  if (HOLDER.test(v.cue) && !HOLDER_FIELD.test(fold(fieldText(f)))) return false;
  // (Only the words just before the value: "… en zone Vieille ville pour la plaque XY-111-ZZ" asks for a plate, not a town.)
  const near = v.cue.split(/\s+/).slice(-3).join(' ');
  const cued = near ? asks(near) : [];
  if (!cued.length) return true;
  const own = asks(f.label || fieldText(f));
  return cued.some((i) => own.includes(i));
}

/** The name of a text to write, in a quote's cue: "with the message", "card text", "la dédicace". */
const QUOTE_NAMED =
  /\b(?:message|messages|card text|texte de la carte|dedicace|dedication|inscription|engraving|gravure|signature)\b/;

/**
 * A placeholder that shows a shape ("AB-123-CD") takes only values of that shape; one that gives
 * examples ("e.g. Saumur, 49400") takes a value like any of them.
 */
function shapedLike(v: GoalValue, placeholder: string): boolean {
  const examples = placeholder
    .replace(/^\s*(?:e\.g\.|eg|ex\.?|par ex(?:emple)?\.?|for example|exemple)\s*:?\s*/i, '')
    .split(/\s*[,;]\s*|\s+(?:or|ou)\s+/);
  return examples.some((ex) => !/[^\w\s]/.test(ex) || !/\d/.test(ex) || sameShape(v.text, ex));
}

/** Values whose shape says what they are: by elimination they go only to a field whose words ask for them. */
const SHAPED: GoalValue['kind'][] = ['card', 'expiry', 'email', 'url', 'phone', 'date', 'dmy', 'day', 'time'];

/**
 * Whether a value left over may go to a field by elimination: never a date into "Nom", nor a card
 * number into "Arrivée"; a field whose words ask for no kind takes words, names, codes and numbers.
 */
function eliminable(f: FormField, v: GoalValue): boolean {
  const kinds = labelKinds(f);
  if (!cueAllows(v, f)) return false;
  return kinds ? kinds.has(v.kind) : !SHAPED.includes(v.kind);
}

/** "03/02/2012" as a date field takes it (2012-02-03): day first, unless the second number cannot be a month. */
function isoDate(dmy: string): string | null {
  const [a, b, y] = dmy.split('/').map(Number);
  const [day, month] = b > 12 ? [b, a] : [a, b];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Words before a time that put it after noon. */
const LATER_IN_DAY = /\b(?:evening|afternoon|tonight|night|soir|soiree|apres-midi|apres midi)\b/;

/** What is typed for a value: as written, but a date field takes its dates as yyyy-mm-dd. */
function typedValue(f: FormField, v: GoalValue): string {
  // ("2:15 pm", "14h15": a time field takes 14:15.)
  if (f.type === 'time' && v.kind === 'time') {
    const clock = clockOf(v.text);
    // ("the evening one at half past five": 17:30.)
    const later =
      clock && Number(clock.slice(0, 2)) < 12 && LATER_IN_DAY.test(fold(v.cue)) && !/[ap]\.?m/i.test(v.text);
    return later ? `${Number(clock.slice(0, 2)) + 12}${clock.slice(2)}` : (clock ?? v.text);
  }
  if (f.type === 'date' && v.kind === 'dmy') return isoDate(v.text) ?? v.text;
  if (f.type === 'date' && v.kind === 'day') return dayToIso(v.text) ?? v.text;
  return v.text;
}

const textLike = (f: FormField) => f.kind === 'text' || f.kind === 'textarea' || f.kind === 'password';

/**
 * Assigns a goal's values to the fields of one form by constraints: options of lists and radio
 * groups first, then boxes, then values by type, shape and cue, then the rest by elimination into
 * the remaining text fields in the form's order. Nothing is split but a person's name into the
 * given and family name fields when the form asks for both.
 */
/** Words that name a newsletter, in a goal or on a box: the lexicon's, and "la lettre du Comptoir". */
const NEWSLETTER = new RegExp(`\\b(?:${[...(entryOf('newsletter')?.terms ?? []), 'lettre'].join('|')})\\b`);
/** Words that agree to something: a tick's only words, or a consent box's label. */
const AGREEING = /\b(?:accept\w*|agree\w*|consent\w*|j'accepte|autoris\w*)\b/;

/** "subscribe her to the newsletter", "l'abonner à …": words that ask for a box, not words of its label. */
const OPTING_IN = /^(?:subscrib\w*|abonn\w*|inscri(?:re|s|t|vez)|opt|opting)$/;

/**
 * "inscrire à la lettre d'information", "sign her up to the mailing list": a newsletter's box to
 * tick. ("inscrire mon chien à la garderie" is the journey's verb, and ticks nothing.)
 */
export const joinsNewsletter = (text: string) =>
  NEWSLETTER.test(fold(text)) &&
  (words(text).some((w) => OPTING_IN.test(w)) || /\bsign (?:\w+ )?up\b/.test(fold(text)));

/**
 * The label of a box that confirms an action, not one that accepts terms or consents (a terms box is
 * ticked only as its form is sent: see FormFiller.acceptTerms).
 */
const CONFIRM_BOX =
  /\b(?:i confirm|je confirme|i understand|je comprends|j'ai compris|i am sure|je suis sur)\b/;

/** A value the goal gives as a password: "password Maple#Tree9", "ana@x.org / s3cret". */
const isPassword = (v: GoalValue) =>
  v.kind !== 'email' &&
  (/\b(?:pass(?:word|wd)?|mot de passe|mdp|pw|pwd|pin)\b/.test(v.cue) || v.cue.endsWith('/'));

/** A password and the value just before it in its clause, who signs in with it. */
function credentials(item: DataItem): GoalValue[] {
  const at = item.values.findIndex(isPassword);
  return at < 0 ? [] : item.values.slice(Math.max(0, at - 1), at + 1);
}

/**
 * Which field of the form each value goes to. Who signs in and their password go together to a
 * form that asks a password ("compte sandrine@… / Biscotte-2026"): a form without one takes
 * neither, though it has an e-mail field.
 */
export function planForm(form: PageForm, items: DataItem[]): FormPlan {
  const held = form.fields.some((f) => f.kind === 'password') ? [] : items.flatMap(credentials);
  if (!held.length) return planValues(form, items);
  const plan = planValues(
    form,
    items.map((item) => ({ ...item, values: item.values.filter((v) => !held.includes(v)) })),
  );
  return { ...plan, unplaced: [...plan.unplaced, ...held] };
}

function planValues(form: PageForm, items: DataItem[]): FormPlan {
  const assignments: Assignment[] = [];
  const taken = new Set<FormField>();
  const placed = new Set<GoalValue>();
  const tokens = tokensOf(items);
  const touched = new Set<number>();

  // "le Friday 12 March pour Vertiges": one capitalised word that is a list's whole label names that
  // list (a show's dates), no person.
  for (const item of items)
    for (const v of item.values)
      if (
        v.kind === 'name' &&
        !/\s/.test(v.text) &&
        form.fields.some((f) => f.options.length && fold(f.label) === fold(v.text))
      )
        placed.add(v);

  // 0. A date asked in three parts (lists or boxes "Day", "Month", "Year") takes one date the goal gives whole.
  splitDate(form, items, tokens, taken, placed, touched, assignments);
  namedProse(form, items, tokens, taken, placed, touched, assignments);

  // 1. Lists and radio groups: the option the goal's words name ("the 17:05 departure": the option of that time).
  const lists = form.fields.filter((f) => (f.kind === 'select' || f.kind === 'radio') && !taken.has(f));
  for (const f of lists) {
    const found =
      matchRange(f, items, tokens) ??
      matchAmount(f, items, tokens) ??
      matchTime(f, items, tokens) ??
      matchDay(f, items, tokens, lists) ??
      matchOption(f, tokensCued(f, items, tokens), true) ??
      matchOption(f, tokensOfCued(f, items, tokens)) ??
      matchOption(f, tokens) ??
      matchYesNo(f, items, tokens);
    if (!found) continue;
    const m = { ...found, o: answeredNo(f, found, items) ?? found.o };
    for (const t of m.used) {
      t.used = true;
      touched.add(t.item);
    }
    taken.add(f);
    assignments.push({
      field: f,
      action: f.kind === 'select' ? 'select' : 'check',
      value: m.o.label,
      option: m.o,
      source: m.used.map((t) => t.w).join(' '),
      why: `one of its options`,
      score: 2 + m.score,
      tokens: m.used.map((t) => ({ item: t.item, at: t.at })),
    });
  }
  // Values whose words an option took ("zone C", "France", "€50") are placed.
  items.forEach((_, i) => {
    for (const v of items[i].values) {
      const ts = tokens.filter((t) => t.item === i && t.at >= v.start && t.at < v.end);
      const mine = ts.filter((t) => !words(v.cue).includes(t.w));
      // Words an option took are placed, the words around them said what the option is about.
      // (A quoted name is placed only whole: « Maison Doué » is an alert's name, not the option Maison.)
      if (
        (v.kind === 'quoted' ? mine.length > 0 && mine.every((t) => t.used) : mine.some((t) => t.used)) &&
        ['money', 'number', 'words', 'name', 'quoted', 'time', 'day', 'date', 'dmy'].includes(v.kind)
      )
        placed.add(v);
    }
  });

  // 2. Boxes: ticked by an item whose words name them (unticked when the item says not to); "tick
  // the box" with one box in the form is that box, however the two are worded.
  const boxes = form.fields.filter((f) => f.kind === 'checkbox');
  const boxScore = (item: DataItem, f: FormField) => {
    // "police non prévenue" is about the box "The police have been informed": the "non" says to leave it empty.
    // ("with the audioguide please": the politeness names no box.)
    // (Words that named a box already are spent: see FormFiller.fill.)
    const plain = fold(item.text)
      .replace(/[a-z0-9à-ÿ@]+/g, (w, at: number) => (item.used.has(at) ? ' ' : w))
      .replace(/[«»"“”]/g, ' ')
      .replace(new RegExp(NEGATION.source, 'g'), ' ')
      .replace(/\b(?:please|svp|stp|merci)\b/g, ' ');
    const s = Math.max(similarity(plain, f.label), similarity(f.label, plain));
    // "Inscrire à la lettre d'information" names "Je souhaite recevoir la lettre du Comptoir": both
    // say the newsletter. ("footer newsletter: tom@mail.test" only says where the e-mail goes.)
    if (item.tick && NEWSLETTER.test(plain) && NEWSLETTER.test(fold(f.label))) return Math.max(s, 0.6);
    // "consent", "j'accepte" alone: the box whose label agrees to something.
    // ("Tick the consent box obviously": what is left once the telling is taken off.)
    const told = words(plain).filter((w) => !isGoalSpeak(w));
    const bare = told.length > 0 && told.every((w) => AGREEING.test(w));
    if (bare && AGREEING.test(fold(f.label))) return Math.max(s, 0.6);
    // "order a replacement card: yes" is no word of "Make this transfer recurring".
    const label = words(f.label);
    const about = words(plain).filter(
      (w) => !AGREEING.test(w) && !OPTING_IN.test(w) && !isGoalSpeak(w) && !/\d/.test(w),
    );
    // "accept T&Cs" names "I accept the terms of sale" by its twin.
    const twinNamed = twins(about.join(' ')).some((t) =>
      words(t).every((x) => label.some((l) => sameWord(x, l))),
    );
    if (twinNamed) return Math.max(s, 0.6);
    // "Allergies: crustacés + œufs": each part of a list names its own box, as it would alone.
    const parts = plain
      .replace(/^[^:]*:/, '')
      .split(/\s*(?:\+|&|,|\/|\band\b|\bet\b)\s*/)
      .map((p) => words(p).filter((w) => !isGoalSpeak(w)))
      .filter((p) => p.length);
    if (parts.length > 1 && parts.some((p) => p.every((w) => label.some((l) => sameWord(w, l)))))
      return Math.max(s, 0.6);
    return about.length && !about.some((w) => label.some((l) => sameWord(w, l))) ? 0 : s;
  };
  const saysAll = (item: DataItem, f: FormField) => {
    if (item.values.some((v) => v.kind !== 'words' || v.cue)) return false;
    const label = words(f.label);
    const about = words(fold(item.text)).filter((w) => !isGoalSpeak(w));
    const said = about.filter((w) => label.some((l) => sameWord(w, l))).length;
    return said > 0 && said >= about.length - said - 1;
  };
  // "activités : piscine" names the box "Piscine (nage libre)" as "piscine" would: the cue says
  // what the boxes are about.
  const named = items.map((item) => {
    const [v, ...more] = item.values;
    // ("No newsletter": an answer, not the name of a box; the clause names the box.)
    return v && !more.length && v.kind === 'words' && v.cue && !/^(?:yes|no|oui|non)$/i.test(v.text)
      ? { ...item, text: v.text, values: [{ ...v, cue: '' }] }
      : item;
  });
  const ticked: Array<{ f: FormField; i: number; s: number }> = [];
  for (const f of boxes) {
    let best: { i: number; s: number } | null = null;
    named.forEach((item, i) => {
      const s = boxScore(item, f);
      // "j'accepte les conditions" weakly like two labels ticks the one it is most like.
      const likest = boxes.every((o) => boxScore(item, o) <= s);
      // "asking to be kept informed" and "Me tenir informé(e) du traitement": a clause with no value
      // of its own, most of whose words the label says (in either language), names the box.
      const enough = item.tick ? (likest ? 0.2 : 0.6) : likest && saysAll(item, f) ? 0.3 : 0.6;
      if (s >= enough && (!best || s > best.s)) best = { i, s };
    });
    if (best) ticked.push({ f, ...(best as { i: number; s: number }) });
  }
  // "allergie : fruits à coque" names "Fruits à coque", not "Crustacés et fruits de mer" too: a box
  // whose label says only words of the item that another box it names also says is no box it names.
  const saidOf = (t: (typeof ticked)[number]) =>
    words(fold(items[t.i].text)).filter((w) => words(t.f.label).some((l) => sameWord(w, l)));
  const lesser = (t: (typeof ticked)[number]) =>
    ticked.some((o) => {
      if (o === t || o.i !== t.i) return false;
      const mine = saidOf(t);
      const theirs = saidOf(o);
      return mine.length < theirs.length && mine.every((w) => theirs.includes(w));
    });
  for (const { f, i, s } of ticked.filter((t) => !lesser(t))) {
    const item = items[i];
    touched.add(i);
    taken.add(f);
    // (« Boléro, nouvelles danses » ticked the box of that name: it is typed nowhere else.)
    for (const v of item.values)
      if (
        v.kind === 'words' ||
        v.kind === 'name' ||
        (v.kind === 'quoted' && fold(f.label).includes(fold(v.text)))
      )
        placed.add(v);
    // ("coche végétarien + sans gluten": "Sans gluten" is the box's own name, no refusal.)
    const refusals = [...fold(item.text).matchAll(/\b(?:sans|without|no|pas de)\s+[a-z]+/g)].map((m) => m[0]);
    const boxNamed =
      refusals.length > 0 && refusals.every((r) => boxes.some((b) => fold(b.label).includes(r)));
    // ("une carte non signée" and the box "Ne pas signer la carte": the label says the refusal
    // itself, so the goal's refusal ticks it; "tick the Don't sign box" says which box, whatever it says.)
    const refuses = item.negative && !boxNamed;
    const action = (item.tick ? refuses : refuses !== isNegative(f.label)) ? 'uncheck' : 'check';
    const sole = item.tick && boxes.length === 1;
    assignments.push({
      field: f,
      action,
      value: f.label,
      source: item.text,
      why: sole ? 'the one box of the form' : 'its label',
      // (A box its label names as the clause says is as sure a place as a field its cue names.)
      score: 1 + (sole ? Math.max(s, 0.5) : saysAll(item, f) ? Math.max(s, 0.45) : s),
    });
  }

  // "breakfast for 2": the count went to "Number of people for breakfast"; the box of what it counts,
  // "Breakfast buffet", is ticked too (the site counts only what is ticked).
  for (const f of boxes) {
    if (taken.has(f) || f.value) continue;
    const named = words(f.label).filter((w) => w.length > 3 && !isGoalSpeak(w) && !/\d/.test(w));
    const count = assignments.find((a) => {
      const said = a.action === 'select' && a.tokens?.length ? fold(items[a.tokens[0].item].text) : '';
      const counted = words(a.field.label);
      return named.some(
        (w) => counted.some((c) => sameWord(w, c)) && words(said).some((x) => sameWord(w, x)),
      );
    });
    if (!count?.tokens?.length) continue;
    const item = count.tokens[0].item;
    taken.add(f);
    touched.add(item);
    assignments.push({
      field: f,
      action: 'check',
      value: f.label,
      source: items[item].text,
      why: `what "${count.field.label}" counts`,
      score: 1.5,
    });
  }

  // A box that only confirms what the journey does ("I confirm I want to cancel this trip") is
  // ticked when the goal says nothing of it: the site asks it of anyone who does what the goal asks.
  for (const f of boxes) {
    if (taken.has(f) || f.value || !CONFIRM_BOX.test(fold(f.label))) continue;
    taken.add(f);
    assignments.push({
      field: f,
      action: 'check',
      value: f.label,
      source: f.label,
      why: 'a box that confirms what the goal asks',
      score: 0,
    });
  }

  // 2b. An address asked in one field ("Postal address") takes the street, postcode and town whole.
  joinAddress(form, items, taken, placed, touched, assignments);

  // 3. Values by type, shape, cue and kind, best evidence first.
  const values = items
    .flatMap((item, i) => (item.choiceOnly ? [] : item.values.map((v) => ({ v, i }))))
    .filter(({ v }) => !placed.has(v));
  const pairs: Array<{ v: GoalValue; i: number; f: FormField; score: number; why: string }> = [];
  for (const { v, i } of values)
    for (const f of form.fields.filter((f) => textLike(f) && !taken.has(f))) {
      // "son petit-fils de 19 ans", "(student, 19)": who someone is goes only to a field for an age.
      if (v.optional && v.kind === 'number' && !/\b(?:age|ages|years? old)\b/.test(fold(fieldText(f))))
        continue;
      const { score, why } = fit(f, v);
      if (score >= 0.9) pairs.push({ v, i, f, score, why });
    }
  pairs.sort((a, b) => b.score - a.score);
  for (const p of pairs) {
    if (placed.has(p.v) || taken.has(p.f)) continue;
    // "name on card Paul Meyer": a name whose cue names a field best, a field that is no part of a
    // person's name, is typed whole there.
    const named = p.v.kind === 'name' ? cuedNameField(form, p.v, taken) : undefined;
    if (named && named !== p.f) continue;
    if (p.v.kind === 'name' && !named && splitName(form, p.v, taken, assignments)) {
      placed.add(p.v);
      touched.add(p.i);
      continue;
    }
    placed.add(p.v);
    taken.add(p.f);
    touched.add(p.i);
    assignments.push({
      field: p.f,
      action: 'fill',
      value: typedValue(p.f, p.v),
      source: p.v.text,
      why: p.why,
      score: p.score,
    });
  }

  // 4. What is left, in the goal's order, to the remaining empty text fields in the form's order.
  for (const { v, i } of values) {
    // Words with no cue are data by elimination only when they look like a name ("Bordeaux", "La Rochelle").
    // ("No" of "without the text reminder" answers a question; it is typed nowhere.)
    if (
      placed.has(v) ||
      (v.kind === 'words' && !v.cue && !/^[A-ZÀ-Ý][^\s]*(?:\s+[A-ZÀ-Ý][^\s]*){0,2}$/.test(v.text)) ||
      (v.kind === 'words' && ANSWER.test(v.text))
    )
      continue;
    if (v.kind === 'name' && splitName(form, v, taken, assignments)) {
      placed.add(v);
      touched.add(i);
      continue;
    }
    // "table pour 4": a count no cue placed goes to the form's one list of counts that offers it
    // ("Nombre de couverts", 1 to 10), not to a free text field by elimination.
    const counts = form.fields.filter((f) => f.kind === 'select' && !taken.has(f) && countsOnly(f));
    const count = v.kind === 'number' && counts.length === 1 ? counts[0] : undefined;
    const option = count && countOption(count, v.text);
    if (count && option) {
      placed.add(v);
      taken.add(count);
      touched.add(i);
      assignments.push({
        field: count,
        action: 'select',
        value: option.label,
        option,
        source: v.text,
        why: 'the one list of counts',
        score: 0.5,
      });
      continue;
    }
    const free = form.fields.filter(
      (f) =>
        !taken.has(f) &&
        // Who the goal is about, or whose role it names ("L'expéditeur est Julien Roussel"), goes
        // only to a field that asks for a name, never an "Address line 2" by elimination.
        (!(v.optional || (v.kind === 'name' && WHOSE.test(v.cue || v.listCue || ''))) ||
          Boolean(labelKinds(f)?.has('name'))) &&
        !f.value &&
        (f.kind === 'text' || (f.kind === 'textarea' && (v.kind === 'quoted' || v.kind === 'words'))) &&
        admits(f, v) &&
        eliminable(f, v) &&
        !['email', 'date', 'number', 'tel'].includes(f.type) &&
        shapedLike(v, f.placeholder),
    );
    // A quoted sentence is a message: the form's text area before its one-line fields.
    const sentence = v.kind === 'quoted' && v.text.trim().split(/\s+/).length >= 4;
    // "13001" alone: "Postcode" (whose words ask for a number) before "Building, floor, flat".
    const asking = free.find((x) => labelKinds(x)?.has(v.kind));
    // A field that says it is optional is filled last ("Marseille" into City, not "Building (optional)").
    const required = free.find((x) => !/\b(?:optional|facultati\w*)\b/i.test(fieldText(x)));
    // (A bare number left over, "1 dog" once the dog was chosen, is no one's "Emergency contact — optional".)
    const f =
      (sentence && free.find((x) => x.kind === 'textarea')) ||
      asking ||
      required ||
      (v.kind === 'number' ? undefined : free[0]);
    if (!f) continue;
    placed.add(v);
    taken.add(f);
    touched.add(i);
    assignments.push({
      field: f,
      action: 'fill',
      value: v.text,
      source: v.text,
      why: 'the field left for it',
      score: 0.5,
    });
  }

  const unplaced = items.flatMap((item) => item.values).filter((v) => !placed.has(v));
  const untouched = items.filter((_, i) => !touched.has(i));
  const score = assignments.reduce((n, a) => n + a.score, 0);
  return { form, assignments, unplaced, untouched, score };
}

/** A list of counts: "1" to "10", with perhaps an empty choice first. */
function countsOnly(f: FormField): boolean {
  const labels = f.options.filter((o) => o.value !== '').map((o) => o.label.trim());
  // ("1 pet", "2 pets", "3 pets": a count with the one thing it counts.)
  const things = new Set(labels.map((l) => fold(l.replace(/^\d{1,3}\s*/, '')).replace(/[sx]$/, '')));
  return (
    labels.length >= 3 && labels.every((l) => /^\d{1,3}(?:\s+\p{L}+){0,2}$/u.test(l)) && things.size === 1
  );
}

/** The option of a list of counts that gives this number ("2" → "2 pets"). */
const countOption = (f: FormField, n: string) => f.options.find((o) => o.label.trim().split(/\s+/)[0] === n);

/** "Mrs", "Madame", "M.": a title before a name, said for the form's title list, not typed as the name. */
const HONORIFIC = /^(?:mr|mrs|ms|miss|mx|dr|prof|m|mme|mlle|madame|monsieur|mademoiselle|docteur)\.?$/i;

/** The free field a name's cue names best ("name on card" → "Name on card"), unless it asks for part of a name. */
function cuedNameField(form: PageForm, v: GoalValue, taken: Set<FormField>): FormField | undefined {
  if (!v.cue) return undefined;
  const ranked = form.fields
    .filter((f) => textLike(f) && !taken.has(f))
    .map((f) => ({ f, s: nameScore(v.cue, f) }))
    .sort((a, b) => b.s - a.s);
  const best = ranked[0];
  if (!best || best.s < 0.8 || best.s - (ranked[1]?.s ?? 0) < 0.1) return undefined;
  // ("adresse : Élise Fontaine" cues the address block, not a field for the name.)
  if (!labelKinds(best.f)?.has('name')) return undefined;
  const part = /\b(?:first|last|given|family|sur)\s*name\b|\bprenom\b|^nom\b/.test(
    fold(best.f.names.join(' ')),
  );
  return part ? undefined : best.f;
}

const DATE_PART = {
  day: /(?:^|[\s_-])(?:day|jour|dd)(?:$|[\s_-])/,
  month: /(?:^|[\s_-])(?:month|mois|mm)(?:$|[\s_-])/,
  year: /(?:^|[\s_-])(?:year|annee|yyyy)(?:$|[\s_-])/,
};
/** Words that say a date is someone's birth: it goes to the parts a form asks a birth date in. */
const BIRTH = /\b(?:born|birth|birthday|dob|naissance)\b|\bnee?s? (?:le|en)\b/;

/**
 * "reason: keys to the new house only handed over on 2 Jan": the words after a box of prose's name
 * and a colon are typed whole into it, the date they mention with them.
 */
function namedProse(
  form: PageForm,
  items: DataItem[],
  tokens: Token[],
  taken: Set<FormField>,
  placed: Set<GoalValue>,
  touched: Set<number>,
  out: Assignment[],
) {
  for (const [i, item] of items.entries()) {
    const said = /^\s*([^:«"“”»]{2,40}?)\s*:\s*(?![«"“\s])(.{12,})$/.exec(item.text);
    if (!said || words(said[1]).length > 4 || words(said[2]).length < 4 || item.used.size) continue;
    const f = form.fields.find((f) => f.kind === 'textarea' && !taken.has(f) && nameScore(said[1], f) >= 0.6);
    if (!f) continue;
    const score = nameScore(said[1], f);
    taken.add(f);
    touched.add(i);
    for (const v of item.values) placed.add(v);
    for (const t of tokens) if (t.item === i) t.used = true;
    out.push({
      field: f,
      action: 'fill',
      value: said[2].trim(),
      source: said[2].trim(),
      why: `"${said[1].trim()}" names it`,
      score: 2 + score,
      tokens: tokens.filter((t) => t.item === i).map((t) => ({ item: i, at: t.at })),
    });
  }
}

/**
 * "born 14/06/2008" into a form that asks the day, the month and the year apart (three lists or
 * boxes): "14", "June" (or "06"), "2008". Only a date written with its year is split so; of several,
 * the one said to be a birth when the parts are a birth date's.
 */
function splitDate(
  form: PageForm,
  items: DataItem[],
  tokens: Token[],
  taken: Set<FormField>,
  placed: Set<GoalValue>,
  touched: Set<number>,
  out: Assignment[],
) {
  const partOf = (re: RegExp) => {
    const found = form.fields.filter(
      (f) => !taken.has(f) && (f.kind === 'select' || textLike(f)) && f.names.some((n) => re.test(fold(n))),
    );
    return found.length === 1 ? found[0] : undefined;
  };
  const parts = { day: partOf(DATE_PART.day), month: partOf(DATE_PART.month), year: partOf(DATE_PART.year) };
  if (!parts.day || !parts.month || !parts.year || new Set(Object.values(parts)).size < 3) return;
  const dates = items.flatMap((item, i) =>
    item.choiceOnly
      ? []
      : item.values
          .filter((v) => DAYS.includes(v.kind) && /\d{4}/.test(v.text) && dayIso(v) && !placed.has(v))
          .map((v) => ({ v, i, birth: BIRTH.test(fold(`${v.cue} ${item.text.slice(0, v.start)}`)) })),
  );
  const birthParts = [form.title, ...Object.values(parts).flatMap((f) => f?.names ?? [])].some((n) =>
    BIRTH.test(fold(n)),
  );
  const date = (birthParts ? dates.find((d) => d.birth) : undefined) ?? dates[0];
  if (!date) return;
  const iso = dayIso(date.v) as string;
  const wanted = {
    day: Number(iso.slice(8, 10)),
    month: Number(iso.slice(5, 7)),
    year: Number(iso.slice(0, 4)),
  };
  const monthOf = (label: string) => Number(dayToIso(`1 ${label} 2000`)?.slice(5, 7) ?? Number.NaN);
  const chosen: Assignment[] = [];
  for (const part of ['day', 'month', 'year'] as const) {
    const f = parts[part] as FormField;
    const n = wanted[part];
    const typed = part === 'year' ? String(n) : String(n).padStart(2, '0');
    if (f.kind !== 'select') {
      chosen.push({
        field: f,
        action: 'fill',
        value: typed,
        source: date.v.text,
        why: `the date's ${part}`,
        score: 2,
      });
      continue;
    }
    const o = f.options.find(
      (o) => Number(o.value) === n || Number(o.label) === n || (part === 'month' && monthOf(o.label) === n),
    );
    if (!o) return;
    chosen.push({
      field: f,
      action: 'select',
      value: o.label,
      option: o,
      source: date.v.text,
      why: `the date's ${part}`,
      score: 2,
    });
  }
  out.push(...chosen);
  for (const a of chosen) taken.add(a.field);
  placed.add(date.v);
  touched.add(date.i);
  for (const t of tokens) if (t.item === date.i && t.at >= date.v.start && t.at < date.v.end) t.used = true;
}

/** A field for a postcode or a town: where a form asks the parts of an address apart. */
const ADDRESS_PART =
  /\b(?:postcode|post code|zip|postal code|code postal|cp|city|town|ville|commune|localite)\b/;

/**
 * "8 rue Paul Bellamy, 44000 Nantes" into a form whose one address field asks no postcode or town
 * apart: the three values as written, in that field.
 */
function joinAddress(
  form: PageForm,
  items: DataItem[],
  taken: Set<FormField>,
  placed: Set<GoalValue>,
  touched: Set<number>,
  out: Assignment[],
) {
  const free = form.fields.filter((f) => textLike(f) && !taken.has(f));
  if (form.fields.some((f) => textLike(f) && ADDRESS_PART.test(fold(fieldText(f))))) return;
  const field = free.find((f) => /\b(?:address|adresse|street|rue)\b/.test(fold(fieldText(f))));
  if (!field) return;
  for (const [i, item] of items.entries()) {
    if (item.choiceOnly) continue;
    const street = item.values.find((v) => v.kind === 'street' && !placed.has(v));
    if (!street) continue;
    const after = item.values.filter((v) => v.start > street.start && !placed.has(v));
    const postcode = after.find((v) => v.kind === 'postcode');
    const town = after.find(
      (v) => v.kind === 'words' && v.cue === 'city' && (!postcode || v.start > postcode.start),
    );
    const parts = [street, postcode, town].filter((v): v is GoalValue => Boolean(v));
    if (parts.length < 2) continue;
    const text = item.text.slice(street.start, parts.at(-1)!.end);
    for (const v of parts) placed.add(v);
    taken.add(field);
    touched.add(i);
    out.push({ field, action: 'fill', value: text, source: text, why: 'the whole address', score: 2 });
    return;
  }
}

/** "Ada King" into a form that asks given and family names apart: "Ada" and "King". */
function splitName(form: PageForm, v: GoalValue, taken: Set<FormField>, out: Assignment[]): boolean {
  if (HOLDER.test(v.cue)) return false;
  const written = v.text.split(/\s+/);
  const parts = written.length > 2 && HONORIFIC.test(written[0]) ? written.slice(1) : written;
  if (parts.length < 2) return false;
  // (A profile's fields hold the name already: "James Porter" is typed as "James" and "Porter" again.)
  const free = form.fields.filter((f) => f.kind === 'text' && !taken.has(f));
  const given = free.find(
    (f) => /given/.test(f.autocomplete) || f.names.some((n) => similarity(n, 'first name') >= 0.8),
  );
  const family = free.find(
    (f) =>
      f !== given &&
      (/family/.test(f.autocomplete) ||
        f.names.some((n) => similarity(n, 'last name') >= 0.8 || similarity(n, 'name') >= 0.8)),
  );
  if (!given || !family) return false;
  taken.add(given);
  taken.add(family);
  // "DIALLO Aïcha": the word in capitals is the family name, wherever it stands.
  const caps = parts.findIndex((p) => p.length > 1 && p === p.toUpperCase() && /\p{L}/u.test(p));
  const atFamily = caps >= 0 && parts.some((p) => p !== p.toUpperCase()) ? caps : parts.length - 1;
  const first = parts.filter((_, i) => i !== atFamily).join(' ');
  const last = parts[atFamily];
  out.push({ field: given, action: 'fill', value: first, source: v.text, why: 'the given name', score: 1.5 });
  out.push({
    field: family,
    action: 'fill',
    value: last,
    source: v.text,
    why: 'the family name',
    score: 1.5,
  });
  return true;
}

/** Of a page's forms, the one that takes the most of the goal's data (and whose words it shares). */
/**
 * "Reason = stolen" on a form whose list "Motif" offers "Perte", "Carte endommagée": words that name
 * a list or a group of choices with what to choose in it, none of whose options they name. Such
 * words are refused; another value choosing in that list instead would mislead.
 */
export function missingOption(
  plan: FormPlan,
  items: DataItem[],
): { item: string; field: string; options: string[] } | null {
  for (const [n, item] of items.entries()) {
    if (item.spent || item.values.some((v) => v.kind !== 'words')) continue;
    // Only a short "label value" ("zone F", "Reason = stolen"), never a sentence that happens to
    // share a word with a list's label.
    const said = words(item.text).filter(
      (w) => (!isGoalSpeak(w) && w.length > 2) || /^[a-z0-9]$/.test(w) || /\d/.test(w),
    );
    if (said.length > 4) continue;
    for (const f of plan.form.fields) {
      if ((f.kind !== 'select' && f.kind !== 'radio') || f.options.length < 2) continue;
      const label = words(f.label);
      const naming = said.filter((w) => label.some((l) => sameWord(w, l)));
      const rest = said.filter((w) => !naming.includes(w));
      // The list's name first, then the value ("zone F", "Reason = stolen"), nothing else.
      const first = words(item.text).find((w) => !/^(?:the|a|an|le|la|les|l|un|une)$/.test(w));
      if (!naming.length || rest.length !== 1 || !first || !naming.includes(first)) continue;
      // "en agence" names the option "En agence" of another group: words for that one.
      const offered = plan.form.fields.flatMap((x) => x.options.flatMap((o) => words(o.label)));
      if (offered.some((o) => sameWord(rest[0], o) || (o.length > 3 && rest[0].startsWith(o.slice(0, 4)))))
        continue;
      const chose = plan.assignments.some(
        (a) => a.field === f && (a.source === item.text || a.tokens?.some((t) => t.item === n)),
      );
      if (chose) continue;
      return { item: item.text, field: f.label, options: f.options.map((o) => o.label) };
    }
  }
  return null;
}

export function bestForm(forms: PageForm[], items: DataItem[], intent: string): FormPlan | null {
  let best: FormPlan | null = null;
  const named = new Map<PageForm, number>();
  const heading = new Map<PageForm, string>();
  for (const told of alikeForms(forms)) {
    const family = [...told.keys()];
    for (const [f, h] of told) heading.set(f, h);
    const titles = family.map((f) => words(told.get(f)!));
    // A heading's own words: not those every heading of the family has, nor sizes and counts.
    const own = (t: string[]) => t.filter((w) => !titles.every((o) => o.includes(w)) && !/^\d|^.$/.test(w));
    for (const [i, f] of family.entries())
      named.set(f, intent ? coverage(own(titles[i]).join(' '), intent) : 0);
  }
  for (const form of forms) {
    if (!form.fields.length) continue;
    // A form of the site's chrome (the footer's newsletter) takes the goal's values only when the
    // goal names it ("s'inscrire à la newsletter … avec marc@…"), never as the one form in view.
    if (form.inChrome && !namesForm(form, intent)) continue;
    const plan = planForm(form, items);
    plan.score += intent
      ? Math.max(
          ...[form.title, ...form.submits.map((s) => s.name)]
            .filter(Boolean)
            .map((t) => similarity(t, intent)),
          words(form.container).length ? coverage(form.container, intent) : 0,
        )
      : 0;
    // Among alike forms, the one whose own heading the goal names ("thés verts": Green tea).
    plan.score += named.get(form) ?? 0;
    if (plan.assignments.length && (!best || plan.score > best.score)) best = plan;
  }
  if (best && named.has(best.form)) {
    const mine = named.get(best.form)!;
    const rivals = [...named].filter(([f, n]) => f !== best.form && n >= mine && alike(f, best.form));
    if (mine === 0 || rivals.length)
      best.unnamed = [best.form, ...rivals.map(([f]) => f)].map((f) => heading.get(f) ?? f.title);
  }
  return best;
}

function namesForm(form: PageForm, intent: string): boolean {
  if (!intent) return false;
  const names = [form.title, ...form.submits.map((s) => s.name)].filter(Boolean);
  return (
    names.some((n) => similarity(n, intent) >= 0.3 || similarity(intent, n) >= 0.5) ||
    coverage(form.container, intent) >= 0.3
  );
}

const shapeOf = (f: PageForm) =>
  JSON.stringify([f.fields.map((x) => [x.kind, x.label]), f.submits.map((s) => s.name)]);
const alike = (a: PageForm, b: PageForm) => shapeOf(a) === shapeOf(b);

/**
 * Forms of the same fields and buttons, one per product, row or card, each with what tells it
 * apart: its heading, or the text of its row when the forms share one heading (a table of passes).
 */
function alikeForms(forms: PageForm[]): Array<Map<PageForm, string>> {
  const families = new Map<string, PageForm[]>();
  for (const f of forms)
    if (f.fields.length) families.set(shapeOf(f), [...(families.get(shapeOf(f)) ?? []), f]);
  return [...families.values()]
    .map((family) => {
      const byTitle =
        family.every((f) => f.title) && new Set(family.map((f) => f.title)).size === family.length;
      return new Map(family.map((f) => [f, byTitle ? f.title : f.container]));
    })
    .filter((told) => new Set(told.values()).size > 1);
}

/** The share of a text's words that the intent's words hold. */
export function coverage(text: string, intent: string): number {
  const ws = new Set(words(text).slice(0, 8));
  const have = words(intent);
  if (!ws.size) return 0;
  const hit = [...ws].filter((w) => have.some((h) => sameWord(h, w))).length;
  return hit / ws.size;
}

/** "an email field", "a date field". */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
