import type { Page } from 'playwright-core';
import { languageOfTerm } from '../text/lexicon.js';

/** The language a switch's own words name: its code or its name in that language. */
const LANGUAGE_WORDS: Record<string, string> = {
  en: 'en',
  english: 'en',
  fr: 'fr',
  français: 'fr',
  francais: 'fr',
  de: 'de',
  deutsch: 'de',
  es: 'es',
  español: 'es',
  espanol: 'es',
  it: 'it',
  italiano: 'it',
  nl: 'nl',
  nederlands: 'nl',
};

/** The language a control's whole name is ("EN", "Français" → "fr"), if it is one. */
export function languageOf(name: string): string | undefined {
  const word = name.trim().toLowerCase();
  return Object.hasOwn(LANGUAGE_WORDS, word) ? LANGUAGE_WORDS[word] : undefined;
}

/** Whether a control's whole name is a language: the switch a goal may name. */
export function namesLanguage(name: string): boolean {
  return languageOf(name) !== undefined;
}

export interface LanguageSwitch {
  /** The page's own language ("fr"), from its <html lang>. */
  current: string;
  /** The control that shows the page in another language, by its visible name ("EN"). */
  to: string;
  /** The control that comes back to the page's language, when the page offers one. */
  back: string | null;
}

/**
 * A page's switch to its one other language ("FR | EN" in a header, or a select of languages), read
 * from the links, buttons and options whose whole name is a language: none when the page says no
 * language or offers several others.
 */
export async function languageSwitch(page: Page): Promise<LanguageSwitch | null> {
  const found = await page
    .evaluate(() => ({
      lang: document.documentElement.lang,
      names: [
        ...[...document.querySelectorAll('a[href], button')]
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => (e as HTMLElement).innerText.trim()),
        ...[...document.querySelectorAll('select')]
          .filter((e) => e.getClientRects().length > 0)
          .flatMap((e) => [...e.options].map((o) => o.label.trim())),
      ],
    }))
    .catch(() => null);
  const current = found?.lang.slice(0, 2).toLowerCase();
  if (!found || !current) return null;
  const switches = found.names.filter(namesLanguage).map((name) => ({ name, lang: languageOf(name)! }));
  const others = [...new Set(switches.filter((s) => s.lang !== current).map((s) => s.lang))];
  if (others.length !== 1) return null;
  const to = switches.find((s) => s.lang === others[0])!.name;
  return { current, to, back: switches.find((s) => s.lang === current)?.name ?? null };
}

/** Small words only one of the two languages writes: what a goal is written in, whatever it names. */
const ENGLISH = new Set(
  'the and to of for with my your her his their is are it that this then please she he they on in at by from when if should can could would you we what get'.split(
    ' ',
  ),
);
const FRENCH = new Set(
  'le la les des du de et pour avec mon ma mes son sa ses sur dans est sont que qui puis elle il ils une un au aux ce cette ou je tu nous vous doit faut nom prénom envoyer valider cliquer ouvrir aller réserver vérifier connexion compte adresse ville téléphone'.split(
    ' ',
  ),
);

/**
 * The language a goal is written in ("en", "fr"), told by its small words; none when it mixes the
 * two ("Check le booking d'un cours") or says too little to tell.
 */
export function writtenIn(text: string): 'en' | 'fr' | null {
  const tokens = text.toLowerCase().split(/[^a-zà-ÿ]+/);
  const en = tokens.filter((t) => ENGLISH.has(t)).length;
  const fr = tokens.filter((t) => FRENCH.has(t)).length;
  // ("Check le booking d’un cours en guest": as many of one as of the other, it is mixed.)
  if (en >= 3 && en >= 2 * fr) return 'en';
  if (fr >= 3 && fr >= 2 * en) return 'fr';
  if (en >= 3 || fr >= 3) return null;
  // A terse goal says few small words ("Takeaway: 2x pike quenelle → basket → pickup Sat 12/12"):
  // the words of a page, button or field that only one language writes tell it then.
  const sides = tokens.map(languageOfTerm);
  const enTerms = en + sides.filter((s) => s === 'en').length;
  const frTerms = fr + sides.filter((s) => s === 'fr').length;
  if (enTerms >= 3 && enTerms >= 2 * frTerms) return 'en';
  if (frTerms >= 3 && frTerms >= 2 * enTerms) return 'fr';
  return null;
}
