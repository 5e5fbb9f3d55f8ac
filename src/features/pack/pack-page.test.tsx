// @vitest-environment happy-dom
// The pack wizard as a reader goes through it: purpose, details (with their messages),
// documents (each once, removable), and the packet, with what happens for guests and signed-in people.
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { PACK_DOCUMENTS, PACK_PURPOSES } from '../../content/pack';
import { recordActivityWhenSignedIn } from '../../data/activity';
import { addCalendarEvent } from '../../data/calendar';
import { PaliDatabase, setDeviceDbForTests } from '../../data/db';
import { setSignedIn, setSignedOut } from '../../data/session-store';
import { toast } from '../../ui/toast';
import { PackPage } from './pack-page';
import { nextWorkingDay } from './packet-reminder';
import { usePackStore } from './pack-store';
import { packContent } from './pack-content';

// The route downloads the page's content with its code (app-routes.tsx).
beforeAll(() => packContent.load('en'));

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));
vi.mock('../../data/activity', () => ({ recordActivityWhenSignedIn: vi.fn(async () => null) }));
vi.mock('../../data/calendar', () => ({ addCalendarEvent: vi.fn(async () => ({ ok: true, synced: true })) }));

const INITIAL = usePackStore.getState();
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  act(() => usePackStore.setState(INITIAL, true));
  setSignedOut();
});

const renderPack = (path = '/pack') => renderScreen(path, <Route path="/pack" element={<PackPage />} />);
const stepHeading = () => screen.getByRole('heading', { level: 2 });
type User = Awaited<ReturnType<typeof renderPack>>['user'];

async function fillRequired(user: User, name = 'Ana Pérez') {
  await user.type(screen.getByRole('textbox', { name: /^Full name/ }), name);
  await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '(617) 555-0100');
  await user.type(screen.getByRole('textbox', { name: /^Street address/ }), '12 Elm Street');
  await user.type(screen.getByRole('textbox', { name: /^City or town/ }), 'Lynn');
  await user.type(screen.getByRole('textbox', { name: /^ZIP code/ }), '01902');
}

const proofOfAddress = PACK_DOCUMENTS.find((document) => document.id === 'proof-address')!;
const employer = PACK_DOCUMENTS.find((document) => document.id === 'employer')!;

describe('nextWorkingDay', () => {
  it('skips the weekend, and counts days on the Massachusetts calendar', () => {
    // Thursday evening in Boston (already Friday in UTC): the next working day is Friday.
    expect(nextWorkingDay(new Date('2026-11-27T02:00:00Z'))).toBe('2026-11-27');
    // Friday and Saturday both lead to Monday.
    expect(nextWorkingDay(new Date('2026-11-27T15:00:00Z'))).toBe('2026-11-30');
    expect(nextWorkingDay(new Date('2026-11-28T15:00:00Z'))).toBe('2026-11-30');
  });

  it('skips Massachusetts legal holidays, also when they follow a weekend', () => {
    // Wednesday before Thanksgiving: Thursday is the holiday, so Friday.
    expect(nextWorkingDay(new Date('2026-11-25T15:00:00Z'))).toBe('2026-11-27');
    // Christmas 2026 is a Friday: Thursday the 24th leads to Monday the 28th.
    expect(nextWorkingDay(new Date('2026-12-24T15:00:00Z'))).toBe('2026-12-28');
    // Friday before Patriots' Day (Monday 20 April 2026): Tuesday.
    expect(nextWorkingDay(new Date('2026-04-17T15:00:00Z'))).toBe('2026-04-21');
  });
});

