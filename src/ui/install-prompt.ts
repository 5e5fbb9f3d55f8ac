// Remembers the browser's offer to install Pali (the `beforeinstallprompt` event) so any screen can
// show an Install action: the header does, and the rights page reuses it as "Save to Phone".
// Browsers that never make the offer (iOS Safari, Firefox) simply never show the action.
import { create } from 'zustand';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallPromptState {
  offer: BeforeInstallPromptEvent | null;
  installed: boolean;
}

export const useInstallPrompt = create<InstallPromptState>(() => ({ offer: null, installed: false }));

export function listenForInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPrompt.setState({ offer: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => {
    useInstallPrompt.setState({ offer: null, installed: true });
  });
}

/** Shows the browser's own install dialog; resolves to whether the person installed Pali. */
export async function promptInstall(): Promise<boolean> {
  const { offer } = useInstallPrompt.getState();
  if (!offer) return false;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  // An offer can be used once; the browser sends a new one if it wants to ask again.
  useInstallPrompt.setState({ offer: null });
  return outcome === 'accepted';
}
