// The device database (Dexie) and the outbox are needed to save a request, not to show the form:
// they stay out of /ask's first view. The page fetches them once it is idle, so they are here long
// before a form is filled in; a submit that comes first waits for them. A failed download (offline
// on a first visit, before the service worker had them) does not stick: the next submit tries again.
import { once } from '../../core/once';

export const loadHelpRequests = once(() => import('../../data/help-requests'));
