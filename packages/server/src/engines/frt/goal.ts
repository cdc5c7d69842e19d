import { fold } from '../text/fold.js';
import { ASIDE, DAY_IN_WORDS, findValues, HALF_HOURS, REFERENCE_BEFORE, SLOT } from './values.js';

/**
 * Plain-language goals (English or French) read as a list of user actions, with no model: split
 * into clauses, each clause's verb recognised, its target taken from quotes or the words left.
 * What people write besides verbs is read too: a page named by what the site calls it ("go to the
 * account page"), a context ("sur le catalogue, …"), a verb shared by two actions ("type A in Email
 * and B in Password"), a region ("« Lamp » dans Best sellers") and checks phrased as results.
 */
export type ClauseAction =
  | 'open'
  | 'navigate'
  | 'click'
  | 'fill'
  | 'search'
  | 'select'
  | 'check'
  | 'uncheck'
  | 'hover'
  | 'press'
  | 'scroll'
  | 'see'
  | 'notSee'
  | 'back'
  | 'url'
  | 'title'
  | 'tracking';

/** The actions that check the page rather than act on it. */
export const CHECKS = new Set<ClauseAction>(['see', 'notSee', 'url', 'title']);

export interface Clause {
  text: string;
  action: ClauseAction;
  /** What to act on: an element description, a path for open, a page's name for navigate, a key for press. */
  target: string;
  /** Text to type or option to choose. */
  value?: string;
  /** True when the target was quoted: match it exactly, not fuzzily. */
  quoted: boolean;
  /** "the first product": pick the nth element of that kind (1-based; -1 the last). */
  ordinal?: number;
  /** "X in Best sellers": the region of the page (heading, landmark, legend, list label) holding X. */
  scope?: string;
  /** Another reading of the same words, tried when this one binds to nothing on the page. */
  fallback?: Clause;
  /** The verb as written (folded), lent to a following clause that has none. */
  verb?: string;
  /** No verb was read: the whole clause taken as a control's name, or as data for a form. */
  loose?: boolean;
  /** Only a button may carry this reading out ("accept cookies" when no box is to be ticked). */
  buttonOnly?: boolean;
  /** Read as where what follows happens ("from the home page", "from Sam" is data after all). */
  context?: boolean;
  /** For a check: the page it is about ("sur le planning que …", "the timetable: …"), opened first. */
  where?: string;
  /** How many arrows ("→") come before the clause: in a terse goal, each opens the next screen. */
  screen?: number;
}

