// Download Wallet Card, as a PDF to print or a picture to keep on the phone, in the page's
// language. The card's code loads only when a button is pressed, so the page itself stays light;
// the PDFs are made at build time and precached, and the picture is drawn on the phone, so both work
// offline.
import { CreditCard, Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../ui/toast';
import { CLEAR_OF_QUICK_EXIT } from './toast-placement';
import { usePageLanguage } from './use-page-language';

type Format = 'pdf' | 'png';

export function WalletCardButtons() {
  const { language, t } = usePageLanguage();
  const [making, setMaking] = useState<Format | null>(null);

  const download = async (format: Format) => {
    setMaking(format);
    try {
      const { downloadWalletCard } = await import('./wallet-card/download-wallet-card');
      const file = await downloadWalletCard(format, language, (key) => t(key));
      toast.success(t('walletCard.ready', { file }), CLEAR_OF_QUICK_EXIT);
    } catch (error) {
      console.error('The wallet card could not be made.', error);
      toast.error(t('walletCard.failed'), CLEAR_OF_QUICK_EXIT);
    } finally {
      setMaking(null);
    }
  };

  return (
    <>
      <button type="button" className="button" disabled={making !== null} onClick={() => void download('pdf')}>
        <CreditCard size={18} aria-hidden="true" />
        {t('walletCard.pdf')}
      </button>
      <button type="button" className="button button--secondary" disabled={making !== null} onClick={() => void download('png')}>
        <ImageIcon size={18} aria-hidden="true" />
        {t('walletCard.png')}
      </button>
      <p className="rights-actions__hint">{t('walletCard.hint')}</p>
      <p role="status" className="rights-actions__status">
        {making ? t('walletCard.making') : ''}
      </p>
    </>
  );
}
