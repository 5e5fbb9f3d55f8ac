import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivityLog } from '../../data/activity';

interface KeepGuestDataOptionProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Keep the history saved on this device", shown only when this device has guest history. Its own
 * chunk: reading the device database brings Dexie and the sync code, which the form can do without.
 */
export function KeepGuestDataOption({ checked, onChange }: KeepGuestDataOptionProps) {
  const { t } = useTranslation('account');
  const id = useId();
  // The auth page is for signed-out visitors, so this is the guest's own history on this device.
  const guestHistory = useActivityLog();
  if (!guestHistory?.length) return null;
  return (
    <div className="form-check">
      <input id={id} type="checkbox" name="keepGuestData" aria-describedby={`${id}-hint`} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <div>
        <label htmlFor={id} className="form-field__label">
          {t('signUp.keepGuestData')}
        </label>
        <p id={`${id}-hint`} className="form-field__hint">
          {t('signUp.keepGuestDataHint')}
        </p>
      </div>
    </div>
  );
}
