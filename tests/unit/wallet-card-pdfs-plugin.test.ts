// The wallet card PDFs the plugin makes, through a real Vite build and a real dev server: each
// language's file is where the app fetches it, is one PDF page, and says the card's words (read back
// through pdf.js, as a person's PDF viewer would) in that language.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createServer } from 'vite';
import { pdfPageSizes, pdfText } from '../setup/pdf-text';
import { LANGUAGES, type Language } from '../../src/core/language';
import { makeWalletCard, translateFrom, walletCardPdfPath } from '../../src/features/rights/wallet-card/wallet-card-content';
import en from '../../src/i18n/locales/en/rights.json';
import es from '../../src/i18n/locales/es/rights.json';
import zh from '../../src/i18n/locales/zh/rights.json';
import pt from '../../src/i18n/locales/pt/rights.json';
import ht from '../../src/i18n/locales/ht/rights.json';
import { walletCardPdfs } from '../../src/node/wallet-card-pdfs-plugin';
import { SCREEN_PACKS } from '../../src/content/screen-packs';

const STRINGS = { en, es, zh, pt, ht } as const;

/** Text as pdf.js gives it back; Chinese lines come out with spaces between glyph runs. */
const comparable = (language: Language, text: string) => (language === 'zh' ? text.replace(/\s/g, '') : text);

async function expectCardText(language: Language, bytes: Uint8Array): Promise<void> {
  const card = makeWalletCard(language, translateFrom(STRINGS[language]), SCREEN_PACKS.rights);
  const text = comparable(language, await pdfText(bytes));
  for (const words of [card.title, ...card.rights, card.officerLines[0]!, ...card.numbers.map(({ display }) => display)]) {
    expect(text).toContain(comparable(language, words));
  }
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'pali-wallet-card-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Pali</title>');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the wallet card PDFs in the build', () => {
  it('are emitted for every language, each one page holding that language’s card', async () => {
    const outDir = join(root, 'dist');
    await build({ configFile: false, root, logLevel: 'silent', plugins: [walletCardPdfs()], build: { outDir, emptyOutDir: true } });
    for (const language of LANGUAGES) {
      const bytes = new Uint8Array(readFileSync(join(outDir, walletCardPdfPath(language))));
      expect(await pdfPageSizes(bytes)).toHaveLength(1);
      await expectCardText(language, bytes);
    }
  }, 30_000);
});

describe('the wallet card PDFs on the dev server', () => {
  it('are served where the app fetches them', async () => {
    const server = await createServer({ configFile: false, root, logLevel: 'silent', plugins: [walletCardPdfs()], server: { host: '127.0.0.1', port: 0 } });
    try {
      await server.listen();
      const base = server.resolvedUrls!.local[0]!;
      for (const language of LANGUAGES) {
        const response = await fetch(new URL(walletCardPdfPath(language), base));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        await expectCardText(language, new Uint8Array(await response.arrayBuffer()));
      }
    } finally {
      await server.close();
    }
  }, 30_000);
});
