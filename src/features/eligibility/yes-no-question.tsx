import { useTranslation } from 'react-i18next';
import type { Answer } from '../../core/eligibility/decide-eligibility';

interface YesNoQuestionProps {
  /** The radio group's name: the question's id. */
  name: string;
  number: number;
  text: string;
  value: Answer | undefined;
  /** Marked after a check with this question unanswered. */
  invalid: boolean;
  onAnswer: (value: Answer) => void;
}

/** A question as a fieldset of two large radio buttons, so a thumb can hit either. */
export function YesNoQuestion({ name, number, text, value, invalid, onAnswer }: YesNoQuestionProps) {
  const { t } = useTranslation('eligibility');
  const errorId = `${name}-error`;
  return (
    <fieldset className={invalid ? 'yes-no yes-no--invalid' : 'yes-no'} aria-describedby={invalid ? errorId : undefined} aria-invalid={invalid || undefined}>
      <legend>
        <span className="yes-no__number">{number}.</span> {text}
      </legend>
      {invalid ? (
        <p id={errorId} className="form-field__error">
          {t('form.unanswered')}
        </p>
      ) : null}
      <div className="yes-no__choices">
        {(['yes', 'no'] as const).map((choice) => (
          <label key={choice} className="yes-no__choice">
            <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onAnswer(choice)} />
            {t(`form.${choice}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
