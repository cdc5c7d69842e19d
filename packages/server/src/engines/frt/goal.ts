/**
 * Plain-language goals (English or French) read as a list of user actions, with no model: split
 * into clauses, each clause's verb recognised, its target taken from quotes or the words left.
 */
export type ClauseAction =
  | 'open'
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
  | 'tracking';

export interface Clause {
  text: string;
  action: ClauseAction;
  /** What to act on: an element description, a path for open, a key for press. */
  target: string;
  /** Text to type or option to choose. */
  value?: string;
  /** True when the target was quoted: match it exactly, not fuzzily. */
  quoted: boolean;
  /** "the first product": pick the nth element of that kind (1-based; -1 the last). */
  ordinal?: number;
}

/** Lower case, accents off, curly quotes and apostrophes made plain. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase();
}

const QUOTES: Record<string, string> = { '"': '"', '“': '”', '«': '»', "'": "'", '‘': '’' };

/** Splits at commas, semicolons, "then", "and", "puis", "et", "ensuite"… never inside quotes. */
export function splitGoal(goal: string): string[] {
  const parts: string[] = [];
  let current = '';
  let closing: string | null = null;
  for (let i = 0; i < goal.length; i++) {
    const ch = goal[i];
    if (closing) {
      current += ch;
      if (ch === closing) closing = null;
      continue;
    }
    // An apostrophe inside a word (l'onglet, don't) opens nothing.
    if (QUOTES[ch] && !(ch === "'" && /\w/.test(goal[i - 1] ?? '') && /\w/.test(goal[i + 1] ?? ''))) {
      closing = QUOTES[ch];
      current += ch;
      continue;
    }
    const next = goal[i + 1];
    if (ch === ',' || ch === ';' || ch === '\n' || (ch === '.' && (next === undefined || /\s/.test(next)))) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  const words =
    /\s+(?:and then|then|and|after that|afterwards|et ensuite|puis|ensuite|et|apres quoi|après quoi)\s+/i;
  return parts
    .flatMap((p) => p.split(words))
    .map((p) => p.trim().replace(/^(?:and|then|et|puis|ensuite)\s+/i, ''))
    .filter((p) => p.length > 0);
}

/** Verbs and how they read, English and French; the first that matches a clause's start wins. */
const VERBS: Array<{ action: ClauseAction; pattern: RegExp }> = [
  {
    action: 'tracking',
    pattern:
      /^(?:check|verify|ensure|make sure|confirm|verifier|controler|s'assurer)\b.*\b(?:track\w*|tag|tags|payload|beacon|hit|analytics|datalayer|data layer|event|marqueur|balise|evenement|remonte\w*|part)\b/,
  },
  {
    action: 'open',
    pattern:
      /^(?:open|go to|goto|visit|navigate to|browse to|start (?:on|at|from)|aller (?:sur|a|vers)|va (?:sur|a)|ouvrir|visiter|naviguer vers|se rendre (?:sur|a)|rendez-vous sur)\s+(?=\/|https?:)/,
  },
  { action: 'search', pattern: /^(?:search(?: for)?|look for|find|chercher|rechercher|recherche)\s+/ },
  {
    action: 'fill',
    pattern: /^(?:type|enter|fill(?: in)?|input|write|saisir|taper|entrer|remplir|renseigner|ecrire)\s+/,
  },
  {
    action: 'select',
    pattern: /^(?:select|choose|pick|selectionner|choisir)\s+(?=.+\s+(?:from|in|dans|depuis)\s+)/,
  },
  { action: 'uncheck', pattern: /^(?:uncheck|untick|decocher)\s+/ },
  { action: 'check', pattern: /^(?:check|tick|accept|cocher|accepter)\s+(?!that\b|if\b|que\b|si\b)/ },
  { action: 'hover', pattern: /^(?:hover(?: over)?|survoler|passer (?:la souris )?sur)\s+/ },
  {
    action: 'press',
    pattern: /^(?:press the .+ key|hit enter|press enter|appuyer sur (?:la touche )?entree|valider)/,
  },
  { action: 'scroll', pattern: /^(?:scroll|defiler|faire defiler)\b/ },
  {
    action: 'see',
    pattern:
      /^(?:see|should see|i see|expect|verify(?: that)?|check that|make sure|ensure|confirm|voir|verifier(?: que)?|s'assurer que|constater)\s+/,
  },
  {
    action: 'click',
    pattern:
      /^(?:click(?: on)?|press|tap|follow|open|select|choose|pick|add|submit|go to|cliquer(?: sur)?|clique(?: sur)?|appuyer sur|choisir|selectionner|ouvrir|aller (?:sur|dans|a)|ajouter|valider|soumettre|afficher|consulter)\s+/,
  },
];

const FILLER =
  /^(?:(?:i|the|a|an|on|onto|to|into|in|it|le|la|les|l'|un|une|des|du|de la|de l'|de|sur|dans|au|aux|bouton|button|link|lien|tab|onglet|menu|item|field|champ)\s+|l')+/;

function quoted(text: string): string[] {
  return [...text.matchAll(/["“«‘'](.+?)["”»’']/g)].map((m) => m[1].trim());
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  last: -1,
  premier: 1,
  premiere: 1,
  deuxieme: 2,
  second_: 2,
  troisieme: 3,
  dernier: -1,
  derniere: -1,
};

export function parseClause(text: string): Clause | null {
  const original = text.trim();
  const folded = fold(original);
  // fold() keeps offsets, so what follows the verb can be read from the original, case and all.
  const lead = /^(?:i |je |on |please |veuillez )?/.exec(folded)![0].length;
  const plain = folded.slice(lead);
  const quotes = quoted(original);
  for (const { action, pattern } of VERBS) {
    const match = pattern.exec(plain);
    if (!match) continue;
    if (action === 'tracking') return { text, action, target: '', quoted: false };
    const rest = original.slice(lead + match[0].length).trim();
    if (/^(?:add|ajouter)\b/.test(plain) && action === 'click' && !quotes.length) {
      const phrase = plain
        .replace(/\b(?:it|this|that|them|one|le|la|les|l'|ce|cet|cette)\b\s*/g, '')
        .replace(/\s+/g, ' ');
      return { text, action, target: phrase.replace(/\b(?:the|a)\s+/g, '').trim(), quoted: false };
    }
    if (action === 'open') {
      const path = /(\/\S*|https?:\S+)/.exec(text)?.[1] ?? rest;
      return { text, action, target: path.replace(/[.,;]$/, ''), quoted: false };
    }
    if (action === 'press') {
      const key = /press the (.+) key/.exec(plain)?.[1] ?? 'Enter';
      return { text, action, target: key.charAt(0).toUpperCase() + key.slice(1), quoted: false };
    }
    if (action === 'scroll') return { text, action, target: quotes[0] ?? '', quoted: quotes.length > 0 };
    if (action === 'fill') {
      // "type X in Y" / "saisir X dans Y" or "fill Y with X" / "remplir Y avec X"
      const withForm = /^(.+?)\s+(?:with|avec|par)\s+(.+)$/.exec(rest);
      const inForm = /^(.+?)\s+(?:in|into|dans|sur)\s+(?:the |le |la |l')?(.+)$/.exec(rest);
      if (quotes.length >= 2) {
        return withForm
          ? { text, action, target: quotes[0], value: quotes[1], quoted: true }
          : { text, action, target: quotes[1], value: quotes[0], quoted: true };
      }
      if (withForm)
        return { text, action, target: clean(withForm[1]), value: unquote(withForm[2]), quoted: false };
      if (inForm) return { text, action, target: clean(inForm[2]), value: unquote(inForm[1]), quoted: false };
      return { text, action: 'search', target: '', value: quotes[0] ?? unquote(rest), quoted: false };
    }
    if (action === 'search')
      return { text, action, target: '', value: quotes[0] ?? unquote(rest), quoted: false };
    if (action === 'select') {
      const m = /^(.+?)\s+(?:from|in|on|dans|sur|depuis)\s+(.+)$/.exec(rest)!;
      return {
        text,
        action,
        value: quotes[0] ?? unquote(m[1]),
        target: quotes[1] ?? clean(m[2]),
        quoted: quotes.length >= 2,
      };
    }
    const target = quotes[0] ?? clean(rest);
    const ordinal =
      /^(?:the |le |la )?(first|second|third|last|premier|premiere|deuxieme|troisieme|dernier|derniere)\s+(.+)$/.exec(
        clean(rest),
      );
    if (ordinal && !quotes.length) {
      return { text, action, target: clean(ordinal[2]), quoted: false, ordinal: ORDINALS[ordinal[1]] };
    }
    return { text, action, target, quoted: quotes.length > 0 };
  }
  return null;
}

function unquote(value: string): string {
  return value.replace(/^["“«‘'\s]+|["”»’'\s.]+$/g, '');
}

function clean(value: string): string {
  return unquote(
    value.replace(FILLER, '').replace(/\s+(?:button|link|tab|field|box|input|bouton|lien|onglet|champ)$/, ''),
  ).trim();
}
