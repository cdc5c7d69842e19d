import type { BrowserContext, Page } from 'playwright-core';
import { sitePath } from '../site-url.js';
import { fold } from '../text/fold.js';
import { entryOf } from '../text/lexicon.js';
import { parseLocator } from './actions.js';
import {
  type Assignment,
  asWords,
  bestForm,
  coverage,
  type DataItem,
  dayIso,
  type FormPlan,
  holderElsewhere,
  isNegative,
  joinsNewsletter,
  missingOption,
  optionDay,
  optionNamed,
  planForm,
} from './assign.js';
import { listForms, type PageForm } from './forms.js';
import { Journey } from './journey.js';
import { locate, type Purpose } from './locate.js';
import { sameWord, similarity, stem, words } from './match-text.js';
import { contentLines } from './page-elements.js';
import { type Probed, probePages } from './probe.js';
import { StepLibrary, SYSTEM_STEPS } from './step-library.js';
import { findValues, type GoalValue, showsTime } from './values.js';

/** What the walk lends the form filler: the page it stands on and how it waits and moves. */
export interface WalkHost {
  page: Page;
  readonly context: BrowserContext;
  readonly baseUrl: string;
  settle(): Promise<void>;
}

/** One value of the goal and the field it went to, as the answer lists it. */
export interface PlacedValue {
  value: string;
  field: string;
  action: Assignment['action'];
  why: string;
}

/** Steps the filler carried out, with what they did, for the walk's record. */
export interface Filled {
  steps: string[];
  values: PlacedValue[];
  url: string;
  submitted?: string;
  opened?: string;
  /** What the site (or the browser) said when it would not take the form sent: "Please fill in: …". */
  refused?: string;
  /** The form filled or sent is a sign-in: a way in, not what a goal is for. */
  signIn?: boolean;
}

/** The error messages a page shows: alerts, and the boxes sites put their form errors in. */
export function alertsOf(page: Page): Promise<string[]> {
  return page
    .evaluate(() =>
      [
        ...document.querySelectorAll(
          '[role=alert], .error, .errors, .alert-danger, .alert-error, .invalid-feedback, .field-error, .form-error',
        ),
      ]
        .filter((e) => e.getClientRects().length > 0)
        .map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    )
    .catch(() => []);
}

/** An error message the page shows now that it did not show before (`before`: alertsOf then). */
export async function newAlert(page: Page, before: string[]): Promise<string | undefined> {
  return (await alertsOf(page)).find((a) => !before.includes(a));
}

/** The fields of a form the browser will not send as they are (required and empty, or malformed). */
function invalidFields(page: Page, formSelector: string): Promise<string[]> {
  return page
    .evaluate((sel) => {
      const form = document.querySelector(sel);
      const fields = form instanceof HTMLFormElement ? [...form.elements] : [];
      return fields
        .filter(
          (e): e is HTMLInputElement =>
            'checkValidity' in e && !(e as HTMLInputElement).checkValidity() && e.getClientRects().length > 0,
        )
        .map(
          (e) => e.labels?.[0]?.innerText.trim() || e.getAttribute('aria-label') || e.placeholder || e.name,
        )
        .filter(Boolean);
    }, formSelector)
    .catch(() => []);
}

/** A field that would not take what the walk gave it (a length limit, a script that rewrites it). */
export class FieldRefused extends Error {}

/** A value of the goal no field of the form in view could take. */
export class ValueDropped extends Error {
  constructor(
    readonly value: GoalValue,
    readonly item: string,
    /** The labels of the fields of the page in view, then of the other forms the walk met. */
    fields: { here: string[]; before: string[] },
    readonly url: string,
    /** What the filler did before it found no field for the value: forms it filled, sent or opened. */
    readonly done: Filled[] = [],
  ) {
    const list = (labels: string[]) =>
      `${labels
        .slice(0, 12)
        .map((f) => `"${f}"`)
        .join(', ')}${labels.length > 12 ? ` and ${labels.length - 12} more` : ''}`;
    super(
      `the value "${value.text}" goes to no field of ${url}${fields.here.length ? `; its fields: ${list(fields.here)}` : ' (no form there)'}${fields.before.length ? `; nor to the fields the walk met before: ${list(fields.before)}` : ''}`,
    );
  }
}

/** The goal's values fit one of several alike forms (a card's "Add to cart") and its words name none of them. */
export class FormUnnamed extends Error {
  constructor(
    readonly item: string,
    readonly url: string,
    headings: string[],
    submit: string,
    readonly done: Filled[] = [],
  ) {
    super(
      `the goal does not say which one it means: ${url} has the same form${submit ? ` ("${submit}")` : ''} under ${headings.map((t) => `"${t}"`).join(', ')}; name one of them in the goal`,
    );
  }
}

/** Words name a list of the form and what to choose in it, which it does not offer ("zone F"). */
export class OptionMissing extends Error {
  constructor(
    readonly item: string,
    readonly url: string,
    field: string,
    options: string[],
    readonly done: Filled[] = [],
  ) {
    super(
      `"${field}" offers ${options.map((o) => `"${o}"`).join(', ')}: none of them is what "${item}" asks`,
    );
  }
}

const library = new StepLibrary(SYSTEM_STEPS);

/** Words of a control that moves a sequence of forms on: "Continue to payment", "Suivant", "Proceed". */
const ONWARD = new Set((entryOf('next')?.terms ?? []).flatMap((t) => words(t)).map(stem));
const leadsOn = (name: string) => words(name).some((w) => ONWARD.has(stem(w)));
/** The fields of a form where words of the goal can make a choice: lists, radio groups, boxes. */
const CHOICES = new Set(['select', 'radio', 'checkbox']);
/** Words of a control that shows what comes next: "See available times", "Voir les disponibilités". */
const SHOWING = /\b(?:see|show|view|display|voir|afficher|consulter|disponibilit\w*|availabilit\w*)\b/i;
/** Fields that ask who one is: a form that takes them is where a journey ends, not a step of it. */
const asksWho = (form: PageForm) =>
  form.fields.some((f) => f.kind === 'password' || ['email', 'tel'].includes(f.type));
