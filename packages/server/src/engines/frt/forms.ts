import type { Page } from 'playwright-core';

/** One choice of a list or a group of radio buttons. */
export interface FieldOption {
  label: string;
  value: string;
  /** The radio button's own selector (empty for a list's option). */
  selector: string;
  /** The legend of the fieldset holding this radio button ("vendredi 17 avril" over its times). */
  group?: string;
}

/** A field of a form, as a person sees it and a step can name it. */
export interface FormField {
  kind: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'password';
  /** The input type for text-like fields: email, tel, number, date, text, search… */
  type: string;
  /** Its label (or legend for a radio group), else what names it (aria-label, placeholder, text before it). */
  label: string;
  /** Every word that names it: label, aria-label, placeholder, name and id attributes, text before it. */
  names: string[];
  placeholder: string;
  autocomplete: string;
  inputmode: string;
  /** The most characters the field takes (its maxlength), 0 when it sets none. */
  maxLength?: number;
  selector: string;
  options: FieldOption[];
  /** A text field's value, a list's chosen label, a box's state ("on"/""). */
  value: string;
}

export interface PageForm {
  selector: string;
  fields: FormField[];
  /** The form's own submit controls (the first is the default), each with the selector that finds it. */
  submits: Array<{ name: string; selector: string }>;
  /** What names the form: its heading or legend, the card or section around it. */
  title: string;
  /** The text of the card, row or section it sits in (to tell repeated forms apart). */
  container: string;
  /** A form that only asks the site for a page (method GET: a search or a filter) changes nothing there. */
  asks: boolean;
  /** In the site's chrome (header, footer, navigation): a newsletter, a language or search box. */
  inChrome: boolean;
  /** The page says it is one step of several ("Step 1 of 5", "Étape 2 sur 4", a progress bar). */
  inSequence?: boolean;
}

/**
 * The forms of a page with their visible fields, computed in the page. Self-contained (sent to the
 * browser as source). Fields outside any form are gathered as one form of the page.
 */
