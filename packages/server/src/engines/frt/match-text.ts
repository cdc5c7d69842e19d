import { distance } from 'fastest-levenshtein';
import { fold } from '../text/fold.js';
import { SYNONYMS, twins } from '../text/lexicon.js';

/**
 * French words whose cut stem is an English word of another meaning: "carte" (card) is no "cart",
 * "porte" (door) no "port". They stem to their singular instead.
 */
const FALSE_FRIENDS = new Map([
  ['carte', 'carte'],
  ['cartes', 'carte'],
  ['porte', 'porte'],
  ['portes', 'porte'],
]);

/** A word reduced to a stem shared by its simple plural, feminine and verb forms in both languages. */
export function stem(word: string): string {
  const friend = FALSE_FRIENDS.get(word);
  if (friend) return friend;
  let w = word;
  for (const suffix of ['ements', 'ement', 'ings', 'ing', 'ies', 'es', 'ed', 'er', 'ez', 's', 'x', 'e']) {
    if (w.length > suffix.length + 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

const STOP = new Set([
  'the',
  'a',
  'an',
  'to',
  'of',
  'on',
  'in',
  'it',
  'le',
  'la',
  'les',
  'l',
  'd',
  'de',
  'du',
  'des',
  'un',
  'une',
  'au',
  'aux',
  'et',
  'and',
  'my',
  'mon',
  'ma',
  'mes',
  // ("Rappelez-moi", "Remember me": the pronoun says nothing of the box.)
  'me',
  'moi',
]);

export function words(text: string): string[] {
  return (
    fold(text)
      // "Ami(e)", "Conjoint(e)", "informé(e)s": the word, whichever its gender.
      .replace(/([a-z])\((?:e|es|s|ne|le|ve|rice|euse)\)s?/g, '$1')
      .split(/[^a-z0-9@]+/)
      .filter((w) => w && !STOP.has(w))
  );
}

/** Multi-word names of one thing ("mot de passe", "sign in") as the group's first word, so both sides count it once. */
const PHRASES = SYNONYMS.flatMap((group) =>
  group
    .filter((w) => w.includes(' '))
    .map((w) => ({ phrase: ` ${words(w).join(' ')} `, as: ` ${group[0].replace(/\s+/g, '')} ` })),
);

/**
 * The lexicon read once: each group's stems, the groups a one-word term's stem opens, and the
 * several-word terms that open theirs when the text holds them.
 */
const GROUP_STEMS = SYNONYMS.map((group) => group.map(stem));
const GROUPS_BY_STEM = new Map<string, number[]>();
const GROUPS_BY_PHRASE: Array<{ phrase: string; group: number }> = [];
SYNONYMS.forEach((group, i) => {
  for (const term of group) {
    const termWords = words(term);
    const keys = termWords.length === 1 ? [stem(term), stem(termWords[0])] : [stem(term)];
    for (const key of keys) GROUPS_BY_STEM.set(key, [...(GROUPS_BY_STEM.get(key) ?? []), i]);
    if (termWords.length > 1) GROUPS_BY_PHRASE.push({ phrase: ` ${termWords.join(' ')} `, group: i });
  }
});

/** A text's readings are asked for again and again (every element against every clause): kept. */
function remembered<T>(read: (text: string) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    let found = seen.get(text);
    if (found === undefined) {
      if (seen.size >= 10_000) seen.clear();
      found = read(text);
      seen.set(text, found);
    }
    return found;
  };
}

const phrases = remembered((text: string): string => {
  let plain = ` ${words(text).join(' ')} `;
  for (const { phrase, as } of PHRASES) plain = plain.replaceAll(phrase, as);
  return plain.trim();
});

/** Stems of a text, each widened with its synonyms' stems. */
const concepts = remembered((text: string): Set<string> => {
  const own = words(text).map(stem);
  const found = new Set(own);
  const plain = ` ${words(text).join(' ')} `;
  const groups = new Set(own.flatMap((w) => GROUPS_BY_STEM.get(w) ?? []));
  for (const { phrase, group } of GROUPS_BY_PHRASE) if (plain.includes(phrase)) groups.add(group);
  for (const group of groups) for (const w of GROUP_STEMS[group]) found.add(w);
  return found;
});

/**
 * How well a described target matches a text on the page, 0 to 1: case, accents, stems, word order
 * and the other language's word for it do not matter; every word of the description counts.
 */
export function similarity(target: string, text: string): number {
  const a = phrases(target);
  const b = phrases(text);
  if (!a || !b) return 0;
  if (a === b) return 1;
  const wanted = words(a).map(stem);
  const have = concepts(b);
  const covered = wanted.filter(
    (w) =>
      have.has(w) ||
      // A lexicon phrase ("shopping cart") is no word's longer form.
      [...have].some(
        (h) =>
          h.length > 3 &&
          w.length > 2 &&
          !h.includes(' ') &&
          !FALSE_FRIENDS.has(h) &&
          !FALSE_FRIENDS.has(w) &&
          (h.startsWith(w) || w.startsWith(h)),
      ),
  ).length;
  const coverage = covered / wanted.length;
  const extra = Math.max(0, words(b).length - wanted.length);
  const fuzzy = 1 - distance(a, b) / Math.max(a.length, b.length);
  const score = Math.max(coverage * (0.95 - Math.min(0.25, extra * 0.05)), fuzzy * 0.8);
  // (0.95 - 3 × 0.05 is 0.7999999999999999 in floating point: a score on a threshold meets it.)
  return Math.round(score * 1e9) / 1e9;
}

/** Days and months (folded), which differ by a letter or two ("tuesday", "thursday") but never mean each other. */
export const CALENDAR =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|january|february|march|april|may|june|july|august|september|october|november|december|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)$/;

/** One word, as written, in another form, or in the other language ("non" and "No", "régime" and "Diet"). */
export function sameWord(a: string, b: string): boolean {
  if (a !== b && CALENDAR.test(a) && CALENDAR.test(b)) return twins(a).includes(b);
  return (
    a === b ||
    (a.length > 2 && b.length > 2 && similarity(a, b) >= 0.9 && similarity(b, a) >= 0.9) ||
    twins(a).includes(b) ||
    // "amie" and "ami", "invitée" and "invité": one word, feminine or not.
    (Math.min(a.length, b.length) >= 3 && (a === `${b}e` || b === `${a}e`)) ||
    // "no" is no lexicon word (tickets read it as grammar), but an option may be named by it.
    (a === 'non' && b === 'no')
  );
}
