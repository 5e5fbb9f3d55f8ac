// The parts of Book & Prepare that show only once a task is chosen, each its own chunk so the
// page's first view (the tabs and the tasks) carries neither the city guide's places and hours
// (the offices) nor the device database (the checklist and the monitor form). The page fetches
// them once it has painted, so choosing a task shows them at once; a part that could not be
// downloaded is tried again (lazy-retrying.tsx). If the checklist or the offices could not load,
// their place says so (the monitor form, usually lost with them, stays silent).
import { once } from '../../core/once';
import { lazyRetrying } from '../../ui/lazy-retrying';
import { PartNotLoaded } from '../../ui/part-not-loaded';

const loadOfficeFinder = once(() => import('./office-finder'));
const loadWhatToBring = once(() => import('./what-to-bring'));
const loadMonitorForm = once(() => import('./monitor-form'));

export const OfficeFinder = lazyRetrying(() => loadOfficeFinder().then((module) => module.OfficeFinder), PartNotLoaded);
export const WhatToBring = lazyRetrying(() => loadWhatToBring().then((module) => module.WhatToBring), PartNotLoaded);
export const MonitorForm = lazyRetrying(() => loadMonitorForm().then((module) => module.MonitorForm));

/** Fetches every part ahead of the choice that shows it; a failure is left for the part's own retry. */
export function prefetchAppointmentParts(): void {
  for (const load of [loadOfficeFinder, loadWhatToBring, loadMonitorForm]) void load().catch(() => undefined);
}
