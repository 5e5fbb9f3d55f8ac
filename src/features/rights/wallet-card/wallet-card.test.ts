// The wallet card's PDF, built in Node as the app's build makes it (src/node/wallet-card-pdfs-plugin.ts),
// read back through pdf.js the way a PDF reader extracts text: English and Spanish through the
// standard fonts, Chinese through the embedded font's ToUnicode map. The card must state the key rights and the emergency numbers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { pdfPageSizes, pdfText } from '../../../../tests/setup/pdf-text';
import { buildWalletCardPdf } from '../../../core/rights/wallet-card-pdf';
import en from '../../../i18n/locales/en/rights.json';
import es from '../../../i18n/locales/es/rights.json';
import zh from '../../../i18n/locales/zh/rights.json';
import { makeWalletCard, translateFrom, walletCardFileName, walletCardPdfPath, walletCardText } from './wallet-card-content';
import { SCREEN_PACKS } from '../../../content/screen-packs';

const STRINGS = { en, es, zh } as const;
// The subset font the build embeds in the Chinese card (tests/tools/make-wallet-card-font.ts).
const cjkFontBytes = () => new Uint8Array(readFileSync(new URL('./wallet-card-zh.ttf', import.meta.url)));
const cardIn = (language: keyof typeof STRINGS) => makeWalletCard(language, translateFrom(STRINGS[language]), SCREEN_PACKS.rights);

describe('wallet card PDF', () => {
  it('in English, states the key rights and the emergency numbers as text', async () => {
    const text = await pdfText(await buildWalletCardPdf(cardIn('en')));
    expect(text).toContain('You have the right to remain silent about where you were born');
    expect(text).toContain('You do not have to open the door.');
    expect(text).toContain('a warrant signed by a judge');
    expect(text).toContain('Do not sign anything you do not understand.');
    expect(text).toContain('free interpreter');
    for (const number of ['911', '988', '(877) 785-2020', '(617) 654-0400']) expect(text).toContain(number);
    expect(text).toContain('I am using my right to remain silent.');
    expect(text).toContain('Print this page at actual size (100%).');
  });

  it('in Spanish, with its accents, and the English lines for the officer', async () => {
    const text = await pdfText(await buildWalletCardPdf(cardIn('es')));
    expect(text).toContain('Tiene derecho a no decir dónde nació');
    expect(text).toContain('No tiene que abrir la puerta.');
    expect(text).toContain('una orden firmada por un juez');
    expect(text).toContain('No firme nada que no entienda.');
    expect(text).toContain('intérprete gratis');
    expect(text).toContain('Pídalo.');
    expect(text).toContain('Violencia doméstica');
    expect(text).toContain('I do not consent to a search.');
    for (const number of ['911', '988']) expect(text).toContain(number);
  });

  it('in Chinese, as real text through the embedded font', async () => {
    const bytes = await buildWalletCardPdf(cardIn('zh'), { cjkFont: cjkFontBytes() });
    const pdf = Buffer.from(bytes).toString('latin1');
    expect(pdf).toContain('/FontFile2');
    expect(pdf).toContain('/ToUnicode');
    expect(pdf).not.toContain('/Helvetica');
    const text = (await pdfText(bytes)).replace(/ /g, '');
    expect(text).toContain('您有权不说出生地');
    expect(text).toContain('您不必开门。');
    expect(text).toContain('法官签署的搜查令');
    expect(text).toContain('看不懂的文件，一律不要签。');
    expect(text).toContain('免费口译员');
    for (const number of ['911', '988', '(877)785-2020']) expect(text).toContain(number);
    expect(text).toContain('Iamusingmyrighttoremainsilent.');
  });

  it('refuses a Chinese card without a Chinese font, or with a character the font lacks, rather than drop text', async () => {
    await expect(buildWalletCardPdf(cardIn('zh'))).rejects.toThrow(/CJK font/);
    const card = { ...cardIn('zh'), title: '鑫' };
    await expect(buildWalletCardPdf(card, { cjkFont: cjkFontBytes() })).rejects.toThrow(/no glyph for "鑫"/);
  });

  it('is one page, titled in the reader’s language', async () => {
    const bytes = await buildWalletCardPdf(cardIn('es'));
    expect(await pdfPageSizes(bytes)).toHaveLength(1);
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Lang (es-US)');
  });

  it('has file names that say what and which language', () => {
    expect(walletCardFileName('en', 'pdf')).toBe('pali-wallet-card-en.pdf');
    expect(walletCardFileName('zh', 'png')).toBe('pali-wallet-card-zh.png');
    expect(walletCardPdfPath('es')).toBe('wallet-card/pali-wallet-card-es.pdf');
  });
});

describe('the Chinese card font', () => {
  it('has every character the Chinese card prints (else run tests/tools/make-wallet-card-font.ts)', () => {
    const font = fontkit.create(cjkFontBytes());
    const missing = [...new Set(walletCardText(cardIn('zh')))].filter((char) => char !== '\n' && !font.hasGlyphForCodePoint(char.codePointAt(0)!));
    expect(missing.join('')).toBe('');
  });

  it('is the small subset, not a whole CJK font', () => {
    expect(readFileSync(new URL('./wallet-card-zh.ttf', import.meta.url)).byteLength).toBeLessThan(120_000);
  });
});
