// Makes the wallet card in the chosen format and hands it to the browser as a download. Loaded only
// when a wallet-card button is pressed. The PDF is the same for everyone in a language, so the build
// makes it (src/node/wallet-card-pdfs-plugin.ts) and the service worker precaches it: here it is
// only fetched, which works with no signal. The picture is drawn here, with the phone's own fonts.
import { saveFile } from '../../../ui/save-file';
import { makeWalletCard, walletCardFileName, walletCardPdfPath, type Translate } from './wallet-card-content';
import { drawWalletCardPng } from './wallet-card-png';
import { rightsPack } from '../rights-pack';
import type { Language } from '../../../core/language';

const PDF_SIGNATURE = '%PDF-';

async function walletCardPdf(language: Language): Promise<Blob> {
  const response = await fetch(`${import.meta.env.BASE_URL}${walletCardPdfPath(language)}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A missing file can come back as the app's page (the SPA fallback): never save that as the card.
  if (!response.ok || String.fromCharCode(...bytes.subarray(0, PDF_SIGNATURE.length)) !== PDF_SIGNATURE) {
    throw new Error(`The wallet card PDF could not be fetched (${response.status}).`);
  }
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Makes and downloads the card; resolves to the file's name. */
export async function downloadWalletCard(format: 'pdf' | 'png', language: Language, t: Translate): Promise<string> {
  const blob = format === 'pdf' ? await walletCardPdf(language) : await drawWalletCardPng(makeWalletCard(language, t, await rightsPack.load(language)));
  const fileName = walletCardFileName(language, format);
  saveFile(blob, fileName);
  return fileName;
}
