// Toasts for every screen. Sonner is loaded after the first paint (it is not needed to read a page),
// so calls made before it arrives wait for the toaster to be on screen instead of being lost.
// Sonner that failed to load (offline before it was cached) is tried again by the next toast.
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { once } from '../core/once';

type Message = Parameters<typeof sonnerToast>[0];
type Sonner = typeof import('sonner');

let markToasterMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

export const loadSonner: () => Promise<Sonner> = once(() => import('sonner'));

/** Called by the toaster once it is listening; queued toasts are shown from then on. */
export function toasterIsMounted(): void {
  markToasterMounted();
}

/**
 * The same words shown again replace the toast already showing them instead of stacking a copy
 * (Sonner updates a toast in place when given its id). A caller's own id wins.
 */
export function withRepeatId(message: Message, options?: ExternalToast): ExternalToast | undefined {
  if (options?.id !== undefined || typeof message !== 'string') return options;
  return { ...options, id: `text:${message}` };
}

function show(kind: 'message' | 'success' | 'error' | 'info' | 'warning', message: Message, options?: ExternalToast): void {
  const settled = withRepeatId(message, options);
  void Promise.all([loadSonner(), toasterMounted]).then(([{ toast }]) => {
    if (kind === 'message') toast(message, settled);
    else toast[kind](message, settled);
  });
}

export const toast = {
  message: (message: Message, options?: ExternalToast) => show('message', message, options),
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
  dismiss: (id?: string | number) => void loadSonner().then(({ toast }) => toast.dismiss(id)),
};
