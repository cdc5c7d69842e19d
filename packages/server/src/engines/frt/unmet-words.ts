import { fold } from '../text/fold.js';
import { entryOf, twins } from '../text/lexicon.js';
import { stem, words } from './match-text.js';

/**
 * Words that say how a goal is told, not what the site must offer: testers' verbs and filler,
 * people, pronouns, linking words, the names of page parts, and a card's brand (its number says it),
 * in English and French. Never looked for on the site.
 */
const GOAL_SPEAK = new Set(
  `i id im ive me myself we us our you your he she they them their his her its it this that these those
  there here who whom which what when where how why all any some every each both either other another
  would could should must can cannot cant may might will shall do does did done doing be is are was were
  been being am has have had having get gets got go goes going went gone come comes want wants wanted
  like likes need needs needed please just really also still again then next after afterwards before
  first firstly second third last lastly finally now once so but or nor not no yes if as than too very
  well for from into onto with without within by via at about around over under up down out off
  check checks checking verify ensure make sure test tests testing try tries see sees seen look looks
  show shows shown display displays displayed appear appears appeared visible present written says
  confirm confirms works work working able possible properly correctly right actually
  thing things way something anything everything someone somebody anyone everyone person user users
  customer customers client clients visitor visitors member members resident residents people guest
  new same own good whole quick quickly simple simply normal usual usually already today always
  obviously of course naturally definitely absolutely surely
  visa mastercard amex maestro
  click clicks clicking press hit tap open opens opening visit visits navigate head fill fills filling
  enter enters entering type types typing write put select selects choose chooses pick picks tick
  ticks untick submit submits send sends sending validate validates save saves use uses using
  site website page pages screen form forms button buttons link links field fields box boxes menu tab tabs
  section part bottom top side left right end start beginning home
  je j moi on nous vous il elle ils elles leur leurs son sa ses notre nos votre vos ce cet cette ces ca cela
  celui celle ceux qui que quoi quand ou comment pourquoi tout tous toute toutes chaque autre autres
  est sont etait etre ete avoir avons avez ont fait faire faut peut peuvent pouvoir doit doivent devoir
  veux voudrais vouloir aimerais besoin merci svp juste aussi encore puis ensuite apres avant abord
  premier premiere dernier derniere enfin maintenant deja si mais ne pas non oui comme tres bien bon
  evidemment naturellement forcement
  bonne pour par avec sans dans sous sur chez vers depuis entre pendant
  verifier verifie verifions s assurer assurer tester teste essayer voir vois confirmer marche fonctionne
  affiche affichee affiches afficher apparait apparaissent apparaitre visibles presente
  ecrit indique
  correctement chose quelque quelqu un personne utilisateur utilisateurs internaute visiteur visiteurs
  habitant habitants usager usagers membre membres
  cliquer clique cliquez appuyer ouvrir ouvre ouvrez aller va allez naviguer remplir remplis remplissez
  saisir saisis saisissez entrer entre entrez taper tape ecrire mettre choisir choisis choisissez
  selectionner selectionne selectionnez cocher coche cochez decocher decochez soumettre soumets soumettez
  envoyer envoie envoyez valider valide validez enregistrer enregistrez utiliser utilisez appuyez
  ecran formulaire bouton boutons lien liens champ champs case cases onglet onglets
  rubrique partie bas haut cote gauche droite fin debut accueil`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

/** Whether a word says how a goal is told ("please", "check", "the"), not what it is about. */
export const isGoalSpeak = (word: string) => GOAL_SPEAK.has(word) || GOAL_SPEAK.has(stem(word));

/** What a walk saw on its pages, as the stems of their words: text, labels, options, placeholders. */
export class SeenWords {
  private readonly stems = new Set<string>();

  add(text: string): void {
    for (const w of words(text)) this.stems.add(stem(w));
  }

  /** Whether the site showed the word, its other forms, or its other-language twin. */
  has(word: string): boolean {
    const forms = [word, ...twins(word)].flatMap((w) => words(w)).map(stem);
    // "Sat 3 Oct", "ven. 16/10": a day's or a month's short name is met by its whole name.
    const short = DATE_SHORT.test(fold(word));
    return forms.some(
      (f) => this.stems.has(f) || ((f.length >= 4 || short) && this.sharesStart(f, short ? 3 : 4)),
    );
  }

  /** A seen stem of four letters or more that begins this one, or that this one begins. */
  private sharesStart(f: string, least = 4): boolean {
    for (const s of this.stems) if (s.length >= least && (s.startsWith(f) || f.startsWith(s))) return true;
    return false;
  }
}

/** Short names of days and months, in English and French. */
const DATE_SHORT =
  /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|lun|mar|mer|jeu|ven|sam|dim|jan|janv|feb|fev|fevr|apr|avr|jun|jul|juil|aug|sep|sept|oct|nov|dec)$/;

