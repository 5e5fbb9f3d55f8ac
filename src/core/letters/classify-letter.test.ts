import { describe, expect, it } from 'vitest';
import { classifyLetter, fold, letterLanguage, type KindSignals } from './classify-letter';

const KINDS: KindSignals[] = [
  { id: 'notice-to-quit', sender: 'eviction', signals: { en: ['notice to quit', 'quit and deliver up'], es: ['aviso de desalojo'] } },
  { id: 'uscis-rfe', sender: 'uscis', signals: { en: ['request for evidence', 'form i-797e'], es: ['solicitud de evidencia'] } },
  { id: 'uscis-biometrics', sender: 'uscis', signals: { en: ['biometrics appointment', 'application support center'], es: ['cita de datos biométricos'] } },
];
const SENDERS = { rmv: { en: ['registry of motor vehicles'], es: ['registro de vehículos motorizados'] }, uscis: { en: ['u.s. citizenship and immigration services'], es: [] } };

describe('classifyLetter', () => {
  it('picks the kind with the most of its phrases, and its sender', () => {
    const text = 'U.S. Citizenship and Immigration Services\nForm I-797E, Notice of Action\nREQUEST FOR EVIDENCE\nWe need more evidence.';
    expect(classifyLetter(text, 'en', KINDS, SENDERS)).toEqual({ kind: 'uscis-rfe', sender: 'uscis', matched: ['request for evidence', 'form i-797e'] });
  });

  it('matches across accents, case and OCR spacing, in either language', () => {
    expect(classifyLetter('AVISO  DE\nDESALOJO: usted debe irse', 'es', KINDS, SENDERS).kind).toBe('notice-to-quit');
    expect(classifyLetter('Cita de datos biometricos', 'es', KINDS, SENDERS).kind).toBe('uscis-biometrics');
  });

  it('falls back to the sender’s own name, then to not sure', () => {
    expect(classifyLetter('Registry of Motor Vehicles. Your address changed.', 'en', KINDS, SENDERS)).toEqual({
      kind: null,
      sender: 'rmv',
      matched: ['registry of motor vehicles'],
    });
    expect(classifyLetter('Hello neighbour, the party is on Friday.', 'en', KINDS, SENDERS)).toEqual({ kind: null, sender: 'notsure', matched: [] });
  });

  it('does not match a phrase inside a longer word', () => {
    expect(classifyLetter('This is an unquit notice to quitters', 'en', KINDS, SENDERS).kind).toBeNull();
  });
});

describe('letterLanguage', () => {
  it('tells English from Spanish letters', () => {
    expect(letterLanguage('Usted debe presentar los documentos antes de la fecha indicada en esta carta.')).toBe('es');
    expect(letterLanguage('You must send the documents by the date in this letter.')).toBe('en');
    expect(letterLanguage('')).toBe('en');
  });
});

it('folds text for comparison', () => {
  expect(fold('  Notice\tto QUIT — Número ')).toBe('notice to quit numero');
  // A word hyphenated at a line's end is one word again.
  expect(fold('formulario de renova-\nción anual')).toBe('formulario de renovacion anual');
});
