// "The letter asks you for": each item in the letter's own words (marked with the letter's
// language, so a screen reader says it right), and beside it the name in the reader's language when
// Pali's glossary knows the paper and the name is not the same words.
import { useTranslation } from 'react-i18next';
import { isLanguage, toHtmlLang } from '../../core/language';
import type { ShownAsk } from '../../core/letters/explain-letter';
import { askTranslation } from './result-facts-of';

export function ResultAsks({ asks, letterLanguage }: { asks: ShownAsk[]; letterLanguage: string | undefined }) {
  const { t } = useTranslation('letter');
  if (asks.length === 0) return null;
  const lang = isLanguage(letterLanguage) ? toHtmlLang(letterLanguage) : undefined;
  return (
    <>
      <h3>{t('result.asks')}</h3>
      <ul className="letter-result__list letter-asks">
        {asks.map((ask) => {
          const translation = askTranslation(ask);
          return (
            <li key={ask.text}>
              <span lang={lang}>{ask.text}</span>
              {translation ? <span className="letter-asks__translation"> — {translation}</span> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
