import { Phone, Square, Volume2 } from 'lucide-react';
import { useState } from 'react';
import type { RightsSection } from '../../content/rights/rights-types';
import { PhoneLink } from './phone-link';
import { sectionAnchor, sourceName } from './section-anchor';
import { usePageLanguage } from './use-page-language';
import { ProvenanceLine } from '../../ui/provenance-line';
import { ReportProblem } from '../../ui/report-problem';
import type { ReadAloud } from '../../ui/use-read-aloud';

interface RightsSectionViewProps {
  section: RightsSection;
  readAloud: ReadAloud;
}

/** One rights section: its points, the words to say (with the English beneath), whom to call, sources. */
export function RightsSectionView({ section, readAloud }: RightsSectionViewProps) {
  const { language, lang, t } = usePageLanguage();
  const anchor = sectionAnchor(section.id);
  const title = section.title[language];
  const speakingThis = readAloud.speaking === section.id;
  const [noVoice, setNoVoice] = useState(false);
  const sentences = [
    title,
    ...section.points.map((point) => point[language]),
    ...(section.script ? [t('section.whatToSay'), ...section.script.map((line) => line[language])] : []),
  ];

  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} tabIndex={-1} className="card rights-section">
      <div className="rights-section__top">
        <h2 id={`${anchor}-title`}>{title}</h2>
        {readAloud.supported ? (
          <button
            type="button"
            className="button button--secondary rights-section__read no-print"
            onClick={() => (speakingThis ? readAloud.stop() : setNoVoice(!readAloud.speak(section.id, sentences, language)))}
          >
            {speakingThis ? <Square size={18} aria-hidden="true" /> : <Volume2 size={18} aria-hidden="true" />}
            {speakingThis ? t('section.stopReading') : t('section.readAloud')}
          </button>
        ) : null}
      </div>
      {noVoice ? (
        <p role="status" className="rights-section__no-voice no-print">
          {t('section.noVoice')}
        </p>
      ) : null}

      <ul className="rights-section__points">
        {section.points.map((point, index) => (
          <li key={index}>{point[language]}</li>
        ))}
      </ul>

      {section.script ? (
        <div className="rights-script">
          <h3>{t('section.whatToSay')}</h3>
          {language !== 'en' ? <p className="rights-script__hint">{t('section.whatToSayHint')}</p> : null}
          <ol className="rights-script__lines">
            {section.script.map((line) => (
              <li key={line.en}>
                <p className="rights-script__said">{line[language]}</p>
                {/* They will say it to an officer who speaks English. */}
                {language !== 'en' ? (
                  <p className="rights-script__english">
                    <span className="rights-script__english-label">{t('section.inEnglish')} </span>
                    <span lang="en">{line.en}</span>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}

      {section.hotlines ? (
        <div className="rights-hotlines">
          <h3>{t('section.whoToCall')}</h3>
          <ul>
            {section.hotlines.map((hotline) => (
              <li key={hotline.number}>
                <PhoneLink number={hotline.number} label={hotline.label[language]} className="rights-hotline">
                  <Phone size={18} aria-hidden="true" className="rights-hotline__icon" />
                  <span className="rights-hotline__label">{hotline.label[language]}</span>
                  <span className="rights-hotline__number">{hotline.display}</span>
                </PhoneLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="rights-sources">
        <h3 className="rights-sources__title">{t('section.sources')}</h3>
        <ProvenanceLine checked={section.checked} sources={[]} lng={lang} />
        <ul>
          {section.sources.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" className="rights-source-link">
                {sourceName(url)}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <ReportProblem subjectKind="rights" subjectId={section.id} subjectName={title} />
    </section>
  );
}
