import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmailShaped } from '../../core/auth-validation';
import type { DeviceProfile } from '../../data/db';
import type { ProfileChanges, WriteResult } from '../../data/records';
import { LANGUAGE_NAMES } from '../../i18n/languages';
import { changeLanguage } from '../../i18n/i18n';
import { fromStoredLanguage, toStoredLanguage, type Language } from '../../core/language';
import { EmailField, TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast';
import { PreferredLanguageField } from './preferred-language-field';

type FailedWrite = Extract<WriteResult, { ok: false }>;

const FAILURE_MESSAGES: Record<FailedWrite['reason'], string> = {
  quota: 'settings.storageFull',
  'not-found': 'settings.notOnDevice',
  'signed-out': 'settings.signedOut',
  failed: 'settings.failed',
};

const orNull = (value: string) => value.trim() || null;

// The saving code (the device database) is not needed to show the form: loaded on the first save
// (the page has usually fetched it by then). If it cannot be downloaded, nothing was saved.
const save = (changes: ProfileChanges): Promise<WriteResult> =>
  import('../../data/profile').then(
    ({ saveProfile }) => saveProfile(changes),
    (error: unknown): WriteResult => ({ ok: false, reason: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );

export function ProfileForm({ profile }: { profile: DeviceProfile }) {
  const { t, i18n } = useTranslation('account');
  const [values, setValues] = useState({
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
  });
  const [language, setLanguage] = useState<Language>(fromStoredLanguage(profile.preferred_language));
  const [saving, setSaving] = useState(false);
  const [emailInvalid, setEmailInvalid] = useState(false);

  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [field]: event.target.value });
    if (field === 'email') setEmailInvalid(false);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // No profile rules are required; an address that cannot receive mail is still worth catching.
    if (values.email.trim() && !isEmailShaped(values.email)) {
      setEmailInvalid(true);
      (event.currentTarget.elements.namedItem('email') as HTMLElement | null)?.focus();
      return;
    }
    setSaving(true);
    const changes: ProfileChanges = {
      first_name: orNull(values.firstName),
      last_name: orNull(values.lastName),
      email: orNull(values.email),
      phone: orNull(values.phone),
      preferred_language: toStoredLanguage(language),
    };
    const result = await save(changes);
    setSaving(false);
    // On failure the form keeps every edit, so trying again needs no retyping.
    if (!result.ok) {
      toast.error(t(FAILURE_MESSAGES[result.reason]));
      return;
    }
    const switched = language === fromStoredLanguage(profile.preferred_language) || (await changeLanguage(language));
    if (!switched) toast.info(i18n.t('header.languageNotOnPhone', { language: LANGUAGE_NAMES[language] }));
    // Read after a language switch, so the confirmation is in the language just chosen.
    const say = (key: string) => i18n.t(key, { ns: 'account' });
    if (result.synced) toast.success(say('settings.saved'));
    else toast.info(say('settings.savedOnDevice'));
  };

  return (
    <form className="profile-form card" noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
      <h2>{t('settings.title')}</h2>
      <div className="profile-form__grid">
        <TextField label={t('fields.firstName')} name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />
        <TextField label={t('fields.lastName')} name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
        <EmailField
          label={t('fields.email')}
          hint={t('settings.emailHint')}
          value={values.email}
          onChange={set('email')}
          error={emailInvalid ? t('validation.emailInvalid') : undefined}
        />
        <TextField label={t('fields.phone')} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
        <PreferredLanguageField value={language} onChange={setLanguage} />
      </div>
      <button type="submit" className="button profile-form__save" disabled={saving}>
        {saving ? t('settings.saving') : t('settings.save')}
      </button>
      <p className="profile-form__privacy">{t('settings.privacy')}</p>
    </form>
  );
}
