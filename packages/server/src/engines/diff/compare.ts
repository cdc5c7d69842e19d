/**
 * Pixel comparison of two RGBA images. Identical rows are skipped with one native memcmp, so the
 * cost grows with what changed, not with the page; changed pixels are judged in YIQ colour space
 * and anti-aliased edges are told apart from real changes by looking at their neighbours.
 */

export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Region extends Rect {
  pixels: number;
}

export const MASK_SAME = 0;
export const MASK_CHANGED = 1;
export const MASK_ANTIALIASED = 2;
export const MASK_IGNORED = 3;

export interface CompareOptions {
  /** Colour distance tolerated per pixel, 0..1 (0.1 by default, as pixelmatch). */
  threshold?: number;
  /** Areas excluded from the comparison (still visible in the images). */
  ignore?: Rect[];
}

export interface CompareResult {
  width: number;
  height: number;
  sizeChanged: boolean;
  changedPixels: number;
  antialiasedPixels: number;
  ignoredPixels: number;
  /** Changed pixels (plus the area only one image has), as a share of the larger image, in percent. */
  mismatchPercent: number;
  regions: Region[];
  /** Per pixel of the larger image: MASK_* values. */
  mask: Uint8Array;
  maskWidth: number;
  maskHeight: number;
  /** First and last mask row that is not MASK_SAME, or null. */
  rows: [number, number] | null;
}

const CELL = 8;

/** Squared YIQ distance of two RGBA pixels, each blended over white first. */
function colorDistance(a: Uint8Array, ia: number, b: Uint8Array, ib: number): number {
  let r1 = a[ia];
  let g1 = a[ia + 1];
  let b1 = a[ia + 2];
  let r2 = b[ib];
  let g2 = b[ib + 1];
  let b2 = b[ib + 2];
  const a1 = a[ia + 3];
  const a2 = b[ib + 3];
  if (a1 < 255) {
    const k = a1 / 255;
    r1 = 255 + (r1 - 255) * k;
    g1 = 255 + (g1 - 255) * k;
    b1 = 255 + (b1 - 255) * k;
  }
  if (a2 < 255) {
    const k = a2 / 255;
    r2 = 255 + (r2 - 255) * k;
    g2 = 255 + (g2 - 255) * k;
    b2 = 255 + (b2 - 255) * k;
  }
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
  const i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189;
  const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
  return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
}

/** True when (x, y) has at least three neighbours of its exact colour: a flat area, not an edge. */
function hasFlatNeighbourhood(px: Int32Array, w: number, h: number, x: number, y: number): boolean {
  const c = px[y * w + x];
  let same = x === 0 || x === w - 1 || y === 0 || y === h - 1 ? 1 : 0;
  const x0 = x > 0 ? x - 1 : 0;
  const x1 = x < w - 1 ? x + 1 : x;
  const y1 = y < h - 1 ? y + 1 : y;
  for (let ny = y > 0 ? y - 1 : 0; ny <= y1; ny++) {
    const row = ny * w;
    for (let nx = x0; nx <= x1; nx++) {
      if ((nx !== x || ny !== y) && px[row + nx] === c && ++same > 2) return true;
    }
  }
  return false;
}

/** Brightness (the Y of YIQ) of a little-endian RGBA word. */
function luma(p: number): number {
  return (p & 0xff) * 0.29889531 + ((p >> 8) & 0xff) * 0.58662247 + ((p >> 16) & 0xff) * 0.11448223;
}

/**
 * An anti-aliased pixel sits between a darker and a brighter neighbour, and those extremes are
 * flat areas in both images (after V. Vyšniauskas, "Anti-aliased pixel and intensity slope detector").
 */
function isAntialiased(
  px: Int32Array,
  w: number,
  h: number,
  x: number,
  y: number,
  opx: Int32Array,
  ow: number,
  oh: number,
): boolean {
  const x0 = x > 0 ? x - 1 : 0;
  const y0 = y > 0 ? y - 1 : 0;
  const x1 = x < w - 1 ? x + 1 : x;
  const y1 = y < h - 1 ? y + 1 : y;
  const c = px[y * w + x];
  const centre = luma(c);
  let equal = x === x0 || x === x1 || y === y0 || y === y1 ? 1 : 0;
  let min = 0;
  let max = 0;
  let minX = -1;
  let minY = -1;
  let maxX = -1;
  let maxY = -1;
  for (let ny = y0; ny <= y1; ny++) {
    const row = ny * w;
    for (let nx = x0; nx <= x1; nx++) {
      if (nx === x && ny === y) continue;
      const q = px[row + nx];
      const delta = q === c ? 0 : luma(q) - centre;
      if (delta === 0) {
        if (++equal > 2) return false;
      } else if (delta < min) {
        min = delta;
        minX = nx;
        minY = ny;
      } else if (delta > max) {
        max = delta;
        maxX = nx;
        maxY = ny;
      }
    }
  }
  if (min === 0 || max === 0) return false;
  return (
    (minX < ow &&
      minY < oh &&
      hasFlatNeighbourhood(px, w, h, minX, minY) &&
      hasFlatNeighbourhood(opx, ow, oh, minX, minY)) ||
    (maxX < ow &&
      maxY < oh &&
      hasFlatNeighbourhood(px, w, h, maxX, maxY) &&
      hasFlatNeighbourhood(opx, ow, oh, maxX, maxY))
  );
}

