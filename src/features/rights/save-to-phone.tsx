// "Save to Phone": installs Pali where the browser offers it (the shared install prompt), else says
// how to add it to the home screen on the phones people have. Either way the page already works
// offline: the service worker keeps it after the first visit.
import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import { promptInstall, useInstallPrompt } from '../../ui/install-prompt';
import { toast } from '../../ui/toast';
import { useMediaQuery } from '../../ui/use-media-query';
import { CLEAR_OF_QUICK_EXIT } from './toast-placement';
import { usePageLanguage } from './use-page-language';

export function SaveToPhone() {
  const { t } = usePageLanguage();
  const offer = useInstallPrompt((state) => state.offer);
  const installed = useInstallPrompt((state) => state.installed);
  const standalone = useMediaQuery('(display-mode: standalone)');
  const [showHowTo, setShowHowTo] = useState(false);

  if (installed || standalone) return <p className="rights-save__done">{t('saveToPhone.already')}</p>;

  const save = async () => {
    if (offer) {
      if (await promptInstall()) toast.success(t('saveToPhone.installed'), CLEAR_OF_QUICK_EXIT);
      return;
    }
    setShowHowTo((shown) => !shown);
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={offer ? undefined : showHowTo}
        aria-controls={offer ? undefined : 'rights-save-how-to'}
        onClick={() => void save()}
      >
        <Smartphone size={18} aria-hidden="true" />
        {t('saveToPhone.button')}
      </button>
      <div id="rights-save-how-to" hidden={!showHowTo} className="rights-save__how-to">
        <p className="rights-save__title">{t('saveToPhone.howTo')}</p>
        <ul>
          <li>{t('saveToPhone.iphone')}</li>
          <li>{t('saveToPhone.android')}</li>
        </ul>
        <p>{t('saveToPhone.offline')}</p>
      </div>
    </>
  );
}
