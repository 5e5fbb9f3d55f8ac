import { describe, expect, it } from 'vitest';
import { hoursNotPublished, NOT_PUBLISHED } from '../../content/places/week-hours';
import { hoursFormatter, publishesNoHours, weekdayNames } from './format-hours';

// ICU puts a narrow no-break space before AM/PM in some versions; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const EN = { closed: 'Closed', notPublished: 'Hours not published' };
const ES = { closed: 'Cerrado', notPublished: 'Horario no publicado' };

describe('hours in the reader’s language', () => {
  it('writes ranges the way each language writes times', () => {
    expect(plain(hoursFormatter('en', EN)('9:00 AM - 12:00 PM, 1:00 PM - 7:30 PM'))).toBe('9:00 AM – 12:00 PM, 1:00 PM – 7:30 PM');
    expect(plain(hoursFormatter('es-US', ES)('9:00 AM - 5:00 PM'))).toBe('9:00 a.m. – 5:00 p.m.');
    expect(hoursFormatter('zh-Hans', { closed: '休息', notPublished: '未公布' })('9:00 AM - 5:00 PM')).toMatch(/^(9:00 – 17:00|上午9:00 – 下午5:00)$/);
  });

  it('says Closed in the reader’s words, and shows unreadable text as written', () => {
    expect(hoursFormatter('es', ES)('Closed')).toBe('Cerrado');
    expect(hoursFormatter('en', EN)('By appointment')).toBe('By appointment');
    expect(hoursFormatter('en', EN)(undefined)).toBe('');
  });

  it('says so when a place publishes no hours, and knows a week of them', () => {
    expect(hoursFormatter('es', ES)(NOT_PUBLISHED)).toBe('Horario no publicado');
    expect(publishesNoHours(hoursNotPublished())).toBe(true);
    expect(publishesNoHours({ ...hoursNotPublished(), monday: '9:00 AM - 5:00 PM' })).toBe(false);
  });

  it('names the weekdays', () => {
    expect(weekdayNames('en').monday).toBe('Monday');
    expect(weekdayNames('es').sunday).toBe('domingo');
    expect(weekdayNames('zh-Hans').wednesday).toBe('星期三');
  });
});
