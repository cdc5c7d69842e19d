/**
 * Answers remembered for a short while. Settings that every call reads (keys, orgs, projects) are
 * kept for a second: a change made through this instance clears them at once, a change made by
 * another instance shows within that second.
 */
export class Recent<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  /** Bumped by clear(), so a load that raced a change is not remembered. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 1_000,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const known = this.entries.get(key);
    if (known && known.until > now) return known.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, until: now + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