/** What a probed form gains when it is the first screen of a sequence the goal names (see probeForms). */
const NAMED_STEP = 100;
/** A button that puts something in a cart ("Add to cart", "Ajouter au panier"). */
const IN_CART = /\b(?:cart|basket|bag|panier|caddie)\b/;
/** A page of a checkout, by its address or its form's title. */
const CHECKOUT_PAGE = /\b(?:checkout|caisse|commande|order|livraison|delivery|shipping|paiement|payment)\b/;
/** A form whose control shows what comes next ("See available times") and that does not yet ask who one is. */
const showsNext = (form: PageForm) =>
  form.fields.length > 0 && !asksWho(form) && form.submits.some((s) => SHOWING.test(fold(s.name)));
/**
 * A step of a sequence: its control says so ("Continue", "Suivant"), its page does ("Step 1 of 5"),
 * or it only asks for choices and shows what comes next ("See available times" after the reason).
 * (A form that asks more and shows what comes next is a step only where the goal leads to it or
 * names it: on a hotel's home page, the availability search is no first step of a table booking.)
 */
const stepOf = (form: PageForm) =>
  (form.inSequence && !form.inChrome) ||
  form.submits.some((s) => leadsOn(s.name)) ||
  (showsNext(form) && form.fields.every((f) => CHOICES.has(f.kind)));
/** Values that can name one item of a list: a time, a name, words, an amount, a code (a count names none). */
const NAMING: GoalValue['kind'][] = ['time', 'day', 'words', 'name', 'money', 'code', 'quoted'];
const q = (s: string) => `"${s.replace(/"/g, '\\"')}"`;

/** Words that say a box is ticked: "accepting the terms", "j'accepte les CGV", "terms ok", "opt in". */
const TICKS =
  /\b(?:accept\w*|agree\w*|consent\w*|j accepte|tick(?:s|ed|ing)?|cocher|coche\w*|ok|okay|yes|oui|opt in|opt-in)\b/;

/** Words of the terms of sale or use. */
const TERMS = /\b(?:terms|conditions|cgv|cgu|t&cs?|t ?& ?c|reglement)\b/;
/** A box that accepts them: "J'accepte les conditions générales de vente", "I agree to the Terms". */
const TERMS_BOX = new RegExp(`\\b(?:accept\\w*|agree\\w*|j'accepte|lu et accepte)\\b.*${TERMS.source}`);

