import { describe, expect, it } from 'vitest';
import { lookup, mismatch } from './expect.js';

describe('plan expectations', () => {
  it('an exact value includes its type; oneOf, pattern, present and type say why they fail', () => {
    expect(mismatch({ value: 49.9 }, 49.9)).toBeNull();
    expect(mismatch({ value: 49.9 }, '49.9')).toMatch(/is a string, expected the number 49.9/);
    expect(mismatch({ oneOf: ['EUR', 'USD'] }, 'GBP')).toMatch(/not one of "EUR", "USD"/);
    expect(mismatch({ pattern: '^SKU-' }, 'sku-1')).toMatch(/does not match/);
    expect(mismatch({ present: true }, '')).toBe('empty');
    expect(mismatch({ type: 'number' }, '3')).toMatch(/is a string, not a number/);
  });

  it('a pattern that backtracks forever elsewhere is matched in linear time', () => {
    expect(mismatch({ pattern: '(a+)+b' }, `${'a'.repeat(50_000)}b`)).toBeNull();
    const refused = mismatch({ pattern: '^(a+)+$' }, `${'a'.repeat(50_000)}b`);
    expect(refused).toMatch(/does not match/);
    expect(refused!.length).toBeLessThan(300);
  });

  it('finds a variable by its mapping, its name, or as the shallowest nested key', () => {
    const hit = { currency: 'EUR', 'ecommerce.items.0.item_id': 'SKU-1', 'ecommerce.value': 3 };
    expect(lookup(hit, ['ep.currency'])).toMatchObject({ found: true, value: 'EUR' });
    expect(lookup(hit, [undefined, 'item_id'])).toMatchObject({
      value: 'SKU-1',
      key: 'ecommerce.items.0.item_id',
    });
    expect(lookup(hit, ['value'])).toMatchObject({ value: 3 });
    expect(lookup(hit, ['coupon']).found).toBe(false);
  });
});
