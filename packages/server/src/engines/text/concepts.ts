import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as frenchStem } from '@orama/stemmers/french';
import { fold } from './fold.js';
import { LEXICON } from './lexicon.js';

const STOP = new Set(
  (
    'the a an to of on in at it is are was be been this that with for from by my your our its as or and not no ' +
    'his her their does do did when while after before then than there which who what into onto any some all each ' +
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

const phraseKey = (words: string[]) => words.map((w) => englishStem(w)).join(' ');

/**
 * Every lexicon term → the concept (entry) it stands for: a word as written first, then its English
 * and French stems (the first entry to claim a stem keeps it); a phrase by the English stems of its
 * words, stop words out, so "passage en caisse" and "passer en caisse" are found in any text.
 */
const INDEX = (() => {
  const exact = new Map<string, string>();
  const stemmed = new Map<string, string>();
  const phrases = new Map<string, string>();
  let longest = 1;
  const singles: Array<[string, string]> = [];
  for (const entry of LEXICON) {
    for (const term of entry.terms) {
      const words = tokens(term);
      if (words.length === 1) {
        if (!exact.has(words[0])) exact.set(words[0], entry.id);
        singles.push([words[0], entry.id]);
      } else if (words.length > 1) {
        const key = phraseKey(words);
        if (!phrases.has(key)) phrases.set(key, entry.id);
        longest = Math.max(longest, words.length);
      }
    }
  }
  for (const [word, id] of singles)
    for (const s of [englishStem(word), frenchStem(word)]) if (!stemmed.has(s)) stemmed.set(s, id);
  return { exact, stemmed, phrases, longest };
})();

/** The concept of one word: the lexicon entry it belongs to, else its English stem. */
function conceptOf(word: string): string {
  return (
    INDEX.exact.get(word) ??
    INDEX.stemmed.get(englishStem(word)) ??
    INDEX.stemmed.get(frenchStem(word)) ??
    englishStem(word)
  );
}

/**
 * The concepts of a text: lexicon concepts where a word or a phrase belongs to one (so "panier",
 * "basket" and "cart" are one concept, "mot de passe" and "password" another), the longest phrase
 * first, else the word's English stem.
 */
export function concepts(text: string): string[] {
  const words = tokens(text);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let n = Math.min(INDEX.longest, words.length - i);
    while (n > 1 && !INDEX.phrases.has(phraseKey(words.slice(i, i + n)))) n--;
    out.push(n > 1 ? INDEX.phrases.get(phraseKey(words.slice(i, i + n)))! : conceptOf(words[i]));
    i += n;
  }
  return out;
}