/** A clause's data: its values, and whether it ticks (or leaves) a box. */
export function dataItem(text: string, tick = false): DataItem {
  return {
    text,
    values: findValues(text),
    tick: tick || TICKS.test(fold(text).replace(/'/g, ' ')) || joinsNewsletter(text),
    negative: isNegative(text),
    used: new Set(),
  };
}

/**
 * "Réserver deux places …: une place plein tarif, une place au tarif réduit": a count that the
 * counts typed into this form add up to, each into a field that names the total's noun ("Places
 * plein tarif", "Reduced-price seats"), is the total they restate, placed with them.
 */
function restatedTotals(plan: FormPlan, items: DataItem[]): GoalValue[] {
  const parts = plan.assignments.filter((a) => a.action === 'fill' && /^\d{1,3}$/.test(a.value));
  if (parts.length < 2) return [];
  const sum = parts.reduce((n, a) => n + Number(a.value), 0);
  return items.flatMap((item) =>
    plan.unplaced.filter((v) => {
      if (v.kind !== 'number' || Number(v.text) !== sum || !item.values.includes(v)) return false;
      // (A count written in words ends inside them: "deux places".)
      const noun = words(item.text.slice(v.end).replace(/^\S*/, ''))[0];
      return Boolean(noun) && parts.every((a) => words(a.field.label).some((w) => sameWord(noun, w)));
    }),
  );
}

/** Words that change what the site holds: "update my address", "modifier mon téléphone". */
const UPDATING =
  /\b(?:update\w*|change\w*|modif\w*|edit\w*|correct\w*|replace\w*|renew\w*|renouvel\w*|prolong\w*|extend\w*|mettre a jour|mets a jour|met a jour|changer|remplac\w*)\b/;

const isSignIn = (form: PageForm) => form.fields.some((f) => f.kind === 'password');

/** Where a form for the values waiting may be looked for (see FormFiller.flush). */
export type Roam = 'anywhere' | 'content' | 'nowhere';

/** A clause's words without who does it or what links it: "He confirms the cancellation." → "confirms the cancellation". */
export function ownWords(text: string): string {
  return fold(text)
    .replace(
      /^(?:(?:and|et|then|puis|finally|enfin|i|je|please|he|she|they|we|il|elle|ils|elles|nous|on)\s+)+/,
      '',
    )
    .replace(/[.!]+$/, '')
    .trim();
}

/** The verb a clause opens with, once who does it is taken off: "Then confirm the order" → "confirm". */
export const verbOf = (text: string) => words(ownWords(text))[0] ?? '';

/** Whether a clause only says to send the form in view: "submit", "send it", "envoyer", "confirm", "payer". */
export function isSubmit(text: string): boolean {
  const [verb, ...rest] = ownWords(text).split(/\s+/);
  // "check Me tenir informé(e)" ticks a box ("check" is "confirm" only in the lexicon's sense).
  if (
    !verb ||
    rest.length > 3 ||
    /^(?:check|checks|tick|ticks|untick|uncheck|coche\w*|decoche\w*)$/.test(verb) ||
    // ("valid until 08/27", "valable jusqu'au 03/29": a card's expiry, no "validate".)
    /^(?:until|till|through|jusqu\w*)$/.test(rest[0] ?? '') ||
    // ("sender Studio Kora", "payment by card": who sends, what is paid, no press.)
    /^(?:sender|senders|payee|payment|payments|savings?|confirmation)$/.test(verb)
  )
    return false;
  return ['send', 'submit', 'save', 'confirm', 'pay', 'validate'].some(
    (w) => verb === w || similarity(verb, w) >= 0.9 || verb.startsWith(w),
  );
}

/**
 * Puts the goal's values into the forms the journey meets: values wait in a batch until an action
 * needs the page, then go to the form in view by constraints (see assign.ts); a form that cannot
 * take them all is sent and the rest goes to the page it leads to; with no form in view, the
 * pages a link or two away are searched for the one whose form takes them.
 */
export class FormFiller {
  readonly items: DataItem[] = [];
  /** The form last filled and not yet sent. */
  open: PageForm | null = null;
  /**
   * The open form of a screen the goal ended ("… → step 4: …"): the values after that end go to it
   * only when their words name its fields or options; otherwise it is sent first, and they go on.
   */
  private screenEnded: PageForm | null = null;
  /** The fields already given a value on the page at `filledOn`: a later clause never fills one again. */
  private readonly filled = new Set<string>();
  private filledOn = '';
  private readonly seenFields = new Set<string>();
  /** Every text typed into a field so far, in the walk's order. */
  private readonly typedTexts: string[] = [];
  /** Every option chosen so far (its label), in the walk's order. */
  private readonly chosenLabels: string[] = [];
  /** Items dropped when the walk moved on by a clause of its own (see forgetChoices). */
  private readonly forgotten: DataItem[] = [];
  /** The page, form and choices of the form being filled, and of the one last sent. */
  private filling = { form: '', pairs: new Set<string>() };
  /** The goal's words whose values went into the open form: they may name which of its buttons sends it. */
  private fedBy: string[] = [];
  private lastSent = { form: '', pairs: new Set<string>() };
  /** A form the goal's values went into (not a sign-in, nor a search or filter) has been sent. */
  sentValues = false;
  /** The page a move of the goal's own led to ("→ boarding"): its forms are looked for in its content first. */
  namedPage: string | null = null;

  constructor(private readonly host: WalkHost) {}

  add(item: DataItem) {
    // "Buyer: Lucas Perrin, lucas@…, 06 …" comes as three clauses: a bare value right after a
    // clause that ended on a value continues its list (the buyer's e-mail and phone).
    const last = this.items.at(-1);
    const before = last?.values.at(-1);
    const first = item.values[0];
    if (
      before &&
      first &&
      !first.cue &&
      !first.listCue &&
      last?.text.trimEnd().endsWith(before.text) &&
      item.text.trimStart().startsWith(first.text)
    )
      first.listCue = before.listCue ?? before.cue;
    this.items.push(item);
  }

  /** Values still to place (words with no cue are what the goal is about, not data). */
  private pending(): GoalValue[] {
    return this.items.flatMap((i) =>
      i.choiceOnly ? [] : i.values.filter((v) => !v.optional && (v.kind !== 'words' || v.cue)),
    );
  }

  /** Whether words given for a choice wait that no form has taken yet. */
  hasChoices(): boolean {
    return this.items.some((i) => !i.choiceOnly && !i.spent && i.values.some((v) => v.kind === 'words'));
  }

  hasPending(): boolean {
    return this.pending().length > 0 || this.items.some((i) => i.tick);
  }

  private intent(extra: string): string {
    return `${extra} ${this.items.map((i) => i.text).join(' ')}`;
  }

  /** Runs one library step on the live page, as the feature's run will. */
  private async perform(text: string): Promise<void> {
    const bound = library.bind(text);
    if (!bound) throw new Error(`no step binds "${text}"`);
    const journey = new Journey(this.host.context, this.host.page, { baseUrl: this.host.baseUrl }, 3_000);
    journey.readFacts = false;
    for (const action of bound.actions) await journey.perform(action);
    this.host.page = journey.page;
  }

  /** How a step names an element so the runner finds this one: a name that finds it, else its CSS. */
  private async targetFor(
    selector: string,
    names: string[],
    purpose: Purpose,
    region?: string,
  ): Promise<string> {
    const page = this.host.page;
    for (const name of names.filter((n) => n && n.length <= 80 && !/^[#.[]/.test(n) && !/^\w+=/.test(n))) {
      const locator = region ? { ...parseLocator(name), within: region } : parseLocator(name);
      const found = await locate(page, locator, purpose, 300).catch(() => null);
      const same = await found
        ?.evaluate((el, sel) => el === document.querySelector(sel), selector)
        .catch(() => false);
      if (same) return region ? `${q(name)} in ${q(region)}` : q(name);
    }
    return q(`css=${selector}`);
  }

  private async apply(a: Assignment): Promise<string> {
    const page = this.host.page;
    const f = a.field;
    if (a.action === 'select') {
      const target = await this.targetFor(f.selector, f.names, 'select');
      const step = `I select ${q(a.value)} from ${target}`;
      await this.perform(step);
      const chosen = await page
        .locator(f.selector)
        .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text.trim() ?? '');
      if (chosen !== a.value) throw new Error(`${target} shows "${chosen}", not "${a.value}"`);
      return step;
    }
    if (f.kind === 'radio' && a.option) {
      // "09:30" under each day: the one in its day's fieldset, named by that day.
      let target = await this.targetFor(a.option.selector, [a.option.label], 'check');
      if (target.startsWith('"css=') && a.option.group)
        target = await this.targetFor(a.option.selector, [a.option.label], 'check', a.option.group);
      const step = `I check ${target}`;
      await this.perform(step);
      if (!(await page.locator(a.option.selector).isChecked())) throw new Error(`${target} is not checked`);
      return step;
    }
    if (a.action === 'check' || a.action === 'uncheck') {
      const target = await this.targetFor(f.selector, [f.label, ...f.names], 'check');
      const step = `I ${a.action} ${target}`;
      await this.perform(step);
      if ((await page.locator(f.selector).isChecked()) !== (a.action === 'check'))
        throw new FieldRefused(`${target} did not ${a.action}`);
      return step;
    }
    const target = await this.targetFor(f.selector, f.names, 'fill');
    const step = `I fill ${target} with ${q(a.value)}`;
    await this.perform(step);
    const value = await page.locator(f.selector).inputValue();
    if (value !== a.value) throw new FieldRefused(`${target} holds "${value}", not "${a.value}"`);
    return step;
  }

  /**
   * A plan is worth acting on when some value or box of this clause's batch went to a field on
   * evidence: not only by elimination, nor only by words kept from an earlier form.
   */
  private usable(plan: FormPlan | null, items = this.items): plan is FormPlan {
    const kept = (a: Assignment) =>
      a.tokens?.length
        ? a.tokens.every((t) => items[t.item]?.choiceOnly)
        : items.find((i) => i.text === a.source)?.choiceOnly;
    return Boolean(plan?.assignments.some((a) => a.score >= 1.4 && !kept(a)));
  }

  /** Whether the page in view has a form that takes values waiting to be placed. */
  async pendingFitHere(): Promise<boolean> {
    return this.hasPending() && this.usable(await this.plan(this.host.page, ''));
  }

  /** Whether the words of the values waiting name a field or an option of the form still to fill. */
  private namesItsFields(form: PageForm): boolean {
    const waiting = this.items.filter((i) => !i.spent);
    return planForm(this.unfilled(form), waiting).assignments.some(
      // ("sender Studio Kora" is the "Your name" of the card's screen: whose value it is names it.)
      (a) => a.option || a.action !== 'fill' || /names it|the buyer|the one it is for/.test(a.why),
    );
  }

  /** A form without the fields this filler already gave a value. */
  private unfilled(form: PageForm): PageForm {
    if (this.host.page.url() !== this.filledOn) return form;
    return { ...form, fields: form.fields.filter((f) => !this.filled.has(f.selector)) };
  }

  private async plan(page: Page, extra: string): Promise<FormPlan | null> {
    const forms = (await listForms(page)).map((f) => this.unfilled(f));
    for (const f of forms) for (const field of f.fields) if (field.label) this.seenFields.add(field.label);
    return bestForm(forms, this.items, this.intent(extra));
  }

  /**
   * Fills what the batch gives into the forms ahead, sending a form to reach the next one when
   * values are left; returns the steps taken. Throws ValueDropped when a value finds no field.
   * `roam` says where else a form is looked for: before a move of the journey's own, nowhere (the
   * move leads where the values go: "David Hughes (customer 40031588, …) … sign in as him"); once
   * the journey has sent a form, only through the page's own content (the cart's "Checkout", not
   * the menu's prescription request); else a link or two away, menus included.
   */
  async flush(context: string, force = false, roam: Roam = 'anywhere', stay = false): Promise<Filled[]> {
    const done: Filled[] = [];
    const stepped = new Set<string>();
    let compared = false;
    for (let round = 0; round < 8 && (this.hasPending() || (force && round === 0)); round++) {
      const url = this.host.page.url();
      // (A time the option chosen shows waits for no form: none is sent to carry it further.)
      this.spendSaidAlready(false);
      if (this.open && this.open === this.screenEnded && !this.namesItsFields(this.open)) {
        done.push(await this.submit(context));
        continue;
      }
      const plan = await this.plan(this.host.page, context);
      // A form here that takes a few of the values ("the newsletter's email") is passed over for a
      // page a link or two away whose form takes more of them ("car quote: GH-456-JK, …, email").
      if (this.usable(plan) && !compared && roam !== 'nowhere' && !this.open && this.leaves(plan)) {
        compared = true;
        const elsewhere = await this.formElsewhere(context, this.placed(plan), roam);
        if (elsewhere) {
          done.push(await this.goTo(elsewhere, url));
          continue;
        }
      }
      if (this.usable(plan)) {
        const missing = missingOption(plan, this.items);
        if (missing) throw new OptionMissing(missing.item, url, missing.field, missing.options, done);
        if (plan.unnamed) {
          const item = this.items.find((i) => !i.choiceOnly)?.text ?? context;
          throw new FormUnnamed(item, url, plan.unnamed, plan.form.submits[0]?.name ?? '', done);
        }
        done.push(await this.fill(plan, url));
        // (At a screen's end, what is left waits for the screens the goal goes on to.)
        if (stay) this.screenEnded = this.open;
        if (!this.hasPending() || stay) break;
        // As filled, the form may show a field for what is left ("Already a customer: yes" shows
        // the branch list): it is filled next, before the form is sent.
        if (this.open && this.usable(planForm(this.unfilled(this.open), this.items))) continue;
        // Values are left for a later step of the journey: send this form and go on.
        if (this.open) done.push(await this.submit(context));
        continue;
      }
      if (!this.hasPending()) break;
      if (this.open) {
        done.push(await this.submit(context));
        continue;
      }
      const chosen = [...(await this.chooseInList()), ...(await this.chooseSubmit())];
      if (chosen.length) {
        done.push(...chosen);
        continue;
      }
      if (!stepped.has(url)) {
        stepped.add(url);
        const onward = await this.stepOn();
        if (onward.length) {
          done.push(...onward);
          continue;
        }
      }
      // (Inside a flow of steps, the values left are for its later steps, never another page's form.)
      const found =
        roam === 'nowhere' || (await this.inFlow()) ? null : await this.formElsewhere(context, 0, roam);
      if (!found) break;
      done.push(await this.goTo(found, url));
    }
    await this.spendCodesShown();
    this.spendSaidAlready();
    const left = this.pending()[0];
    if (left) {
      const item = this.items.find((i) => i.values.includes(left))!;
      const forms = await listForms(this.host.page).catch(() => []);
      const here = [...new Set(forms.flatMap((f) => f.fields.map((x) => x.label).filter(Boolean)))];
      const before = [...this.seenFields].filter((l) => !here.includes(l));
      throw new ValueDropped(left, item.text, { here, before }, this.host.page.url(), done);
    }
    // Words no form took yet may still make a choice on a later step ("livraison standard").
    for (const item of this.items) {
      item.values = item.values.filter((v) => v.kind === 'words');
      item.tick = false;
      item.choiceOnly = true;
    }
    return done;
  }

  /**
   * A code the page in view is about ("cancel trip VEB-33102" opened the page of VEB-33102, whose
   * address or text shows it) was used to reach it: it waits for no field.
   */
  private async spendCodesShown() {
    const codes = this.pending().filter((v) => v.kind === 'code');
    if (!codes.length) return;
    const page = this.host.page;
    const text = await page
      .locator('main')
      .or(page.locator('body'))
      .first()
      .innerText({ timeout: 500 })
      .catch(() => '');
    const shown = `${decodeURIComponent(page.url())} ${text}`;
    for (const item of this.items)
      item.values = item.values.filter((v) => !(codes.includes(v) && shown.includes(v.text)));
  }

  /**
   * "qu'après 18 h … Le message : « … ne rentre qu'après 18 h. »": a value the goal says again inside
   * a text typed whole was typed with it; "the evening slot (after 6 pm)": a time the option chosen
   * shows was chosen with it. Neither waits for a field of its own.
   */
  private spendSaidAlready(typed = true) {
    const apart = (ch: string | undefined) => !ch || !/[\p{L}\p{N}]/u.test(ch);
    const saysWhole = (t: string, part: string) => {
      for (let at = t.indexOf(part); at >= 0; at = t.indexOf(part, at + 1))
        if (apart(t[at - 1]) && apart(t[at + part.length])) return true;
      return false;
    };
    const within = (v: GoalValue) =>
      (typed && this.typedTexts.some((t) => t.length > v.text.length && saysWhole(t, v.text))) ||
      (v.kind === 'time' && this.chosenLabels.some((l) => showsTime(l, v.text)));
    for (const item of this.items) item.values = item.values.filter((v) => v.kind === 'words' || !within(v));
  }

  /** How many of the values waiting a plan places on evidence (a field left over proves nothing). */
  private placed(plan: FormPlan): number {
    const leftOver = new Set(plan.assignments.filter((a) => a.score < 0.9).map((a) => a.source));
    return this.pending().filter((v) => !plan.unplaced.includes(v) && !leftOver.has(v.text)).length;
  }

  /** Whether a plan leaves values waiting, on a form that is no step of a sequence. */
  private leaves(plan: FormPlan): boolean {
    const named = showsNext(plan.form) && this.host.page.url() === this.namedPage;
    return this.placed(plan) < this.pending().length && !stepOf(plan.form) && !named;
  }

  /**
   * The page a link or two away whose form takes more than `placed` of the values waiting, best
   * first. On a page the goal named, its own links come first: "boarding" leads to the boarding
   * page's "Book a stay", not to the menu's day-care form that happens to take more of the values.
   */
  private async formElsewhere(context: string, placed: number, roam: Roam): Promise<Probed | null> {
    const named = roam === 'anywhere' && this.host.page.url() === this.namedPage;
    return (
      (named ? await this.probeForms(context, placed, 'content') : null) ??
      (await this.probeForms(context, placed, roam))
    );
  }

  private probeForms(context: string, placed: number, roam: Roam): Promise<Probed | null> {
    return probePages(
      this.host.context,
      this.host.page,
      this.intent(context),
      async (p) => {
        const probe = await this.plan(p, context);
        if (!this.usable(probe) || this.placed(probe) <= placed) return 0;
        // Forms alike (one per event, per product) are told apart by what names them: "l'atelier
        // numérique du 14 avril" is the form titled so, not the first one found. "Update my address"
        // is the form that holds the address now (the account's), not a blank one that asks it too.
        const edits =
          UPDATING.test(fold(this.intent(context))) && probe.assignments.some((a) => a.field.value);
        // The first screen of a sequence whose title the goal names in full ("au salon de
        // toilettage"): what it does not take yet is for its later screens, so no form that takes
        // more of the values now ("La garderie pour chiens") outweighs it.
        // ("Réserver pour le déjeuner du 19 …" names the screen "Réserver une table" by the verb that
        // opens both: the group-booking form that takes more of the values is not what it asks.)
        const title = words(probe.form.title);
        const openers = [context, ...this.items.map((i) => i.text)].map((t) => words(t)[0] ?? '');
        const namedStep =
          (stepOf(probe.form) || showsNext(probe.form)) &&
          title.length >= 2 &&
          (coverage(probe.form.title, this.intent(context)) === 1 ||
            (title[0].length >= 4 && openers.some((w) => sameWord(title[0], w))));
        // ("Add to cart" sent, then the delivery's values: the checkout, not the subscription form
        // that takes more of them.)
        const checkout = this.carted && CHECKOUT_PAGE.test(fold(`${p.url()} ${probe.form.title}`));
        return (
          (namedStep ? NAMED_STEP : 0) +
          (checkout ? NAMED_STEP / 2 : 0) +
          probe.score +
          similarity(`${probe.form.title} ${probe.form.container}`, this.intent(context)) +
          (edits ? 1 : 0)
        );
      },
      { baseUrl: this.host.baseUrl, budget: 12, content: roam === 'content' },
    );
  }

  private async goTo(found: Probed, from: string): Promise<Filled> {
    await this.host.page.goto(found.url, { waitUntil: 'load' });
    await this.host.settle();
    // The first screen the goal names is where the walk stays, as on a page it walked to.
    if (found.score >= NAMED_STEP) this.namedPage = this.host.page.url();
    const path = sitePath(this.host.baseUrl, found.url);
    return { steps: [`I open ${q(path)}`], values: [], url: from, opened: path };
  }

  /** The walk moved on by a clause of its own: words kept for a later choice are spent. */
  forgetChoices() {
    for (let i = this.items.length - 1; i >= 0; i--)
      if (this.items[i].choiceOnly) this.forgotten.push(...this.items.splice(i, 1));
  }

  /** Words the goal gave as data that no form took, nor any option or box: "choose gift wrapping" on a shop without it. */
  idle(): string[] {
    return [...this.forgotten, ...this.items]
      .filter((i) => i.asked && !i.spent && !i.negative && i.values.some((v) => v.kind === 'words'))
      .map((i) => i.text);
  }

  /**
   * A list whose every item has its own button ("Choisir" in each departure's card): the item that
   * values waiting name ("the 08:15 coach", "the Lavender honey") is chosen by sending its form.
   * Only one item may be named best; the values that named it are spent.
   */
  private async chooseInList(): Promise<Filled[]> {
    const url = this.host.page.url();
    const buttons = (await listForms(this.host.page)).filter(
      (f) => !f.fields.length && f.submits.length === 1,
    );
    const repeated = buttons.filter((f) =>
      buttons.some((o) => o !== f && o.submits[0].name === f.submits[0].name),
    );
    const waiting = this.pending().filter((v) => NAMING.includes(v.kind));
    const ranked = repeated
      .map((form) => {
        const shown = `${form.title} ${form.container}`;
        const text = ` ${asWords(shown)} `;
        // (A time as people write it, "6:30pm", "18h", names the row that shows 18:30, 18:00.)
        const names = (v: GoalValue) =>
          v.kind === 'time' ? showsTime(shown, v.text) : text.includes(` ${asWords(v.text)} `);
        return { form, named: waiting.filter(names) };
      })
      .filter((r) => r.named.length)
      .sort((a, b) => b.named.length - a.named.length);
    if (!ranked.length || ranked[1]?.named.length === ranked[0].named.length) return [];
    const { form, named } = ranked[0];
    this.spend(named);
    this.open = form;
    const sent = await this.submit(form.submits[0].name);
    const where = form.title || form.container.slice(0, 60);
    const values = named.map((v) => ({
      value: v.text,
      field: `"${form.submits[0].name}" in "${where}"`,
      action: 'select' as const,
      why: 'the item of the list it names',
    }));
    return [{ ...sent, values, url }];
  }

  /**
   * A form whose choice is its buttons (a table of times, one row per day, each time a button that
   * sends the form): the button showing the time the goal gives, in the row of the day it gives.
   */
  private async chooseSubmit(): Promise<Filled[]> {
    const url = this.host.page.url();
    const times = this.pending().filter((v) => v.kind === 'time');
    if (!times.length) return [];
    const days = this.pending().filter((v) => ['day', 'date', 'dmy'].includes(v.kind));
    for (const form of await listForms(this.host.page)) {
      if (form.submits.length < 2) continue;
      for (const time of times) {
        const shown = form.submits.filter((s) => showsTime(s.name, time.text));
        if (!shown.length) continue;
        // Each button as an option: its value ("2026-04-16T14:30"), its row's heading as its group.
        const buttons = await Promise.all(
          shown.map(async (s) => {
            const [value, row] = await this.host.page
              .locator(s.selector)
              .evaluate((el) => [
                (el as HTMLButtonElement).value ?? '',
                (el.closest('tr,li,fieldset,section,article') as HTMLElement | null)?.innerText ?? '',
              ])
              .catch(() => ['', '']);
            const group = row.split(/[\n\t]/)[0]?.trim() ?? '';
            return { s, group, day: optionDay({ label: s.name, value, selector: s.selector, group }) };
          }),
        );
        let pick = buttons.length === 1 && !days.length ? buttons[0] : undefined;
        let dayUsed: GoalValue | undefined;
        for (const d of days) {
          const iso = dayIso(d);
          const onDay = buttons.filter((b) => iso && b.day?.slice(5) === iso.slice(5));
          if (onDay.length === 1) [pick, dayUsed] = [onDay[0], d];
        }
        if (!pick) continue;
        const spent = dayUsed ? [time, dayUsed] : [time];
        this.spend(spent);
        let target = await this.targetFor(pick.s.selector, [pick.s.name], 'click');
        if (target.startsWith('"css=') && pick.group)
          target = await this.targetFor(pick.s.selector, [pick.s.name], 'click', pick.group);
        const step = `I click ${target}`;
        await this.perform(step);
        await this.host.settle();
        const values = spent.map((v) => ({
          value: v.text,
          field: `"${pick.s.name}"`,
          action: 'select' as const,
          why: 'the button of that time, on that day',
        }));
        return [{ steps: [step], values, url, submitted: pick.s.name }];
      }
    }
    return [];
  }

  /** Values a choice used are no longer waiting, and the items they came from are spent. */
  private spend(values: GoalValue[]) {
    for (const item of this.items) {
      const before = item.values.length;
      item.values = item.values.filter((v) => !values.includes(v));
      if (item.values.length < before) item.spent = true;
    }
  }

  /**
   * A step of a sequence of forms (address, delivery, payment) that the values left do not go to:
   * the one form in view sent by a "Continue"/"Suivant" control. The choices the goal's words make
   * there are made ("livraison standard" checks Standard), nothing is typed by elimination, and the
   * form is sent as it stands to reach the next one.
   */
  private async stepOn(): Promise<Filled[]> {
    const url = this.host.page.url();
    const forms = (await listForms(this.host.page)).filter(stepOf);
    if (forms.length !== 1) return [];
    const form = forms[0];
    const done: Filled[] = [];
    const choices = planForm(
      { ...this.unfilled(form), fields: this.unfilled(form).fields.filter((f) => CHOICES.has(f.kind)) },
      this.items,
    );
    if (choices.assignments.length) done.push(await this.fill(choices, url));
    this.open = form;
    const onward = form.submits.find((s) => leadsOn(s.name) || SHOWING.test(fold(s.name))) ?? form.submits[0];
    done.push(await this.submit(onward.name));
    return done;
  }

  private async fill(plan: FormPlan, url: string): Promise<Filled> {
    this.onlyTicked = false;
    const steps: string[] = [];
    const values: PlacedValue[] = [];
    const order = new Map(plan.form.fields.map((f, i) => [f, i]));
    const assignments = [...plan.assignments].sort((a, b) => order.get(a.field)! - order.get(b.field)!);
    if (url !== this.filledOn) this.filled.clear();
    if (url !== this.filledOn || this.open?.selector !== plan.form.selector) this.fedBy = [];
    this.filledOn = url;
    // The goal said it twice ("a paper copy of her LDDS statement …, chooses the LDDS account, …
    // the paper format"): the form just sent with these very choices is not sent again.
    const form = `${url} ${plan.form.selector}`;
    const pairs = assignments.map((a) => `${a.field.selector}=${a.value}`);
    const again = form === this.lastSent.form && pairs.every((p) => this.lastSent.pairs.has(p));
    if (!again) this.filling = { form, pairs: new Set(pairs) };
    for (const a of again ? [] : assignments) {
      steps.push(await this.apply(a));
      this.filled.add(a.field.selector);
      if (a.action === 'fill') this.typedTexts.push(a.value);
      if (a.option) this.chosenLabels.push(a.option.label);
      values.push({
        value: a.source,
        field: a.field.label || a.field.names[0] || a.field.selector,
        action: a.action,
        why: a.why,
      });
    }
    // What the form took is no longer pending, and its words name no option later.
    const unplaced = new Set(plan.unplaced);
    for (const v of restatedTotals(plan, this.items)) unplaced.delete(v);
    // The goal said a choice twice ("pour Mme Odile Renaud … Acheteuse : Madame Odile Renaud"): made once.
    for (const a of plan.assignments)
      for (const item of a.option ? this.items : [])
        for (const v of item.values)
          if (
            v.kind === 'words' &&
            unplaced.has(v) &&
            optionNamed(a.field, item, v)?.value === a.option?.value
          )
            unplaced.delete(v);
    for (const item of this.items) {
      // Typed values spend their words; words an option took spent only those (see matchOption).
      const typed = new Set(plan.assignments.filter((a) => a.action === 'fill').map((a) => a.source));
      const placed = item.values.filter((v) => !unplaced.has(v) && typed.has(v.text));
      for (const m of fold(item.text).matchAll(/[a-z0-9à-ÿ@]+/g))
        if (placed.some((v) => (m.index ?? 0) >= v.start && (m.index ?? 0) < v.end))
          item.used.add(m.index ?? 0);
      // The goal said a value twice ("David Hughes (…) … name on card David Hughes"): typed once,
      // unless this form took it for someone else than the card's holder ("Buyer: Lucas Perrin …
      // holder Lucas Perrin": the card's name is typed on the payment page that asks it).
      const typedInto = (v: GoalValue) =>
        plan.assignments.filter((a) => a.action === 'fill' && a.source === v.text);
      item.values = item.values.filter(
        (v) =>
          unplaced.has(v) && (!typed.has(v.text) || typedInto(v).every((a) => holderElsewhere(v, a.field))),
      );
      // Its "yes" ticked a box, or chose an option ("Already a customer: yes" checks Yes).
      const n = this.items.indexOf(item);
      if (
        plan.assignments.some(
          (a) =>
            ((a.action === 'check' || a.action === 'uncheck') && a.source === item.text) ||
            (a.option && a.tokens?.some((t) => t.item === n)),
        )
      )
        item.tick = false;
    }
    for (const a of plan.assignments) for (const t of a.tokens ?? []) this.items[t.item]?.used.add(t.at);
    // A box named whole spends the words that named it: "fruits à coque" ticks no second box for
    // "fruits". ("code not passed yet" only ticked "No, not yet": its words still say more.)
    for (const a of plan.assignments.filter((a) => a.action === 'check' || a.action === 'uncheck'))
      for (const item of this.items.filter((i) => i.text === a.source)) {
        const label = words(a.field.label);
        const said = [...fold(item.text).matchAll(/[a-z0-9à-ÿ@]+/g)];
        if (!label.every((l) => said.some((m) => sameWord(l, m[0])))) continue;
        for (const m of said) if (label.some((l) => sameWord(l, m[0]))) item.used.add(m.index ?? 0);
      }
    for (const item of this.items)
      if (item.used.size || plan.assignments.some((a) => a.source === item.text)) {
        item.spent = true;
        this.fedBy.push(item.text);
      }
    // An item all placed keeps its other words for a choice further on ("checkout express : 1 Coffee
    // beans": the count went to Quantity, "express" is the delivery to pick on a later step).
    for (const item of this.items) if (!item.values.length && !item.tick) item.choiceOnly = true;
    // As filled, the form may show more ("Already a customer: yes" shows the branch list).
    const live = again ? [] : await listForms(this.host.page).catch(() => []);
    this.open = again ? null : (live.find((f) => f.selector === plan.form.selector) ?? plan.form);
    return { steps, values, url, ...(isSignIn(plan.form) ? { signIn: true } : {}) };
  }

  /** Sends the open form with its own submit control (the one `words` name, else its first). */
  async submit(words: string): Promise<Filled> {
    // Words kept for a later step's choice ("Payment annuel") are made in the form before it is sent.
    // (Only once every value is placed: what is left are words, and they only choose.)
    const left = this.open && !this.hasPending() ? this.unfilled(this.open) : null;
    const choices = left
      ? planForm({ ...left, fields: left.fields.filter((f) => CHOICES.has(f.kind)) }, this.items)
      : null;
    const sure = choices?.assignments.filter((a) => a.score >= 1.4) ?? [];
    if (choices && sure.length) {
      const made = await this.fill({ ...choices, assignments: sure }, this.host.page.url());
      const sent = await this.send(words);
      return { ...sent, steps: [...made.steps, ...sent.steps], values: [...made.values, ...sent.values] };
    }
    return this.send(words);
  }

  private async send(words: string): Promise<Filled> {
    this.sends++;
    if (this.open?.submits.some((s) => IN_CART.test(fold(s.name)))) this.carted = true;
    const form = this.open;
    this.lastSent = this.filling;
    this.open = null;
    const signIn = form ? isSignIn(form) : false;
    if (form && this.filled.size && !signIn && !form.asks) this.sentValues = true;
    this.filled.clear();
    const url = this.host.page.url();
    const submits = form?.submits ?? [];
    if (!form || !submits.length) {
      await this.perform('I press the "Enter" key');
      await this.host.settle();
      return { steps: ['I press the "Enter" key'], values: [], url, submitted: 'Enter' };
    }
    // "reçu fiscal 2025 à renvoyer par e-mail": with no press named, the words that filled the form
    // choose among its buttons ("Recevoir par e-mail", not the first, "Télécharger").
    const fedBy = this.fedBy;
    this.fedBy = [];
    const score = (name: string) =>
      words
        ? similarity(words, name)
        : submits.length > 1
          ? Math.max(0, ...fedBy.map((text) => similarity(name, text)))
          : 0;
    const chosen =
      submits
        .map((s) => ({ s, score: score(s.name) }))
        .sort((a, b) => b.score - a.score)
        .find((x) => x.score >= 0.5)?.s ?? submits[0];
    const accepted = await this.acceptTerms(form);
    const target = await this.targetFor(chosen.selector, [chosen.name], 'click', form.title || undefined);
    const step = `I click ${target}`;
    const said = await alertsOf(this.host.page);
    const invalid = await invalidFields(this.host.page, form.selector);
    this.beforeSend = { url, lines: await contentLines(this.host.page) };
    await this.perform(step);
    await this.host.settle();
    const refused = invalid.length
      ? `the browser would not send it: ${invalid.join(', ')} must be filled in`
      : await newAlert(this.host.page, said);
    return {
      steps: [...(accepted?.steps ?? []), step],
      values: accepted?.values ?? [],
      url,
      submitted: chosen.name,
      ...(refused ? { refused } : {}),
      ...(signIn ? { signIn } : {}),
    };
  }

  /**
   * "Confirm the order" on a form whose box "I accept the terms and conditions of sale" is empty: a
   * person sending it ticks that box, and so does the walk, saying so in the values it lists. Never
   * when the goal speaks of the terms itself ("without accepting the terms" leaves it empty).
   */
  async acceptTerms(form: PageForm): Promise<Filled | null> {
    if (this.items.some((i) => TERMS.test(fold(i.text)))) return null;
    const box = form.fields.find((f) => f.kind === 'checkbox' && TERMS_BOX.test(fold(f.label)));
    if (
      !box ||
      (await this.host.page
        .locator(box.selector)
        .isChecked()
        .catch(() => true))
    )
      return null;
    const step = await this.apply({
      field: box,
      action: 'check',
      value: box.label,
      source: '',
      why: '',
      score: 0,
    });
    const why = 'a form is not sent without it; the goal says to send it and says nothing of the terms';
    return { steps: [step], values: [{ value: 'yes', field: box.label, action: 'check', why }], url: '' };
  }

  /** Whether a form of the page in view takes some of the values waiting, on evidence. */
  async formInView(): Promise<boolean> {
    return this.usable(await this.plan(this.host.page, ''));
  }

  /** Whether the open form takes something of this item on evidence (an option, a box, a named field). */
  takes(item: DataItem): boolean {
    return Boolean(
      this.open && this.usable(planForm(this.unfilled(this.open), [{ ...item, used: new Set() }]), [item]),
    );
  }

  /** Words that name a list of the open form with what to choose in it, which it does not offer. */
  refusesChoice(item: DataItem): OptionMissing | null {
    if (!this.open) return null;
    const fresh = { ...item, used: new Set<number>() };
    const missing = missingOption(planForm(this.unfilled(this.open), [fresh]), [fresh]);
    return missing
      ? new OptionMissing(missing.item, this.host.page.url(), missing.field, missing.options)
      : null;
  }

  /** Whether the open form has a field left for this item's values, even by elimination only. */
  takesLeft(item: DataItem): boolean {
    return Boolean(
      this.open && planForm(this.unfilled(this.open), [{ ...item, used: new Set() }]).assignments.length,
    );
  }

  /** Whether a form of the page in view takes something of this item on evidence. */
  async takesHere(item: DataItem): Promise<boolean> {
    if (this.takes(item)) return true;
    const forms = (await listForms(this.host.page)).map((f) => this.unfilled(f));
    return this.usable(bestForm(forms, [{ ...item, used: new Set() }], ''), [item]);
  }

  /**
   * A box or a radio button the walk clicked by its name ("the text reminder too"): its form is the
   * one being filled, so that a check the goal asks next sends it first.
   */
  async touched(selector: string) {
    if (this.open) return;
    const form = (await listForms(this.host.page)).find((f) =>
      f.fields.some((x) => x.selector === selector || x.options.some((o) => o.selector === selector)),
    );
    if (!form?.submits.length) return;
    this.open = form;
    this.filled.add(selector);
    this.onlyTicked = true;
  }

  /**
   * "Valider", "submit" with no form being filled: the page's one form that asks nothing more (a
   * summary to confirm, a "Confirm the cancellation" page) is the one to send. False when the page
   * has none, or several.
   */
  async openSole(): Promise<boolean> {
    const forms = (await listForms(this.host.page)).filter((f) => !f.inChrome && f.submits.length);
    const [form, ...more] = forms;
    if (
      !form ||
      more.length ||
      form.fields.some((f) => ['text', 'textarea', 'password'].includes(f.kind) && !f.value)
    )
      return false;
    this.open = form;
    return true;
  }

  /** The page in view is one step of a flow ("Step 2 of 5"): looking at other pages may reset it. */
  async inFlow(): Promise<boolean> {
    return (await listForms(this.host.page).catch(() => [])).some((f) => f.inSequence && !f.inChrome);
  }

  /** The open form is one the walk only ticked a box of: the goal has not said to send it. */
  onlyTicked = false;
  /** How many forms the walk has sent (by a control or by Enter). */
  sends = 0;
  /** Something was put in a cart: the values after it are the checkout's. */
  private carted = false;
  /** The page's content as it read just before the last form was sent: what the site said after is new. */
  beforeSend: { url: string; lines: string[] } | null = null;

  /** The open form's submit controls: a click on one of them sends it. */
  submitSelectors(): string[] {
    return this.open?.submits.map((s) => s.selector) ?? [];
  }
}
