// The intake's idea of "printable" must be exactly what the PDF's font encodes: narrower would
// refuse names the letter could print, wider would let a name through that the PDF then refuses.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { isWinAnsiPrintable, unprintableCharacters } from './winansi';

describe('WinAnsi printable characters', () => {
  it('are exactly the characters pdf-lib’s Helvetica encodes', async () => {
    const doc = await PDFDocument.create();
    const font = doc.embedStandardFont(StandardFonts.Helvetica);
    const ours: number[] = [];
    for (let code = 0; code <= 0xffff; code += 1) if (isWinAnsiPrintable(code)) ours.push(code);
    expect(ours).toEqual([...font.getCharacterSet()].sort((a, b) => a - b));
  });

  it('lists the characters a text cannot print, once each, reading it in NFC', () => {
    expect(unprintableCharacters('Ana Pérez – “Ñuñoa” €5')).toEqual([]);
    expect(unprintableCharacters('Pe\u0301rez')).toEqual([]);
    expect(unprintableCharacters('Nguyễn Văn Ễ')).toEqual(['ễ', 'ă', 'Ễ']);
    expect(unprintableCharacters('王芳')).toEqual(['王', '芳']);
    expect(unprintableCharacters('tab\there')).toEqual(['\t']);
  });
});
