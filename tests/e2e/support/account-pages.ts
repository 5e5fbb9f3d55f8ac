// What a person does on /auth and /profile, in the words on the screen (accessible names), so the
// account specs read as the steps a person takes.
import { expect, type Page } from '@playwright/test';

export interface NewPerson {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The label in the language select: English, Español or 中文. */
  language?: string;
}

let counter = 0;
export function newPerson(firstName = 'Ana'): NewPerson {
  counter += 1;
  return { firstName, lastName: 'Pérez', email: `${firstName.toLowerCase()}-${Date.now()}-${counter}@example.org`, password: 'correct horse 42' };
}

export async function signUp(page: Page, person: NewPerson): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  // Both tabs' forms stay in the page (what is typed survives a switch); use the one on show.
  const form = page.getByRole('tabpanel', { name: 'Sign Up' });
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Password', { exact: true }).fill(person.password);
  await form.getByLabel('Confirm password').fill(person.password);
  if (person.language) await form.getByLabel('Preferred language').selectOption({ label: person.language });
  await form.getByRole('button', { name: 'Create Account' }).click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = signInForm(page);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export function signInForm(page: Page) {
  return page.getByRole('tabpanel', { name: 'Sign In' });
}

export async function openProfileTab(page: Page, tab: 'Settings' | 'Activity' | 'Calendar'): Promise<void> {
  await page.goto(`/profile?tab=${tab.toLowerCase()}`);
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in or create an account' })).toBeVisible();
}

/** Every record the device database holds, by table (read straight from IndexedDB). */
export function deviceRecordCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('pali');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = ['profiles', 'activity_log', 'calendar_events', 'ai_conversations', 'outbox'].filter((name) => db.objectStoreNames.contains(name));
          const counts: Record<string, number> = {};
          if (names.length === 0) return resolve(counts);
          const tx = db.transaction(names, 'readonly');
          for (const name of names) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => (counts[name] = request.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
        };
      }),
  );
}

/** Today plus `hours`, as the date and time inputs want them, in the context's time zone. */
export function inputsFor(hours: number, timeZone: string): { date: string; time: string } {
  const at = new Date(Date.now() + hours * 3_600_000);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-CA', { timeZone, ...options }).format(at);
  const date = part({ year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { date, time };
}
