// @vitest-environment happy-dom
// A date whose year Pali could not read for sure is never a bold due badge: the
// screen shows what was read, asks the person to confirm or correct it, offers no reminder for it
// until then, and keeps the confirmed date in the letter store. The reminders use the deadline, or
// the appointment when the letter sets no deadline. Dates follow the reader's locale.
import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { EMPTY_LETTER_FORM } from '../../core/letters/letter-form';
import { setSignedOut } from '../../data/session-store';
import esShell from '../../i18n/locales/es.json';
import esLetter from '../../i18n/locales/es/letter.json';
import zhShell from '../../i18n/locales/zh.json';
import zhLetter from '../../i18n/locales/zh/letter.json';
import { LetterPage } from './letter-page';
import { useLetterStore, type LetterAnalysis } from './letter-store';
import { fullAnalysis, isoDate, longDate } from './result-test-data';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));
vi.mock('./reading/read-letter-in-browser', () => ({ readLetterInBrowser: vi.fn(), prepareOcrForOffline: vi.fn(async () => undefined) }));

const INITIAL = useLetterStore.getState();
beforeEach(() => {
  sessionStorage.clear();
  setSignedOut();
  act(() => useLetterStore.setState(INITIAL, true));
});

const preset = (analysis: LetterAnalysis) => act(() => useLetterStore.setState({ shown: { analysis, formData: EMPTY_LETTER_FORM, madeAt: '2026-11-25T12:00:00Z' } }));

async function showResult(analysis: LetterAnalysis) {
  preset(analysis);
  const view = await renderScreen('/letter', <Route path="/letter" element={<LetterPage />} />);
  await screen.findByRole('heading', { level: 2, name: 'What your letter says' });
  return view;
}

const unsureDeadline = (offset: number, asRead: string | null) => ({ date: isoDate(offset), quote: 'Return the form by November 20.', uncertainYear: true, asRead });
const badges = () => document.querySelectorAll('.due-badge');
const reminderDate = () => screen.getByLabelText('Date of the reminder') as HTMLInputElement;

