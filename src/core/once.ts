// "Load once, retry after a failure": the one way Pali caches something it downloads or imports
// (a lazily loaded chunk, a content pack, a library). Callers at the same moment share one load;
// a load that succeeded is kept for the life of the page; a load that failed (offline before the
// service worker had the chunk, say) is forgotten, so the next call tries again instead of the
// failure sticking until a reload. Runtime-neutral: the browser, Node and Deno use it alike.

/** `load`, run at most once at a time and kept once it succeeds. */
export function once<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let loading: Promise<Value> | undefined;
  return () => {
    // Forgotten before the callers hear of the failure, so a caller that retries at once loads afresh.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** `once` for each key: e.g. one content pack per name, one content set per language. */
export function oncePerKey<Key, Value>(load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const loaders = new Map<Key, () => Promise<Value>>();
  return (key) => {
    let loader = loaders.get(key);
    if (!loader) {
      loader = once(() => load(key));
      loaders.set(key, loader);
    }
    return loader();
  };
}
