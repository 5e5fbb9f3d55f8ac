// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { expect, it, vi } from 'vitest';
import { lazyPage, retryFailedScreens } from './lazy-page';

const offline = () => new Error('Failed to fetch dynamically imported module');

function Shell({ visit, children }: { visit: number; children: React.ReactNode }) {
  // Like the app layout's boundary, reset by a new visit (there: a new pathname).
  return (
    <ErrorBoundary fallback={<p>Could not load</p>} resetKeys={[visit]} onReset={retryFailedScreens}>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </ErrorBoundary>
  );
}

it('loads a screen whose first download failed on the next visit, instead of failing for good', async () => {
  const load = vi
    .fn<() => Promise<{ TopicPage: (props: { topic: string }) => React.ReactElement }>>()
    .mockRejectedValueOnce(offline())
    .mockResolvedValue({ TopicPage: ({ topic }) => <h1>Topic: {topic}</h1> });
  const Page = lazyPage(load, 'TopicPage');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  const view = render(
    <Shell visit={1}>
      <Page topic="legal" />
    </Shell>,
  );
  expect(await screen.findByText('Could not load')).toBeTruthy();

  await act(async () => {
    view.rerender(
      <Shell visit={2}>
        <Page topic="legal" />
      </Shell>,
    );
  });
  expect(await screen.findByRole('heading', { name: 'Topic: legal' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('shares one download between preload and the first render', async () => {
  const load = vi.fn(() => Promise.resolve({ HomePage: () => <h1>Home</h1> }));
  const Page = lazyPage(load, 'HomePage');
  await Page.preload();
  render(
    <Shell visit={1}>
      <Page />
    </Shell>,
  );
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows the failure once while offline, without downloading again and again', async () => {
  const load = vi.fn<() => Promise<{ MapPage: () => React.ReactElement }>>().mockRejectedValue(offline());
  const Page = lazyPage(load, 'MapPage');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const view = render(
    <Shell visit={1}>
      <Page />
    </Shell>,
  );
  expect(await screen.findByText('Could not load')).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(load).toHaveBeenCalledTimes(1);

  await act(async () => {
    view.rerender(
      <Shell visit={2}>
        <Page />
      </Shell>,
    );
  });
  expect(await screen.findByText('Could not load')).toBeTruthy();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(load).toHaveBeenCalledTimes(2);
});
