// The letter's other facts, each only when the letter has it: amounts with what they are, phone
// numbers to tap (with whom they reach, and TTY lines named as such), reference numbers to have
// ready, what happens if nothing is done (the letter's sentences), and the choices it offers.
import { useTranslation } from 'react-i18next';
import type { ResultFacts } from './result-facts-of';
import { formatMoney } from './result-format';

export function ResultFactsList({ facts }: { facts: ResultFacts }) {
  const { t, i18n } = useTranslation('letter');
  const { amounts, phones, references, consequences, choices } = facts;
  return (
    <>
      {amounts.length ? (
        <>
          <h3>{t('result.amounts.title')}</h3>
          <ul className="letter-facts">
            {amounts.map((amount) => (
              <li key={`${amount.label}-${amount.cents}-${amount.quote}`}>
                <strong>
                  {t(`result.amounts.${amount.label}`)}: {formatMoney(amount.cents, i18n.language)}
                </strong>
                {amount.quote ? <span className="letter-facts__quote"> “{amount.quote}”</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {phones.length ? (
        <>
          <h3>{t('result.phones.title')}</h3>
          <ul className="letter-facts">
            {phones.map((phone) => {
              const who = phone.reaches ?? t('result.phones.unnamed');
              const whom = phone.tty ? `${who} (${t('result.phones.tty')})` : who;
              return (
                <li key={`${phone.tel}-${phone.tty}`}>
                  {whom}:{' '}
                  <a href={`tel:${phone.tel}`} className="letter-facts__phone" aria-label={t('result.phones.call', { whom, number: phone.number })}>
                    {phone.number}
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {references.length ? (
        <>
          <h3>{t('result.references.title')}</h3>
          <dl className="letter-facts__references">
            {references.map((reference) => (
              <div key={`${reference.label}-${reference.value}`}>
                <dt>{t(`result.references.${reference.label}`)}</dt>
                <dd>{reference.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {consequences.length ? (
        <>
          <h3>{t('result.ifNothing')}</h3>
          <ul className="letter-facts">
            {consequences.map((consequence) => (
              <li key={consequence}>“{consequence}”</li>
            ))}
          </ul>
        </>
      ) : null}
      {choices.length ? (
        <>
          <h3>{t('result.choices.title')}</h3>
          <ul className="letter-facts">
            {choices.map((choice, index) => (
              <li key={choice.id}>
                <strong>{t(`result.choices.${choice.id}`)}</strong>
                {/* One sentence often offers two choices ("pay or appeal"): it is quoted once. */}
                {choice.quote && choices.findIndex((each) => each.quote === choice.quote) === index ? <span className="letter-facts__quote"> “{choice.quote}”</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
