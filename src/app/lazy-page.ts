import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first visit (and precached by the service worker for offline use).
 * `preload` starts the download early, e.g. while the language strings are still on their way,
 * so the first view does not wait for two trips one after the other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy itself puts on components
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
) {
  let loading: Promise<{ default: Module[Name] }> | null = null;
  const preload = () => {
    loading ??= load().then((module) => ({ default: module[name] }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
