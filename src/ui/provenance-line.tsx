// Where a fact comes from and when Pali compared it with that page, on every card: "Checked Nov
// 2026 · mass.gov". A fact nobody could confirm says so; it is never stamped as checked.
import { useTranslation } from 'react-i18next';
import { formatLocale } from '../i18n/use-content-language';
import { OutsideLink } from './outside-link';
import './provenance-line.css';
import { readerDateFormat } from '../core/reader-date-format';

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

interface ProvenanceLineProps {
  /** The day it was compared with its source (YYYY-MM-DD); null when nobody could confirm it. */
  checked: string | null | undefined;
  /** The pages it comes from, each linked by its host ([] when the card lists them itself). */
  sources: readonly string[];
  /** What the line is about when a card has several ("Hours"); omitted for the card as a whole. */
  label?: string;
  /** The HTML language of a page read in another language than the app's (/rights); its `provenance` strings must be loaded. */
  lng?: string;
}

export function ProvenanceLine({ checked, sources, label, lng }: ProvenanceLineProps) {
  const { t, i18n } = useTranslation('provenance', lng ? { lng } : undefined);
  // A calendar day read in UTC stays that day whatever the phone's time zone.
  const month = checked
    ? readerDateFormat(formatLocale(lng ?? i18n.language), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${checked}T12:00:00Z`))
    : null;
  const hosts = [...new Map(sources.map((source) => [hostOf(source), source])).entries()];
  return (
    <p className="provenance-line">
      {label ? <span className="provenance-line__label">{label}: </span> : null}
      {month ? t('checked', { date: month }) : t('unconfirmed')}
      {hosts.map(([host, source]) => (
        <span key={source}>
          {' · '}
          <OutsideLink href={source}>{host}</OutsideLink>
        </span>
      ))}
    </p>
  );
}
