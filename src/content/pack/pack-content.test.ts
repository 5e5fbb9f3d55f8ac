// The /pack content, checked as the wizard and the filler rely on it: every purpose and document
// valid and complete in English, Spanish and Chinese, in their fixed order and with the fixed
// variants; every letter in English, using only placeholders the filler knows, each listed in its
// fields; and every suggested document one that exists.
import { describe, expect, it } from 'vitest';
import {
  BLANK,
  DOCUMENT_IDS,
  DOCUMENT_VARIANT_IDS,
  INTAKE_FIELDS,
  LETTER_PLACEHOLDERS,
  NOTARY_JURAT,
  PACK_DOCUMENTS,
  PACK_PURPOSES,
  placeholdersIn,
  PURPOSE_IDS,
  REQUIRED_INTAKE_FIELDS,
} from './index';
import { DocumentSchema, LetterTemplateSchema, PurposeSchema } from './pack-types';
import type { Localized } from '../places/place-types';

const LETTERS = PACK_DOCUMENTS.flatMap((document) => document.variants.map((variant) => ({ name: `${document.id}/${variant.id}`, ...variant.letter })));

/** Every reader-facing text of the content, with where it sits. */
function localizedTexts(): Array<[string, Localized]> {
  const purposes = PACK_PURPOSES.flatMap((purpose): Array<[string, Localized]> => [
    [`${purpose.id} title`, purpose.title],
    [`${purpose.id} description`, purpose.description],
    ...purpose.requirements.map((requirement, index): [string, Localized] => [`${purpose.id} requirement ${index}`, requirement]),
  ]);
  const documents = PACK_DOCUMENTS.flatMap((document): Array<[string, Localized]> => [
    [`${document.id} title`, document.title],
    [`${document.id} subtitle`, document.subtitle],
    [`${document.id} description`, document.description],
    ...document.attachments.map((attachment, index): [string, Localized] => [`${document.id} attachment ${index}`, attachment]),
    ...document.variants.map((variant): [string, Localized] => [`${document.id}/${variant.id} label`, variant.label]),
  ]);
  return [...purposes, ...documents];
}

describe('the intake', () => {
  it('asks the spec’s fields, and requires the spec’s five', () => {
    expect(INTAKE_FIELDS).toHaveLength(16);
    expect([...REQUIRED_INTAKE_FIELDS].sort()).toEqual(['address', 'city', 'fullName', 'phone', 'zip']);
    for (const field of REQUIRED_INTAKE_FIELDS) expect(INTAKE_FIELDS).toContain(field);
  });

  it('gives letters every field but the preferred language, and the date', () => {
    expect([...LETTER_PLACEHOLDERS].sort()).toEqual([...INTAKE_FIELDS.filter((field) => field !== 'preferredLanguage'), 'today'].sort());
  });
});

