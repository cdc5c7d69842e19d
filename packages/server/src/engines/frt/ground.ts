import type { BrowserContext, Page } from 'playwright-core';
import type { BrowserPool } from '../capture/browser-pool.js';
import type { ConnectPolicy } from '../network/filtering-proxy.js';
import { trackNetwork } from '../network/in-flight.js';
import { resolvePath, sitePath } from '../site-url.js';
import { fold } from '../text/fold.js';
import { bestForm, cuedByField, type DataItem, dayIso, type FormPlan, planForm } from './assign.js';
import {
  alertsOf,
  dataItem,
  FieldRefused,
  type Filled,
  FormFiller,
  FormUnnamed,
  isSubmit,
  newAlert,
  OptionMissing,
  ownWords,
  type PlacedValue,
  type Roam,
  ValueDropped,
  verbOf,
  type WalkHost,
} from './fill-forms.js';
import { listForms } from './forms.js';
import {
  CHECKS,
  type Clause,
  FIELD_LEAD,
  FLOW_STEP,
  REFERENCE_PREFIX,
  REMOVES,
  SEARCH_VERB,
} from './goal.js';
import {
  type LanguageSwitch,
  languageOf,
  languageSwitch,
  namesLanguage,
  writtenIn,
} from './language-switch.js';
import { ROWS } from './locate.js';
import { sameWord, similarity, words } from './match-text.js';
import { followNavigation } from './navigation.js';
import { contentLines, fits, listElements, type PageElement } from './page-elements.js';
import { type PageFacts, type PageMatch, rankPages } from './page-names.js';
import { probePages } from './probe.js';
import { statedIn } from './stated.js';
import { isGoalSpeak, SeenWords, unmetNames, unmetWords } from './unmet-words.js';
import { clockOf, dayToIso, findValues, type GoalValue, showsTime, timesIn } from './values.js';

/** A clause bound to what the page offers, with the library steps that carry it out. */
export interface GroundedClause {
  clause: string;
  action: Clause['action'];
  element: {
    role: string;
    name: string;
    selector: string;
    score: number;
    region?: string;
    /** What the row or card clicked in shows ("Friday 16/10 19:00 Aqua cycling Lucas Morin …"). */
    row?: string;
  } | null;
  /** For a clause that names a page: which page, and which of its names matched. */
  page?: { path: string; title: string; why: string; score: number };
  steps: string[];
  url: string;
  /** The goal's values this step put in a form, each with the field it went to and why. */
  values?: PlacedValue[];
  /** The submit control the step clicked to send a form. */
  submitted?: string;
}

export interface Closest {
  role: string;
  name: string;
  selector: string;
  score: number;
}

export class GroundingBlocked extends Error {
  constructor(
    readonly clause: string,
    reason: string,
    readonly url: string,
    readonly closest: Closest[],
    suggestions: string[] = [],
  ) {
    super(reason);
    this.suggestions = [...new Set(suggestions)];
  }
  /** The clause rewritten with what the page does offer, closest first: ready to put in the goal. */
  readonly suggestions: string[];
  /** The steps the walk carried out before this clause stopped it. */
  walked: string[] = [];
  /** The page offers what the clause asks, more than once: the goal must say which. */
  ambiguous = false;
  /** The walk had sent a form of the goal's values before it stopped (the site has changed). */
  sentForm = false;
}

/** The page a journey starts on cannot be opened: `suggestions` open the site's pages that can. */
export class StartPageRefused extends GroundingBlocked {
  constructor(
    startPath: string,
    reason: string,
    readonly pages: string[],
  ) {
    super(
      `open ${startPath}`,
      pages.length ? `${reason}; pages that open: ${pages.join(', ')}` : reason,
      startPath,
      [],
      pages.map((p) => `open ${p}`),
    );
  }
}

/** Below this, an element or a page is too unlike what the clause names to be the one meant. */
const BIND = 0.5;

function score(target: string, e: PageElement): number {
  const fields = [
    e.name,
    e.label,
    e.placeholder,
    e.testId.replace(/[-_]/g, ' '),
    e.nameAttr.replace(/[-_]/g, ' '),
  ];
  const own = Math.max(...fields.map((f) => (f ? similarity(target, f) : 0)));
  // "Express delivery", "the newsletter field": the element's name with the region it sits in.
  const region = e.regions[0]
    ? similarity(target, `${e.name || e.label || e.placeholder} ${e.regions[0]}`) * 0.9
    : 0;
  return Math.max(own, region, inContainer(target, e));
}

/**
 * "restore INV-1990", "the Pet insurance details", "Details dans Home insurance": a control named
 * by some of the words, inside the card, row or section the other words name, in any order.
 */
function inContainer(target: string, e: PageElement): number {
  if (!e.container) return 0;
  const wanted = words(target);
  const own = words(e.name || e.label);
  if (!own.length || wanted.length < 2) return 0;
  const hit = own.filter((w) => wanted.some((t) => sameWord(t, w)));
  if (hit.length * 2 < own.length) return 0;
  const rest = wanted.filter((t) => !own.some((w) => sameWord(t, w)));
  if (!rest.length || !rowShows(e.container, target, own)) return 0;
  return 0.6 + (0.3 * hit.length) / own.length;
}

const q = (s: string) => `"${s.replace(/"/g, '\\"')}"`;

/**
 * How a step names the element so that the runner finds this very one: its visible name when no
 * other element of the kind shares it (or, given a region, none in that region), else its test
 * id, else its CSS selector.
 */