/**
 * The words of a goal that name something none of the walk's pages showed ("sauna" on a studio
 * that offers yoga and pilates, "Allemagne" where Germany is no delivery country): what the goal
 * asks for may not be there, and the journey may not be the one it means. Values the walk placed and
 * words the site speaks of elsewhere in other forms are met; how a goal is told (GOAL_SPEAK),
 * numbers and codes are not asked of the site.
 */
export function unmetWords(goal: string, used: string[], seen: SeenWords): string[] {
  const spent = new Set(used.flatMap((u) => words(u)).map(stem));
  // Typed text, addresses and paths are values, never words the site must show; nor is what a
  // reference is, said in parentheses after it ("PEN-40188 (Rufus, pension de Noël)"): the
  // reference names the row.
  const told = goal
    .replace(/"[^"]*"|“[^”]*”|«[^»]*»|‘[^’]*’/g, ' ')
    .replace(/\b[A-Z][A-Z0-9]{1,7}-[A-Z0-9-]*\d\s*\([^()]*\)/g, ' ')
    .replace(/\S+@\S+|\bhttps?:\/\/\S+|(?<!\S)\/\S*/g, ' ');
  // "sign in", "mot de passe": a phrase of the lexicon is met by any of its meaning's words.
  const tokens = fold(told)
    .split(/[^a-z0-9@]+/)
    .filter(Boolean);
  for (let size = 3; size >= 2; size--)
    for (let i = 0; i + size <= tokens.length; i++) {
      const entry = entryOf(tokens.slice(i, i + size).join(' '));
      if (entry?.terms.some((term) => words(term).every((w) => seen.has(w))))
        for (const w of words(tokens.slice(i, i + size).join(' '))) spent.add(stem(w));
    }
  const unmet: string[] = [];
  for (const word of words(told)) {
    const s = stem(word);
    if (word.length < 3 || /\d/.test(word) || word.includes('@')) continue;
    if (GOAL_SPEAK.has(s) || GOAL_SPEAK.has(word) || spent.has(s)) continue;
    // A lexicon word that names part of a page or an action ("cart", "sign in") is asked of the site
    // like any other; so is a word no lexicon knows ("sauna").
    if (!seen.has(word) && !unmet.includes(word)) unmet.push(word);
  }
  return unmet.filter((w) => !entryOf(w) || entryOf(w)!.kind !== 'ticket');
}

/** Two or three words in capitals that open a sentence and are followed by a word in lower case: a person who acts. */
const PERSON_AT_START =
  /(?:^|[.!?]\s+)(?!(?:\p{Lu}\p{Ll}+(?:er|ir|re)|Book|Reserve|Find|Search|Get|Buy|Take|Open|Go|Visit)\s)(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,2})\s+\p{Ll}/gu;

/**
 * The unmet words the goal writes as a name, with a capital inside a sentence ("livrer en
 * Allemagne", "book the Sauna"): a place, a product or a person the journey must meet. A walk that
 * never saw one did not do what the goal asks, however green its steps.
 */
export function unmetNames(goal: string, unmet: string[]): string[] {
  const wanted = new Set(unmet);
  // The people the goal is told about: a name at a sentence's start ("Chloé Bernard a accepté…"),
  // or one its email spells (chloe.bernard@…), is who acts, not what the site must show.
  const people = new Set(
    [
      ...[...goal.matchAll(/\S+@/g)].flatMap((m) => words(m[0].replace(/[._@-]+/g, ' '))),
      ...[...goal.matchAll(PERSON_AT_START)].flatMap((m) => words(m[1])),
    ].map(stem),
  );
  const names: string[] = [];
  for (const m of goal.matchAll(/[\p{L}][\p{L}'’-]*/gu)) {
    const word = m[0];
    const at = m.index ?? 0;
    if (!/^\p{Lu}\p{Ll}/u.test(word)) continue;
    // The first word of the goal or of a sentence is capitalised by grammar, not as a name.
    const before = goal.slice(0, at).trimEnd();
    if (!before || /[.!?]$/.test(before)) continue;
    const folded = words(word)[0];
    if (folded && people.has(stem(folded))) continue;
    if (folded && wanted.has(folded) && !names.includes(word)) names.push(word);
  }
  return names;
}
