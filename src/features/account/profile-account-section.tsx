import { Download, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { downloadJson, myDataFileName } from './my-data-file';
import { DeleteAccountDialog } from './profile-parts';
import { SignInEmailSection } from './sign-in-email-section';

/**
 * Also: the address you sign in with (changed only once confirmed), take your data with you, or delete the
 * account and everything in it.
 */
export function ProfileAccountSection() {
  const { t } = useTranslation('account');
  const [preparing, setPreparing] = useState(false);
  const [deviceCopyOnly, setDeviceCopyOnly] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setPreparing(true);
    try {
      // The export reads the device database: its code comes with the click, not with the page.
      const { exportMyData } = await import('../../data/account');
      const data = await exportMyData();
      if (!data) throw new Error('Nobody is signed in.');
      const fileName = myDataFileName(new Date());
      downloadJson(data, fileName);
      setDeviceCopyOnly(!data.complete);
      toast.success(t('account.downloaded', { file: fileName }));
    } catch {
      toast.error(t('account.downloadFailed'));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <section className="profile-account card" aria-labelledby="profile-account-title">
      <h2 id="profile-account-title">{t('account.title')}</h2>
      <SignInEmailSection />
      <div className="profile-account__item">
        <p className="muted">{t('account.downloadHint')}</p>
        <button type="button" className="button button--secondary" disabled={preparing} onClick={() => void download()}>
          <Download size={18} aria-hidden="true" />
          {preparing ? t('account.downloading') : t('account.download')}
        </button>
        {/* Honest about what the file holds when the server could not be reached. */}
        {deviceCopyOnly ? (
          <p className="form-note" role="status">
            {t('account.deviceCopyOnly')}
          </p>
        ) : null}
      </div>
      <div className="profile-account__item">
        <p className="muted">{t('account.deleteHint')}</p>
        <button type="button" className="button button--secondary profile-account__delete" onClick={() => setDeleting(true)}>
          <Trash2 size={18} aria-hidden="true" />
          {t('account.delete')}
        </button>
      </div>
      <Suspense fallback={null}>{deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}</Suspense>
    </section>
  );
}
