// The packet as a PDF: the filled letters on US Letter pages, each letter starting on a new page,
// ready to print, sign and hand in. Text stays text (searchable, copyable, read aloud by screen
// readers). Helvetica is one of the PDF standard fonts: nothing to embed or fetch, a small file and
// a fast build, at the price of WinAnsi only, which validateIntake already holds the values to.
// pdf-lib is large: load this module with import() when the person asks for the PDF.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { SIGNED_ON, signatureBlocks, type FilledLetter } from './fill-letter';

const PAGE: [number, number] = [612, 792];
const MARGIN = 72;
const TEXT_WIDTH = PAGE[0] - 2 * MARGIN;
/** The footer sits in the bottom margin, half an inch from the edge. */
const FOOTER_Y = 36;

const BODY = { size: 11, leading: 15, gap: 8 };
const TITLE = { size: 15, leading: 19, gap: 14 };
const SMALL = { size: 9, leading: 12 };
const JURAT = { size: 10, leading: 13, gap: 5, padding: 10 };
/** Room above a signature line for the hand-written signature. */
const SIGNING_ROOM = 30;
const SIGNATURE_LINE_WIDTH = 234;
/** The gap between a signature line and the name under it. */
const NAME_OFFSET = 4;

const BLACK = rgb(0, 0, 0);
const MUTED = rgb(0.35, 0.35, 0.35);