export function formFacts(): PageForm[] {
  const esc = (v: string) => CSS.escape(v);
  const unique = (s: string) => {
    try {
      return document.querySelectorAll(s).length === 1;
    } catch {
      return false;
    }
  };
  const selectorOf = (el: Element): string => {
    if (el.id && unique(`#${esc(el.id)}`)) return `#${esc(el.id)}`;
    const tag = el.tagName.toLowerCase();
    const name = el.getAttribute('name');
    if (name) {
      const byName = `${tag}[name="${name}"]`;
      if (unique(byName)) return byName;
      const value = el.getAttribute('value');
      if (value !== null && unique(`${byName}[value="${value}"]`)) return `${byName}[value="${value}"]`;
    }
    const steps: string[] = [];
    let node: Element | null = el;
    while (node && node !== document.body) {
      if (node.id && unique(`#${esc(node.id)}`)) {
        steps.unshift(`#${esc(node.id)}`);
        return steps.join(' > ');
      }
      const t = node.tagName.toLowerCase();
      const same = node.parentElement
        ? [...node.parentElement.children].filter((c) => c.tagName === node!.tagName)
        : [];
      steps.unshift(same.length > 1 ? `${t}:nth-of-type(${same.indexOf(node) + 1})` : t);
      node = node.parentElement;
    }
    steps.unshift('body');
    return steps.join(' > ');
  };
  const text = (el: Element | null) =>
    ((el as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim();
  const labelOf = (el: Element) => {
    const id = el.getAttribute('id');
    const label = (id ? document.querySelector(`label[for="${esc(id)}"]`) : null) ?? el.closest('label');
    if (!label) return '';
    const copy = label.cloneNode(true) as Element;
    for (const c of copy.querySelectorAll('select,input,textarea,button')) c.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  // The words just before a field with no label: "<span class=lbl>CVC</span><input>".
  const before = (el: Element) => {
    let node: Element | null = el;
    for (let depth = 0; node && depth < 2; depth++, node = node.parentElement) {
      const prev = node.previousElementSibling;
      if (
        prev &&
        !prev.matches('input,select,textarea,button') &&
        !prev.querySelector('input,select,textarea')
      )
        return text(prev).slice(0, 80);
      if (prev) return '';
    }
    return '';
  };
  const visible = (el: Element) => {
    const s = getComputedStyle(el);
    return el.getClientRects().length > 0 && s.visibility !== 'hidden' && s.display !== 'none';
  };
  const headingOf = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const own = node.querySelector(':scope > h1,:scope > h2,:scope > h3,:scope > h4,:scope > legend');
      if (own) return { title: text(own), container: text(node).slice(0, 300) };
      if (/^(ARTICLE|SECTION|LI|TR|FIELDSET)$/.test(node.tagName))
        return { title: '', container: text(node).slice(0, 300) };
    }
    return { title: '', container: '' };
  };
  const controls = [...document.querySelectorAll('input,select,textarea')].filter((el) => {
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    return !['hidden', 'submit', 'button', 'reset', 'image', 'file'].includes(type) && visible(el);
  });
  const groups = new Map<Element | null, Element[]>();
  for (const el of controls) {
    const form = el.closest('form');
    if (!groups.has(form)) groups.set(form, []);
    groups.get(form)!.push(el);
  }
  // A form of buttons only ("Choisir" in each departure's card, with hidden fields) is a form too.
  for (const form of document.querySelectorAll('form'))
    if (!groups.has(form) && visible(form)) groups.set(form, []);
  const inSequence =
    /(?<!\p{L})(?:step|[ée]tape)\s*\d+\s*(?:of|sur|\/)\s*\d+/iu.test(document.body.innerText) ||
    document.querySelector('[aria-current=step], progress, [role=progressbar]') !== null;
  const forms = [];
  for (const [form, els] of groups) {
    const fields: Array<Record<string, unknown>> = [];
    const radios = new Map<string, Record<string, unknown>>();
    for (const el of els) {
      const tag = el.tagName.toLowerCase();
      const type = (el.getAttribute('type') ?? (tag === 'input' ? 'text' : '')).toLowerCase();
      const names = [
        labelOf(el),
        el.getAttribute('aria-label') ?? '',
        el.getAttribute('placeholder') ?? '',
        (el.getAttribute('name') ?? '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' '),
        (el.getAttribute('id') ?? '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' '),
        el.getAttribute('title') ?? '',
        before(el),
      ].filter(Boolean);
      const base = {
        type,
        placeholder: el.getAttribute('placeholder') ?? '',
        autocomplete: (el.getAttribute('autocomplete') ?? '').toLowerCase(),
        inputmode: (el.getAttribute('inputmode') ?? '').toLowerCase(),
        maxLength: Number(el.getAttribute('maxlength')) || 0,
      };
      if (type === 'radio') {
        const key = el.getAttribute('name') ?? selectorOf(el);
        let group = radios.get(key);
        if (!group) {
          const fieldset = el.closest('fieldset');
          const legend = fieldset ? text(fieldset.querySelector('legend')) : '';
          group = {
            ...base,
            kind: 'radio',
            label: legend || (el.getAttribute('name') ?? ''),
            names: [legend, el.getAttribute('name') ?? ''].filter(Boolean),
            selector: `input[type=radio][name="${key}"]`,
            options: [],
            value: '',
          };
          radios.set(key, group);
          fields.push(group);
        }
        const label = labelOf(el) || text(el.parentElement);
        const own = el.closest('fieldset');
        (group.options as unknown[]).push({
          label,
          value: el.getAttribute('value') ?? '',
          selector: selectorOf(el),
          group: own ? text(own.querySelector('legend')) : '',
        });
        if ((el as HTMLInputElement).checked) group.value = label;
        continue;
      }
      const kind =
        tag === 'select'
          ? 'select'
          : tag === 'textarea'
            ? 'textarea'
            : type === 'checkbox'
              ? 'checkbox'
              : type === 'password'
                ? 'password'
                : 'text';
      fields.push({
        ...base,
        kind,
        label: names[0] ?? '',
        names,
        selector: selectorOf(el),
        options:
          tag === 'select'
            ? [...(el as HTMLSelectElement).options].map((o) => ({
                label: o.text.trim(),
                value: o.value,
                selector: '',
              }))
            : [],
        value:
          kind === 'checkbox'
            ? (el as HTMLInputElement).checked
              ? 'on'
              : ''
            : tag === 'select'
              ? ((el as HTMLSelectElement).selectedOptions[0]?.text.trim() ?? '')
              : (el as HTMLInputElement).value,
      });
    }
    const scope = form ?? document.body;
    const submits = [
      ...scope.querySelectorAll(
        'button:not([type=button]):not([type=reset]),input[type=submit],input[type=image]',
      ),
    ]
      .filter((b) => visible(b) && (form ? b.closest('form') === form : !b.closest('form')))
      .map((b) => ({
        name: (b.getAttribute('aria-label') || text(b) || (b as HTMLInputElement).value || '').trim(),
        selector: selectorOf(b),
      }));
    if (!els.length && !submits.length) continue;
    const where = headingOf((form ?? els[0]) as Element);
    forms.push({
      selector: form ? selectorOf(form) : 'body',
      fields,
      submits,
      title: where.title || (form?.getAttribute('aria-label') ?? ''),
      container: where.container,
      // (A GET form that signs someone up still changes the site: only a search or a filter asks.)
      asks: Boolean(
        form &&
          (form as HTMLFormElement).method === 'get' &&
          (els.every((e) => e.matches('select, [type=search], [type=checkbox], [type=radio]')) ||
            /search|filter|find|recherch|filtr|cherch/i.test(
              `${submits.map((b) => b.name).join(' ')} ${form.getAttribute('role') ?? ''} ${form.id} ${form.className}`,
            )),
      ),
      inChrome: Boolean(
        (form ?? els[0])?.closest(
          'header, footer, nav, [role=banner], [role=contentinfo], [role=navigation]',
        ),
      ),
      inSequence,
    });
  }
  return forms as unknown as PageForm[];
}

/** The forms a page shows, with their visible fields. */
export function listForms(page: Page): Promise<PageForm[]> {
  return page.evaluate(`(${formFacts.toString()})()`);
}
