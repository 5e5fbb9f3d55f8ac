// @vitest-environment happy-dom
// Book & Prepare as a reader uses it: tabs, tasks and locations with their clearing rules,
// office cards, and a What to Bring checklist that the phone remembers.
import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { APPOINTMENT_TASKS } from '../../content/appointments';
import { PLACES } from '../../content/places';
import { addressCity, officesForTask } from '../../core/appointments/offices';
import { AppointmentPage } from './appointment-page';
import { withFreshDeviceDb } from '../../../tests/setup/fresh-device-db';
import { appointmentsPack } from './appointments-pack';

// The route downloads the page's content with its code (app-routes.tsx).
beforeAll(() => appointmentsPack.load('en'));

// No server here: a request is kept on the phone, as with no signal. One test swaps in a server
// that answers with its rate limit (only what the outbox calls).
let backend: () => Promise<unknown> = () => Promise.reject(new TypeError('fetch failed'));
vi.mock('../../data/backend-client', () => ({ backendClient: () => backend() }));
afterEach(() => {
  backend = () => Promise.reject(new TypeError('fetch failed'));
});

const REAL_ID = APPOINTMENT_TASKS.find((task) => task.id === 'real-id')!;
const ENROLLMENT = APPOINTMENT_TASKS.find((task) => task.id === 'enrollment')!;

const deviceDb = withFreshDeviceDb('appointment');

const renderAt = (path = '/appointment') => renderScreen(path, <Route path="/appointment" element={<AppointmentPage />} />);
const officeCards = () => screen.queryAllByRole('article');
const locationSelect = () => screen.getByRole('combobox', { name: 'Location' });
// The offices (and the city guide's places behind them) come in their own chunk once a task is chosen.
const officesLoaded = () => screen.findByRole('combobox', { name: 'Location' });