function markIgnored(mask: Uint8Array, width: number, height: number, rects: Rect[]): number {
  let count = 0;
  for (const r of rects) {
    const x0 = Math.max(0, Math.floor(r.x));
    const y0 = Math.max(0, Math.floor(r.y));
    const x1 = Math.min(width, Math.ceil(r.x + r.width));
    const y1 = Math.min(height, Math.ceil(r.y + r.height));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = y * width + x;
        if (mask[i] !== MASK_IGNORED) {
          mask[i] = MASK_IGNORED;
          count++;
        }
      }
    }
  }
  return count;
}

/**
 * Changed pixels gathered into 8 px cells as they are found (no second pass over the mask), then
 * cells that touch or are one cell apart are joined into regions.
 */
class Cells {
  private readonly cols: number;
  private readonly count: Int32Array;
  /** x0, y0, x1, y1 per cell. */
  private readonly box: Int32Array;

  constructor(width: number, height: number) {
    this.cols = Math.ceil(width / CELL);
    const cells = this.cols * Math.ceil(height / CELL);
    this.count = new Int32Array(cells);
    this.box = new Int32Array(cells * 4);
  }

  add(x: number, y: number): void {
    const c = ((y / CELL) | 0) * this.cols + ((x / CELL) | 0);
    const b = c * 4;
    const box = this.box;
    if (this.count[c]++ === 0) {
      box[b] = x;
      box[b + 1] = y;
      box[b + 2] = x;
      box[b + 3] = y;
      return;
    }
    if (x < box[b]) box[b] = x;
    if (x > box[b + 2]) box[b + 2] = x;
    if (y > box[b + 3]) box[b + 3] = y;
  }

  regions(): Region[] {
    const { cols, count, box } = this;
    const rows = count.length / cols;
    const parent = new Int32Array(count.length);
    for (let i = 0; i < parent.length; i++) parent[i] = i;
    const find = (i: number): number => {
      while (parent[i] !== i) {
        parent[i] = parent[parent[i]];
        i = parent[i];
      }
      return i;
    };
    for (let c = 0; c < count.length; c++) {
      if (count[c] === 0) continue;
      const cx = c % cols;
      const cy = (c / cols) | 0;
      for (let dy = 0; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          if (dy === 0 && dx <= 0) continue;
          const nx = cx + dx;
          const ny = cy + dy;
          if (nx < 0 || nx >= cols || ny >= rows) continue;
          const n = ny * cols + nx;
          if (count[n] > 0) parent[find(n)] = find(c);
        }
      }
    }
    const regions = new Map<number, { x0: number; y0: number; x1: number; y1: number; pixels: number }>();
    for (let c = 0; c < count.length; c++) {
      if (count[c] === 0) continue;
      const root = find(c);
      const b = c * 4;
      const r = regions.get(root);
      if (!r)
        regions.set(root, { x0: box[b], y0: box[b + 1], x1: box[b + 2], y1: box[b + 3], pixels: count[c] });
      else {
        r.x0 = Math.min(r.x0, box[b]);
        r.y0 = Math.min(r.y0, box[b + 1]);
        r.x1 = Math.max(r.x1, box[b + 2]);
        r.y1 = Math.max(r.y1, box[b + 3]);
        r.pixels += count[c];
      }
    }
    return [...regions.values()]
      .map((r) => ({ x: r.x0, y: r.y0, width: r.x1 - r.x0 + 1, height: r.y1 - r.y0 + 1, pixels: r.pixels }))
      .sort((p, q) => q.pixels - p.pixels);
  }
}

function pixels(img: RgbaImage): Int32Array {
  return new Int32Array(img.data.buffer, img.data.byteOffset, img.width * img.height);
}

function bytes(img: RgbaImage): Buffer {
  return Buffer.from(img.data.buffer, img.data.byteOffset, img.width * img.height * 4);
}

