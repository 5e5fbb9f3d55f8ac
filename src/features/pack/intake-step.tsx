// Step 2: the details the letters need. Five are required (spec §5); the rest belong to one
// letter or another and may stay empty (the letter then prints a line to fill by hand). Signed
// in, the profile fills in what it knows, never over what the person typed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIRED_INTAKE_FIELDS, type IntakeField } from '../../content/pack/pack-constants';
import { LANGUAGES, toStoredLanguage } from '../../core/language';
import { DATE_FIELDS, intakeIsValid, validateIntake, type IntakeProblems } from '../../core/pack/intake';
import { useSession } from '../../data/session-store';
import { FormAlert } from '../../ui/form-parts';
import { TextField } from '../../ui/text-field';
import { usePackStore } from './pack-store';

const GROUPS: readonly { key: string; fields: readonly IntakeField[] }[] = [
  { key: 'you', fields: ['fullName', 'dob', 'phone', 'preferredLanguage'] },
  { key: 'home', fields: ['address', 'unit', 'city', 'zip'] },
  { key: 'host', fields: ['hostName', 'hostRelationship', 'moveInDate'] },
  { key: 'work', fields: ['employerName', 'employerContact'] },
  { key: 'child', fields: ['childName', 'childDOB', 'childGrade'] },
];

const INPUT_PROPS: Partial<Record<IntakeField, Record<string, string>>> = {
  fullName: { autoComplete: 'name' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  address: { autoComplete: 'address-line1' },
  unit: { autoComplete: 'address-line2' },
  city: { autoComplete: 'address-level2' },
  zip: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: '10' },
  dob: { autoComplete: 'bday' },
};
const isRequired = (field: IntakeField) => (REQUIRED_INTAKE_FIELDS as readonly string[]).includes(field);

function problemOf(field: IntakeField, problems: IntakeProblems | null): string | null {
  if (!problems) return null;
  if ((problems.missing as readonly string[]).includes(field)) return 'missing';
  if (field === 'zip' && problems.zip) return 'zip';
  if (field === 'phone' && problems.phone) return 'phone';
  if (problems.dates.includes(field)) return 'date';
  if (problems.notLatin.includes(field)) return 'notLatin';
  return null;
}

export function IntakeStep() {
  const { t } = useTranslation('pack');
  const intake = usePackStore((state) => state.intake);
  const setField = usePackStore((state) => state.setField);
  const fillFromProfile = usePackStore((state) => state.fillFromProfile);
  const goTo = usePackStore((state) => state.goTo);
  const userId = useSession((state) => state.user?.id ?? null);
  const prefilledFrom = usePackStore((state) => state.prefilledFrom);
  const [problems, setProblems] = useState<IntakeProblems | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const prefilled = userId !== null && prefilledFrom === userId;

  // Signed in, once per person: the profile comes from the device database, loaded only then.
  useEffect(() => {
    if (!userId || prefilledFrom === userId) return;
    let current = true;
    void import('../../data/profile').then(async ({ readProfile }) => {
      const profile = await readProfile();
      if (!current || !profile) return;
      const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
      fillFromProfile(profile.id, { fullName, phone: profile.phone ?? '', preferredLanguage: profile.preferred_language });
    });
    return () => {
      current = false;
    };
  }, [userId, prefilledFrom, fillFromProfile]);

  // Corrections clear a field's message at once; the rest stay until the next try.
  const live = problems ? validateIntake(intake) : null;

  const next = (event: FormEvent) => {
    event.preventDefault();
    const found = validateIntake(intake);
    if (intakeIsValid(found)) {
      setProblems(null);
      goTo('documents');
      return;
    }
    setProblems(found);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form ref={form} className="pack-intake" onSubmit={next} noValidate>
      <p className="form-field__hint">{t('intake.hint')}</p>
      {prefilled ? <p className="form-note">{t('intake.prefilled')}</p> : null}
      <FormAlert message={live && live.missing.length > 0 ? t('intake.incomplete') : null} />
      {GROUPS.map((group) => (
        <fieldset key={group.key} className="card pack-intake__group">
          <legend>{t(`intake.groups.${group.key}`)}</legend>
          {group.fields.map((field) => {
            const problem = problemOf(field, live);
            const label = `${t(`intake.fields.${field}`)} (${isRequired(field) ? t('intake.required') : t('intake.optional')})`;
            if (field === 'preferredLanguage') {
              return (
                <div key={field} className="form-field">
                  <label htmlFor="pack-preferred-language" className="form-field__label">
                    {label}
                  </label>
                  <select id="pack-preferred-language" value={intake.preferredLanguage ?? ''} onChange={(event) => setField(field, event.target.value)}>
                    <option value="" />
                    {LANGUAGES.map(toStoredLanguage).map((code) => (
                      <option key={code} value={code}>
                        {t(`intake.languages.${code}`)}
                      </option>
                    ))}
                  </select>
                </div>
              );
            }
            return (
              <TextField
                key={field}
                label={label}
                name={field}
                type={(DATE_FIELDS as readonly string[]).includes(field) ? 'date' : 'text'}
                required={isRequired(field)}
                value={intake[field] ?? ''}
                onChange={(event) => setField(field, event.target.value)}
                error={problem ? t(`intake.errors.${problem}`) : undefined}
                {...INPUT_PROPS[field]}
              />
            );
          })}
        </fieldset>
      ))}
      <div className="pack-actions">
        <button type="button" className="button button--secondary" onClick={() => goTo('purpose')}>
          {t('intake.changePurpose')}
        </button>
        <button type="submit" className="button">
          {t('intake.next')}
        </button>
      </div>
    </form>
  );
}