describe('an unsure deadline', () => {
  it('shows what was read, no badge and no reminder, then the badge once the person confirms or corrects it', async () => {
    const { user } = await showResult(fullAnalysis({ deadline: unsureDeadline(2, 'November 20, 20__'), appointment: null, legalHelp: false, legalHelpReason: null }));
    expect(badges()).toHaveLength(0);
    expect(screen.queryByText(/^Deadline:/)).toBeNull();
    expect(screen.getByText('Your letter shows this date as “November 20, 20__”. Pali could not read the year for sure.')).toBeTruthy();
    // A guessed date 2 days away: no "close deadline" alert either until it is confirmed.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reminderDate().value).toBe('');
    const field = screen.getByLabelText('The date on your letter') as HTMLInputElement;
    expect(field.value).toBe(isoDate(2));

    await user.clear(field);
    await user.type(field, isoDate(5));
    await user.click(screen.getByRole('button', { name: 'This is right' }));
    const date = screen.getByText(`Deadline: ${longDate(5)}`);
    expect(document.activeElement).toBe(date);
    expect(screen.getByText('Due in 5 days').className).toContain('due-badge--destructive');
    expect(screen.getByText('You confirmed this date.')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText(/^The date to act is 7 days away or less\./)).toBeTruthy();
    expect(reminderDate().value).toBe(isoDate(5));
    // Kept in the store (and its session storage), so it survives a re-render and a reload.
    const shown = useLetterStore.getState().shown!;
    expect(shown.analysis.deadline).toMatchObject({ date: isoDate(5), uncertainYear: false });
    expect(shown.confirmed).toEqual(['deadline']);
    expect(sessionStorage.getItem('pali.letter')).toContain(`"date":"${isoDate(5)}","quote":"Return the form by November 20."`);

    await user.click(screen.getByRole('button', { name: 'Change' }));
    const again = screen.getByLabelText('The date on your letter') as HTMLInputElement;
    expect(document.activeElement).toBe(again);
    expect(badges()).toHaveLength(0);
    await user.clear(again);
    await user.type(again, isoDate(40));
    await user.click(screen.getByRole('button', { name: 'This is right' }));
    expect(screen.getByText('Due in 40 days')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('writes the year as 20__ when the letter gave none, in the reader’s locale', async () => {
    await showResult(fullAnalysis({ deadline: unsureDeadline(10, null), appointment: null }));
    const shown = longDate(10).replace(/\d{4}$/, '20__');
    expect(screen.getByText(`Your letter shows this date as “${shown}”. Pali could not read the year for sure.`)).toBeTruthy();
    // The list of dates does not show the guessed year either.
    expect(within(screen.getByRole('heading', { name: 'Dates in your letter' }).nextElementSibling as HTMLElement).queryByText(longDate(10))).toBeNull();
  });
});

describe('a deadline the letter gave as a period', () => {
  it('says how Pali counted it', async () => {
    const computed = { days: 30, business: false, from: 'letter-date' as const, fromDate: isoDate(-10) };
    await showResult(fullAnalysis({ deadline: { date: isoDate(20), quote: 'Within 30 days of the date of this notice.', computed } }));
    expect(screen.getByText(`Pali counted this date: 30 days from the date of the letter (${longDate(-10)}).`)).toBeTruthy();
    expect(screen.getByText('Due in 20 days')).toBeTruthy();
  });
});

describe('an appointment', () => {
  it('shares the deadline’s check when both are the same unsure date, and offers the calendar once confirmed', async () => {
    const appointment = { ...fullAnalysis().appointment!, date: isoDate(12), uncertainYear: true };
    const { user } = await showResult(fullAnalysis({ deadline: unsureDeadline(12, null), appointment }));
    const card = screen.getByRole('heading', { name: 'Your hearing' }).closest('section') as HTMLElement;
    expect(within(card).getByText(`${longDate(12).replace(/\d{4}$/, '20__')} at 9:30 AM`)).toBeTruthy();
    expect(within(card).getByText('Check the date above first. Then you can add this to your calendar.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Add this date to Google Calendar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'This is right' }));
    expect(within(card).getByText(`${longDate(12)} at 9:30 AM`)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add this date to Google Calendar' })).toBeTruthy();
    expect(useLetterStore.getState().shown!.confirmed).toEqual(['deadline', 'appointment']);
  });

  it('is confirmed in its card when there is no deadline, and then starts the reminder', async () => {
    const appointment = { ...fullAnalysis().appointment!, date: isoDate(9), time: null, place: null, byPhone: true, what: 'interview' as const, uncertainYear: true };
    const { user } = await showResult(fullAnalysis({ deadline: null, appointment }));
    expect(screen.queryByText(/No deadline found/)).toBeNull();
    const card = screen.getByRole('heading', { name: 'Your interview' }).closest('section') as HTMLElement;
    expect(within(card).getByText('By phone')).toBeTruthy();
    expect(reminderDate().value).toBe('');
    await user.click(within(card).getByRole('button', { name: 'This is right' }));
    expect(within(card).getByText(longDate(9))).toBeTruthy();
    expect(reminderDate().value).toBe(isoDate(9));
    expect(screen.getByText('We put the date of the appointment in your letter here. You can change it.')).toBeTruthy();
  });
});

describe('in Spanish and Chinese', () => {
  async function renderIn(language: 'es' | 'zh-Hans', analysis: LetterAnalysis) {
    const i18n = i18next.createInstance();
    const [shell, letter] = language === 'es' ? [esShell, esLetter] : [zhShell, zhLetter];
    await i18n
      .use(initReactI18next)
      .init({ lng: language, resources: { [language]: { translation: shell, letter } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
    preset(analysis);
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/letter']}>
          <Routes>
            <Route path="/letter" element={<LetterPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    await screen.findByRole('heading', { level: 2 });
  }

  it('writes the card, amounts and the reason for legal help in Spanish', async () => {
    await renderIn('es', fullAnalysis());
    expect(screen.getByRole('heading', { name: 'Su audiencia' })).toBeTruthy();
    expect(screen.getByText(/^Saldo adeudado: \$1,234\.56/)).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText(/^Esta carta trata de su vivienda/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Llamar a Court Service Center: (413) 555-0100' })).toBeTruthy();
  });

  it('writes an unsure year as 20__ in a Chinese date', async () => {
    await renderIn('zh-Hans', fullAnalysis({ deadline: unsureDeadline(10, null), appointment: null }));
    const [, month, day] = isoDate(10).split('-').map(Number);
    expect(screen.getByText(`信中这个日期显示为“20__年${month}月${day}日”。Pali 无法确定年份。`)).toBeTruthy();
    expect(screen.getByRole('button', { name: '日期正确' })).toBeTruthy();
  });
});
