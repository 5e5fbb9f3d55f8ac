// The wallet card's PDFs (English, Spanish, Chinese), made in Node when the app is built and shipped
// as static files (/wallet-card/pali-wallet-card-<lang>.pdf) that the service worker precaches, so
// the download works with no signal. A language's card is the same for everyone: making it on the
// phone only put pdf-lib's font reader (fontkit) and the Chinese font in every install, hundreds of
// kB for a file that never changes. The dev server makes them on request, from the current strings.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { SCREEN_PACKS } from '../content/screen-packs';
import { LANGUAGES, type Language } from '../core/language';
import { buildWalletCardPdf } from '../core/rights/wallet-card-pdf';
import { makeWalletCard, translateFrom, walletCardPdfPath } from '../features/rights/wallet-card/wallet-card-content';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url));

/** One language's card, from the same `rights` strings the page shows. */
async function walletCardPdf(language: Language): Promise<Uint8Array> {
  const strings = JSON.parse(read(`i18n/locales/${language}/rights.json`).toString('utf8')) as Record<string, unknown>;
  // Chinese needs a font with its glyphs: the subset tests/tools/make-wallet-card-font.ts makes.
  const cjkFont = language === 'zh' ? read('features/rights/wallet-card/wallet-card-zh.ttf') : undefined;
  return buildWalletCardPdf(makeWalletCard(language, translateFrom(strings), SCREEN_PACKS.rights), { cjkFont });
}

export function walletCardPdfs(): Plugin {
  return {
    name: 'pali:wallet-card-pdfs',
    configureServer(server) {
      for (const language of LANGUAGES) {
        server.middlewares.use(`/${walletCardPdfPath(language)}`, (_req, res, next) => {
          walletCardPdf(language).then((bytes) => {
            res.setHeader('Content-Type', 'application/pdf');
            res.end(bytes);
          }, next);
        });
      }
    },
    async generateBundle() {
      const files = await Promise.all(LANGUAGES.map(async (language) => [language, await walletCardPdf(language)] as const));
      for (const [language, source] of files) this.emitFile({ type: 'asset', fileName: walletCardPdfPath(language), source });
    },
  };
}
