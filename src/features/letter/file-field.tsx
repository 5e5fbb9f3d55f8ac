// The letter's file: a photo or a PDF, up to 10 MB. While the phone reads it a progress bar says
// how far it has got (reading a photo's words takes a few seconds on a cheap phone).
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLetterStore } from './letter-store';
import type { ReadingState } from './use-letter-file';

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

interface FileFieldProps {
  reading: ReadingState;
  /** The form's own message (no file when sending). */
  error?: string | undefined;
  onChoose: (file: File | null) => Promise<boolean>;
  disabled: boolean;
}

export function FileField({ reading, error, onChoose, disabled }: FileFieldProps) {
  const { t } = useTranslation('letter');
  const file = useLetterStore((state) => state.file);
  const fileName = useLetterStore((state) => state.fileName);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const message = reading.status === 'error' ? reading.message : error;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null, file || fileName ? `${id}-chosen` : null].filter(Boolean).join(' ');

  const change = async (chosen: File | null) => {
    const kept = await onChoose(chosen);
    // A refused file is let go, so choosing the same one again (after fixing it) still counts.
    if (!kept && input.current && reading.status !== 'reading') input.current.value = '';
  };

  return (
    <div className={`form-field letter-file ${message ? 'form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {t('form.file')}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {t('form.fileHint')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        className="form-field__input letter-file__input"
        accept={ACCEPT}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => void change(event.target.files?.[0] ?? null)}
      />
      {file ? (
        <p id={`${id}-chosen`} className="letter-file__chosen">
          {t('form.fileChosen', { name: file.name })}
        </p>
      ) : fileName ? (
        <p id={`${id}-chosen`} className="form-field__hint">
          {t('form.fileAgain')}
        </p>
      ) : null}
      {reading.status === 'reading' ? <ReadingProgress stage={reading.stage} percent={reading.percent} /> : null}
      {message ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function ReadingProgress({ stage, percent }: { stage: 'pdf' | 'ocr-loading' | 'ocr'; percent: number }) {
  const { t } = useTranslation('letter');
  const label = stage === 'ocr-loading' ? t('form.preparingOcr') : stage === 'pdf' ? t('form.readingPdf', { percent }) : t('form.readingPhoto', { percent });
  return (
    <div className="letter-file__progress" role="status">
      <span>{label}</span>
      <progress max={100} value={stage === 'ocr-loading' ? undefined : percent} aria-label={t('form.reading')} />
    </div>
  );
}
