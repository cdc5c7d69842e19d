import { createHash } from 'node:crypto';
import { type CompareResult, compareImages, type Rect, renderDiff } from './compare.js';
import {
  type DecodedImage,
  decodeKnown,
  decodeLike,
  encodeEdited,
  encodePng,
  type KnownImage,
  pngSize,
} from './png.js';

/**
 * Baselines decoded lately, by the hash of their file, up to a memory budget per thread: a baseline
 * is compared again at every run, and a test image like it then decodes only where it differs.
 */
const BASELINE_CACHE_BYTES = Number(process.env.VISUALQ_DIFF_CACHE_MB ?? 192) * 1024 * 1024;
const baselines = new Map<string, KnownImage>();
let cachedBytes = 0;

function sizeOf(image: KnownImage): number {
  return image.data.byteLength + (image.filtered?.raw.byteLength ?? 0);
}

function baselineOf(bytes: Uint8Array): KnownImage {
  const key = createHash('sha256').update(bytes).digest('hex');
  const known = baselines.get(key);
  if (known) {
    // Most recently used last: the map's order is the eviction order.
    baselines.delete(key);
    baselines.set(key, known);
    return known;
  }
  const decoded = decodeKnown(bytes);
  const size = sizeOf(decoded);
  if (size > BASELINE_CACHE_BYTES) return decoded;
  for (const [oldest, image] of baselines) {
    if (cachedBytes + size <= BASELINE_CACHE_BYTES) break;
    baselines.delete(oldest);
    cachedBytes -= sizeOf(image);
  }
  baselines.set(key, decoded);
  cachedBytes += size;
  return decoded;
}

export interface DiffTask {
  baseline: Uint8Array;
  test: Uint8Array;
  ignore?: Rect[];
  threshold?: number;
  /** false: counts only, no diff image (default true). */
  image?: boolean;
}

export type DiffStats = Omit<CompareResult, 'mask' | 'maskWidth' | 'maskHeight' | 'rows'>;

export interface DiffOutcome {
  stats: DiffStats;
  baselineSize: { width: number; height: number };
  testSize: { width: number; height: number };
  /** Present when anything differs (changed, anti-aliased or size) and the task wants an image. */
  diffPng: Uint8Array | null;
  identicalBytes: boolean;
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

/**
 * Two PNG files in, the comparison and a diff PNG out. Byte-equal files are never decoded; the
 * baseline's decoding is kept for its next comparison, and the test image decodes against it.
 */
export function diffPngs(task: DiffTask): DiffOutcome {
  const baselineSize = pngSize(task.baseline);
  const testSize = pngSize(task.test);
  if (bytesEqual(task.baseline, task.test)) {
    return {
      stats: {
        ...baselineSize,
        sizeChanged: false,
        changedPixels: 0,
        antialiasedPixels: 0,
        ignoredPixels: 0,
        mismatchPercent: 0,
        regions: [],
      },
      baselineSize,
      testSize,
      diffPng: null,
      identicalBytes: true,
    };
  }
  const baseline = baselineOf(task.baseline);
  const test = decodeLike(task.test, baseline);
  const result = compareImages(baseline, test, { ignore: task.ignore, threshold: task.threshold });
  const { mask: _mask, maskWidth: _w, maskHeight: _h, rows: _rows, ...stats } = result;
  const differs =
    task.image !== false && (result.changedPixels > 0 || result.antialiasedPixels > 0 || result.sizeChanged);
  return {
    stats,
    baselineSize,
    testSize,
    diffPng: differs ? new Uint8Array(diffImage(test, result)) : null,
    identicalBytes: false,
  };
}

/**
 * The diff image as a PNG. When the sizes agree it is the test file's own scanlines with the marked
 * rows redrawn, so only those rows are converted and written again.
 */
function diffImage(test: DecodedImage, result: CompareResult): Buffer {
  if (!test.lines || result.sizeChanged || !result.rows) return encodePng(renderDiff(test, result));
  return encodeEdited(test, result.rows[0], renderDiff(test, result, result.rows));
}
