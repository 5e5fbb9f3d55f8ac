import { describe, expect, it } from 'vitest';
import { confirmationMail, emailChangedMail, emailChangeMail, emailChangeRequestedMail, mailLanguageOf, recoveryMail } from './auth-mails';
import type { AuthContext } from './context';
import type { UserRow } from './users-repository';

const context = { siteUrl: 'https://pali.example' } as AuthContext;
const user = (language?: string) => ({ email: 'ana@example.org', raw_user_meta_data: language ? { preferred_language: language } : {} }) as UserRow;
const TOKEN = 'tok_-0123456789abcdefghijklmnopqrs';

describe('auth mails', () => {
  it('speak the account’s language, English when it has none or an unknown one', () => {
    expect(mailLanguageOf(user('es'))).toBe('es');
    expect(mailLanguageOf(user('cn'))).toBe('cn');
    expect(mailLanguageOf(user('fr'))).toBe('en');
    expect(mailLanguageOf({ raw_user_meta_data: null })).toBe('en');
    expect(confirmationMail(context, user('es'), TOKEN).subject).toBe('Confirme su correo electrónico para Pali');
    expect(recoveryMail(context, user('cn'), TOKEN).subject).toBe('重置您的 Pali 密码');
  });

  it('carry the app’s link with the token in the fragment, and the code', () => {
    const mail = confirmationMail(context, user(), TOKEN);
    expect(mail.to).toBe('ana@example.org');
    expect(mail.text).toContain(`https://pali.example/auth?mode=confirm#token_hash=${TOKEN}&type=signup`);
    expect(mail.text).toContain(`Or enter this code: ${TOKEN}`);
    const change = emailChangeMail(context, user(), 'new@example.org', TOKEN);
    expect(change.to).toBe('new@example.org');
    expect(change.text).toContain(`https://pali.example/auth?mode=email-change#token_hash=${TOKEN}&type=email_change`);
  });

  it('carry only the code when the site’s address is not configured', () => {
    const mail = recoveryMail({ siteUrl: undefined } as AuthContext, user(), TOKEN);
    expect(mail.text).not.toContain('http');
    expect(mail.text).toContain(`enter this code within one hour:\n\n${TOKEN}`);
  });

  it('tell the old address about a change with no link that changes anything', () => {
    const asked = emailChangeRequestedMail(context, user(), 'new@example.org');
    expect(asked.to).toBe('ana@example.org');
    expect(asked.text).toContain('from ana@example.org to new@example.org');
    expect(asked.text).toContain('https://pali.example/auth?mode=reset');
    expect(asked.text).not.toMatch(/token_hash|email-change/);
    const done = emailChangedMail({ ...user(), email: 'new@example.org' }, 'ana@example.org');
    expect(done.to).toBe('ana@example.org');
    expect(done.text).toContain('changed from ana@example.org to new@example.org');
    expect(done.text).not.toContain('http');
  });
});
