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

function show(kind: 'message' | 'success' | 'error' | 'info' | 'warning', message: Message, options?: ExternalToast): void {
  void Promise.all([loadSonner(), toasterMounted]).then(([{ toast }]) => {
    if (kind === 'message') toast(message, options);
    else toast[kind](message, options);
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
