// The Book & Prepare content, checked as the screen and its readers rely on it: every task valid
// and complete in English, Spanish and Chinese, the ten tasks in order under the right tab,
// checklist ids unique, offices that exist in the city guide, and the fixed fees stated.
import { describe, expect, it } from 'vitest';
import { PLACES } from '../places';
import { LocalizedSchema } from '../places/place-types';
import { APPOINTMENT_TASKS } from './index';
import { APPOINTMENT_TABS, APPOINTMENT_TASK_IDS, AppointmentTaskSchema, TASK_TAB } from './appointment-types';

const byId = Object.fromEntries(APPOINTMENT_TASKS.map((task) => [task.id, task]));

/** Every Localized text of a task, named by where it sits. */
function localizedTexts(task: (typeof APPOINTMENT_TASKS)[number]) {
  const texts: [string, unknown][] = [['title', task.title], ['howToBook', task.howToBook], ...(task.fees ? [['fees', task.fees] as [string, unknown]] : [])];
  for (const item of task.whatToBring) {
    texts.push([`whatToBring.${item.id}.text`, item.text]);
    if (item.note) texts.push([`whatToBring.${item.id}.note`, item.note]);
  }
  return texts;
}

describe('appointment tasks', () => {
  it('are each valid against the schema', () => {
    for (const task of APPOINTMENT_TASKS) {
      const result = AppointmentTaskSchema.safeParse(task);
      expect(result.success, `${task.id}: ${result.error?.message ?? ''}`).toBe(true);
    }
  });

  it('are the spec’s ten, in its order, each under its tab', () => {
    expect(APPOINTMENT_TASKS.map((task) => task.id)).toEqual([...APPOINTMENT_TASK_IDS]);
    expect(APPOINTMENT_TASKS.filter((task) => task.tab === 'ids').map((task) => task.id)).toEqual(['mass-id', 'real-id', 'learners-permit', 'road-test']);
    expect(APPOINTMENT_TASKS.filter((task) => task.tab === 'health').map((task) => task.id)).toEqual(['masshealth', 'health-center', 'walk-in']);
    expect(APPOINTMENT_TASKS.filter((task) => task.tab === 'school').map((task) => task.id)).toEqual(['enrollment', 'immunization', 'records']);
    for (const task of APPOINTMENT_TASKS) expect(task.tab, task.id).toBe(TASK_TAB[task.id]);
    for (const tab of APPOINTMENT_TABS)
      expect(
        APPOINTMENT_TASKS.some((task) => task.tab === tab),
        tab,
      ).toBe(true);
  });

  it('have at least three checklist items each, with ids unique within the task', () => {
    for (const task of APPOINTMENT_TASKS) {
      const ids = task.whatToBring.map((item) => item.id);
      expect(ids.length, task.id).toBeGreaterThanOrEqual(3);
      expect(new Set(ids).size, `${task.id}: ${ids.join(', ')}`).toBe(ids.length);
    }
  });

  it('name only places that exist in the city guide, of the task’s category', () => {
    const places = new Map(PLACES.map((place) => [place.id, place]));
    for (const task of APPOINTMENT_TASKS) {
      const ids = task.placeIds ?? [];
      expect(new Set(ids).size, task.id).toBe(ids.length);
      for (const placeId of ids) {
        const place = places.get(placeId);
        expect(place, `${task.id}: ${placeId}`).toBeDefined();
        expect(place?.category, `${task.id}: ${placeId}`).toBe(task.placeCategory);
      }
      // Whatever the filter, the screen has at least one office to show.
      expect(
        PLACES.some((place) => place.category === task.placeCategory && (!task.placeIds || task.placeIds.includes(place.id))),
        task.id,
      ).toBe(true);
    }
  });

  it('state the spec’s fees', () => {
    expect(byId['mass-id']?.fees?.en).toContain('$50');
    expect(byId['real-id']?.fees?.en).toContain('$50');
    expect(byId['learners-permit']?.fees?.en.match(/\$30\b/g)?.length).toBeGreaterThanOrEqual(2);
    // The amounts read the same in every language.
    for (const task of APPOINTMENT_TASKS) {
      if (!task.fees) continue;
      const amounts = (text: string) => (text.match(/\$\d+/g) ?? []).sort();
      expect(amounts(task.fees.es), task.id).toEqual(amounts(task.fees.en));
      expect(amounts(task.fees.zh), task.id).toEqual(amounts(task.fees.en));
    }
  });

  it('give every text in English, Spanish and Chinese', () => {
    for (const task of APPOINTMENT_TASKS) {
      for (const [where, text] of localizedTexts(task)) {
        expect(LocalizedSchema.safeParse(text).success, `${task.id} ${where}`).toBe(true);
        // The Chinese is Chinese, not a copy of the English.
        expect((text as { zh: string }).zh, `${task.id} ${where}`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('cite official https sources and were checked on the same day', () => {
    for (const task of APPOINTMENT_TASKS) {
      for (const source of [...task.sources, ...(task.bookingLink ? [task.bookingLink] : [])]) expect(source, task.id).toMatch(/^https:\/\//);
      expect(task.lastVerified, task.id).toBe('2026-11-22');
    }
  });
});
