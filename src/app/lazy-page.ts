import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { once } from '../core/once';

/** Screens whose download failed while showing, each with how to give it a fresh start. */
const failedScreens = new Set<() => void>();

/**
 * Gives every screen whose download failed a fresh start, so its next showing downloads again.
 * React.lazy keeps a failure for good, so this swaps in a new lazy component; the layout calls it
 * when its error boundary resets (the person moved to another screen), never during a render
 * (React re-renders a failed screen at once, and a fresh download there would loop while offline).
 */
export function retryFailedScreens(): void {
  for (const renew of failedScreens) renew();
  failedScreens.clear();
}

/**
 * A screen loaded on first visit (and precached by the service worker for offline use).
 * `preload` starts the download early, e.g. while the language strings are still on their way,
 * so the first view does not wait for two trips one after the other. A download that failed
 * (offline before the service worker had the chunk) is tried again: by the next `preload` at once,
 * by the screen itself after `retryFailedScreens`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy itself puts on components
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType<any>>>(load: () => Promise<Module>, name: Name) {
  const preload = once(() => load().then((module) => ({ default: module[name] })));
  const renew = () => {
    Screen = lazy(loadForReact);
  };
  const loadForReact = () =>
    preload().catch((error: unknown) => {
      failedScreens.add(renew);
      throw error;
    });
  let Screen = lazy(loadForReact);
  const Page = (props: ComponentProps<Module[Name]>) => createElement(Screen, props);
  return Object.assign(Page, { preload });
}
