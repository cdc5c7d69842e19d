import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ArtifactStore } from '../store/artifacts.js';
import type { Store } from '../store/db.js';
import { nowIso } from '../store/ids.js';

export interface SignedArtifactQuery {
  org: string;
  exp: string;
  sig: string;
}

/** Artifacts belong to an org; bytes are shared by hash, visibility is not. */
export class ArtifactService {
  constructor(
    private readonly store: Store,
    private readonly files: ArtifactStore,
    private readonly secret: string,
    /** Read at call time: with port 0 the public URL is known only once the server listens. */
    private readonly publicUrl: () => string,
  ) {}

  async put(orgId: string, bytes: Buffer, contentType: string): Promise<string> {
    const hash = await this.files.put(bytes);
    // The same bytes stored twice at once in one org: the second insert finds the row and keeps it.
    await this.store.db
      .insertInto('artifacts')
      .values({ org_id: orgId, hash, content_type: contentType, size: bytes.length, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['org_id', 'hash']).doNothing())
      .execute();
    return hash;
  }

  async get(orgId: string, hash: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const row = await this.ofOrg(orgId, hash);
    const bytes = row && (await this.files.get(hash));
    return row && bytes ? { bytes, contentType: row.content_type } : null;
  }

  /** An artifact of the org as a stream with its type and size, to serve it without holding it whole. */
  async open(orgId: string, hash: string) {
    const row = await this.ofOrg(orgId, hash);
    const body = row && (await this.files.open(hash));
    return row && body ? { body, contentType: row.content_type, size: row.size } : null;
  }

  /** The org's record of an artifact: another org's artifact is unknown here, like a missing one. */
  private ofOrg(orgId: string, hash: string) {
    return this.store.db
      .selectFrom('artifacts')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('hash', '=', hash)
      .executeTakeFirst();
  }

  private signature(orgId: string, hash: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${orgId}:${hash}:${exp}`).digest('base64url');
  }

  /** A link that works without a key until it expires. */
  signedUrl(orgId: string, hash: string, ttlSeconds = 3600): string {
    const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
    const sig = this.signature(orgId, hash, exp);
    return `${this.publicUrl()}/api/artifacts/${hash}?org=${encodeURIComponent(orgId)}&exp=${exp}&sig=${sig}`;
  }

  /** The org a valid, unexpired signature grants, or null. */
  verify(hash: string, query: Partial<SignedArtifactQuery>): string | null {
    const exp = Number(query.exp);
    if (!query.org || !query.sig || !Number.isInteger(exp) || exp < Date.now() / 1000) return null;
    const expected = Buffer.from(this.signature(query.org, hash, exp));
    const given = Buffer.from(query.sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? query.org : null;
  }
}
