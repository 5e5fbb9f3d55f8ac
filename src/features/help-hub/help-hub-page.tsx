import { BadgeCheck, Bot, FileText, Mail, MessageCircle, ShieldCheck, FileSignature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../ui/page-header';
import './help-hub.css';

// The assistant comes first and larger: it can point to every other tool.
const CARDS = [
  { key: 'assistant', to: '/assistant', Icon: Bot, featured: true },
  { key: 'letter', to: '/letter', Icon: FileText, featured: false },
  { key: 'eligibility', to: '/eligibility', Icon: BadgeCheck, featured: false },
  { key: 'rights', to: '/rights', Icon: ShieldCheck, featured: false },
  { key: 'scripts', to: '/scripts', Icon: Mail, featured: false },
  { key: 'pack', to: '/pack', Icon: FileSignature, featured: false },
  { key: 'ask', to: '/ask', Icon: MessageCircle, featured: false },
] as const;

export function HelpHubPage() {
  const { t } = useTranslation('help-hub');
  return (
    <div className="page">
      <PageHeader title={t('title')} description={t('description')} />
      <ul className="help-hub">
        {CARDS.map(({ key, to, Icon, featured }) => (
          <li key={key} className={`card help-hub__card${featured ? ' help-hub__card--featured' : ''}`}>
            <Icon className="help-hub__icon" size={featured ? 36 : 28} aria-hidden="true" />
            <div>
              {featured ? <span className="badge">{t('featured')}</span> : null}
              <h2>{t(`cards.${key}.title`)}</h2>
              <p>{t(`cards.${key}.body`)}</p>
            </div>
            <Link to={to} className={`button${featured ? '' : ' button--secondary'} help-hub__action`}>
              {t(`cards.${key}.action`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
