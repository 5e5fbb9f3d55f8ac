// The passages of the pack (purposes and documents) and Explain My Letter (each letter kind: what
// it is, what to do, what to bring), in one language. Purposes link to /pack?purpose=…, letter
// kinds to /letter. The city guide's passages are in place-passages.ts.
import { ASSISTANT_WORDS } from '../../content/assistant/assistant-words';
import { LETTER_KINDS } from '../../content/letters';
import { PACK_DOCUMENTS, PACK_PURPOSES } from '../../content/pack';
import { guidePassages, guideSource, labelled, sentences, type GuidePassageDoc } from './guide-passage-doc';
import type { Language } from '../language';

const { labels } = ASSISTANT_WORDS;

export function packPassages(language: Language): GuidePassageDoc[] {
  const purposes = PACK_PURPOSES.flatMap((purpose) => {
    const source = guideSource(language, 'pack', `pack/${purpose.id}`, purpose.title[language], `/pack?purpose=${purpose.id}`, purpose.source);
    return guidePassages(source, [purpose.description[language], ...purpose.requirements.map((requirement) => requirement[language])]);
  });
  const documents = PACK_DOCUMENTS.flatMap((document) => {
    const source = guideSource(language, 'pack', `pack-document/${document.id}`, document.title[language], '/pack');
    const variants = document.variants.map((variant) => variant.label[language]).join(' ');
    return guidePassages(source, [
      { text: sentences([document.description[language], document.subtitle[language]], language), tags: variants },
      labelled(
        labels.attach[language],
        document.attachments.map((attachment) => attachment[language]),
        language,
      ),
    ]);
  });
  return [...purposes, ...documents];
}

export function letterPassages(language: Language): GuidePassageDoc[] {
  return LETTER_KINDS.flatMap((kind) => {
    const source = guideSource(language, 'letter', `letter/${kind.id}`, kind.title[language], '/letter', kind.sources[0]);
    // A letter's own phrases find it from the words a person quotes; they exist in English and Spanish
    // (a Portuguese or Kreyòl reader quotes the English of the letter they hold).
    const signals = language === 'zh' ? '' : kind.signals[language === 'es' ? 'es' : 'en'].join(' ');
    return guidePassages(
      source,
      [
        { text: kind.summary[language], tags: signals },
        ...kind.actions.map((action) => action[language]),
        labelled(
          labels.whatToBring[language],
          kind.documents.map((document) => document[language]),
          language,
        ),
      ],
      { legal: kind.legalHelp },
    );
  });
}
