// @vitest-environment happy-dom
// A part whose download failed shows its fallback, then loads when the signal returns or when it
// is shown again; offline it does not download again and again.
import { act, render, screen } from '@testing-library/react';
import { StrictMode, Suspense, type ReactElement } from 'react';
import { expect, it, vi } from 'vitest';
import { lazyRetrying } from './lazy-retrying';

const offline = () => new Error('Failed to fetch dynamically imported module');
const Greeting = ({ name }: { name: string }) => <h2>Hello, {name}</h2>;
const NotLoaded = ({ name }: { name: string }) => <p>No greeting for {name}</p>;
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function Page({ children }: { children: ReactElement }) {
  return (
    <StrictMode>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </StrictMode>
  );
}

it('shows the part once the browser is back online, after its first download failed', async () => {
  const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(offline()).mockResolvedValue(Greeting);
  const Part = lazyRetrying(load, NotLoaded);
  render(
    <Page>
      <Part name="Ana" />
    </Page>,
  );
  expect(await screen.findByText('No greeting for Ana')).toBeTruthy();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);

  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByRole('heading', { name: 'Hello, Ana' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('tries again when the part is next mounted, and every mounted copy shows it', async () => {
  const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(offline()).mockResolvedValue(Greeting);
  const Part = lazyRetrying(load);
  const view = render(
    <Page>
      <Part name="Ana" />
    </Page>,
  );
  await settle();
  expect(screen.queryByText(/Hello/)).toBeNull();
  expect(screen.queryByText('Loading')).toBeNull();

  view.rerender(
    <Page>
      <>
        <Part name="Ana" />
        <Part name="Luis" />
      </>
    </Page>,
  );
  expect(await screen.findByRole('heading', { name: 'Hello, Luis' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Hello, Ana' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('shows it in copies mounted together after the failure', async () => {
  const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(offline()).mockResolvedValue(Greeting);
  const Part = lazyRetrying(load, NotLoaded);
  const view = render(
    <Page>
      <Part name="Ana" />
    </Page>,
  );
  expect(await screen.findByText('No greeting for Ana')).toBeTruthy();
  view.rerender(
    <Page>
      <>
        <Part key="rosa" name="Rosa" />
        <Part key="luis" name="Luis" />
      </>
    </Page>,
  );
  expect(await screen.findByRole('heading', { name: 'Hello, Rosa' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Hello, Luis' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it('downloads once per try while offline, not again and again', async () => {
  const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValue(offline());
  const Part = lazyRetrying(load, NotLoaded);
  const view = render(
    <Page>
      <Part name="Mei" />
    </Page>,
  );
  expect(await screen.findByText('No greeting for Mei')).toBeTruthy();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);

  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await settle();
  expect(screen.getByText('No greeting for Mei')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);

  view.rerender(
    <Page>
      <Part key="again" name="Mei" />
    </Page>,
  );
  await settle();
  expect(screen.getByText('No greeting for Mei')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(3);
});

it('loads once for every copy when nothing fails', async () => {
  const load = vi.fn(() => Promise.resolve(Greeting));
  const Part = lazyRetrying(load);
  render(
    <Page>
      <>
        <Part name="Ana" />
        <Part name="Rosa" />
      </>
    </Page>,
  );
  expect(await screen.findByRole('heading', { name: 'Hello, Rosa' })).toBeTruthy();
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.getByRole('heading', { name: 'Hello, Ana' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});
