/**
 * The one keyed cache of loads (sections, server entries, manifests, stylesheets, the config):
 * every caller that asks for a key while its load runs, or after it succeeded, gets the same
 * promise, so a resource is fetched once and React's `use()` sees one promise per key.
 */
export interface ResourceCacheOptions {
  /**
   * How long a loaded value is served, counted from the start of its load; then the next `get`
   * loads it again, and a new load drops every value past its time (keys come and go: a release
   * brings new URLs). A load still running is always shared. Default: for as long as the cache lives.
   */
  maxAgeMs?: number;
  /**
   * What a failed load leaves: `'forget'` (the default) drops it, so the next `get` tries again;
   * `'keep'` serves the failure until `delete`, for a caller that re-renders after an error and
   * would loop on a fresh promise each time.
   */
  failures?: 'forget' | 'keep';
  /** At most this many keys: a new key in a full cache empties it first. Default: no bound. */
  maxEntries?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export interface ResourceCache<K, V> {
  /** The key's promise, from the cache or from `load(key)`, which then becomes the cached one. */
  get(key: K, load: (key: K) => Promise<V>): Promise<V>;
  /** The key's value if its current load has succeeded (a render need not suspend for it). */
  peek(key: K): V | undefined;
  /** Makes `value` the key's, loaded (pins what a later `get` answers). */
  set(key: K, value: V): void;
  /** Forgets the key, loaded, loading or failed: the next `get` loads again. */
  delete(key: K): void;
  clear(): void;
  /** The keys whose current load has succeeded, with their values. */
  loaded(): [K, V][];
}

interface Entry<V> {
  promise: Promise<V>;
  startedAt: number;
  settled: boolean;
  value?: { current: V };
}

export function createResourceCache<K, V>(options: ResourceCacheOptions = {}): ResourceCache<K, V> {
  const { maxAgeMs = Infinity, failures = 'forget', maxEntries = Infinity, now = Date.now } = options;
  const entries = new Map<K, Entry<V>>();

  const fresh = (entry: Entry<V>) => !entry.settled || now() - entry.startedAt < maxAgeMs;

  function put(key: K, entry: Entry<V>): void {
    if (!entries.has(key) && entries.size >= maxEntries) entries.clear();
    entries.set(key, entry);
  }

  return {
    get(key, load) {
      const cached = entries.get(key);
      if (cached && fresh(cached)) return cached.promise;
      if (maxAgeMs !== Infinity) for (const [known, old] of entries) if (!fresh(old)) entries.delete(known);
      const entry: Entry<V> = { promise: load(key), startedAt: now(), settled: false };
      put(key, entry);
      entry.promise.then(
        (value) => {
          entry.settled = true;
          entry.value = { current: value };
        },
        () => {
          entry.settled = true;
          if (failures === 'forget' && entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.promise;
    },
    peek(key) {
      return entries.get(key)?.value?.current;
    },
    set(key, value) {
      put(key, { promise: Promise.resolve(value), startedAt: now(), settled: true, value: { current: value } });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    loaded() {
      return [...entries].flatMap(([key, entry]) => (entry.value ? [[key, entry.value.current] as [K, V]] : []));
    },
  };
}
