/**
 * What a step does, as data: the server runs these and never code a user sent. Strings may hold
 * `$1`, `$2`… which a step definition fills with what its expression matched.
 */
export type LocatorKind = 'auto' | 'text' | 'label' | 'placeholder' | 'role' | 'testid' | 'css';

export interface Locator {
  by: LocatorKind;
  value: string;
  /** For by: 'role': the accessible name. */
  name?: string;
  /** Look only inside the region of the page with this name (a heading, landmark label or legend). */
  within?: string;
}

export type Action =
  | { type: 'goto'; path: string }
  | { type: 'click' | 'check' | 'uncheck' | 'hover' | 'scrollTo' | 'waitFor'; target: Locator }
  | { type: 'fill' | 'select'; target: Locator; value: string }
  | { type: 'press'; key: string }
  | { type: 'upload'; target: Locator; file: string }
  | { type: 'expectVisible' | 'expectHidden'; target: Locator }
  | { type: 'expectUrl' | 'expectTitle'; value: string }
  | { type: 'expectCount'; target: Locator; count: string }
  | { type: 'expectAttribute'; target: Locator; name: string; value: string }
  | { type: 'expectValue'; target: Locator; value: string }
  | { type: 'scrollDown' | 'goBack' | 'reload' | 'switchTab' | 'acceptDialog' };

/**
 * A target as written in a step: `Email` (found by role and name, label, placeholder or text), or
 * explicit: `css=.buy`, `testid=checkout`, `label=Email`, `placeholder=Search`, `text=Thanks`,
 * `role=button:Pay`. A value that looks like CSS (`#id`, `.class`, `[attr]`) is CSS.
 */
export function parseLocator(written: string): Locator {
  const explicit = /^(css|testid|label|placeholder|text|role)=(.*)$/s.exec(written);
  if (explicit) {
    const by = explicit[1] as LocatorKind;
    if (by === 'role') {
      const [role, ...name] = explicit[2].split(':');
      return { by, value: role.trim(), name: name.join(':').trim() || undefined };
    }
    return { by, value: explicit[2] };
  }
  if (/^[#.[]\S/.test(written)) return { by: 'css', value: written };
  return { by: 'auto', value: written };
}

export function describeLocator(l: Locator): string {
  const where = l.within ? ` in "${l.within}"` : '';
  if (l.by === 'auto') return `"${l.value}"${where}`;
  if (l.by === 'role') return `role=${l.value}${l.name ? `:${l.name}` : ''}${where}`;
  return `${l.by}=${l.value}${where}`;
}

/** The actions with `$1`… replaced by the matched arguments. */
export function fillActions(templates: Action[], args: string[]): Action[] {
  const fill = (value: string) => value.replace(/\$(\d)/g, (_, n) => args[Number(n) - 1] ?? '');
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return fill(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = walk(v);
      // A target given as a parameter is parsed once its text is known.
      const target = (out as { target?: Locator }).target;
      if (target?.by === 'auto') {
        out.target = { ...parseLocator(target.value), ...(target.within ? { within: target.within } : {}) };
      }
      return out;
    }
    return value;
  };
  return templates.map((t) => walk(t) as Action);
}
