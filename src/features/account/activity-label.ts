import type { TFunction } from 'i18next';
import { activityKindOf, eligibilityTaskOf } from '../../core/activity-filter';

/** The stored activity_type is an English key; readers see it in their language. */
export function activityLabel(t: TFunction<'account'>, activityType: string): string {
  switch (activityKindOf(activityType)) {
    case 'letters':
      return t('activity.types.letter');
    case 'forms':
      return t('activity.types.forms');
    case 'eligibility': {
      const task = eligibilityTaskOf(activityType);
      return task ? t('activity.types.eligibility', { task }) : t('activity.types.eligibilityAny');
    }
    default:
      return activityType;
  }
}
