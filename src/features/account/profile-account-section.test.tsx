// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import { deleteMyAccount, exportMyData, type DeleteAccountResult, type MyData } from '../../data/account';
import { useSession } from '../../data/session-store';
import { toast } from '../../ui/toast';
import { myDataFileName } from './my-data-file';
import { ProfileAccountSection } from './profile-account-section';

vi.mock('../../data/account', () => ({ exportMyData: vi.fn(), deleteMyAccount: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

const DATA: MyData = { exported_at: '2026-06-30T12:00:00Z', profile: { first_name: 'Ana' }, activity: [], calendar_events: [], conversations: [], complete: true };

let downloads: { name: string; href: string }[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  downloads = [];
  useSession.setState({ status: 'signed-in', user: { id: 'u1', email: 'ana@example.com', firstName: 'Ana' } });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pali/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
});

afterEach(() => {
  act(() => useSession.setState({ status: 'signed-out', user: null }));
});

const renderSection = () => renderScreen('/profile', <Route path="/profile" element={<ProfileAccountSection />} />);

describe('Download my data', () => {
  it('names the file by date', () => {
    expect(myDataFileName(new Date(2026, 0, 5, 23, 59))).toBe('pali-my-data-2026-01-05.json');
  });

  it('downloads the export as a JSON file', async () => {
    vi.mocked(exportMyData).mockResolvedValue(DATA);
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const name = myDataFileName(new Date());
    expect(downloads).toEqual([{ name, href: 'blob:pali/1' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(DATA);
    expect(toast.success).toHaveBeenCalledWith(`Your data is downloading: ${name}`);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says when the file holds only this device's copy", async () => {
    vi.mocked(exportMyData).mockResolvedValue({ ...DATA, complete: false });
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(screen.getByRole('status').textContent).toBe('We could not reach the server, so this file holds only the copy on this device.');
  });

  it('says when nothing could be prepared', async () => {
    vi.mocked(exportMyData).mockResolvedValue(null);
    const { user } = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(toast.error).toHaveBeenCalledWith('Your data could not be prepared. Please try again.');
    expect(downloads).toEqual([]);
  });
});

describe('Delete my account', () => {
  async function openDialog() {
    const view = await renderSection();
    await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    // The dialog's code comes with the click (its own chunk).
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    return { ...view, dialog: within(dialog) };
  }

  it('asks to type DELETE or the e-mail before deleting anything', async () => {
    const { user, dialog } = await openDialog();
    const field = dialog.getByLabelText('To confirm, type DELETE or your email address');
    await user.type(field, 'delete me');
    await user.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    expect(dialog.getByText('Type DELETE or your email address to confirm.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(deleteMyAccount).not.toHaveBeenCalled();
  });

  it('deletes once confirmed, then goes home', async () => {
    let finish: (result: DeleteAccountResult) => void = () => undefined;
    vi.mocked(deleteMyAccount).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('To confirm, type DELETE or your email address'), 'ANA@example.com');
    await user.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    expect((dialog.getByRole('button', { name: 'Deleting…' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish({ ok: true }));
    expect(toast.success).toHaveBeenCalledWith('Your account has been deleted.');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('says nothing was deleted when the server cannot be reached', async () => {
    vi.mocked(deleteMyAccount).mockResolvedValue({ ok: false, reason: 'network', message: 'Failed to fetch' });
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('To confirm, type DELETE or your email address'), 'DELETE');
    await user.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    expect(dialog.getByRole('alert').textContent).toBe('No connection, so nothing was deleted. Connect to the internet and try again.');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it("shows the server's words for another failure", async () => {
    vi.mocked(deleteMyAccount).mockResolvedValue({ ok: false, reason: 'failed', message: 'function crashed' });
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('To confirm, type DELETE or your email address'), 'delete');
    await user.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    expect(dialog.getByRole('alert').textContent).toBe('Your account could not be deleted. Please try again. (function crashed)');
  });

  it('asks to sign in again when the server no longer takes this sign-in (e.g. a first try deleted it but its answer was lost)', async () => {
    vi.mocked(deleteMyAccount).mockResolvedValue({ ok: false, reason: 'session-ended', message: 'Edge Function returned a non-2xx status code' });
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('To confirm, type DELETE or your email address'), 'DELETE');
    await user.click(dialog.getByRole('button', { name: 'Delete my account permanently' }));
    expect(dialog.getByRole('alert').textContent).toMatch(/^Your sign-in has ended, so nothing more could be deleted from here\. Sign in again/);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('closes on Cancel', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
