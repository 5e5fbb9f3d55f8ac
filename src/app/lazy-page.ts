import { lazy, type ComponentType } from 'react';

/** A screen loaded on first visit (and precached by the service worker for offline use). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy itself puts on components
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
