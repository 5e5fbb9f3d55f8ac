// Explaining the letter once the form is sent. On this phone by default (private, offline,
// unlimited). With AI when the person chose it, is signed in and online: the file is uploaded to
// their private folder, then the server's model explains it; if that fails, the phone's
// explanation is shown with the reason, never an error where an answer could be given.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LetterFormValues } from '../../core/letters/letter-form';
import { useContentLanguage } from '../../i18n/use-content-language';
import { toast } from '../../ui/toast';
import { explainOnDevice } from './explain-on-device';
import { loadLetterService } from './letter-service';
import { useLetterStore, type LetterAnalysis } from './letter-store';

export type ExplainPhase = 'idle' | 'uploading' | 'analyzing' | 'analyzingDevice';

const SERVICE_REASON: Record<string, string> = {
  rate_limited: 'errors.rateLimited',
  out_of_credit: 'errors.outOfCredit',
  free_tier_used: 'errors.freeTierUsed',
  timeout: 'errors.timeout',
  offline: 'errors.offline',
  upload_failed: 'errors.upload',
};

/** Why an upload failed, in the reader's words: a full quota says what to do instead of "try again". */
const UPLOAD_REASON: Record<string, string> = { upload_quota: 'errors.uploadQuota' };

type AiOutcome = { analysis: LetterAnalysis; uploaded: true } | { reason: string; uploaded: boolean };

export function useExplainLetter() {
  const { t } = useTranslation('letter');
  const reader = useContentLanguage();
  const show = useLetterStore((state) => state.show);
  const [phase, setPhase] = useState<ExplainPhase>('idle');

  const withAi = async (file: File, form: LetterFormValues): Promise<AiOutcome> => {
    const service = await loadLetterService();
    setPhase('uploading');
    let path: string;
    try {
      ({ path } = await service.uploadLetter(file));
    } catch (error) {
      const code = (error as { code?: string } | null)?.code ?? 'failed';
      if (!UPLOAD_REASON[code]) console.error('The letter could not be uploaded:', error);
      return { reason: t(UPLOAD_REASON[code] ?? 'errors.upload'), uploaded: false };
    }
    setPhase('analyzing');
    try {
      const { analysis } = await service.analyzeLetterOnServer({
        path,
        sender: form.sender,
        concern: form.concern,
        deadline: form.deadline || null,
        letterDate: form.date,
        language: reader,
      });
      return { analysis, uploaded: true };
    } catch (error) {
      const code = (error as { code?: string } | null)?.code ?? 'failed';
      if (!SERVICE_REASON[code]) console.error('The letter could not be analyzed by AI:', error);
      return { reason: t(SERVICE_REASON[code] ?? 'errors.analysis'), uploaded: true };
    }
  };

  /** Resolves to true when an analysis is on screen. */
  const explain = async ({ file, text, form, useAi }: { file: File; text: string | null; form: LetterFormValues; useAi: boolean }): Promise<boolean> => {
    try {
      const ai = useAi ? await withAi(file, form) : null;
      let analysis: LetterAnalysis;
      let fellBackReason: string | null = null;
      if (ai && 'analysis' in ai) analysis = ai.analysis;
      else {
        fellBackReason = ai?.reason ?? null;
        if (text === null) {
          toast.error(fellBackReason ?? t('errors.analysis'));
          return false;
        }
        setPhase('analyzingDevice');
        analysis = await explainOnDevice(text, form, reader);
      }
      show({ analysis, formData: form, fellBackReason, uploaded: ai?.uploaded ?? false, madeAt: new Date().toISOString() });
      toast.success(t('toast.analyzed'));
      void remember(analysis, form, t('result.activity', { sender: analysis.senderName || t(`senders.${analysis.sender}`), summary: analysis.summary }));
      return true;
    } catch (error) {
      console.error('The letter could not be analyzed:', error);
      toast.error(t('errors.analysis'));
      return false;
    } finally {
      setPhase('idle');
    }
  };

  return { phase, explain };
}

/** Spec: a Letter Analysis activity with the analysis, the form, the sender and the deadline (signed in only). */
async function remember(analysis: LetterAnalysis, form: LetterFormValues, description: string): Promise<void> {
  const { recordActivityWhenSignedIn } = await import('../../data/activity');
  await recordActivityWhenSignedIn({
    activity_type: 'Letter Analysis',
    activity_description: description,
    metadata: { analysis, formData: form, sender: analysis.sender, deadline: analysis.deadline?.date ?? (form.deadline || null) },
  });
}
