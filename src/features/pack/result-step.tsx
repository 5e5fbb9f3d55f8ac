// Step 4: the packet. Every chosen document as an English letter filled from the intake, to
// download as a PDF (all together or one by one), copy or share; for signed-in people the
// "Document Packet Generated" activity and an appointment reminder (spec "The calls it makes").
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fillLetter, letterAsText, type FilledLetter } from '../../core/pack/fill-letter';
import { useContentLanguage } from '../../i18n/use-content-language';
import { toast } from '../../ui/toast';
import { copyText, shareText } from '../../ui/share-text';
import { saveFile } from '../../ui/save-file';
import { ReportProblem } from '../../ui/report-problem';
import { englishPurposeTitle } from './english-purpose-title';
import { usePackContent } from './pack-content';
import { PacketReminder } from './packet-reminder';
import { usePackStore } from './pack-store';

const fileNameOf = (letters: FilledLetter[]) => (letters.length === 1 ? `pali-${letters[0]!.documentId}.pdf` : 'pali-packet.pdf');

/** `madeAt`: when the packet was made (ISO); the letters are dated that day. */
export function ResultStep({ madeAt }: { madeAt: string }) {
  const { t } = useTranslation('pack');
  const language = useContentLanguage();
  const { purposeId, intake, selections, startAnother } = usePackStore();
  const [making, setMaking] = useState(false);
  const { documents, purposes } = usePackContent();
  const purpose = purposes.find((candidate) => candidate.id === purposeId);
  const letters = useMemo(
    () =>
      selections.map(({ documentId, variantId }) =>
        fillLetter(
          documents.find((document) => document.id === documentId)!,
          variantId,
          intake,
          new Date(madeAt),
        ),
      ),
    [documents, selections, intake, madeAt],
  );
  const packetText = letters.map(letterAsText).join('\n\n\n');

  // Once per packet, even across a reload of this step or an effect run twice: the store is read
  // at the moment, not from this render.
  const markAnnounced = usePackStore((state) => state.markAnnounced);
  useEffect(() => {
    if (usePackStore.getState().announcedAt === madeAt) return;
    markAnnounced(madeAt);
    toast.success(t('result.generated'));
    // The history is kept in English: the letters are English, and the purpose's English title comes from the English pack.
    const titles = letters.map((letter) => letter.title).join(', ');
    void Promise.all([import('../../data/activity'), englishPurposeTitle(purposeId, purpose?.title[language] ?? null)]).then(([{ recordActivityWhenSignedIn }, purposeTitle]) =>
      recordActivityWhenSignedIn({
        activity_type: 'Document Packet Generated',
        activity_description: purposeTitle ? `${purposeTitle}: ${titles}` : titles,
        metadata: { purpose: purposeId, documents: selections },
      }),
    );
  }, [madeAt, markAnnounced, t, purpose, purposeId, language, letters, selections]);

  const download = async (chosen: FilledLetter[]) => {
    setMaking(true);
    try {
      const { buildPacketPdf } = await import('../../core/pack/letter-pdf');
      const bytes = await buildPacketPdf(chosen);
      saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileNameOf(chosen));
    } catch (error) {
      console.error('The packet PDF could not be made.', error);
      toast.error(t('result.pdfFailed'));
    } finally {
      setMaking(false);
    }
  };

  const copy = async () => {
    if (await copyText(packetText)) toast.success(t('result.copied'));
    else toast.error(t('result.copyFailed'));
  };

  const share = async () => {
    const outcome = await shareText({ title: t('pack.title', { ns: 'translation' }), text: packetText });
    if (outcome === 'copied') toast.success(t('result.copied'));
    if (outcome === 'email') toast.message(t('result.emailOpening'));
  };

  return (
    <div className="pack-result">
      <p className="pack-result__lead">{t('result.lead')}</p>
      <p className="form-note">{t('result.english')}</p>
      <div className="pack-actions no-print">
        <button type="button" className="button" disabled={making} onClick={() => void download(letters)}>
          {t('result.downloadAll')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {t('result.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void share()}>
          {t('result.share')}
        </button>
      </div>
      <p role="status" className="pack-result__status">
        {making ? t('result.making') : ''}
      </p>
      <p>{t('result.sign')}</p>
      <ul className="pack-letters">
        {letters.map((letter) => {
          const document = documents.find((candidate) => candidate.id === letter.documentId)!;
          return (
            <li key={letter.documentId} className="card pack-letter">
              <h3>{document.title[language]}</h3>
              <p className="pack-letter__english" lang="en">
                {letter.title}
              </p>
              <button type="button" className="button button--secondary no-print" disabled={making} onClick={() => void download([letter])}>
                {t('result.download')}
              </button>
              <details className="pack-letter__preview">
                <summary>{t('result.preview')}</summary>
                <pre lang="en">{letterAsText(letter)}</pre>
              </details>
            </li>
          );
        })}
      </ul>
      <PacketReminder purposeId={purposeId} readerTitle={purpose?.title[language] ?? null} />
      {purpose ? <ReportProblem subjectKind="checklist" subjectId={`pack-${purpose.id}`} subjectName={purpose.title[language]} /> : null}
      <p className="no-print">
        <Link to="/ask?kind=pack">{t('result.askPerson')}</Link>
      </p>
      <button type="button" className="button button--secondary no-print" onClick={startAnother}>
        {t('result.another')}
      </button>
    </div>
  );
}
