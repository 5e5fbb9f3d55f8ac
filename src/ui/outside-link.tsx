import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link to another site, in a new tab so the guide (and an installed app) stays where it was.
 * `rel` keeps that site from reaching back into Pali or learning which page sent the person.
 */
export function OutsideLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink size={16} aria-hidden="true" className="outside-link__icon" />
      <span className="visually-hidden"> {t('common.newTab')}</span>
    </a>
  );
}