/** A check that names its page: "sur le planning que X", "on the pricing page that X", "the timetable: X", "the news item about Y says X". */
const CHECK_WHERE = [
  /^(?:sur|dans|on|in)\s+(?:the\s+|le\s+|la\s+|l['’]\s*|les\s+)?(.+?)\s+(?:que|qu['’]|that)\s+(.+)$/i,
  /^((?:\S+\s+){0,5}?\S+)\s*:\s+(.+)$/,
  /^(.+?)\s+(?:says|shows|states|indique|dit|affiche)\s+(?:that\s+|que\s+|qu['’])?(.+)$/i,
];

/** "the news item about the spring market" → "spring market": the page is named by its subject. */
function pageAbout(words: string): string {
  return words
    .replace(/^(?:the|le|la|les|l['’])\s*/i, '')
    .replace(
      /^(?:news item|news|article|post|item|page|entry|actualité|actu|brève|billet)\s+(?:about|on|of|sur|de|du|des|concernant)\s+(?:the\s+|le\s+|la\s+|les\s+|l['’]\s*)?/i,
      '',
    )
    .trim();
}

/** A check whose words name its page first: that page, with the whole check as the other reading. */
function withWhere(check: Clause): Clause {
  if (check.quoted || check.action !== 'see') return check;
  for (const pattern of CHECK_WHERE) {
    const m = pattern.exec(check.target);
    if (!m) continue;
    const where = pageAbout(m[1]);
    // "the page says …", "l'écran affiche …": the page in view, not one to open.
    if (!where || /^(?:page|screen|ecran|écran|site|it)$/i.test(where))
      return { ...check, target: unquote(m[2]), fallback: check };
    return { ...check, target: unquote(m[2]), where, fallback: check };
  }
  return check;
}

const QUOTES: Record<string, string> = { '"': '"', '“': '”', '«': '»', "'": "'", '‘': '’' };

/** Words that move through a site's pages: an arrow after them is a breadcrumb ("open Services → Parking"). */
const NAVIGATION =
  /\b(?:open|go|goes|click|navigate|visit|menu|page|tab|section|ouvr\w*|cliqu\w*|onglet|rubrique)\b/i;

/**
 * "one-way Grenoble → Annecy on 2026-05-14", "Chambéry – Lyon Part-Dieu": an arrow or a dash between
 * two places in capitals, where the journey is not moving through pages, is a route, one value each side.
 */
function isRoute(before: string, after: string, mark: string): boolean {
  if (mark === '+' || mark === '>') return false;
  const rest = after.split(/[,;\n]/)[0];
  // "Home → News → Read more" is a path through pages: several arrows, nothing but names.
  if (/\s[>→—–]\s/.test(rest)) return false;
  const context = /(?:^|\s)[a-zà-ÿ][\wà-ÿ'’-]*\s/.test(before) || /\d/.test(rest);
  return (
    context &&
    /[A-ZÀ-Ý][\wà-ÿ'’-]*\s*$/.test(before) &&
    /^\s*[A-ZÀ-Ý]/.test(after) &&
    !NAVIGATION.test(before)
  );
}

/** Whether a "+" joins the parts of one answer after a field's name: "colours: white + yellow". */
function isListAfterLead(before: string, after: string): boolean {
  const last = before.split(/[,;/→\n]/).at(-1) ?? '';
  const next = after.split(/[,;/→\n.!?]/)[0] ?? '';
  return (
    /^\s*[\p{L}'’ -]{2,30}\s*:\s*[\p{L}'’ -]{1,30}$/u.test(last) &&
    /^\s*[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}\s*$/u.test(next)
  );
}

const ABBREVIATION =
  /(?:^|[\s(])(?:t[ée]l|tel|r[ée]f|ref|n[o°]|dr|mr|mrs|ms|mme|mlle|st|av|bd|approx|env|ex|cf|vs|p|pp|min|max|no|nr)$/i;

const DAY_SHORT = /(?:^|[\s(])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim)$/i;

/**
 * "→ send the form: subject …, Paul Girard, … →": the values the colon opens go into the form, which
 * is sent after them (up to the next arrow or line, in a part that holds no sentence's end).
 */
const SEND_THESE =
  /(^|→\s*|\n\s*)((?:send|submit|envoyer|soumettre|valider)(?:\s+(?:the|this|le|ce)\s+(?:form|formulaire))?)\s*:\s*((?:(?![.!?]\s+\p{Lu})[^→\n])+?)(?=\s*(?:→|\n|$))/giu;

/**
 * "crée-en une nouvelle « Maison Doué » : achat, maison, …", "create a new alert 'Weekly' : …": what
 * is created is filled first (its name with it), then the control that creates it is pressed.
 */
const CREATE_THESE =
  /(^|→\s*|\n\s*|[.!?;]\s+|\bpuis\s+|\bthen\s+)((?:create|add|cr[ée]e(?:-en|-la|-le)?|cr[ée]er|ajoute(?:-en)?|ajouter))\s+((?:(?:a|an|the|une?|la|le|new|nouvelle|nouveau)\s+){1,3}(?:[\wà-ÿ-]+\s+)?[«"“][^»"”]+[»"”])\s*:\s*((?:(?![.!?]\s+\p{Lu})[^→\n])+?)(?=\s*(?:→|\n|$|[.!?](?:\s+\p{Lu}|\s*$)))/giu;

/** "the box", "le champ", "cette zone": a field of a form, said as such. */
const A_FIELD =
  "(?:the|this|that|le|la|l['’]|ce|cette)\\s*(?:box|field|text ?box|textarea|space|champ|case|zone|encadr[ée]|cadre|rubrique)";
/** "the box about", "le champ des": the words that say a field is meant, before its name. */
const FIELD_KIND_LEAD = new RegExp(`^${A_FIELD}\\s+(?:about|for|of|on|sur|pour|des|du|de|d['’])?\\s*`, 'i');
/**
 * "In the box about our plans, please write: "…"", "Dans le champ commentaire, écrire « … »": the
 * box named first is where the quoted text goes, one clause ("write "…" in the box about our plans").
 */
const FIELD_THEN_TEXT = new RegExp(
  `\\b(in|into|inside|dans)\\s+(${A_FIELD}\\b[^,;:.]{0,50}?),\\s*(?:(?:please|merci de|svp|stp)\\s*,?\\s*)?(write|type|put|enter|add|paste|[ée]crire|[ée]crivez|saisir|saisissez|taper|tapez|mettre|mettez|indiquer|indiquez|noter|notez|ajouter|ajoutez)\\s*:?\\s*(["“«‘][^"”»’]+["”»’])`,
  'giu',
);

/** Splits at commas, semicolons, "then", "and", "puis", "et", "ensuite", " > ", " + ", " / "… never inside quotes or numbers. */
export function splitGoal(written: string): string[] {
  // "rsvp -> Léa Martin", "=>": an arrow typed in ASCII is the arrow; "Saturday, May 16" is one day.
  const goal = numberedSteps(
    written
      .replace(/(?<=\s)[-=]{1,2}>(?=\s)/g, '→')
      // "we can't take the animals 😅 Could you …": an emoji before a capital ends a sentence; elsewhere it says nothing.
      .replace(/\s*(?:\p{Extended_Pictographic}\uFE0F?)+\s+(?=\p{Lu})/gu, '. ')
      .replace(/\s*(?:\p{Extended_Pictographic}\uFE0F?)+/gu, ''),
  )
    .replace(SEND_THESE, '$1$3, $2')
    .replace(
      CREATE_THESE,
      (_, lead, verb, what, values) =>
        `${lead}${what} : ${values}, ${/^cr/i.test(verb) ? 'créer' : /^aj/i.test(verb) ? 'ajouter' : verb}`,
    )
    .replace(DAY_IN_WORDS, (d) => d.replaceAll(',', DAY_COMMA))
    // (A quote that ended its sentence still ends it, after the box's name.)
    .replace(
      FIELD_THEN_TEXT,
      // (A box named by two things, "des prénoms et âges", stays first: moved after the text, its
      // "et" would split the step, and as the context it names the form's box all the same.)
      (all: string, into, box: string, verb, text) => {
        if (/\s(?:et|and)\s/i.test(box)) return all;
        const name = box.replace(FIELD_KIND_LEAD, '').trim() || box;
        return `${verb} ${text} ${into.toLowerCase()} ${name}${/[.!?…]\s*.$/.test(text) ? '.' : ''}`;
      },
    )
    // "which is in his name, Marc Dubreuil": the name the words before it announce.
    .replace(
      /\b((?:in|under|au)\s+(?:his|her|my|their|your|son|mon|leur|votre)\s+(?:own\s+)?(?:name|nom)),\s+(?=\p{Lu})/gu,
      '$1: ',
    );
  const parts: string[] = [];
  let current = '';
  let closing: string | null = null;
  let listEnd = -1;
  for (let i = 0; i < goal.length; i++) {
    const ch = goal[i];
    if (closing) {
      current += ch;
      if (ch === closing) {
        closing = null;
        // "Message : « … nous rappeler ? » Accepter …": a quote that ends its sentence ends the clause.
        if (/[.?!…]\s*\S$/.test(current) && /^\s+\p{Lu}\p{Ll}/u.test(goal.slice(i + 1))) {
          parts.push(current);
          current = '';
        }
      }
      continue;
    }
    // An apostrophe inside a word (l'onglet, don't) opens nothing.
    if (QUOTES[ch] && !(ch === "'" && /\w/.test(goal[i - 1] ?? '') && /\w/.test(goal[i + 1] ?? ''))) {
      // A quote that never closes is an apostrophe after all (the users' page).
      if (goal.indexOf(QUOTES[ch], i + 1) > 0) {
        closing = QUOTES[ch];
        current += ch;
        continue;
      }
    }
    const next = goal[i + 1];
    const breadcrumb =
      (ch === '>' || ch === '→' || ch === '—' || ch === '–' || ch === '+') &&
      /\s/.test(goal[i - 1] ?? '') &&
      /\s/.test(next ?? '') &&
      !isRoute(current, goal.slice(i + 1), ch) &&
      // "colours: white + yellow", "Allergies : crustacés + œufs": the parts of one answer.
      !(ch === '+' && isListAfterLead(current, goal.slice(i + 1))) &&
      // "press the + button": a control named by the sign.
      !(
        ch === '+' &&
        (/\b(?:the|le|la|a|on|sur)\s*$/i.test(current) ||
          /^\s*(?:button|bouton|key|touche|sign)\b/i.test(goal.slice(i + 1)))
      );
    // "sign in (card 2940-118, PIN 4471)": the credentials in parentheses stay with their sign-in.
    if (ch === '(' && SIGN_IN_LEAD_END.test(fold(current))) closing = ')';
    // "David Hughes (customer 40031588, password Maple#Tree9) wants …": a list of values in
    // parentheses is clauses of its own, apart from what comes before and after it.
    // "1 reduced (student, 19)", "RES-40256 (Misanthrope, Sat 3 Oct)": an aside stays in its clause.
    else if (ch === '(' && (ASIDE_HERE.test(goal.slice(i)) || REFERENCE_BEFORE.test(current))) closing = ')';
    else if (ch === '(' && goal.indexOf(')', i) > 0) {
      const inner = goal.slice(i + 1, goal.indexOf(')', i));
      if (/[,;]|\s(?:and|et)\s/.test(inner) && /[\d@]/.test(inner)) listEnd = goal.indexOf(')', i);
    }
    if (
      breadcrumb ||
      (ch === '(' && listEnd > i) ||
      i === listEnd ||
      // "€12,480.00", "3,5 kg": a comma between digits is part of the number; "sign in: customer
      // no. 40218735, pwd Garonne-2026": a comma between a sign-in's credentials is part of it.
      (ch === ',' &&
        !(/\d/.test(goal[i - 1] ?? '') && /\d/.test(next ?? '')) &&
        !(CREDENTIAL_BEFORE.test(fold(current)) && SECRET_AFTER.test(fold(goal.slice(i + 1))))) ||
      ch === ';' ||
      ch === '\n' ||
      ((ch === '.' || ch === '?' || ch === '!') &&
        (next === undefined || /\s/.test(next)) &&
        // "tél. 06 …", "réf. VOL-…", "Dr. Martin": an abbreviation's point ends no sentence;
        // "Owl-2026!" is a password, not an exclamation.
        !(ch === '.' && (ABBREVIATION.test(current) || /(?:^|[\s(])M$/.test(current))) &&
        // "sam. 24/10", "Fri. 16 Oct": a day's short name before its date.
        !(ch === '.' && DAY_SHORT.test(current) && /^\s*\d/.test(goal.slice(i + 1))) &&
        // "exp. 08/28", "qté. 2 x 3": a short word's point before a shaped value (a date, a phone,
        // a code) is an abbreviation's; no sentence opens with such a value.
        !(
          ch === '.' &&
          /(?:^|[\s(])\p{L}{2,5}$/u.test(current) &&
          /^\s+\d+[/:.\s-]\d/.test(goal.slice(i + 1))
        ) &&
        // "1. Se connecter": a step's number keeps its point, and the step after it.
        !(ch === '.' && /^\s*\(?\d{1,2}$/.test(current)) &&
        !(ch === '!' && /[\w#@$%&*-]*\d[\w#@$%&*-]*$/.test(current) && !/\s$/.test(current)))
    ) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  for (const [i, p] of parts.entries()) parts[i] = p.replaceAll(DAY_COMMA, ',');
  const words =
    // ("open / and …": the slash after "open" is the home page's path, not a step's end; "should
    // then show" is one check, and so is "the cart page then says".)
    /(?<!\b(?:should|must|will|would|doit|devrait|by|until|till|since))\s+(?:and then|then|and|after that|afterwards|finally|et ensuite|puis|ensuite|et|enfin|apres quoi|après quoi|(?<!\b(?:open|opens|visit|go to|ouvrir|ouvre|aller sur)\s+)\/)\s+(?!(?:says|shows|displays|reads|lists|affiche|indique)\b)/i;
  return (
    parts
      .flatMap(unpair)
      .map((p) => p.replace(SIGN_IN_WITH, (m) => m.replace(/\s+/g, KEEP)))
      // ("entre 16h et 18h", "between 4 and 6 pm": one slot, not two steps.)
      .map((p) => p.replace(SLOT, (m) => m.replace(/\s+/g, KEEP)))
      // ("for an hour and a half": one length of time.)
      .map((p) => p.replace(HALF_HOURS, (m) => m.replace(/\s+/g, KEEP)))
      .map((p) => p.replace(SIGN_IN_PAIR, (m) => m.replace(/\s+/g, KEEP)))
      // "connexion louise@x.test / Train-Bleu-42", "demo@x.test / Demo-2026!": the slash joins a
      // sign-in's two credentials.
      .map((p) =>
        SIGN_IN_LEAD.test(fold(p.trim()))
          ? p.replace(/\s+\/\s+/, (m) => m.replace(/\s+/g, KEEP))
          : p.replace(
              new RegExp(
                `\\([^()]*\\)|[^\\s@/]+@[^\\s@/]+\\s+\\/\\s+\\S+(?=\\s*$|\\s+(?:then|puis|and|et|—|–|-)\\s)|\\b(?:login|log ?in(?:to)?|sign ?in(?:to)?|connexion|identifiants?|credentials|${SIGN_IN_AREA})\\b[^,;/]*?\\S+\\s+\\/\\s+\\S+`,
                'gi',
              ),
              (m) => m.replace(/\s+\/\s+/g, (x) => x.replace(/\s+/g, KEEP)),
            ),
      )
      .flatMap((p) => splitOutsideQuotes(p, words))
      .map((p) => p.replaceAll(KEEP, ' '))
      .map((p) => p.trim().replace(/^(?:and|then|finally|et|puis|ensuite|enfin)\s+/i, ''))
      // "1. Open the home page 2) Search …": a step's number is no step.
      // (A number alone, with no point or bracket, is a value: "feedback -> 5".)
      .filter((p) => !/^\(?\d{1,2}\s*[.)]$/.test(p.trim()))
      .map((p) => p.replace(/^\(?\d{1,2}\s*[.)]\s*/, ''))
      .flatMap(plainSteps)
      .flatMap(placeColon)
      .filter((p) => p.length > 0)
  );
}

/**
 * "1) Go to Our offers 2) click Subscribe … 3) Title Ms, …": steps numbered on one line, each a
 * line of its own (only a run counted from 1 is read so, never a "2." inside a sentence).
 */
function numberedSteps(goal: string): string {
  const marks = [...goal.matchAll(/(?:^|\s)(\d{1,2})[.)]\s+(?=\S)/g)];
  const run: RegExpMatchArray[] = [];
  for (const m of marks) if (Number(m[1]) === run.length + 1) run.push(m);
  if (run.length < 2) return goal;
  let out = goal;
  for (const m of run.reverse()) {
    const at = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
    out = `${out.slice(0, at)}\n${out.slice(at)}`;
  }
  return out;
}

/** The words before a clause's first colon, when few and not inside quotes. */
const COLON_LEAD = /^([^:"“«]{1,60}?)\s*:\s+(?=\S)/;
/** "Meter readings tab", "formulaire de contact", "page Offres": a place, not a field. */
const PLACE_WORD =
  /\b(?:tab|onglet|page|form|formulaire|section|rubrique|screen|ecran|espace|area|step|etape)\b/;

/** A field's name before a colon: what follows is its value, though it starts with a verb ("Objet : visiter la pension"). */
export const FIELD_LEAD =
  /^(?:(?:the|le|la|l')\s*)?(?:objet|sujet|subject|topic|motif|reason|raison|message|commentaire|comment|question|titre|title|demande|request|note)$/;

/** A verb that takes something away: what it names is a row of the page, not data for a form. */
export const REMOVES =
  /^(?:please\s+)?(?:cancel|delete|remove|archive|annul\w*|supprim\w*|retir\w*|effac\w*|archiv\w*)\b/;

/**
 * "Meter readings tab: electricity 23987 kWh", "Praticiens : filtrer …", "Étape 3 : date …": a
 * place (or a step's number) then what happens there; "objet : Facturation" stays a field's value.
 */
function placeColon(part: string): string[] {
  const m = COLON_LEAD.exec(part);
  // "customer area: 40218735 / Garonne-2026": a sign-in named by its space, not a place then data.
  if (!m || SIGN_IN_NOUN.test(fold(part.trim()).replaceAll(KEEP, ' '))) return [part];
  const lead = fold(m[1]).trim();
  const rest = part.slice(m[0].length);
  if (/^(?:step|etape)\s*\d{1,2}$/.test(lead)) return [rest];
  if (FIELD_LEAD.test(lead)) return [part];
  // "Test du flow d'adhésion en 3 steps : …", "Check le booking d'un cours en guest : planning → …":
  // what the test is of, then its steps.
  if ((TESTS_FLOW.test(lead) || FLOW_LEAD.test(lead)) && /\S/.test(rest)) return [rest];
  // ("My bookings: cancel RES-3002": a row's action is a verb too.)
  const acts = startsWithVerb(fold(rest)) || REMOVES.test(fold(rest).trim());
  // "vérifier l'onglet Overview : Overdue invoices = 2": that tab, then what it should show.
  const checked = CHECKS_PLACE.exec(m[1].trim());
  if (checked && PLACE_WORD.test(lead) && !acts)
    return [
      `${checked[1] ? 'ouvrir' : 'open'} ${checked[2]}`,
      `${checked[1] ? 'vérifier' : 'verify'} ${rest}`,
    ];
  if (PLACE_WORD.test(lead) || (acts && !startsWithVerb(lead))) return [m[1].trim(), rest];
  return [part];
}

/** A check of a place before a colon: its verb (French or not) and the place. */
const CHECKS_PLACE = /^(?:check|verify|(v[ée]rifier|contr[ôo]ler))\s+(.+)$/i;

/** "Flow estimation en 3 steps", "parcours d'inscription": the flow named with no verb before it. */
const FLOW_LEAD =
  /^(?:(?:le|la|the|a|an|un|une)\s+)?(?:\S+\s+)?(?:flow|flux|parcours|funnel|tunnel|workflow)\b(?!.*\d{2})/;

/** A lead that names the flow a goal tests ("test du flow d'adhésion", "check the checkout process"). */
const TESTS_FLOW =
  /^(?:test(?:er)?|check(?:er)?|verify|verifier|valider)\s+(?:(?:du|de la|des|le|la|les|l'|the|a|an|un|une|our|my|notre|mon)\s+)?(?:\S+\s+){0,2}?(?:flow|flux|parcours|booking|process|processus|funnel|tunnel|journey|workflow|scenario)\b/;

/**
 * "Paul Henry (paul.henry@mail.test / Crawl!75) has the Pass Aquatique": a person's credentials in
 * an aside are a sign-in, made before the sentence about them.
 */
const CREDENTIALS_ASIDE =
  /\(\s*(?:(?:login|log-in|identifiant|email|e-mail)\s*:?\s*)?([^\s()@,;/]+@[^\s()@,;/]+)\s*(\/|,|;)\s*((?:password|mot de passe|mdp|pw|pass)\s*:?\s*)?([^\s()]+?)\s*\)/i;
const SIGNS_IN =
  /\b(?:log\s?in|login|sign\s?in|connect\w*|connexion|identifi\w*|credentials|compte|account)\b/i;

function credentialsFirst(goal: string): string {
  const m = CREDENTIALS_ASIDE.exec(goal);
  if (!m) return goal;
  const [, user, separator, cue, secret] = m;
  // (A phone after an email, "(priya@x.test, 0712904481)", is no password.)
  if (!cue && separator !== '/' && !(/\p{L}/u.test(secret) && /[^\p{L}]/u.test(secret))) return goal;
  const start = Math.max(
    0,
    ...[...goal.slice(0, m.index).matchAll(/[.!?\n]\s+/g)].map((b) => (b.index ?? 0) + b[0].length),
  );
  const before = goal.slice(start, m.index);
  // (Only after a person's name: "The demo user (…) deletes …" is read with its subject.)
  if (SIGNS_IN.test(before) || !/\p{Lu}[\p{Ll}'’-]+\s*$/u.test(before)) return goal;
  return `${goal.slice(0, start)}login ${user} / ${secret}. ${before.trimEnd()}${goal.slice(m.index + m[0].length)}`;
}

/** "(Paul Renaud) a oublié un chargeur", "ont perdu leur clé": what happened, told in French's past. */
const TOLD_IN_PAST =
  /^(?:(?:(?:il|elle|on|ils|elles)\s+)?(?:a|ont|avait|avaient)|j['’]ai|nous avons)\s+(?:d[ée]j[àa]\s+)?(?:\p{L}+(?:é|ée|és|ées)|perdu|reçu|pris|mis|vu|eu|dit|écrit)\s/iu;

/** Someone who will not be there, told as the reason for the journey. */
const CANNOT_COME =
  /^(?:(?:so|and|but|donc|et|mais)\s+)?(?:(?:he|she|they|we|il|elle|ils|elles|on|nous|(?:the|la|his|her|their|sa|son)\s+\w+)\s+)?(?:ne\s+(?:pourra|pourront|pourrait|pourraient|peut|peuvent)\s+pas|won't|will not|can't|cannot|couldn't|could not)\s+(?:make it|be able to (?:come|make it|attend)|come|attend|venir|etre la|assister)\b|^(?:(?:so|and|but|donc|et|mais)\s+)?(?:je|j'|nous|on|il|elle|i|we|he|she|they)\s*(?:n'ai|n'avons|n'a|n'ont|ne\s+\w+)?\s*(?:finalement\s+|en fait\s+)?(?:plus besoin|no longer need|don't need|do not need|doesn't need|no longer want)\b/;

/** What someone's story says, not what they do on the site (see readClause). */
const NARRATIVE =
  /^(?:(?:he|she|they|il|elle|ils|elles|[a-z'-]+(?:\s[a-z'-]+)?)\s+)?(?:(?:phoned|rang|called|emailed|wrote to|came (?:in|by)|a (?:appele|telephone|ecrit))\b|(?:wants?|would like|hopes?|plans?) to (?:treat|spoil|surprise|celebrate|enjoy|discover|spend)|(?:veut|voudrait|aimerait|souhaite|espere) (?:faire plaisir|gater|surprendre|feter|decouvrir|profiter)|(?:moved|came|arrived|grew up)\b|(?:a|ont) (?:demenage|emmenage)|(?:loves?|adores?|is a fan of|is obsessed|adore|est fan)\b|(?:cannot|can't|can not|could not|couldn't|does not|doesn't|do not|don't) (?:remember|recall)\b|(?:is|are) in charge of\b|(?:s'occupe|s'occupent) de\b|ne (?:se )?(?:souvient|rappelle) (?:plus|pas)\b|(?:changes?|changed) (?:(?:their|his|her|my|your|our) )?mind\b|(?:change|changent|a change|ont change) d'avis\b)/;

/** "we'd really love a flower arch", "I would love …": what is wished for is asked, not the story. */
const WISHED = /\b(?:['’]d|would)\s+(?:really\s+|so\s+|just\s+)?(?:love|adore)\b/;

/** A booking made into a service: its verb, what is booked, and the service ("into the boarding", "en pension"). */
const BOOK_INTO =
  /^(book|books|reserve|reserves|mettre|mets|mettez|placer|placez)\s+(.+?)\s+(?:into|in|en)\s+(?:the\s+|la\s+|le\s+|l['’])?(?!(?:cart|basket|bag|panier|caddie|fran[cç]ais|anglais|allemand|espagnol|italien|english|french|german|spanish|italian)\b)(\p{L}[\p{L}'’-]{2,20}(?:\s\p{L}[\p{L}'’-]{2,20})?)(?:\s+(?:at|of|du|de la|de|chez|pendant|during|for|pour)\s+.+)?$/iu;

/** A booking made before, told in the past perfect: "I'd booked", "we had reserved", "j'avais réservé". */
const BOOKED_BEFORE =
  /^(?:(?:so|and|but|donc|et|mais)\s+)?(?:(?:i|we|he|she|they)(?:'d| had)\s+(?:already\s+)?(?:booked|reserved|ordered|planned)|(?:j'|nous |il |elle |on )(?:avais|avions|avait)\s+(?:deja\s+)?(?:reserve|commande|prevu)\w*)\b/;

/** "We're off to my in-laws for Christmas", "for once we can't take the animals": who is away, and why the journey is made. */
const AWAY =
  /^(?:(?:so|and|but|donc|et|mais)\s+)?(?:for once\s+|pour une fois\s+)?(?:(?:we|i)(?:'re|'m| are| am|'ll be| will be)\s+(?:off|away|going away|travel+ing|leaving|back from)\b|(?:on|nous|je)\s+(?:part|partons|pars|est en vacances|sommes en vacances|suis en vacances)\b|(?:we|i|on|nous|je)\s+(?:can't|cannot|can not|couldn't|ne (?:peux|peut|pouvons) pas)\s+(?:take|bring|emmener|prendre)\b)/;

/** "Hi!", "Bonjour": a greeting is no step. */
const GREETING =
  /^(?:(?:hi|hello|hey|bonjour|salut|coucou)(?:\s+(?:there|team|everyone|à tous|l['’]équipe))?|(?:many |thanks? |thank you )?(?:thanks?|thank you|cheers|merci(?: beaucoup| d'avance| d’avance| mille fois| infiniment| encore)?|cordialement|bonne journée|a\+|à\+|bisous|ta)(?:\s+(?:a lot|a million|so much|in advance|again|!))?|tu me sauves(?: la vie)?|vous me sauvez(?: la vie)?|you(?:['’]re| are) (?:a star|a lifesaver|the best))[\s!.]*$/i;
/** "Could you check that", "I'd like to make sure", "pouvez-vous vérifier qu'": the asking, not the journey. */
const ASKING =
  /^(?:(?:could|can|would) you(?: please)?|please|i(?:['’]d| would) like to|we(?:['’]d| would) like to|(?:i|we) (?:want|need) to|(?:pouvez|pourriez)-vous|vous pouvez|peux-tu|pourrais-tu|tu peux|tu pourrais|j['’]aimerais|je voudrais|je veux|nous voulons|nous voudrions|merci de|il faut)\s+(?:(check|verify|test|make sure|ensure|confirm|see|vérifier|verifier|tester|contrôler|controler|vous assurer|m['’]assurer|nous assurer)\s+)?(?:that\s+|whether\s+|if\s+|qu['’]|que\s+|si\s+)?/i;
/** What a journey is for, then a colon and its steps (which start in lower case, as told). */
const PURPOSE_THEN_STEPS = /^([^:"“«»]{12,}?)\s*:\s+([a-zà-ÿ].*)$/s;
/** "At the end", "Normalement", "À la fin": when or how sure, not a step nor a page. */
const WHEN_LEAD =
  /^(?:at the end|in the end|at last|finally|afterwards|after that|normally|usually|à la fin|a la fin|au final|enfin|normalement|ensuite|après ça|apres ca)\s*,?\s+(?=\S)/i;
/** "Petite question :", "Quick question:": how the message opens, not a step. */
const QUESTION_LEAD = /^(?:(?:petite|une|quick|small|one|a)\s+)?question\s*:\s*(?=\S)/i;
/** "someone can", "a customer can", "une cliente peut": who does the journey, before what they do. */
const SOMEONE =
  /^(?:someone|somebody|anyone|(?:a|the) (?:user|customer|visitor|client|member|resident|shopper|buyer)|users|customers|visitors|(?:un|une|l['’]) ?(?:client|cliente|utilisateur|utilisatrice|visiteur|visiteuse|habitant|habitante|usager|usagère|internaute|membre)|quelqu['’]un|on)(?:\s+(?:connecté|connectée|logged in|signed in))?\s+(?:can|could|is able to|are able to|may|will be able to|peut|pourrait|arrive à|est capable de)\s+/i;
/** "A French-speaking visitor switches …", "Someone adds …": who does it, before their verb. */
const SUBJECT =
  /^(?:someone|somebody|(?:a|an|the|un|une|le|la)\s+(?:[\w-]+\s+){0,2}?(?:user|customer|visitor|client|cliente|member|resident|shopper|buyer|patient|student|guest|person|visiteur|visiteuse|utilisateur|utilisatrice|habitant|habitante|usager|usagère))\s+(?=(?!(?:is|are|was|est|name|nom|has|a|can|could|may|might|will|would|should|must|peut|pourra|pourrait|doit)\b)[a-zà-ÿ]{3,}\b)/i;
/** "signed in as a@b.c (password P) looks for …": who signs in, and the step after. */
const SIGNED_IN_AS =
  /^(?:signed|logged)\s+in\s+(?:as|with)\s+(\S+@\S+(?:\s*\([^()]*\))?)\s+(?!\()([a-z].*)$/is;
/** "you're logged in as …", "elle est connectée avec …": the sign-in step itself. */
const SIGNED_IN =
  /^(?:you(?:['’]re| are)|they(?:['’]re| are)|(?:he|she)(?:['’]s| is)|i(?:['’]m| am))\s+(?:logged|signed) in\b|^(?:vous êtes|il est|elle est|je suis|on est)\s+connecté(?:e|s|es)?\b/i;
/** What a check says a page does: "the Overview tab shows €12,480.00", "la page affiche …". */
const SHOWS =
  /\b(?:shows?|says?|displays?|reads?|lists?|contains?|mentions?|appears?|gives?|affiche\w*|indique\w*|montre\w*|mentionne\w*|contient|donne|appara[iî]\w*)\b/i;
const FRENCH_ASK = /^(?:v[ée]rifier|contr[ôo]ler|tester|vous assurer|m['’]assurer|nous assurer)$/i;
/**
 * "A once B", "A une fois que B": B is done first, when B says what is done ("once you're logged in",
 * "une fois qu'elle est inscrite"); "as soon as possible", "fréquence : dès qu'un bien correspond",
 * "sent as soon as a property matches" are a when or an option, not a step.
 */
const ONCE =
  /(?<![:=]|\bfor)\s+(?:once|as soon as|une fois que|une fois qu['’]|dès que|dès qu['’])(?=\s*(?:you|it|i|we|they|he|she|the|this|that|your|my|c['’]|ce|vous|tu|nous|il|elle|ils|elles|on|le|la|les|l['’]|votre|ton|ta|mon|ma)(?:['’]|\b))(?!\s*(?:you can|vous pouvez|tu peux)\b)\s*/i;

/** "a user who …", "une cliente qui …": who does the journey, then what they do and what follows. */
const WHO_DOES =
  /^(?:someone|somebody|anyone|(?:a|an|the) (?:\w+ )?(?:user|customer|visitor|client|member|resident|shopper|buyer|patient|student|guest|person|driver|tenant|reader|candidate)|(?:un|une|l['’]) ?(?:\w+ )?(?:client|cliente|utilisateur|utilisatrice|visiteur|visiteuse|habitant|habitante|usager|usagère|membre|patient|patiente|lecteur|lectrice|candidat|candidate|personne)|quelqu['’]un)\s+(?:who|that|qui)\s+/i;
/** What the journey leads to, after what "someone who …" does: "… sees an error", "… reçoit un mail". */
const OUTCOME =
  /\s+(?:(?:then\s+|puis\s+)?(?:sees|gets|receives|is shown|is told|ends up (?:on|with)|lands on|voit|reçoit|recoit|obtient|arrive sur|tombe sur|a bien))\s+/i;

/**
 * "ticks the newsletter box while booking yoga … gets a confirmation": what someone does (its verbs
 * in the third person, "while …ing" done with it), then a check of what follows.
 */
function whoDoes(text: string): string[] {
  const outcome = [...text.matchAll(new RegExp(OUTCOME.source, 'gi'))].at(-1);
  const does = outcome ? text.slice(0, outcome.index) : text;
  const seen = outcome ? text.slice((outcome.index ?? 0) + outcome[0].length) : '';
  const french = /^\s*(?:voit|re[çc]oit|obtient|arrive|tombe|a bien)/i.test(outcome?.[0].trim() ?? '');
  const during = /\s+(?:while|when|whilst)\s+([a-z]+?)ing\b/i.exec(does);
  const after = during ? does.slice(during.index + during[0].length) : '';
  const first =
    during && (doneFirst(`after ${during[1]}ing${after}`) ?? `${during[1].replace(/(.)\1$/, '$1')}${after}`);
  const steps = during && first ? [first, does.slice(0, during.index)] : [does];
  return [
    ...steps.filter((x): x is string => Boolean(x)).map((x) => x.trim()),
    ...(seen ? [`${french ? 'vérifier' : 'check'} ${seen.replace(/[.!?]+$/, '')}`] : []),
  ];
}

/**
 * "after signing in as A with B", "once logged in as A", "après avoir ajouté le thé",
 * "après s'être connectée avec A / B": a step said as done before the next, made the step itself.
 */
function doneFirst(text: string): string | null {
  const french = /^(?:apr[eè]s\s+s['’][eê]tre|une\s+fois)\s+connect[ée]e?s?\s+(?=\S)/i.exec(text);
  if (french) return `se connecter ${text.slice(french[0].length)}`;
  const lead = /^(?:(?:after|once|upon|when)\s+(?:having\s+)?|having\s+)(?=[a-z]+(?:ing|ed)\b)/i.exec(text);
  if (lead) return gerundStep(text.slice(lead[0].length), true);
  const m = /^apr[eè]s\s+avoir\s+([a-z]+?)(?:é|ée|és|ées)(?=[\s,.]|$)/i.exec(text);
  if (!m) return null;
  const step = `${m[1]}er${text.slice(m[0].length)}`;
  return startsWithVerb(fold(step)) ? step : null;
}

/** "reporting a broken street light" (or, done, "signed in as A"): the step its verb says. */
function gerundStep(text: string, done = false): string | null {
  const m = (done ? /^([a-z]+?)(?:ing|ed)\b/i : /^([a-z]+?)ing\b/i).exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length);
  for (const stem of [m[1], `${m[1]}e`, m[1].replace(/(.)\1$/, '$1'), m[1].replace(/i$/, 'y')]) {
    const step = `${stem}${rest}`;
    if (startsWithVerb(fold(step)) || SIGN_IN_LEAD.test(fold(step))) return step;
  }
  // A verb the reader does not know ("reporting") names the control that does it ("Report").
  return done ? null : `${m[1].replace(/(.)\1$/, '$1')}${rest}`;
}

/**
 * "the Invoices tab can be filtered to show only overdue invoices", "le devis peut être envoyé": what
 * can be done, said in the passive, as the step that does it ("on the Invoices tab filter …").
 */
function doneAs(text: string): string | null {
  const m =
    /^(?:(?:the|a|an|your|my|le|la|les|l['’]|un|une|votre|mon|ma)\s+)?(.+?)\s+(?:(?:can|could|may|should|must)\s+be|(?:peut|peuvent|doit|doivent|pourrait)\s+être)\s+([a-z]+?)(ed|d|en|ée?s?)(?=[\s,.]|$)/i.exec(
      text,
    );
  if (!m) return null;
  const french = /é/.test(m[3]);
  const stems = french
    ? [`${m[2]}er`]
    : [m[2], `${m[2]}e`, m[2].replace(/(.)\1$/, '$1'), m[2].replace(/i$/, 'y')];
  const verb = stems.find((stem) => startsWithVerb(fold(`${stem} x`)));
  if (!verb) return null;
  const said = m[0].slice(0, m[0].indexOf(m[1]) + m[1].length);
  const rest = text.slice(m[0].length);
  return PLACE_WORD.test(fold(m[1]))
    ? `${french ? 'sur' : 'on'} ${said} ${verb}${rest}`
    : `${verb} ${said}${rest}`;
}

/** "can you do it?", "tu peux le faire ?": the asking alone, no step. */
const JUST_ASKING =
  /^(?:please|s'il (?:te|vous) pla[iî]t|svp|stp)[\s?!.]*$|^(?:(?:can|could|would) you )?(?:please )?(?:do it|do that|do this|handle it|test it|try it)(?: for me| please)?[\s?!.]*$|^(?:(?:tu peux|pouvez-vous|peux-tu) )?(?:le|la) (?:faire|tester)[\s?!.]*$/i;
/** A reference or a confirmation asked for: "the request reference", "la ref MSG", "a confirmation". */
const REFERENCE_WISH =
  /^((?:the|a|an|my|its|le|la|l['’]|mon|ma|son|sa|une?)\s*(?:[\w-]+\s+){0,2}?(?:number|reference|ref|code|id|numéro|numero|n°|référence|réf|confirmation)\b)/i;

/**
 * A step as a tester writes it in prose, made plain: greetings dropped, the asking and who does it
 * taken off ("could you check that someone can sign up …" → "sign up …"), "A once B" as B then A,
 * "you're logged in as …" as "log in as …".
 */

/**
 * "James Porter here", "c'est Paul Martin", "obviously", "Bad news: both kids have flu": who speaks,
 * an aside, or the news that explains the journey, with nothing to do.
 */
const TOLD_ASIDE =
  /^(?:(?:it['’]s\s+|this is\s+|c['’]est\s+|ici\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}\s+here|(?:c['’]est|ici)\s+\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2}|obviously|of course|naturally|bien s[uû]r|[ée]videmment|naturellement|(?:bad|good|sad) news|(?:mauvaise|bonne|triste) nouvelle)\b[\s!.]*(?::.*)?$/iu;

function plainSteps(part: string): string[] {
  if (GREETING.test(part.trim()) || JUST_ASKING.test(part.trim())) return [];
  const aside = TOLD_ASIDE.exec(part.trim());
  // ("Bad news: …" with a value after it is still data: only the news of the story goes.)
  if (aside && findValues(part).every((v) => v.kind === 'words' || v.kind === 'name')) return [];
  let text = part.trim().replace(WHEN_LEAD, '').replace(QUESTION_LEAD, '');
  const asked = ASKING.exec(text);
  const rest = asked ? text.slice(asked[0].length) : text;
  const who = SOMEONE.exec(rest);
  // "We need to check that the gift card page works: a €100 card …": that page, then the steps.
  const works = asked
    ? /^(.+?)\s+(?:works?|is working|still works|fonctionne|marche)\s*[:—–]\s*(\S.*)$/i.exec(rest)
    : null;
  if (works && PLACE_WORD.test(fold(works[1]))) return [`go to ${works[1]}`, ...plainSteps(works[2])];
  // "We need to check that the site can be used in French: switch …": what the journey is for,
  // then the journey. "We need to check the details of the ID card procedure: it should say …": the
  // page it is about, then what to see there.
  const purpose = asked?.[1] ? PURPOSE_THEN_STEPS.exec(rest) : null;
  if (purpose && !SHOWS.test(purpose[1].split(/\s+/).at(-1) ?? '')) {
    if (/(?:that|whether|if|qu['’]|que|si)\s*$/i.test(asked![0])) return plainSteps(purpose[2]);
    if (/^(?:the|le|la|les|l['’])\s*\S/i.test(purpose[1]) && !/\d/.test(purpose[1]))
      return [
        `open ${purpose[1].replace(/^(?:the|le|la|les)\s+(?:(?:details?|d[ée]tails?|page)\s+(?:of|for|about|de|du|des)\s+(?:the\s+|la\s+|le\s+|l['’])?)?/i, '')}`,
        ...plainSteps(purpose[2]),
      ];
  }
  const who2 = WHO_DOES.exec(rest);
  // "I want to test reporting a broken street light": the step that is tested.
  // ("verify that booking from the Pilates card works: …" is what the journey is for, not a step.)
  const tested = asked?.[1] && !/(?:that|whether|if|qu['’]|que|si)\s*$/i.test(asked[0]);
  const first = doneFirst(rest) ?? doneAs(rest) ?? (tested ? gerundStep(rest) : null);
  if (who2) return whoDoes(rest.slice(who2[0].length));
  // "(Jo Park, jo@x.test) gets a confirmation": what follows for the someone of the step before.
  if (OUTCOME.exec(` ${rest}`)?.index === 0) return whoDoes(` ${rest}`);
  const subject = who ? null : SUBJECT.exec(rest);
  if (first) text = first;
  else if (who) text = rest.slice(who[0].length);
  else if (subject) text = rest.slice(subject[0].length);
  // "I'd like to see the request reference at the end", "je veux la ref MSG à la fin": the
  // reference the site gives is what to check.
  else if (asked && REFERENCE_WISH.test(rest)) {
    const said = REFERENCE_WISH.exec(rest)![1];
    // ("la ref MSG": the letters that open the reference are part of what is checked.)
    const ref = `${said}${/^\s+[A-Z][A-Z0-9]{1,7}\b/.exec(rest.slice(said.length))?.[0] ?? ''}`;
    text = /^(?:le|la|l['’]|mon|ma|son|sa|une?)\b/i.test(ref) ? `vérifier ${ref}` : `verify ${ref} is shown`;
  }
  // "I'd like to see that the Overview tab shows …": what is asked to be seen is a check.
  else if (asked?.[1] && SHOWS.test(rest) && !/\b(?:works?|fonctionne\w*|marche)\b/i.test(rest))
    text = `${FRENCH_ASK.test(asked[1]) ? 'vérifier que' : 'check that'} ${rest}`;
  // "Could you switch to English", "merci de valider": a polite imperative is the step it asks for.
  else if (
    asked &&
    !asked[1] &&
    /^[a-zà-ÿ]/.test(rest) &&
    !/(?:that|whether|if|qu['’]|que|si)\s*$/i.test(asked[0])
  )
    text = rest;
  // "Someone signed in as demo@x.test (password P) looks for …": the sign-in, then what they do.
  const signed = SIGNED_IN_AS.exec(text);
  if (signed) return [`log in as ${signed[1]}`, ...plainSteps(signed[2])];
  const steps = splitOutsideQuotes(text, ONCE);
  const ordered = steps.length === 2 ? [steps[1], steps[0]] : steps;
  return ordered.map((s) =>
    s
      .trim()
      .replace(/\s+(?:puis|then|and|et|ensuite)$/i, '')
      .replace(SIGNED_IN, (m) => (/connect/i.test(m) ? 'se connecter' : 'log in')),
  );
}

/**
 * "fill in the e-mail and password with A and B" → "fill in the e-mail with A", "fill in password
 * with B": two fields and two values written as paired lists.
 */
function unpair(part: string): string[] {
  const m =
    /^(\s*(?:fill(?: in| out)?|enter|type|remplir|renseigner|saisir)\s+)(.+?)\s+(?:and|et)\s+(.+?)\s+(?:with|avec|par)\s+(.+?)\s+(?:and|et)\s+(.+?)(?:,?\s+(?:respectively|respectivement))?\s*$/i.exec(
      part,
    );
  if (!m) return [part];
  const [, verb, first, second, a, b] = m;
  return [`${verb}${first} with ${a}`, `${verb}${second} with ${b}`];
}

/** "log in as A with password B", "se connecter avec A et B": one clause, never split at its "and". */
const SIGN_IN =
  /^(?:log ?in|sign ?in|connect|authenticate|se connecter|me connecter|connecte[rz]?(?:-vous|-toi)?|s'identifier|s'authentifier)\s+(?:as|with|using|avec|en tant que|comme|en utilisant)\s+(?:(?:the |an? |l'|le |un )?(?:user(?:name)?|e-?mail|account|compte|utilisateur|identifiant|adresse e-?mail)\s+)?(\S+)\s*(?:,|\/|\(|\s(?:and|with|et|avec|using|\/)\s)\s*(?:(?:the |le |a |un )?(?:password|mot de passe|mdp|pw)(?=[\s:])\s*:?\s*)?(\S+?)\)?$/;
/** Words that open a sign-in, whatever follows: "sign in", "se connecter", "connexion", "he signs in". */
const SIGN_IN_LEAD =
  /^(?:log ?in|logs in|login|sign ?in|signs in|(?:se|me|te|nous|vous) connect\w*|connecte[rz]?(?:-vous|-toi)?|connexion|s'identifier|s'authentifier|authenticate)\b/;
/** A sign-in whose credentials come next: "sign in", "se connecter avec sa carte". */
const SIGN_IN_LEAD_END =
  /(?:^|[\s,;.])(?:log ?in|logs in|login|sign ?in|signs in|connect\w*|connexion)(?:\s+(?:with|avec|using)(?:\s+(?:sa|son|his|her|their|the|la|le|my|ma|mon))?(?:\s+(?:card|carte|account|compte))?|\s*(?:to|into|à|sur|dans)?\s+(?:my|your|her|his|their|the|mon|ma|son|sa|votre)\s+(?:account|compte|espace|space|area))?\s*$/;
/**
 * "signs in with his card number 2940-305 and PIN 8026", "se connecter à Mon espace avec a@b.fr et
 * le mot de passe …": the "and" joins the credentials, not two steps.
 */
const SIGN_IN_PAIR =
  /\b(?:log ?in|logs in|sign ?in|signs in|connect\w*|connexion)\b[^,;]*?[\d@][^,;]*?(?:\s(?:and|et)\s|\s*,\s*)(?:(?:(?:the|le|son|sa|his|her|their|a|un)\s+)?(?:pin|code(?: pin)?|password|mot de passe|mdp|pwd|pw)\s*:?\s*[^\s,;]+|(?=[^\s,;]*\d)(?=[^\s,;]*[a-z])[^\s,;]*[^\s,;.](?=[\s,;.]|$))/gi;
/** A sign-in and its identifier so far ("Sign in: customer no. 40218735"), and the secret next. */
const CREDENTIAL_BEFORE =
  /(?:^|[\s,;.:])(?:log ?in|login|sign ?in|signs in|connexion|connect\w*)\b[^,;]*[\d@][^,;]*$/;
const SECRET_AFTER =
  /^\s*(?:(?:(?:the|le|son|sa|his|her|their|a|un)\s+)?(?:pin|code(?: pin)?|password|mot de passe|mdp|pwd|pw)\b|(?=[^\s,;]*\d)(?=[^\s,;]*[a-z])[^\s,;]*[^\s,;.](?=[\s,;.]|$))/;
/** The words before a credential that say it is the secret one. */
const SECRET_CUE = /\b(?:pass\w*|mot de passe|mdp|pin|code|pw|pwd)\b/;

/**
 * "sign in card 2940-562 / PIN 1357", "se connecter avec sa carte (2940-562, code 1357)", "he signs
 * in with his card number 2940-305 and PIN 8026": a sign-in and its two credentials, the identifier
 * (an email, a card or customer number) and the secret (the one a password or PIN word names, else
 * the second).
 */
function signInCredentials(plain: string, rest: string): ((text: string) => Clause[]) | null {
  if (!SIGN_IN_LEAD.test(plain)) return null;
  const values = findValues(rest).filter(
    (v) => ['email', 'code', 'number', 'words'].includes(v.kind) && !/\s/.test(v.text),
  );
  if (values.length !== 2) return null;
  const secretAt = values.findIndex((v) => SECRET_CUE.test(v.cue));
  const [user, password] = secretAt === 0 ? [values[1], values[0]] : values;
  const word = /\b(card|carte|customer number|numero client|reader|lecteur|username|identifiant)\b/;
  const named = word.exec(user.cue) ?? (user.kind === 'email' ? null : word.exec(plain));
  const verb = /^(?:connexion|(?:se|me|te|nous|vous) connect)/.test(plain) ? 'se connecter' : 'sign in';
  return (text) => signInSteps(text, user.text, password.text, verb, named?.[1]);
}

/** "connexion louise@x.test / Train-Bleu-42", "login: ana@x.org, ana-pass-7": the sign-in named by its noun. */
/** A space behind a sign-in, named before its credentials: "Espace client 57630142 / Chartrons#88". */
const SIGN_IN_AREA =
  "(?:(?:my|his|her|the|mon|son|l')\\s*)?(?:espace (?:client|membre|perso\\w*)|(?:customer|client|member|student|patient) (?:area|space|portal|account)|compte client|compte|account|portail(?: \\w+)?|\\w+ portal)";
const SIGN_IN_NOUN = new RegExp(
  `^(?:login|log-in|sign-in|connexion|identifiants?|credentials|${SIGN_IN_AREA})\\s*:?\\s+(\\S*[@\\d]\\S*)\\s*(?:\\/|,|\\s(?:and|et)\\s)\\s*(?:(?:the |le |a |un )?(?:password|mot de passe|mdp|pw)(?=[\\s:])\\s*:?\\s*)?(\\S+?)\\)?$`,
);
const SIGN_IN_WITH = new RegExp(
  SIGN_IN.source.replace('^', '(?<=^\\s*|[,;]\\s*|\\b(?:then|puis|and|et)\\s+)').replace('$', '(?=$|[,;])'),
  'i',
);
/** Stands for the comma of a written day ("Saturday, May 16") while a goal is split. */
const DAY_COMMA = '\uE002';

/** An aside (see ASIDE) opening where the text starts. */
const ASIDE_HERE = new RegExp(`^${ASIDE.source}`);

/** Stands for a space that must not split a clause (a private-use character no goal holds). */
const KEEP = '\uE001';

/** Stands for a space inside quotes while a clause is split (a private-use character no goal holds). */
const MASK = '\uE000';

/** Splits at a separator pattern, but not inside quoted text. */
function splitOutsideQuotes(text: string, separator: RegExp): string[] {
  const masked = text.replace(/(["“«‘])(.*?)(["”»’])/g, (m) => m.replace(/\s/g, MASK));
  return masked.split(separator).map((p) => p.replaceAll(MASK, ' '));
}

// Verbs and how they read in both languages (folded: no accents), conjugations included.
const NAV_VERBS =
  /(?:open|opens|views?|go (?:back )?to|go on|goto|visit|visits|navigate (?:back )?to|browse to|head (?:over |back )?to|return to|come back to|read|access|go (?:all the way )?(?:to|jusqu'(?:a|au|aux))|(?:aller|vais|va|allez|retourner|retourne|revenir|reviens) (?:sur|a|au|aux|vers|dans|jusqu'(?:a|au|aux))|(?:me rends|se rendre|rendez-vous|je me rends) (?:sur|a|au|aux|dans)|naviguer (?:vers|sur|jusqu'(?:a|au|aux))|ouvr\w*|visit\w*|acceder (?:a|au|aux)|consulter|consulte|lire|afficher)/
    .source;
const NAV = new RegExp(`^${NAV_VERBS}\\s+`);
const SEE_PREFIX =
  /^(?:(?:i )?should see|i see|see|expect|double[- ]?check|re-?check|verifie bien|verif\w*|make sure|ensure|assert|voir|s'assurer|assurez-vous|constat\w*|control\w*|on doit voir|doit voir|regarde\w*(?: bien)?)(?:\s+(?:that|que|if|si|the text|le texte))?(?:\s+qu'\s*|\s+)/;
/**
 * "check that …", "check the call-back is registered", "Check le message de confirmation", "check
 * Inès teaches meditation": a statement to verify, not a box to tick.
 */
const CHECK_OR_CONFIRM =
  /^(?:check|checks|confirm|confirms)\s+(?:(?:that|if|que)\s+|qu'\s*|(?!(?:the|this|its|his|her|their|my|your|our)\s+(?:[\w-]+\s+){0,2}(?:box|boxes|checkbox|case|toggle|switch|option)\b)(?=(?:the|this|its|his|her|their|my|your|our)\s+[^,;]{1,40}?\s(?:is|are|was|were|has been|have been|gets?|got|shows?|says?|appears?)\s)|(?=(?:the|a|an|le|la|les|l'|un|une)\s*(?:[\w-]+\s+){0,2}(?:message|confirmation|notice|error|erreur|receipt|reference|thank-you|numero|phone number|price|total|amount|address|opening hours)\b)|(?=(?!(?:the|this|its|his|her|their|my|your|our|box|boxes)\s)[\w'-]+(?:\s+[\w'-]+){0,2}\s(?:is|are|was|were|teaches|costs|opens|starts|runs|lists|remains|stays)\s))/;
const SHOWN =
  /\s+(?:(?:is|are)\s+(?:now\s+|still\s+|well\s+)?(?:shown|displayed|visible|listed|present|there|written|on (?:the )?(?:page|screen))|appears?|shows? up|shows?(?=\s*$)|(?:s'|se )affiche\w*|(?:is|are)\s+(?:given|provided|issued|generated|returned)|(?:est|sont) (?:bien )?(?:affiche\w*|visible\w*|present\w*|liste\w*|ecrit\w*|indique\w*|mentionne\w*|donne\w*|fourni\w*|attribue\w*|genere\w*|communique\w*)|apparai\w*|figure\w*)\b.*$/;
const NOT_SHOWN =
  /\s+(?:(?:should|must|will) not (?:be )?(?:shown|displayed|visible|listed|present|appear|show up)|(?:ne doit|ne devrait) (?:pas|plus) (?:etre affiche\w*|s'afficher|apparaitre)|(?:is|are)\s+(?:not|no longer)\s+(?:shown|displayed|visible|listed|present|there)|(?:isn't|aren't)\s+(?:shown|displayed|visible|listed)|(?:does not|doesn't|do not|don't) (?:appear|show)|disappears?|(?:n'est|ne sont) (?:pas|plus) (?:affiche\w*|visible\w*|present\w*)|ne s'affiche\w* (?:pas|plus)|n'apparai\w* (?:pas|plus)|dispara\w*)\b.*$/;
const SHOULD_SHOW =
  /^(.+?)\s+(?:should|must|will|doit|devrait)\s+(?:be\s+|etre\s+)?(?:shown|displayed|visible|listed|appear|show up|show as|show(?=[.!]*$)|s'afficher|apparaitre|affiche\w*|(?:in|among) (?:the )?(?:results|list)|(?:figurer|apparaitre) (?:dans|parmi) (?:les resultats|la liste))\b/;
/** "the page should say …", "it shows …", and after an arrow "→ should say thank you": what the page says. */
const PAGE_SHOWS =
  /^(?:(?:(?:the|la|le|l'|a|an|un|une)\s*(?:\w+\s+)?(?:page|screen|ecran|site|confirmation|message|notice|notification|bandeau)(?:\s+(?:finale?|final|de confirmation|d'arrivee))?|it|elle|il)\s+(?:should\s+|must\s+|doit\s+|devrait\s+)?|(?:should|must|doit|devrait)\s+)(?:shows?|displays?|reads?|says?|gives?|mentions?|confirms?|afficher?|montrer?|indiquer?|mentionne[rs]?|dire|dit|donne|confirme[rs]?)\s+(?:bien\s+)?(?:that\s+|que\s+|qu')?/;

const VERBS: Array<{ action: ClauseAction; pattern: RegExp }> = [
  {
    action: 'tracking',
    pattern:
      /^(?:check|verify|ensure|make sure|confirm|verifier|controler|s'assurer)\b.*\b(?:track\w*|tag|tags|payload|beacon|hit|analytics|datalayer|data layer|event|marqueur|balise|evenement|remonte\w*|part)\b/,
  },
  { action: 'open', pattern: new RegExp(`^${NAV_VERBS}\\s+(?=/|https?:)`) },
  {
    action: 'search',
    pattern: /^(?:search(?:es)?(?: for)?|look (?:for|up)|find|chercher|cherche|recherch\w*)\s+/,
  },
  {
    action: 'fill',
    pattern:
      /^(?:type|types|enter|enters|fill(?: in| out)?|fills(?: in)?|input|write|put|saisi\w*|tape[rsz]?|entre[rz]?|rempli\w*|renseign\w*|ecri\w*|indiqu\w*)\s+/,
  },
  {
    action: 'select',
    pattern:
      /^(?:select|selects|choose|chooses|pick|picks|selectionn\w*|choisi\w*)\s+(?=.+\s+(?:from|in|on|as|dans|sur|depuis|comme)\s+)/,
  },
  { action: 'uncheck', pattern: /^(?:uncheck|untick|decoch\w*)\s+/ },
  {
    action: 'check',
    pattern: /^(?:check|checks|tick|ticks|accept|accepts|coch\w*|accept\w*)\s+(?!that\b|if\b|que\b|si\b)/,
  },
  { action: 'hover', pattern: /^(?:hover(?: over)?|survol\w*|passer (?:la souris )?sur)\s+/ },
  {
    action: 'press',
    pattern:
      /^(?:press the .+ key|hit enter|press enter|press return|appu(?:yer|ie|yez) sur (?:la touche )?entree|valider|valide|submit(?: the form)?|soumettre(?: le formulaire)?|envoyer le formulaire)$|^(?:press the .+ key|hit enter|press enter)\b/,
  },
  { action: 'scroll', pattern: /^(?:scroll|scrolls|defiler|faire defiler)\b/ },
  {
    action: 'click',
    pattern:
      /^(?:filter(?:s)?(?: by| on)?|filtre[rz]?(?: par| sur)?|click(?:s)?(?: on)?|press(?:es)?|tap(?:s)?(?: on)?|hit(?:s)?|follow(?:s)?|select|choose|pick|add(?:s)?|submit|expand|collapse|toggle|show|reveal|cliqu\w*(?: sur)?|appu(?:yer|ie|yez) sur|choisi\w*|selectionn\w*|ajout\w*|ajoute[rz]?|valider|soumettre|deplie[rz]?|deroule[rz]?|replie[rz]?|developpe[rz]?)\s+/,
  },
];

/** A verb of its own that the reader has no step for ("book", "annuler"): no verb is lent to it. */
const ACTS =
  /^(?:book|books|reserve|reserves|take|takes|cancel|cancels|delete|deletes|remove|removes|pay|pays|buy|buys|order|orders|send|sends|register|registers|subscribe|subscribes|join|joins|prendre|prends|reserver|annuler|annule|supprimer|supprime|payer|paie|acheter|achete|commander|commande|envoyer|envoie|inscri\w*|abonne\w*)\s/;

const FILLER =
  /^(?:(?:i|the|a|an|on|onto|to|into|in|it|my|le|la|les|l['’]|un|une|des|du|de la|de l['’]|de|d['’]|sur|dans|au|aux|mon|ma|mes|bouton|button|link|lien|tab|onglet|menu|item|field|champ)\s+|l['’]|d['’])+/i;
/** Words that make a clause about an element, not a page: "open the Reviews tab". */
const ELEMENT_KIND =
  /\b(?:tab|onglet|button|bouton|menu|accordion|accordeon|dropdown|panel|panneau|toggle|modal|popup|dialog)\b/;
const REGION_KIND =
  /\b(?:section|list|liste|rubrique|block|bloc|area|zone|carousel|carrousel|rail|sidebar)\b/;
/** "the Pet insurance card", "la carte Travel insurance": a container's kind, said before or after its name. */
const CONTAINER_EDGE =
  /^(?:(?:the|la|le|l['’])\s+)?(?:card|carte|tile|tuile|row|ligne|encart|box|encadré|encadre|panel|panneau)\s+|\s+(?:card|tile|row|box|panel)$/i;
/** What holds a repeated control, named before its title: a card, a row, an article, a job ad. */
const CONTAINER_NOUN =
  '(?:card|carte|tile|tuile|row|ligne|encart|box|panel|panneau|article|post|news item|item|entry|offer|offre|annonce|job ad|listing)';
/** "the news item about", "l'article sur": the kind of an item and the word before what it is about. */
const DESCRIBED_ITEM = new RegExp(
  `^(?:the |la |le |l'|l’)?${CONTAINER_NOUN}\\s+(?:about|on|for|of|sur|de|du|des|concernant)\\s+(?:the |la |le |les |l'|l’)?`,
  'i',
);
const CONTEXT = /^(?:on|from|at|in|inside|sur|depuis|dans|a partir de|de|du|des)\s+/;
/** "in the morning", "dans l'après-midi", "en soirée": when, not a place. */
const PART_OF_DAY =
  /^(?:in|at|on|dans|en|au)\s+(?:the\s+|l'|la\s+|le\s+)?(?:early\s+|late\s+|fin de\s+|debut de\s+)?(?:morning|afternoon|evening|night|noon|lunchtime|matinee|matin|apres-midi|soiree|soir|nuit|midi)\b/;
const NAMED_CHOICE =
  /^(?:in|on|at|dans|en|sur)\s+(?:the\s+|la\s+|le\s+|l')?(?:zone|area|sector|secteur|band|tier|category|categorie|class|classe|group|groupe|level|niveau)\s+[a-z0-9]{1,2}\b/;

function quoted(text: string): string[] {
  return [...text.matchAll(/"(.+?)"|“(.+?)[”"]|«(.+?)»|‘(.+?)’(?!\w)|(?<!\w)'(.+?)'(?!\w)/g)].map((m) =>
    (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]).trim(),
  );
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  last: -1,
  premier: 1,
  premiere: 1,
  deuxieme: 2,
  troisieme: 3,
  dernier: -1,
  derniere: -1,
};

/** A page's name as people write it: "the product page for Linen shade" → "Linen shade". */
export function pageName(text: string): string {
  const t = unquote(text.trim());
  const of = /\bpages?\s+(?:for|of|about|de|du|des|d')\s*(.+)$/i.exec(t);
  const name = of ? of[1] : t;
  return clean(
    name
      .replace(/^(?:back to|retour (?:a|à|sur))\s+/i, '')
      // "opens his reservations", "ouvre ses prêts": whose page it is names no page.
      .replace(/^(?:his|her|their|its|ses|son|sa|leurs?)\s+/i, '')
      .replace(/\b(?:page|pages|screen|ecran|écran|result|résultat|resultat)\b/gi, ' ')
      .replace(/\s+/g, ' '),
  );
}

/**
 * A goal as the user actions it asks for, in order, and its tracking checks set aside: each clause
 * may borrow the verb of the one before, and a clause naming only a region scopes the next one.
 */
export function readGoal(written: string): { clauses: Clause[]; tracking: string[] } {
  const goal = credentialsFirst(written);
  const clauses: Clause[] = [];
  const tracking: string[] = [];
  let region: string | undefined;
  let at = 0;
  let screen = 0;
  for (const text of splitGoal(goal)) {
    // A clause after a new step ("→", ";", "then", "puis") borrows no verb; after a comma it may.
    const found = goal.indexOf(text, at);
    const between = found < 0 ? '' : fold(goal.slice(at, found));
    if (found >= 0) at = found + text.length;
    if (/→|[-=]{1,2}>/.test(between)) screen++;
    // ("puis sur « Mot de passe oublié ? »": a clause that opens with where still borrows.)
    const stepped =
      /[→;\n]|->|[.?!]\s|(?:^|\s)\d{1,2}[.)](?:\s|$)|\b(?:then|puis|ensuite|next|apres|after that)\b/.test(
        between,
      ) && !/^(?:sur|on|onto|to|dans|in|into|au|aux|a|à)\s/i.test(text.trim());
    for (const clause of readClause(text, stepped ? undefined : clauses.at(-1))) {
      const last = clauses.at(-1);
      // "search "data", Lyon, CDI only": the words listed after a search are its form's options.
      if (
        clause.loose &&
        clause.action === 'search' &&
        last?.action === 'search' &&
        SEARCH_VERB.test(fold(last.verb ?? ''))
      ) {
        clauses[clauses.length - 1] = { ...last, text: `${last.text}, ${clause.text}` };
        continue;
      }
      if (clause.action === 'tracking') tracking.push(text);
      else if (clause.action === 'navigate' && !clause.target && clause.scope) region = clause.scope;
      else {
        clauses.push({
          ...clause,
          ...(region && !clause.scope ? { scope: region } : {}),
          ...(screen ? { screen } : {}),
        });
        region = undefined;
      }
    }
  }
  // "login a@b.c / pw, cocher Keep me signed in": the box is the sign-in form's, ticked before its button.
  for (let i = 2; i < clauses.length; i++) {
    const [fill, press, box] = [clauses[i - 2], clauses[i - 1], clauses[i]];
    if (
      box.action === 'check' &&
      REMEMBER_ME.test(fold(box.target)) &&
      press.action === 'click' &&
      fill.action === 'fill' &&
      fill.text === press.text
    )
      [clauses[i - 1], clauses[i]] = [box, press];
  }
  return {
    clauses: clauses.map((c, i) => (c.action === 'see' ? named(c, clauses.slice(0, i)) : c)),
    tracking,
  };
}

/** The sign-in form's own box: "Keep me signed in", "Remember me", "Se souvenir de moi", "Rester connecté". */
const REMEMBER_ME = /\b(?:remember|keep me|stay (?:signed|logged) in|souvenir|rester connect)/;

/** "the new time", "la nouvelle date": the kind of value a check names instead of writing it. */
const NEW_VALUE =
  /^(?:the |la |le |l['’]|my |her |his |mon |ma |sa |son )?(?:new|updated|nouvel(?:le)?|nouveau|new chosen)\s+(?:[\p{L}'’-]+\s+){0,2}?(time|hour|slot|date|day|heure|horaire|creneau|créneau|jour|address|adresse|phone|téléphone|telephone|numéro|numero|number|mobile|portable|e-?mail|courriel)(?:\s+(?:de|du|des|d['’])\s*[\p{L}'’-]+)?$/iu;

/** A check of "the new time" checks the last time the goal gave ("move it to … at 09:30"); so for an address, a phone, an email. */
function named(check: Clause, before: Clause[]): Clause {
  // "the booking should show as cancelled": the row of the reference the goal gave ("RES-24502").
  if (check.scope) {
    const code = [...before, check]
      .flatMap((c) => findValues(c.scope ?? c.text))
      .filter((v) => v.kind === 'code')
      .at(-1);
    return { ...check, scope: code?.text };
  }
  // "Vérifie qu'elle apparaît dans la liste", "check it is listed": the last thing the goal named in quotes.
  if (/^(?:it|they|them|elle|il|elles|ils)$/i.test(check.target.trim())) {
    const name = before
      .flatMap((c) => findValues(c.text))
      .filter((v) => v.kind === 'quoted')
      .at(-1);
    return name ? { ...check, target: name.text, quoted: true } : check;
  }
  // (« vérifier "nouveau créneau" »: quoted words are the text to see, as written.)
  const m = check.quoted ? null : NEW_VALUE.exec(check.target.trim());
  if (!m) return check;
  const kinds = /time|hour|slot|heure|horaire|cr[eé]neau/i.test(m[1])
    ? ['time']
    : /addres|adresse/i.test(m[1])
      ? ['street']
      : /phone|t[eé]l[eé]phone|num[eé]ro|number|mobile|portable/i.test(m[1])
        ? ['phone']
        : /mail|courriel/i.test(m[1])
          ? ['email']
          : ['day', 'date', 'dmy'];
  const value = before
    .flatMap((c) => findValues(c.text))
    .filter((v) => kinds.includes(v.kind))
    .at(-1);
  return value ? { ...check, target: value.text, where: undefined } : check;
}

/** "switch to English", "passer le site en français", "version anglaise": the language switch. */
const LANGUAGE_SWITCH =
  /^(?:(?:switch|change|set|put|turn|view|read|use)(?:e?s)?\s+(?:the\s+|it\s+|la\s+|le\s+)?(?:(?:site|website|page|language|langue)\s+)?(?:to|into|in|en)|(?:passer|passe[rz]?|mettre|mets|mettez|basculer|bascule[rz]?|changer|change[rz]?)\s+(?:le\s+site\s+|la\s+langue\s+|la\s+page\s+|de\s+langue\s+)?(?:en|vers\s+l['’]?|pour\s+(?:le\s+|l['’])?)|(?:go|aller)\s+(?:to|sur|vers)\s+(?:the|la)\s+(?:version))\s+(english|anglais|french|francais|german|allemand|spanish|espagnol|italian|italien|en|fr)(?:\s+version)?\s*$|^(?:the\s+|la\s+)?(english|french|en|fr)\s+(?:version|site|website)(?:\s+(?:of|for)\b.*)?\s*$|^(?:la\s+)?version\s+(anglaise|francaise)\s*$/;
/** "Peter Walsh reads the library's site in English", "elle consulte le site en anglais": the site's language. */
const READS_IN =
  /\b(?:reads?|views?|browses?|uses?|lit|consulte|parcourt|utilise)\s+(?:\S+\s+){0,3}?(?:site|website|pages?)\s+(?:in|en)\s+(english|anglais|french|francais|german|allemand|spanish|espagnol|italian|italien)\b|\b(?:reads?|views?|browses?|uses?|utilise\w*|consulte\w*)\s+(?:the\s+)?(english|french)\s+version\b|\b(?:utilise\w*|consulte\w*|lire)\s+la\s+version\s+(anglaise|francaise)\b/;
const LANGUAGE_CODES: Record<string, [string, string]> = {
  english: ['EN', 'English'],
  anglais: ['EN', 'English'],
  anglaise: ['EN', 'English'],
  french: ['FR', 'Français'],
  francais: ['FR', 'Français'],
  francaise: ['FR', 'Français'],
  german: ['DE', 'Deutsch'],
  allemand: ['DE', 'Deutsch'],
  spanish: ['ES', 'Español'],
  espagnol: ['ES', 'Español'],
  italian: ['IT', 'Italiano'],
  italien: ['IT', 'Italiano'],
  en: ['EN', 'English'],
  fr: ['FR', 'Français'],
};

/** The click a language switch asks for: the language's code ("EN"), else its own name ("English"). */
function languageSwitch(plain: string): Omit<Clause, 'text'> | null {
  const m = LANGUAGE_SWITCH.exec(plain) ?? READS_IN.exec(plain);
  const word = m?.[1] ?? m?.[2] ?? m?.[3];
  if (!word) return null;
  const [code, name] = LANGUAGE_CODES[word];
  return {
    action: 'click',
    target: code,
    quoted: false,
    fallback: { text: plain, action: 'click', target: name, quoted: false },
  };
}

/**
 * One written clause as user actions: usually one, two when it opens with its context ("on the
 * sign in page type …"), none when it only names a region for the next clause.
 */
export function parseClause(text: string, previous?: Clause): Clause | null {
  return readClause(text, previous)[0] ?? null;
}

const RUN_FLOW =
  /^(?:run|do|perform|go through|faire|lancer|effectuer|derouler|dérouler)\s+(?:a|an|the|un|une|le|la|l['’])\s*(?:(?:full|complete|whole|entire|quick|new|complet|complète|nouvelle|nouveau)\s+)?(?=\S)/i;

/** "… en cochant (bien) la case de confirmation", "… by ticking the box": a box ticked on the way. */
const TICKING =
  /^(.+?)\s+((?:en|by|after)\s+(?:cochant|ticking|checking|acceptant|accepting))\s+(?:bien\s+)?(\S.*)$/i;

/** "fill in the quote request for us", "remplir la demande de devis pour moi": a form named whole, no value in it. */
const FILL_FORM =
  /^(?:fill (?:in|out)|complete|remplir|compl[ée]ter)\s+(?:the|a|an|our|my|your|le|la|l['’]|un|une|notre|mon|ma|votre)\s*(.+?)(?:\s+(?:for (?:us|me|her|him|them)|pour (?:nous|moi|elle|lui|eux)))?[.!?]*$/i;

/** "she did not want to give a phone number": what is not given is no step. */
const WITHHELD =
  /\b(?:did not|didn't|does not|doesn't|do not|don't|would rather not|ne veut pas|n'a pas voulu|ne souhaite pas|prefere ne pas)\s+(?:want to\s+|wish to\s+)?(?:give|provide|share|leave|donner|fournir|laisser|communiquer)\b/;

/** "leave the text alerts as they are", "sans toucher aux alertes SMS": what stays untouched is no step. */
const LEFT_AS_IS =
  /^(?:\(\s*)?(?:(?:and|but|et|mais)\s+)?(?:leave|keep|laisser|laisse[rz]?|garder|garde[rz]?|don't touch|do not touch|ne (?:pas )?toucher|sans toucher)\b(?:(?!\b(?:and|et|then|puis)\b).)*?\b(?:as (?:it is|they are|is|before)|unchanged|alone|untouched|comme (?:il|elle|ils|elles) (?:est|sont|étai(?:t|ent))|tel(?:le)?s? quel(?:le)?s?|inchangée?s?|en l['’]état)\W*$/i;

/** "(elle a changé d'avis)", "(she moved house)": why, told in passing, with nothing to type. */
const STORY_ASIDE =
  /^\(\s*(?:she|he|they|it|elle|il|ils|elles|on)\s+(?:(?:a|ont|est|sont|has|have|is|was|had|ne|n['’])\s+)?[a-zà-ÿ'’]+[^()\d@«"“]*\)$/i;

/** A form's summary step: "le récap", "the summary". */
const SUMMARY = 'r[ée]cap(?:itulatif)?|summary';
/** Words that name a step of a flow rather than a choice in it: "le récap", "the payment page". */
export const FLOW_STEP = new RegExp(
  `\\b(?:${SUMMARY}|review|payment|paiement|checkout|caisse|confirmation|v[ée]rification)\\b`,
  'i',
);

/** "Valider le récap", "confirm the summary": the summary is reached, then what it shows is confirmed. */
const CONFIRM_SUMMARY = new RegExp(
  `^(valider|valide[rz]?|confirmer|confirme[rz]?|validate|confirm|submit)\\s+((?:the|le|la|l['’]|ce|this)\\s*(?:${SUMMARY}))\\W*$`,
  'i',
);

const TO_SUMMARY = new RegExp(
  `^(?:go|get|aller|allez|va)\\s+(?:all the way\\s+|through\\s+|jusqu['’]\\s*)?(?:to\\s+)?((?:the|au|à la|a la|le|la)?\\s*(?:${SUMMARY}))\\W*$`,
  'i',
);

/** "Vérifier le récapitulatif", "checks the review page": the summary is reached; looking at it is no check of words. */
const LOOK_AT_SUMMARY = new RegExp(
  `^(?:check|checks|review|reviews|verify|verifies|look at|looks at|read|reads|v[ée]rifier|v[ée]rifie[rz]?|relire|reli[st]|contr[ôo]ler|contr[ôo]le)\\s+((?:the|le|la|l['’]|this|ce|son|sa|his|her|their|its)\\s*(?:${SUMMARY}|review page|review|page r[ée]capitulative))\\W*$`,
  'i',
);

/** A verb that writes, what it writes (a note, a request, a message), then the quoted words. */
const WRITES_NOTE =
  /^(?:adds?|ajoute[rz]?|write|writes|[ée]cri(?:re|s|t|vez)|put|puts|mettre|mets|met|mettez|leave|leaves|laisse[rz]?)\s+(?:(?:the|a|an|un|une|le|la|l['’]|this|ce|cette|his|her|their|son|sa)\s*)?((?:note|request|message|comment|mot|demande|commentaire|remarque|instruction)s?(?:\s+(?:for|to|pour|au|à|a)\s+[^"“«:]{2,30}?)?)\s*:?\s*(["“«][^"”»]+["”»])\W*$/i;

/** A verb and what it names, with no value, before a colon: "Book a lesson : …", "Commander en ligne : …". */
const LEAD_THEN =
  /^((?:book|order|enrol|enroll|register|buy|r[ée]server|commander|acheter|inscri(?:re|s|ption)|prendre|go to|open|ouvrir|aller (?:sur|à|a|dans))\s+[^:\d@«»"“”]{2,40}?)\s*:\s+(\S.*)$/i;

/** A press named by its verb alone, or with a few words, before a colon: "confirmer : …", "Send it: …". */
const PRESS_THEN_CHECK =
  /^((?:confirm|confirmer|confirme[rz]?|valider|valide[rz]?|validate|envoyer|envoie[rz]?|send|submit|soumettre|pay|payer|book|r[ée]server|save|enregistrer)(?:\s+[^\s:]+){0,3}?)\s*:\s+(\S.*)$/i;

/** "Va bien jusqu'au bout de l'annulation", "go all the way through the booking": its last confirmation. */
/** "so it's really cancelled", "pour que ce soit bien annulé": why, at the end of a step. */
const PURPOSE =
  /\s+(?:so(?: that)? it['’]?s|so(?: that)? it is|pour que (?:ce soit|ça soit|ca soit)|afin que (?:ce soit|ça soit))\b.*$/i;
/** "confirmer la commande jusqu'au bout", "confirm the order all the way": how far, no words of a control. */
const ALL_THE_WAY =
  /\s+(?:bien\s+)?(?:jusqu['’]\s*(?:au bout|à la fin|a la fin)|all the way(?: through)?|through to the end|to the very end)\W*$/i;
/** What ends, and when: "se termine le 31 décembre", "expires on 31 December", "runs out next week". */
const RUNS_OUT =
  /\b(?:se termine|prend fin|expire|expires|expired|arrive a (?:son )?(?:terme|echeance)|ends|ended|runs out|ran out|is ending|will end)\b/;
const TO_THE_END =
  /^(?:go|get|aller|allez|va|vas)\s+(?:bien\s+)?(?:(all the way through|(?:right\s+)?through to the end(?:\s+of)?|right through(?:\s+to)?)|jusqu['’]\s*(?:au bout|à la fin|a la fin))(?:\s+(?:de\s+|d['’]\s*|of\s+)?(\S.*?))?\W*$/i;

/** What a shop sells, said as a noun next to its name: "the Winter Softness bouquet", "2 bouquets Champêtre". */
const PRODUCT_NOUN =
  '(?:bouquets?|products?|items?|articles?|produits?|plants?|plantes?|boxe?s?|coffrets?|packs?|kits?|bundles?|gift sets?)';
const PRODUCT_NAME = `(?:«\\s*([^»]+?)\\s*»|"([^"]+)"|“([^”]+)”|(\\p{Lu}[\\p{L}’'-]*(?:\\s+(?:(?:de|du|des|of|the|la|le|and|et|&)\\s+)?\\p{Lu}[\\p{L}’'-]*)*(?:\\s+d['’]\\s*\\p{Ll}+)?))`;
/**
 * "Order the Winter Softness bouquet", "Ajoute 2 bouquets Champêtre en size small", "Envoyer un
 * bouquet « Rayon de soleil » en petite taille": a product reached by its name; the count and the
 * words after it are its form's data.
 */
const BUYS_PRODUCT = new RegExp(
  `^(?:order|orders|buy|buys|add|adds|put|puts|get|gets|choose|chooses|pick|picks|send|sends|commander|commande|commandez|acheter|achète|achete|ajouter|ajoute|ajoutez|mettre|mets|met|prendre|prends|choisir|choisis|envoyer|envoie|envoyez|offrir|offre)\\s+(?:(\\d+|one|two|three|four|five|six|un|une|deux|trois|quatre|cinq|six)\\s+)?(?:(?:the|a|an|le|la|les|l['’]|des|du)\\s*)?(?:${PRODUCT_NOUN}\\s+${PRODUCT_NAME}|${PRODUCT_NAME}\\s+${PRODUCT_NOUN}\\b)(.*)$`,
  'u',
);

function productNamed(text: string): Clause[] | null {
  // (The verb may open the sentence: "Order the …", "She puts …". The name keeps its capitals.)
  const m = BUYS_PRODUCT.exec(
    text
      .replace(/^(?:she|he|they|i|we|il|elle|ils|elles|je|nous|on)\s+(?=\p{Ll})/iu, '')
      .replace(/^\p{Lu}/u, (c) => c.toLowerCase()),
  );
  if (!m) return null;
  const [, count, ...rest] = m;
  const name = rest.slice(0, 8).find(Boolean)?.trim();
  if (!name || findValues(name).some((v) => v.kind !== 'words' && v.kind !== 'name')) return null;
  const quoted = /[«"“]/.test(text.slice(0, text.indexOf(name)));
  // ("… in the small size, in her cart": the cart is where it goes, by its form's own button.)
  const after = (rest[8] ?? '')
    .replace(
      /\s*\b(?:to|in|into|dans|au|à|a)\s+(?:the\s+|her\s+|his\s+|my\s+|your\s+|le\s+|la\s+|mon\s+|son\s+|sa\s+)?(?:cart|basket|bag|panier)\b/iu,
      '',
    )
    .trim()
    .replace(/^[,;]\s*/, '');
  return [
    {
      text,
      action: 'navigate',
      target: name,
      quoted,
      fallback: { text, action: 'click', target: name, quoted },
    },
    // ("un bouquet", "one bouquet": an article, not a count to type.)
    ...(count && !/^(?:one|un|une)$/i.test(count)
      ? readClause(`quantity ${count}`).map((c) => ({ ...c, text }))
      : []),
    ...(after ? [{ text: after, action: 'click' as const, target: after, quoted: false, loose: true }] : []),
  ];
}

export function readClause(text: string, previous?: Clause): Clause[] {
  if (LEFT_AS_IS.test(text.trim())) return [];
  // (", puis, dans l'onglet …": a word that only joins two steps is none.)
  if (/^(?:then|and then|and|puis|ensuite|et|et puis|alors|after that|next)[.!]?$/i.test(text.trim()))
    return [];
  // "annulez le déménagement MOV-20470 en cochant bien la case de confirmation": the step, then the
  // box ticked on the way.
  const ticking = TICKING.exec(text.trim());
  if (ticking)
    return [
      ...readClause(ticking[1], previous),
      ...readClause(`${/^(?:en|en\s)/i.test(ticking[2]) ? 'cocher' : 'tick'} ${ticking[3]}`),
    ];
  const end = TO_THE_END.exec(text.trim().replace(PURPOSE, ''));
  if (end) {
    // ("go all the way through the confirmation": the confirmation is what is confirmed.)
    const what = /^(?:the|la|sa|its)\s+(?:confirmation|validation)$/i.test(end[2] ?? '')
      ? ''
      : (end[2] ?? '');
    return readClause(`${end[1] ? 'confirm' : 'confirmer'} ${what}`.trim(), previous);
  }
  // "adds the request "…"", "Ajoute un mot pour le moniteur : « … »": a note written into the field its
  // noun names, no button to press.
  const note = WRITES_NOTE.exec(text.trim());
  if (note) return readClause(`${note[1]} ${note[2]}`, previous);
  // "Book a lesson : je prends le slot du jeudi 17/12 à 18h", "Réserver une table : …": the page or
  // control a verb names, then what is done there.
  const named = LEAD_THEN.exec(text.trim());
  if (named) return [...readClause(named[1], previous), ...readClause(named[2])];
  // "confirmer : une référence RES doit s'afficher", "submit: expect a REQ- ref": a press, then its check.
  const press = PRESS_THEN_CHECK.exec(text.trim());
  if (press) {
    const after = readClause(press[2]);
    if (after.length && after.every((c) => CHECKS.has(c.action)))
      return [...readClause(press[1], previous), ...after];
  }
  const summary = CONFIRM_SUMMARY.exec(text.trim());
  if (summary) return [...readClause(summary[2], previous), ...readClause(summary[1])];
  // "Go jusqu'au récap": a form's last step, reached by its button, not a page of the site's menus.
  const toSummary = TO_SUMMARY.exec(text.trim()) ?? LOOK_AT_SUMMARY.exec(text.trim());
  if (toSummary) return readClause(toSummary[1], previous);
  // "Once it's confirmed", "une fois que c'est fait": after the step before, no step of its own.
  if (AFTER_THAT.test(fold(text.trim()))) return [];
  // "because a friend has lent him the book": why, not what to do (a quoted reason is still data).
  if (/^(?:because|since|car|parce qu|puisque)\b/.test(fold(text.trim())) && !quoted(text).length) return [];
  if (WITHHELD.test(fold(text)) && findValues(text).every((v) => v.kind === 'words')) return [];
  // "run a full membership sign-up", "faire une inscription complète": the flow to go through, by its page.
  const run = RUN_FLOW.exec(text.trim());
  if (run && findValues(text).every((v) => v.kind === 'words'))
    return readClause(`open the ${text.trim().slice(run[0].length)}`, previous);
  // "Could you fill in the quote request for us?", "remplir le formulaire de contact": the form to
  // fill, by its page; its values come in the clauses after.
  const fillForm = FILL_FORM.exec(text.trim());
  if (fillForm && !quoted(text).length && findValues(text).every((v) => v.kind === 'words'))
    return readClause(`open the ${fillForm[1]}`, previous).map((c) => ({ ...c, text: text.trim() }));
  // "removes them", "le supprimer": what was just added is removed by the row's own control.
  const removesIt =
    /^(remove|delete|cancel|supprim\w*|retir\w*|annul\w*)(?:s)?\s+(?:them|it|les|le|la)$|^(?:les|le|la|l['’])\s*(supprim\w*|retir\w*|annul\w*)$/i.exec(
      text.trim().replace(/^(?:and|then|et|puis)\s+/i, ''),
    );
  if (removesIt)
    return readClause(`click ${removesIt[1] ?? removesIt[2]}`, previous).map((c) => ({
      ...c,
      text: text.trim(),
    }));
  // "…, leaving the cart empty", "laissant le panier vide": the state the journey ends in is checked.
  const leaves =
    /^(?:leaving|which leaves|laissant|ce qui laisse)\s+(?:the\s+|her\s+|his\s+|their\s+|le\s+|la\s+|son\s+|sa\s+)?(.+?)\s+(empty|vide)\W*$/i.exec(
      text.trim(),
    );
  if (leaves)
    return readClause(
      /vide/i.test(leaves[2]) ? `vérifier que ${leaves[1]} est vide` : `check that the ${leaves[1]} is empty`,
      previous,
    ).map((c) => ({ ...c, text: text.trim() }));
  // "book them into the boarding at Domaine des Pattes", "mettre mes deux chats en pension": the
  // service named after the booking is where it happens, then what is booked there.
  const product = productNamed(text.trim());
  if (product) return product;
  const into = BOOK_INTO.exec(text.trim());
  if (into && !quoted(text).length)
    return [
      { ...contextClause(`on ${into[3]}`), text: text.trim() },
      ...readClause(`${into[1]} ${into[2]}`.trim(), previous),
    ];
  // "Daniel Okafor moved to Saint-Aubin this summer", "wants to treat his partner to the opera":
  // the story around the journey, with nothing to type, is no step.
  if (
    ((NARRATIVE.test(fold(text.trim())) && !WISHED.test(fold(text.trim()))) ||
      TOLD_IN_PAST.test(text.trim()) ||
      AWAY.test(fold(text.trim()))) &&
    // (Who the story is about, first, is no value to give: "Mark Bennett cannot remember …".)
    findValues(text).every(
      (v) =>
        v.kind === 'words' ||
        v.optional ||
        (v.kind === 'name' && (v.start === 0 || TOLD_IN_PAST.test(text.trim()))),
    )
  )
    return [];
  // "ne pourra pas venir le 18 décembre", "so the family won't make it at the end of the month":
  // why the journey is made; its date is the story's, no value to give.
  if (CANNOT_COME.test(fold(text.trim()))) return [];
  // "I'd booked a quiet zone desk for Monday the 14th", "j'avais réservé pour le 14": what was booked
  // before is the story; the day it was for is no value to give.
  if (
    BOOKED_BEFORE.test(fold(text.trim())) &&
    findValues(text).every((v) => ['words', 'name', 'day', 'date', 'dmy', 'time'].includes(v.kind))
  )
    return [];
  // "Mon adhésion se termine le 31 décembre", "my membership expires on 31 December": when something
  // ends is the story's, no date to give.
  if (
    RUNS_OUT.test(fold(text.trim())) &&
    findValues(text).every((v) => ['words', 'day', 'date', 'dmy'].includes(v.kind))
  )
    return [];
  const changed = text
    .trim()
    .replace(ALL_THE_WAY, '')
    // "He waits until he sees his membership number": what is waited for is what to check.
    .replace(
      /^(?:(?:he|she|they|i|we|il|elle|ils|elles)\s+)?(?:waits?|attend|attendent)\s+(?:until|till|jusqu['’]à ce qu['’]?)\s*(?:he|she|they|i|we|il|elle|ils|elles)\s+(?:sees?|gets?|voie|voient|ait|aient)\s+/i,
      'verify ',
    )
    .replace(CHANGE_FROM, '$1 ')
    // "Check: …", "Vérifier : …", "Expected: …": the verb, then what it checks.
    .replace(/^(check|verify|expect|v[ée]rifier|contr[ôo]ler)\s*:\s*/i, '$1 ')
    .replace(/^(?:expected|attendu)\s*:\s*/i, 'expect ')
    // "à renvoyer par e-mail (pas le PDF)", "(not the PDF one)": what the tester rules out is no step.
    .replace(/\s*\((?:not|pas|surtout pas|never|jamais)\b[^()]*\)/gi, '')
    .replace(/\s*(\([^()]*\))/g, (aside, inner) =>
      LEFT_AS_IS.test(inner) || STORY_ASIDE.test(inner) ? '' : aside,
    )
    // "→ "Exchange confirmed" msg": a quoted text said to be shown is what to see.
    .replace(
      /^(["“«][^"“”«»]+["”»])\s+(?:msg|message|notice|banner|displayed|shown|appears|affiché|s['’]affiche)\W*$/i,
      'check $1',
    )
    // "send me the ABO number once it's done", "tu m'envoies le numéro GRP quand c'est fait", "tell
    // me if it says …": what the tester asks to be told is what to check.
    .replace(
      /\s+(?:once|when|quand|dès que|une fois que)\s+(?:it['’]s|it is|c['’]est)\s+(?:done|fait|ok|finished|terminé)\W*$/i,
      '',
    )
    .replace(
      /^(?:just\s+)?(?:(?:send|give|tell|text|e-?mail|pass)\s+(?:me|us)|let\s+(?:me|us)\s+know)\s+(?:back\s+|just\s+)?((?:the|a|an|its|their|my|our|his|her|your)\s+(?:[\w-]+\s+){0,2}?(?:number|reference|ref|code|id)\b).*$/i,
      'verify $1 is shown',
    )
    // "note the CMD ref", "relever le numéro d'abonnement ABO", "récupérer le code BON": the
    // reference to read off the page.
    .replace(
      /^(?:note|notes|note down|write down|jot down|keep|get|gets)\s+((?:the|a|an|its|their|my|our|his|her|your)\s+(?:[\w-]+\s+){0,2}?(?:number|reference|ref|code|id)\b.*)$/i,
      'verify $1 is shown',
    )
    .replace(
      /^(?:relever|relève[rz]?|releve[rz]?|noter|note[rz]?|récupérer|recuperer|récupère[rz]?|garder|garde[rz]?)\s+((?:le|la|l['’]|un|une|son|sa|mon|ma|notre|votre)\s*(?:numéro|numero|n°|référence|reference|réf|ref|code)\b.*)$/i,
      'vérifier $1',
    )
    .replace(
      /^(?:tu\s+m['’](?:envoies|envoie|donnes|dis|notes)|tu\s+me\s+(?:donnes|dis|notes)|(?:envoie|envoyez|donne|donnez|renvoie|communique|communiquez|note|notez|dis|dites)-moi)\s+(?:juste\s+|simplement\s+|seulement\s+)?((?:le|la|l['’]|un|une|son|sa)\s*(?:[\w-]+\s+){0,2}?(?:numéro|numero|n°|référence|reference|réf|ref|code)(?:\s+(?!(?:de|du|des|la|le|les|en|pour|par)\b)[A-Z][A-Z0-9]{1,7}\b)?).*$/i,
      'vérifier $1',
    )
    .replace(
      /^(?:tell me|let me know|dis-moi|dites-moi|tu me dis)\s+(?:if|whether|si|s['’])\s*/i,
      'check that ',
    )
    // "n° RF-2025 attendu dans le message", "CMD- number expected": what is expected is what to see.
    .replace(/^(.+?)\s+(?:attendue?s?|expected)(?:\s+(?:dans|in|sur|on)\s+[^,;]+)?$/i, 'expect $1')
    // "She asks for the contract to be closed …", "il veut …": who wants it, then what.
    .replace(
      /^(?:(?:she|he|they|we|il|elle|ils|elles|on|nous)\s+)(?:asks? for|asks? to|wants? to|wants|would like to|would like|needs? to|demande à|demande|veut|voudrait|souhaite|aimerait)\s+(?=\S)/i,
      '',
    )
    // "log into her patient space", "se connecter à son espace client": that space, whose sign-in
    // takes the credentials the goal gives.
    // (With its credentials, "log into the student portal with A / B" is that sign-in.)
    .replace(
      /^(?:log(?:s)?\s?(?:into|in to|onto)|sign(?:s)?\s?(?:into|in to)|se connecter (?:à|a|au|sur))\s+(?:her|his|their|my|the|your|son|sa|leur|mon|ma|votre|l['’]|le|la)\s*[^,;]*?\s+(with|using|avec)\s+(?=\S)/i,
      (_, how) => `${/avec/i.test(how) ? 'se connecter avec' : 'log in with'} `,
    )
    // "Log into my account (emily@x.test, password …)": the sign-in, its credentials in parentheses.
    .replace(
      /^(?:log(?:s)?\s?(?:into|in to|onto)|sign(?:s)?\s?(?:into|in to)|se connecter (?:à|a|au|sur))\s+(?:her|his|their|my|the|your|son|sa|leur|mon|ma|votre|l['’]|le|la)\s*[^,;()]*?\s*(?=\([^()]*@[^()]*\)\s*$)/i,
      (m) => (/connecter/i.test(m) ? 'se connecter ' : 'log in '),
    )
    .replace(
      /^(?:log(?:s)?\s?(?:into|in to|onto)|sign(?:s)?\s?(?:into|in to)|se connecter (?:à|a|au|sur))\s+(?:her|his|their|my|the|your|son|sa|leur|mon|ma|votre|l['’]|le|la)\s*(?=\S+\s+\S)/i,
      'open ',
    )
    // "signs in with a wrong password (demo@x.test / letmein)": a sign-in with those credentials.
    .replace(
      /\b(with|using|avec)\s+(?:a|an|the|un|le)\s+(?:wrong|bad|invalid|incorrect|mauvais|faux)\s+(?:password|mot de passe)\s*\(([^()]+)\)/i,
      '$1 $2',
    )
    // "mettre 4 Coffee beans dans le cart", "put two teas in the basket": an addition to the cart.
    .replace(
      /^(?:puts?|places?|drops?|mettre|met|mets|mettez|placer)\s+(.+?)\s+(?:in|into|in to|dans|au)\s+(?:(?:the|my|your|le|mon|votre)\s+)?(cart|basket|panier|bag)\b/i,
      (_, what, cart) => (/panier/i.test(cart) ? `ajouter ${what} au panier` : `add ${what} to the ${cart}`),
    )
    // "Use the name Paul Roche", "utiliser l'adresse a@b.fr": the value, with the words that cue it.
    .replace(/^(?:use|utiliser|utilise[rz]?)\s+(?=(?:the|a|an|le|la|l['’]|les|un|une)\s*\S+\s+\S)/i, '')
    // "sign in as him", "se connecter en tant qu'elle": the sign-in, with the credentials given earlier.
    .replace(
      /^((?:log|sign)\s?(?:in|into)|se connecter)\s+(?:as|en tant que|en tant qu['’]|comme)\s*(?:him|her|them|lui|elle|eux|the customer|le client|la cliente)\b/i,
      '$1',
    )
    // "Open the site", "aller sur le site": the home page.
    .replace(
      /^(?:open|visit|go to|ouvrir|aller sur|va sur|allez sur)\s+(?:the|le|our|notre)\s+(?:web\s?)?site$/i,
      'open /',
    )
    // "find it under Invoices", "la retrouver dans Factures": where it is, not a search.
    .replace(
      /^(?:find|locate|look for|(?:re)?trouve[rz]?|cherche[rz]?)\s+(?:it|them|this one|la|le|les)\s+(?:under|in|on|among|dans|sous|parmi)\s+(?:the\s+|les\s+|la\s+|le\s+)?/i,
      'open ',
    );
  // "écrire à l'association avec le formulaire de contact", "write to them using the contact form":
  // the form named is where to go; what it is for is said by the values that follow.
  const form = FORM_USED.exec(changed);
  if (form && !/[\d@"«“]/.test(changed)) {
    const target = pageName(form[1] ?? form[2]);
    // (No verb to lend: the values after the colon are the form's, not pages to go to.)
    return [{ text: changed, action: 'navigate', target, quoted: false }];
  }
  // "→ DON- ref", "notes the MSG- reference", "noter le numéro EVT-####": a reference the site
  // gives, known by its prefix alone, is what to see (no one types a value that ends in a dash).
  const prefix = DANGLING_PREFIX.exec(changed);
  if (prefix && !TYPING.test(fold(changed)))
    return [{ text: changed, action: 'see', target: prefix[1], quoted: false, verb: 'verify that' }];
  // "Devenir bénévole sur le site en EN : …", "book on the English site": the switch, then the rest.
  const onSite = ON_SITE_IN.exec(changed);
  if (onSite) {
    const rest = `${changed.slice(0, onSite.index)}${changed.slice(onSite.index + onSite[0].length)}`;
    const language = languageSwitch(`switch to ${fold(onSite[1] ?? onSite[2])}`);
    if (language && /\S/.test(rest))
      return [
        { text: changed, ...language },
        ...placeColon(rest.trim()).flatMap((part) => readClause(part, previous)),
      ];
  }
  // "report lost property in English": the site's language, said where its switch is read; not
  // the language a field asks ("passer la langue préférée en anglais").
  const said = /\b(?:langues?|languages?)\b/i.test(changed) ? null : IN_LANGUAGE.exec(changed);
  const original =
    said && /\S\s+\S/.test(changed.slice(0, said.index)) && !languageSwitch(fold(changed))
      ? changed.slice(0, said.index)
      : changed;
  const folded = fold(original);
  const lead =
    /^(?:(?:i|je|j'|we|nous|you|vous|they|he|she|il|elle|ils|elles|please|veuillez|the user|l'utilisateur)\s+)*/.exec(
      folded,
    )![0].length;
  // "She goes to the Documents tab, chooses …": a third person's verb, read as the tester's own.
  const [plain, rest] = ownVerb(folded.slice(lead), original.slice(lead));
  const signIn = SIGN_IN.exec(plain) ?? SIGN_IN_NOUN.exec(plain);
  if (signIn) return signInClauses(original, rest, plain, signIn);
  const credentials = signInCredentials(plain, rest);
  if (credentials) return credentials(original);
  const language = languageSwitch(plain);
  if (language) return [{ text: original, ...language }];
  // "on the Orders tab check that …": a context and a verb after it, read before the whole (whose
  // quoted text alone would read as a check and lose the context).
  // French "on doit voir …" is someone, not a place: "on" is no context there.
  // "in zone C", "dans le secteur 2": a choice named by its letter, not a place.
  const place = CONTEXT.test(plain) && !NAMED_CHOICE.test(plain) && !PART_OF_DAY.test(plain);
  const where = place && !/^on (?:doit|devrait|voit|verra|peut|va|a|est)\b/.test(plain);
  const context = where ? withContext(original, lead, plain, rest, true) : null;
  if (context) return context;
  const own = readWithVerb(text, plain, rest);
  if (own) return [own];
  // "on the sign in page 'pw' …": the context, then whatever reads after it.
  const loose = place ? withContext(original, lead, plain, rest, false) : null;
  if (loose) return loose;
  // "… and 'pw' in Password": the verb of the clause before, lent to this one.
  // ("Open the timetable and book the Thursday class": "book" is the clause's own verb, no page to open.)
  if (previous?.verb && !['tracking', 'press', 'scroll'].includes(previous.action) && !ACTS.test(plain)) {
    const own = place && / (?:sur|on|to|a|au)$/.test(previous.verb) ? rest.replace(/^\S+\s+/, '') : rest;
    const borrowed = readWithVerb(
      `${previous.verb} ${own}`,
      `${previous.verb} ${fold(own)}`,
      `${previous.verb} ${own}`,
    );
    // A borrowed "type" needs its own target and value ("… and 'pw' in Password").
    if (borrowed && !(previous.action === 'fill' && borrowed.action !== 'fill')) {
      const alone = place ? contextClause(original) : buttonClause(original);
      // Borrowed, not written: as loose as a clause with no verb (it may be data for a form).
      return [{ ...borrowed, text: original, fallback: alone, loose: true }];
    }
  }
  if (place) return [contextClause(original)];
  // "catalogue search "petit prince"", "home recherche « lampe »": where, then the search.
  const placed = /^([a-z][\w' -]{1,30}?)\s+(?=(?:search|recherche[rz]?|cherche[rz]?)[\s:])/.exec(plain);
  if (placed) {
    const colon = (t: string) => t.slice(placed[0].length).replace(/^(\S+):/, '$1 ');
    const search = readWithVerb(text, colon(plain), colon(rest));
    if (search?.action === 'search') {
      const where = rest.slice(0, placed[1].length);
      return [
        { ...contextClause(`on ${where}`), text: where },
        { ...search, text: original },
      ];
    }
  }
  return [buttonClause(original)];
}

/** "… avec le formulaire de contact", "… using the contact form": the form a clause is done with. */
const FORM_USED =
  /\s(?:with|using|via|through|on|avec|par|via|sur|depuis|dans)\s+(?:the|our|their|le|leur|notre)\s+(?:formulaire\s+(?:de\s+|d['’]\s*)?([^,;]+?)|([^,;]+?)\s+form)(?:\s+(?:for (?:me|us|her|him|them)|pour (?:moi|nous|elle|lui|eux)))?\s*$/i;
/** "sur le site en EN", "on the site in English", "on the English site": the site's language, mid-clause. */
const ON_SITE_IN =
  /\s(?:sur|on)\s+(?:le|la|the)\s+(?:site|website|version)\s+(?:en|in)\s+(EN|FR|english|anglais|french|français|francais)\b|\s(?:on|sur)\s+the\s+(english|french)\s+(?:site|website|version)\b/i;
/** A clause that types what it names ("type PROMO- in the code box"): its prefix is a value. */
const TYPING =
  /^(?:(?:i|je|we|nous|please)\s+)?(?:type|enter|fill|write|search|saisi\w*|tape\w*|entre\w*|rempli\w*|ecri\w*|cherche\w*|recherche\w*)\b/;
/** "… in English", "… en français" closing a clause that does more than switch the language. */
const IN_LANGUAGE = /\s+(?:in|en)\s+(?:english|french|anglais|français|francais)[?.!]*$/i;

/** A clause that only says the step before is done: "once it's confirmed", "une fois que c'est fait". */
const AFTER_THAT =
  /^(?:it|that|c')\s*(?:'s|is|est)\s+(?:done|fait|ok)\W*$|^(?:once|when|after|une fois|quand|des que|apres que)\s+(?:(?:que|qu')\s*)?(?:it|that|this|c'|ce|cela|ca|tout|elle|il)\s*(?:'s|is|has been|was|est|a ete|sera)?\s*(?:done|confirmed|sent|saved|validated|submitted|fait|confirme\w*|envoye\w*|enregistre\w*|valide\w*|termine\w*|ok)\W*$/;

/** A verb that asks for a search (not for typing into a field). */
export const SEARCH_VERB = /^(?:search|look|find|cherch|recherch)/;

/** "switch notifications from SMS to e-mail", "passer l'avis de SMS à e-mail": only the new value matters. */
const CHANGE_FROM =
  /\b((?:switch|switches|change|changes|move|moves|set|sets|turn|passer|passe|basculer|bascule|changer|change[rz]?|modifier|modifie)\b[^,;:()«»"“”]*?)\s+(?:from|de)\s+[^,;:()«»"“”]+?\s+(?=(?:to|into|à|a|en|vers)\s)/i;

/**
 * "log in as A with password B": to the sign-in page unless the journey is on it (or the form is
 * on this page), both fields, then the form's own button.
 */
function signInClauses(text: string, rest: string, plain: string, m: RegExpExecArray): Clause[] {
  const original = (word: string) =>
    unquote(rest.slice(plain.lastIndexOf(word), plain.lastIndexOf(word) + word.length));
  const [user, password] = [original(m[1]), original(m[2])];
  const connector = /\s(?:as|with|using|avec|en tant que|comme|en utilisant)\s/.exec(plain);
  // "connexion ana@x.org / pw" names no button: the sign-in's usual one.
  const verb = connector
    ? plain.slice(0, connector.index)
    : /^connexion\b/.test(plain)
      ? 'se connecter'
      : 'sign in';
  return signInSteps(text, user, password, verb);
}

/** To the sign-in page unless its form is in view, the identifier (into the field its word names, else email or username), the secret, the button. */
function signInSteps(
  text: string,
  user: string,
  password: string,
  verb: string,
  userWord?: string,
): Clause[] {
  const none: Clause = { text, action: 'navigate', target: '', quoted: false };
  const byKind: Clause = {
    text,
    action: 'fill',
    target: user.includes('@') ? 'email' : 'username',
    value: user,
    quoted: false,
    fallback: {
      text,
      action: 'fill',
      target: user.includes('@') ? 'username' : 'email',
      value: user,
      quoted: false,
    },
  };
  return [
    { text, action: 'navigate', target: 'sign in', quoted: false, fallback: none },
    userWord
      ? { text, action: 'fill', target: userWord, value: user, quoted: false, fallback: byKind }
      : byKind,
    {
      text,
      action: 'fill',
      target: 'password',
      value: password,
      quoted: false,
      fallback: { text, action: 'fill', target: 'PIN', value: password, quoted: false },
    },
    {
      text,
      action: 'click',
      target: clean(verb),
      quoted: false,
      fallback: { text, action: 'press', target: 'Enter', quoted: false },
    },
  ];
}

/** A context clause and the action after it, the action starting at a verb when `verbFirst`. */
function withContext(
  original: string,
  lead: number,
  plain: string,
  rest: string,
  verbFirst: boolean,
): Clause[] | null {
  for (const w of [...plain.matchAll(/\S+/g)].slice(2)) {
    const after = plain.slice(w.index);
    // (Never inside a quote: "…; could someone show them backstage?" is one message.)
    const before = plain.slice(0, w.index);
    const quoted =
      (before.match(/["“”]/g)?.length ?? 0) % 2 === 1 || before.split('«').length > before.split('»').length;
    if (quoted || (verbFirst && !startsWithVerb(after))) continue;
    const action = readWithVerb(rest.slice(w.index), after, rest.slice(w.index));
    // "request a call back": the word, not a step back.
    if (!action || (action.action === 'back' && after === 'back')) continue;
    const context = contextClause(original.slice(0, lead + w.index).trim());
    if (context.action === 'navigate' && !context.target)
      return [{ ...action, scope: action.scope ?? context.scope }];
    return [context, action];
  }
  return null;
}

function ownVerb(plain: string, rest: string): [string, string] {
  const m = /^([a-z]+?)(e?s)\b/.exec(plain);
  if (!m || startsWithVerb(plain)) return [plain, rest];
  for (const cut of [m[2].length, 1]) {
    const base = plain.slice(0, m[0].length - cut) + plain.slice(m[0].length);
    if (base !== plain && (startsWithVerb(base) || SIGN_IN.test(base)))
      return [base, rest.slice(0, m[0].length - cut) + rest.slice(m[0].length)];
  }
  return [plain, rest];
}

function startsWithVerb(plain: string): boolean {
  return (
    NAV.test(plain) ||
    SEE_PREFIX.test(plain) ||
    CHECK_OR_CONFIRM.test(plain) ||
    VERBS.some(({ pattern }) => pattern.test(plain))
  );
}

/** "sur le catalogue", "depuis l'accueil", "dans la section New arrivals": where the next clause happens. */
function contextClause(text: string): Clause {
  const name = text.replace(/^\S+\s+(?:partir de\s+)?/i, '').trim();
  if (REGION_KIND.test(fold(name)) && !/\bpages?\b/i.test(name)) {
    return {
      text,
      action: 'navigate',
      target: '',
      quoted: false,
      scope: clean(stripKind(name, REGION_KIND)),
    };
  }
  if (ELEMENT_KIND.test(fold(name)))
    return { text, action: 'click', target: clean(name), quoted: false, context: true };
  // "dans Settings" where Settings is a tab of the page: that tab, clicked.
  return {
    text,
    action: 'navigate',
    target: pageName(name),
    quoted: false,
    context: true,
    fallback: { text, action: 'click', target: clean(name), quoted: false, context: true },
  };
}

/** A clause with no known verb whose first word names a button: "se connecter", "copy the command". */
function buttonClause(text: string): Clause {
  const whole = clean(text.replace(/[.!]+$/, ''));
  const [first, ...others] = whole.split(/\s+/);
  // "switch to Français": a verb the reader does not know, then the control's name.
  const object = clean(others.join(' '));
  // "renew L'Étranger", "Prolonger « Random Access Memories »": the control the verb names, in the
  // row or card the rest names.
  const item = unquote(
    object
      .replace(/^(?:(?:the\s+)?ones?|celui|celle|ceux)\s+(?:for|of|de|du|pour)\s+/i, '')
      // (A capital is a title's own: "La Vérité sur l'affaire …" keeps its "La".)
      .replace(/^(?:the|le|la|les)\s+/, ''),
  );
  const readings: Array<{ target: string; scope?: string }> = [
    { target: whole },
    ...(first && item && object !== whole ? [{ target: first, scope: item }] : []),
    ...(object && object !== whole ? [{ target: object }] : []),
    ...(first && first !== whole ? [{ target: first }] : []),
  ];
  return readings.reduceRight<Clause | undefined>(
    (next, r) => ({ text, action: 'click', ...r, quoted: false, loose: true, fallback: next }),
    undefined,
  )!;
}

function readWithVerb(text: string, plain: string, rest: string): Clause | null {
  if (VERBS[0].pattern.test(plain)) return { text, action: 'tracking', target: '', quoted: false };
  const quotes = quoted(rest);
  const page = readPageCheck(text, plain, rest, quotes);
  if (page) return page;
  const check = readCheck(text, plain, rest, quotes);
  if (check) return check;
  const sort = /^(?:sort(?:ed)? by|order by|trier par|trie[rz]? par)\s+(.+)$/.exec(plain);
  if (sort) {
    return {
      text,
      action: 'select',
      target: 'sort',
      value: quotes[0] ?? unquote(rest.slice(-sort[1].length)),
      quoted: false,
      verb: 'sort by',
    };
  }
  const set =
    /^(?:set|change|update|modifier|modifie[rz]?|mettre|mets|passer)\s+(.+?)\s+(?:to|a|en|sur)\s+(.+)$/.exec(
      plain,
    );
  if (set) {
    const target = rest.slice(plain.indexOf(set[1]), plain.indexOf(set[1]) + set[1].length);
    const value = rest.slice(plain.lastIndexOf(set[2]));
    return {
      text,
      action: 'fill',
      target: clean(target),
      value: unquote(value),
      quoted: false,
      verb: 'fill',
    };
  }
  const nav = NAV.exec(plain);
  if (nav && !/^(?:\/|https?:)/.test(plain.slice(nav[0].length))) {
    const after = rest.slice(nav[0].length).trim();
    const verb = nav[0].trim();
    if (ELEMENT_KIND.test(fold(after))) {
      return { ...clickTarget(text, after, quotes), verb };
    }
    const target = quotes[0] ?? pageName(after);
    // "Open the news item about the Easter opening hours (Read more)": the control in parentheses,
    // in the item the words before it describe.
    const named = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(after);
    const click = named
      ? {
          ...clickTarget(text, named[2], []),
          scope: scopeName(named[1].replace(DESCRIBED_ITEM, '')),
          verb,
          fallback: { ...clickTarget(text, after, quotes), verb },
        }
      : { ...clickTarget(text, after, quotes), verb };
    // "the docs home", "l'accueil de la doc": the landing page of the part named.
    const part =
      /^(.+?)\s+(?:home|homepage|landing|accueil)$/i.exec(target)?.[1] ??
      /^(?:home|accueil)\s+(?:of|de|du|des|de la)\s+(.+)$/i.exec(target)?.[1];
    // "ouvrir « En savoir plus » sur les ateliers cuisine": a control named in the item it sits in.
    if (quotes.length && click.scope && !named)
      return { ...click, fallback: { text, action: 'navigate', target, quoted: true, verb } };
    return {
      text,
      action: 'navigate',
      target,
      quoted: quotes.length > 0,
      verb,
      fallback: part
        ? { text, action: 'navigate', target: pageName(part), quoted: false, verb, fallback: click }
        : click,
    };
  }
  for (const { action, pattern } of VERBS) {
    const match = pattern.exec(plain);
    if (!match) continue;
    const verb = plain.slice(0, match[0].length).trim();
    if (action === 'tracking') return { text, action, target: '', quoted: false };
    const after = rest.slice(match[0].length).trim();
    if (/^(?:add|ajout|ajoute)/.test(plain) && action === 'click' && !quotes.length) {
      const phrase = plain
        .replace(/\b(?:it|this|that|them|one|le|la|les|l'|ce|cet|cette)\b\s*/g, '')
        .replace(/\s+/g, ' ');
      return { text, action, target: phrase.replace(/\b(?:the|a)\s+/g, '').trim(), quoted: false, verb };
    }
    if (action === 'open') {
      const path = /(\/\S*|https?:\S+)/.exec(text)?.[1] ?? after;
      return { text, action, target: path.replace(/[.,;]$/, ''), quoted: false, verb };
    }
    if (action === 'press') {
      const key = /press the (.+) key/.exec(plain)?.[1] ?? 'Enter';
      return { text, action, target: key.charAt(0).toUpperCase() + key.slice(1), quoted: false };
    }
    if (action === 'scroll') return { text, action, target: quotes[0] ?? '', quoted: quotes.length > 0 };
    if (action === 'fill') return { ...readFill(text, after, quotes), verb };
    if (action === 'search')
      return { text, action, target: '', value: searchValue(after, quotes), quoted: false, verb };
    if (action === 'select') {
      const m = /^(.+?)\s+(?:from|in|on|as|dans|sur|depuis|comme)\s+(.+)$/.exec(after)!;
      return {
        text,
        action,
        value: quotes[0] ?? unquote(m[1]),
        target: quotes[1] ?? clean(m[2]),
        quoted: quotes.length >= 2,
        verb,
      };
    }
    const target = { ...clickTarget(text, after, quotes), action, verb };
    // "filtrer Médecine générale": a filter is chosen like an option of the list that offers it.
    const choosing = /^(?:select|choose|pick|selectionn|choisi|filt)/.test(verb);
    if (choosing && !quotes.length && !target.ordinal)
      return { ...target, fallback: choiceReadings(text, target.target, verb) };
    // "pick the subject "État civil"": the quoted words are an option of the list the others name.
    if (choosing && quotes.length === 1 && !target.ordinal) {
      const field = clean(after.slice(0, Math.max(0, after.search(/["“«‘']/))));
      const anyList: Clause = { text, action: 'select', target: '', value: quotes[0], quoted: false, verb };
      const fallback = field ? { ...anyList, target: field, fallback: anyList } : anyList;
      return { ...target, fallback };
    }
    // "accept cookies" on a banner is a button, "accept the terms" a box: a box first, then a button.
    // (A button, never a link: "accepts the volunteer charter" is no click on the footer's "Volunteer charter".)
    if (action === 'check' || action === 'uncheck')
      return { ...target, fallback: onlyButtons(buttonClause(text)) };
    return target;
  }
  return null;
}

/**
 * "select size M", "choose the Black finish", "select France": with no "from" or "in", readings
 * tried in turn after the click on the whole: the whole as a choice of whichever list offers it;
 * with several words, the first word as the field, the last word as the field, then the rest
 * clicked inside the region the first word names (a group of options).
 */
function choiceReadings(text: string, words: string, verb: string): Clause | undefined {
  const select = (field: string, value: string): Clause => ({
    text,
    action: 'select',
    target: field,
    value,
    quoted: false,
    verb,
  });
  const parts = words.split(/\s+/);
  const readings = [select('', words)];
  if (parts.length > 1) {
    const [first, rest] = [parts[0], parts.slice(1).join(' ')];
    const [last, before] = [parts.at(-1)!, parts.slice(0, -1).join(' ')];
    readings.push(select(first, rest), select(last, before), {
      text,
      action: 'click',
      target: rest,
      scope: first,
      quoted: false,
      verb,
    });
  }
  return readings.reduceRight<Clause | undefined>((next, r) => ({ ...r, fallback: next }), undefined);
}

/** A click's (hover's, check's) target, its ordinal ("the first product") and region ("in Best sellers"). */
/** The same readings, each carried out only by a button. */
function onlyButtons(clause: Clause): Clause {
  return { ...clause, buttonOnly: true, fallback: clause.fallback && onlyButtons(clause.fallback) };
}

function clickTarget(text: string, after: string, quotes: string[]): Clause {
  // After a quoted name, "sur les ateliers cuisine", "on the Pet card" say where it is too.
  const region =
    /^(?:(?:in|inside|within|under|from|on|for|of|dans|sous|de|du|des|sur|pour)\s+)(?:the |la |le |les |l'|l’)?(.+)$/i;
  if (quotes.length) {
    const tail = after
      .slice(after.lastIndexOf(quotes[0]) + quotes[0].length)
      .trim()
      .replace(/^["”»’']\s*/, '');
    const scope = region.exec(tail.trim())?.[1];
    return {
      text,
      action: 'click',
      target: quotes[0],
      quoted: true,
      scope: scope ? scopeName(scope) : undefined,
    };
  }
  const target = clean(after);
  const ordinal =
    /^(?:the |le |la )?(first|second|third|last|premier|premiere|deuxieme|troisieme|dernier|derniere)\s+(.+)$/.exec(
      fold(target),
    );
  if (ordinal)
    return {
      text,
      action: 'click',
      target: clean(target.slice(-ordinal[2].length)),
      quoted: false,
      ordinal: ORDINALS[ordinal[1]],
    };
  const scoped =
    /^(.+?)\s+(?:in|inside|within|under|dans|sous)\s+(?:the |la |le |les |l')?(.+)$/i.exec(target) ??
    // "Apply sur la carte Front-end Developer", "Read more on the article about video interviews".
    new RegExp(
      `^(.+?)\\s+(?:on|sur|of|de|du|at|from)\\s+(?:the |la |le |l'|l’)?${CONTAINER_NOUN}\\s+(?:(?:about|on|for|of|sur|de|du|des|pour|concernant)\\s+(?:the |la |le |les |l'|l’)?)?(.+)$`,
      'i',
    ).exec(target) ??
    // "Delete on the Garage Lafitte SARL row": the container's kind said after its name.
    /^(.+?)\s+(?:on|in|of|for|at)\s+(?:the\s+)?(.+?)\s+(?:row|line|card|tile|entry|item)$/i.exec(target) ??
    // "cancel the one for La Vérité sur l'affaire Harry Quebert", "Prolonger pour « Dune »": the item a title names.
    /^(.+?)\s+(?:for|pour)\s+(?:the |la |le |les |l')?((?:[«"“]\s*)?[A-ZÀ-Ý][\wà-ÿ'’-]*(?:\s+\S+)+)$/.exec(
      target,
    ) ??
    // "Annuler pour le voyage VEB-32010", "Cancel for trip VEB-33102": the item a code names.
    /^(.+?)\s+(?:for|pour|on|sur|of|de|du)\s+(?:the |la |le |les |l')?(.*\b[A-Z][A-Z0-9]*-?\d+[A-Z0-9-]*\b.*)$/.exec(
      target,
    );
  if (scoped) {
    return {
      text,
      action: 'click',
      target: clean(
        scoped[1].replace(/\s+(?:the one|this one|that one|celle|celui|celle-ci|celui-ci)$/i, ''),
      ),
      quoted: false,
      scope: scopeName(scoped[2]),
      fallback: { text, action: 'click', target, quoted: false },
    };
  }
  return { text, action: 'click', target, quoted: false };
}

/** "type X in Y", "saisir X dans Y", "fill Y with X", "remplir Y avec X". */
function readFill(text: string, after: string, quotes: string[]): Clause {
  // ("write "Country style, with eucalyptus." in the box": a word inside the quote splits nothing.)
  const masked = after.replace(
    /(["“«‘])(.*?)(["”»’])/g,
    (m) => `${m[0]}${'x'.repeat(m.length - 2)}${m.at(-1)}`,
  );
  const around = (pattern: RegExp): [string, string, string] | null => {
    const m = pattern.exec(masked);
    return m ? [after, after.slice(0, m[1].length), after.slice(after.length - m[2].length)] : null;
  };
  const withForm = around(/^(.+?)\s+(?:with|avec|par)\s+(.+)$/);
  const inForm = around(/^(.+?)\s+(?:in|into|inside|dans|sur|en)\s+(?:the |le |la |l')?(.+)$/);
  if (quotes.length >= 2) {
    return withForm
      ? { text, action: 'fill', target: quotes[0], value: quotes[1], quoted: true }
      : { text, action: 'fill', target: quotes[1], value: quotes[0], quoted: true };
  }
  // "write "Is the lamp in stock?" from the contact page with ada@x.com": the quoted words are a value,
  // not a field's name; the clause gives both values to the form it names.
  if (withForm && quotes.length === 1 && /^["“«‘]/.test(withForm[1].trim()))
    return { text, action: 'click', target: clean(text), quoted: false, loose: true };
  if (withForm)
    return { text, action: 'fill', target: clean(withForm[1]), value: unquote(withForm[2]), quoted: false };
  // "enter ana@example.com as email", "saisir ana comme identifiant".
  const asForm = around(
    /^(.+?)\s+(?:as|comme|en tant que)\s+(?:the |your |le |la |l'|votre |son |sa )?(.+)$/i,
  );
  if (asForm)
    return { text, action: 'fill', target: clean(asForm[2]), value: unquote(asForm[1]), quoted: false };
  if (inForm)
    return { text, action: 'fill', target: clean(inForm[2]), value: unquote(inForm[1]), quoted: false };
  // "saisir le titre « Anatomie d'une chute »": the words before the quoted value name its field.
  const named = quotes.length === 1 ? clean(after.slice(0, Math.max(0, after.search(/["“«‘']/)))) : '';
  if (named) return { text, action: 'fill', target: named, value: quotes[0], quoted: true };
  // "write « … »", "écrire « … »": prose for the form in view (its message box), never a search.
  if (/^(?:write|writes|ecri\w*|redig\w*)\b/.test(fold(text)))
    return { text, action: 'fill', target: '', value: quotes[0] ?? unquote(after), quoted: false };
  return { text, action: 'search', target: '', value: quotes[0] ?? unquote(after), quoted: false };
}

/** What to search for: the quoted words, what follows "for", or the words before "in the docs". */
function searchValue(written: string, quotes: string[]): string {
  if (quotes.length) return quotes[0];
  const after = searched(written);
  const forForm = /\b(?:for|pour)\s+(.+)$/i.exec(after);
  if (forForm) return unquote(forForm[1]);
  return unquote(
    after
      .replace(/\s+(?:in|on|dans|sur)\s+(?:the |la |le |l')?\S+(?:\s+\S+)?$/i, '')
      // "search the keywords harry potter", "rechercher les mots-clés …": the words searched for.
      .replace(/^(?:(?:the|les|des)\s+)?(?:keywords?|key words|terms?|mots?[- ]cl[ée]s?)\s*:?\s+/i, ''),
  );
}

/** "every invoice of Umbrella Health with the search box" → "Umbrella Health": what is typed in the box. */
function searched(after: string): string {
  const what = after.replace(
    /\s+(?:with|using|in|via|from|dans|avec|par|depuis)\s+(?:the|a|la|le|l['’]|une?)\s*(?:search|recherche)\b.*$|\s+(?:with|using|in|via|avec|dans)\s+(?:the|la|le|l['’])\s*(?:search\s+)?(?:box|bar|field|barre|champ)\b.*$/i,
    '',
  );
  // (The things looked for, named by whom they are of: "all the invoices for Initech", "les factures de Dupont".)
  const of =
    /^(?:(?:every|all(?: the)?|the|any|toutes? les|tous les|les)\s+)?[\p{Ll}-]+s?\s+(?:of|for|from|by|de|du|des|d['’])\s*(?=\p{Lu})/u.exec(
      what,
    );
  return of ? what.slice(of[0].length) : what;
}

/** Going back, and checks of where the journey is: the URL (a path) or the page's title. */
function readPageCheck(text: string, plain: string, rest: string, quotes: string[]): Clause | null {
  if (
    /^(?:go back|goes back|navigate back|back|revenir en arriere|retour(?:ner)? en arriere|page precedente|revenir a la page precedente)$/.test(
      plain,
    )
  )
    return { text, action: 'back', target: '', quoted: false };
  const path = /(\/[^\s'"»”]*)/.exec(rest)?.[1];
  if (
    path &&
    /^(?:(?:i )?should be on|(?:the )?url (?:should |must )?(?:contains?|includes?|be|is)|(?:verif\w*|check|make sure|ensure|s'assurer)(?: that| que| qu')? (?:the |l')?(?:url|adresse|address)|(?:l'url|l'adresse) (?:doit )?(?:contenir|contient|etre|est)|je (?:dois|devrais) etre sur|(?:on )?(?:arrive|atterri\w*|land\w*) on)\b/.test(
      plain,
    )
  )
    return { text, action: 'url', target: path, quoted: false };
  const title =
    /^(?:(?:the )?(?:page )?title (?:should be|must be|is)|(?:le )?titre (?:de la page )?(?:doit etre|est))\s+/.exec(
      plain,
    );
  if (title)
    return {
      text,
      action: 'title',
      target: quotes[0] ?? unquote(rest.slice(title[0].length)),
      quoted: quotes.length > 0,
    };
  return null;
}

/** "It should finish on …", "le parcours doit se terminer sur …": what the last page shows. */
const ENDS_ON =
  /^(?:it|this|that|the (?:flow|journey|process|booking|payment)|ca|cela|le parcours|la demande)\s+(?:should|must|will|doit|devrait)\s+(?:finish|end|land|se terminer|terminer|finir|aboutir)\s+(?:on|with|at|in|sur|par|avec)\s+/;

/** A reference's prefix, as sites print them: "TIL-", "RSVP-", "INC-". */
export const REFERENCE_PREFIX = /[A-Z][A-Z0-9]{1,7}-/;
/** A prefix standing alone in a clause ("→ DON- ref", "EVT-####"): a reference to read, not a value. */
const DANGLING_PREFIX = new RegExp(
  `(?:^|[\\s(«"“'])(${REFERENCE_PREFIX.source})(?:#+|X+|x+|\\*+|\\.{3}|…)?(?=$|[\\s.,;:!?)»"”'])`,
);

function describedValue(target: string): string {
  // "a RES- number", "un numéro d'inscription TIL-…": a reference known by its prefix.
  const prefix = new RegExp(`(?:^|[\\s(])(${REFERENCE_PREFIX.source})(?:…|\\.{3})?(?=[\\s)]|$)`).exec(target);
  if (
    prefix &&
    /(?:^|[\s'’])(?:number|numero|numéro|n°|no|reference|référence|ref|réf|code|id|dossier|ticket|billet)(?=[\s.]|$)/i.test(
      target,
    )
  )
    return prefix[1];
  // "with a PAY reference", "une référence MOV": a reference known by its capitals alone.
  const named =
    /\b(?:a|an|the|its|my|our|your|his|her|une?|la|le|sa|son|mon|ma|notre|votre)\s+([A-Z][A-Z0-9]{1,7})\s+(?:reference|ref|number|code)\b|\b(?:référence|reference|réf|numéro|code)(?:\s+[\wà-ÿ'’-]+){0,2}?\s+([A-Z][A-Z0-9]{1,7})(?=\s|$)/.exec(
      target,
    );
  if (named) return `${named[1] ?? named[2]}-`;
  const shaped = findValues(target).filter((v) => !['words', 'name', 'street', 'quoted'].includes(v.kind));
  const last = shaped.at(-1);
  if (shaped.length !== 1 || !last || target.slice(last.end).trim()) return target;
  const before = target.slice(0, last.start).trim();
  // "la nouvelle date de retour est le 27/04/2026": what it is, then the value.
  // (A time stays with what it is the time of: "le cours de yoga est à 9:00".)
  if (
    last.kind !== 'time' &&
    /\s(?:is|are|est|sont|should be|must be|will be|doit être|doit etre|sera)(?:\s+(?:le|la|the|de|of|à|at))?$/i.test(
      ` ${before}`,
    )
  )
    return target.slice(last.start, last.end).trim();
  const described = before && /^(?:the|le|la|les|l['’]|a|an|un|une)?\s*(?:\S+\s+){0,3}\S+$/i.test(before);
  return described ? target.slice(last.start, last.end).trim() : target;
}

/**
 * "the booking should then show as cancelled", "vérifie que la résa apparaît comme annulée": the
 * state a row shows, checked in that row.
 */
const SHOWS_AS =
  /^(?:(?:check|checks|verify|verifie\w*|controle\w*|make sure)\s+(?:that\s+|que\s+|qu')?)?(.+?)\s+(?:(?:should|must|will|doit|devrait)\s+(?:then\s+|now\s+|bien\s+|ensuite\s+|alors\s+)?)?(?:shows?|appears?|displays?|be (?:shown|listed|marked)|(?:is|are) (?:now\s+)?(?:shown|listed|marked)|apparai\w*|s'affiche\w*|figure\w*|(?:etre|est) (?:bien\s+)?(?:marquee?|indiquee?|affichee?))\s+(?:as|comme)\s+(?!(?:a|an|un|une)\s)(\S+(?:\s+\S+)?)[.!]*$/;

/** A check phrased as a result: "verify 'X' is shown", "vérifier que « X » s'affiche", "X should appear". */
function readCheck(text: string, plain: string, rest: string, quotes: string[]): Clause | null {
  const state = quotes.length ? null : SHOWS_AS.exec(plain);
  if (state) {
    const at = plain.length - state[0].length;
    const row = rest
      .slice(at)
      .slice(state[0].indexOf(state[1]), state[0].indexOf(state[1]) + state[1].length);
    const shown = plain.lastIndexOf(state[2]);
    return {
      text,
      action: 'see',
      target: rest.slice(shown, shown + state[2].length),
      scope: row.replace(/^(?:the|la|le|les|l['’]|sa|son|ma|mon|my|his|her|its)\s*/i, ''),
      quoted: false,
      verb: 'verify that',
    };
  }
  let body: string | null = null;
  const prefix = SEE_PREFIX.exec(plain) ?? CHECK_OR_CONFIRM.exec(plain);
  if (prefix) body = rest.slice(prefix[0].length);
  else if (/^(?:check|checks|confirm)\s+/.test(plain) && SHOWN.test(plain))
    body = rest.replace(/^\S+\s+/, '');
  // "check the Fasting glucose row shows 0.92 g/L": what a part of the page says (a box is ticked).
  else if (
    /^(?:check|checks|verify)\s+/.test(plain) &&
    SHOWS.test(plain) &&
    !/\b(?:box|checkbox)\b/.test(plain)
  )
    body = rest.replace(/^\S+\s+/, '');
  else if (PAGE_SHOWS.test(plain)) body = rest.slice(PAGE_SHOWS.exec(plain)![0].length);
  // "It should finish on a payment confirmation with a PAY reference": where the journey ends.
  else if (ENDS_ON.test(plain)) body = rest.slice(ENDS_ON.exec(plain)![0].length);
  // "New due date should be 25/04/2026", "le total doit être 12,50 €": the value is what to see.
  else if (
    /\s(?:should be|must be|doit être|doit etre|devrait être|devrait etre)\s/.test(plain) &&
    describedValue(rest) !== rest
  )
    body = describedValue(rest);
  else if (SHOULD_SHOW.test(plain) || (quotes.length && (SHOWN.test(plain) || NOT_SHOWN.test(plain))))
    body = rest;
  // "check the reader number starts with 2940-", "vérifier que la référence commence par TIL-":
  // the part the tester knows is what to see.
  const part =
    body === null
      ? /^(?:check|checks|verify|verifie\w*|confirm|controle\w*)\s+.+?\s+(?:starts? with|begins? with|commence par|contains?|contient|includes?|ends? with|se termine par)\s+(.+)$/.exec(
          plain,
        )
      : null;
  // "vérifie qu'il ne reste que X dans la liste", "check only X is left": X is what to see.
  const left =
    part ??
    (body === null
      ? /^(?:verifie\w*|check|checks|verify|confirm|controle\w*)\s+(?:qu'il |que |that )?(?:ne reste (?:plus )?que|only)\s+(.+?)(?:\s+(?:dans|in|on|sur)\s+(?:la|le|les|the)\s+\S+)?(?:\s+(?:is|are)\s+(?:left|remaining))?$/.exec(
          plain,
        )
      : null);
  if (left && !part) {
    const at = plain.length - left[0].length + left[0].indexOf(left[1]);
    return {
      text,
      action: 'see',
      target: quotes[0] ?? unquote(rest.slice(at, at + left[1].length)),
      quoted: quotes.length > 0,
      verb: 'verify that',
    };
  }
  if (part)
    return {
      text,
      action: 'see',
      target: quotes[0] ?? unquote(rest.slice(-part[1].length).replace(/[.!]+$/, '')),
      quoted: quotes.length > 0,
      verb: 'verify that',
    };
  if (body === null) return null;
  // "vérifie bien que le site confirme l'envoi": what the page says is what to see.
  // (A short thing it confirms; a sentence it says is read whole below.)
  const says = PAGE_SHOWS.exec(fold(body));
  if (says && body.length > says[0].length && body.slice(says[0].length).trim().split(/\s+/).length <= 4)
    body = body.slice(says[0].length);
  // "qu'il ne reste que X dans la liste": X is what to see.
  if (/^(?:qu['’]\s*)?il ne reste (?:plus )?que\s/i.test(body))
    body = body
      .replace(/^(?:qu['’]\s*)?il ne reste (?:plus )?que\s+/i, '')
      .replace(/\s+(?:dans|sur)\s+(?:la|le|les)\s+\S+$/i, '');
  const foldedBody = fold(body);
  const negative = NOT_SHOWN.test(foldedBody) || /\bshould not\b|\bne doit pas\b/.test(foldedBody);
  const should = SHOULD_SHOW.exec(foldedBody);
  const stripped = negative
    ? body.slice(0, foldedBody.search(NOT_SHOWN) >= 0 ? foldedBody.search(NOT_SHOWN) : body.length)
    : should
      ? body.slice(0, should[1].length)
      : body.slice(0, foldedBody.search(SHOWN) >= 0 ? foldedBody.search(SHOWN) : body.length);
  const target =
    quotes[0] ??
    describedValue(
      unquote(
        stripped
          .replace(/^(?:the text|le texte|the message|le message)\s+/i, '')
          // "the site should say it's on its way": the page's own words hold no "it's".
          .replace(
            /^(?:it['’]s|it is|it has been|they['’]re|they are|c['’]est|il est|elle est)\s+(?=\S+\s+\S)/i,
            '',
          ),
      ),
    );
  if (!target) return null;
  // "checks that it was delivered to 11 rue Saint-Aubin": the one value the statement gives is what
  // the page shows, not the tester's sentence.
  const stated = quotes.length ? [] : findValues(target).filter((v) => v.kind !== 'words');
  if (stated.length === 1 && STATED.test(fold(target)))
    return withWhere({
      text,
      action: negative ? 'notSee' : 'see',
      target: target.slice(stated[0].start, stated[0].end),
      quoted: false,
      verb: 'verify that',
    });
  // "make sure the cart page then says "…"", "la page panier affiche « … »": the quoted text, on that page.
  const page = quotes[0] ? QUOTE_ON_PAGE.exec(fold(text.slice(0, text.indexOf(quotes[0])))) : null;
  return withWhere({
    text,
    action: negative ? 'notSee' : 'see',
    target,
    quoted: quotes.length > 0,
    verb: 'verify that',
    where: page ? (page[1] ?? page[2]).trim() : undefined,
  });
}

/** "it was delivered to …", "la commande a été livrée le …": a statement about something, in the passive. */
const STATED =
  /^(?:it|he|she|they|this|that|il|elle|ils|elles|ce|c'|(?:the|its|his|her|their|la|le|les|l'|sa|son|ses)\s*\w+)\s+(?:was|were|is|are|has been|have been|will be|a ete|ont ete|est|etait|sont|sera)\s+\S+/;

/** A page named before the quoted text it shows: "the cart page then says", "la page panier affiche". */
const QUOTE_ON_PAGE =
  /(?:^|\s)(?:the\s+([a-z][a-z -]{1,30}?)\s+(?:page|tab|screen)|(?:la page|l'onglet|l'ecran)\s+([a-z][a-z -]{1,30}?))\s+(?:(?:then|now|also|should|must|will|alors|bien)\s+)*(?:says?|shows?|displays?|reads?|lists?|affiche|indique|dit)\W*$/;

/** The name of the region a clause's target sits in, without the words that say what kind of region it is. */
function scopeName(text: string): string {
  return clean(stripKind(text, REGION_KIND).replace(CONTAINER_EDGE, '').trim());
}

function stripKind(text: string, kind: RegExp): string {
  return text.replace(new RegExp(kind.source, 'gi'), ' ').replace(/\s+/g, ' ').trim();
}

function unquote(value: string): string {
  // "Country style, with eucalyptus." in quotes is typed as written, its full stop too.
  const inner = quoted(value);
  if (inner.length === 1 && /^\s*["“«‘']/.test(value) && /["”»’']\s*[.!]*\s*$/.test(value)) return inner[0];
  return value.replace(/^["“«‘'\s]+|["”»’'\s.]+$/g, '');
}

function clean(value: string): string {
  // "the Send link" names a link; "Envoyer le lien" is a button's own name.
  const kind = /^(?:the|le|la|l')\s*/i.test(value.trim())
    ? /\s+(?:button|link|tab|field|box|input|bouton|lien|onglet|champ)$/i
    : /\s+(?:button|tab|field|box|input|bouton|onglet|champ)$/i;
  return unquote(
    value
      .replace(FILLER, '')
      .replace(/^(?:the|le|la|les)\s+/i, '')
      .replace(kind, ''),
  ).trim();
}
