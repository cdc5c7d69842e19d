/**
 * Answers remembered for a short while. Settings that every call reads (keys, orgs, projects) are
 * kept for a second: a change made through this instance clears them at once, a change made by
 * another instance shows within that second. Calls that miss together share one load.
 */
export class Recent<V> {
  private readonly entries = new Map<string, { value: Promise<V>; until: number }>();

  constructor(
    private readonly ttlMs = 1_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const known = this.entries.get(key);
    if (known && known.until > now) return known.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    const entry = { value, until: now + this.ttlMs };
    this.entries.set(key, entry);
    // A failed load is not remembered.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** A load under way when this is called is not remembered either: the map it would land in is gone. */
  clear(): void {
    this.entries.clear();
  }
}
