import { describe, expect, it } from 'vitest';
import { holidayName, hoursFormatter, weekdayNames } from './format-hours';

// ICU puts a narrow no-break space before AM/PM in some versions; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const EN = { closed: 'Closed', notConfirmed: 'Hours not confirmed', allDay: 'Open 24 hours' };
const ES = { closed: 'Cerrado', notConfirmed: 'Horario no confirmado', allDay: 'Abierto las 24 horas' };

describe('hours in the reader’s language', () => {
  it('writes ranges the way each language writes times', () => {
    expect(
      plain(
        hoursFormatter(
          'en',
          EN,
        )({
          open: [
            [540, 720],
            [780, 1170],
          ],
        }),
      ),
    ).toBe('9:00 AM – 12:00 PM, 1:00 PM – 7:30 PM');
    expect(plain(hoursFormatter('es-US', ES)({ open: [[540, 1020]] }))).toBe('9:00 a.m. – 5:00 p.m.');
    expect(hoursFormatter('zh-Hans', { closed: '休息', notConfirmed: '未确认', allDay: '24小时' })({ open: [[540, 1020]] })).toMatch(/^(9:00 – 17:00|上午9:00 – 下午5:00)$/);
  });

  it('says closed, open 24 hours, or not confirmed in the reader’s words', () => {
    expect(hoursFormatter('es', ES)({ open: [] })).toBe('Cerrado');
    expect(hoursFormatter('en', EN)({ open: [[0, 1440]] })).toBe('Open 24 hours');
    expect(hoursFormatter('en', EN)(null)).toBe('Hours not confirmed');
    expect(hoursFormatter('en', EN)({ open: [], unsure: true })).toBe('Hours not confirmed');
  });

  it('names the weekdays, Sunday first, and the holidays', () => {
    expect(weekdayNames('en')[1]).toBe('Monday');
    expect(weekdayNames('es')[0]).toBe('domingo');
    expect(weekdayNames('zh-Hans')[3]).toBe('星期三');
    expect(holidayName('patriots-day', 'es')).toBe('Día de los Patriotas');
    expect(holidayName('no-such-day', 'en')).toBeUndefined();
  });
});
