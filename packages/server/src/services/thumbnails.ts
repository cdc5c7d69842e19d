import { PNG } from 'pngjs';
import type { Store } from '../store/db.js';
import type { ArtifactService } from './artifacts.js';

/** Thumbnails are at most this tall relative to their width: a full-page capture shows its top. */
const MAX_ASPECT = 1.5;

/** Box-filter downscale of the top of a PNG to `width` pixels wide. */
function shrink(source: PNG, width: number): PNG {
  const scale = source.width / width;
  const height = Math.max(1, Math.min(Math.round(source.height / scale), Math.round(width * MAX_ASPECT)));
  const out = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * scale);
    const y1 = Math.min(source.height, Math.max(y0 + 1, Math.floor((y + 1) * scale)));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * scale);
      const x1 = Math.min(source.width, Math.max(x0 + 1, Math.floor((x + 1) * scale)));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      let n = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0; sx < x1; sx++) {
          const i = (sy * source.width + sx) * 4;
          r += source.data[i];
          g += source.data[i + 1];
          b += source.data[i + 2];
          a += source.data[i + 3];
          n++;
        }
      }
      const o = (y * width + x) * 4;
      out.data[o] = r / n;
      out.data[o + 1] = g / n;
      out.data[o + 2] = b / n;
      out.data[o + 3] = a / n;
    }
  }
  return out;
}

/** Small images of stored screenshots, made the first time they are asked for and kept as artifacts. */
export class ThumbnailService {
  constructor(
    private readonly store: Store,
    private readonly artifacts: ArtifactService,
  ) {}

  /** The thumbnail of an org's PNG, or null when the org has no such image. */
  async get(orgId: string, hash: string, width: number): Promise<Buffer | null> {
    const known = await this.store.db
      .selectFrom('thumbnails')
      .select('thumb_hash')
      .where('source_hash', '=', hash)
      .where('width', '=', width)
      .executeTakeFirst();
    if (known) {
      const stored = await this.artifacts.get(orgId, known.thumb_hash);
      if (stored) return stored.bytes;
    }
    const source = await this.artifacts.get(orgId, hash);
    if (!source || source.contentType !== 'image/png') return null;
    const png = PNG.sync.read(source.bytes);
    const bytes = png.width <= width ? source.bytes : PNG.sync.write(shrink(png, width));
    const thumbHash = await this.artifacts.put(orgId, bytes, 'image/png');
    await this.store.db
      .insertInto('thumbnails')
      .values({ source_hash: hash, width, thumb_hash: thumbHash })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return bytes;
  }
}
