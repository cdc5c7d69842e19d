import { fold } from '../text/fold.js';
import { sameWord, stem, words } from './match-text.js';
import { isGoalSpeak } from './unmet-words.js';

/** A statement that something is not so ("is not shown", "n'apparaît plus"): never met by a line that says it is. */
const DENIES = /\b(?:not|no|never|nothing|none|n['’]\w*|ne|pas|plus|jamais|aucun\w*|rien)\b/i;

/** A number as written, with its separators ("2,400.00", "10:30", "21"). */
const NUMBER = /\d+(?:[.,:]\d+)*/g;
const digitsOf = (text: string) => [...text.matchAll(NUMBER)].map((m) => m[0].replace(/\D/g, ''));

/** One word of a statement and one of the page: the same, in another form or in the other language. */
function sameMeaning(asked: string, shown: string): boolean {
  if (sameWord(asked, shown) || stem(asked) === stem(shown)) return true;
  // "alternates" and "alternée": a long common start is one word in two languages' forms.
  let common = 0;
  while (common < Math.min(asked.length, shown.length) && asked[common] === shown[common]) common++;
  return common >= 6;
}

interface Token {
  word: string;
  line: number;
  from: number;
  to: number;
}

const tokensOf = (line: string, at: number): Token[] =>
  [...line.matchAll(/[\p{L}\p{N}]+(?:[.,:]\d+)*/gu)].map((m) => ({
    word: fold(m[0]),
    line: at,
    from: m.index ?? 0,
    to: (m.index ?? 0) + m[0].length,
  }));

/** What a check looks for: a text, inside the row that shows another when it is a table's. */
export interface Stated {
  text: string;
  within?: string;
}

/**
 * "il y a 1 résultat", "the average delay is 4 weeks", "Inès teaches meditation on Tuesday": a check
 * stated in the goal's own words, found where the page gives every number the statement gives and
 * the words that carry it, in either language: in one line ("1 result for “Initech”"), in a label's
 * line and the value's line after it ("Délai moyen" then "4 semaines"), or in the cells of one row of
 * a table (`rows`: "Tuesday | 18:00 | Meditation | Inès"). Answers the part of each line or cell that
 * says it, from its first word met to its last (a row's, inside the row its rarest cell names), or
 * null when the page does not say it.
 */
export function statedIn(statement: string, lines: string[], rows: string[][] = []): Stated[] | null {
  if (DENIES.test(fold(statement))) return null;
  const asked = [...new Set(words(statement))].filter(
    (w) => w.length > 2 && !/\d/.test(w) && !isGoalSpeak(w),
  );
  const numbers = digitsOf(statement);
  // A statement of words alone asks all of them (one may go when it has four or more); one with
  // numbers, its numbers and half of its words.
  const needed = numbers.length
    ? Math.ceil(asked.length / 2)
    : asked.length < 2
      ? Number.POSITIVE_INFINITY
      : asked.length - (asked.length >= 4 ? 1 : 0);
  const places = [
    ...lines.map((l) => ({ parts: [l], row: false })),
    ...lines.slice(1).map((l, i) => ({ parts: [lines[i], l], row: false })),
    ...rows.filter((r) => r.length > 1).map((r) => ({ parts: r, row: true })),
  ];
  let best: { said: Stated[]; met: number } | null = null;
  for (const { parts, row } of places) {
    const tokens = parts.flatMap((part, i) => tokensOf(part, i));
    const spans: Token[] = [];
    const numbersMet = numbers.every((n) => {
      const token = tokens.find((t) => /^\d/.test(t.word) && t.word.replace(/\D/g, '') === n);
      if (token) spans.push(token);
      return Boolean(token);
    });
    if (!numbersMet) continue;
    let met = 0;
    for (const w of asked) {
      const token = tokens.find((t) => !/^\d/.test(t.word) && sameMeaning(w, t.word));
      if (!token) continue;
      met++;
      spans.push(token);
    }
    // (Several lines say it only when each holds part of it, and better than fewer lines do.)
    const used = [...new Set(spans.map((s) => s.line))].sort((a, b) => a - b);
    if (met < needed || (best && best.met >= met) || (!row && used.length < parts.length)) continue;
    const said = used.map((i) => ({
      i,
      text: spanIn(
        parts[i],
        spans.filter((s) => s.line === i),
      ),
    }));
    if (!row || said.length === 1) {
      best = { said: said.map(({ text }) => ({ text })), met };
      continue;
    }
    // The row is named by the cell met that fewest rows of the page show ("Inès Duval", not "Tuesday").
    const shownBy = (cell: string) => rows.filter((r) => r.includes(cell)).length;
    const anchor = said.map(({ i }) => parts[i]).sort((a, b) => shownBy(a) - shownBy(b))[0];
    best = {
      said: said.filter(({ i }) => parts[i] !== anchor).map(({ text }) => ({ text, within: anchor })),
      met,
    };
  }
  return best?.said ?? null;
}

/** The part of a line from the first token met to the last, with a unit written after a number that ends it. */
function spanIn(line: string, spans: Token[]): string {
  const from = Math.min(...spans.map((s) => s.from));
  const last = spans.reduce((a, b) => (b.to > a.to ? b : a));
  // ("4 semaines", "21 h": the number's unit is part of what it says.)
  const unit = /^\d/.test(last.word)
    ? (/^\s?(?:\p{L}{1,9}|[€$%])/u.exec(line.slice(last.to))?.[0] ?? '')
    : '';
  return line.slice(from, last.to + unit.length).trim();
}
