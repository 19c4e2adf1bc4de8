/** Callbacks kept per key (a user, an identity); each `add` answers the function that removes it again. */
export class Subscribers<K, F> {
  private readonly byKey = new Map<K, Set<F>>();

  add(key: K, fn: F): () => void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0 && this.byKey.get(key) === set) this.byKey.delete(key);
    };
  }

  of(key: K): Iterable<F> {
    return this.byKey.get(key) ?? [];
  }

  count(key: K): number {
    return this.byKey.get(key)?.size ?? 0;
  }

  clear(): void {
    this.byKey.clear();
  }
}
