import { parse } from 'acorn';
import type { Action, Locator } from './actions.js';

/** Code outside the accepted subset: what and where, so the caller can rewrite it. */
export class UnsafeCodeError extends Error {}

type Node = { type: string; start: number; [key: string]: any };

const LOCATOR_METHODS: Record<string, Locator['by']> = {
  getByRole: 'role',
  getByLabel: 'label',
  getByPlaceholder: 'placeholder',
  getByText: 'text',
  getByTestId: 'testid',
  locator: 'css',
};

const LOCATOR_ACTIONS = [
  'click',
  'dblclick',
  'fill',
  'check',
  'uncheck',
  'hover',
  'selectOption',
  'press',
  'scrollIntoViewIfNeeded',
  'waitFor',
];

function refuse(node: Node, what: string): never {
  throw new UnsafeCodeError(
    `${what} (at character ${node.start}) is not allowed; use page.getBy…(…).click()/fill()/check()…, page.goto(…), page.keyboard.press(…) or expect(…) statements`,
  );
}

/** A string literal, a template without expressions, or a parameter ($1…$9, arg1…arg9). */
function text(node: Node): string {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'Literal' && typeof node.value === 'number') return String(node.value);
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  if (node.type === 'Identifier') {
    const param = /^(?:\$|arg)([1-9])$/.exec(node.name);
    if (param) return `$${param[1]}`;
    refuse(node, `the identifier ${node.name}`);
  }
  refuse(node, `a ${node.type} argument`);
}

/** What a chain of calls and members starts from: `require` in require('fs').readFileSync(). */
function rootOf(node: Node): Node {
  let current = node;
  for (;;) {
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression' && current.callee.type !== 'Identifier')
      current = current.callee;
    else if (current.type === 'CallExpression') return current.callee;
    else return current;
  }
}

function isPage(node: Node): boolean {
  return node.type === 'Identifier' && node.name === 'page';
}

/** page.getByX(...) (optionally .first()) as a declarative locator. */
function locatorOf(node: Node): Locator {
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'MemberExpression' &&
    ['first', 'last'].includes(node.callee.property.name)
  ) {
    return locatorOf(node.callee.object);
  }
  if (
    node.type !== 'CallExpression' ||
    node.callee.type !== 'MemberExpression' ||
    !isPage(node.callee.object)
  ) {
    refuse(node, 'a locator that is not page.getBy…(…) or page.locator(…)');
  }
  const method = node.callee.property.name as string;
  const by = LOCATOR_METHODS[method];
  if (!by) refuse(node, `page.${method}`);
  const [first, options] = node.arguments as Node[];
  if (!first) refuse(node, `page.${method}() without an argument`);
  const value = text(first);
  if (by === 'role' && options) {
    if (options.type !== 'ObjectExpression') refuse(options, 'role options that are not an object');
    const name = options.properties.find((p: Node) => p.key?.name === 'name' || p.key?.value === 'name');
    return { by, value, name: name ? text(name.value) : undefined };
  }
  return { by, value };
}

function statement(expr: Node): Action {
  if (expr.type === 'AwaitExpression') return statement(expr.argument);
  if (expr.type !== 'CallExpression' || expr.callee.type !== 'MemberExpression')
    refuse(expr, `a ${expr.type}`);
  const callee = expr.callee as Node;
  const method = callee.property.name as string;
  const args = expr.arguments as Node[];
  // page.goto('/path'), page.reload(), page.goBack(), page.keyboard.press('Enter')
  if (isPage(callee.object)) {
    if (method === 'goto') return { type: 'goto', path: text(args[0]) };
    if (method === 'reload') return { type: 'reload' };
    if (method === 'goBack') return { type: 'goBack' };
    refuse(callee, `page.${method}`);
  }
  if (
    callee.object.type === 'MemberExpression' &&
    isPage(callee.object.object) &&
    callee.object.property.name === 'keyboard'
  ) {
    if (method === 'press') return { type: 'press', key: text(args[0]) };
    refuse(callee, `page.keyboard.${method}`);
  }
  // expect(locator).toBeVisible() / .not.toBeVisible() / expect(page).toHaveURL('/x')
  const negated = callee.object.type === 'MemberExpression' && callee.object.property.name === 'not';
  const subject = negated ? callee.object.object : callee.object;
  if (
    subject.type === 'CallExpression' &&
    subject.callee.type === 'Identifier' &&
    subject.callee.name === 'expect'
  ) {
    const target = subject.arguments[0] as Node;
    if (isPage(target)) {
      if (method === 'toHaveURL' && !negated) return { type: 'expectUrl', value: text(args[0]) };
      if (method === 'toHaveTitle' && !negated) return { type: 'expectTitle', value: text(args[0]) };
      refuse(callee, `expect(page).${negated ? 'not.' : ''}${method}`);
    }
    const locator = locatorOf(target);
    if (method === 'toBeVisible')
      return { type: negated ? 'expectHidden' : 'expectVisible', target: locator };
    if (method === 'toBeHidden' && !negated) return { type: 'expectHidden', target: locator };
    if (method === 'toHaveCount' && !negated)
      return { type: 'expectCount', target: locator, count: text(args[0]) };
    if (method === 'toHaveAttribute' && !negated)
      return { type: 'expectAttribute', target: locator, name: text(args[0]), value: text(args[1]) };
    if (method === 'toHaveValue' && !negated)
      return { type: 'expectValue', target: locator, value: text(args[0]) };
    refuse(callee, `expect(…).${negated ? 'not.' : ''}${method}`);
  }
  const root = rootOf(callee);
  if (!(root.type === 'Identifier' && root.name === 'page')) {
    refuse(root, root.type === 'Identifier' ? `the identifier ${root.name}` : `a ${root.type}`);
  }
  if (!LOCATOR_ACTIONS.includes(method)) refuse(callee, `.${method}()`);
  const target = locatorOf(callee.object);
  switch (method) {
    case 'click':
    case 'dblclick':
      return { type: 'click', target };
    case 'fill':
      return { type: 'fill', target, value: text(args[0]) };
    case 'selectOption':
      return { type: 'select', target, value: text(args[0]) };
    case 'check':
      return { type: 'check', target };
    case 'uncheck':
      return { type: 'uncheck', target };
    case 'hover':
      return { type: 'hover', target };
    case 'press':
      return { type: 'press', key: text(args[0]) };
    case 'scrollIntoViewIfNeeded':
      return { type: 'scrollTo', target };
    default:
      return { type: 'waitFor', target };
  }
}

/**
 * Reads Playwright statements as declarative actions. Only a fixed grammar is accepted; the code is
 * parsed, never run, and anything else (other calls, require, eval, loops, assignments, I/O) is
 * refused naming the construct.
 */
export function actionsFromPlaywrightCode(code: string): Action[] {
  let program: Node;
  try {
    program = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      allowAwaitOutsideFunction: true,
    }) as unknown as Node;
  } catch (error) {
    throw new UnsafeCodeError(`playwrightCode does not parse: ${(error as Error).message}`);
  }
  const actions: Action[] = [];
  for (const node of program.body as Node[]) {
    if (node.type !== 'ExpressionStatement') refuse(node, `a ${node.type}`);
    actions.push(statement(node.expression));
  }
  if (actions.length === 0) throw new UnsafeCodeError('playwrightCode has no statement');
  return actions;
}
