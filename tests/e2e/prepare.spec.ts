// Getting ready for an office visit, in a real browser and in Spanish: an eligibility check that
// leads to Book & Prepare, a What to Bring checklist the phone keeps, and a packet of letters whose
// PDF carries what the person typed. Offline too: all of it is built in.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { APPOINTMENT_TASKS } from '../../src/content/appointments';
import { ELIGIBILITY_TASKS } from '../../src/content/eligibility';
import { PACK_DOCUMENTS, PACK_PURPOSES } from '../../src/content/pack';
import { pdfText } from '../setup/pdf-text';
import { heading1, waitForServiceWorkerControl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { beGuest, storeLanguage } from './support/browser-state';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';

const MASS_ID = ELIGIBILITY_TASKS.find((task) => task.id === 'mass-id')!;
const MASS_ID_VISIT = APPOINTMENT_TASKS.find((task) => task.id === 'mass-id')!;
const RMV = PACK_PURPOSES.find((purpose) => purpose.id === 'rmv')!;
const PROOF_OF_ADDRESS = PACK_DOCUMENTS.find((document) => document.id === 'proof-address')!;
const EMPLOYER = PACK_DOCUMENTS.find((document) => document.id === 'employer')!;

async function asSpanishGuest(page: Page) {
  await beGuest(page);
  await storeLanguage(page, 'es');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An intake field by its Spanish label, which the form follows with "(Obligatorio)" or "(Opcional)". */
const intakeField = (page: Page, field: string) => page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t('es', `pack:intake.fields.${field}`))} \\(`) });

async function answerEveryQuestion(page: Page, answer: string) {
  const questions = page.getByRole('group').filter({ has: page.getByRole('radio') });
  await expect(questions.first()).toBeVisible();
  for (const question of await questions.all()) await question.getByRole('radio', { name: answer }).check();
}

test('an eligibility check in Spanish leads to the offices for that task', async ({ page }) => {
  await asSpanishGuest(page);
  await page.goto('/eligibility');
  await expect(heading1(page)).toHaveText(t('es', 'eligibility.title'));
  await page.getByRole('link', { name: `${t('es', 'eligibility:list.check')}: ${MASS_ID.title.es}` }).click();
  await expect(page).toHaveURL(/\/eligibility\?task=mass-id$/);

  await page.getByRole('button', { name: t('es', 'eligibility:form.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('es', 'eligibility:form.incomplete'));
  await answerEveryQuestion(page, t('es', 'eligibility:form.yes'));
  await page.getByRole('button', { name: t('es', 'eligibility:form.submit') }).click();
  const result = page.getByRole('region', { name: t('es', 'eligibility:result.ready') });
  await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(result.getByText(MASS_ID.results.ready.message.es)).toBeVisible();
  await expectNoAxeViolations(page);

  await result.getByRole('link', { name: t('es', 'eligibility:result.book') }).click();
  await expect(page).toHaveURL(/\/appointment\?task=mass-id$/);
  await expect(page.getByRole('radio', { name: MASS_ID_VISIT.title.es })).toBeChecked();
});

test('What to Bring stays ticked on the phone, and the offices appear by location', async ({ page }) => {
  await asSpanishGuest(page);
  await page.goto('/appointment?task=mass-id');
  await expect(heading1(page)).toHaveText(t('es', 'appointments.title'));
  const offices = page.getByRole('region', { name: MASS_ID_VISIT.title.es }).getByRole('article');
  await expect(offices).toHaveCount(0);
  await page.getByLabel(t('es', 'appointments:location.label')).selectOption({ label: t('es', 'appointments:location.all') });
  await expect(offices).toHaveCount(MASS_ID_VISIT.placeIds!.length);

  const first = MASS_ID_VISIT.whatToBring[0]!;
  await page.getByRole('checkbox', { name: first.text.es }).check();
  await expect(page.getByText(t('es', 'appointments:bring.progress', { done: 1, total: MASS_ID_VISIT.whatToBring.length }))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: first.text.es })).toBeChecked();
  await expectNoAxeViolations(page);
});

test('a packet of letters, in a PDF that carries what was typed', async ({ page }) => {
  await asSpanishGuest(page);
  await page.goto('/pack');
  await page.getByRole('button', { name: `${t('es', 'pack:purpose.choose')}: ${RMV.title.es}` }).click();
  await intakeField(page, 'fullName').fill('Ana Pérez');
  await intakeField(page, 'phone').fill('(617) 555-0100');
  await intakeField(page, 'address').fill('12 Elm Street');
  await intakeField(page, 'city').fill('Lynn');
  await intakeField(page, 'zip').fill('01902');
  await intakeField(page, 'hostName').fill('Rosa Gómez');
  await intakeField(page, 'employerName').fill('Harbor Cleaning Co.');
  await page.getByRole('button', { name: t('es', 'pack:intake.next') }).click();

  await page.getByRole('button', { name: `${t('es', 'pack:documents.add')}: ${PROOF_OF_ADDRESS.title.es}` }).click();
  await page.getByRole('button', { name: `${t('es', 'pack:documents.add')}: ${EMPLOYER.title.es}` }).click();
  await page.getByRole('button', { name: t('es', 'pack:documents.create') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('es', 'pack:result.title') })).toBeVisible();
  await expect(page.getByText(t('es', 'pack:result.reminder.signIn'))).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('es', 'pack:result.downloadAll') }).click();
  const packet = await download;
  expect(packet.suggestedFilename()).toBe('pali-packet.pdf');
  const text = await pdfText(new Uint8Array(await readFile((await packet.path())!)));
  for (const typed of ['Ana Pérez', '12 Elm Street', 'Lynn', '01902', 'Rosa Gómez', 'Harbor Cleaning Co.']) expect(text).toContain(typed);
  expect(text).toContain(PROOF_OF_ADDRESS.variants[0]!.letter.title);
  expect(text).toContain(EMPLOYER.variants[0]!.letter.title);
});

test('with no signal, the checks, the checklist and the packet still work', async ({ page, context }) => {
  await asSpanishGuest(page);
  await page.goto('/eligibility');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));

  await page.goto('/eligibility?task=walk-in');
  await answerEveryQuestion(page, t('es', 'eligibility:form.no'));
  await page.getByRole('button', { name: t('es', 'eligibility:form.submit') }).click();
  await expect(page.getByRole('region', { name: t('es', 'eligibility:result.not-ready') })).toBeVisible();

  await page.goto('/appointment?task=enrollment');
  const item = APPOINTMENT_TASKS.find((task) => task.id === 'enrollment')!.whatToBring[0]!;
  await page.getByRole('checkbox', { name: item.text.es }).check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: item.text.es })).toBeChecked();

  await page.goto('/pack?purpose=other');
  await intakeField(page, 'fullName').fill('Luis Ortega');
  await intakeField(page, 'phone').fill('617-555-0199');
  await intakeField(page, 'address').fill('4 Pine Road');
  await intakeField(page, 'city').fill('Brockton');
  await intakeField(page, 'zip').fill('02301');
  await page.getByRole('button', { name: t('es', 'pack:intake.next') }).click();
  await page
    .getByRole('button', { name: new RegExp(`^${t('es', 'pack:documents.add')}: `) })
    .first()
    .click();
  await page.getByRole('button', { name: t('es', 'pack:documents.create') }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('es', 'pack:result.downloadAll') }).click();
  const text = await pdfText(new Uint8Array(await readFile((await (await download).path())!)));
  expect(text).toContain('Luis Ortega');
});
