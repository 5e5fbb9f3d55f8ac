// @vitest-environment happy-dom
// The "Something wrong here?" form: named for what it reports on, focus where the person works,
// errors said in words, nothing typed lost, and "Sent" said only when the server has the report.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../tests/setup/test-i18n';
import type { ReportDelivery } from '../data/content-reports';
import { ReportProblem } from './report-problem';

const data = vi.hoisted(() => ({
  submitContentReport: vi.fn(),
  watchReportDelivery: vi.fn(),
}));
vi.mock('../data/content-reports', () => data);

async function renderReport() {
  const i18n = await createTestI18n();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <ReportProblem subjectKind="rights" subjectId="atDoor" subjectName="If immigration agents come to your door" />
    </I18nextProvider>,
  );
  return user;
}

const opener = () => screen.getByRole('button', { name: /Something wrong here\? Report a problem with If immigration agents come to your door/ });

describe('ReportProblem', () => {
  let deliver: (delivery: ReportDelivery) => void = () => undefined;
  beforeEach(() => {
    data.submitContentReport.mockReset();
    data.watchReportDelivery.mockReset().mockImplementation((_id: string, onChange: (delivery: ReportDelivery) => void) => {
      deliver = onChange;
      onChange('waiting');
      return () => undefined;
    });
  });

  it('opens an inline form named for what it reports on, with focus in the text', async () => {
    const user = await renderReport();
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    await user.click(opener());
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('form', { name: 'Report a problem with If immigration agents come to your door' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('What is wrong?'));
    expect(screen.getByLabelText('How can we reach you? (optional)')).toBeTruthy();
    expect(screen.getByText('0 of 1000 characters')).toBeTruthy();
  });

  it('says what is wrong with the text, focuses it, and sends nothing', async () => {
    const user = await renderReport();
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const text = screen.getByLabelText('What is wrong?');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    const description = (text.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain('Please write what is wrong.');
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(data.submitContentReport).not.toHaveBeenCalled();
  });

  it('counts characters and flags text over the limit without cutting it', async () => {
    const user = await renderReport();
    await user.click(opener());
    const text = screen.getByLabelText('What is wrong?');
    await user.click(text);
    await user.paste('x'.repeat(1005));
    expect((text as HTMLInputElement).value).toBe('x'.repeat(1005));
    expect(screen.getByText('1005 of 1000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please make it shorter: 1000 characters at most.')).toBeTruthy();
    expect(data.submitContentReport).not.toHaveBeenCalled();
  });

  it('keeps what was typed on Cancel, and returns focus to the button', async () => {
    const user = await renderReport();
    await user.click(opener());
    await user.type(screen.getByLabelText('What is wrong?'), 'Old number');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(opener());
    await user.click(opener());
    expect((screen.getByLabelText('What is wrong?') as HTMLInputElement).value).toBe('Old number');
  });

  it('says "saved on this phone" with no signal, then "sent" once the server has it', async () => {
    data.submitContentReport.mockResolvedValue({ outcome: 'savedOnDevice', id: 'r1' });
    const user = await renderReport();
    await user.click(opener());
    await user.type(screen.getByLabelText('What is wrong?'), '<img src=x onerror=alert(1)> The hotline changed');
    await user.type(screen.getByLabelText('How can we reach you? (optional)'), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(data.submitContentReport).toHaveBeenCalledWith({
      subjectKind: 'rights',
      subjectId: 'atDoor',
      whatIsWrong: '<img src=x onerror=alert(1)> The hotline changed',
      contact: 'ana@example.org',
      language: 'en',
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Saved on this phone; it will be sent when you are online.'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    await waitFor(() => expect(data.watchReportDelivery).toHaveBeenCalledWith('r1', expect.any(Function)));
    deliver('sent');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Sent. Thank you'));
  });

  it('keeps the text and says so when the phone could not store the report', async () => {
    data.submitContentReport.mockResolvedValue({ outcome: 'failed', reason: 'quota' });
    const user = await renderReport();
    await user.click(opener());
    await user.type(screen.getByLabelText('What is wrong?'), 'Wrong hours');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be saved on this phone');
    expect((screen.getByLabelText('What is wrong?') as HTMLInputElement).value).toBe('Wrong hours');
  });
});
