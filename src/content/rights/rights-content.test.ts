// The Rights & Safety content, checked as a reader would need it: every section and contact valid
// and complete in English, Spanish and Chinese, in their fixed order and kinds, with the fixed
// facts stated and every number dialable.
import { describe, expect, it } from 'vitest';
import { hostOf, isOfficialSource } from '../provenance';
import { EMERGENCY_CONTACTS, QUICK_CARDS, RIGHTS_SECTIONS } from './index';
import { CONTACT_TYPES, EmergencyContactSchema, QUICK_CARD_IDS, QuickCardSchema, RIGHTS_SECTION_IDS, RightsSectionSchema } from './rights-types';

const english = (section: (typeof RIGHTS_SECTIONS)[number]) => section.points.map((point) => point.en).join(' ');

describe('rights sections', () => {
  it('are the spec’s seven, in its order, each valid in three languages', () => {
    expect(RIGHTS_SECTIONS.map((section) => section.id)).toEqual([...RIGHTS_SECTION_IDS]);
    for (const section of RIGHTS_SECTIONS) expect(() => RightsSectionSchema.parse(section), section.id).not.toThrow();
  });

  it('give a script at the door and at a traffic stop, and hotlines everywhere else', () => {
    for (const section of RIGHTS_SECTIONS) {
      if (section.id === 'atDoor' || section.id === 'traffic') expect(section.script?.length, section.id).toBeGreaterThanOrEqual(3);
      else expect(section.hotlines?.length, section.id).toBeGreaterThanOrEqual(1);
    }
  });

  it('state the spec’s facts', () => {
    const byId = Object.fromEntries(RIGHTS_SECTIONS.map((section) => [section.id, english(section)]));
    expect(byId.workplace).toContain('$15.00');
    expect(byId.workplace).toMatch(/meal break of at least 30 minutes/);
    expect(byId.workplace).toMatch(/1\.5|one and a half/i);
    expect(byId.workplace).toMatch(/30 hours/);
    expect(byId.housing).toMatch(/notice/);
    expect(byId.financial).toMatch(/30 days/);
  });
});

describe('emergency contacts', () => {
  it('are valid in three languages and cover every contact type', () => {
    for (const contact of EMERGENCY_CONTACTS) expect(() => EmergencyContactSchema.parse(contact), contact.display).not.toThrow();
    expect(new Set(EMERGENCY_CONTACTS.map((contact) => contact.type))).toEqual(new Set(CONTACT_TYPES));
  });

  it('include 911, 311 and 988', () => {
    const numbers = EMERGENCY_CONTACTS.map((contact) => contact.number);
    for (const number of ['911', '311', '988']) expect(numbers).toContain(number);
  });

  // A number someone dials in danger is cited to the state or to the service itself, not to a
  // town department that happens to repeat it.
  it('cite a government page or the service’s own site, never a police department’s', () => {
    for (const contact of EMERGENCY_CONTACTS) {
      expect(isOfficialSource(contact.source), contact.display).toBe(true);
      expect(hostOf(contact.source), contact.display).not.toMatch(/police/);
    }
    const safeLink = EMERGENCY_CONTACTS.find((contact) => contact.number === '18777852020')!;
    expect(hostOf(safeLink.source)).toBe('mass.gov');
    expect(safeLink.checked).toBe('2026-11-26');
    for (const text of Object.values(safeLink.when)) expect(text).toContain('(877) 521-2601');
  });

  it('show the number that is dialled', () => {
    const hotlines = RIGHTS_SECTIONS.flatMap((section) => section.hotlines ?? []);
    for (const { number, display } of [...EMERGENCY_CONTACTS, ...hotlines]) {
      expect(display.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''), display).toBe(number.replace(/^1(?=\d{10}$)/, ''));
    }
  });
});

describe('quick cards', () => {
  it('are the spec’s three, each valid in three languages', () => {
    expect(QUICK_CARDS.map((card) => card.id)).toEqual([...QUICK_CARD_IDS]);
    for (const card of QUICK_CARDS) expect(() => QuickCardSchema.parse(card), card.id).not.toThrow();
  });

  it('give the phone script in English and Spanish, each reader naming their own language', () => {
    const script = QUICK_CARDS.find((card) => card.id === 'phoneScript')!.script!;
    expect(script.length).toBeGreaterThanOrEqual(3);
    expect(script[0]!.say.es).toContain('Spanish');
    expect(script[0]!.line.es).toContain('español');
    expect(script[0]!.say.zh).toContain('Chinese');
    expect(script.some(({ say }) => /interpreter/.test(say.es))).toBe(true);
  });

  it('send a confusing letter to Explain My Letter and to legal aid, and state the interpreter and signing rights', () => {
    const byId = Object.fromEntries(QUICK_CARDS.map((card) => [card.id, card]));
    expect(byId.letter!.links!.map((link) => link.path)).toEqual(['/letter', '/map?category=legal']);
    const emergency = byId.interpreter!.points.map((point) => point.en).join(' ');
    expect(emergency).toMatch(/free interpreter/);
    expect(emergency).toMatch(/Do not sign anything you do not understand/);
  });
});
