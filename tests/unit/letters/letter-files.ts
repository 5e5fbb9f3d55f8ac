// Letter files made in the test (so their words are known): text PDFs (pdf-lib), a scanned PDF
// (a picture of a page and no text), a password-protected PDF (hand-made: pdf-lib cannot encrypt)
// and pictures of text drawn with @napi-rs/canvas in Liberation Sans, the font pdf.js ships.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const FONT_FILE = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts', 'LiberationSans-Regular.ttf');
let fontReady = false;

/** PNG (or JPEG) of dark lines of text on a white page, `size` px high letters. */
export async function textImage(lines: string[], options: { width?: number; height?: number; size?: number; format?: 'png' | 'jpeg' } = {}): Promise<Uint8Array> {
  if (!fontReady) fontReady = GlobalFonts.registerFromPath(FONT_FILE, 'Pali Test Sans') !== null;
  const { width = 1400, height = 900, size = 34, format = 'png' } = options;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fbfaf7';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#1a1a1a';
  context.font = `${size}px "Pali Test Sans"`;
  lines.forEach((line, index) => context.fillText(line, size * 2, size * 3 + index * size * 1.6));
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 85);
}

/** A text PDF, one array of lines per page (Helvetica 12 pt, US Letter). */
export async function textPdf(pages: string[][]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage([612, 792]);
    lines.forEach((line, index) => page.drawText(line, { x: 72, y: 720 - index * 16, size: 12, font }));
  }
  return document.save();
}

/** A PDF whose only page is a picture (a scan): no text layer at all. */
export async function scannedPdf(png: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(png);
  const page = document.addPage([612, 792]);
  const scale = Math.min(540 / image.width, 720 / image.height);
  page.drawImage(image, { x: 36, y: 792 - 36 - image.height * scale, width: image.width * scale, height: image.height * scale });
  return document.save();
}

/**
 * A PDF with a user password (standard security handler, RC4 40-bit, revision 2). Its /U entry
 * matches no password, so a reader can only ask for one: pdf.js throws PasswordException.
 */
export function encryptedPdf(): Uint8Array {
  const hex = (count: number, seed: number) => Array.from({ length: count }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join('');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${hex(32, 11)}> /U <${hex(32, 99)}> >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16, 5)}> <${hex(16, 5)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** The JPEG with an EXIF block saying how to turn it upright (orientation 1–8) after its SOI marker. */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  // "Exif\0\0", a big-endian TIFF header, one IFD entry: tag 0x0112 (Orientation), SHORT, 1 value.
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const payload = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = payload.length + 2;
  return new Uint8Array([...jpeg.subarray(0, 2), 0xff, 0xe1, length >> 8, length & 0xff, ...payload, ...jpeg.subarray(2)]);
}

/** A JPEG of four coloured blocks: red top left, green top right, blue bottom left, white bottom right. */
export async function quadrantJpeg(width = 80, height = 40): Promise<Uint8Array> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const blocks: [string, number, number][] = [
    ['#f00', 0, 0],
    ['#0f0', width / 2, 0],
    ['#00f', 0, height / 2],
    ['#fff', width / 2, height / 2],
  ];
  for (const [colour, x, y] of blocks) {
    context.fillStyle = colour;
    context.fillRect(x, y, width / 2, height / 2);
  }
  return canvas.encode('jpeg', 95);
}
