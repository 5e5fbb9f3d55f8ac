// The deadline badge and legal-help rule: days left
// counted in whole calendar days on Massachusetts' calendar, so a deadline reads the same whatever
// the phone's clock zone, and "today" means today where the office is.

type DueStyle = 'destructive' | 'default' | 'secondary';
export type Urgency = 'low' | 'medium' | 'high';

export interface DueBadge {
  /** Negative when the date has passed. */
  days: number;
  label: 'overdue' | 'today' | 'days';
  style: DueStyle;
}

const DAY_MS = 86_400_000;
const TIME_ZONE = 'America/New_York';

/** Today's date (YYYY-MM-DD) on Massachusetts' calendar at `now`. */
export function massachusettsToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Spec: "Due in N days", "Due today" or "Overdue"; 7 or fewer days destructive, 8–14 default, more secondary. */
export function dueBadge(deadline: string, now: Date): DueBadge {
  const days = daysBetween(massachusettsToday(now), deadline);
  const label = days < 0 ? 'overdue' : days === 0 ? 'today' : 'days';
  const style: DueStyle = days <= 7 ? 'destructive' : days <= 14 ? 'default' : 'secondary';
  return { days, label, style };
}

/** Spec: urgency is raised to high when the deadline is 7 or fewer days away (or past). */
export function urgencyWithDeadline(urgency: Urgency, deadline: string | null, now: Date): Urgency {
  return deadline !== null && dueBadge(deadline, now).days <= 7 ? 'high' : urgency;
}

const LEGAL_SENDERS = new Set(['court', 'ice', 'eviction']);

/** Spec: the legal-help alert shows for high urgency, a court, ICE or eviction letter, or a deadline 7 or fewer days away. */
export function needsLegalHelp(input: { urgency: Urgency; sender: string; deadline: string | null }, now: Date): boolean {
  return input.urgency === 'high' || LEGAL_SENDERS.has(input.sender) || (input.deadline !== null && dueBadge(input.deadline, now).days <= 7);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `date` (YYYY-MM-DD) plus `days` (calendar days, or Monday-to-Friday days when `business`). */
export function addDays(date: string, days: number, business = false): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day));
  if (!business) moved.setUTCDate(moved.getUTCDate() + days);
  else
    for (let left = days; left > 0;) {
      moved.setUTCDate(moved.getUTCDate() + 1);
      if (moved.getUTCDay() !== 0 && moved.getUTCDay() !== 6) left -= 1;
    }
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}
