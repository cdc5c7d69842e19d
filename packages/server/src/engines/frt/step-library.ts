import { CucumberExpression, ParameterTypeRegistry } from '@cucumber/cucumber-expressions';
import { distance } from 'fastest-levenshtein';
import { type Action, fillActions } from './actions.js';

/** A step definition: phrasings (Cucumber Expressions, the first canonical) and what it does. */
export interface StepDefinition {
  id: string;
  /** The canonical phrasing first, then aliases people already write. */
  expressions: string[];
  description: string;
  /** French words that find it in a search, so a French query finds the English step. */
  keywordsFr?: string;
  actions: Action[];
}

const T = { by: 'auto', value: '$1' } as const;
const T2 = { by: 'auto', value: '$2' } as const;

/** The system library: read-only, ids `system.*`. Every step of a generated feature is one of these. */
export const SYSTEM_STEPS: StepDefinition[] = [
  {
    id: 'system.open',
    expressions: [
      'I open {string}',
      'I am on {string}',
      'I go to {string}',
      'I visit {string}',
      'I navigate to {string}',
    ],
    description: 'Open a path of the site (or an absolute URL on a project host)',
    keywordsFr: 'ouvrir aller sur visiter page',
    actions: [{ type: 'goto', path: '$1' }],
  },
  {
    id: 'system.click',
    expressions: [
      'I click {string}',
      'I click on {string}',
      'I press {string}',
      'I follow {string}',
      'I tap {string}',
    ],
    description: 'Click a button, link or element by its visible text, label, role name, test id or CSS',
    keywordsFr: 'cliquer appuyer bouton lien',
    actions: [{ type: 'click', target: T }],
  },
  {
    id: 'system.click-within',
    expressions: [
      'I click {string} in {string}',
      'I click on {string} in {string}',
      'I click {string} within {string}',
    ],
    description:
      'Click an element inside one region of the page, named by its heading, landmark label or legend (e.g. I click "Lamp" in "Best sellers")',
    keywordsFr: 'cliquer dans la section région',
    actions: [{ type: 'click', target: { by: 'auto', value: '$1', within: '$2' } }],
  },
  {
    id: 'system.fill',
    expressions: [
      'I fill {string} with {string}',
      'I fill in {string} with {string}',
      'I enter {string} in {string}',
    ],
    description: 'Type a value into a field found by label, placeholder or name',
    keywordsFr: 'remplir saisir taper champ',
    actions: [{ type: 'fill', target: T, value: '$2' }],
  },
  {
    id: 'system.type-into',
    expressions: ['I type {string} into {string}'],
    description: 'Type a value into a field (value first)',
    keywordsFr: 'taper saisir',
    actions: [{ type: 'fill', target: T2, value: '$1' }],
  },
  {
    id: 'system.select',
    expressions: ['I select {string} from {string}', 'I choose {string} from {string}'],
    description: 'Choose an option of a select box',
    keywordsFr: 'choisir sélectionner liste option',
    actions: [{ type: 'select', target: T2, value: '$1' }],
  },
  {
    id: 'system.check',
    expressions: ['I check {string}', 'I tick {string}', 'I choose {string}'],
    description: 'Tick a checkbox or radio button',
    keywordsFr: 'cocher case',
    actions: [{ type: 'check', target: T }],
  },
  {
    id: 'system.uncheck',
    expressions: ['I uncheck {string}', 'I untick {string}'],
    description: 'Untick a checkbox',
    keywordsFr: 'décocher',
    actions: [{ type: 'uncheck', target: T }],
  },
  {
    id: 'system.hover',
    expressions: ['I hover over {string}', 'I hover {string}'],
    description: 'Move the pointer over an element',
    keywordsFr: 'survoler',
    actions: [{ type: 'hover', target: T }],
  },
  {
    id: 'system.press-key',
    expressions: ['I press the {string} key', 'I press key {string}'],
    description: 'Press a key (Enter, Escape, Tab, ArrowDown…)',
    keywordsFr: 'touche clavier entrée',
    actions: [{ type: 'press', key: '$1' }],
  },
  {
    id: 'system.scroll-to',
    expressions: ['I scroll to {string}'],
    description: 'Scroll an element into view',
    keywordsFr: 'défiler faire défiler',
    actions: [{ type: 'scrollTo', target: T }],
  },
  {
    id: 'system.scroll-down',
    expressions: ['I scroll down', 'I scroll to the bottom'],
    description: 'Scroll to the bottom of the page',
    keywordsFr: 'défiler bas',
    actions: [{ type: 'scrollDown' }],
  },
  {
    id: 'system.upload',
    expressions: ['I upload {string} to {string}'],
    description: 'Set a file input to a file the project stores (by name)',
    keywordsFr: 'téléverser envoyer fichier',
    actions: [{ type: 'upload', target: T2, file: '$1' }],
  },
  {
    id: 'system.wait-for',
    expressions: ['I wait for {string}', 'I wait until I see {string}'],
    description: 'Wait until a text or element appears',
    keywordsFr: 'attendre',
    actions: [{ type: 'waitFor', target: T }],
  },
  {
    id: 'system.see',
    expressions: [
      'I should see {string}',
      'I see {string}',
      '{string} is visible',
      '{string} should be visible',
    ],
    description: 'Check that a text or element is visible',
    keywordsFr: 'voir vérifier visible affiché',
    actions: [{ type: 'expectVisible', target: T }],
  },
  {
    id: 'system.see-within',
    expressions: ['I should see {string} in {string}', 'I should see {string} within {string}'],
    description:
      'Check that a text is visible inside one region, row or card of the page, named by its heading or by a text it shows (e.g. I should see "Cancelled" in "RES-24502")',
    keywordsFr: 'voir vérifier dans ligne section',
    actions: [{ type: 'expectVisible', target: { by: 'auto', value: '$1', within: '$2' } }],
  },
  {
    id: 'system.not-see',
    expressions: ['I should not see {string}', 'I do not see {string}', '{string} should not be visible'],
    description: 'Check that a text or element is not visible',
    keywordsFr: 'pas voir absent masqué',
    actions: [{ type: 'expectHidden', target: T }],
  },
  {
    id: 'system.url',
    expressions: ['I should be on {string}', 'the URL should contain {string}'],
    description: 'Check the current URL (a path or a part of it)',
    keywordsFr: 'adresse url être sur',
    actions: [{ type: 'expectUrl', value: '$1' }],
  },
  {
    id: 'system.title',
    expressions: ['the title should be {string}', 'the page title should be {string}'],
    description: 'Check the page title',
    keywordsFr: 'titre',
    actions: [{ type: 'expectTitle', value: '$1' }],
  },
  {
    id: 'system.count',
    expressions: ['I should see {int} {string}', 'there should be {int} {string}'],
    description: 'Check how many elements match',
    keywordsFr: 'nombre compter',
    actions: [{ type: 'expectCount', target: T2, count: '$1' }],
  },
  {
    id: 'system.attribute',
    expressions: ['{string} should have attribute {string} with value {string}'],
    description: 'Check an attribute of an element',
    keywordsFr: 'attribut',
    actions: [{ type: 'expectAttribute', target: T, name: '$2', value: '$3' }],
  },
  {
    id: 'system.value',
    expressions: ['the {string} field should contain {string}', '{string} should contain {string}'],
    description: 'Check the value of a field',
    keywordsFr: 'valeur champ contenir',
    actions: [{ type: 'expectValue', target: T, value: '$2' }],
  },
  {
    id: 'system.back',
    expressions: ['I go back'],
    description: 'Go back in history',
    keywordsFr: 'retour précédent',
    actions: [{ type: 'goBack' }],
  },
  {
    id: 'system.reload',
    expressions: ['I reload the page', 'I refresh the page'],
    description: 'Reload the page',
    keywordsFr: 'recharger actualiser',
    actions: [{ type: 'reload' }],
  },
  {
    id: 'system.switch-tab',
    expressions: ['I switch to the new tab', 'I switch to the new window'],
    description: 'Continue in the tab or window the page just opened',
    keywordsFr: 'onglet fenêtre',
    actions: [{ type: 'switchTab' }],
  },
  {
    id: 'system.accept-dialog',
    expressions: ['I accept the dialog', 'I accept the alert'],
    description: 'Accept the next alert, confirm or prompt dialog',
    keywordsFr: 'accepter boîte dialogue alerte',
    actions: [{ type: 'acceptDialog' }],
  },
];

