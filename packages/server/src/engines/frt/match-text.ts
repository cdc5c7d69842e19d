import { distance } from 'fastest-levenshtein';
import { SYNONYMS } from '../text/lexicon.js';
import { fold } from './goal.js';

/** A word reduced to a stem shared by its simple plural, feminine and verb forms in both languages. */
function stem(word: string): string {
  let w = word;
  for (const suffix of ['ements', 'ement', 'ings', 'ing', 'ies', 'es', 'ed', 'er', 's', 'x', 'e']) {
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
]);

export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9@]+/)
    .filter((w) => w && !STOP.has(w));
}

/** Stems of a text, each widened with its synonyms' stems. */
function concepts(text: string): Set<string> {
  const found = new Set(words(text).map(stem));
  const plain = ` ${words(text).join(' ')} `;
  for (const group of SYNONYMS) {
    if (group.some((w) => plain.includes(` ${w} `) || found.has(stem(w))))
      for (const w of group) found.add(stem(w));
  }
  return found;
}

/**
 * How well a described target matches a text on the page, 0 to 1: case, accents, stems, word order
 * and the other language's word for it do not matter; every word of the description counts.
 */
export function similarity(target: string, text: string): number {
  const a = words(target).join(' ');
  const b = words(text).join(' ');
  if (!a || !b) return 0;
  if (a === b) return 1;
  const wanted = words(target).map(stem);
  const have = concepts(text);
  const covered = wanted.filter(
    (w) => have.has(w) || [...have].some((h) => h.length > 3 && (h.startsWith(w) || w.startsWith(h))),
  ).length;
  const coverage = covered / wanted.length;
  const extra = Math.max(0, words(text).length - wanted.length);
  const fuzzy = 1 - distance(a, b) / Math.max(a.length, b.length);
  return Math.max(coverage * (0.95 - Math.min(0.25, extra * 0.05)), fuzzy * 0.8);
}
