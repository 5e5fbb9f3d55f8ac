// @vitest-environment happy-dom
// The rights page as a reader meets it: the seven sections in order, the jump menu, the contact
// filter, phone links that say whom they call, and the page's own language switch.
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/setup/render-screen';
import esProvenance from '../../i18n/locales/es/provenance.json';
import es from '../../i18n/locales/es/rights.json';
import zhProvenance from '../../i18n/locales/zh/provenance.json';
import zh from '../../i18n/locales/zh/rights.json';
import { toast } from '../../ui/toast';
import { rightsPack } from './rights-pack';
import { RightsPage } from './rights-page';

vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() } }));

const SECTION_TITLES = [
  'Immigration agents or police at your door',
  'Your rights at work',
  'Your rights as a tenant',
  'If police stop your car',
  "Your child's rights at school",
  'Your rights in health care',
  'Money, banks and credit',
];

// The route downloads the page's content with its code (app-routes.tsx).
beforeAll(() => rightsPack.load('en'));

beforeEach(() => {
  vi.clearAllMocks();
});

async function renderRights() {
  const view = await renderScreen('/rights', <Route path="/rights" element={<RightsPage />} />);
  view.i18n.addResourceBundle('es', 'rights', es);
  view.i18n.addResourceBundle('zh-Hans', 'rights', zh);
  view.i18n.addResourceBundle('es', 'provenance', esProvenance);
  view.i18n.addResourceBundle('zh-Hans', 'provenance', zhProvenance);
  return view;
}

const contactsPanel = () => screen.getByRole('region', { name: 'Emergency contacts' });

