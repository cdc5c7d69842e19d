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

function luma(r: number, g: number, b: number): number {
  return r * 0.29889531 + g * 0.58662247 + b * 0.11448223;
}

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

function brightnessAt(img: RgbaImage, x: number, y: number): number {
  const i = (y * img.width + x) * 4;
  return luma(img.data[i], img.data[i + 1], img.data[i + 2]);
}

/** True when (x, y) has at least three neighbours of its exact colour: a flat area, not an edge. */
function hasFlatNeighbourhood(img: RgbaImage, x: number, y: number): boolean {
  const w = img.width;
  const d = img.data;
  const c = (y * w + x) * 4;
  let same = x === 0 || x === w - 1 || y === 0 || y === img.height - 1 ? 1 : 0;
  for (let ny = Math.max(0, y - 1); ny <= Math.min(img.height - 1, y + 1); ny++) {
    for (let nx = Math.max(0, x - 1); nx <= Math.min(w - 1, x + 1); nx++) {
      if (nx === x && ny === y) continue;
      const n = (ny * w + nx) * 4;
      if (d[n] === d[c] && d[n + 1] === d[c + 1] && d[n + 2] === d[c + 2] && d[n + 3] === d[c + 3]) same++;
      if (same > 2) return true;
    }
  }
  return false;
}

/**
 * An anti-aliased pixel sits between a darker and a brighter neighbour, and those extremes are
 * flat areas in both images (after V. Vyšniauskas, "Anti-aliased pixel and intensity slope detector").
 */
