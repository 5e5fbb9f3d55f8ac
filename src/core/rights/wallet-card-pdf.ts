// The wallet card as a PDF: one US Letter page with the card at its real size (85.6 × 54 mm), front
// and back side by side, to print at 100%, cut out and fold in the middle. Text stays text, so it can
// be searched, copied and read by screen readers: English and Spanish use the standard Helvetica
// (WinAnsi has á é í ó ú ñ ¿ ¡); Chinese needs a font with its glyphs, which the caller passes in
// (a small subset made at build time; a whole CJK font is many megabytes). Nothing is fetched.
// The card is the same for everyone in a language, so it runs once per language when the app is
// built (src/node/wallet-card-pdfs-plugin.ts): phones download the finished file.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { CARD_HEIGHT, CARD_WIDTH, COLORS, layoutWalletCard, wrapText, type Color, type DrawOp, type WalletCard } from './wallet-card-layout';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;

const PDF_LANGUAGE = { en: 'en-US', es: 'es-US', zh: 'zh-Hans', pt: 'pt-BR', ht: 'ht' } as const;

export interface WalletCardPdfOptions {
  /** A TrueType font with every character of a Chinese card (required for `language: 'zh'`). */
  cjkFont?: Uint8Array;
}

interface CardFont {
  width: (text: string, size: number) => number;
  draw: (page: PDFPage, text: string, options: { x: number; y: number; size: number; color: Color }) => void;
}

const color = (name: Color) => rgb(...(COLORS[name].map((value) => value / 255) as [number, number, number]));

/** Standard fonts encode WinAnsi only; anything else would throw, so it becomes a '?'. */
function standardFont(font: PDFFont): CardFont {
  const known = new Set(font.getCharacterSet());
  const encodable = (text: string) => [...text].map((char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
  return {
    width: (text, size) => font.widthOfTextAtSize(encodable(text), size),
    draw: (page, text, { color: name, ...options }) => page.drawText(encodable(text), { ...options, font, color: color(name) }),
  };
}

async function cardFonts(doc: PDFDocument, card: WalletCard, options: WalletCardPdfOptions): Promise<{ regular: CardFont; bold: CardFont }> {
  if (card.language !== 'zh') {
    return {
      regular: standardFont(await doc.embedFont(StandardFonts.Helvetica)),
      bold: standardFont(await doc.embedFont(StandardFonts.HelveticaBold)),
    };
  }
  if (!options.cjkFont) throw new Error('A Chinese wallet card needs a CJK font.');
  // fontkit reads the TrueType font for pdf-lib; loaded only for a Chinese card.
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const parsed = fontkit.create(options.cjkFont);
  // A character the font lacks would print as an empty box: refuse instead of dropping text.
  for (const char of new Set([card.printNote, ...layoutText(card)].join(''))) {
    if (char !== '\n' && !parsed.hasGlyphForCodePoint(char.codePointAt(0)!)) throw new Error(`The CJK font has no glyph for "${char}".`);
  }
  doc.registerFontkit(fontkit);
  // Already a subset made at build time (tests/tools/make-wallet-card-font.ts); embedded whole.
  const font = await doc.embedFont(options.cjkFont, { subset: false });
  const cjk: CardFont = {
    width: (text, size) => font.widthOfTextAtSize(text, size),
    draw: (page, text, { color: name, ...rest }) => page.drawText(text, { ...rest, font, color: color(name) }),
  };
  return { regular: cjk, bold: cjk };
}

/** Everything the layout may draw (bullets included). */
function layoutText(card: WalletCard): string[] {
  const { language: _language, numbers, rights, officerLines, ...texts } = card;
  return ['•', ...Object.values(texts), ...rights, ...officerLines, ...numbers.flatMap(({ label, display }) => [label, display])];
}

function draw(page: PDFPage, ops: DrawOp[], left: number, top: number, fonts: { regular: CardFont; bold: CardFont }): void {
  const y = (value: number) => top - value;
  for (const op of ops) {
    if (op.op === 'rect') {
      page.drawRectangle({ x: left + op.x, y: y(op.y + op.height), width: op.width, height: op.height, color: color(op.fill) });
    } else if (op.op === 'line') {
      page.drawLine({ start: { x: left + op.x1, y: y(op.y1) }, end: { x: left + op.x2, y: y(op.y2) }, thickness: op.thickness, color: color(op.color) });
    } else {
      (op.bold ? fonts.bold : fonts.regular).draw(page, op.text, { x: left + op.x, y: y(op.y), size: op.size, color: op.color });
    }
  }
}

/** The card's PDF bytes. No object streams, so any reader (and a test) finds the text plainly. */
export async function buildWalletCardPdf(card: WalletCard, options: WalletCardPdfOptions = {}): Promise<Uint8Array> {
  // No creation date: the same card makes the same bytes, so a new release of the app does not make
  // every phone download the cards again (the service worker re-fetches a file whose bytes changed).
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(card.title);
  doc.setSubject(card.rights.join(' '));
  doc.setLanguage(PDF_LANGUAGE[card.language]);
  doc.setCreator('Pali');
  doc.setProducer('Pali');
  const fonts = await cardFonts(doc, card, options);
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const measure = (text: string, size: number, bold: boolean) => (bold ? fonts.bold : fonts.regular).width(text, size);

  // The instructions, above the card.
  let top = PAGE_HEIGHT - MARGIN;
  for (const line of wrapText(card.printNote, PAGE_WIDTH - 2 * MARGIN, 11, false, measure)) {
    fonts.regular.draw(page, line, { x: MARGIN, y: top - 11, size: 11, color: 'text' });
    top -= 15;
  }
  top -= 24;

  const left = (PAGE_WIDTH - 2 * CARD_WIDTH) / 2;
  const [frontOps, backOps] = layoutWalletCard(card, measure);
  draw(page, frontOps, left, top, fonts);
  draw(page, backOps, left + CARD_WIDTH, top, fonts);

  // Cut along the solid outline; fold along the dashed middle line, so front and back meet.
  page.drawRectangle({ x: left, y: top - CARD_HEIGHT, width: 2 * CARD_WIDTH, height: CARD_HEIGHT, borderColor: color('text'), borderWidth: 0.75 });
  page.drawLine({
    start: { x: left + CARD_WIDTH, y: top },
    end: { x: left + CARD_WIDTH, y: top - CARD_HEIGHT },
    thickness: 0.5,
    color: color('muted'),
    dashArray: [3, 3],
  });

  return doc.save({ useObjectStreams: false });
}
