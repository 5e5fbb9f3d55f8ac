import { describe, expect, it } from 'vitest';
import { AGENCIES, LETTER_KINDS } from '../../content/letters';
import { chooseKind } from './choose-kind';
import { findLetterhead } from './facts/find-letterhead';
import type { LetterLanguage } from './letter-language';

const kindOf = (text: string, language: LetterLanguage = 'en') => chooseKind(text, language, LETTER_KINDS, findLetterhead(text, language, AGENCIES));

describe('a kind only when the evidence is strong and the sender agrees', () => {
  it('does not explain a USCIS approval as a MassHealth approval', () => {
    const text =
      'U.S. Citizenship and Immigration Services\nForm I-797, Notice of Action\n\nApproval Notice\nThe above petition has been approved. Your coverage of rights is unchanged.';
    expect(kindOf(text).kind).not.toBe('masshealth-approval');
  });

  it('does not explain a housing-authority recertification as a DTA interview', () => {
    const text =
      'Cambridge Housing Authority\nLeased Housing Department\n\nANNUAL RECERTIFICATION\nYour annual recertification interview is scheduled for December 9, 2026. Bring pay stubs for all household members.';
    const choice = kindOf(text);
    expect(choice.kind).not.toBe('benefits-interview');
  });

  it('sets a kind aside when its sender contradicts the letterhead', () => {
    const text = 'Massachusetts Health Connector\n\nPremium bill\nYour MassHealth renewal is not affected. Your coverage will end if you do not pay.';
    const choice = kindOf(text);
    expect(['masshealth-renewal', 'masshealth-termination']).not.toContain(choice.kind);
  });

  it('still knows the kinds it knows', () => {
    const text = 'Department of Transitional Assistance\n\nYour SNAP interview is scheduled for December 3, 2026 at 10:00 AM. DTA will call you.';
    expect(kindOf(text).kind).toBe('benefits-interview');
  });
});
