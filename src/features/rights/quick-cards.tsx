// The three short cards, before the long sections: a letter you do not understand (with the
// way to Explain My Letter and to legal aid), the phone words for asking for an interpreter, and
// the emergency card on interpreters and signing.
import { Link } from 'react-router-dom';
import type { QuickCard } from '../../content/rights/rights-types';
import { useRightsContent } from './use-rights-content';
import { usePageLanguage } from './use-page-language';
import { ProvenanceLine } from '../../ui/provenance-line';

function PhoneScript({ card }: { card: QuickCard }) {
  const { language, t } = usePageLanguage();
  if (!card.script) return null;
  return (
    <ol className="rights-script__lines rights-quick-card__script">
      {card.script.map(({ line, say }) => (
        <li key={line.en}>
          <p className="rights-script__said">{line[language]}</p>
          {/* The reader says the English; an English reader (often the one helping) sees the Spanish. */}
          {language === 'en' ? (
            <p className="rights-script__english">
              <span className="rights-script__english-label">{t('quickCards.inSpanish')} </span>
              <span lang="es">{line.es}</span>
            </p>
          ) : (
            <p className="rights-script__english">
              <span className="rights-script__english-label">{t('section.inEnglish')} </span>
              <span lang="en">{say[language]}</span>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

export function QuickCards() {
  const { language, lang, t } = usePageLanguage();
  const { quickCards } = useRightsContent();
  return (
    <section className="rights-quick" aria-labelledby="rights-quick-title">
      <h2 id="rights-quick-title">{t('quickCards.title')}</h2>
      <div className="rights-quick__cards">
        {quickCards.map((card) => (
          <article key={card.id} className={`card rights-quick-card rights-quick-card--${card.id}`} aria-labelledby={`rights-quick-${card.id}`}>
            <h3 id={`rights-quick-${card.id}`}>{card.title[language]}</h3>
            <ul className="rights-quick-card__points">
              {card.points.map((point, index) => (
                <li key={index}>{point[language]}</li>
              ))}
            </ul>
            <PhoneScript card={card} />
            <ProvenanceLine checked={card.checked} sources={card.sources} lng={lang} />
            {card.links ? (
              <p className="rights-quick-card__links no-print">
                {card.links.map((link) => (
                  <Link key={link.path} to={link.path} className="button button--secondary">
                    {link.label[language]}
                  </Link>
                ))}
              </p>
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}
