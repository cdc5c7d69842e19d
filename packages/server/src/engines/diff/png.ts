import zlib from 'node:zlib';
import { PNG } from 'pngjs';
import type { RgbaImage } from './compare.js';

/**
 * PNG for screenshots. Chromium writes 8-bit RGB or RGBA, non-interlaced: those are decoded here
 * with native inflate and one unfilter pass (about 7× faster than pngjs on a long page); any other
 * kind of PNG goes through pngjs.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
}

function readChunks(png: Buffer): { header: Header; data: Buffer } | null {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE)) return null;
  let header: Header | null = null;
  const data: Buffer[] = [];
  for (let offset = 8; offset + 8 <= png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitDepth: body[8],
        colorType: body[9],
        interlace: body[12],
      };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  return header ? { header, data: Buffer.concat(data) } : null;
}

/**
 * Reverses row y's filter in place; row y's bytes start at y * (stride + 1) + 1 and the row above
 * must already be unfiltered. The first `bpp` bytes of a row have no left neighbour and are handled
 * apart, so the hot loops have no branch.
 */
function unfilterRow(raw: Buffer, y: number, stride: number, bpp: number): void {
  const start = y * (stride + 1) + 1;
  const end = start + stride;
  const up = start - stride - 1;
  const filter = raw[start - 1];
  if (filter === 0) return;
  if (y === 0 && filter !== 1) {
    // No row above: Up leaves bytes as they are, Average halves the left one, Paeth picks the left one.
    if (filter === 3) for (let i = start + bpp; i < end; i++) raw[i] += raw[i - bpp] >> 1;
    else if (filter === 4) for (let i = start + bpp; i < end; i++) raw[i] += raw[i - bpp];
    else if (filter !== 2) throw new Error(`PNG row ${y} has unknown filter ${filter}`);
    return;
  }
  switch (filter) {
    case 1:
      for (let i = start + bpp; i < end; i++) raw[i] += raw[i - bpp];
      break;
    case 2:
      for (let i = start; i < end; i++) raw[i] += raw[i - stride - 1];
      break;
    case 3:
      for (let i = start; i < start + bpp; i++) raw[i] += raw[i - stride - 1] >> 1;
      for (let i = start + bpp; i < end; i++) raw[i] += (raw[i - bpp] + raw[i - stride - 1]) >> 1;
      break;
    case 4:
      for (let i = start; i < start + bpp; i++) raw[i] += raw[i - stride - 1];
      for (let i = start + bpp, j = up + bpp; i < end; i++, j++) {
        const a = raw[i - bpp];
        const b = raw[j];
        const c = raw[j - bpp];
        const pa = b > c ? b - c : c - b;
        const pb = a > c ? a - c : c - a;
        const pcs = a + b - c - c;
        const pc = pcs < 0 ? -pcs : pcs;
        raw[i] += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      break;
    default:
      throw new Error(`PNG row ${y} has unknown filter ${filter}`);
  }
}

/** One unfiltered row of scanline bytes as RGBA pixels. */
function rowToRgba(raw: Buffer, y: number, width: number, bpp: number, out: Uint8Array): void {
  const stride = width * bpp;
  const start = y * (stride + 1) + 1;
  if (bpp === 4) {
    out.set(raw.subarray(start, start + stride), y * stride);
    return;
  }
  const out32 = new Int32Array(out.buffer, out.byteOffset + y * width * 4, width);
  for (let x = 0, i = start; x < width; x++, i += 3)
    out32[x] = raw[i] | (raw[i + 1] << 8) | (raw[i + 2] << 16) | -16777216;
}

/**
 * Row y of RGBA pixels written back as scanline row `line` (y by default), unfiltered: the inverse
 * of rowToRgba.
 */
function rgbaToRow(rgba: Uint8Array, y: number, width: number, bpp: number, raw: Buffer, line = y): void {
  const stride = width * bpp;
  const start = line * (stride + 1) + 1;
  raw[start - 1] = 0;
  if (bpp === 4) {
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), start);
    return;
  }
  for (let x = 0, i = start, o = y * width * 4; x < width; x++, i += 3, o += 4) {
    raw[i] = rgba[o];
    raw[i + 1] = rgba[o + 1];
    raw[i + 2] = rgba[o + 2];
  }
}

/** A screenshot PNG inflated: its rows still filtered, as the file has them. */
interface Scanlines {
  width: number;
  height: number;
  bpp: number;
  raw: Buffer;
}

/** Chromium's kind of PNG (8-bit RGB or RGBA, not interlaced) inflated; null for any other kind. */
function inflate(png: Buffer): Scanlines | null {
  const parsed = readChunks(png);
  if (!parsed) throw new Error('not a PNG file');
  const { width, height, bitDepth, colorType, interlace } = parsed.header;
  if (bitDepth !== 8 || (colorType !== 2 && colorType !== 6) || interlace !== 0) return null;
  const bpp = colorType === 6 ? 4 : 3;
  const size = height * (width * bpp + 1);
  // One output chunk of the known size: zlib's default 16 KB chunks, joined, cost twice the time.
  const raw = zlib.inflateSync(parsed.data, { chunkSize: Math.max(size, 64) });
  if (raw.length < size) throw new Error('PNG image data is truncated');
  return { width, height, bpp, raw };
}

