// The orange legal-help alert and why it shows. Spec rule: it shows when the analysis flags legal
// help, or when the date to act is 7 or fewer days away (counted from today, so a letter reopened
// later may now be close). Its words fit the reason: a court case, immigration, a home at risk, or
// only a close date; an analysis from before the reasons were kept gets the general words.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dueBadge } from '../../core/letters/deadline';
import type { LegalHelpReason } from '../../core/letters/legal-help';

const KIND_REASONS: readonly LegalHelpReason[] = ['court', 'immigration', 'eviction'];

/** Whether the alert shows and the reason it gives (null: the general words). */
export function legalAlert(flagged: boolean, reason: LegalHelpReason | null, certainDeadline: string | null, now: Date): { show: boolean; reason: LegalHelpReason | null } {
  const near = certainDeadline !== null && dueBadge(certainDeadline, now).days <= 7;
  if (flagged) return { show: true, reason: reason && KIND_REASONS.includes(reason) ? reason : null };
  return near ? { show: true, reason: 'deadline' } : { show: false, reason: null };
}

export function ResultLegal({ reason }: { reason: LegalHelpReason | null }) {
  const { t } = useTranslation('letter');
  return (
    <div className="letter-legal" role="alert">
      <h3>{t('result.legalTitle')}</h3>
      <p>{reason ? t(`result.legalWhy.${reason}`) : t('result.legalBody')}</p>
      <Link to="/map?category=legal" className="button letter-legal__action">
        {t('result.legalAction')}
      </Link>
    </div>
  );
}

/** The alert's words, for the shared and printed text. */
export function useLegalText(): (reason: LegalHelpReason | null) => string {
  const { t } = useTranslation('letter');
  return (reason) => `${t('result.legalTitle')}: ${reason ? t(`result.legalWhy.${reason}`) : t('result.legalBody')}`;
}
