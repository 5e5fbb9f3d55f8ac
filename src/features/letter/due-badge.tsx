// Spec "Deadline badge": "Due in N days", "Due today" or "Overdue", destructive at 7 days or fewer,
// default from 8 to 14, secondary beyond. Counted from today, so a letter reopened next week is
// counted again.
import { useTranslation } from 'react-i18next';
import { dueBadge, type DueBadge as Badge } from '../../core/letters/deadline';

/** The badge's words (also for sharing and reading aloud). */
export function useDueText(): (deadline: string, now: Date) => string {
  const { t } = useTranslation('letter');
  const words = (badge: Badge) => (badge.label === 'overdue' ? t('result.overdue') : badge.label === 'today' ? t('result.dueToday') : t('result.dueDays', { count: badge.days }));
  return (deadline, now) => words(dueBadge(deadline, now));
}

export function DueBadge({ deadline, now }: { deadline: string; now: Date }) {
  const dueText = useDueText();
  return <span className={`due-badge due-badge--${dueBadge(deadline, now).style}`}>{dueText(deadline, now)}</span>;
}