const registry = new ParameterTypeRegistry();

/** A step bound to its definition, with the actions it will run. */
export interface BoundStep {
  stepDefId: string;
  expression: string;
  args: string[];
  actions: Action[];
}

interface CompiledDefinition {
  def: StepDefinition;
  matchers: Array<{ source: string; expression: CucumberExpression }>;
}

/** A step library (system steps plus a project's own), matched by Cucumber Expressions. */
export class StepLibrary {
  private readonly compiled: CompiledDefinition[];

  constructor(readonly definitions: StepDefinition[]) {
    this.compiled = definitions.map((def) => ({
      def,
      matchers: def.expressions.map((source) => ({
        source,
        expression: new CucumberExpression(source, registry),
      })),
    }));
  }

  /** The definition a step's text binds to (project steps first, as they are listed first). */
  bind(text: string): BoundStep | null {
    for (const { def, matchers } of this.compiled) {
      for (const { source, expression } of matchers) {
        const match = expression.match(text.trim());
        if (!match) continue;
        const args = match.map((a) => String(a.getValue(null)));
        return { stepDefId: def.id, expression: source, args, actions: fillActions(def.actions, args) };
      }
    }
    return null;
  }

  /** The phrasings nearest a step that binds to nothing, as examples to write instead. */
  closest(text: string, limit = 3): Array<{ stepDefId: string; expression: string }> {
    const plain = (s: string) => s.replace(/\{[^}]+\}|"[^"]*"|\d+/g, '_').toLowerCase();
    const target = plain(text);
    return this.compiled
      .flatMap(({ def, matchers }) => matchers.map((m) => ({ stepDefId: def.id, expression: m.source })))
      .map((c) => ({ ...c, d: distance(plain(c.expression), target) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, limit)
      .map(({ stepDefId, expression }) => ({ stepDefId, expression }));
  }
}

/** Validates an expression, answering the parser's message when it is not a Cucumber Expression. */
export function checkExpression(source: string): string | null {
  try {
    new CucumberExpression(source, registry);
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}
