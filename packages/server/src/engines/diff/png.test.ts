import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decodePng, encodePng, pngSize } from './png.js';

/** A noisy image, so every PNG row filter has real work to undo. */
function noise(width: number, height: number, withAlpha: boolean): PNG {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i++) png.data[i] = (i * 7919 + (i >> 7) * 31) % 251;
  if (!withAlpha) for (let i = 3; i < png.data.length; i += 4) png.data[i] = 255;
  return png;
}

describe('PNG codec', () => {
  it.each([
    0, 1, 2, 3, 4, -1,
  ])('decodes RGBA rows written with filter %i exactly as pngjs does', (filterType) => {
    const png = noise(37, 23, true);
    const bytes = PNG.sync.write(png, { filterType });
    expect(Buffer.from(decodePng(bytes).data)).toEqual(png.data);
  });

  it('decodes RGB (no alpha) rows, as Chromium writes them, to opaque RGBA', () => {
    const png = noise(41, 19, false);
    const bytes = PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, filterType: -1 });
    const decoded = decodePng(bytes);
    expect([decoded.width, decoded.height]).toEqual([41, 19]);
    expect(Buffer.from(decoded.data)).toEqual(PNG.sync.read(bytes).data);
  });

  it('falls back to pngjs for other kinds of PNG (grey, 16-bit)', () => {
    const png = noise(9, 7, false);
    const grey = PNG.sync.write(png, { colorType: 0, inputHasAlpha: true });
    expect(Buffer.from(decodePng(grey).data)).toEqual(PNG.sync.read(grey).data);
  });

  it('encodes what pngjs reads back unchanged, and reads the size without decoding', () => {
    const png = noise(30, 12, true);
    const image = { data: new Uint8Array(png.data), width: 30, height: 12 };
    const bytes = encodePng(image);
    expect(PNG.sync.read(bytes).data).toEqual(png.data);
    expect(pngSize(bytes)).toEqual({ width: 30, height: 12 });
  });

  it('refuses bytes that are not a PNG and a PNG whose image data is cut short', () => {
    expect(() => decodePng(Buffer.from('not a png at all, just some text here'))).toThrow(/not a PNG/);
    const bytes = PNG.sync.write(noise(50, 50, true));
    const idat = bytes.indexOf('IDAT');
    const cut = Buffer.concat([bytes.subarray(0, idat + 40), bytes.subarray(bytes.length - 12)]);
    expect(() => decodePng(cut)).toThrow();
  });
});