export interface PacketPdfOptions {
  /** The PDF's title (what a viewer shows); by default the letter's title, or a packet title. */
  title?: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Lines of at most `width` points. Words are measured once each and added up, which keeps a
 * packet's layout fast; a word longer than a line (a long email address) is cut where it must be.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const measure = (part: string) => font.widthOfTextAtSize(part, size);
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (let word of text.split(' ').filter(Boolean)) {
    let wordWidth = measure(word);
    if (line && lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    while (wordWidth > width && word.length > 1) {
      let cut = word.length - 1;
      while (cut > 1 && measure(word.slice(0, cut)) > width) cut -= 1;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
      wordWidth = measure(word);
    }
    line = word;
    lineWidth = wordWidth;
  }
  if (line) lines.push(line);
  return lines;
}

/** Everything a letter draws, so a character the font lacks is found before any drawing. */
function lettersText(letter: FilledLetter): string[] {
  return [letter.title, ...letter.paragraphs, ...letter.jurat, ...signatureBlocks(letter).flatMap(({ name, caption }) => [name, caption])];
}

/**
 * Refuse a character the standard font cannot encode, naming it: pdf-lib would throw a bare
 * "WinAnsi cannot encode", and replacing it would silently misprint a name on a signed letter.
 */
function assertPrintable(letters: FilledLetter[], font: PDFFont): void {
  const printable = new Set(font.getCharacterSet());
  for (const letter of letters) {
    for (const text of lettersText(letter)) {
      for (const char of text) {
        const code = char.codePointAt(0)!;
        if (printable.has(code)) continue;
        const hex = code.toString(16).toUpperCase().padStart(4, '0');
        throw new Error(`"${letter.title}" contains "${char}" (U+${hex}), which the letter's font cannot print. Write names and addresses in Latin letters, as on an ID.`);
      }
    }
  }
}

/** Draws one letter from the top of a new page, adding pages as the text runs down; returns its pages. */
function drawLetter(doc: PDFDocument, fonts: Fonts, letter: FilledLetter): PDFPage[] {
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let top = 0;

  const newPage = () => {
    page = doc.addPage(PAGE);
    pages.push(page);
    top = PAGE[1] - MARGIN;
    // A continued page says which letter it belongs to, in case the pages come apart.
    if (pages.length > 1) {
      page.drawText(`${letter.title} (continued)`, { x: MARGIN, y: top - SMALL.size, size: SMALL.size, font: fonts.regular, color: MUTED });
      top -= SMALL.leading + BODY.gap;
    }
  };
  /** Starts a new page unless `height` points still fit above the bottom margin. */
  const room = (height: number) => {
    if (top - height < MARGIN) newPage();
  };
  const text = (lines: string[], font: PDFFont, size: number, leading: number, x = MARGIN, color = BLACK) => {
    for (const line of lines) {
      room(leading);
      page.drawText(line, { x, y: top - size, size, font, color });
      top -= leading;
    }
  };

  newPage();
  text(wrap(letter.title, fonts.bold, TITLE.size, TEXT_WIDTH), fonts.bold, TITLE.size, TITLE.leading);
  top -= TITLE.gap;
  for (const paragraph of letter.paragraphs) {
    text(wrap(paragraph, fonts.regular, BODY.size, TEXT_WIDTH), fonts.regular, BODY.size, BODY.leading);
    top -= BODY.gap;
  }

  // Signature blocks, each kept whole on one page: room to sign, the line with the date beside it,
  // then who signs and in what capacity.
  top -= BODY.gap;
  for (const { name, caption } of signatureBlocks(letter)) {
    const nameLines = wrap(name, fonts.regular, BODY.size, SIGNATURE_LINE_WIDTH);
    room(SIGNING_ROOM + NAME_OFFSET + nameLines.length * BODY.leading + SMALL.leading);
    top -= SIGNING_ROOM;
    page.drawLine({ start: { x: MARGIN, y: top }, end: { x: MARGIN + SIGNATURE_LINE_WIDTH, y: top }, thickness: 0.75, color: BLACK });
    page.drawText(SIGNED_ON, { x: MARGIN + SIGNATURE_LINE_WIDTH + 36, y: top + 2, size: BODY.size, font: fonts.regular, color: BLACK });
    top -= NAME_OFFSET;
    text(nameLines, fonts.regular, BODY.size, BODY.leading);
    text([caption], fonts.regular, SMALL.size, SMALL.leading, MARGIN, MUTED);
    top -= BODY.gap;
  }

  // The jurat, boxed so it reads as the notary's part, and kept whole on one page.
  if (letter.jurat.length > 0) {
    const inner = TEXT_WIDTH - 2 * JURAT.padding;
    const blocks = letter.jurat.map((line) => wrap(line, fonts.regular, JURAT.size, inner));
    const height = 2 * JURAT.padding + blocks.reduce((sum, lines) => sum + lines.length * JURAT.leading, 0) + (blocks.length - 1) * JURAT.gap;
    top -= BODY.gap;
    room(height);
    page.drawRectangle({ x: MARGIN, y: top - height, width: TEXT_WIDTH, height, borderColor: BLACK, borderWidth: 0.75 });
    top -= JURAT.padding;
    blocks.forEach((lines, index) => {
      text(lines, fonts.regular, JURAT.size, JURAT.leading, MARGIN + JURAT.padding);
      if (index < blocks.length - 1) top -= JURAT.gap;
    });
  }
  return pages;
}

/**
 * One PDF with every letter, each from a new page. Pages are numbered within each letter ("Page 1
 * of 2"), because the letters go to different offices and each must read as complete on its own.
 */
export async function buildPacketPdf(letters: FilledLetter[], options: PacketPdfOptions = {}): Promise<Uint8Array> {
  if (letters.length === 0) throw new Error('A packet needs at least one letter.');
  const doc = await PDFDocument.create();
  const fonts: Fonts = { regular: doc.embedStandardFont(StandardFonts.Helvetica), bold: doc.embedStandardFont(StandardFonts.HelveticaBold) };
  assertPrintable(letters, fonts.regular);

  doc.setTitle(options.title ?? (letters.length === 1 ? letters[0]!.title : 'Document packet'), { showInWindowTitleBar: true });
  doc.setSubject(letters.map((letter) => letter.title).join('; '));
  doc.setLanguage('en-US');
  doc.setCreator('Pali');
  doc.setProducer('Pali');

  for (const letter of letters) {
    const pages = drawLetter(doc, fonts, letter);
    pages.forEach((page, index) => {
      const footer = `Page ${index + 1} of ${pages.length}`;
      const width = fonts.regular.widthOfTextAtSize(footer, SMALL.size);
      page.drawText(footer, { x: (PAGE[0] - width) / 2, y: FOOTER_Y, size: SMALL.size, font: fonts.regular, color: MUTED });
    });
  }
  // No object streams, so any reader (and a test) finds the text plainly.
  return doc.save({ useObjectStreams: false });
}