describe('Auto-fill forms', () => {
  it('offers the seven purposes with what they ask for, and moves to the details', async () => {
    const { user } = await renderPack();
    expect(stepHeading().textContent).toBe('What are the papers for?');
    expect(screen.getAllByRole('button', { name: /^Choose: / })).toHaveLength(PACK_PURPOSES.length);
    await user.click(screen.getByRole('button', { name: `Choose: ${PACK_PURPOSES[0]!.title.en}` }));
    expect(stepHeading().textContent).toBe('Your details');
    expect(document.activeElement).toBe(stepHeading());
  });

  it('asks for the required details, a real ZIP and English letters, keeping what was typed', async () => {
    const { user } = await renderPack('/pack?purpose=rmv');
    expect(stepHeading().textContent).toBe('Your details');
    await user.click(screen.getByRole('button', { name: 'Next: choose documents' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields');
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(5);

    await fillRequired(user, '王芳');
    await user.clear(screen.getByRole('textbox', { name: /^ZIP code/ }));
    await user.type(screen.getByRole('textbox', { name: /^ZIP code/ }), '019');
    await user.click(screen.getByRole('button', { name: 'Next: choose documents' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Write this in English letters/)).toBeTruthy();
    expect(screen.getByText(/Enter the 5-digit ZIP code/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Full name/ }));

    await user.clear(screen.getByRole('textbox', { name: /^Full name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Wang Fang');
    await user.clear(screen.getByRole('textbox', { name: /^ZIP code/ }));
    await user.type(screen.getByRole('textbox', { name: /^ZIP code/ }), '01902');
    await user.click(screen.getByRole('button', { name: 'Next: choose documents' }));
    expect(stepHeading().textContent).toBe('Choose the documents');
    // Back keeps every answer.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveProperty('value', 'Wang Fang');
  });

  it('adds each document once, removes it, and needs at least one', async () => {
    const { user } = await renderPack('/pack?purpose=rmv');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Next: choose documents' }));
    await user.click(screen.getByRole('button', { name: 'Make my packet' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select at least one document');

    await user.click(screen.getByRole('button', { name: `Add: ${proofOfAddress.title.en}` }));
    expect(screen.getByRole('button', { name: `Added: ${proofOfAddress.title.en}` })).toHaveProperty('disabled', true);
    const chosen = screen.getByRole('region', { name: 'In your packet' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(chosen).getByRole('button', { name: `Remove ${proofOfAddress.title.en}` }));
    expect(within(chosen).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('button', { name: `Add: ${proofOfAddress.title.en}` })).toHaveProperty('disabled', false);
  });

  it('makes the packet from the details, says so once, and tells a guest to sign in for reminders', async () => {
    const { user } = await renderPack('/pack?purpose=rmv');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Next: choose documents' }));
    const landlord = proofOfAddress.variants.find((variant) => variant.id === 'landlord')!;
    await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(`^Version\\s*:\\s*${proofOfAddress.title.en}$`) }), landlord.label.en);
    await user.click(screen.getByRole('button', { name: `Add: ${proofOfAddress.title.en}` }));
    await user.click(screen.getByRole('button', { name: `Add: ${employer.title.en}` }));
    await user.click(screen.getByRole('button', { name: 'Make my packet' }));

    expect(stepHeading().textContent).toBe('Your packet is ready');
    expect(toast.success).toHaveBeenCalledWith('Packet generated successfully!');
    expect(recordActivityWhenSignedIn).toHaveBeenCalledOnce();
    expect(vi.mocked(recordActivityWhenSignedIn).mock.calls[0]![0]).toMatchObject({ activity_type: 'Document Packet Generated', metadata: { purpose: 'rmv' } });
    const letters = screen.getAllByRole('listitem').filter((item) => item.classList.contains('pack-letter'));
    expect(letters).toHaveLength(2);
    expect(letters[0]!.querySelector('pre')!.textContent).toContain('Ana Pérez');
    expect(letters[0]!.querySelector('pre')!.textContent).toContain('12 Elm Street');
    expect(letters[0]!.querySelector('.pack-letter__english')!.textContent).toBe(landlord.letter.title);
    expect(screen.getByText('Please sign in to add reminders')).toBeTruthy();
    expect(addCalendarEvent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Create Another Packet' }));
    expect(stepHeading().textContent).toBe('What are the papers for?');
    expect(usePackStore.getState().selections).toEqual([]);
    expect(usePackStore.getState().intake.fullName).toBe('Ana Pérez');
  });

  it('adds the appointment reminder for a signed-in person', async () => {
    setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
    const { user } = await renderPack('/pack?purpose=school');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Next: choose documents' }));
    await user.click(screen.getAllByRole('button', { name: /^Add: / })[0]!);
    await user.click(screen.getByRole('button', { name: 'Make my packet' }));
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(addCalendarEvent).toHaveBeenCalledWith(expect.objectContaining({ event_type: 'appointment', title: expect.stringMatching(/^Appointment: /) }));
    expect(toast.success).toHaveBeenCalledWith('Reminder added to your calendar!');
  });

  it('dates the reminder the next working day, and saves no reminder without a date or in the past', async () => {
    setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
    const { user } = await renderPack('/pack?purpose=school');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Next: choose documents' }));
    await user.click(screen.getAllByRole('button', { name: /^Add: / })[0]!);
    await user.click(screen.getByRole('button', { name: 'Make my packet' }));
    const field = screen.getByLabelText<HTMLInputElement>('Appointment date');
    expect(field.value).toBe(nextWorkingDay(new Date()));

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(screen.getByText('Choose the date of your appointment.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);

    await user.type(field, '2020-01-06');
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    expect(screen.getByText(/This date has already passed/)).toBeTruthy();
    expect(addCalendarEvent).not.toHaveBeenCalled();
  });

  it('fills in the signed-in person’s name, phone and language from the profile, once', async () => {
    setSignedIn({ id: 'u1', email: 'ana@example.org', firstName: 'Ana' });
    const db = new PaliDatabase(`pack-${crypto.randomUUID()}`);
    setDeviceDbForTests(db);
    onTestFinished(async () => {
      setDeviceDbForTests(null);
      await db.delete();
    });
    await db.profiles.put({
      id: 'u1',
      owner: 'u1',
      email: 'ana@example.org',
      first_name: 'Ana',
      last_name: 'Pérez',
      phone: '(617) 555-0100',
      preferred_language: 'es',
      updated_at: '2026-11-01T00:00:00Z',
    });
    await renderPack('/pack?purpose=bank');
    await screen.findByText('We filled in what your profile has. Check it before you go on.');
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveProperty('value', 'Ana Pérez');
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveProperty('value', '(617) 555-0100');
    expect(screen.getByRole('combobox', { name: /^Preferred language/ })).toHaveProperty('value', 'es');
  });
});
