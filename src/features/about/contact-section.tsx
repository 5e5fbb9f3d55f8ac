import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { contactEmail, mailtoHref } from './contact-email';

export function ContactSection() {
  const { t } = useTranslation('about');
  const email = contactEmail();
  return (
    <section id="contact" className="about-section card about-contact" aria-labelledby="about-contact-title">
      <h2 id="about-contact-title" tabIndex={-1}>
        {t('contact.title')}
      </h2>
      <p>{t('contact.body')}</p>
      <h3>{t('contact.hiringTitle')}</h3>
      <p>{t('contact.hiring')}</p>
      <a className="button about-contact__action" href={mailtoHref(email)}>
        <Mail size={20} aria-hidden="true" />
        <span>{t('contact.action', { email })}</span>
      </a>
      <p className="muted about-contact__privacy">{t('contact.privacy')}</p>
    </section>
  );
}
