// The parts of /profile that are not its first view, each its own chunk, so the page paints the
// greeting and the filled Settings form without the database library (Dexie) and the sync code:
// the Activity and Calendar tabs (shown on a tab's click, or at once from ?tab=), the
// delete-account dialog (on its button), and the refused-changes notice (read from the device's
// outbox). The page fetches them once it has painted; a part that could not be downloaded is tried
// again when the signal returns (lazy-retrying.tsx) and says so in its place.
import { once } from '../../core/once';
import { lazyRetrying } from '../../ui/lazy-retrying';
import { PartNotLoaded } from '../../ui/part-not-loaded';

const loadActivityTab = once(() => import('./profile-activity-tab'));
const loadCalendarTab = once(() => import('./profile-calendar-tab'));
const loadDeleteDialog = once(() => import('./delete-account-dialog'));
const loadRefusedChanges = once(() => import('./refused-changes'));

export const ProfileActivityTab = lazyRetrying(() => loadActivityTab().then((module) => module.ProfileActivityTab), PartNotLoaded);
export const ProfileCalendarTab = lazyRetrying(() => loadCalendarTab().then((module) => module.ProfileCalendarTab), PartNotLoaded);
export const DeleteAccountDialog = lazyRetrying(() => loadDeleteDialog().then((module) => module.DeleteAccountDialog), PartNotLoaded);
// A notice that is there only when the server refused a change: nothing in its place if it cannot load.
export const RefusedChanges = lazyRetrying(() => loadRefusedChanges().then((module) => module.RefusedChanges));

/** Fetches every part ahead of the click that shows it; a failure is left for the part's own retry. */
export function prefetchProfileParts(): void {
  for (const load of [loadActivityTab, loadCalendarTab, loadDeleteDialog, loadRefusedChanges]) void load().catch(() => undefined);
}
