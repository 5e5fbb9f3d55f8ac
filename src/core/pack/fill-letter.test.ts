// Every letter of the content, filled the way the wizard fills it: each placeholder replaced, each
// value printed (dates the way a US office writes them), an empty optional field a line to fill by
// hand, and the notary's jurat on exactly the notarized letters.
import { describe, expect, it } from 'vitest';
import { SAMPLE_INTAKE } from '../../../tests/setup/sample-intake';
import { BLANK, NOTARY_JURAT, PACK_DOCUMENTS, type IntakeField, type PackDocument } from '../../content/pack';
import { HAND_BLANKS, fillLetter, letterAsText, signatureBlocks } from './fill-letter';

const INTAKE = SAMPLE_INTAKE;

/** How each value must appear in a letter. */
const PRINTED: Record<IntakeField, string> = {
  ...INTAKE,
  dob: 'March 14, 1990',
  moveInDate: 'September 1, 2025',
  childDOB: 'November 22, 2016',
};

/** 10 p.m. on November 22 in Boston, already November 23 in UTC. */
const TODAY = new Date('2026-11-23T03:00:00Z');

/** The jurat as printed: its own lines widened, so a notary can write a county, a name, an ID on them. */
const WIDE_JURAT = NOTARY_JURAT.map((line) => line.replaceAll(BLANK, HAND_BLANKS.other));

const document = (id: PackDocument['id']) => PACK_DOCUMENTS.find((candidate) => candidate.id === id)!;

describe('fillLetter', () => {
  for (const doc of PACK_DOCUMENTS) {
    for (const variant of doc.variants) {
      it(`fills ${doc.id}/${variant.id} from a full intake`, () => {
        const letter = fillLetter(doc, variant.id, INTAKE, TODAY);
        const text = [letter.title, ...letter.paragraphs].join('\n');
        expect(text).not.toMatch(/[{}]/);
        for (const field of variant.letter.fields) expect(text, field).toContain(PRINTED[field]);
        expect(letter).toMatchObject({ documentId: doc.id, variantId: variant.id, title: variant.letter.title, signatures: variant.letter.signatures });
        expect(letter.paragraphs).toHaveLength(variant.letter.body.length);
        if (variant.letter.body.some((paragraph) => paragraph.includes('{today}'))) expect(text).toContain('November 22, 2026');
      });
    }
  }

  it('prints a line to fill for an empty optional field', () => {
    const letter = fillLetter(document('lost-doc'), 'standard', { ...INTAKE, unit: '  ', dob: '' }, TODAY);
    expect(letter.paragraphs).toContain(`I, Ana Pérez, date of birth ${HAND_BLANKS.date}, live at 12 Elm Street, Apt./Unit ${HAND_BLANKS.short}, Chelsea, MA 02150.`);
  });

  it('sizes each empty field’s line for what is written there by hand', () => {
    // About 6 points an underscore: a name or an address gets well over two inches, a date about
    // an inch and a half, a unit number an inch; never the old inch-long line for a name.
    expect(HAND_BLANKS.name.length * 6).toBeGreaterThanOrEqual(180);
    expect(HAND_BLANKS.address.length).toBe(HAND_BLANKS.name.length);
    expect(HAND_BLANKS.date.length).toBeLessThan(HAND_BLANKS.name.length);
    expect(HAND_BLANKS.date.length).toBeGreaterThan(BLANK.length);
    expect(HAND_BLANKS.short.length).toBeLessThan(HAND_BLANKS.date.length);
    const employer = fillLetter(document('employer'), 'standard', { ...INTAKE, employerName: '', employerContact: '' }, TODAY);
    expect(employer.paragraphs.join('\n')).toContain(HAND_BLANKS.name);
    expect(signatureBlocks(employer)[0]!.name).toBe(`Name: ${HAND_BLANKS.name}`);
  });

  it('trims values and dates the letter with the day in Massachusetts', () => {
    const letter = fillLetter(document('clinic-intake'), 'standard', { ...INTAKE, fullName: '  Ana Pérez ' }, TODAY);
    expect(letter.paragraphs.slice(0, 3)).toEqual(['Date: November 22, 2026', 'Name: Ana Pérez', 'Date of birth: March 14, 1990']);
  });

  it('adds the jurat to the notarized letters only', () => {
    const notarized = ['proof-address/notarized', 'employer/notary'];
    for (const doc of PACK_DOCUMENTS) {
      for (const variant of doc.variants) {
        const { jurat } = fillLetter(doc, variant.id, INTAKE, TODAY);
        expect(jurat, `${doc.id}/${variant.id}`).toEqual(notarized.includes(`${doc.id}/${variant.id}`) ? WIDE_JURAT : []);
      }
    }
  });

  it('names each signer from the intake', () => {
    expect(fillLetter(document('proof-address'), 'notarized', INTAKE, TODAY).signers).toEqual([
      { role: 'host', name: 'Rosa Martínez' },
      { role: 'notary', name: '' },
    ]);
    expect(fillLetter(document('employer'), 'standard', INTAKE, TODAY).signers).toEqual([{ role: 'employer', name: 'Harbor Cleaning LLC' }]);
    expect(fillLetter(document('school-residency'), 'parent', INTAKE, TODAY).signers).toEqual([{ role: 'parent', name: 'Ana Pérez' }]);
    expect(fillLetter(document('utility-request'), 'gas', INTAKE, TODAY).signers).toEqual([{ role: 'resident', name: 'Ana Pérez' }]);
  });

  it('throws for a variant the document does not have', () => {
    expect(() => fillLetter(document('employer'), 'landlord', INTAKE, TODAY)).toThrow(/no variant "landlord"/);
  });
});

describe('signatureBlocks', () => {
  it('leaves the notary to the jurat, and a line for a missing name', () => {
    const letter = fillLetter(document('proof-address'), 'notarized', { ...INTAKE, hostName: '' }, TODAY);
    expect(signatureBlocks(letter)).toEqual([{ name: `Name: ${HAND_BLANKS.name}`, caption: 'Signature of host, roommate or landlord' }]);
  });
});

describe('letterAsText', () => {
  it('gives the title, the paragraphs, the signature and the jurat, separated by blank lines', () => {
    const letter = fillLetter(document('employer'), 'notary', INTAKE, TODAY);
    const text = letterAsText(letter);
    expect(text.startsWith('Sworn Statement of Employment\n\nDate: November 22, 2026\n\n')).toBe(true);
    for (const paragraph of letter.paragraphs) expect(text).toContain(`\n\n${paragraph}\n\n`);
    expect(text).toContain(`________________________\nHarbor Cleaning LLC\nSignature of authorized representative    Date: ${HAND_BLANKS.date}`);
    expect(text.endsWith(`\n\n${WIDE_JURAT.join('\n')}\n`)).toBe(true);
  });

  it('has no jurat section without a notary', () => {
    const text = letterAsText(fillLetter(document('lost-doc'), 'standard', INTAKE, TODAY));
    expect(text).not.toContain('Commonwealth of Massachusetts');
    expect(text.endsWith(`Ana Pérez\nSignature    Date: ${HAND_BLANKS.date}\n`)).toBe(true);
  });
});
