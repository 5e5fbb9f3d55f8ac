// "Load once, retry after a failure", per key: what the phone's content-pack loaders share (a pack
// that failed to load offline, before it was cached, is tried again at the next call instead of
// staying failed for the life of the page). Runtime-neutral.
export function loadOncePerKey<Key, Value>(load: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const loading = new Map<Key, Promise<Value>>();
  return (key) => {
    let value = loading.get(key);
    if (!value) {
      value = load(key);
      value.catch(() => loading.delete(key));
      loading.set(key, value);
    }
    return value;
  };
}
