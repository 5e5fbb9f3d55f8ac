// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { deleteActivity, useActivityLog } from '../../data/activity';
import type { ActivityRecord, WriteResult } from '../../data/records';
import { toast } from '../../ui/toast';
import { ProfileActivityTab } from './profile-activity-tab';

vi.mock('../../data/activity', () => ({ useActivityLog: vi.fn(), deleteActivity: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

const NOW = new Date('2026-06-30T15:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const ANALYSIS = { summary: 'Your license renewal is due.', actionItems: ['Renew online'], urgencyLevel: 'medium' };

function record(id: string, activity_type: string, created_at: string, extra: Partial<ActivityRecord> = {}): ActivityRecord {
  return { id, owner: 'u1', user_id: 'u1', activity_type, activity_description: `${id} description`, metadata: null, created_at, ...extra };
}

const LOG: ActivityRecord[] = [
  record('rmv-letter', 'Letter Analysis', daysAgo(1), {
    metadata: { analysis: ANALYSIS, formData: { firstName: 'Ana', city: 'Boston' }, sender: 'rmv', deadline: '2026-07-15' },
  }),
  record('packet', 'Document Packet Generated', daysAgo(12)),
  record('snap-check', 'Eligibility Check: SNAP', daysAgo(40)),
  record('old-letter', 'Letter Analysis', daysAgo(200)),
];

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.mocked(useActivityLog).mockReturnValue(LOG);
});

afterEach(() => {
  vi.useRealTimers();
});

const renderTab = () => renderScreen('/profile?tab=activity', <Route path="/profile" element={<ProfileActivityTab />} />);
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Activity', () => {
  it("lists every entry with its type, description and date in the reader's language", async () => {
    await renderTab();
    expect(titles()).toEqual(['Letter Analysis', 'Document packet made', 'Eligibility check: SNAP', 'Letter Analysis']);
    expect(screen.getByRole('status').textContent).toBe('4 entries');
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('rmv-letter description')).toBeTruthy();
    const time = first.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(daysAgo(1));
    expect(time.textContent).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(daysAgo(1))));
  });

  it("offers the spec's filter options", async () => {
    await renderTab();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Time period')).toEqual(['All Time', 'Past 7 Days', 'Past 30 Days', 'Past 90 Days']);
    expect(options('Activity type')).toEqual(['All Activities', 'Letters Only', 'Eligibility Checks', 'Auto-Fill Forms']);
  });

  it('filters by time period and type', async () => {
    const { user } = await renderTab();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time period' }), 'Past 30 Days');
    expect(titles()).toEqual(['Letter Analysis', 'Document packet made']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activity type' }), 'Auto-Fill Forms');
    expect(titles()).toEqual(['Document packet made']);
    expect(screen.getByRole('status').textContent).toBe('1 entry');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time period' }), 'All Time');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activity type' }), 'Letters Only');
    expect(titles()).toEqual(['Letter Analysis', 'Letter Analysis']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activity type' }), 'Eligibility Checks');
    expect(titles()).toEqual(['Eligibility check: SNAP']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time period' }), 'Past 7 Days');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No activity found. Try adjusting your filters or start using services.')).toBeTruthy();
  });

  it('shows the empty state when there is no activity at all', async () => {
    vi.mocked(useActivityLog).mockReturnValue([]);
    await renderTab();
    expect(screen.getByText('No activity found. Try adjusting your filters or start using services.')).toBeTruthy();
  });

  it('opens a saved letter analysis on /letter with its analysis, form data, sender and deadline', async () => {
    const { user } = await renderTab();
    const buttons = screen.getAllByRole('button', { name: 'Click to view analysis' });
    // Only the entry that holds an analysis can open one.
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    expect(screen.getByTestId('location').textContent).toBe('/letter');
    expect(JSON.parse(screen.getByTestId('location-state').textContent!)).toEqual({
      analysis: ANALYSIS,
      formData: { firstName: 'Ana', city: 'Boston' },
      sender: 'rmv',
      deadline: '2026-07-15',
    });
  });

  it('asks for confirmation inline; Cancel keeps the entry', async () => {
    const { user } = await renderTab();
    const entry = screen.getAllByRole('listitem')[1]!;
    await user.click(within(entry).getByRole('button', { name: 'Delete' }));
    const question = within(entry).getByRole('group', { name: 'Are you sure? This will be deleted permanently.' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(within(entry).queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(within(entry).getByRole('button', { name: 'Delete' }));
    expect(deleteActivity).not.toHaveBeenCalled();
  });

  it('deletes on Confirm with "Activity deleted successfully"', async () => {
    let finish: (result: WriteResult) => void = () => undefined;
    vi.mocked(deleteActivity).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = await renderTab();
    const entry = screen.getAllByRole('listitem')[1]!;
    await user.click(within(entry).getByRole('button', { name: 'Delete' }));
    await user.click(within(entry).getByRole('button', { name: 'Confirm' }));
    expect(deleteActivity).toHaveBeenCalledWith('packet');
    expect((within(entry).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish({ ok: true, synced: true }));
    expect(toast.success).toHaveBeenCalledWith('Activity deleted successfully', undefined);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your activity' }));
  });

  it('says a delete made offline waits for the account', async () => {
    vi.mocked(deleteActivity).mockResolvedValue({ ok: true, synced: false });
    const { user } = await renderTab();
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(toast.success).toHaveBeenCalledWith('Activity deleted successfully', {
      description: 'It will be removed from your account when you are back online.',
    });
  });

  it('says "Failed to delete activity" when the delete fails', async () => {
    vi.mocked(deleteActivity).mockResolvedValue({ ok: false, reason: 'quota', message: 'full' });
    const { user } = await renderTab();
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(toast.error).toHaveBeenCalledWith('Failed to delete activity');
    expect(titles()).toHaveLength(4);
  });
});
