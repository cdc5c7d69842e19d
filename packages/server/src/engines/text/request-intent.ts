import { fold } from './fold.js';
import { LEXICON, termKey } from './lexicon.js';

/** Lexicon entries whose words say a request is about a user journey. */
const JOURNEY_CONCEPTS = ['checkout', 'cart', 'order', 'login', 'form', 'send'];

/** What a person can ask VisualQ for, and the words (English and French) that say it. */
interface IntentDefinition {
  intent: string;
  pillar: string | null;
  tool: string;
  /** Word beginnings, folded (no accents); a phrase of several words matches as a phrase. */
  words: string[];
}

const INTENTS: IntentDefinition[] = [
  {
    intent: 'prove_ticket',
    pillar: 'tracking',
    tool: 'tracking_prove_jira_ticket',
    words: ['ticket', 'jira', 'prove', 'proof', 'fixed', 'prouv', 'preuve', 'corrig', 'resolu'],
  },
  {
    intent: 'release_readiness',
    pillar: null,
    tool: 'identify_blockers_for_release',
    words: [
      'release',
      'ship',
      'deploy',
      'go live',
      'launch',
      'livr',
      'mise en production',
      'mettre en production',
      'deploi',
      'lancement',
      'publier',
    ],
  },
  {
    intent: 'merge_gate',
    pillar: null,
    tool: 'gate_pr_quality',
    words: ['merge', 'pull request', 'pr', 'branch', 'fusion', 'branche'],
  },
  {
    intent: 'approve_changes',
    pillar: 'vrt',
    tool: 'get_run_failures',
    words: ['approv', 'accept', 'intended', 'expected change', 'valid', 'voulu', 'attendu'],
  },
  {
    intent: 'visual',
    pillar: 'vrt',
    tool: 'run_vrt',
    words: [
      'look',
      'visual',
      'screenshot',
      'layout',
      'pixel',
      'design',
      'render',
      'appearance',
      'css',
      'visuel',
      'capture',
      'apparence',
      'affichage',
      'rendu',
      'mise en page',
    ],
  },
  {
    intent: 'journey',
    pillar: 'frt',
    tool: 'create_frt_scenario',
    words: [
      'journey',
      'flow',
      'work',
      'user can',
      'click',
      'parcours',
      'fonctionn',
      'utilisateur peut',
      'clique',
      // The steps of a journey, in the words of the UI lexicon: checkout, caisse, sign in, connexion…
      ...JOURNEY_CONCEPTS.flatMap((id) => LEXICON.find((e) => e.id === id)?.terms.map(termKey) ?? []),
    ],
  },
  {
    intent: 'tracking',
    pillar: 'tracking',
    tool: 'run_tracking',
    words: [
      'tracking',
      'analytics',
      'datalayer',
      'event',
      'tag',
      'ga4',
      'beacon',
      'hit',
      'marquage',
      'balise',
      'evenement',
      'mesure',
    ],
  },
  {
    intent: 'performance',
    pillar: 'perf',
    tool: 'run_perf',
    words: [
      'slow',
      'fast',
      'speed',
      'performance',
      'lighthouse',
      'lcp',
      'cls',
      'tbt',
      'load time',
      'web vitals',
      'lent',
      'rapide',
      'vitesse',
      'temps de chargement',
    ],
  },
  {
    intent: 'accessibility',
    pillar: 'a11y',
    tool: 'run_a11y',
    words: [
      'accessib',
      'a11y',
      'screen reader',
      'contrast',
      'wcag',
      'alt text',
      'keyboard',
      'lecteur d ecran',
      'contraste',
      'clavier',
      'rgaa',
    ],
  },
  {
    intent: 'seo',
    pillar: 'seo',
    tool: 'run_seo',
    words: [
      'seo',
      'search engine',
      'google',
      'ranking',
      'meta description',
      'sitemap',
      'robots',
      'canonical',
      'referencement',
      'moteur de recherche',
    ],
  },
  {
    intent: 'security',
    pillar: 'security',
    tool: 'run_security',
    words: ['security', 'secure', 'header', 'csp', 'hsts', 'xss', 'https', 'vulnerab', 'securi', 'en tete'],
  },
  {
    intent: 'privacy',
    pillar: 'privacy',
    tool: 'run_privacy',
    words: [
      'privacy',
      'consent',
      'gdpr',
      'rgpd',
      'cookie',
      'third party',
      'tiers',
      'confidentialit',
      'consentement',
      'vie privee',
    ],
  },
  {
    intent: 'site_health',
    pillar: null,
    tool: 'get_site_health',
    words: [
      'health',
      'overall',
      'quality',
      'status',
      'how is',
      'state',
      'sante',
      'qualite',
      'etat',
      'bilan',
      'global',
    ],
  },
];

const FRENCH = /\b(le|la|les|des|est|que|qui|une|sur|pour|avec|pas|mon|notre|nos|ce|cette|fonctionne)\b/g;
const TICKET = /\b([A-Z][A-Z0-9]{1,9}-\d+)\b/;
const PR = /(?:\bPR\s*#?|pull request\s*#?|#)(\d+)\b/i;

export interface RequestIntent {
  intent: string;
  pillar: string | null;
  tool: string;
  args: Record<string, unknown>;
  /** 0–1: the share of the matched words that point to this intent. */
  confidence: number;
  matched: string[];
  language: 'en' | 'fr';
  alternatives: Array<{ intent: string; tool: string; confidence: number }>;
}

/**
 * Whether `word` (folded) begins a word of `text`; a phrase, or a word of three letters or fewer
 * (pr, csp, lcp), must appear whole.
 */
function matches(text: string, word: string): boolean {
  const whole = word.includes(' ') || word.length <= 3;
  return new RegExp(`(^|[^a-z0-9])${word.replace(/\s+/g, '[^a-z0-9]+')}${whole ? '($|[^a-z0-9])' : ''}`).test(
    text,
  );
}

/** What a plain-language request asks of VisualQ: an intent, its pillar and the tool to call first. */
export function readRequest(message: string): RequestIntent | null {
  const text = fold(message);
  const ticket = TICKET.exec(message)?.[1];
  const pr = PR.exec(message)?.[1];
  const scored = INTENTS.map((d) => {
    const matched = d.words.filter((w) => matches(text, w));
    // A ticket key is the strongest sign of a proof request, a PR number of a merge question.
    const bonus = (d.intent === 'prove_ticket' && ticket ? 2 : 0) + (d.intent === 'merge_gate' && pr ? 2 : 0);
    return { d, matched, score: matched.length + bonus };
  })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  if (!scored.length) return null;
  const total = scored.reduce((n, s) => n + s.score, 0);
  const [best, ...rest] = scored;
  const args: Record<string, unknown> = {};
  if (best.d.intent === 'prove_ticket' && ticket) Object.assign(args, { ticketId: ticket, confirm: true });
  if (best.d.intent === 'journey') Object.assign(args, { goal: message.trim(), confirm: true });
  return {
    intent: best.d.intent,
    pillar: best.d.pillar,
    tool: best.d.tool,
    args,
    confidence: Math.round((best.score / total) * 100) / 100,
    matched: best.matched,
    language: (message.toLowerCase().match(FRENCH)?.length ?? 0) >= 2 ? 'fr' : 'en',
    alternatives: rest.slice(0, 3).map((s) => ({
      intent: s.d.intent,
      tool: s.d.tool,
      confidence: Math.round((s.score / total) * 100) / 100,
    })),
  };
}
