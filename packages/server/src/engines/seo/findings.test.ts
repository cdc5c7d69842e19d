import { describe, expect, it } from 'vitest';
import { seoFindings } from './findings.js';
import type { SeoFacts } from './inspect.js';

const clean: SeoFacts = {
  url: 'https://shop.example/lamps',
  status: 200,
  xRobotsTag: null,
  lang: 'en',
  title: 'Lamps — Shop',
  description: 'Desk, floor and pendant lamps, hand-finished.',
  canonicals: ['https://shop.example/lamps'],
  robotsMeta: null,
  hreflang: [],
  headings: [
    { level: 1, text: 'Lamps' },
    { level: 2, text: 'Desk lamps' },
  ],
  imagesWithoutAlt: [],
  jsonLd: ['{"@context":"https://schema.org","@type":"Product","name":"Lamp"}'],
  links: [{ url: 'https://shop.example/', text: 'Home', status: 200 }],
  robotsTxt: { status: 200, allowsPage: true, sitemaps: ['https://shop.example/sitemap.xml'] },
  sitemap: { url: 'https://shop.example/sitemap.xml', status: 200, parses: true, locs: 3, listsPage: true },
};

const ids = (facts: Partial<SeoFacts>) => seoFindings({ ...clean, ...facts }).map((f) => f.id);

describe('SEO findings from what a page says about itself', () => {
  it('a page that does everything right has no finding of consequence', () => {
    expect(seoFindings(clean).filter((f) => f.severity === 'high' || f.severity === 'medium')).toEqual([]);
  });

  it('names each problem once, with its evidence and fix', () => {
    expect(ids({ title: null })).toContain('title-missing');
    expect(ids({ description: null })).toContain('description-missing');
    expect(ids({ robotsMeta: 'noindex, follow' })).toContain('noindex');
    expect(ids({ headings: [{ level: 2, text: 'Lamps' }] })).toContain('h1-missing');
    expect(ids({ imagesWithoutAlt: ['/a.jpg'] })).toContain('image-alt-missing');
    expect(ids({ jsonLd: ['{"@type": "Product",'] })).toContain('structured-data-invalid');
    expect(ids({ links: [{ url: 'https://shop.example/gone', text: 'Old', status: 404 }] })).toContain(
      'broken-links',
    );
    const noindex = seoFindings({ ...clean, robotsMeta: 'noindex' }).find((f) => f.id === 'noindex')!;
    expect(noindex.evidence).toMatch(/noindex/);
    expect(noindex.fix.length).toBeGreaterThan(10);
  });

  it('a link the host policy refused is not called broken', () => {
    const skipped = {
      url: 'https://elsewhere.example/',
      text: 'Partner',
      status: null,
      skipped: 'another site',
    };
    expect(ids({ links: [skipped] })).not.toContain('broken-links');
  });
});
