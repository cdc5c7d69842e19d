import { describe, expect, it } from 'vitest';
import { groupPages, inGroup } from './page-groups.js';

describe('page groups: the templates behind a site’s pages', () => {
  it('puts a listing’s items together and keeps sections apart', () => {
    const groups = groupPages([
      '/',
      '/pricing',
      '/contact',
      '/product/blue-mug',
      '/product/red-lamp?ref=home',
      '/product/linen-cushion',
      '/product',
      '/orders/1042',
      '/orders/1043',
      '/u/3f2c1a9e-4b7d-4c2a-9f1e-2b3c4d5e6f70/settings',
    ]);
    expect(groups.map((g) => [g.pattern, g.paths.length])).toEqual([
      ['/product/:slug', 3],
      ['/orders/:id', 2],
      ['/', 1],
      ['/contact', 1],
      ['/pricing', 1],
      ['/product', 1],
      ['/u/:id/settings', 1],
    ]);
    expect(groups[0].paths).toContain('/product/red-lamp');
  });

  it('groups from where the site starts: sections under a base path stay apart', () => {
    const groups = groupPages(
      ['/demo/', '/demo/pricing', '/demo/contact', '/demo/blog/a', '/demo/blog/b'],
      '/demo',
    );
    expect(groups.map((g) => g.pattern)).toEqual([
      '/demo/blog/:slug',
      '/demo',
      '/demo/contact',
      '/demo/pricing',
    ]);
  });

  it('tells whether a path is one of a group’s pages', () => {
    const [products] = groupPages(['/product/a', '/product/b']);
    expect(inGroup(products, '/product/c?x=1')).toBe(true);
    expect(inGroup(products, '/product')).toBe(false);
    expect(inGroup(products, '/product/c/reviews')).toBe(false);
  });
});
