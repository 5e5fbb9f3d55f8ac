// @vitest-environment happy-dom
// The result screen shows what the letter itself says: the sender as the letter names it
// (and a notice when it contradicts the person's choice), the appointment card with Add to calendar,
// what the letter asks for with translations, amounts, tap-to-call numbers, reference numbers, what
// happens if nothing is done, the choices, and a legal-help alert that says why. An analysis saved
// before these facts existed still shows.
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { EMPTY_LETTER_FORM } from '../../core/letters/letter-form';
import { addCalendarEvent } from '../../data/calendar';
import { setSignedIn, setSignedOut } from '../../data/session-store';
import { shareText } from '../../ui/share-text';
import { LetterPage } from './letter-page';
import { useLetterStore, type LetterAnalysis } from './letter-store';
import { fullAnalysis, isoDate, longDate, OLD_ANALYSIS } from './result-test-data';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));
vi.mock('../../data/calendar', () => ({ addCalendarEvent: vi.fn(async () => ({ ok: true, synced: true })) }));
vi.mock('../../ui/share-text', () => ({ shareText: vi.fn(async () => 'shared') }));
vi.mock('./reading/read-letter-in-browser', () => ({ readLetterInBrowser: vi.fn(), prepareOcrForOffline: vi.fn(async () => undefined) }));

const INITIAL = useLetterStore.getState();
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  setSignedOut();
  act(() => useLetterStore.setState(INITIAL, true));
});

async function showResult(analysis: LetterAnalysis) {
  act(() => useLetterStore.setState({ shown: { analysis, formData: { ...EMPTY_LETTER_FORM, sender: 'court' }, madeAt: '2026-11-25T12:00:00Z' }, prefilledFrom: 'u1' }));
  const view = await renderScreen('/letter', <Route path="/letter" element={<LetterPage />} />);
  await screen.findByRole('heading', { level: 2, name: 'What your letter says' });
  return view;
}

const section = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;
const listAfter = (heading: string) => screen.getByRole('heading', { name: heading }).nextElementSibling as HTMLElement;

