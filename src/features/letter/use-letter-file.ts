// Choosing the letter's file: the checks first (type, size; and the bytes must be what the
// name says), then the letter is read on this phone (PDF text, or the words in a photo, with
// progress), and what it says fills the form's empty fields. A newer choice cancels an older one.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLetterFile, LetterFileError, LetterReadError, OcrUnavailableError } from '../../core/letters/letter-file';
import { useContentLanguage } from '../../i18n/use-content-language';
import { toast } from '../../ui/toast';
import { hintsFromLetter } from './explain-on-device';
import { useLetterStore } from './letter-store';

export type ReadingState = { status: 'idle' } | { status: 'reading'; stage: 'pdf' | 'ocr-loading' | 'ocr'; percent: number } | { status: 'error'; message: string };

const HEAD_BYTES = 16;

const CHECK_MESSAGE = { 'wrong-type': 'errors.fileType', 'too-large': 'errors.fileSize', empty: 'errors.fileEmpty' } as const;
const READ_MESSAGE = {
  'corrupt-pdf': 'errors.corruptPdf',
  'encrypted-pdf': 'errors.encryptedPdf',
  'image-too-large': 'errors.imageTooLarge',
  'unreadable-image': 'errors.unreadableImage',
  'no-text': 'errors.noText',
} as const;

export function useLetterFile() {
  const { t } = useTranslation('letter');
  const reader = useContentLanguage();
  const chooseFile = useLetterStore((state) => state.chooseFile);
  const letterRead = useLetterStore((state) => state.letterRead);
  const [reading, setReading] = useState<ReadingState>({ status: 'idle' });
  const latest = useRef(0);

  const choose = useCallback(
    async (file: File | null): Promise<boolean> => {
      const run = ++latest.current;
      if (!file) return false;
      const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
      if (run !== latest.current) return false;
      const checked = checkLetterFile({ name: file.name, type: file.type, size: file.size, head });
      if (!checked.ok) {
        chooseFile(null);
        setReading({ status: 'error', message: t(CHECK_MESSAGE[checked.problem]) });
        return false;
      }
      chooseFile(file);
      toast.success(t('toast.fileSelected'));
      setReading({ status: 'reading', stage: checked.kind === 'pdf' ? 'pdf' : 'ocr-loading', percent: 0 });
      try {
        const { readLetterInBrowser } = await import('./reading/read-letter-in-browser');
        const { text } = await readLetterInBrowser(file, (progress) => {
          if (run === latest.current) setReading({ status: 'reading', stage: progress.stage, percent: Math.round(progress.progress * 100) });
        });
        const hints = await hintsFromLetter(text, reader);
        if (run !== latest.current) return false;
        letterRead(text, hints);
        setReading({ status: 'idle' });
        return true;
      } catch (error) {
        if (run !== latest.current) return false;
        chooseFile(null);
        const message =
          error instanceof LetterReadError
            ? t(READ_MESSAGE[error.problem])
            : error instanceof LetterFileError
              ? t(CHECK_MESSAGE[error.problem])
              : error instanceof OcrUnavailableError
                ? t(error.reader === 'pdf' ? 'errors.pdfReaderUnavailable' : 'errors.ocrUnavailable')
                : t('errors.readFailed');
        if (message === t('errors.readFailed')) console.error('The letter could not be read:', error);
        setReading({ status: 'error', message });
        return false;
      }
    },
    [chooseFile, letterRead, reader, t],
  );

  return { reading, choose };
}
