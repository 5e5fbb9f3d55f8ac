// Makes the wallet card in the chosen format and hands it to the browser as a download. Loaded only
// when a wallet-card button is pressed; the PDF builder (pdf-lib) and the Chinese font load later
// still, and only when that format and language need them.
import type { WalletCard } from '../../../core/rights/wallet-card-layout';
import { saveFile } from '../../../ui/save-file';
import { makeWalletCard, walletCardFileName, type Translate } from './wallet-card-content';
import { drawWalletCardPng } from './wallet-card-png';
import type { Language } from '../../../core/language';

async function walletCardPdf(card: WalletCard): Promise<Blob> {
  const [{ buildWalletCardPdf }, cjkFont] = await Promise.all([
    import('../../../core/rights/wallet-card-pdf'),
    card.language === 'zh' ? import('./wallet-card-cjk-font').then(({ cjkFontBytes }) => cjkFontBytes()) : undefined,
  ]);
  const bytes = await buildWalletCardPdf(card, { cjkFont });
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

/** Makes and downloads the card; resolves to the file's name. */
export async function downloadWalletCard(format: 'pdf' | 'png', language: Language, t: Translate): Promise<string> {
  const card = makeWalletCard(language, t);
  const blob = format === 'pdf' ? await walletCardPdf(card) : await drawWalletCardPng(card);
  const fileName = walletCardFileName(language, format);
  saveFile(blob, fileName);
  return fileName;
}