describe('Rights page', () => {
  it('shows the seven sections in the spec’s order, then the emergency contacts', async () => {
    await renderRights();
    expect(screen.getByRole('heading', { level: 1, name: 'Rights and Safety' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Quick help', ...SECTION_TITLES, 'Emergency contacts']);
    for (const title of SECTION_TITLES) expect(screen.getByRole('region', { name: title })).toBeTruthy();
  });

  it('shows the scripts as "What to say" and, in English, no translation beneath', async () => {
    await renderRights();
    const door = screen.getByRole('region', { name: SECTION_TITLES[0] });
    expect(within(door).getByRole('heading', { name: 'What to say' })).toBeTruthy();
    expect(within(door).getByText('I do not consent to you entering my home.')).toBeTruthy();
    expect(within(door).queryByText('In English:')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Your rights at work' })).queryByRole('heading', { name: 'What to say' })).toBeNull();
  });

  it('shows the three quick cards, with the phone script in English and Spanish and links to help', async () => {
    await renderRights();
    const quick = screen.getByRole('region', { name: 'Quick help' });
    const cards = within(quick)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(cards).toEqual(['A letter you do not understand', 'On the phone: ask for an interpreter', 'Emergency card: interpreter and signing']);
    const phone = within(quick).getByRole('article', { name: 'On the phone: ask for an interpreter' });
    const line = within(phone).getByText('I need an interpreter, please.');
    expect(within(line.closest('li')!).getByText('Necesito un intérprete, por favor.').getAttribute('lang')).toBe('es');
    const letter = within(quick).getByRole('article', { name: 'A letter you do not understand' });
    expect(within(letter).getByRole('link', { name: 'Explain My Letter' }).getAttribute('href')).toBe('/letter');
    expect(within(letter).getByRole('link', { name: 'Find free legal help' }).getAttribute('href')).toBe('/map?category=legal');
  });

  it('jumps to a section and puts the focus on it', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { user } = await renderRights();
    const jump = screen.getByRole('combobox', { name: 'Jump to a section' });
    await user.selectOptions(jump, 'If police stop your car');
    const traffic = screen.getByRole('region', { name: 'If police stop your car' });
    expect(document.activeElement).toBe(traffic);
    expect(scrollIntoView.mock.contexts[0]).toBe(traffic);
    // Back on the placeholder, so the same choice works again.
    expect((jump as HTMLSelectElement).value).toBe('');
    await user.selectOptions(jump, 'Emergency contacts');
    expect(document.activeElement).toBe(contactsPanel());
  });

  it('filters the emergency contacts by type with pressed toggle buttons', async () => {
    const { user } = await renderRights();
    const panel = contactsPanel();
    const all = within(panel).getByRole('button', { name: 'All' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(9);

    const legal = within(panel).getByRole('button', { name: 'Legal' });
    await user.click(legal);
    expect(legal.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    const shown = within(panel).getAllByRole('listitem');
    expect(shown).toHaveLength(3);
    for (const item of shown) expect(within(item).getByText('Legal')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Crisis' }));
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['988 Suicide & Crisis Lifeline', 'SafeLink: domestic violence hotline']);
    await user.click(within(panel).getByRole('button', { name: 'Emergency' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    await user.click(all);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(9);
  });

  it('dials with tel: links and says whom it is calling', async () => {
    const { user } = await renderRights();
    const call911 = within(contactsPanel()).getByRole('link', { name: 'Call 911' });
    expect(call911.getAttribute('href')).toBe('tel:911');
    await user.click(call911);
    expect(toast.message).toHaveBeenCalledWith('Calling 911: police, fire, ambulance...', { position: 'bottom-center' });

    const work = screen.getByRole('region', { name: 'Your rights at work' });
    const hotline = within(work).getByRole('link', { name: /Fair Labor Hotline/ });
    expect(hotline.getAttribute('href')).toBe('tel:+16177273465');
    expect(hotline.textContent).toContain('(617) 727-3465');
    await user.click(hotline);
    expect(toast.message).toHaveBeenLastCalledWith("Calling Attorney General's Fair Labor Hotline (pay, breaks, sick time)...", { position: 'bottom-center' });
  });

  it('links each section to its sources', async () => {
    await renderRights();
    const work = screen.getByRole('region', { name: 'Your rights at work' });
    const source = within(work).getByRole('link', { name: 'mass.gov/info-details/minimum-wage-and-overtime-information' });
    expect(source.getAttribute('href')).toBe('https://www.mass.gov/info-details/minimum-wage-and-overtime-information');
  });
});

describe('the page’s own language', () => {
  it('starts in the app’s language, with no lang of its own', async () => {
    const { container } = await renderRights();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.rights-page')!.hasAttribute('lang')).toBe(false);
  });

  it('switches this page to Spanish, with the English words beneath each line to say', async () => {
    const { user, container, i18n } = await renderRights();
    await user.click(screen.getByRole('button', { name: 'Español' }));
    // The switch waits for the page's Spanish content to download.
    expect(await screen.findByRole('heading', { level: 1, name: 'Derechos y seguridad' })).toBeTruthy();
    expect(container.querySelector('.rights-page')!.getAttribute('lang')).toBe('es');
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');

    const door = screen.getByRole('region', { name: 'Agentes de inmigración o policía en su puerta' });
    expect(within(door).getByRole('heading', { name: 'Qué decir' })).toBeTruthy();
    const line = within(door).getByText('No doy mi permiso para que entren a mi casa.');
    const english = within(line.closest('li')!).getByText('I do not consent to you entering my home.');
    expect(english.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('region', { name: 'Contactos de emergencia' })).toBeTruthy();
    // When each section and number was last compared with its sources, in the page's language.
    const checkedLines = [...container.querySelectorAll('.rights-section .provenance-line, .rights-contact .provenance-line')].map((found) => found.textContent);
    expect(checkedLines).toHaveLength(7 + 9);
    for (const text of checkedLines) expect(text).toMatch(/^(Revisado en \w{3,4}\.? 2026|Aún no se ha confirmado con su fuente)$/);
    expect(screen.getByRole('button', { name: 'Salida rápida' })).toBeTruthy();
    // Only this page: the app stays in English.
    expect(i18n.language).toBe('en');
  });

  it('switches to Chinese and back', async () => {
    const { user, container } = await renderRights();
    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '权利与安全' })).toBeTruthy();
    expect(container.querySelector('.rights-page')!.getAttribute('lang')).toBe('zh-Hans');
    expect(screen.getByRole('region', { name: '开车被警察拦停时' })).toBeTruthy();
    // The phone script: the words to say name the reader's own language.
    const phone = screen.getByRole('article', { name: '打电话时：要求口译员' });
    const line = within(phone).getByText('您好。我说中文。');
    expect(within(line.closest('li')!).getByText('Hello. I speak Chinese, Mandarin.').getAttribute('lang')).toBe('en');
    const call = screen.getByRole('link', { name: '拨打 911' });
    await user.click(call);
    expect(toast.message).toHaveBeenCalledWith('正在拨打911：警察、消防、救护车...', { position: 'bottom-center' });

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Rights and Safety' })).toBeTruthy();
    expect(container.querySelector('.rights-page')!.hasAttribute('lang')).toBe(false);
  });
});
