import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as frenchStem } from '@orama/stemmers/french';
import { fold } from './fold.js';
import { ANALYTICS_SYNONYMS, SYNONYMS } from './lexicon.js';

const STOP = new Set(
  (
    'the a an to of on in at it is are was be been this that with for from by my your our its as or and not no ' +
    'does do did when while after before then than there which who what into onto any some all each ' +
    'le la les l de du des d un une au aux et ou en sur dans par pour avec sans ne pas plus ce cet cette ces ' +
    'mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs qui que quand lors est sont a ont fait ' +
    'il elle on y se s n qu c j m t lorsqu lorsque quelqu'
  ).split(' '),
);

/** `addToCart`, `add_to_cart`, `add-to-cart` → `add to cart`. */
export function splitIdentifiers(text: string): string {
  return text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_\-.:/]+/g, ' ');
}

/** Folded, split, stop words out. */
export function tokens(text: string): string[] {
  return fold(splitIdentifiers(text))
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && !STOP.has(w));
}

const stems = (word: string) => [englishStem(word), frenchStem(word), word];

/** Every lexicon phrase (one or two words) → the concept it stands for, by its stems in both languages. */
const LEXICON = (() => {
  const single = new Map<string, string>();
  const pairs = new Map<string, string>();
  for (const group of [...ANALYTICS_SYNONYMS, ...SYNONYMS]) {
    const concept = group[0].replace(/\s+/g, '_');
    for (const phrase of group) {
      const words = tokens(phrase);
      if (words.length === 1) for (const s of stems(words[0])) if (!single.has(s)) single.set(s, concept);
      if (words.length === 2) pairs.set(`${englishStem(words[0])} ${englishStem(words[1])}`, concept);
    }
  }
  return { single, pairs };
})();

/**
 * The concepts of a text: lexicon concepts where a word or a two-word phrase belongs to one (so
 * "panier", "basket" and "cart" are one concept), else the word's English stem.
 */
export function concepts(text: string): string[] {
  const words = tokens(text);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair =
      i + 1 < words.length
        ? LEXICON.pairs.get(`${englishStem(words[i])} ${englishStem(words[i + 1])}`)
        : undefined;
    if (pair) {
      out.push(pair);
      i++;
      continue;
    }
    const known = stems(words[i])
      .map((s) => LEXICON.single.get(s))
      .find(Boolean);
    out.push(known ?? englishStem(words[i]));
  }
  return out;
}
