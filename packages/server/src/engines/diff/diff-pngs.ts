import { type CompareResult, compareImages, type Rect, renderDiff } from './compare.js';
import { decodePng, encodePng, pngSize } from './png.js';

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

/** Two PNG files in, the comparison and a diff PNG out. Byte-equal files are never decoded. */
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
  const baseline = decodePng(task.baseline);
  const test = decodePng(task.test);
  const result = compareImages(baseline, test, { ignore: task.ignore, threshold: task.threshold });
  const { mask: _mask, maskWidth: _w, maskHeight: _h, rows: _rows, ...stats } = result;
  const differs =
    task.image !== false && (result.changedPixels > 0 || result.antialiasedPixels > 0 || result.sizeChanged);
  return {
    stats,
    baselineSize,
    testSize,
    diffPng: differs ? new Uint8Array(encodePng(renderDiff(test, result))) : null,
    identicalBytes: false,
  };
}
