import { describe, expect, it } from 'vitest';
import { planForm } from './assign.js';
import { dataItem } from './fill-forms.js';
import type { FormField, PageForm } from './forms.js';

const field = (kind: FormField['kind'], label: string, extra: Partial<FormField> = {}): FormField => ({
  kind,
  type: kind === 'textarea' ? '' : 'text',
  label,
  names: [label],
  placeholder: '',
  autocomplete: '',
  inputmode: '',
  selector: `#${label.replace(/\W+/g, '-')}`,
  options: [],
  value: '',
  ...extra,
});

const form = (...fields: FormField[]): PageForm => ({
  selector: 'form',
  fields,
  submits: [{ name: 'Continue', selector: 'form button' }],
  title: '',
  container: '',
});

describe('values to fields (planForm)', () => {
  it('keeps a card number, an expiry or a code out of a box for prose: they wait for the form that asks', () => {
    const delivery = form(field('textarea', 'Delivery instructions (optional)'));
    const plan = planForm(delivery, [dataItem('card 4242 4242 4242 4242 exp 07/28 CVC 111')]);
    expect(plan.assignments).toEqual([]);
    expect(plan.unplaced.map((v) => v.text)).toEqual(['4242 4242 4242 4242', '07/28', '111']);
  });

  it('still writes a quoted note into that box', () => {
    const delivery = form(field('textarea', 'Delivery instructions (optional)'));
    const plan = planForm(delivery, [dataItem('note « Leave with the concierge »')]);
    expect(plan.assignments.map((a) => [a.field.label, a.value])).toEqual([
      ['Delivery instructions (optional)', 'Leave with the concierge'],
    ]);
  });

  it('gives the expiry to the field that asks for it, shaped like its placeholder', () => {
    const payment = form(
      field('text', 'Card number'),
      field('text', 'Expiry (MM/YY)', { placeholder: 'MM/YY' }),
      field('textarea', 'Note'),
    );
    const plan = planForm(payment, [dataItem('card 4242 4242 4242 4242 exp 07/28')]);
    expect(Object.fromEntries(plan.assignments.map((a) => [a.field.label, a.value]))).toEqual({
      'Card number': '4242 4242 4242 4242',
      'Expiry (MM/YY)': '07/28',
    });
  });
});
