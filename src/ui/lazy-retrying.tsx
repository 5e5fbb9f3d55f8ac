import { createElement, lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

// A part of a page whose code loads on demand (React.lazy), which recovers from a failed download.
// React.lazy keeps a failed import for the life of the page, so a part that could not load offline
// (before the service worker had its chunk) would never load, even once the signal is back. Here a
// failed import shows `Failed` in the part's place (given the part's props; nothing by default),
// and is tried again when the browser says it is back online, or when the part is next mounted.
// Whole screens recover another way (src/app/lazy-page.ts).
//
// A mount retries only a failure that has already been on screen: React renders a part that
// suspended before it ever mounted afresh, and retrying there would download again and again while
// offline. Retrying in the mount's render, not after it, means the failure is not shown again first.

const Nothing = () => null;

export function lazyRetrying<Props extends object>(load: () => Promise<ComponentType<Props>>, Failed: ComponentType<Props> = Nothing): ComponentType<Props> {
  let failed = false;
  // Whether the failed attempt's fallback has been on screen (mounted) yet.
  let failureShown = false;
  function FailureShown(props: Props) {
    // After every commit, not only the first: React 18 may keep a fallback mounted across attempts.
    // Only while the failure stands: an old fallback shown again must not count for a new attempt.
    useEffect(() => {
      failureShown = failed;
    });
    return createElement(Failed, props);
  }
  const attempt = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy<ComponentType<Props>>(() =>
      load().then(
        (component) => ({ default: component }),
        () => {
          failed = true;
          return { default: FailureShown };
        },
      ),
    );
  let current = attempt();
  // The mounted copies, told when a fresh attempt replaces a failed one, so all of them show it.
  const mounted = new Set<() => void>();
  /** After a failure, a fresh attempt (once per failure, however many copies ask). */
  const retry = () => {
    if (!failed) return;
    failed = false;
    failureShown = false;
    current = attempt();
    // Not at once: a retry may come during a render, when other components must not be updated.
    queueMicrotask(() => {
      for (const show of mounted) show();
    });
  };

  function LazyRetrying(props: Props) {
    const [part, setPart] = useState(() => {
      if (failureShown) retry();
      return current;
    });
    useEffect(() => {
      const show = () => setPart(() => current);
      mounted.add(show);
      // A retry may have come between this copy's render and now.
      show();
      window.addEventListener('online', retry);
      return () => {
        mounted.delete(show);
        window.removeEventListener('online', retry);
      };
    }, []);
    // The cast: React 18's types want PropsWithRef for a generic component; Props never holds a ref.
    return createElement(part as unknown as ComponentType<object>, props);
  }
  return LazyRetrying;
}
