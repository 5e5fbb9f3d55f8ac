import { describe, expect, it } from 'vitest';
import { readLetterFacts } from './read-letter-facts';
import { AGENCIES } from '../../../content/letters/agencies';
import { PAPER_GLOSSARY } from '../../../content/letters/paper-glossary';
import { ALL_GRAMMARS } from './all-grammars';

const TODAY = new Date('2026-11-25T12:00:00-05:00');
const appointment = (text: string) => readLetterFacts(text, { today: TODAY, grammars: ALL_GRAMMARS }, { agencies: AGENCIES, glossary: PAPER_GLOSSARY }).appointment;

describe('where and when to be', () => {
  it('reads a labelled block: date, time and place on their own lines', () => {
    const text =
      'Date: November 12, 2026\n\nYOUR INTERVIEW\nDate: Tuesday, December 8, 2026\nTime: 9:30 AM\nLocation: 40 Pleasant Street, Room 4, Worcester, MA\n\nBring this letter.';
    expect(appointment(text)).toMatchObject({ date: '2026-12-08', time: '09:30', place: '40 Pleasant Street, Room 4, Worcester, MA', byPhone: false, what: 'interview' });
  });

  it('reads a hearing in a sentence, with a courtroom', () => {
    const text = 'November 10, 2026\n\nThe hearing will be held on January 6, 2027 at 9:00 a.m.\nCourtroom: 3, Boston Housing Court, 24 New Chardon Street, Boston';
    expect(appointment(text)).toMatchObject({ date: '2027-01-06', time: '09:00', what: 'hearing', byPhone: false });
    expect(appointment(text)!.place).toContain('Boston Housing Court');
  });

  it('knows an interview by phone', () => {
    const text = 'Fecha: 16 de noviembre de 2026\n\nSu entrevista es por teléfono el martes, 8 de diciembre de 2026 a las 10:30 a. m. Le llamaremos al número que tenemos.';
    expect(appointment(text)).toMatchObject({ date: '2026-12-08', time: '10:30', byPhone: true, what: 'interview' });
  });

  it('reads a Chinese appointment and a time on its own line', () => {
    const text = '通知日期：2026年11月19日\n\n面谈\n日期：2026年12月8日（星期二）\n时间：上午10:30\n地点：波士顿市政厅二楼';
    expect(appointment(text)).toMatchObject({ date: '2026-12-08', time: '10:30', place: '波士顿市政厅二楼' });
  });

  it('does not take the letter’s date, a date of birth or asking for a hearing as an appointment', () => {
    expect(appointment('Date: November 12, 2026\nDate of birth: 04/12/1991\nYou may request a fair hearing within 30 days.')).toBeNull();
  });
});
