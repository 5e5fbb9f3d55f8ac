import type { ReactNode } from 'react';
import { toast } from '../../ui/toast';
import { CLEAR_OF_QUICK_EXIT } from './toast-placement';
import { usePageLanguage } from './use-page-language';

/** `tel:` address of a number as the content stores it ('911', '16175551234'). */
function telHref(number: string): string {
  return number.length === 11 && number.startsWith('1') ? `tel:+${number}` : `tel:${number}`;
}

interface PhoneLinkProps {
  number: string;
  /** Names the call in the "Calling …" toast. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** Dials the number (the link does that); the toast says whom, in case the dialler is slow to show. */
export function PhoneLink({ number, label, className, children }: PhoneLinkProps) {
  const { t } = usePageLanguage();
  return (
    <a href={telHref(number)} className={className} onClick={() => toast.message(t('calling', { label }), CLEAR_OF_QUICK_EXIT)}>
      {children}
    </a>
  );
}
