import { fold } from './fold.js';
import data from './lexicon.json' with { type: 'json' };

/** Where an entry's words are met; `ticket` words (sent, wrong, missing) are read in tickets only. */
export type LexiconKind =
  | 'common'
  | 'shop'
  | 'booking'
  | 'public'
  | 'finance'
  | 'saas'
  | 'media'
  | 'tracking'
  | 'ticket';

/** One meaning, in English and French: "panier" and "cart", "créneau" and "slot". */
export interface LexiconEntry {
  /** The concept's name: its first English word, e.g. `cart`, `sign_in`. */
  id: string;
  kind: LexiconKind;
  en: string[];
  fr: string[];
  /**
   * Every word of the entry, folded (lower case, no accents), English first, once: "sign-up" and
   * "sign up", "réservation" and "reservation" are one.
   */
  terms: string[];
}

/** A term as it is compared: folded, every run of spaces, dashes and apostrophes one space. */
export function termKey(term: string): string {
  return fold(term)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' ');
}

/** The bilingual UI lexicon (lexicon.json), one entry per meaning. */
export const LEXICON: readonly LexiconEntry[] = data.entries.map((e) => ({
  id: termKey(e.en[0]).replace(/ /g, '_'),
  kind: e.kind as LexiconKind,
  en: e.en,
  fr: e.fr,
  terms: [...new Map([...e.en, ...e.fr].map((t) => [termKey(t), fold(t)])).values()],
}));

const BY_TERM = new Map<string, LexiconEntry>();
for (const entry of LEXICON)
  for (const term of entry.terms) if (!BY_TERM.has(termKey(term))) BY_TERM.set(termKey(term), entry);

const SIDE = new Map<string, 'en' | 'fr' | null>();
for (const entry of LEXICON)
  for (const [side, terms] of [
    ['en', entry.en],
    ['fr', entry.fr],
  ] as const)
    for (const term of terms) {
      const key = termKey(term);
      SIDE.set(key, SIDE.has(key) && SIDE.get(key) !== side ? null : side);
    }

/** The language of a word of the lexicon ("basket" en, "panier" fr), none when both write it ("email"). */
export function languageOfTerm(term: string): 'en' | 'fr' | null {
  return SIDE.get(termKey(term)) ?? null;
}

/** The entry a word or phrase belongs to ("Créneau", "mot de passe", "sign-in"), if any. */
export function entryOf(term: string): LexiconEntry | undefined {
  return BY_TERM.get(termKey(term));
}

/** The other words of the same meaning, in both languages, folded: twins("panier") → ["cart", "basket", …]. */
export function twins(term: string): string[] {
  const entry = entryOf(term);
  if (!entry) return [];
  const key = termKey(term);
  return entry.terms.filter((t) => termKey(t) !== key);
}

const length = (term: string) => termKey(term).split(' ').length;
/** Little words a matcher may drop from a phrase ("mon compte" read as "compte"). */
const LITTLE = new Set(
  'a an the and of to in on my your de du des d l la le les un une au aux et mon ma mes s se en'.split(' '),
);
const kept = (term: string) =>
  termKey(term)
    .split(' ')
    .filter((w) => !LITTLE.has(w));
/** Whether phrase `outer` holds phrase `inner` as a shorter run of its words. */
function holds(outer: string[], inner: string[]): boolean {
  if (!inner.length || inner.length >= outer.length) return false;
  for (let i = 0; i + inner.length <= outer.length; i++)
    if (inner.every((w, k) => outer[i + k] === w)) return true;
  return false;
}

/**
 * The words of the page, one group per meaning, folded and spaced ("rendez vous", "s identifier"),
 * a one-word name first when the entry has one (a matcher may stand a group's phrases for its first
 * word), then its phrases longest first. A group whose phrase holds another group's phrase comes
 * before it, so "log out" is read whole before "log in" is, and "compte bancaire" before "mon
 * compte"; otherwise the groups with the longest phrases first. The words of tickets are left out.
 */
export const SYNONYMS: string[][] = (() => {
  const groups = LEXICON.filter((e) => e.kind !== 'ticket')
    .map((e) => {
      const terms = [...new Set(e.terms.map(termKey))].sort(
        (a, b) => kept(b).length - kept(a).length || length(b) - length(a),
      );
      const single = terms.find((t) => length(t) === 1);
      const phrases = terms.filter((t) => length(t) > 1).map(kept);
      return {
        terms: single ? [single, ...terms.filter((t) => t !== single)] : terms,
        phrases,
        longest: Math.max(...terms.map(length)),
      };
    })
    .sort((a, b) => b.longest - a.longest);
  // Kahn's order over "holds a phrase of", ties in the order above.
  const after = groups.map(() => new Set<number>());
  const before = groups.map(() => 0);
  for (const [i, g] of groups.entries())
    for (const [j, h] of groups.entries())
      if (i !== j && g.phrases.some((p) => h.phrases.some((q) => holds(p, q)))) {
        after[i].add(j);
        before[j]++;
      }
  const order: number[] = [];
  const done = new Set<number>();
  while (order.length < groups.length) {
    const next = groups.findIndex((_, i) => !done.has(i) && before[i] === 0);
    const pick = next >= 0 ? next : groups.findIndex((_, i) => !done.has(i));
    done.add(pick);
    order.push(pick);
    for (const j of after[pick]) before[j]--;
  }
  return order.map((i) => groups[i].terms);
})();
