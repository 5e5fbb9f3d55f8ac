// The packet PDF read back the way a person's viewer reads it (pdf.js): every letter's title and
// the person's details are there as text, on US Letter pages, numbered; a long letter continues on
// another page; and a character the font cannot print stops the build instead of vanishing.
import { describe, expect, it } from 'vitest';
import { SAMPLE_INTAKE, SAMPLE_TODAY } from '../../../tests/setup/sample-intake';
import { PACK_DOCUMENTS, type PackDocument } from '../../content/pack';
import { pdfPageSizes, pdfText } from '../../../tests/setup/pdf-text';
import { HAND_BLANKS, fillLetter, type FilledLetter } from './fill-letter';
import type { Intake } from './intake';
import { buildPacketPdf } from './letter-pdf';

const INTAKE = SAMPLE_INTAKE;
const TODAY = SAMPLE_TODAY;

const fill = (id: PackDocument['id'], variant: string, intake: Intake = INTAKE) =>
  fillLetter(
    PACK_DOCUMENTS.find((document) => document.id === id)!,
    variant,
    intake,
    TODAY,
  );

const PACKET: FilledLetter[] = [fill('proof-address', 'notarized'), fill('school-residency', 'parent'), fill('employer', 'standard'), fill('utility-request', 'electric')];

describe('buildPacketPdf', () => {
  it('prints every letter with the person’s details, each from a new US Letter page', async () => {
    const bytes = await buildPacketPdf(PACKET, { title: 'Ana Pérez: documents' });
    const text = await pdfText(bytes);
    for (const letter of PACKET) expect(text).toContain(letter.title);
    for (const value of ['Ana Pérez', 'Rosa Martínez', '12 Elm Street', 'Chelsea, MA 02150', 'Harbor Cleaning LLC', 'Lucas Pérez', 'Jim Doyle, 617-555-0199']) {
      expect(text).toContain(value);
    }
    for (const date of ['November 22, 2026', 'March 14, 1990', 'September 1, 2025', 'November 22, 2016']) expect(text).toContain(date);
    expect(text).toContain('Page 1 of');
    expect(text).toContain('Commonwealth of Massachusetts');
    expect(text).toContain('Signature of authorized representative');

    const sizes = await pdfPageSizes(bytes);
    expect(sizes.length).toBeGreaterThanOrEqual(PACKET.length);
    for (const size of sizes) expect(size).toEqual({ width: 612, height: 792 });
  });

  it('leaves lines long enough to write a name and a date by hand', async () => {
    const blankEmployer = fill('employer', 'standard', { ...INTAKE, employerName: '', employerContact: '' });
    const text = await pdfText(await buildPacketPdf([blankEmployer]));
    // Each line is drawn whole (not cut across two lines), at its full length.
    const lines = (text.match(/_+/g) ?? []).map((underscores) => underscores.length);
    expect(lines.filter((length) => length >= HAND_BLANKS.name.length).length).toBeGreaterThanOrEqual(3);
    expect(text).toContain(`Name: ${HAND_BLANKS.name}`);
    expect(text).toContain(`Date: ${HAND_BLANKS.date}`);
    expect(Math.min(...lines)).toBeGreaterThanOrEqual(HAND_BLANKS.date.length);
  });

  it('continues a long letter on a new page', async () => {
    const long: FilledLetter = { ...fill('lost-doc', 'standard'), paragraphs: ['Date: today', 'word '.repeat(1500).trim(), 'The last paragraph.'] };
    const bytes = await buildPacketPdf([long]);
    expect((await pdfPageSizes(bytes)).length).toBeGreaterThanOrEqual(2);
    const text = await pdfText(bytes);
    expect(text).toContain('Page 2 of');
    expect(text).toContain('(continued)');
    expect(text).toContain('The last paragraph.');
  });

  it('numbers pages within each letter', async () => {
    const text = await pdfText(await buildPacketPdf(PACKET.slice(2)));
    expect(text.match(/Page 1 of 1/g)).toHaveLength(2);
  });

  it('cuts a word longer than a line rather than run off the page', async () => {
    const letter: FilledLetter = { ...fill('lost-doc', 'standard'), paragraphs: ['x'.repeat(400)] };
    const text = await pdfText(await buildPacketPdf([letter]));
    expect(text.replace(/[^x]/g, '')).toHaveLength(400);
  });

  it('refuses a character the font cannot print, naming it', async () => {
    await expect(buildPacketPdf([fill('lost-doc', 'standard', { ...INTAKE, fullName: 'Nguyễn Văn An' })])).rejects.toThrow(/"ễ" \(U\+1EC5\)/);
    await expect(buildPacketPdf([fill('employer', 'standard', { ...INTAKE, employerName: '王记餐馆' })])).rejects.toThrow(/cannot print/);
  });

  it('refuses an empty packet', async () => {
    await expect(buildPacketPdf([])).rejects.toThrow(/at least one letter/);
  });
});