function stepTarget(e: PageElement, all: PageElement[], action: Clause['action'], region?: string): string {
  // A region is a heading, or a code that the row or card shows (the runner finds either).
  const within = (o: PageElement) => !region || o.regions.includes(region) || o.container.includes(region);
  const kind = all.filter((o) => o.visible && fits(action, o) && within(o));
  const key = ['fill', 'search', 'select', 'check', 'uncheck'].includes(action)
    ? e.label || e.placeholder || e.name
    : e.name;
  if (
    key &&
    kind.filter((o) => [o.name, o.label, o.placeholder].includes(key)).length === 1 &&
    !/^[#.[]/.test(key) &&
    !/^\w+=/.test(key)
  ) {
    return region ? `${q(key)} in ${q(region)}` : q(key);
  }
  if (e.testId && all.filter((o) => o.testId === e.testId).length === 1) return q(`testid=${e.testId}`);
  // "Add to cart" on every card: the one under the card's heading, as a person would say it.
  const plain = key && !/^[#.[]/.test(key) && !/^\w+=/.test(key);
  for (const r of plain && !region ? e.regions : [])
    if (
      kind.filter((o) => o.regions.includes(r) && [o.name, o.label, o.placeholder].includes(key)).length === 1
    )
      return `${q(key)} in ${q(r)}`;
  // "Annuler" in the row that shows RSV-50234: a code that only its row shows.
  for (const code of plain && !region && e.container ? codesIn(e.container) : [])
    if (
      kind.filter((o) => o.container.includes(code) && [o.name, o.label, o.placeholder].includes(key))
        .length === 1
    )
      return `${q(key)} in ${q(code)}`;
  return q(`css=${e.selector}`);
}

/** The elements a clause may mean: of the right kind, and in its region when it names one that exists. */
function inScope(clause: Clause, elements: PageElement[]): { usable: PageElement[]; region?: string } {
  // Words with no verb ("Saumur") never press a control that takes something away ("Supprimer" in
  // the one row that shows Saumur): only a clause that says to remove it does.
  const keeps = clause.loose && !REMOVES.test(fold(clause.text));
  const usable = elements.filter(
    (e) => e.visible && fits(clause.action, e) && !(keeps && REMOVES.test(fold(e.name))),
  );
  // "Annuler pour le voyage VEB-32010", "pay invoice INV-7863": only a control whose row or card
  // shows that code (or that bears it), and the step names that row by it.
  const codes = codesIn(clause.scope ?? clause.target);
  if (codes.length) {
    const beside = usable.filter((e) =>
      codes.every((c) => `${e.name} ${e.container} ${e.regions.join(' ')}`.includes(c)),
    );
    const rowed = beside.filter((e) => !e.name.includes(codes[0]) && e.container.includes(codes[0]));
    if (beside.length && codes.length === 1 && rowed.length === beside.length)
      return { usable: beside, region: codes[0] };
    if (beside.length) return { usable: beside };
  }
  if (!clause.scope) return { usable };
  let best: { region: string; s: number } | null = null;
  for (const e of usable)
    for (const r of e.regions) {
      const s = similarity(clause.scope, r);
      if (s >= 0.6 && (!best || s > best.s)) best = { region: r, s };
    }
  if (!best) {
    // A row or card with no heading of its own ("Prolonger" in the row of "Random Access Memories"):
    // the controls whose row or card holds every word of the scope.
    const beside = usable.filter((e) => rowShows(e.container, clause.scope!));
    if (beside.length && beside.length < usable.length) return { usable: beside };
    // A reading of loose words that names a row no control sits in binds nothing (never the first row's).
    return { usable: clause.loose ? [] : usable };
  }
  return { usable: usable.filter((e) => e.regions.includes(best.region)), region: best.region };
}

/** The element of a page a clause means, or null when none is close enough. */
export function pick(
  clause: Clause,
  elements: PageElement[],
): { element: PageElement; score: number; region?: string } | null {
  const { usable, region } = inScope(clause, elements);
  if (clause.action === 'search') {
    const search = usable.find(
      (e) =>
        e.role === 'searchbox' ||
        /search|recherch|cherch|query|^q$/i.test(`${e.nameAttr} ${e.name} ${e.placeholder} ${e.context}`),
    );
    return search
      ? { element: search, score: 1 }
      : usable.length === 1
        ? { element: usable[0], score: 0.6 }
        : null;
  }
  // "select France": the one list of choices on the page that offers it.
  if (clause.action === 'select' && !clause.target) {
    const offering = usable.filter((e) => e.options.some((o) => similarity(clause.value ?? '', o) >= BIND));
    return offering.length === 1 ? { element: offering[0], score: 0.9, region } : null;
  }
  if (clause.ordinal) {
    const kind = usable.filter((e) =>
      words(clause.target).some(
        (w) =>
          e.context.toLowerCase().includes(w.slice(0, 5)) ||
          e.name.toLowerCase().includes(w.slice(0, 5)) ||
          e.regions.some((r) => similarity(w, r) > 0.5),
      ),
    );
    // "the first article" on a page whose links say nothing of articles: the page's own links.
    const content = kind.length ? kind : usable.filter((e) => e.role === 'link' && !e.inChrome);
    const nth = clause.ordinal > 0 ? content[clause.ordinal - 1] : content.at(-1);
    if (nth) return { element: nth, score: kind.length ? 0.9 : 0.7, region };
  }
  let best: { element: PageElement; score: number } | null = null;
  for (const e of usable) {
    const s =
      clause.quoted && (e.name === clause.target || e.label === clause.target) ? 1 : score(clause.target, e);
    if (!best || s > best.score) best = { element: e, score: s };
  }
  // "book a class straight from the timetable" read as its verb alone: not "Book a court", whose
  // other words the clause does not say.
  const verbOnly = clause.loose && words(clause.target).length === 1 && words(clause.text).length > 2;
  if (best && verbOnly) {
    const said = words(clause.text);
    // (A count the control shows, "Cart (0)", is no word it says.)
    const its = words(best.element.name || best.element.label).filter((w) => !/^\d+$/.test(w));
    if (!its.every((w) => said.some((t) => sameWord(t, w)))) best = null;
  }
  if (best && best.score >= BIND) {
    const one = amongAlike(clause.target, best, usable);
    return one ? { ...one, region } : null;
  }
  // Only a verb that opens ("open the blood test of 2 April") goes into a row by its way in.
  // ("row Aquagym samedi 9h", "la ligne du 12 mars": a row named as one is its way in too.)
  const row =
    clause.action === 'click' &&
    (OPENS.test(fold(clause.verb ?? '')) || words(clause.target).some((w) => NAMED_ROW.test(w)))
      ? rowControl(clause.target, usable)
      : null;
  return row ? { element: row, score: 0.7, region } : null;
}

/**
 * The same control in several cards or rows ("Book" under Yoga, Pilates, Spin): the one whose card
 * holds most of the target's other words; none when those words name no card, or two alike ("book
 * a sauna session" on a studio of yoga and pilates). Words that only say the control ("add to
 * cart") may take the first.
 */
function amongAlike(
  target: string,
  best: { element: PageElement; score: number },
  usable: PageElement[],
): { element: PageElement; score: number } | null {
  const name = fold(best.element.name);
  const alike = usable.filter(
    (e) =>
      e.role === best.element.role &&
      fold(e.name) === name &&
      e.container &&
      score(target, e) >= best.score - 0.05,
  );
  if (alike.length < 2 || new Set(alike.map((e) => e.container)).size < 2) return best;
  const own = words(best.element.name);
  const rest = words(target).filter(
    (t) => t.length > 2 && !/\d/.test(t) && !isGoalSpeak(t) && !own.some((w) => sameWord(t, w)),
  );
  if (!rest.length && !timesIn(target).length) return best;
  // How many of those words the card holds, and how soon (its heading comes first: "Visa Premier"
  // before the "Premier account" card that mentions a Visa Premier further down).
  const times = timesIn(target);
  const held = (e: PageElement) => {
    const around = words(e.container);
    const at = rest.map((t) => around.findIndex((c) => sameWord(t, c))).filter((i) => i >= 0);
    const shown = times.filter((t) => showsTime(e.container, t)).length;
    return { n: at.length + shown, first: at.length ? Math.min(...at) : Number.POSITIVE_INFINITY };
  };
  const ranked = alike.map((e) => ({ e, ...held(e) })).sort((a, b) => b.n - a.n || a.first - b.first);
  if (!ranked[0].n || (ranked[1].n === ranked[0].n && ranked[1].first === ranked[0].first)) return null;
  return { element: ranked[0].e, score: Math.max(best.score, score(target, ranked[0].e)) };
}

/** Whether a row shows the day a goal gives ("the Fri 6 Nov one" in the row "Friday 6 November 2026"). */
function showsDay(row: string, day: string): boolean {
  const iso = dayToIso(day);
  return (
    Boolean(iso) &&
    findValues(row).some(
      (v) => ['day', 'date'].includes(v.kind) && (v.kind === 'date' ? v.text : dayToIso(v.text)) === iso,
    )
  );
}

/** Words that name a row as one ("the Pilates row", "ligne Aquagym"). */
const NAMED_ROW = /^(?:row|line|ligne|rangee)$/;

/**
 * Words that say a row or card itself, or who or when vaguely, not what it shows ("the Pilates row",
 * "the 6:30pm one", "son aquabike", "he books the Friday evening … session").
 */
const ROW_WORD =
  /^(?:row|line|ligne|card|fiche|item|entry|article|post|actualite|annonce|listing|alert|alerte|booking|reservation|visite|viewing|appointment|rdv|order|commande|one|my|his|her|their|our|mon|ma|mes|son|sa|ses|leur|leurs|notre|nos|he|she|they|il|elle|ils|elles|session|class|course|cours|seance|slot|creneau|morning|afternoon|evening|lunchtime|night|matin|midi|soir|soiree|at|on|in|dans|sur)$/;

/**
 * Whether a row or card shows what `wanted` says: its times as the row writes them ("7pm" in
 * "19:00", "9h" in "09:00"), and every other word but those that only say "row" (or `except`).
 */
function rowShows(container: string, wanted: string, except: string[] = []): boolean {
  const times = timesIn(wanted);
  if (times.some((t) => !showsTime(container, t))) return false;
  const rest = words(times.reduce((text, t) => text.replace(t, ' '), wanted)).filter(
    (w) => !ROW_WORD.test(w) && !LINKS.test(w) && !except.some((x) => sameWord(w, x)),
  );
  const held = words(container);
  return rest.length + times.length > 0 && rest.every((w) => held.some((c) => sameWord(w, c)));
}

/** Words that name a row's own way in rather than something it does ("View", "Consulter", "Details"). */
const OPENS_ROW =
  /^(?:view|open|see|details?|more|consult|voir|ouvrir|consulter|detail|details|plus|afficher|show)$/;

/**
 * "open the blood test of 2 April": the control of the one row or card that shows every word of
 * the target, when it is that row's only control, or its only way in ("View", "Consulter").
 */
function rowControl(target: string, usable: PageElement[]): PageElement | null {
  if (words(target).filter((w) => !ROW_WORD.test(w)).length < 2) return null;
  const rows = new Map<string, PageElement[]>();
  for (const e of usable) {
    // "statement" of "the data usage statement of 2 October" may be the table's heading word.
    if (e.container && rowShows(`${e.container} ${e.regions.join(' ')}`, target))
      rows.set(e.container, [...(rows.get(e.container) ?? []), e]);
  }
  if (rows.size !== 1) return null;
  const [controls] = [...rows.values()];
  if (controls.length === 1) return controls[0];
  const ways = controls.filter(
    (e) => words(e.name).length > 0 && words(e.name).every((w) => OPENS_ROW.test(w)),
  );
  return ways.length === 1 ? ways[0] : null;
}

/** A check of a label's value: "<label> is/costs/est (de|à) <value>". */
const LABEL_AND_VALUE =
  /^(.+?)\s+(?:is|are|costs?|shows?|says?|equals?|reads?|est|sont|coûte|coute|vaut|affiche|indique)(?:\s+(?:graded|rated|marked|priced|scheduled|set to|noté|notée|évalué|évaluée))?(?:\s+(?:of|at|de|d'|à|a|du|des|le|la|les))?\s+(.+)$/i;

/** The page's text as a visitor reads it, one non-empty line at a time. */
async function pageLines(page: Page): Promise<string[]> {
  return (await page.locator('body').innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/**
 * The page's text as a check can name it: its lines, a table row cut into its cells (a step that
 * names a whole row, cells joined by tabs, finds no element when the feature runs).
 */
async function pageTexts(page: Page): Promise<string[]> {
  return (await pageCells(page)).flat();
}

/** Each line of the page as its cells (a table's row has several). */
async function pageCells(page: Page): Promise<string[][]> {
  return (await pageLines(page)).map((l) =>
    l
      .split('\t')
      .map((c) => c.trim())
      .filter(Boolean),
  );
}

/**
 * "le délai moyen est de 3 jours", "the Team plan costs 29 €": a label and its value, which pages
 * show side by side (a table row, a list of terms) more often than as the sentence. Both are
 * checked as the page shows them, when one line holds the label and it or the next the value.
 */
async function besideSteps(page: Page, target: string): Promise<string[] | null> {
  const parts = LABEL_AND_VALUE.exec(target);
  if (!parts) return null;
  const [, label, value] = parts;
  const lines = await pageLines(page);
  const wanted = value.toLowerCase();
  for (let i = 0; i < lines.length; i++) {
    const cells = lines[i].split('\t').map((c) => c.trim());
    // "Assignment 2 of Data Analysis with Excel": a label may take two cells of its row.
    const named =
      cells.find((c) => similarity(label, c) >= 0.8) ??
      (cells.length > 1 && similarity(label, cells.join(' ')) >= 0.7 ? cells[0] : undefined);
    if (!named) continue;
    const shown = [...cells, lines[i + 1] ?? ''].find((c) => c !== named && c.toLowerCase().includes(wanted));
    if (!shown) continue;
    const at = shown.toLowerCase().indexOf(wanted);
    return [`I should see ${q(named)}`, `I should see ${q(shown.slice(at, at + value.length))}`];
  }
  return null;
}

/**
 * The texts of each row, item or card that shows `text` (the innermost), without what its links and
 * buttons say: "Cancelled", not the "Cancel" beside it.
 */
function rowTexts(page: Page, text: string): Promise<string[][]> {
  return page
    .evaluate(
      ([wanted, selector]) => {
        const rows = [...document.querySelectorAll<HTMLElement>(selector)].filter(
          (r) => r.innerText.includes(wanted) && r.getClientRects().length > 0,
        );
        return rows
          .filter((r) => !rows.some((o) => o !== r && r.contains(o)))
          .map((r) => {
            const texts: string[] = [];
            const walker = document.createTreeWalker(r, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              const said = n.textContent?.replace(/\s+/g, ' ').trim();
              if (said && !n.parentElement?.closest('a, button, select, option, script, style'))
                texts.push(said);
            }
            return texts;
          });
      },
      [text, ROWS],
    )
    .catch(() => []);
}

/** The steps that check a text as the page shows it now, written as it is (one line, or a label beside its value). */
async function shownSteps(page: Page, target: string): Promise<string[] | null> {
  const wanted = target.toLowerCase();
  const line = (await pageTexts(page)).find((l) => l.toLowerCase().includes(wanted));
  if (line) {
    const at = line.toLowerCase().indexOf(wanted);
    return [`I should see ${q(line.slice(at, at + target.length))}`];
  }
  return (await besideSteps(page, target)) ?? valueSteps(page, target);
}

/**
 * "the Overview tab shows €12,480.00 paid this month", on a page showing "€12,480.00" over "Paid
 * this month": the value as written, and the words after it as a line of the page.
 */
async function valueSteps(page: Page, target: string): Promise<string[] | null> {
  const values = findValues(target).filter((v) => !['words', 'name', 'street'].includes(v.kind));
  if (values.length !== 1) return null;
  const written = target.slice(values[0].start, values[0].end).trim();
  const after = target.slice(values[0].end).trim();
  const lines = await pageTexts(page);
  if (!lines.some((l) => l.includes(written)) || words(after).length < 2) return null;
  const named = lines.find((l) => similarity(after, l) >= 0.8 && similarity(l, after) >= 0.8);
  return named ? [`I should see ${q(written)}`, `I should see ${q(named)}`] : null;
}

/** A page's words as a visitor meets them: its text, and what its controls say and offer. */
function pageWords(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const said = [
        ...document.querySelectorAll('input, textarea, select, button, img, [aria-label], [title]'),
      ]
        .flatMap((e) =>
          ['placeholder', 'aria-label', 'title', 'alt', 'value'].map((a) => e.getAttribute(a) ?? ''),
        )
        .concat([...document.querySelectorAll('option')].map((o) => o.textContent ?? ''));
      return `${document.title}\n${document.body?.innerText ?? ''}\n${said.join('\n')}`;
    })
    .catch(() => '');
}

function closest(clause: Clause, elements: PageElement[]): Closest[] {
  return elements
    .filter((e) => e.visible && (fits(clause.action, e) || clause.action === 'see'))
    .map((e) => ({
      role: e.role,
      name: e.name || e.label || e.placeholder,
      selector: e.selector,
      score: Math.round(score(clause.target, e) * 100) / 100,
    }))
    .filter((c) => c.name)
    .sort((a, b) => b.score - a.score)
    .slice(0, 5);
}

/** The clause as it could be written to bind to an element the page offers. */
function rewrite(clause: Clause, name: string): string {
  switch (clause.action) {
    case 'fill':
      return `fill ${q(name)} with ${q(clause.value ?? '')}`;
    case 'select':
      return `select ${q(clause.value ?? '')} from ${q(name)}`;
    case 'check':
      return `check ${q(name)}`;
    case 'uncheck':
      return `uncheck ${q(name)}`;
    case 'hover':
      return `hover over ${q(name)}`;
    default:
      return `click ${q(name)}`;
  }
}

/** A walk carried to its end: the steps it grounded and where it ended. */
export interface GroundedWalk {
  startPath: string;
  grounded: GroundedClause[];
  /** Words of the goal no page of the walk showed. */
  unmet: string[];
  finalUrl: string;
  /** JPEG of the last page, when it could be taken. */
  screenshot: Buffer | null;
}

export interface GroundRequest {
  baseUrl: string;
  startPath: string;
  clauses: Clause[];
  policy: ConnectPolicy;
  before?: (page: Page) => Promise<void>;
  /** The site's pages as a crawl sees them, for clauses that name a page not linked from where the journey is. */
  sitePages?: () => Promise<PageFacts[]>;
  /**
   * false: each clause is bound alone, as written, and no form is filled from the goal's values or
   * sent unless a clause says so (default: the walk places values and sends the forms it fills).
   */
  walk?: boolean;
}

/**
 * Walks a goal's clauses in Chromium from `startPath`: on each page it lists what can be acted on,
 * binds the clause's target to one element (or, for a page's name, to a page), carries the action
 * out, and grounds the next clause on the page that results. Throws GroundingBlocked naming the
 * clause, the closest elements or pages, and the clause rewritten to bind to them.
 */
export async function groundGoal(pool: BrowserPool, req: GroundRequest): Promise<GroundedWalk> {
  // A goal that chooses no language is walked in the one it is written in, when the site offers it
  // ("book the Friday class" on a French page with an EN switch), then in the page's own.
  // ("… send the request on the English version of the site": the language it chose, from the start.)
  const switching = req.clauses.find((c) => c.action === 'click' && namesLanguage(c.target));
  const chose = Boolean(switching);
  const said =
    req.walk === false
      ? null
      : switching
        ? (languageOf(switching.target) ?? null)
        : writtenIn(req.clauses.map((c) => c.text).join(' '));
  let found: LanguageSwitch | null = null;
  const inSaid = (sw: LanguageSwitch | null) => (sw && said && languageOf(sw.to) === said ? sw : null);
  try {
    return await walkOnce(pool, req, (sw) => {
      found = sw;
      return inSaid(sw);
    });
  } catch (error) {
    // The other reading: in the page's own language if the walk switched, else in its other one
    // ("Open Solidarity gifts" on the French page). Not after it sent a form: the site it would
    // walk again is no longer the one the goal met.
    if (!(error instanceof GroundingBlocked) || !found || chose || error.sentForm || req.walk === false)
      throw error;
    const other = inSaid(found) ? null : found;
    try {
      return await walkOnce(pool, req, () => other);
    } catch (again) {
      if (again instanceof GroundingBlocked) throw error;
      throw again;
    }
  }
}

/**
 * One walk of the goal; `switchTo` is told the page's language switch once the start page is open
 * and answers the one to click before the first clause, if any.
 */
async function walkOnce(
  pool: BrowserPool,
  req: GroundRequest,
  switchTo: (found: LanguageSwitch | null) => LanguageSwitch | null,
): Promise<GroundedWalk> {
  return pool.withContext({ width: 1280, height: 800, policy: req.policy }, async (context) => {
    const walk = new Walk(context, req);
    let current = `open ${req.startPath}`;
    try {
      await walk.start();
      const inOther = switchTo(await languageSwitch(walk.page));
      if (inOther)
        await walk.ground({
          text: `the site in ${inOther.to}`,
          action: 'click',
          target: inOther.to,
          quoted: true,
        });
      for (let i = 0; i < walk.clauses.length; i++) {
        const clause = walk.clauses[i];
        current = clause.text;
        const before = walk.clauses[i - 1];
        if (req.walk !== false && before && (clause.screen ?? 0) > (before.screen ?? 0))
          await walk.endScreen(before);
        if (req.walk === false) await walk.readings(clause);
        else if (await walk.step(clause, walk.clauses[i + 1])) i++;
      }
      current = walk.clauses.at(-1)?.text ?? current;
      if (req.walk !== false) await walk.finish();
    } catch (error) {
      const blocked = error instanceof GroundingBlocked ? error : refusedByPage(error, current, walk.page);
      blocked.walked = walk.grounded.flatMap((g) => g.steps);
      blocked.sentForm = walk.sentForm;
      throw blocked;
    }
    // A journey whose first clause names the page it starts on starts there.
    const first = walk.grounded[0];
    const opening = first && ['navigate', 'open'].includes(first.action) ? first.steps[0] : undefined;
    const startPath = opening?.startsWith('I open ') ? JSON.parse(opening.slice(7)) : walk.startPath;
    // The page the walk ended on, as a run's last step shows it.
    const screenshot = await walk.page.screenshot({ type: 'jpeg', quality: 70 }).catch(() => null);
    return { startPath, grounded: walk.grounded, unmet: walk.unmet, finalUrl: walk.page.url(), screenshot };
  });
}

const pathOf = (url: string) => new URL(url, 'http://x').pathname;

/** A step that only switches the site's language: "I click "EN"", "I select "English" from …", its "OK". */
function switchesLanguage(step: string): boolean {
  const m = /^I (?:click|select) "([^"]+)"/.exec(step);
  return Boolean(m && (namesLanguage(m[1]) || /^(?:ok|go|valider)$/i.test(m[1])));
}

/**
 * A browser action the page would not take ("Cannot type text into input[type=number]", an element
 * that never became visible) stops the walk at that clause, as a refusal; anything else is a fault.
 */
function refusedByPage(error: unknown, clause: string, page: Page | undefined): GroundingBlocked {
  const message = error instanceof Error ? error.message : '';
  if (error instanceof FieldRefused)
    return new GroundingBlocked(
      clause,
      `the page would not let the walk do it: ${message}`,
      page?.url() ?? '',
      [],
    );
  if (!/^\w+\.\w+: /.test(message)) throw error;
  const said = message.split('\n')[0].replace(/^\w+\.\w+: (?:Error: )?/, '');
  return new GroundingBlocked(
    clause,
    `the page would not let the walk do it: ${said}`,
    page?.url() ?? '',
    [],
  );
}

const MOVES = new Set<Clause['action']>(['click', 'navigate', 'open', 'back', 'press', 'search', 'hover']);
const DATA = new Set<Clause['action']>(['fill', 'select', 'check', 'uncheck']);

/** Linking words left at the edges of a clause once its values are taken out. */
const LINKS = /^(?:for|with|to|as|by|of|from|and|pour|avec|a|à|au|aux|de|du|des|par|en|et|the|le|la|les|l)$/i;

/** A clause without its values ("mot de passe oublié" of "… pour ana@x.org"), when two words or more are left. */
function bareClause(clause: Clause, values: GoalValue[]): Clause | null {
  let text = clause.text;
  for (const v of [...values].sort((a, b) => b.start - a.start))
    text = `${text.slice(0, v.start)} ${text.slice(v.end)}`;
  const kept = text
    .replace(/[«»"“”():,;]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  while (kept.length && LINKS.test(kept[0])) kept.shift();
  while (kept.length && LINKS.test(kept.at(-1)!)) kept.pop();
  if (words(kept.join(' ')).length < 2) return null;
  const bare = kept.join(' ');
  return { ...clause, text: bare, target: bare, fallback: undefined };
}

/** A verb that takes or chooses what its values name, alone. */
const CHOOSING =
  /^(?:prendre|prends|prenez|take|takes|choose|chooses|choisir|choisis|choisissez|pick|picks|book|books|reserver|reserve|select|selectionner|garder|keep)$/;

/** A verb that says what is or was, in a story: "she has", "is cancelled", "fait tondre", "il a". */
const STORY_VERB = /\s(?:has|have|had|is|was|are|were|est|sont|etait|ont|fait|font)\s|\s(?:il|elle|on)\s+a\s/;

/** "Lire la suite", "read more": the rest of the article in view, where a link to it is no longer offered. */
const READ_MORE =
  /^(?:lire la suite|lire l'article|read more|read the (?:full|whole) article|en savoir plus|learn more|voir plus|see more)$/;

/** The codes a clause gives ("INV-2045", "GH-456-JK"). */
const codesIn = (text: string) =>
  findValues(text)
    .filter((v) => v.kind === 'code')
    .map((v) => v.text);

/** Words of a confirmation, in either language: sent, received, saved, cancelled, withdrawn, live… */
const CONFIRMING =
  /\b(?:confirm\w*|ref|reference\w*|updated|mis\w* a jour|modifie\w*|received|recu\w*|sent|envoy\w*|created|cree\w*|saved|enregistr\w*|withdrawn|retir\w*|cancel\w*|annul\w*|live|published|publi\w*|registered|inscri\w*|success\w*|succes|merci|thank\w*|done|termine\w*|valid\w*|accepted|pris en compte)\b/;
/**
 * What a notice will say on every run: "Merci Camille, votre place est réservée. Référence :" of
 * "… Référence : RSV-50311", whose number the site gives anew each time (else the number's prefix).
 */
function lasting(notice: string): string {
  const code = /\b[A-Z][A-Z0-9]{1,7}-[A-Z0-9-]*\d[A-Z0-9-]*/.exec(notice);
  if (!code) return notice;
  const before = notice.slice(0, code.index).trim();
  return before.length >= 12 ? before : code[0].slice(0, code[0].indexOf('-') + 1);
}

/** A check that what the journey did worked, said with no word of what the site will say. */
const WORKED =
  /^(?:(?:that|que|qu')\s+)?(?:it|this|that|ca|cela|tout|(?:the|my|our|la|le|ma|mon|notre|l')\s*[a-z-]+)\s+(?:goes|went|has gone|go|passe|est passee?|a fonctionne|fonctionne|works|worked|succeeds|succeeded|is ok|est ok)(?:\s+(?:through|bien|ok|fine))?$/;

/** A verb that does something to what it names, which opening it does not do. */
const DOES =
  /^(?:delete|deletes|remove|removes|cancel|cancels|archive|archives|refund|refunds|supprim\w*|annul\w*|archiv\w*|rembours\w*)$/;

/** A verb that opens what it names ("open", "voir", "consulter"). */
const OPENS = /^(?:open|view|see|show|display|consult|read|go|ouvr|voir|consult|affich|lire|aller)/;

/** Values that say which row of a list is meant. */
const ROW_KINDS = new Set<GoalValue['kind']>(['time', 'day', 'date', 'dmy', 'name', 'code']);
/** Values that are a person's, for the form a row leads to, not a row's. */
const PERSONAL = new Set<GoalValue['kind']>(['email', 'phone']);

/** A verb that sends a form ("send the … request", "envoyer la demande"). */
const SENDS = /^(?:please\s+)?(?:send|submit|envoy\w*|soumet\w*|transmet\w*|valid\w*)\b/;

/** A check of what a form sent gives: a confirmation, a reference, that it went through. */
function asksOutcome(described: string): boolean {
  const plain = fold(described);
  return CONFIRMING.test(plain) || WORKED.test(plain) || A_CONFIRMATION.test(plain);
}

/** "le message de confirmation", "a success message": a confirmation, whatever it says. */
const A_CONFIRMATION =
  /^(?:(?:le|la|un|une|the|a|de|du|that|que)\s+)*(?:(?:message|notice|page|texte|bandeau|banner)\s+(?:de\s+|of\s+)?)?(?:confirmation|succes|success|validation)(?:\s+(?:message|notice|page))?$/;

/** A check that something is no longer listed: "has disappeared from the list", "n'apparaît plus". */
const GONE =
  /\b(?:disparu\w*|dispara\w+|n'appara\w+ plus|ne figure plus|n'est plus (?:dans|sur|affich)|plus dans la liste|no longer (?:in|on|shown|listed|there|appears)|disappear\w*|gone from|removed from|not (?:in|on) the list any ?more)\b/;

/** The lines of the row, list item or card around an element, as a person reads them. */
async function rowLines(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const row = el.closest('tr, li, article, .card, [class*=card]') as HTMLElement | null;
      return row
        ? row.innerText
            .split(/[\t\n]+/)
            .map((l) => l.replace(/\s+/g, ' ').trim())
            .filter((l) => l && l !== (el as HTMLElement).innerText.trim())
        : [];
    })
    .catch(() => [] as string[]);
}

/** Words of a refusal: a line that says them is no confirmation. */
const REFUSING =
  /\b(?:error|erreur|invalid\w*|required|obligatoire|please fill|merci de (?:completer|remplir|cocher)|cochez|must|doit|failed|echec|impossible|not|pas)\b/;

/**
 * "the page should say the registration was received", "vérifier que le site confirme le retrait":
 * a check that describes a confirmation rather than quoting it is met by the page's own notice (a
 * status, a success box, its heading) when that notice confirms too and shares a word with the goal
 * (in either language). Never an error box, never a line that refuses.
 */
async function confirmationFor(
  page: Page,
  described: string,
  beforeSend: { url: string; lines: string[] } | null,
): Promise<string | null> {
  // "make sure it goes through", "que ça passe bien": that it worked, in no words of the notice.
  const worked = WORKED.test(fold(described)) || A_CONFIRMATION.test(fold(described));
  if (!worked && !CONFIRMING.test(fold(described))) return null;
  // What the content says since the last form was sent ("Thanks, we will answer within a day." shown
  // under the form) is the site's answer too, though no role or class marks it as a notice.
  const answered = !beforeSend
    ? []
    : (await contentLines(page)).filter(
        (l) =>
          l.length <= 200 && (pathOf(beforeSend.url) !== pathOf(page.url()) || !beforeSend.lines.includes(l)),
      );
  const notices = await page
    .evaluate(() =>
      [
        ...document.querySelectorAll(
          '[role=status], [aria-live=polite], .success, .alert-success, .notice, .flash, .confirmation, main h1, main h2, h1',
        ),
      ]
        .filter(
          (e) =>
            e.getClientRects().length > 0 &&
            !e.closest('[role=alert], .error, .alert-danger, nav, header, footer'),
        )
        .map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
        .filter((t) => t && t.length <= 200),
    )
    .catch(() => [] as string[]);
  const ranked = [...new Set([...notices, ...answered])]
    .filter((n) => CONFIRMING.test(fold(n)) && !REFUSING.test(fold(n)))
    .map((n) => ({ n, s: Math.max(similarity(described, n), similarity(n, described)) }))
    .filter((x) => worked || x.s >= 0.15)
    .sort((a, b) => b.s - a.s);
  return ranked[0]?.n ?? null;
}

/** Words that ask for a reference the site gives: "the request reference", "la ref MSG", "my booking number". */
const A_REFERENCE = /\b(?:ref|reference|numero|number|n°|id)\b/;

/**
 * "I'd like to see the request reference", "vérifier la ref MSG": the reference the page shows since
 * the last form was sent ("Your reference: MSG-1042"), checked by its letters ("MSG-"), which stay
 * the same from one run to the next; the letters the goal gives must open it.
 */
async function referenceFor(
  page: Page,
  described: string,
  beforeSend: { url: string; lines: string[] } | null,
): Promise<string | null> {
  if (!beforeSend || !A_REFERENCE.test(fold(described))) return null;
  const letters = /\b[A-Z][A-Z0-9]{1,7}\b/.exec(described)?.[0] ?? '';
  const lines = (await contentLines(page)).filter(
    (l) => pathOf(beforeSend.url) !== pathOf(page.url()) || !beforeSend.lines.includes(l),
  );
  for (const line of lines)
    for (const m of line.matchAll(/\b([A-Z][A-Z0-9]{1,7}-)[A-Z0-9-]*\d/g))
      if (m[1].startsWith(letters)) return m[1];
  return null;
}

/** A button that ends a journey: "Confirmer ma demande", "Pay €30", "Book now", "Envoyer". */
const FINAL =
  /\b(?:confirm\w*|valid\w*|pay|payer|book|order|commander|reserv\w*|send|envoy\w*|submit|soumettre|finali[sz]\w*|complete)\b/;

/** Words that describe an error the page should show: "sees an error message", "le code est refusé". */
const DESCRIBES_ERROR =
  /\b(?:error|errors|erreur\w*|refus\w*|rejected|rejet\w*|declined|invalid\w*|not (?:valid|accepted)|warning|avertissement)\b/;

/**
 * "sees an error message", "check that the code is refused": a check that describes an error rather
 * than quoting it is met by the error the page shows (an alert, an error box or a field's message).
 */
async function errorFor(page: Page, described: string): Promise<string | null> {
  if (!DESCRIBES_ERROR.test(fold(described))) return null;
  const errors = await page
    .evaluate(() =>
      [
        ...document.querySelectorAll(
          '[role=alert], .error, .errors, .alert-danger, .alert-error, .invalid-feedback',
        ),
      ]
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
        .filter((t) => t && t.length <= 200),
    )
    .catch(() => [] as string[]);
  return errors[0] ?? null;
}

/** Whether some reading of a clause gives data (a value to type, an option, a box). */
function dataish(clause: Clause): boolean {
  for (let r: Clause | undefined = clause; r; r = r.fallback) if (DATA.has(r.action)) return true;
  return false;
}

/** One journey being walked: the page it stands on, what it has grounded so far. */
class Walk implements WalkHost {
  page!: Page;
  startPath: string;
  clauses: Clause[];
  readonly grounded: GroundedClause[] = [];
  /** Which of `grounded` filled or sent a sign-in. */
  private readonly signIns = new Set<number>();
  readonly baseUrl: string;
  private readonly network;
  private crawled: Promise<PageFacts[]> | null = null;
  private readonly filler: FormFiller;
  /** Whether a form of the goal's values has been sent (not a sign-in). */
  get sentForm(): boolean {
    return this.filler.sentValues;
  }
  /** The words of every page the walk stood on, once settled. */
  private readonly seen = new SeenWords();
  /** Words of the goal no page of the walk showed (set when the walk is done). */
  unmet: string[] = [];
  /** Clauses read only as what the journey is for, until a form filled after them spends them. */
  private readonly unspent: GroundingBlocked[] = [];
  /** The last form sent, when the site would not take it: only a check the goal asks for may follow. */
  private refused: { clause: string; said: string; url: string } | null = null;
  /** The text of the row or card around the element the last bound clause acted on. */
  private clickedIn = '';
  /** The lines of the row or card the last click was in, read before the click (see checkGone). */
  private clickedRow: string[] = [];
  /** The page's error messages before a clause's click sends the open form (see judgeSent). */
  private alertsBeforeSend: string[] | null = null;
  /** The page the form of `alertsBeforeSend` was sent from. */
  private sentFrom = '';

  constructor(
    readonly context: BrowserContext,
    private readonly req: GroundRequest,
  ) {
    this.network = trackNetwork(context);
    this.startPath = req.startPath;
    this.clauses = [...req.clauses];
    this.baseUrl = req.baseUrl;
    this.filler = new FormFiller(this);
  }

  /** Each reading of the clause in turn (see Clause.fallback); the most helpful refusal if none binds. */
  async readings(clause: Clause): Promise<Clause | undefined> {
    let blocked: GroundingBlocked | null = null;
    for (let reading: Clause | undefined = clause; reading; reading = reading.fallback) {
      try {
        await this.ground(reading);
        return reading;
      } catch (error) {
        if (!(error instanceof GroundingBlocked)) throw error;
        if (!blocked || error.suggestions.length > blocked.suggestions.length) blocked = error;
      }
    }
    if (blocked) throw blocked;
  }

  /**
   * "… pick-up Sat 19/12, 1 dog → Pepper, Border Collie →": in a terse goal an arrow ends a screen.
   * The values given before it go to the form in view, and through its next steps, before those
   * after it are read: the owner's name never waits beside the pet's for the pet's form.
   */
  async endScreen(last: Clause) {
    if (!this.filler.hasPending()) return;
    // (Where no form here takes them, the page's own content leads to it: "Book a stay" on the boarding page.)
    const here = Boolean(this.filler.open) || (await this.filler.pendingFitHere());
    await this.flush(last, true, false, here ? 'nowhere' : 'content', true);
  }

  /**
   * One clause of the walk: values wait for the form they belong to; an action that needs the
   * page first fills and, unless it is that form's own submit, sends the form in view; a check
   * looks at the page (after the form is sent, when the form page does not show it). True when it
   * also used the next clause, its values ("add the tea, qty 2").
   */
  async step(written: Clause, next?: Clause): Promise<boolean> {
    const f = this.filler;
    // "ajouter Thé vert au panier, quantité 2", "add olive oil x2": values given with a press, or in
    // the words right after it, go to the form in view whose button it presses, before it is pressed.
    // ("ouvrir INV-2044 et Mark as paid avec …" lent "ouvrir" to the press: its own reading is the press.)
    const press =
      written.action === 'click'
        ? written
        : written.loose && written.fallback?.action === 'click'
          ? { ...written.fallback, loose: true }
          : null;
    // A clause the reader split into steps ("sign in a@b.c pass": fills, then a press) gave its values.
    const split = this.clauses.some((c) => c !== written && c.text === written.text);
    if (press && !press.context && !f.open) {
      const written = press;
      const own = dataItem(written.text);
      const tail = next?.loose && !CHECKS.has(next.action) ? dataItem(next.text) : null;
      // "Mark as paid avec la référence VIR-0309": a press named, then what it is sent with.
      const pressWith = written.loose && /^[^\d"«“]+?\s(?:with|avec|using)\s/i.test(written.text);
      const usable = (i: DataItem | null): i is DataItem =>
        i !== null && this.gives(i) && !i.values.some((v) => v.kind === 'words');
      const mine = (written.loose && !pressWith) || split ? null : own;
      const pressable = !written.loose || pressWith || own.values.every((v) => v.kind === 'words');
      // The press's own values first ("ajoute 2 tote bags + 1 mug": the 2 is the tote bag's); the
      // words after it only when they are what it is sent with ("add olive oil, qty 2").
      let given = [mine].filter(usable);
      let plan = given.length && pressable ? await this.pressSends(written, given) : null;
      // ("ajouter Thé vert 100 g au panier, quantité 2": the 100 g names the card, the count follows.)
      const titled = (v: GoalValue) => Boolean(plan && fold(plan.form.title).includes(fold(v.text)));
      if (plan && given.every((i) => i.values.every(titled))) plan = null;
      if (!plan) {
        given = [mine, tail].filter(usable);
        plan = given.length && pressable ? await this.pressSends(written, given) : null;
      }
      if (plan) {
        // "Thé vert 100 g": what names the card pressed is no value of its form.
        for (const i of given)
          i.values = i.values.filter((v) => !fold(plan.form.title).includes(fold(v.text)));
        // Only what that form takes ("add 4 coffee beans, apply code LUNE10": the code is for the cart).
        const placed = planForm(
          plan.form,
          given.map((i) => ({ ...i, used: new Set<number>() })),
        ).assignments;
        const taken = given.filter(
          (i, n) =>
            this.gives(i) &&
            placed.some(
              (a) =>
                a.source === i.text ||
                i.values.some((v) => v.text === a.source) ||
                a.tokens?.some((t) => t.item === n),
            ) &&
            // ("filtre sur les activités aquatiques → row Aquagym samedi 9h": the filter takes the
            // day, not the 9h; the words after the press are its data only if it takes all they give.)
            (i !== tail ||
              i.values.every((v) => v.kind === 'words' || placed.some((a) => a.source === v.text))),
        );
        for (const i of taken) f.add(i);
        await this.stepOnce(written);
        return Boolean(tail && taken.includes(tail));
      }
    }
    await this.stepOnce(written);
    return false;
  }

  /**
   * "Confirmer l'annulation" sent its form by the only button there ("Continuer"), and the page it
   * led to asks that very thing ("Confirmer l'annulation ?" over a form of one button and no field),
   * or its one form's button says it ("confirm" → "Confirmer ma demande d'estimation" on a summary):
   * the clause is answered there, by that button.
   */
  private async confirmsThere(clause: Clause) {
    const headings = await this.page
      .locator('h1:visible, h2:visible')
      .allInnerTexts()
      .catch(() => [] as string[]);
    const f = this.filler;
    if (!(await f.openSole()) || !f.open) return;
    const button = f.open.submits[0].name;
    const said = ownWords(clause.text);
    // ("confirm the order" → "Confirmer et payer sur place": the button opens with the clause's verb;
    // a bare "Valider" → a summary's one button that confirms, "Confirmer ma demande d'estimation".)
    const sameVerb = sameWord(verbOf(said), verbOf(button));
    const bare =
      isSubmit(said) && words(said).length === 1 && !f.open.fields.length && FINAL.test(fold(button));
    if (
      !sameVerb &&
      !bare &&
      similarity(said, button) < 0.8 &&
      !headings.some((h) => similarity(said, h) >= 0.8)
    ) {
      f.open = null;
      return;
    }
    this.recordFilled(clause, [await f.submit('')]);
  }

  /** Whether the item gives a value some field must take (words with no cue only choose). */
  private gives(item: DataItem): boolean {
    return item.values.some((v) => !v.optional && (v.kind !== 'words' || v.cue));
  }

  /** The form in view that takes these values and is sent by the control the clause presses. */
  private async pressSends(clause: Clause, items: DataItem[]): Promise<FormPlan | null> {
    const plan = bestForm(
      await listForms(this.page),
      items.map((i) => ({ ...i, used: new Set<number>() })),
      clause.text,
    );
    if (!plan || plan.unnamed || !plan.assignments.some((a) => a.score >= 1.4)) return null;
    // The press is named by the words around the values ("Mark as paid" of "… avec la référence VIR-0309").
    const bare = clause.loose
      ? bareClause(
          clause,
          items.flatMap((i) => (i.text === clause.text ? i.values : [])),
        )
      : null;
    const elements = await listElements(this.page);
    const chosen = (bare && pick(bare, elements)) || pick(clause, elements);
    if (!chosen) return null;
    const sends = await this.isOneOf(
      chosen.element.selector,
      plan.form.submits.map((s) => s.selector),
    );
    return sends ? plan : null;
  }

  /** Whether the element one selector finds is the one some of the others find (two ways to name it). */
  private isOneOf(one: string, all: string[]): Promise<boolean> {
    return this.page.evaluate(
      ([one, all]) => all.some((s) => document.querySelector(s) === document.querySelector(one)),
      [one, all] as const,
    );
  }

  private async stepOnce(written: Clause): Promise<void> {
    const f = this.filler;
    // (Nor is the form being filled sent for it.)
    if (await this.inLanguage(written)) return this.record(written, [], this.page.url());
    // "puis See my price": a check whose words, as written, are a button's name presses that button.
    const clause =
      written.action === 'see' && !written.quoted && (await this.buttonNamed(written.text))
        ? { ...written, action: 'click' as const, target: written.text, verb: undefined, fallback: undefined }
        : (await this.checksText(written))
          ? { ...written, action: 'see' as const, verb: undefined, fallback: undefined }
          : written;
    // "type DVD" on a form with a "Type de document" field: that field's value, not a search.
    if (clause.action === 'search' && !SEARCH_VERB.test(fold(clause.verb ?? ''))) {
      const cued = await this.cuedHere(clause);
      if (cued) return f.add({ ...dataItem(clause.text), values: [cued] });
    }
    if (clause.action === 'search' && (await this.searchesForm(clause))) return;
    // ("vérifier la ref MSG": a check, though "vérifier" and "valider" are near words.)
    if (
      !CHECKS.has(clause.action) &&
      isSubmit(clause.text) &&
      (f.open || f.hasPending() || (await f.openSole()))
    ) {
      const sends = f.sends;
      await this.flush(clause);
      // (The values waiting found their form and it was sent: that was this clause's "save", unless
      // the page it led to asks that very thing: "confirmer la commande" sent the visitor's details,
      // and the summary's one button says "Confirmer et payer sur place".)
      if (f.sends > sends && !f.open) return this.confirmsThere(clause);
      // (Values that went to no form here leave the summary's own form to send, or the control named.)
      if (f.open || (await f.openSole())) {
        const sent = await f.submit(clause.text);
        this.recordFilled(clause, [sent]);
        // ("confirmer la commande" sent "Vérifier ma commande": the summary it led to is confirmed there.)
        if (!sent.refused && !sameWord(verbOf(clause.text), verbOf(sent.submitted ?? '')))
          await this.confirmsThere(clause);
        return;
      }
    }
    if (CHECKS.has(clause.action)) {
      await this.flush(clause);
      // What the walk itself typed or chose in the open form proves nothing seen there ("check the
      // list shows 09:30" after checking the 09:30 slot): the form is sent first.
      const own =
        this.grounded
          .flatMap((g) => g.steps)
          .map((step) => /^I (?:check "(.+?)"|select "(.+?)" from|fill .+ with "(.+)")/.exec(step))
          .some((m) => m && fold(m[1] ?? m[2] ?? m[3]) === fold(clause.target)) ||
        // ("VIS-3051 should show as cancelled" on the cancel form the row of VIS-3051 opened.)
        (codesIn(clause.target).length > 0 && Boolean(this.clickedIn?.includes(clause.target)));
      if (f.open) {
        const before = this.grounded.length;
        try {
          if (own) throw new GroundingBlocked(clause.text, 'the walk typed it', this.page.url(), []);
          // ("le message de confirmation": what sending the form gives, never what the form's page says.)
          if (asksOutcome(clause.target))
            throw new GroundingBlocked(clause.text, 'a confirmation follows the form', this.page.url(), []);
          await this.readings(clause);
          this.answered();
          return;
        } catch (error) {
          if (!(error instanceof GroundingBlocked)) throw error;
          this.grounded.length = before;
        }
        this.recordFilled(clause, [await f.submit('')]);
      }
      try {
        await this.readings(clause);
      } catch (error) {
        if (!(error instanceof GroundingBlocked) || !this.refused) throw error;
        error.message += `; the form sent for "${this.refused.clause}" was not taken: the site says "${this.refused.said}"`;
        throw error;
      }
      // ("vérifier que la réservation est confirmée" after the site refused the form: not its test of the error.)
      if (!asksOutcome(clause.target)) this.answered();
      return;
    }
    const item = dataItem(clause.text, clause.action === 'check' || clause.action === 'uncheck');
    // "dans Settings": the page a context names is no value.
    const valued = this.gives(item) && !(clause.context && item.values.every((v) => v.kind === 'words'));
    const shaped = item.values.some((v) => v.kind !== 'words' && v.kind !== 'name');
    // A clause with no verb that gives values ("Ada King", "GH-456-JK") is data unless it names a
    // control of the page well ("restore INV-1990"); so is a context while a form is being filled.
    // A form in view that takes the value on evidence wins over a control of the same name
    // ("objet « Accessibilité »": the Subject option, not the menu's Accessibilité link).
    if (clause.loose && (await this.leftEmpty(clause))) return this.record(clause, [], this.page.url());
    const inRow =
      clause.loose && clause.action === 'click' && valued ? await this.rowReading(clause, item) : null;
    // ("objet Stationnement": a value its field's name announces, never the menu's Stationnement link.)
    const fieldNamed = item.values.some((v) => v.kind !== 'words' && FIELD_LEAD.test(fold(v.cue)));
    if (
      clause.loose &&
      clause.action === 'click' &&
      valued &&
      (fieldNamed ||
        (await this.bindScore(clause)) < 0.8 ||
        (await f.takesHere(item)) ||
        (f.sends > 0 && (await this.controlNamed(clause))?.inChrome)) &&
      !inRow
    ) {
      // "mot de passe oublié pour ana@x.org": the words around the values may name the control
      // that leads to their form; it is clicked, and the values wait for that form.
      const bare = bareClause(clause, item.values);
      // "exp 09/28" while the payment form is open: its expiry field, not the "Express" of the logo.
      // ("mot de passe oublié pour ana@x.org": a link away is followed, though the sign-in form here
      // would take the email; a button of that form is pressed once it is filled.)
      const named = bare ? await this.controlNamed(bare) : null;
      // (Once the journey has sent a form, its values go on through the page's own content: "delivered
      // on Tuesday" after "Add to cart" is the checkout's date, never the menu's "Delivery" page.)
      const astray = named?.inChrome && f.sends > 0;
      if (!bare || !named || named.score < 0.8 || astray || (!named.link && (await f.takesHere(item)))) {
        const coded = item.values.some((v) => v.kind === 'code');
        if (coded && !f.hasPending() && (await this.clickFound(clause, item))) return;
        return f.add(item);
      }
      await this.flush(clause, true);
      if (f.open && !(await this.sendsOpenForm(bare))) this.recordFilled(clause, [await f.submit('')]);
      await this.readings(bare);
      await this.judgeSent(clause);
      return f.add(item);
    }
    if (clause.context && valued && (shaped || f.hasPending())) return f.add(item);
    if (clause.loose) {
      // Words with no verb: an option or a box of the form being filled ("zone C", "morning slot"),
      // else a control to click once that form is sent. While values wait for a form not found
      // yet, words that name nothing here join them, to choose that form and its options.
      if (!f.open && f.hasPending() && !(await f.formInView()) && !(await this.bindsHere(clause)))
        return f.add(item);
      // Inside a flow of steps ("Step 1 of 5"), such words wait for the step whose form takes them
      // ("with the audioguide please" on the date step: the box of the tickets step); one that no
      // step takes refuses the walk (see FormFiller.idle).
      if (
        f.hasPending() &&
        !FLOW_STEP.test(clause.text) &&
        (await f.inFlow()) &&
        !(await this.bindsHere(clause))
      )
        return f.add({ ...item, asked: true });
      // "consent", "accepter le partage": a box of a form in view, ticked and sent with that form.
      if (item.tick && !valued && !f.open && (await f.takesHere(item))) return f.add(item);
      const cued = !valued && (await this.cuedHere(clause));
      if (cued) return f.add({ ...item, values: [cued] });
      await this.flush(clause, true, false, (await this.bindsHere(clause)) ? 'nowhere' : 'anywhere');
      // ("no phone" said before the form that has the phone field: the values before it led there.)
      if (await this.leftEmpty(clause)) return this.record(clause, [], this.page.url());
      if (f.takes(item) && !inRow) {
        f.add(item);
        return this.flush(clause, false, true);
      }
      // "send the free trial day request" while the form "Ask for a free trial day" is being filled.
      if (f.open && SENDS.test(fold(clause.text)) && similarity(f.open.title, clause.text) >= 0.6) {
        this.recordFilled(clause, [await f.submit('')]);
        return;
      }
      if (f.open && !(await this.sendsOpenForm(clause))) {
        // "zone F" where the open form's "Delivery zone" offers zones A to C.
        const lacking = f.refusesChoice(item);
        if (lacking) throw new GroundingBlocked(clause.text, lacking.message, this.page.url(), []);
        if (
          (await this.bindsHere(clause, f.open.selector)) ||
          (await this.namesPartOf(clause, f.open.selector))
        ) {
          f.add(item);
          this.unspent.push(
            new GroundingBlocked(
              clause.text,
              `"${clause.text}" was read as words about the form`,
              this.page.url(),
              [],
            ),
          );
          return;
        }
        // "…, 13001, Marseille; PDL …": a name-like value that names nothing here is the open
        // form's next value, not a reason to send it; no field taking it is a refusal, not a skip.
        if (!(await this.bindsHere(clause)) && f.takesLeft(item)) return f.add({ ...item, asked: true });
        this.recordFilled(clause, [await f.submit('')]);
        // The page that form led to may hold the box ("…, Continue, consent, submit").
        if (item.tick && !valued && (await f.takesHere(item))) return f.add(item);
      }
    } else if (MOVES.has(clause.action)) {
      // Words given for a choice ("select EUR") are made on the page in view before it is left.
      // Values wait for where this move leads, unless it cannot be made here (then their form is
      // looked for a link or two away: "make sure the contact form works? Pick the subject …").
      // A page the goal goes to ("sign in", "go to the Documents tab") is where they wait for.
      const goes = clause.action === 'navigate' || clause.action === 'open' || (await this.bindsHere(clause));
      await this.flush(clause, true, f.hasChoices(), goes ? 'nowhere' : 'anywhere');
      // "chooses the LDDS account" while its form is open: a choice in it, not a reason to send it.
      const choosing =
        CHOOSING.test(fold(clause.verb ?? '')) && f.open && f.takesLeft(dataItem(clause.target));
      if (f.open && !choosing && !(await this.sendsOpenForm(clause)))
        this.recordFilled(clause, [await f.submit('')]);
    }
    try {
      const from = this.page.url();
      const used = await this.readings(inRow ?? clause);
      await this.judgeSent(clause);
      if (used && ['click', 'navigate', 'open'].includes(used.action) && this.page.url() !== from)
        f.namedPage = this.page.url();
      if (!clause.loose && used && MOVES.has(used.action)) f.forgetChoices();
      if (clause.loose && f.open) f.open = null;
      // A box or a radio button the clause ticked by its name ("Accepter le règlement", "the text
      // reminder too"): its form is the one being filled.
      const acted = this.grounded.at(-1);
      if (
        acted?.element &&
        ['click', 'check', 'uncheck'].includes(acted.action) &&
        ['checkbox', 'radio'].includes(acted.element.role)
      )
        await f.touched(acted.element.selector);
      // "signalement nid-de-poule" clicked "Signaler": the words it did not use may name an option.
      if (clause.loose && used?.action === 'click') {
        // What the click used: the control's own name, what its row or card shows (a title, a
        // code that found it), and the words of a narrower reading; never the whole clause read
        // as a fuzzy name, nor a value of the scope the row does not show ("to the 17:05 departure").
        const narrower = used.target !== clause.target ? used.target : '';
        const named = fold(`${narrower} ${this.clickedIn} ${this.grounded.at(-1)?.element?.name ?? ''}`);
        // "Cards" clicked the tab "Cartes": a word the control says in the other language is used too.
        const said = words(`${narrower} ${this.grounded.at(-1)?.element?.name ?? ''}`);
        // ("the Tuesday 7pm row" clicked in the row that shows 19:00: the time is used.)
        item.values = item.values.filter(
          (v) =>
            !named.includes(fold(v.text)) &&
            !words(v.text).every((w) => said.some((n) => sameWord(w, n))) &&
            !(v.kind === 'time' && showsTime(this.clickedIn ?? '', v.text)) &&
            !(v.kind === 'day' && showsDay(this.clickedIn ?? '', v.text)),
        );
        if (item.values.length) f.add(item);
      }
    } catch (error) {
      if (!(error instanceof GroundingBlocked)) throw error;
      // "looking for a flat to rent in Saumur, max 750 €. Then open the duplex near the station": the
      // values waiting find their form first (the search), and the page is looked for where it leads.
      if (clause.action === 'navigate' && f.hasPending()) {
        const before = this.grounded.length;
        await this.flush(clause, true, f.hasChoices(), 'anywhere');
        if (f.open && !(await this.sendsOpenForm(clause))) this.recordFilled(clause, [await f.submit('')]);
        if (this.grounded.length > before && !f.hasPending()) return this.stepOnce(clause);
      }
      // "promo code WRONG1 → not valid": words with no verb that no control bears but the page
      // now shows are what the tester expects to read.
      // Before the journey did anything, bare words ("b", "pricing") are no check: only quoted ones.
      // "pickup at Bibliothèque de la Prairie", "house" by a list of property types: words that
      // choose an option of a form in view, before any text of the page that says them.
      if (clause.loose && !valued && (await f.takesHere(item))) return f.add(item);
      const acted = this.grounded.some((g) => !CHECKS.has(g.action) && g.action !== 'open');
      if (clause.loose && !valued && (acted || clause.quoted)) {
        const shown = await shownSteps(this.page, clause.target);
        if (shown) return this.record({ ...clause, action: 'see' }, shown, this.page.url());
      }
      const coded = item.values.some((v) => v.kind === 'code');
      if ((clause.loose || coded) && !f.hasPending() && (await this.clickFound(clause, item))) return;
      // "click 'Purple elephant'" names a control: no form takes a quoted name instead.
      const named = !clause.loose && !clause.context && clause.action === 'click';
      // "open the DPE 2027 article" names a page or card by its words: a year or a count in it is no data.
      const titled =
        clause.action === 'navigate' &&
        item.values.every((v) => ['words', 'name', 'number'].includes(v.kind));
      const data = named
        ? dataish(clause) ||
          item.values.some((v) => v.kind !== 'quoted' && v.kind !== 'words' && v.kind !== 'name')
        : (valued && !titled) || dataish(clause) || clause.context;
      // With a verb of its own ("choose gift wrapping"), it must be carried out by some form.
      // A step of a clause the reader split ("sign in with A and B": fill A) gives only its own value.
      const own = clause.value ? item.values.filter((v) => v.text === clause.value) : item.values;
      if (data)
        return f.add({
          ...item,
          values: own.length ? own : item.values,
          asked: !clause.loose && !clause.context,
        });
      if (!clause.loose) throw error;
      // Words that say what the journey is for ("make sure the contact form works"): they rank the
      // pages searched for the next form, and must be spent by a form filled after them.
      f.add(item);
      this.unspent.push(error);
    }
  }

  /**
   * What is left once every clause is read: values still waiting go to their form, which is sent.
   * The goal's words that no page of the walk showed are kept to be said (see unmetWords).
   */
  async finish() {
    const last = this.clauses.at(-1) ?? { text: '', action: 'click', target: '', quoted: false };
    // Words left for a choice ("pickup at Bibliothèque de la Prairie") are made on the page in view.
    // Once the journey has sent a form the goal's values went into, what is left is looked for only
    // through the page's own content, else refused: never typed into some other form the menus
    // lead to (the patient's leftover date into a prescription request).
    // A journey that ends on a check the page met is done: words kept for a choice are not made
    // again on the page it checked ("… mailed to the address on file. Submit → expect a REQ- ref").
    const checked = CHECKS.has(last.action) && this.grounded.at(-1)?.clause === last.text;
    await this.flush(
      last,
      false,
      this.filler.hasChoices() && !checked,
      this.filler.sentValues ? 'content' : 'anywhere',
    );
    // (A form whose box a clause only ticked is left as the goal left it: "cocher « I accept the terms »".)
    if (this.filler.open && !this.filler.onlyTicked) this.recordFilled(last, [await this.filler.submit('')]);
    if (this.unspent.length) throw this.unspent[0];
    // "Please fill in: registration number": the journey did not do what the goal asks, unless the
    // goal went on to check what the page said (a test of the form's errors).
    if (this.refused)
      throw new GroundingBlocked(
        this.refused.clause,
        `the site did not take the form sent for "${this.refused.clause}": it says "${this.refused.said}"`,
        this.refused.url,
        [],
      );
    // What the steps typed, chose, clicked and checked spends the goal's words for it.
    const used = this.grounded.flatMap((g) => [
      ...(g.values ?? []).map((v) => v.value),
      ...g.steps.flatMap((step) => [...step.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1])),
      g.element?.name ?? '',
      g.element?.row ?? '',
      g.page?.title ?? '',
    ]);
    // Each clause opens a sentence: its first word's capital is grammar's, not a name's.
    const goal = [...new Set(this.req.clauses.map((c) => c.text))].join('. ');
    this.unmet = unmetWords(goal, used, this.seen);
    // A name told only in the story ("she has a very fluffy Persian", "son séjour à Noël est annulé"):
    // a clause with no verb of its own that says what is, and that no step carried out, asks nothing
    // of the site.
    const told = (c: Clause) =>
      Boolean(c.loose) &&
      STORY_VERB.test(` ${fold(c.text)} `) &&
      !this.grounded.some((g) => g.clause === c.text);
    // "his Spanish mobile, +34 612 345 678": a word that describes a number or an address typed whole
    // just after it asks nothing of the site either.
    const typed = this.grounded.flatMap((g) =>
      (g.values ?? [])
        .filter(
          (v) =>
            v.action === 'fill' &&
            /@|^\+?[\d\s.()-]{8,}$/.test(v.value) &&
            !/^\d{4}-\d\d-\d\d$/.test(v.value),
        )
        .map((v) => v.value),
    );
    const written = [...new Set(this.req.clauses.map((c) => c.text))].join(', ');
    const describes = (n: string) =>
      typed.some((value) => {
        const at = written.indexOf(value);
        const said = at > 0 ? written.lastIndexOf(n, at) : -1;
        // (Only a noun or two between them: "Spanish mobile, +34 …", "work e-mail a@b.c".)
        const between = said >= 0 ? written.slice(said + n.length, at) : '';
        return (
          said >= 0 &&
          !/[.;:!?\d]/.test(between) &&
          between
            .trim()
            .split(/[\s,]+/)
            .filter(Boolean).length <= 2
        );
      });
    const names = unmetNames(goal, this.unmet).filter(
      (n) => this.req.clauses.some((c) => c.text.includes(n) && !told(c)) && !describes(n),
    );
    if (names.length)
      throw new GroundingBlocked(
        this.req.clauses.find((c) => c.text.includes(names[0]))?.text ?? goal,
        `the goal names ${names.map((n) => `"${n}"`).join(', ')}, which no page the walk went through shows (in any form, in English or French): the site may not offer it, so the journey walked is not the one asked`,
        this.page.url(),
        [],
      );
    // "en mémoire d'Henri Masson": a person's name the goal gives is typed, chosen or clicked on,
    // whole; its words seen here and there on the way ("22 avenue Henri-Barbusse") are not enough.
    // (Who the goal is about, and whose e-mail signs in, act; they need not be typed.)
    const done = fold(used.join(' '));
    const mailed = fold(goal.match(/\S+@/g)?.join(' ') ?? '').replace(/[._@-]+/g, ' ');
    // (A clause that names a control or a page, "switch to English", gives no value to type; one
    // that names its field, "type 'ana@…' in Email", gives only its value.)
    const unnamed = this.req.clauses
      .flatMap((c) =>
        DATA.has(c.action) && c.value ? dataItem(c.value).values : c.loose ? dataItem(c.text).values : [],
      )
      .find(
        (v) =>
          v.kind === 'name' &&
          !v.optional &&
          !done.includes(fold(v.text)) &&
          !words(v.text).every((w) => mailed.includes(w)),
      );
    if (unnamed)
      throw new GroundingBlocked(
        this.req.clauses.find((c) => c.text.includes(unnamed.text))?.text ?? goal,
        `the goal gives "${unnamed.text}", which no step of the walk typed, chose or clicked on: no field of the forms it went through took it`,
        this.page.url(),
        [],
      );
    // A journey that only signed in did none of what the goal's other words ask ("the demo user
    // (…) can change their password from the Settings tab").
    // Pages opened on the way (the sign-in page) are part of the way in.
    // (Choosing the site's language is part of the way in too: "select English from Langue".)
    // (A sign-in read from the goal's words is its own steps: the sign-in page, both fields, the button.)
    const signingIn = new Set(
      this.req.clauses.filter((c) => c.action === 'navigate' && c.target === 'sign in').map((c) => c.text),
    );
    const wayIn = (g: GroundedClause, i: number) =>
      this.signIns.has(i) ||
      signingIn.has(g.clause) ||
      g.action === 'open' ||
      g.steps.every(switchesLanguage);
    const signedIn = this.signIns.size > 0 || this.grounded.some((g) => signingIn.has(g.clause));
    if (signedIn && this.grounded.every(wayIn)) {
      const acted = new SeenWords();
      for (const u of used) acted.add(u.replace(/[@._-]+/g, ' '));
      const left = unmetWords(goal, used, acted);
      if (left.length)
        throw new GroundingBlocked(
          this.req.clauses.find((c) => fold(c.text).includes(fold(left[0])))?.text ?? goal,
          `the walk only signed in: no step it found does what ${left.map((w) => `"${w}"`).join(', ')} ask${left.length > 1 ? '' : 's'}`,
          this.page.url(),
          [],
        );
    }
    const idle = this.filler.idle()[0];
    if (idle)
      throw new GroundingBlocked(
        idle,
        `nothing the walk met takes "${idle}": no field, option or box of the forms it went through is named by these words, so the site may not offer it`,
        this.page.url(),
        [],
      );
  }

  /**
   * Puts the values waiting into the forms ahead. Before a move (`waitable`), values no form takes
   * yet wait for the pages the move leads to ("Inès Garnier, …, buys olive oil": the address form
   * comes after the cart); before a check or at the end, such a value is refused. `force` fills
   * the form in view though only choices wait ("France" for its list of countries).
   */
  private async flush(
    clause: Clause,
    waitable = false,
    force = false,
    roam: Roam = waitable ? 'nowhere' : 'anywhere',
    stay = false,
  ) {
    if (!this.filler.hasPending() && !force) return;
    try {
      this.recordFilled(clause, await this.filler.flush(clause.text, force, roam, stay));
    } catch (error) {
      if (!(error instanceof ValueDropped || error instanceof FormUnnamed || error instanceof OptionMissing))
        throw error;
      this.recordFilled(clause, error.done);
      if (waitable) return;
      // (A form the site refused on the way is why the values found no field after it.)
      const refusal = this.refused
        ? `; the form sent for "${this.refused.clause}" was not taken: the site says "${this.refused.said}"`
        : '';
      const blocked = new GroundingBlocked(error.item, `${error.message}${refusal}`, error.url, [], []);
      blocked.ambiguous = error instanceof FormUnnamed;
      throw blocked;
    }
  }

  /** After a clause's own click sent the open form: whether the site sent it back with an error. */
  private async judgeSent(clause: Clause) {
    if (!this.alertsBeforeSend) return;
    const before = this.alertsBeforeSend;
    this.alertsBeforeSend = null;
    const said = await newAlert(this.page, before);
    this.sent(said ? { clause: clause.text, said, url: this.sentFrom } : null, this.sentFrom);
  }

  /**
   * A form was sent from `url`: refused, or taken. A form taken elsewhere does not make up for one
   * the site refused (the values typed into it never arrived): only the same form taken again does.
   */
  private sent(refusal: { clause: string; said: string; url: string } | null, url: string) {
    if (refusal) this.refused = refusal;
    else if (this.refused && pathOf(this.refused.url) === pathOf(url)) this.refused = null;
  }

  /** A check met: on the page that refused a form, it was the goal's test of that refusal. */
  private answered() {
    if (this.refused && pathOf(this.refused.url) === pathOf(this.page.url())) this.refused = null;
  }

  private recordFilled(clause: Clause, done: Filled[]) {
    // Words about a form are spent by filling it, or by sending it when it was filled before them.
    // A sign-in spends none: it is the way in to what the words are about.
    if (
      done.some(
        (d) => !d.signIn && (d.values.length || (d.submitted && d.submitted !== 'Enter' && !d.refused)),
      )
    )
      this.unspent.length = 0;
    for (const d of done) {
      if (d.submitted)
        this.sent(d.refused ? { clause: clause.text, said: d.refused, url: d.url } : null, d.url);
      if (!d.steps.length) continue;
      if (d.signIn) this.signIns.add(this.grounded.length);
      this.grounded.push({
        clause: d.opened
          ? `the page for "${clause.text}"`
          : d.submitted
            ? `send the form (${clause.text})`
            : clause.text,
        action: d.opened ? 'open' : d.submitted ? 'click' : 'fill',
        element: null,
        steps: d.steps,
        url: d.url,
        ...(d.values.length ? { values: d.values } : {}),
        ...(d.submitted ? { submitted: d.submitted } : {}),
      });
    }
  }

  /**
   * "Book on the Tuesday 7pm Pilates row", "row Aquagym samedi 9h": a reading of the clause binds a
   * control in a row or card that shows each of its values, so the values say which row, not what a
   * form takes.
   */
  private async rowReading(clause: Clause, item: DataItem): Promise<Clause | null> {
    // (Values that tell one row from another: a time, a day, a name, a code; not a count, which a
    // card may show by chance: "1 Coffee beans" and "Coffee beans 1 kg".)
    // (Words with no cue say the row too; the reading that binds it checks them.)
    const values = item.values.filter((v) => v.kind !== 'words' || v.cue);
    // ("supprime l'alerte « Appartement centre »": what is removed is named, quoted, by its row.)
    const kinds = REMOVES.test(fold(clause.text)) ? new Set([...ROW_KINDS, 'quoted' as const]) : ROW_KINDS;
    if (
      !values.some((v) => kinds.has(v.kind)) ||
      values.some((v) => !kinds.has(v.kind) && !PERSONAL.has(v.kind))
    )
      return null;
    const shows = (row: string, v: GoalValue) =>
      v.kind === 'time' ? showsTime(row, v.text) : fold(row).includes(fold(v.text));
    // Who it is for ("… for Nina Okafor, nina@…") is for the form the row leads to: the row is
    // named by what comes before.
    const forWhom = /\s(?:for|pour|as|comme)\s+\p{Lu}/u.exec(clause.text);
    const bare = forWhom ? clause.text.slice(0, forWhom.index).trim() : '';
    // The clause, the clause without whom, then its narrower readings, but never its verb alone
    // ("book": the first row's).
    const readings: Clause[] = bare ? [{ ...clause, text: bare, target: bare, fallback: undefined }] : [];
    for (let r: Clause | undefined = clause; r; r = r.fallback)
      if (r.scope || words(r.target).length > 1 || words(clause.text).length <= 2)
        readings.splice(r === clause ? 0 : readings.length, 0, r);
    const telling = bare ? values.filter((v) => v.start < bare.length) : values;
    const elements = await listElements(this.page);
    for (const r of readings) {
      const row = r.action === 'click' ? pick(r, elements)?.element.container : undefined;
      if (
        row &&
        telling.length &&
        telling.every((v) => shows(row, v) || PERSONAL.has(v.kind)) &&
        telling.some((v) => shows(row, v))
      )
        return r;
    }
    return null;
  }

  /** How well the best reading of a click clause binds an element of the page in view (nothing is done). */
  private async bindScore(clause: Clause): Promise<number> {
    // "archiver la facture INV-2045": only a control beside that code can be the one meant.
    const codes = codesIn(clause.text).map((c) => c.toLowerCase());
    const elements = (await listElements(this.page)).filter((e) =>
      codes.every((c) => `${e.name} ${e.container}`.toLowerCase().includes(c)),
    );
    let best = 0;
    for (let r: Clause | undefined = clause; r; r = r.fallback)
      // "prendre le vendredi 17 avril à 17:30": a verb alone names no control the values are about.
      // ("Book on the Tuesday 7pm Pilates row" names the row it is in: that one may be meant.)
      if (r.action === 'click' && (r.scope || !CHOOSING.test(fold(r.target))))
        best = Math.max(best, pick(r, elements)?.score ?? 0);
    return best;
  }

  /** "check « Réservation confirmée »" where no box bears those words: what to read, not a box to tick. */
  private async checksText(clause: Clause): Promise<boolean> {
    if (clause.action !== 'check' || clause.verb !== 'check' || !clause.quoted) return false;
    return !pick(clause, await listElements(this.page));
  }

  /**
   * "no allergies", "pas besoin de commentaire", "pas de téléphone": a free text field of the form
   * being filled (or in view) that the goal says to leave empty. Nothing is typed, nothing pressed.
   */
  private async leftEmpty(clause: Clause): Promise<boolean> {
    const none =
      /^(?:no|without|sans|aucune?|pas\s+(?:besoin\s+)?d(?:e\s+|['’]\s*))\s*(\S.*?)\s*(?:needed|necessaire)?$/.exec(
        fold(clause.text),
      );
    if (!none) return false;
    const forms = this.filler.open ? [this.filler.open] : await listForms(this.page);
    return forms.some((form) =>
      form.fields.some(
        (x) => ['text', 'textarea'].includes(x.kind) && !x.value && similarity(none[1], x.label) >= 0.75,
      ),
    );
  }

  /** "mots-clés product manager": words that open with the name of a text field of the page in view. */
  private async cuedHere(clause: Clause): Promise<GoalValue | null> {
    const forms = this.filler.open ? [this.filler.open] : await listForms(this.page);
    return cuedByField(
      clause.text,
      forms.flatMap((form) => form.fields),
    );
  }

  /**
   * A search the page's search box alone cannot do: "chercher « developer » en Fully remote" (words
   * beside the searched ones choose options of the search form), or a page whose search form
   * names its box "Keywords". The searched words go to that form's box, the other words to its
   * options, and the form is sent. False when a search box alone does it.
   */
  private async searchesForm(clause: Clause): Promise<boolean> {
    const value = clause.value ?? '';
    const at = clause.text.indexOf(value);
    const rest = at < 0 ? '' : `${clause.text.slice(0, at)} ${clause.text.slice(at + value.length)}`;
    const extra = words(rest.replace(/[«»"“”]/g, ' ')).filter(
      (w) => !words(clause.verb ?? '').includes(w) && !LINKS.test(w),
    );
    const box = pick(clause, await listElements(this.page));
    if (box && !(extra.length && (await this.filler.takesHere(dataItem(rest))))) return false;
    const item = dataItem(clause.text);
    const searched: GoalValue = {
      text: value,
      kind: 'quoted',
      cue: 'search keywords',
      start: at,
      end: at + value.length,
    };
    item.values = [searched, ...item.values.filter((v) => v.end <= at || v.start >= at + value.length)];
    this.filler.add(item);
    // With no search form here, the words wait for the page that has one, as any data does.
    await this.flush(clause, true, true, 'anywhere');
    if (this.filler.open) this.recordFilled(clause, [await this.filler.submit('')]);
    return true;
  }

  /** Whether a button of the page in view is named by these very words. */
  private async buttonNamed(text: string): Promise<boolean> {
    const plain = text.replace(/[.!]+$/, '').trim();
    return (await listElements(this.page)).some(
      (e) =>
        e.visible &&
        e.role === 'button' &&
        similarity(plain, e.name) >= 0.9 &&
        similarity(e.name, plain) >= 0.9,
    );
  }

  /** Whether a control of the page in view bears every word of the clause ("Forgot your password?" for "mot de passe oublié"). */
  /** How well the words name the control of the page they pick, and whether it is a link away. */
  private async controlNamed(
    clause: Clause,
  ): Promise<{ score: number; link: boolean; inChrome: boolean } | null> {
    const chosen = pick(clause, await listElements(this.page));
    if (!chosen) return null;
    const { name, label, href, inChrome } = chosen.element;
    return {
      score: similarity(clause.target, name || label),
      link: Boolean(href) && !href.startsWith('#'),
      inChrome,
    };
  }

  /** Whether some reading of the clause binds an element of the page in view (nothing is done). */
  private async bindsHere(clause: Clause, form?: string): Promise<boolean> {
    const elements = await listElements(this.page);
    for (let r: Clause | undefined = clause; r; r = r.fallback) {
      const chosen = pick(r, elements);
      // Given a form, only its own controls count ("reserve the DVD" is a card's button, not the form's DVD).
      if (chosen && (!form || (await this.inForm(chosen.element.selector, form)))) return true;
    }
    return false;
  }

  /**
   * Whether loose words name a part of the open form ("her final readings" of its fieldset "Final
   * meter readings"): they say what comes next in it, and do not send it.
   */
  private async namesPartOf(clause: Clause, form: string): Promise<boolean> {
    const said = clause.target.replace(
      /\b(?:his|her|their|its|my|your|our|sa|son|ses|leur|leurs|votre|vos|mon|ma|mes)\b/gi,
      ' ',
    );
    for (const e of await listElements(this.page)) {
      const names = [e.label, e.regions[0] ?? ''].filter(Boolean);
      if (names.some((n) => similarity(said, n) >= 0.6) && (await this.inForm(e.selector, form))) return true;
    }
    return false;
  }

  private inForm(selector: string, form: string): Promise<boolean> {
    return this.page
      .evaluate(([s, f]) => Boolean(document.querySelector(f)?.contains(document.querySelector(s))), [
        selector,
        form,
      ] as const)
      .catch(() => false);
  }

  /** Whether the clause's click lands on the open form's own submit control. */
  private async sendsOpenForm(clause: Clause): Promise<boolean> {
    const submits = this.filler.submitSelectors();
    if (!submits.length || clause.action !== 'click') return false;
    const chosen = pick(clause, await listElements(this.page));
    if (!chosen) return false;
    const same = await this.isOneOf(chosen.element.selector, submits);
    if (same) {
      // ("book it": the form's own button, pressed with its terms box ticked, as FormFiller.send does.)
      const terms = this.filler.open && (await this.filler.acceptTerms(this.filler.open));
      if (terms) this.recordFilled(clause, [{ ...terms, url: this.page.url() }]);
      this.filler.open = null;
      this.alertsBeforeSend = await alertsOf(this.page);
      this.sentFrom = this.page.url();
    }
    return same;
  }

  /**
   * A clause with no verb that binds nowhere here ("archiver la facture INV-2045", "ouvrir
   * INV-2044"): the page a link or two away where it binds (and that shows its codes) is opened.
   */
  private async clickFound(clause: Clause, item: DataItem): Promise<boolean> {
    // (Pages opened to look, inside a flow of steps, may start it again: "Tickets" empties the cart.)
    if (await this.filler.inFlow()) return false;
    const codes = codesIn(clause.text);
    const found = await probePages(
      this.context,
      this.page,
      clause.text,
      async (p) => {
        const body = await p.locator('body').innerText();
        if (codes.some((c) => !body.includes(c))) return 0;
        const heading = await p
          .locator('h1')
          .first()
          .innerText({ timeout: 300 })
          .catch(() => '');
        const named = codes.length && codes.every((c) => heading.includes(c)) ? 0.5 : 0;
        const chosen = pick({ ...clause, target: clause.target }, await listElements(p));
        return Math.max(chosen ? chosen.score : 0, named * 1.6);
      },
      { baseUrl: this.baseUrl, budget: 12 },
    );
    if (!found || found.score < 0.6) return false;
    const url = this.page.url();
    const path = sitePath(this.baseUrl, found.url);
    await this.goto(path);
    this.grounded.push({
      clause: clause.text,
      action: 'navigate',
      element: null,
      steps: [`I open ${q(path)}`],
      url,
    });
    try {
      await this.readings(clause);
    } catch (error) {
      if (!(error instanceof GroundingBlocked)) throw error;
      // The page itself was what the clause named ("ouvrir INV-2044"); not when it asks to do
      // something there ("deletes the draft invoice INV-2045": no control does it).
      const verb = words(clause.text)[0] ?? '';
      if (DOES.test(verb)) {
        const shown = words(
          await this.page
            .locator('body')
            .innerText()
            .catch(() => ''),
        );
        if (!shown.some((w) => sameWord(verb, w))) throw error;
      }
    }
    // "… paid invoice INV-2042 on 2026-02-10": the code found the page; what else the clause gives
    // is for a form there, never dropped.
    const left = item.values.filter((v) => !codes.includes(v.text));
    if (left.length) this.filler.add({ ...item, values: left });
    return true;
  }

  /** A page has settled once it has loaded and nothing has been pending for 100 ms. */
  async settle() {
    await this.page.waitForLoadState('load').catch(() => {});
    await this.network.quiet(100, 1_500);
    this.seen.add(await pageWords(this.page));
  }

  async start() {
    this.page = await this.context.newPage();
    this.page.setDefaultTimeout(10_000);
    if (this.req.before) await this.req.before(this.page);
    if (this.clauses[0]?.action === 'open') this.startPath = this.clauses.shift()!.target;
    const startPath = this.startPath;
    const response = await this.page
      .goto(resolvePath(this.req.baseUrl, startPath), { waitUntil: 'load' })
      .catch(async (e: Error) => {
        throw await this.startRefused(startPath, `the start page does not load: ${e.message.split('\n')[0]}`);
      });
    if (response && response.status() >= 400) {
      throw await this.startRefused(startPath, `the start page answered HTTP ${response.status()}`);
    }
    await this.settle();
  }

  /** A start page that cannot be opened, with the site's pages that can: the closest to its path first. */
  private async startRefused(startPath: string, reason: string): Promise<StartPageRefused> {
    const origin = new URL(resolvePath(this.req.baseUrl, '/')).origin;
    const pages = (await this.sitePages()).filter(
      (p) => URL.canParse(p.url) && new URL(p.url).origin === origin,
    );
    const ranked = rankPages(startPath.replace(/[/_-]+/g, ' '), pages, origin).map((p) => p.url);
    const paths = new Set([...ranked, ...pages.map((p) => p.url)].map((u) => sitePath(this.req.baseUrl, u)));
    paths.delete(startPath);
    return new StartPageRefused(startPath, reason, [...paths].slice(0, 3));
  }

  private record(clause: Clause, steps: string[], url: string, extra: Partial<GroundedClause> = {}) {
    this.grounded.push({ clause: clause.text, action: clause.action, element: null, steps, url, ...extra });
  }

  async ground(clause: Clause) {
    const url = this.page.url();
    switch (clause.action) {
      case 'open':
        await this.goto(clause.target);
        return this.record(clause, [`I open ${q(clause.target)}`], url);
      case 'navigate':
        return this.navigate(clause, url);
      case 'press':
        await this.page.keyboard.press(clause.target);
        await this.settle();
        return this.record(clause, [`I press the ${q(clause.target)} key`], url);
      case 'see':
      case 'notSee':
        if (clause.where) return this.checkWhere(clause, url);
        return this.check(clause, url);
      case 'back':
        await this.page.goBack({ waitUntil: 'load' }).catch(() => null);
        await this.settle();
        return this.record(clause, ['I go back'], url);
      case 'url': {
        const here = new URL(this.page.url());
        if (!`${here.pathname}${here.search}`.includes(clause.target.replace(/\/$/, '')))
          throw new GroundingBlocked(
            clause.text,
            `the journey is on ${here.pathname}, not ${clause.target}`,
            url,
            [],
            [`check that the URL contains "${here.pathname}"`],
          );
        return this.record(clause, [`the URL should contain ${q(clause.target)}`], url);
      }
      case 'title': {
        const title = await this.page.title();
        if (title !== clause.target)
          throw new GroundingBlocked(
            clause.text,
            `the page title is "${title}", not "${clause.target}"`,
            url,
            [],
            [`the title should be ${q(title)}`],
          );
        return this.record(clause, [`the title should be ${q(title)}`], url);
      }
      case 'scroll':
        if (!clause.target) return this.record(clause, ['I scroll down'], url);
    }
    // "on the English version" while the page already is in English: nothing to click.
    if (await this.inLanguage(clause)) return this.record(clause, [], url);
    const listed = await listElements(this.page);
    const elements = clause.buttonOnly ? listed.filter((e) => e.role === 'button') : listed;
    let chosen = pick(clause, elements);
    let action = clause.action;
    // "sign in" after its fields were filled: the form's own button, not the menu's "Sign in" link.
    if (chosen && action === 'click') chosen = (await this.ownSubmit(clause, elements, url)) ?? chosen;
    // "set Quantity to 2" on a list of choices is a choice.
    if (!chosen && action === 'fill') {
      const asSelect = pick({ ...clause, action: 'select' }, elements);
      if (asSelect) [chosen, action] = [asSelect, 'select'];
    }
    // "EN site" where the site's switch is a select of languages, not a link.
    if (!chosen && action === 'click' && (await this.chooseLanguage(clause, elements, url))) return;
    if (!chosen) {
      const near = closest(clause, elements);
      throw new GroundingBlocked(
        clause.text,
        `no element on ${url} matches "${clause.target || clause.value}" for ${clause.action}${clause.scope ? ` in "${clause.scope}"` : ''}`,
        url,
        near,
        near.slice(0, 3).map((c) => rewrite(clause, c.name)),
      );
    }
    const e = chosen.element;
    this.clickedIn = e.container;
    this.clickedRow = e.container && action === 'click' ? await rowLines(this.page, e.selector) : [];
    const target = stepTarget(e, elements, action, action === 'click' ? chosen.region : undefined);
    const locator = this.page.locator(e.selector).first();
    const steps = await this.act({ ...clause, action }, e, locator, target, url);
    await this.settle();
    this.record(clause, steps, url, {
      action,
      element: {
        role: e.role,
        name: e.name || e.label || e.placeholder,
        selector: e.selector,
        score: Math.round(chosen.score * 100) / 100,
        ...(chosen.region ? { region: chosen.region } : {}),
        ...(action === 'click' && e.container ? { row: e.container } : {}),
      },
    });
  }

  /** Whether the clause switches to the language the page is already in. */
  private async inLanguage(clause: Clause): Promise<boolean> {
    const language = clause.action === 'click' ? languageOf(clause.target) : undefined;
    if (!language) return false;
    const current = await this.page
      .evaluate(() => document.documentElement.lang.slice(0, 2).toLowerCase())
      .catch(() => '');
    return current === language;
  }

  /**
   * The language a click names ("EN", "English"), chosen in the page's select of languages; when the
   * change does not send the select's form, its own button ("OK") does.
   */
  private async chooseLanguage(clause: Clause, elements: PageElement[], url: string): Promise<boolean> {
    const lang = languageOf(clause.target);
    const select = elements.find(
      (e) => e.tag === 'select' && e.visible && e.options.some((o) => languageOf(o) === lang),
    );
    if (!lang || !select) return false;
    const option = select.options.find((o) => languageOf(o) === lang)!;
    const steps = [`I select ${q(option)} from ${stepTarget(select, elements, 'select')}`];
    const locator = this.page.locator(select.selector).first();
    const left = await followNavigation(
      this.page,
      () => locator.selectOption({ label: option }),
      10_000,
      150,
    );
    const sent = left ? null : await this.sendItsForm(select.selector, elements);
    if (sent) steps.push(sent);
    await this.settle();
    this.record(clause, steps, url, {
      action: 'select',
      element: { role: select.role, name: select.label || select.name, selector: select.selector, score: 1 },
    });
    return true;
  }

  /** The submit control, named by the clause, of the form whose field the step before filled on this page. */
  private async ownSubmit(clause: Clause, elements: PageElement[], url: string) {
    const last = this.grounded.at(-1);
    if (!last?.element || last.url !== url || (last.action !== 'fill' && last.action !== 'select'))
      return null;
    const own = await this.submitsOf(last.element.selector, elements);
    return own.length ? pick(clause, own) : null;
  }

  /** Clicks the own button of the form holding the field `selector` names: the step, if it has one. */
  private async sendItsForm(selector: string, elements: PageElement[]): Promise<string | null> {
    const [button] = await this.submitsOf(selector, elements);
    if (!button) return null;
    await this.page.locator(button.selector).first().click();
    return `I click ${stepTarget(button, elements, 'click')}`;
  }

  /** The submit controls among `elements` of the form that holds the field `selector` names. */
  private async submitsOf(selector: string, elements: PageElement[]): Promise<PageElement[]> {
    const buttons = elements.filter((e) => e.role === 'button').map((e) => e.selector);
    const own = await this.page
      .evaluate(
        ([field, selectors]) => {
          const form = document.querySelector(field as string)?.closest('form');
          const submits = form
            ? [...form.querySelectorAll('button:not([type=button]):not([type=reset]),input[type=submit]')]
            : [];
          return (selectors as string[]).filter((s) =>
            submits.includes(document.querySelector(s) as Element),
          );
        },
        [selector, buttons] as const,
      )
      .catch(() => [] as string[]);
    return elements.filter((e) => own.includes(e.selector));
  }

  private async act(
    clause: Clause,
    e: PageElement,
    locator: ReturnType<Page['locator']>,
    target: string,
    url: string,
  ): Promise<string[]> {
    switch (clause.action) {
      case 'fill':
        await locator.fill(clause.value ?? '');
        return [`I fill ${target} with ${q(clause.value ?? '')}`];
      case 'search':
        await locator.fill(clause.value ?? '');
        await locator.press('Enter');
        return [`I fill ${target} with ${q(clause.value ?? '')}`, 'I press the "Enter" key'];
      case 'select': {
        const option =
          e.options.find((o) => o === clause.value) ??
          e.options
            .map((o) => ({ o, s: similarity(clause.value ?? '', o) }))
            .filter((x) => x.s >= BIND)
            .sort((a, b) => b.s - a.s)[0]?.o;
        if (!option)
          throw new GroundingBlocked(
            clause.text,
            `${e.name || e.selector} has no option "${clause.value}"; its options are ${e.options.map((o) => `"${o}"`).join(', ')}`,
            url,
            [],
            e.options.slice(0, 3).map((o) => `select ${q(o)} from ${q(e.label || e.name)}`),
          );
        const left = await followNavigation(
          this.page,
          () => locator.selectOption({ label: option }),
          10_000,
          150,
        );
        const steps = [`I select ${q(option)} from ${target}`];
        // "filtre sur les activités aquatiques": a filter chosen is applied, by its form's button.
        if (!left && /^(?:filter|filtr)/.test(fold(clause.verb ?? ''))) {
          const sent = await this.sendItsForm(e.selector, await listElements(this.page));
          if (sent) steps.push(sent);
        }
        return steps;
      }
      case 'check':
        await locator.check();
        return [`I check ${target}`];
      case 'uncheck':
        await locator.uncheck();
        return [`I uncheck ${target}`];
      case 'hover':
        await locator.hover();
        return [`I hover over ${target}`];
      case 'scroll':
        await locator.scrollIntoViewIfNeeded();
        return [`I scroll to ${target}`];
      default: {
        const popup = this.context.waitForEvent('page', { timeout: 1_000 }).catch(() => null);
        await locator.click();
        const opened = await popup;
        if (opened) {
          this.page = opened;
          return [`I click ${target}`, 'I switch to the new tab'];
        }
        return [`I click ${target}`];
      }
    }
  }

  private async goto(path: string) {
    await this.page.goto(resolvePath(this.req.baseUrl, path), { waitUntil: 'load' });
    await this.settle();
  }

  /** The site's pages from a crawl, fetched once per walk and only when a name needs them. */
  private sitePages(): Promise<PageFacts[]> {
    this.crawled ??= this.req.sitePages ? this.req.sitePages().catch(() => []) : Promise.resolve([]);
    return this.crawled;
  }

  /**
   * A clause naming a page ("go to the account page", "sur le catalogue"): the page the journey
   * stands on, a page linked from it, or one the site's crawl names so. A control of the page that
   * the name fits better (a tab, a button) is clicked instead.
   */
  private async navigate(clause: Clause, url: string) {
    if (!clause.target) return this.record(clause, [], url);
    const elements = await listElements(this.page);
    const here: PageFacts = {
      url,
      title: await this.page.title(),
      heading: (
        await this.page
          .locator('h1')
          .first()
          .innerText({ timeout: 500 })
          .catch(() => '')
      ).trim(),
      linkTexts: [],
    };
    const links: PageFacts[] = elements
      .filter((e) => e.visible && e.role === 'link' && e.href)
      .map((e) => ({ url: new URL(e.href, url).toString(), title: '', heading: '', linkTexts: [e.name] }));
    const origin = new URL(url).origin;
    let pages = rankPages(clause.target, [here, ...links], origin, clause.text);
    if (!pages[0] || pages[0].score < 0.8) {
      const crawled = rankPages(
        clause.target,
        [here, ...links, ...(await this.sitePages())],
        origin,
        clause.text,
      );
      if (crawled[0] && crawled[0].score > (pages[0]?.score ?? 0)) pages = crawled;
    }
    const control = elements
      .filter((e) => e.visible && e.role !== 'link' && fits('click', e))
      .map((e) => ({ e, s: score(clause.target, e) }))
      .sort((a, b) => b.s - a.s)[0];
    const page = pages[0];
    if (control && control.s >= 0.8 && control.s > (page?.score ?? 0)) {
      throw new GroundingBlocked(
        clause.text,
        `"${clause.target}" is a control of ${url}, not a page`,
        url,
        [],
      );
    }
    // ("ouvrir la facture INV-2043": the page of that invoice, never "New invoice" for the word "facture".)
    const codes = codesIn(clause.target);
    const carries = (p: PageMatch) => codes.every((c) => `${p.url} ${p.title} ${p.why}`.includes(c));
    if (page && codes.length && !carries(page))
      throw new GroundingBlocked(
        clause.text,
        `no page linked from ${url} is the page of ${codes.join(', ')}`,
        url,
        [],
      );
    // ("actualités > travaux rue Pasteur > lire la suite": the article the step before opened is read in full.)
    const opened = this.grounded.at(-1);
    if (
      (!page || page.score < BIND) &&
      READ_MORE.test(fold(clause.text).trim()) &&
      opened &&
      ['click', 'navigate'].includes(opened.action) &&
      opened.url !== url
    )
      return this.record(clause, [], url);
    if (!page || page.score < BIND) {
      throw new GroundingBlocked(
        clause.text,
        `no page of the site is called "${clause.target}" (nor linked as such from ${url})`,
        url,
        [],
        pages.slice(0, 3).map((p: PageMatch) => `open ${sitePath(this.req.baseUrl, p.url)}`),
      );
    }
    const path = sitePath(this.req.baseUrl, page.url);
    const facts = { page: { path, title: page.title, why: page.why, score: page.score } };
    // Already there: the clause says where the journey happens; as the journey's first clause it
    // is where the feature starts ("depuis l'accueil, …").
    // (A query names a page too: /compte?onglet=reservations is not /compte.)
    const place = (u: string) => {
      const { pathname, search } = new URL(u);
      return `${pathname.replace(/\/+$/, '')}${search}`;
    };
    if (place(page.url) === place(url)) {
      return this.record(clause, this.grounded.length ? [] : [`I open ${q(path)}`], url, facts);
    }
    await this.goto(path);
    this.record(clause, [`I open ${q(path)}`], url, facts);
  }

  /**
   * A check that names its page ("sur le planning que …"): checked here when this page shows it
   * as written, else on the page of that name, opened first (a step of its own). While a form is
   * being filled, the check is about what sending it shows: no page is opened for it.
   */
  /**
   * "vérifier que la réservation a disparu de la liste": the row the journey acted in is no longer
   * shown, told by a line of it the page no longer shows ("jeudi 15 octobre 2026 à 18 h"; its code
   * may be in the notice that says it was cancelled).
   */
  private async checkGone(clause: Clause, url: string) {
    const body = await this.page
      .locator('body')
      .innerText()
      .catch(() => '');
    const gone = this.clickedRow.find(
      (line) => /\p{L}/u.test(line) && line.length >= 4 && !body.includes(line),
    );
    if (!gone)
      throw new GroundingBlocked(
        clause.text,
        `the row "${this.clickedRow.join(' ')}" is still shown on ${this.page.url()}`,
        url,
        [],
      );
    this.record(clause, [`I should not see ${q(gone)}`], url);
  }

  private async checkWhere(clause: Clause, url: string) {
    const here = await shownSteps(this.page, clause.target);
    if (here) return this.record(clause, here, url);
    if (this.filler.open)
      throw new GroundingBlocked(clause.text, `"${clause.target}" is not shown on ${url}`, url, []);
    await this.navigate({ ...clause, action: 'navigate', target: clause.where ?? '' }, url);
    return this.check(clause, this.page.url());
  }

  /**
   * "RES-24502 should show as cancelled": the row that shows the reference shows the state, in the
   * page's words ("Annulée" for "annulée", "Cancelled" for "cancelled").
   */
  private async checkInRow(clause: Clause, row: string, url: string) {
    const rows = await rowTexts(this.page, row);
    const cell = rows
      .flat()
      .find(
        (c) => c !== row && (fold(c).startsWith(fold(clause.target)) || similarity(clause.target, c) >= 0.8),
      );
    if (!cell)
      throw new GroundingBlocked(
        clause.text,
        rows.length
          ? `the row of "${row}" does not show "${clause.target}": it shows "${rows[0].join(' | ').slice(0, 120)}"`
          : `no row of ${this.page.url()} shows "${row}"`,
        url,
        [],
      );
    this.record(clause, [`I should see ${q(cell)} in ${q(row)}`], url);
  }

  /** The words of the page that give the same day (month and day) as `target`, when it is one day. */
  private async dayAsShown(target: string): Promise<string | null> {
    const days = (text: string) =>
      findValues(text).filter((v) => ['day', 'date', 'dmy'].includes(v.kind) && v.text.length >= 5);
    const asked = days(target);
    const iso = asked.length === 1 ? dayIso(asked[0]) : null;
    if (!iso) return null;
    for (const line of await pageTexts(this.page))
      for (const v of days(line)) if (dayIso(v)?.slice(5) === iso.slice(5)) return v.text;
    return null;
  }

  /** A check: the text as the page shows it (waiting a little for content that appears late). */
  private async check(clause: Clause, url: string) {
    if (clause.action === 'notSee') return this.record(clause, [`I should not see ${q(clause.target)}`], url);
    if (GONE.test(fold(clause.target)) && this.clickedRow.length) return this.checkGone(clause, url);
    if (clause.scope) return this.checkInRow(clause, clause.scope, url);
    const wanted = clause.target.toLowerCase();
    let line: { l: string; s: number } | undefined;
    for (let attempt = 0; attempt < 4; attempt++) {
      line = (await pageTexts(this.page))
        .map((l) => ({ l, s: l.toLowerCase().includes(wanted) ? 1 : similarity(clause.target, l) }))
        .sort((a, b) => b.s - a.s)[0];
      if (line && line.s >= 1) break;
      await this.page.waitForTimeout(250);
    }
    // A code or a reference's prefix ("RSVP-", "TIL-4821") is shown as written or not at all.
    const coded =
      new RegExp(`^${REFERENCE_PREFIX.source}`).test(clause.target) || codesIn(clause.target).length > 0;
    if (!line || line.s < 1) {
      // ("le nouveau créneau", the 14h the goal gave, where the page writes "14:00": as the page writes it.)
      const clock = clockOf(clause.target.trim());
      const time = clock
        ? (await pageTexts(this.page)).flatMap((l) => timesIn(l)).find((t) => clockOf(t) === clock)
        : undefined;
      if (time) return this.record(clause, [`I should see ${q(time)}`], url);
      // (So is a day: "lundi 4 janvier" the goal gave, where the page writes "Mon 4 January 2027".)
      const day = await this.dayAsShown(clause.target);
      if (day) return this.record(clause, [`I should see ${q(day)}`], url);
      // ("la ref CRU": the reference itself, by its letters, before the label "Your reference:".)
      const reference = coded ? null : await referenceFor(this.page, clause.target, this.filler.beforeSend);
      if (reference) return this.record(clause, [`I should see ${q(reference)}`], url);
      const beside = await besideSteps(this.page, clause.target);
      if (beside) return this.record(clause, beside, url);
      // ("il y a 1 résultat": the line that says it, "1 result for “Initech”", in the page's words; not
      // while a form is being filled, whose sending the check is about, nor for words quoted as shown.)
      const cells = coded || clause.quoted || this.filler.open ? null : await pageCells(this.page);
      const stated =
        cells &&
        statedIn(
          clause.target,
          cells.flat(),
          cells.filter((row) => row.length > 1),
        );
      if (stated)
        return this.record(
          clause,
          stated.map((s) => `I should see ${q(s.text)}${s.within ? ` in ${q(s.within)}` : ''}`),
          url,
        );
    }
    // ("la réservation est confirmée" is a notice the site gives, not the "Confirm booking" button.)
    if (!line || line.s < (coded || asksOutcome(clause.target) ? 1 : 0.6)) {
      const notice = coded
        ? null
        : ((await errorFor(this.page, clause.target)) ??
          (await confirmationFor(this.page, clause.target, this.filler.beforeSend)));
      if (notice) return this.record(clause, [`I should see ${q(lasting(notice))}`], url);
      throw new GroundingBlocked(
        clause.text,
        `"${clause.target}" is not shown on ${this.page.url()}${line ? ` (closest text: "${line.l.slice(0, 80)}")` : ''}`,
        url,
        [],
        line && line.s > 0.3 ? [`verify that ${q(line.l.slice(0, 80))} is shown`] : [],
      );
    }
    const at = line.l.toLowerCase().indexOf(wanted);
    const shown = at >= 0 ? line.l.slice(at, at + clause.target.length) : line.l;
    this.record(clause, [`I should see ${q(shown)}`], url);
  }
}