/** A decoded image that keeps its file's filtered rows, so images like it decode quickly (decodeLike). */
export interface KnownImage extends RgbaImage {
  filtered: Scanlines | null;
}

/**
 * A decoded screenshot with its scanlines: each row is either as the file filtered it or unfiltered
 * in place (its filter byte then 0), so they stay a valid encoding of the image and an edited copy
 * is written from them (encodeEdited).
 */
export interface DecodedImage extends RgbaImage {
  lines: Scanlines | null;
}

/** Inflated scanlines unfiltered in place, as RGBA pixels. */
function unfilterAll(lines: Scanlines): DecodedImage {
  const { width, height, bpp, raw } = lines;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    unfilterRow(raw, y, width * bpp, bpp);
    raw[y * (width * bpp + 1)] = 0;
    rowToRgba(raw, y, width, bpp, out);
  }
  return { data: out, width, height, lines };
}

/** Any other kind of PNG (grey, palette, 16-bit, interlaced), through pngjs. */
function decodeOther(png: Buffer): DecodedImage {
  const decoded = PNG.sync.read(png);
  return {
    data: new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength),
    width: decoded.width,
    height: decoded.height,
    lines: null,
  };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Decodes a PNG and keeps what decodeLike needs to decode a similar one. */
export function decodeKnown(bytes: Uint8Array): KnownImage {
  const png = asBuffer(bytes);
  const lines = inflate(png);
  if (!lines) return { ...decodeOther(png), filtered: null };
  const filtered = { ...lines, raw: Buffer.from(lines.raw) };
  const { data, width, height } = unfilterAll(lines);
  return { data, width, height, filtered };
}

/**
 * Decodes a PNG made by the same encoder as a known one (two screenshots of one page): a row whose
 * filtered bytes are the known image's, below a row that decoded the same, is the same row, so it is
 * copied instead of unfiltered. Only the rows that differ cost anything beyond inflating.
 */
export function decodeLike(bytes: Uint8Array, known: KnownImage): DecodedImage {
  const png = asBuffer(bytes);
  const lines = inflate(png);
  if (!lines) return decodeOther(png);
  const base = known.filtered;
  if (!base || lines.width !== base.width || lines.height !== base.height || lines.bpp !== base.bpp)
    return unfilterAll(lines);
  const { width, height, bpp, raw } = lines;
  const stride = width * bpp;
  // A copy of the known pixels (one memcpy): rows that decode the same are then already in place.
  const out = known.data.slice();
  let aboveSame = false;
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1);
    const filter = raw[start];
    const sameBytes = raw.compare(base.raw, start, start + stride + 1, start, start + stride + 1) === 0;
    if (sameBytes && (y === 0 || aboveSame || filter === 0 || filter === 1)) {
      aboveSame = true;
      continue;
    }
    // The row above was copied, not unfiltered here: its pixels come from the known image.
    if (aboveSame && y > 0) rgbaToRow(known.data, y - 1, width, bpp, raw);
    unfilterRow(raw, y, stride, bpp);
    raw[start] = 0;
    rowToRgba(raw, y, width, bpp, out);
    aboveSame = false;
  }
  return { data: out, width, height, lines };
}

export function decodePng(bytes: Uint8Array): DecodedImage {
  const png = asBuffer(bytes);
  const lines = inflate(png);
  return lines ? unfilterAll(lines) : decodeOther(png);
}

/** A PNG chunk: length, type, body and CRC (zlib.crc32, Node 20.15 and later). */
function chunk(type: string, body: Buffer): Buffer {
  const out = Buffer.allocUnsafe(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  body.copy(out, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

function pngFile(width: number, height: number, bpp: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = bpp === 4 ? 6 : 2;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * RGBA in, PNG out. Rows are written unfiltered and deflated at level 1: diff images are mostly
 * flat colour, so that is several times faster than a higher level for a slightly larger file.
 */
export function encodePng(image: RgbaImage): Buffer {
  const { width, height, data } = image;
  const stride = width * 4;
  const raw = Buffer.allocUnsafe(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return pngFile(width, height, 4, raw);
}

/**
 * A decoded screenshot with rows `from` onwards replaced by `band` (RGBA, as wide as the image), as a
 * PNG written from the file's own scanlines: rows outside the band keep their bytes and filter, and
 * stay in the file's colour type, so only the band is converted. The image's scanlines are used up.
 */
export function encodeEdited(image: DecodedImage, from: number, band: RgbaImage): Buffer {
  if (!image.lines || band.width !== image.width || from + band.height > image.height)
    throw new Error('encodeEdited needs a decoded screenshot and a band inside it');
  const { width, height, bpp, raw } = image.lines;
  const stride = width * bpp;
  for (let y = 0; y < band.height; y++) rgbaToRow(band.data, y, width, bpp, raw, from + y);
  // The row below the band may be filtered against the row above it, which changed: unfilter it.
  const below = from + band.height;
  if (below < height && raw[below * (stride + 1)] >= 2) rgbaToRow(image.data, below, width, bpp, raw);
  return pngFile(width, height, bpp, raw.subarray(0, height * (stride + 1)));
}

/** Width and height from the IHDR chunk, without decoding. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
