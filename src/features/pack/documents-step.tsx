// Step 3: the letters to make. The purpose's suggestions first, then the rest; each document can
// be added once, in one of its versions, and removed again (spec "Pack wizard").
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackDocument } from '../../content/pack';
import { usePackContent } from './pack-content';
import { useContentLanguage } from '../../i18n/use-content-language';
import { FormAlert } from '../../ui/form-parts';
import { usePackStore } from './pack-store';

function DocumentOption({ document }: { document: PackDocument }) {
  const { t } = useTranslation('pack');
  const language = useContentLanguage();
  const chosen = usePackStore((state) => state.selections.find((selection) => selection.documentId === document.id));
  const addDocument = usePackStore((state) => state.addDocument);
  const setVariant = usePackStore((state) => state.setVariant);
  const [variantId, setVariantId] = useState(document.variants[0]!.id);
  const shownVariant = chosen?.variantId ?? variantId;
  const selectId = `pack-variant-${document.id}`;

  return (
    <li className={chosen ? 'card pack-document pack-document--added' : 'card pack-document'}>
      <h4>{document.title[language]}</h4>
      <p className="pack-document__subtitle">{document.subtitle[language]}</p>
      <p>{document.description[language]}</p>
      <p className="pack-document__attachments">
        <strong>{t('documents.attachments')}:</strong> {document.attachments.map((attachment) => attachment[language]).join(' ')}
      </p>
      {document.variants.length > 1 ? (
        <div className="form-field">
          <label htmlFor={selectId} className="form-field__label">
            {t('documents.variant')}
            <span className="visually-hidden">: {document.title[language]}</span>
          </label>
          <select id={selectId} value={shownVariant} onChange={(event) => (chosen ? setVariant(document.id, event.target.value) : setVariantId(event.target.value))}>
            {document.variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.label[language]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={Boolean(chosen)}
        aria-label={`${chosen ? t('documents.added') : t('documents.add')}: ${document.title[language]}`}
        onClick={() => addDocument({ documentId: document.id, variantId })}
      >
        {chosen ? t('documents.added') : t('documents.add')}
      </button>
    </li>
  );
}

export function DocumentsStep() {
  const { t } = useTranslation('pack');
  const language = useContentLanguage();
  const purposeId = usePackStore((state) => state.purposeId);
  const selections = usePackStore((state) => state.selections);
  const removeDocument = usePackStore((state) => state.removeDocument);
  const goTo = usePackStore((state) => state.goTo);
  const makePacket = usePackStore((state) => state.makePacket);
  const [tried, setTried] = useState(false);
  const { documents, purposes } = usePackContent();
  const purpose = purposes.find((candidate) => candidate.id === purposeId);
  const suggested = purpose ? documents.filter((document) => purpose.suggestedDocuments.includes(document.id)) : [];
  const others = documents.filter((document) => !suggested.includes(document));

  const create = () => {
    setTried(true);
    if (selections.length > 0) makePacket();
  };

  return (
    <div className="pack-documents">
      <p className="form-field__hint">{t('documents.hint')}</p>
      {suggested.length > 0 && purpose ? (
        <section aria-labelledby="pack-suggested">
          <h3 id="pack-suggested">{t('documents.suggested', { purpose: purpose.title[language] })}</h3>
          <ul className="card-grid pack-document-list">
            {suggested.map((document) => (
              <DocumentOption key={document.id} document={document} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="pack-other">
        <h3 id="pack-other">{t('documents.other')}</h3>
        <ul className="card-grid pack-document-list">
          {others.map((document) => (
            <DocumentOption key={document.id} document={document} />
          ))}
        </ul>
      </section>

      <section className="card pack-chosen" aria-labelledby="pack-chosen">
        <h3 id="pack-chosen">{t('documents.chosen')}</h3>
        {selections.length === 0 ? <p>{t('documents.none')}</p> : null}
        <ul>
          {selections.map((selection) => {
            const document = documents.find((candidate) => candidate.id === selection.documentId)!;
            const variant = document.variants.find((candidate) => candidate.id === selection.variantId);
            return (
              <li key={selection.documentId} className="pack-chosen__item">
                <span>
                  {document.title[language]}
                  {document.variants.length > 1 && variant ? ` (${variant.label[language]})` : ''}
                </span>
                <button type="button" className="button button--secondary" onClick={() => removeDocument(selection.documentId)}>
                  {t('documents.remove', { document: document.title[language] })}
                </button>
              </li>
            );
          })}
        </ul>
        <FormAlert message={tried && selections.length === 0 ? t('documents.noneSelected') : null} />
      </section>

      <div className="pack-actions">
        <button type="button" className="button button--secondary" onClick={() => goTo('intake')}>
          {t('documents.back')}
        </button>
        <button type="button" className="button" onClick={create}>
          {t('documents.create')}
        </button>
      </div>
    </div>
  );
}
