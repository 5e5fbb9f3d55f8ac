import type { ExternalToast } from 'sonner';

/** The page's toasts rise from the bottom: at the top (the app's place for them) they would cover Quick Exit. */
export const CLEAR_OF_QUICK_EXIT: ExternalToast = { position: 'bottom-center' };
