// The profile's activity filters (/profile, Activity): a time period (all, past 7, 30 or 90
// days) and a type (all, letters, eligibility checks, auto-fill forms), newest first, at most
// ACTIVITY_LIST_LIMIT entries. The stored activity_type values are fixed English strings;
// they are data, never shown untranslated when Pali knows them.

export const ACTIVITY_LIST_LIMIT = 100;

export const LETTER_ANALYSIS = 'Letter Analysis';
const DOCUMENT_PACKET = 'Document Packet Generated';
const ELIGIBILITY_CHECK_PREFIX = 'Eligibility Check';

export const ACTIVITY_PERIODS = ['all', '7', '30', '90'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

export const ACTIVITY_KINDS = ['all', 'letters', 'eligibility', 'forms'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityFilter {
  period: ActivityPeriod;
  kind: ActivityKind;
}

export interface FilterableActivity {
  activity_type: string;
  created_at: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function isActivityPeriod(value: unknown): value is ActivityPeriod {
  return typeof value === 'string' && (ACTIVITY_PERIODS as readonly string[]).includes(value);
}

export function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === 'string' && (ACTIVITY_KINDS as readonly string[]).includes(value);
}

/** Which filter type an entry belongs to; null for types none of the filters name. */
export function activityKindOf(activityType: string): Exclude<ActivityKind, 'all'> | null {
  if (activityType === LETTER_ANALYSIS) return 'letters';
  if (activityType === DOCUMENT_PACKET) return 'forms';
  if (activityType.startsWith(ELIGIBILITY_CHECK_PREFIX)) return 'eligibility';
  return null;
}

/** The task named in "Eligibility Check: {task}", or null for any other type. */
export function eligibilityTaskOf(activityType: string): string | null {
  if (!activityType.startsWith(ELIGIBILITY_CHECK_PREFIX)) return null;
  const task = activityType
    .slice(ELIGIBILITY_CHECK_PREFIX.length)
    .replace(/^\s*:\s*/, '')
    .trim();
  return task || null;
}

function timeOf(entry: FilterableActivity): number {
  return Date.parse(entry.created_at);
}

/**
 * The entries that pass `filter`, newest first, capped at ACTIVITY_LIST_LIMIT. "Past N days" means
 * the last N × 24 hours before `now`; an entry with an unreadable date shows only under "All Time".
 */
export function filterActivity<Entry extends FilterableActivity>(entries: readonly Entry[], filter: ActivityFilter, now: Date): Entry[] {
  const since = filter.period === 'all' ? null : now.getTime() - Number(filter.period) * DAY_MS;
  const kept = entries.filter((entry) => {
    if (filter.kind !== 'all' && activityKindOf(entry.activity_type) !== filter.kind) return false;
    if (since === null) return true;
    const time = timeOf(entry);
    return Number.isFinite(time) && time >= since;
  });
  // Newest first whatever order the store gave; unreadable dates sink to the end.
  const sortKey = (entry: Entry) => (Number.isFinite(timeOf(entry)) ? timeOf(entry) : -Infinity);
  return kept.sort((a, b) => sortKey(b) - sortKey(a)).slice(0, ACTIVITY_LIST_LIMIT);
}