export function compareImages(a: RgbaImage, b: RgbaImage, options: CompareOptions = {}): CompareResult {
  const threshold = options.threshold ?? 0.1;
  const maxDistance = 35215 * threshold * threshold;
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const commonW = Math.min(a.width, b.width);
  const commonH = Math.min(a.height, b.height);
  const ignore = options.ignore ?? [];
  const sameSize = a.width === b.width && a.height === b.height;
  const result: CompareResult = {
    width: commonW,
    height: commonH,
    sizeChanged: !sameSize,
    changedPixels: 0,
    antialiasedPixels: 0,
    ignoredPixels: 0,
    mismatchPercent: 0,
    regions: [],
    mask: new Uint8Array(0),
    maskWidth: width,
    maskHeight: height,
    rows: null,
  };
  // Equal pixels with nothing to mark: one native comparison, no mask.
  if (sameSize && ignore.length === 0 && bytes(a).equals(bytes(b))) return result;

  const mask = new Uint8Array(width * height);
  result.mask = mask;
  result.ignoredPixels = markIgnored(mask, width, height, ignore);
  const cells = new Cells(width, height);
  const a32 = pixels(a);
  const b32 = pixels(b);
  const aBytes = bytes(a);
  const bBytes = bytes(b);
  const aw = a.width;
  const bw = b.width;
  const rowBytes = commonW * 4;
  let changed = 0;
  let antialiased = 0;
  // Rows that hold anything but MASK_SAME: later passes over the mask look only there.
  let firstRow = height;
  let lastRow = -1;
  for (const r of ignore) {
    if (r.width <= 0 || r.height <= 0) continue;
    firstRow = Math.min(firstRow, Math.max(0, Math.floor(r.y)));
    lastRow = Math.max(lastRow, Math.min(height - 1, Math.ceil(r.y + r.height) - 1));
  }

  for (let y = 0; y < commonH; y++) {
    const ar = y * aw;
    const br = y * bw;
    if (aBytes.compare(bBytes, br * 4, br * 4 + rowBytes, ar * 4, ar * 4 + rowBytes) === 0) continue;
    const mr = y * width;
    let rowTouched = false;
    for (let x = 0; x < commonW; x++) {
      if (a32[ar + x] === b32[br + x] || mask[mr + x] === MASK_IGNORED) continue;
      if (colorDistance(a.data, (ar + x) * 4, b.data, (br + x) * 4) <= maxDistance) continue;
      rowTouched = true;
      if (
        isAntialiased(a32, aw, a.height, x, y, b32, bw, b.height) ||
        isAntialiased(b32, bw, b.height, x, y, a32, aw, a.height)
      ) {
        mask[mr + x] = MASK_ANTIALIASED;
        antialiased++;
      } else {
        mask[mr + x] = MASK_CHANGED;
        cells.add(x, y);
        changed++;
      }
    }
    if (rowTouched) {
      if (y < firstRow) firstRow = y;
      if (y > lastRow) lastRow = y;
    }
  }

  // The area only one image covers counts as changed.
  let extra = 0;
  if (!sameSize) {
    firstRow = Math.min(firstRow, commonW < width ? 0 : commonH);
    lastRow = height - 1;
    for (let y = 0; y < height; y++) {
      for (let x = y < commonH ? commonW : 0; x < width; x++) {
        const i = y * width + x;
        if (mask[i] === MASK_IGNORED) continue;
        mask[i] = MASK_CHANGED;
        cells.add(x, y);
        extra++;
      }
    }
  }
  const total = width * height;
  result.changedPixels = changed + extra;
  result.antialiasedPixels = antialiased;
  result.mismatchPercent = total === 0 ? 0 : ((changed + extra) / total) * 100;
  result.regions = changed + extra > 0 ? cells.regions() : [];
  result.rows = lastRow < firstRow ? null : [firstRow, lastRow];
  return result;
}

// Little-endian RGBA words (A B G R), as signed 32-bit integers so every operation stays in int32.
const MAGENTA = 0xffff00ff | 0;
const YELLOW = 0xff00d0ff | 0;
const BLUE_TINT = 0xffe0c0a0 | 0;

/**
 * The diff image, as BackstopJS draws it: the test capture itself with changed pixels magenta,
 * anti-aliased ones yellow and ignored areas tinted blue. The capture is copied natively and only
 * the rows that hold a mark are touched, so drawing costs little more than a memcpy. `band` draws
 * only those rows of it (top and bottom, inclusive).
 */
export function renderDiff(
  test: RgbaImage,
  result: CompareResult,
  [top, bottom]: [number, number] = [0, result.maskHeight - 1],
): RgbaImage {
  const { maskWidth: width, mask } = result;
  const height = bottom - top + 1;
  const data = new Uint8Array(width * height * 4);
  const rows = Math.max(0, Math.min(bottom + 1, test.height) - top);
  if (width === test.width) data.set(test.data.subarray(top * width * 4, (top + rows) * width * 4));
  else {
    const w = Math.min(width, test.width) * 4;
    for (let y = 0; y < rows; y++)
      data.set(test.data.subarray((top + y) * test.width * 4, (top + y) * test.width * 4 + w), y * width * 4);
  }
  const out = new Int32Array(data.buffer);
  const [from, to] = result.rows ?? [0, -1];
  const shift = top * width;
  // Four mask bytes at a time: most of a marked row is unmarked.
  const words = new Int32Array(mask.buffer, mask.byteOffset, mask.byteLength >> 2);
  const end = Math.min((Math.min(to, bottom) + 1) * width, mask.length);
  for (let i = Math.max(from, top) * width; i < end; i++) {
    if ((i & 3) === 0 && i + 4 <= end && words[i >> 2] === 0) {
      i += 3;
      continue;
    }
    const m = mask[i];
    if (m === MASK_SAME) continue;
    const o = i - shift;
    out[o] = m === MASK_CHANGED ? MAGENTA : m === MASK_ANTIALIASED ? YELLOW : out[o] & BLUE_TINT;
  }
  return { data, width, height };
}
