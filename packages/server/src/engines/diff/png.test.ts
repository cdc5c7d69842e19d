import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decodeKnown, decodeLike, decodePng, encodePng, pngSize } from './png.js';

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
  it.each([
    [2, 0],
    [2, -1],
    [6, 4],
    [6, -1],
  ])('decodes an image against a similar one (colour type %i, filter %i) exactly as on its own', (colorType, filterType) => {
    const base = noise(64, 48, colorType === 6);
    const write = (png: PNG) => PNG.sync.write(png, { colorType, inputHasAlpha: true, filterType } as never);
    const known = decodeKnown(write(base));
    expect(Buffer.from(known.data)).toEqual(Buffer.from(decodePng(write(base)).data));
    // A changed block in the middle, a changed first row, and an unchanged copy.
    const block = noise(64, 48, colorType === 6);
    for (let y = 20; y < 26; y++) for (let x = 10; x < 30; x++) block.data[(y * 64 + x) * 4] ^= 0x5a;
    const top = noise(64, 48, colorType === 6);
    for (let x = 0; x < 64; x++) top.data[x * 4 + 1] ^= 0x33;
    for (const test of [block, top, base]) {
      const bytes = write(test);
      expect(Buffer.from(decodeLike(bytes, known).data)).toEqual(Buffer.from(decodePng(bytes).data));
    }
    // A different size is decoded on its own.
    const other = write(noise(30, 20, colorType === 6));
    expect(decodeLike(other, known)).toMatchObject({ width: 30, height: 20 });
  });
});