describe('the letter result: the letter’s own facts', () => {
  it('names the sender as the letter does, and says when it contradicts the person’s choice', async () => {
    await showResult(fullAnalysis());
    expect(screen.getByText('From: Springfield Housing Authority')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('You chose Court, but the letter seems to come from Springfield Housing Authority. Pali explains it as the letter reads.');
  });

  it('shows the appointment card: what, when with the time, where, the letter’s sentence, and Add to calendar', async () => {
    setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await showResult(fullAnalysis());
    const card = section('Your hearing');
    expect(within(card).getByText(`${longDate(30)} at 9:30 AM`)).toBeTruthy();
    expect(within(card).getByText('Western Housing Court, 37 Elm Street, Springfield, MA')).toBeTruthy();
    expect(within(card).getByText(`From your letter: “La audiencia será el ${longDate(30)} a las 9:30 a. m.”`)).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 4, name: 'Add to calendar' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Add this date to Google Calendar' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    expect(String(open.mock.calls[0]![0])).toContain(`dates=${isoDate(30).replaceAll('-', '')}`);
    expect(decodeURIComponent(String(open.mock.calls[0]![0]).replaceAll('+', ' '))).toContain('Hearing at 9:30 AM: Springfield Housing Authority');
    await user.click(within(card).getByRole('button', { name: 'Save this date to my Pali calendar' }));
    await vi.waitFor(() => expect(addCalendarEvent).toHaveBeenCalled());
    const saved = vi.mocked(addCalendarEvent).mock.calls[0]![0];
    expect(saved).toMatchObject({ event_type: 'appointment', title: 'Hearing at 9:30 AM: Springfield Housing Authority' });
    expect(saved.event_date).toBe(new Date(`${isoDate(30)}T09:30:00`).toISOString());
  });

  it('lists what the letter asks for in its words, with the translation beside it when it differs', async () => {
    await showResult(fullAnalysis());
    const items = within(listAfter('The letter asks you for')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['acta de nacimiento — Birth certificate', 'Recibos de renta']);
    expect(within(items[0]!).getByText('acta de nacimiento').getAttribute('lang')).toBe('es');
    // What to bring keeps only what the letter did not already ask for.
    expect(
      within(listAfter('What to bring'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Photo ID']);
  });

  it('formats amounts as money with their label, and numbers as tap-to-call links naming whom they reach', async () => {
    await showResult(fullAnalysis());
    const amounts = within(listAfter('Amounts in your letter')).getAllByRole('listitem');
    expect(amounts[0]!.textContent).toBe('Balance due: $1,234.56 “Usted debe $1,234.56 de renta atrasada.”');
    expect(amounts[1]!.textContent).toMatch(/^Fee: \$40\.00/);
    const call = screen.getByRole('link', { name: 'Call Court Service Center: (413) 555-0100' });
    expect(call.getAttribute('href')).toBe('tel:+14135550100');
    const tty = screen.getByRole('link', { name: 'Call Phone number (TTY, for deaf or hard of hearing callers): 711' });
    expect(tty.getAttribute('href')).toBe('tel:711');
  });

  it('shows reference numbers with their labels, what happens if nothing is done, and the choices', async () => {
    await showResult(fullAnalysis());
    const references = listAfter('Your reference numbers');
    expect(within(references).getByText('Docket number').nextElementSibling?.textContent).toBe('24H79SP001234');
    expect(within(references).getByText('Account number').nextElementSibling?.textContent).toBe('A-77812');
    expect(within(listAfter('If you do nothing')).getByRole('listitem').textContent).toBe('“Si usted no se presenta, el tribunal puede dictar un fallo en su contra.”');
    const choices = within(listAfter('Your choices')).getAllByRole('listitem');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Ask for a payment plan “Puede pedir un plan de pagos o apelar esta decisión.”', 'Appeal']);
    // The explainer's notes repeat these facts: only the line nothing else shows stays.
    expect(listAfter('Also in your letter').textContent).toBe('The court has an interpreter if you ask for one.');
  });

  it('keeps headings in order and starts the reminder at the deadline', async () => {
    await showResult(fullAnalysis());
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => index > 0 && expect(level, `heading ${index}`).toBeLessThanOrEqual(levels[index - 1]! + 1));
    expect(screen.getByLabelText('Date of the reminder')).toHaveProperty('value', isoDate(20));
    expect(screen.getByText('We put the deadline from your letter here. You can change it.')).toBeTruthy();
  });

  it('shares the new facts in brief', async () => {
    const { user } = await showResult(fullAnalysis());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const text = vi.mocked(shareText).mock.calls[0]![0].text;
    for (const line of [
      'From: Springfield Housing Authority',
      `Your hearing: ${longDate(30)} at 9:30 AM — Western Housing Court, 37 Elm Street, Springfield, MA`,
      'The letter asks you for:\n• acta de nacimiento — Birth certificate\n• Recibos de renta',
      'What to bring:\n• Photo ID',
      '• Balance due: $1,234.56',
      '• Court Service Center: (413) 555-0100',
      '• Docket number: 24H79SP001234',
      'If you do nothing:\n• “Si usted no se presenta',
      'Your choices:\n• Ask for a payment plan\n• Appeal',
      'Get legal help now: This letter is about your home',
    ])
      expect(text).toContain(line);
  });
});

describe('the letter result: why legal help', () => {
  it.each([
    ['court', /^This letter is about a court case\./],
    ['immigration', /^This letter is about your immigration case or status\./],
    ['eviction', /^This letter is about your home: it may end your lease or start an eviction\./],
  ] as const)('says the reason %s in words that fit it', async (reason, words) => {
    await showResult(fullAnalysis({ legalHelpReason: reason }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Get legal help now' })).toBeTruthy();
    expect(within(alert).getByText(words)).toBeTruthy();
  });

  it('says only that the date is close when that is the reason, and nothing when it is not close', async () => {
    await showResult(fullAnalysis({ legalHelp: false, legalHelpReason: 'deadline', deadline: { date: isoDate(4), quote: '' } }));
    expect(within(screen.getByRole('alert')).getByText(/^The date to act is 7 days away or less\./)).toBeTruthy();
    act(() =>
      useLetterStore.setState({
        shown: { ...useLetterStore.getState().shown!, analysis: fullAnalysis({ legalHelp: false, legalHelpReason: 'deadline', deadline: { date: isoDate(40), quote: '' } }) },
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the letter result: an analysis saved by an older version, before the facts reader', () => {
  it('still shows, with the sender’s name from the list and none of the new sections', async () => {
    await showResult(OLD_ANALYSIS);
    expect(screen.getByText('From: MassHealth')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText(/No deadline found in this letter/)).toBeTruthy();
    for (const heading of [
      'The letter asks you for',
      'Amounts in your letter',
      'Phone numbers in your letter',
      'Your reference numbers',
      'If you do nothing',
      'Your choices',
      'Your hearing',
    ]) {
      expect(screen.queryByRole('heading', { name: heading }), heading).toBeNull();
    }
    expect(within(listAfter('What to bring')).getByRole('listitem').textContent).toBe('Proof of income');
    expect(listAfter('Also in your letter').textContent).toBe('Call MassHealth if anything changes.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Date of the reminder')).toHaveProperty('value', '');
  });

  it('reads a label it has no words for as a plain amount or number, and drops an unknown choice', async () => {
    const odd = fullAnalysis({
      amounts: [{ cents: 5_000, label: 'tax' as 'other', text: '$50', quote: '' }],
      references: [{ label: 'passport' as 'other', value: 'X123', text: 'Passport' }],
      choices: [{ id: 'dance' as 'pay', quote: '' }],
    });
    await showResult(odd);
    expect(within(listAfter('Amounts in your letter')).getByRole('listitem').textContent).toBe('Amount: $50.00');
    expect(within(listAfter('Your reference numbers')).getByText('Reference number')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your choices' })).toBeNull();
  });

  it('gives the general legal-help words when it was flagged without a reason', async () => {
    await showResult({ ...OLD_ANALYSIS, legalHelp: true, sender: 'court' });
    expect(within(screen.getByRole('alert')).getByText(/^This letter can affect your rights, your home or your status/)).toBeTruthy();
  });
});

describe('the letter result: where the guidance comes from', () => {
  it('is a closed disclosure with an arrow and words that say what opens, listing the official pages', async () => {
    const { user } = await showResult(fullAnalysis({ sources: ['https://www.mass.gov/housing-court'] }));
    const summary = screen.getByText('Show where this information comes from (official pages)');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.querySelector('svg.letter-result__chevron')!.getAttribute('aria-hidden')).toBe('true');
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByRole('link', { name: /mass\.gov\/housing-court/ })).toBeTruthy();
  });
});