describe('Book & Prepare', () => {
  it('starts on IDs and Driving with its four tasks and nothing chosen', async () => {
    await renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Book and Prepare' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'IDs and Driving' }).getAttribute('aria-selected')).toBe('true');
    const tasks = within(screen.getByRole('group', { name: 'What do you need to do?' })).getAllByRole('radio');
    expect(tasks.map((radio) => radio.closest('label')!.textContent)).toEqual(APPOINTMENT_TASKS.filter((task) => task.tab === 'ids').map((task) => task.title.en));
    expect(screen.queryByRole('heading', { name: 'What to Bring' })).toBeNull();
    expect(screen.getByRole('link', { name: /Quick Eligibility check/ }).getAttribute('href')).toBe('/eligibility');
  });

  it('opens the task from ?task=, shows no office until a location is chosen, then filters by city', async () => {
    // Thanksgiving 2026, 10:00 in Boston: every RMV center keeps it.
    vi.useFakeTimers({ now: new Date('2026-11-26T15:00:00Z'), toFake: ['Date'] });
    const { user } = await renderAt('/appointment?task=real-id');
    expect(screen.getByRole('radio', { name: REAL_ID.title.en })).toHaveProperty('checked', true);
    expect(screen.getByRole('heading', { name: 'How to book' })).toBeTruthy();
    await officesLoaded();
    expect(screen.getByRole('link', { name: `Quick Eligibility check: ${REAL_ID.title.en}` }).getAttribute('href')).toBe('/eligibility?task=real-id');
    expect(officeCards()).toHaveLength(0);
    expect(screen.getByText('Choose a location to see the offices.')).toBeTruthy();

    const offices = officesForTask(REAL_ID, PLACES);
    await user.selectOptions(locationSelect(), 'All locations');
    expect(officeCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(offices.map((office) => office.name));
    const city = addressCity(offices[0]!.address);
    await user.selectOptions(locationSelect(), city);
    expect(officeCards().length).toBe(offices.filter((office) => addressCity(office.address) === city).length);
    const card = officeCards()[0]!;
    expect(within(card).getByText(offices[0]!.address)).toBeTruthy();
    expect(card.querySelector('.office-card__badge')!.textContent).toMatch(/^Closed today: Thanksgiving( \(hours not confirmed\))?$/);
    // An RMV center lists no phone number: the card says how to reach it instead of leaving a gap.
    expect(offices[0]!.phone).toBeUndefined();
    expect(within(card).getByText(/^No phone number on the official page\. Book or ask with the links below/)).toBeTruthy();
    vi.useRealTimers();
  });

  it('clears the location when the task changes, and the task when the tab changes', async () => {
    const { user } = await renderAt('/appointment?task=real-id');
    await officesLoaded();
    await user.selectOptions(locationSelect(), 'All locations');
    await user.click(screen.getByRole('radio', { name: APPOINTMENT_TASKS[0]!.title.en }));
    expect(locationSelect()).toHaveProperty('value', '');
    expect(officeCards()).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'School Enrollment' }));
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
  });

  it('keeps the ticks of What to Bring on the phone, and offers the pack, print and e-mail', async () => {
    const first = await renderAt('/appointment?task=enrollment');
    const [item] = ENROLLMENT.whatToBring;
    await screen.findByRole('heading', { name: 'What to Bring' });
    await first.user.click(screen.getByRole('checkbox', { name: new RegExp(item!.text.en.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }));
    await waitFor(() => expect(screen.getByText(`1 of ${ENROLLMENT.whatToBring.length} ready`)).toBeTruthy());
    first.unmount();

    await renderAt('/appointment?task=enrollment');
    await screen.findByRole('heading', { name: 'What to Bring' });
    await waitFor(() => expect(screen.getByText(`1 of ${ENROLLMENT.whatToBring.length} ready`)).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Prepare Documents' }).getAttribute('href')).toBe('/pack?purpose=school');
    const email = decodeURIComponent(screen.getByRole('link', { name: 'Email' }).getAttribute('href')!);
    expect(email).toMatch(/^mailto:\?subject=What to bring: /);
    for (const entry of ENROLLMENT.whatToBring) expect(email).toContain(entry.text.en);
  });

  it('keeps the monitor form as a request, asks for a name and a number, and promises no alerts', async () => {
    const { user } = await renderAt('/appointment?task=road-test');
    const form = await screen.findByRole('region', { name: 'Watch for an earlier appointment' });
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    expect(within(form).getByText('Please enter your name.')).toBeTruthy();
    expect(within(form).getByText(/Enter a phone number we can call/)).toBeTruthy();
    expect(await deviceDb().help_requests.count()).toBe(0);

    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'Phone number' }), '(617) 555-0100');
    await user.type(within(form).getByRole('textbox', { name: 'Days that work for you (optional)' }), 'Mondays');
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    // No server in this test: the request waits on the phone, and the screen says exactly that.
    const outcome = await within(form).findByText(/saved on this phone and will be sent when you are back online/);
    expect(outcome.textContent).toContain('Pali does not send automatic alerts.');
    const [request] = await deviceDb().help_requests.toArray();
    expect(request).toMatchObject({ kind: 'monitor', name: 'Ana', whatsapp: '(617) 555-0100', user_id: null, details: { task: 'road-test', preferredDates: 'Mondays' } });
  });

  it('says the server’s rate limit in the spec’s words, and that the monitor request waits on the phone', async () => {
    const refusal = { data: null, error: { message: 'Rate Limit Exceeded', code: 'over_request_rate_limit' }, status: 429 };
    backend = async () => ({ from: () => ({ insert: async () => refusal }) });
    const { user } = await renderAt('/appointment?task=road-test');
    const form = await screen.findByRole('region', { name: 'Watch for an earlier appointment' });
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: 'Phone number' }), '(617) 555-0100');
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));
    await within(form).findByText('Rate Limit Exceeded');
    expect(within(form).getByRole('status').textContent).toContain('saved on this phone and is sent by itself');
    expect(await deviceDb().outbox.count()).toBe(1);
  });
});
