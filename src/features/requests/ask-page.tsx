// /ask: the older request forms (letter, appointment, what-to-bring pack), for people who
// would rather a person helped. ?kind= picks the form; each is kept mounted so switching loses
// nothing typed.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/page-header';
import { tabPanelProps, Tabs } from '../../ui/tabs';
import { useQueryParam } from '../../ui/use-query-param';
import { whenIdle } from '../../ui/when-idle';
import { loadHelpRequests } from './help-requests-loader';
import { REQUEST_KINDS, type RequestKind } from './request-fields';
import { RequestForm } from './request-form';
import '../../ui/forms.css';
import './requests.css';

const TABS_ID = 'ask';
const isKind = (value: string | null): value is RequestKind => (REQUEST_KINDS as readonly string[]).includes(value ?? '');

export function AskPage() {
  const { t } = useTranslation('requests');
  const [requested, choose] = useQueryParam('kind');
  const kind: RequestKind = isKind(requested) ? requested : 'letter';
  // The saving code (the device database) is not needed to show the forms: fetched once the page has painted.
  useEffect(() => whenIdle(() => void loadHelpRequests().catch(() => undefined)), []);

  return (
    <div className="page ask-page">
      <PageHeader title={t('ask.title', { ns: 'translation' })} description={t('ask.description', { ns: 'translation' })} />
      <Tabs label={t('kinds.label')} idBase={TABS_ID} items={REQUEST_KINDS.map((key) => ({ key, label: t(`kinds.${key}`) }))} selected={kind} onSelect={choose} />
      {REQUEST_KINDS.map((key) => (
        <div key={key} {...tabPanelProps(TABS_ID, key, kind)} className="card ask-page__panel">
          <RequestForm kind={key} />
        </div>
      ))}
    </div>
  );
}
