import { useTranslation } from 'react-i18next';

/**
 * In place of a part of a screen whose code could not be downloaded (offline before it was
 * cached), where showing nothing would leave the person waiting: the rest of the screen still
 * works, and the part is tried again when the signal returns (lazy-retrying.tsx).
 */
export function PartNotLoaded() {
  const { t } = useTranslation();
  return <p role="alert">{t('errors.unexpected.body')}</p>;
}
