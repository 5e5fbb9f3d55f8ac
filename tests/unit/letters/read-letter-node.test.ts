// The letter reader with Node's real engines: pdf.js's legacy build, @napi-rs/canvas, tesseract.js
// with the language data from node_modules (no network). The OCR cases share one worker and are
// kept few: each costs about a second (the first also loads the engine, about 2 s).
import { afterAll, describe, expect, it } from 'vitest';
import { LetterFileError, LetterReadError } from '../../../src/core/letters/letter-file';
import { closeNodeOcr, nodeLetterEngines, readLetterFileInNode } from '../../../src/node/letter-engines';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { encryptedPdf, quadrantJpeg, scannedPdf, textImage, textPdf, withExifOrientation } from './letter-files';

afterAll(() => closeNodeOcr());

const pdf = (bytes: Uint8Array) => ({ name: 'letter.pdf', type: 'application/pdf', bytes });
const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: LetterReadError) => error.problem,
  );

describe('readLetterFileInNode: PDFs', () => {
  it('reads a two-page text PDF in reading order', async () => {
    const bytes = await textPdf([['Department of Transitional Assistance', 'Notice of interview', 'Your interview is on March 3, 2027.'], ['Bring your ID and proof of income.']]);
    const read = await readLetterFileInNode(pdf(bytes));
    expect(read).toEqual({
      text: 'Department of Transitional Assistance\nNotice of interview\nYour interview is on March 3, 2027.\n\nBring your ID and proof of income.',
      source: 'pdf-text',
      pages: 2,
    });
  });

  it('leaves the caller’s bytes usable (pdf.js is given a copy)', async () => {
    const bytes = await textPdf([['Notice of hearing for Ana Perez']]);
    await readLetterFileInNode(pdf(bytes));
    expect(bytes.byteLength).toBeGreaterThan(0);
    expect((await readLetterFileInNode(pdf(bytes))).text).toBe('Notice of hearing for Ana Perez');
  });

  it('says which PDFs it cannot read', async () => {
    const good = await textPdf([['Notice of hearing']]);
    expect(await problemOf(readLetterFileInNode(pdf(encryptedPdf())))).toBe('encrypted-pdf');
    const truncated = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...Array.from({ length: 400 }, (_, i) => (i * 7) % 256)]);
    expect(await problemOf(readLetterFileInNode(pdf(truncated)))).toBe('corrupt-pdf');
    expect(await problemOf(readLetterFileInNode(pdf(good.slice(0, 200))))).toBe('corrupt-pdf');
  });

  it('refuses files that are not what their name says, or empty', async () => {
    const png = await textImage(['Hello'], { width: 200, height: 100 });
    await expect(readLetterFileInNode(pdf(png))).rejects.toEqual(new LetterFileError('wrong-type'));
    await expect(readLetterFileInNode(pdf(new TextEncoder().encode('Dear Ana, your hearing is on May 2.')))).rejects.toMatchObject({ problem: 'wrong-type' });
    await expect(readLetterFileInNode(pdf(new Uint8Array(0)))).rejects.toMatchObject({ problem: 'empty' });
  });
});

describe('readLetterFileInNode: photos', () => {
  it('refuses a photo over 40 megapixels from its header, and bytes that are no image', async () => {
    // A real 8000×6000 PNG would be big to make; its header is enough (it is never decoded).
    const header = Buffer.from(await textImage(['x'], { width: 20, height: 20 }));
    header.writeUInt32BE(8000, 16);
    header.writeUInt32BE(6000, 20);
    const read = (bytes: Uint8Array, name = 'photo.png') => problemOf(readLetterFileInNode({ name, type: '', bytes }));
    expect(await read(header)).toBe('image-too-large');
    const jpegStart = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new TextEncoder().encode('JFIF'), 0, 1, 2, 3, 4]);
    expect(await read(jpegStart, 'photo.jpg')).toBe('unreadable-image');
  });

  it('reads the words in a photo and in a scanned PDF (one OCR worker for both)', async () => {
    const lines = ['MassHealth renewal notice', 'You must return this form by April 15, 2027.', 'Debe devolver este formulario firmado.'];
    const photo = await textImage(lines, { format: 'jpeg', width: 2600, height: 900, size: 60 });
    const stages = new Set<string>();
    const read = await readLetterFileInNode({ name: 'photo.jpg', type: 'image/jpeg', bytes: photo }, { onProgress: (p) => stages.add(p.stage) });
    expect(read.source).toBe('ocr');
    expect(read.text).toContain('MassHealth renewal notice');
    expect(read.text).toContain('April 15, 2027');
    expect(read.text).toContain('Debe devolver este formulario');
    expect([...stages]).toEqual(['ocr-loading', 'ocr']);

    const scan = await scannedPdf(await textImage(['Notice to Quit', 'You must leave the apartment by June 30, 2027.'], { width: 1200, height: 1550, size: 40 }));
    const fromScan = await readLetterFileInNode(pdf(scan));
    expect(fromScan).toMatchObject({ source: 'ocr', pages: 1 });
    expect(fromScan.text).toContain('Notice to Quit');
    expect(fromScan.text).toContain('June 30, 2027');
  }, 60_000);

  it('turns a photo upright per its EXIF orientation, and scales it down', async () => {
    const colourAt = async (bytes: Uint8Array, x: number, y: number) => {
      const image = await loadImage(Buffer.from(bytes));
      const canvas = createCanvas(image.width, image.height);
      canvas.getContext('2d').drawImage(image, 0, 0);
      const [r, g, b] = canvas.getContext('2d').getImageData(x, y, 1, 1).data;
      return { size: `${image.width}x${image.height}`, colour: [r, g, b].map((v) => (v! > 128 ? 1 : 0)).join('') };
    };
    const { prepareImage } = nodeLetterEngines();
    const photo = await quadrantJpeg(80, 40);
    // As it is: handed over untouched.
    expect(await prepareImage(photo, 'image/jpeg', 2000)).toBe(photo);
    // Orientation 6: the camera was turned a quarter; upright, red (top left) is at the top right.
    const turned = await prepareImage(withExifOrientation(photo, 6), 'image/jpeg', 2000);
    expect(await colourAt(turned, 35, 5)).toEqual({ size: '40x80', colour: '100' });
    expect(await colourAt(turned, 5, 75)).toEqual({ size: '40x80', colour: '111' });
    // Orientation 3: upside down.
    expect(await colourAt(await prepareImage(withExifOrientation(photo, 3), 'image/jpeg', 2000), 75, 35)).toEqual({ size: '80x40', colour: '100' });
    // Scaled to the long side.
    expect((await colourAt(await prepareImage(photo, 'image/jpeg', 40), 5, 5)).size).toBe('40x20');
  });

  it('exposes the engines for the server', () => {
    expect(Object.keys(nodeLetterEngines()).sort()).toEqual(['imageSize', 'ocr', 'openPdf', 'prepareImage', 'renderPdfPage']);
  });
});
