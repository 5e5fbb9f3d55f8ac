// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { addCalendarEvent, deleteCalendarEvent, useCalendarEvents } from '../../data/calendar';
import type { CalendarEventRecord } from '../../data/records';
import { toast } from '../../ui/toast';
import { ProfileCalendarTab } from './profile-calendar-tab';

vi.mock('../../data/calendar', () => ({ useCalendarEvents: vi.fn(), deleteCalendarEvent: vi.fn(), addCalendarEvent: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

function event(id: string, extra: Partial<CalendarEventRecord>): CalendarEventRecord {
  return {
    id,
    owner: 'u1',
    user_id: 'u1',
    title: id,
    description: null,
    event_date: '2026-07-15T13:00:00.000Z',
    event_type: 'appointment',
    metadata: null,
    created_at: '2026-06-01T10:00:00Z',
    ...extra,
  };
}

const EVENTS = [
  event('RMV deadline', { event_type: 'letter_deadline', description: 'Renew the license', event_date: '2026-07-10T13:00:00.000Z' }),
  event('Clinic visit', { event_date: '2026-07-20T18:30:00.000Z' }),
];

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useCalendarEvents).mockReturnValue(EVENTS);
});

const renderTab = () => renderScreen('/profile?tab=calendar', <Route path="/profile" element={<ProfileCalendarTab />} />);

describe('Calendar', () => {
  it('lists events with title, optional description and date, and says reminders are e-mailed', async () => {
    await renderTab();
    expect(screen.getByText('We send you an email reminder as each appointment or deadline gets close.')).toBeTruthy();
    const [deadline, visit] = screen.getAllByRole('listitem');
    expect(within(deadline!).getByRole('heading', { name: 'RMV deadline' })).toBeTruthy();
    expect(within(deadline!).getByText('Letter deadline')).toBeTruthy();
    expect(within(deadline!).getByText('Renew the license')).toBeTruthy();
    const day = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
    expect(deadline!.querySelector('time')!.textContent).toBe(new Intl.DateTimeFormat('en', day).format(new Date('2026-07-10T13:00:00.000Z')));
    expect(within(visit!).getByText('Appointment')).toBeTruthy();
    expect(within(visit!).queryByText('Details')).toBeNull();
    expect(visit!.querySelector('time')!.textContent).toBe(
      new Intl.DateTimeFormat('en', { ...day, hour: 'numeric', minute: '2-digit' }).format(new Date('2026-07-20T18:30:00.000Z')),
    );
  });

  it('puts the date and title first and keeps the description behind "Details"', async () => {
    const { user } = await renderTab();
    const [deadline] = screen.getAllByRole('listitem');
    const time = deadline!.querySelector('time')!;
    const title = within(deadline!).getByRole('heading', { name: 'RMV deadline' });
    const description = within(deadline!).getByText('Renew the license');
    expect(time.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const summary = within(deadline!).getByText('Details');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(summary.tagName).toBe('SUMMARY');
    expect(details.contains(description)).toBe(true);
    expect(details.open).toBe(false);
    // Each "Details" says whose details it opens, for someone moving from control to control.
    expect(summary.getAttribute('aria-describedby')).toBe(title.id);
    await user.click(summary);
    expect(details.open).toBe(true);
  });

  it('shows the empty state', async () => {
    vi.mocked(useCalendarEvents).mockReturnValue([]);
    await renderTab();
    expect(screen.getByText("No upcoming appointments. Schedule appointments through Pali's services to see them here.")).toBeTruthy();
  });

  it('deletes an event with "Event deleted successfully"', async () => {
    vi.mocked(deleteCalendarEvent).mockResolvedValue({ ok: true, synced: true });
    const { user } = await renderTab();
    await user.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Delete' }));
    expect(deleteCalendarEvent).toHaveBeenCalledWith('Clinic visit');
    expect(toast.success).toHaveBeenCalledWith('Event deleted successfully', undefined);
  });

  it('says "Failed to delete event" when it fails', async () => {
    vi.mocked(deleteCalendarEvent).mockResolvedValue({ ok: false, reason: 'failed', message: 'x' });
    const { user } = await renderTab();
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    expect(toast.error).toHaveBeenCalledWith('Failed to delete event');
  });

  it('adds an appointment the person types, after checking it', async () => {
    vi.mocked(addCalendarEvent).mockResolvedValue({ ok: true, synced: false });
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add an appointment' }));
    await user.click(screen.getByRole('button', { name: 'Add to my calendar' }));
    expect(screen.getByText('Say what the appointment is, for example “RMV road test”.')).toBeTruthy();
    expect(screen.getByText('Choose a date.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('What is it?'));
    expect(addCalendarEvent).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('What is it?'), 'RMV road test');
    await user.type(screen.getByLabelText('Date'), '2099-03-04');
    await user.type(screen.getByLabelText('Time (optional)'), '14:30');
    await user.click(screen.getByRole('button', { name: 'Add to my calendar' }));
    expect(addCalendarEvent).toHaveBeenCalledWith({
      title: 'RMV road test',
      description: null,
      event_date: new Date(2099, 2, 4, 14, 30).toISOString(),
      event_type: 'appointment',
    });
    expect(toast.success).toHaveBeenCalledWith('Added to your calendar.', {
      description: 'Saved on this device. It will reach your account, and your reminder, when you are back online.',
    });
    await user.click(screen.getByRole('button', { name: 'Add an appointment' }));
    expect((screen.getByLabelText('What is it?') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed when saving fails', async () => {
    vi.mocked(addCalendarEvent).mockResolvedValue({ ok: false, reason: 'failed', message: 'x' });
    const { user } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Add an appointment' }));
    await user.type(screen.getByLabelText('What is it?'), 'Clinic');
    await user.type(screen.getByLabelText('Date'), '2099-03-04');
    await user.click(screen.getByRole('button', { name: 'Add to my calendar' }));
    expect(toast.error).toHaveBeenCalledWith('Failed to save reminder');
    expect((screen.getByLabelText('What is it?') as HTMLInputElement).value).toBe('Clinic');
  });
});