function isAntialiased(img: RgbaImage, x: number, y: number, other: RgbaImage): boolean {
  const x0 = Math.max(x - 1, 0);
  const y0 = Math.max(y - 1, 0);
  const x1 = Math.min(x + 1, img.width - 1);
  const y1 = Math.min(y + 1, img.height - 1);
  const centre = brightnessAt(img, x, y);
  let equal = x === x0 || x === x1 || y === y0 || y === y1 ? 1 : 0;
  let min = 0;
  let max = 0;
  let minX = -1;
  let minY = -1;
  let maxX = -1;
  let maxY = -1;
  for (let ny = y0; ny <= y1; ny++) {
    for (let nx = x0; nx <= x1; nx++) {
      if (nx === x && ny === y) continue;
      const delta = brightnessAt(img, nx, ny) - centre;
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
  const flatIn = (px: number, py: number) =>
    px < other.width &&
    py < other.height &&
    hasFlatNeighbourhood(img, px, py) &&
    hasFlatNeighbourhood(other, px, py);
  return flatIn(minX, minY) || flatIn(maxX, maxY);
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

/** Changed pixels grouped into boxes: 8 px cells, joined when they touch or are one cell apart. */
export function clusterRegions(
  mask: Uint8Array,
  width: number,
  height: number,
  fromRow = 0,
  toRow = height - 1,
): Region[] {
  const cols = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const count = new Int32Array(cols * rows);
  const box = new Int32Array(cols * rows * 4).fill(-1);
  for (let y = fromRow; y <= toRow; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (mask[row + x] !== MASK_CHANGED) continue;
      const c = ((y / CELL) | 0) * cols + ((x / CELL) | 0);
      const b = c * 4;
      if (count[c]++ === 0) {
        box[b] = x;
        box[b + 1] = y;
        box[b + 2] = x;
        box[b + 3] = y;
      } else {
        if (x < box[b]) box[b] = x;
        if (x > box[b + 2]) box[b + 2] = x;
        box[b + 3] = y;
      }
    }
  }
  const parent = new Int32Array(cols * rows).map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < cols; cx++) {
      const c = cy * cols + cx;
      if (count[c] === 0) continue;
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
  }
  const regions = new Map<number, { x0: number; y0: number; x1: number; y1: number; pixels: number }>();
  for (let c = 0; c < cols * rows; c++) {
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

export function compareImages(a: RgbaImage, b: RgbaImage, options: CompareOptions = {}): CompareResult {
  const threshold = options.threshold ?? 0.1;
  const maxDistance = 35215 * threshold * threshold;
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const commonW = Math.min(a.width, b.width);
  const commonH = Math.min(a.height, b.height);
  const mask = new Uint8Array(width * height);
  const ignoredPixels = markIgnored(mask, width, height, options.ignore ?? []);

  const a32 = new Uint32Array(a.data.buffer, a.data.byteOffset, a.width * a.height);
  const b32 = new Uint32Array(b.data.buffer, b.data.byteOffset, b.width * b.height);
  const aBytes = Buffer.from(a.data.buffer, a.data.byteOffset, a.data.byteLength);
  const bBytes = Buffer.from(b.data.buffer, b.data.byteOffset, b.data.byteLength);
  const rowBytes = commonW * 4;
  let changed = 0;
  let antialiased = 0;
  // Rows that hold anything but MASK_SAME: later passes over the mask look only there.
  let firstRow = height;
  let lastRow = -1;
  for (const r of options.ignore ?? []) {
    if (r.width <= 0 || r.height <= 0) continue;
    firstRow = Math.min(firstRow, Math.max(0, Math.floor(r.y)));
    lastRow = Math.max(lastRow, Math.min(height - 1, Math.ceil(r.y + r.height) - 1));
  }

  for (let y = 0; y < commonH; y++) {
    const ar = y * a.width;
    const br = y * b.width;
    if (aBytes.compare(bBytes, br * 4, br * 4 + rowBytes, ar * 4, ar * 4 + rowBytes) === 0) continue;
    const mr = y * width;
    for (let x = 0; x < commonW; x++) {
      if (a32[ar + x] === b32[br + x] || mask[mr + x] === MASK_IGNORED) continue;
      if (colorDistance(a.data, (ar + x) * 4, b.data, (br + x) * 4) <= maxDistance) continue;
      if (isAntialiased(a, x, y, b) || isAntialiased(b, x, y, a)) {
        mask[mr + x] = MASK_ANTIALIASED;
        antialiased++;
      } else {
        mask[mr + x] = MASK_CHANGED;
        changed++;
      }
      if (y < firstRow) firstRow = y;
      if (y > lastRow) lastRow = y;
    }
  }

  // The area only one image covers counts as changed.
  let extra = 0;
  if (width !== commonW || height !== commonH) {
    firstRow = Math.min(firstRow, commonW < width ? 0 : commonH);
    lastRow = height - 1;
    for (let y = 0; y < height; y++) {
      for (let x = y < commonH ? commonW : 0; x < width; x++) {
        const i = y * width + x;
        if (mask[i] === MASK_IGNORED) continue;
        mask[i] = MASK_CHANGED;
        extra++;
      }
    }
  }
  const total = width * height;
  return {
    width: commonW,
    height: commonH,
    sizeChanged: a.width !== b.width || a.height !== b.height,
    changedPixels: changed + extra,
    antialiasedPixels: antialiased,
    ignoredPixels,
    mismatchPercent: total === 0 ? 0 : ((changed + extra) / total) * 100,
    regions: changed + extra > 0 ? clusterRegions(mask, width, height, firstRow, lastRow) : [],
    mask,
    maskWidth: width,
    maskHeight: height,
    rows: lastRow < firstRow ? null : [firstRow, lastRow],
  };
}

const RED = 0xff2020ff; // little-endian RGBA words: A B G R
const YELLOW = 0xff00d0ff;
const BLUE_TINT = 0xffe0c0a0;

/**
 * The diff image: the test capture washed out to a quarter of its contrast, changed pixels red,
 * anti-aliased ones yellow, ignored areas tinted. One word operation per pixel.
 */
export function renderDiff(test: RgbaImage, result: CompareResult): RgbaImage {
  const { maskWidth: width, maskHeight: height, mask } = result;
  const out = new Uint32Array(width * height).fill(0xffffffff);
  const t32 = new Uint32Array(test.data.buffer, test.data.byteOffset, test.width * test.height);
  const h = Math.min(height, test.height);
  const w = Math.min(width, test.width);
  for (let y = 0; y < h; y++) {
    const o = y * width;
    const t = y * test.width;
    for (let x = 0; x < w; x++) out[o + x] = (((t32[t + x] >>> 2) & 0x3f3f3f3f) + 0xbfbfbfbf) | 0xff000000;
  }
  const [from, to] = result.rows ?? [0, -1];
  for (let i = from * width; i < (to + 1) * width; i++) {
    const m = mask[i];
    if (m === MASK_SAME) continue;
    out[i] = m === MASK_CHANGED ? RED : m === MASK_ANTIALIASED ? YELLOW : (out[i] & BLUE_TINT) >>> 0;
  }
  return { data: new Uint8Array(out.buffer), width, height };
}