describe('pack purposes', () => {
  it('are the spec’s seven, in its order, each valid', () => {
    expect(PACK_PURPOSES.map((purpose) => purpose.id)).toEqual([...PURPOSE_IDS]);
    for (const purpose of PACK_PURPOSES) {
      const result = PurposeSchema.safeParse(purpose);
      expect(result.success, `${purpose.id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('suggest only documents that exist, each once', () => {
    const ids = new Set(PACK_DOCUMENTS.map((document) => document.id));
    for (const purpose of PACK_PURPOSES) {
      for (const id of purpose.suggestedDocuments) expect(ids.has(id), `${purpose.id} → ${id}`).toBe(true);
      expect(new Set(purpose.suggestedDocuments).size, purpose.id).toBe(purpose.suggestedDocuments.length);
    }
  });

  it('state what Massachusetts offices ask for', () => {
    const byId = Object.fromEntries(PACK_PURPOSES.map((purpose) => [purpose.id, purpose.requirements.map((point) => point.en).join(' ')]));
    expect(byId.rmv).toMatch(/one document for a Standard license, permit or ID card, two different documents for a REAL ID/);
    expect(byId.school).toMatch(/age/);
    expect(byId.school).toMatch(/live in the town or city/);
    expect(byId.school).toMatch(/immunization/);
    expect(byId.bank).toMatch(/ITIN/);
    expect(byId.benefits).toMatch(/60 days/);
  });
});

describe('pack documents', () => {
  it('are the spec’s seven, in its order, each valid', () => {
    expect(PACK_DOCUMENTS.map((document) => document.id)).toEqual([...DOCUMENT_IDS]);
    for (const document of PACK_DOCUMENTS) {
      const result = DocumentSchema.safeParse(document);
      expect(result.success, `${document.id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('have the spec’s variants, in its order', () => {
    expect(Object.fromEntries(PACK_DOCUMENTS.map((document) => [document.id, document.variants.map((variant) => variant.id)]))).toEqual({
      'proof-address': ['host', 'roommate', 'landlord', 'notarized'],
      'school-residency': ['parent', 'guardian'],
      employer: ['standard', 'notary'],
      'lost-doc': ['standard'],
      'records-request': ['school', 'medical'],
      'clinic-intake': ['standard'],
      'utility-request': ['electric', 'gas', 'internet'],
    });
    expect(Object.keys(DOCUMENT_VARIANT_IDS)).toEqual([...DOCUMENT_IDS]);
  });
});

describe('letters', () => {
  it('use only placeholders the filler knows, each of whose fields is listed, and list no field they do not use', () => {
    for (const letter of LETTERS) {
      const used = new Set([letter.title, ...letter.body].flatMap(placeholdersIn));
      for (const name of used) {
        expect(LETTER_PLACEHOLDERS as readonly string[], `${letter.name}: {${name}}`).toContain(name);
        if (name !== 'today') expect(letter.fields as readonly string[], `${letter.name}: {${name}}`).toContain(name);
      }
      for (const field of letter.fields) expect(used.has(field), `${letter.name}: ${field}`).toBe(true);
    }
  });

  it('are rejected by the schema with an unknown placeholder, an unlisted field or a field never used', () => {
    const letter = { title: 'Test', body: ['I, {fullName}, live here.'], signatures: ['resident'], fields: ['fullName'] };
    expect(LetterTemplateSchema.safeParse(letter).success).toBe(true);
    expect(LetterTemplateSchema.safeParse({ ...letter, body: ['I, {fullName}, speak {preferredLanguage}.'] }).success).toBe(false);
    expect(LetterTemplateSchema.safeParse({ ...letter, body: ['I, {fullName}, was born {dob}.'] }).success).toBe(false);
    expect(LetterTemplateSchema.safeParse({ ...letter, fields: ['fullName', 'dob'] }).success).toBe(false);
    expect(LetterTemplateSchema.safeParse({ ...letter, body: ['Yo, {fullName}, vivo aquí.'] }).success).toBe(false);
    expect(LetterTemplateSchema.safeParse({ ...letter, body: ['I, {fullName}, live in the child’s home.'] }).success).toBe(false);
    expect(LetterTemplateSchema.safeParse({ ...letter, body: ['I, {fullName}, live at {address.'] }).success).toBe(false);
  });

  it('are dated and name the person they are about', () => {
    for (const letter of LETTERS) {
      expect(letter.body[0], letter.name).toBe('Date: {today}');
      expect(letter.fields, letter.name).toContain('fullName');
    }
  });

  it('are in English, in characters the PDF’s standard fonts can draw', () => {
    for (const letter of LETTERS) {
      for (const text of [letter.title, ...letter.body, ...NOTARY_JURAT]) expect(text, letter.name).toMatch(/^[\x20-\x7E]+$/);
    }
  });

  it('leave hand-written lines as the filler’s blank', () => {
    for (const letter of LETTERS) {
      for (const text of letter.body) {
        for (const run of text.match(/_+/g) ?? []) expect(run.length, `${letter.name}: ${text}`).toBeGreaterThanOrEqual(4);
      }
    }
    expect(BLANK).toBe('________');
  });

  it('are signed by who speaks in them, and notarized ones carry the jurat', () => {
    const byName = Object.fromEntries(LETTERS.map((letter) => [letter.name, letter]));
    for (const name of ['proof-address/host', 'proof-address/roommate', 'proof-address/landlord']) expect(byName[name]!.signatures).toEqual(['host']);
    expect(byName['proof-address/notarized']!.signatures).toEqual(['host', 'notary']);
    expect(byName['employer/standard']!.signatures).toEqual(['employer']);
    expect(byName['employer/notary']!.signatures).toEqual(['employer', 'notary']);
    expect(byName['records-request/school']!.body.join(' ')).toMatch(/FERPA/);
    expect(byName['records-request/medical']!.body.join(' ')).toMatch(/HIPAA/);
    expect(NOTARY_JURAT.join(' ')).toMatch(/swore or affirmed/);
  });

  it('put the host’s words in the host letter', () => {
    const host = PACK_DOCUMENTS[0]!.variants[0]!.letter.body.join(' ');
    expect(host).toMatch(/I, \{hostName\}, certify that \{fullName\}.* has lived with me at \{address\}.* since \{moveInDate\}/);
  });
});

describe('every reader-facing text', () => {
  it('is written in English, Spanish and Chinese', () => {
    for (const [where, text] of localizedTexts()) {
      for (const language of ['en', 'es', 'zh'] as const) expect(text[language].trim(), `${where} (${language})`).not.toBe('');
      expect(text.zh, `${where} (zh)`).toMatch(/[\u4e00-\u9fff]/);
      expect(text.en, `${where} (en)`).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('has no placeholders (those belong to the English letters)', () => {
    for (const [where, text] of localizedTexts()) expect(Object.values(text).join(' '), where).not.toMatch(/[{}]/);
  });
});
