import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareImages, MASK_CHANGED, type RgbaImage, renderDiff } from './compare.js';
import { diffPngs } from './diff-pngs.js';
import { decodePng, encodePng } from './png.js';

function blank(width: number, height: number, rgba = [255, 255, 255, 255]): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return { data, width, height };
}

function fill(img: RgbaImage, x: number, y: number, w: number, h: number, rgba: number[]) {
  for (let yy = y; yy < y + h; yy++)
    for (let xx = x; xx < x + w; xx++) img.data.set(rgba, (yy * img.width + xx) * 4);
}

describe('compareImages', () => {
  it('finds nothing in identical images', () => {
    const r = compareImages(blank(50, 40), blank(50, 40));
    expect(r).toMatchObject({ changedPixels: 0, mismatchPercent: 0, regions: [], sizeChanged: false });
  });

  it('boxes each changed block exactly and keeps far-apart changes apart', () => {
    const a = blank(200, 100);
    const b = blank(200, 100);
    fill(b, 10, 20, 12, 5, [0, 0, 0, 255]);
    fill(b, 150, 70, 3, 3, [200, 0, 0, 255]);
    const r = compareImages(a, b);
    expect(r.changedPixels).toBe(12 * 5 + 9);
    expect(r.regions).toEqual([
      { x: 10, y: 20, width: 12, height: 5, pixels: 60 },
      { x: 150, y: 70, width: 3, height: 3, pixels: 9 },
    ]);
    expect(r.mismatchPercent).toBeCloseTo((69 / 20000) * 100, 6);
  });

  it('tolerates colour noise below the threshold but not above it', () => {
    const a = blank(10, 10, [100, 100, 100, 255]);
    const slight = blank(10, 10, [102, 100, 100, 255]);
    expect(compareImages(a, slight).changedPixels).toBe(0);
    const strong = blank(10, 10, [160, 100, 100, 255]);
    expect(compareImages(a, strong).changedPixels).toBe(100);
  });

  it('classifies an anti-aliased edge shift as anti-aliasing, not as a change', () => {
    // A dark square whose right edge is blended grey in one image and grey one pixel over in the other.
    const a = blank(30, 30);
    const b = blank(30, 30);
    fill(a, 5, 5, 10, 10, [0, 0, 0, 255]);
    fill(b, 5, 5, 10, 10, [0, 0, 0, 255]);
    fill(a, 15, 5, 1, 10, [128, 128, 128, 255]);
    fill(b, 15, 5, 1, 10, [160, 160, 160, 255]);
    const r = compareImages(a, b);
    expect(r.changedPixels).toBe(0);
    expect(r.antialiasedPixels).toBeGreaterThan(0);
  });

  it('leaves ignored areas out of the comparison', () => {
    const a = blank(40, 40);
    const b = blank(40, 40);
    fill(b, 0, 0, 10, 10, [0, 0, 0, 255]);
    fill(b, 30, 30, 5, 5, [0, 0, 0, 255]);
    const r = compareImages(a, b, { ignore: [{ x: 0, y: 0, width: 10, height: 10 }] });
    expect(r.changedPixels).toBe(25);
    expect(r.ignoredPixels).toBe(100);
  });

  it('reports a size change and counts the area only one image has', () => {
    const r = compareImages(blank(20, 10), blank(20, 15));
    expect(r.sizeChanged).toBe(true);
    expect(r.changedPixels).toBe(100);
    expect(r.regions[0]).toMatchObject({ x: 0, y: 10, width: 20, height: 5 });
  });

  it('draws changed pixels magenta on an unchanged copy of the test image', () => {
    const a = blank(4, 2, [10, 20, 30, 255]);
    const b = blank(4, 2, [10, 20, 30, 255]);
    fill(b, 3, 0, 1, 1, [255, 255, 255, 255]);
    const r = compareImages(a, b);
    expect(r.mask[3]).toBe(MASK_CHANGED);
    const img = renderDiff(b, r);
    expect([...img.data.slice(0, 4)]).toEqual([10, 20, 30, 255]);
    expect([...img.data.slice(12, 16)]).toEqual([255, 0, 255, 255]);
    expect([...img.data.slice(16, 32)]).toEqual([...b.data.slice(16, 32)]);
  });

  it('answers identical images without allocating a mask', () => {
    const r = compareImages(blank(64, 64), blank(64, 64));
    expect(r.mask.length).toBe(0);
    expect(r.rows).toBeNull();
  });
});

describe('diffPngs', () => {
  it('short-cuts byte-equal files and round-trips a diff image through PNG', () => {
    const a = encodePng(blank(30, 20));
    expect(diffPngs({ baseline: a, test: Buffer.from(a) })).toMatchObject({
      identicalBytes: true,
      diffPng: null,
    });
    const changed = blank(30, 20);
    fill(changed, 1, 1, 4, 4, [0, 0, 255, 255]);
    const out = diffPngs({ baseline: a, test: encodePng(changed) });
    expect(out.stats.changedPixels).toBe(16);
    const diff = decodePng(out.diffPng!);
    expect([diff.width, diff.height]).toEqual([30, 20]);
  });

  it('gives counts without a diff image when asked to', () => {
    const changed = blank(30, 20);
    fill(changed, 1, 1, 4, 4, [0, 0, 255, 255]);
    const out = diffPngs({ baseline: encodePng(blank(30, 20)), test: encodePng(changed), image: false });
    expect(out.stats.changedPixels).toBe(16);
    expect(out.diffPng).toBeNull();
  });

  it.each([
    [2, 2],
    [6, 2],
    [2, -1],
  ])('writes the diff image of a screenshot-like PNG (colour type %i, filter %i) from its own rows, pixel for pixel the full drawing', (colorType, filterType) => {
    // Stripes, so filtered rows refer to the rows above; a change in the middle and one on the first row.
    const striped = () => {
      const image = blank(48, 40);
      for (let y = 0; y < 40; y += 3)
        fill(image, (y * 5) % 40, y, 8, Math.min(2, 40 - y), [y * 6, 90, 200 - y * 4, 255]);
      return image;
    };
    const test = striped();
    fill(test, 10, 17, 12, 5, [0, 160, 0, 255]);
    fill(test, 0, 0, 3, 1, [0, 0, 0, 255]);
    const write = (image: RgbaImage) => {
      const png = new PNG({ width: image.width, height: image.height });
      png.data = Buffer.from(image.data);
      return PNG.sync.write(png, { colorType, inputHasAlpha: true, filterType } as never);
    };
    // An ignored band tints rows whose pixels did not change: the row below must be written anew.
    const ignore = [{ x: 0, y: 30, width: 48, height: 4 }];
    const out = diffPngs({ baseline: write(striped()), test: write(test), ignore });
    const drawn = renderDiff(
      decodePng(write(test)),
      compareImages(decodePng(write(striped())), decodePng(write(test)), { ignore }),
    );
    expect(Buffer.from(decodePng(out.diffPng!).data)).toEqual(Buffer.from(drawn.data));
    expect(PNG.sync.read(Buffer.from(out.diffPng!)).data).toEqual(Buffer.from(drawn.data));
  });
});
