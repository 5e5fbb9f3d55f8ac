// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../tests/setup/test-i18n';
import { AboutPage } from './about-page';

let i18n: i18n;

beforeAll(async () => {
  i18n = await createTestI18n();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

function renderAbout(path = '/about') {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <AboutPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('AboutPage', () => {
  it('writes to the configured contact address', () => {
    vi.stubEnv('VITE_CONTACT_EMAIL', 'team@pali.test');
    renderAbout();
    const contact = screen.getByRole('link', { name: 'Email us at team@pali.test' });
    expect(contact.getAttribute('href')).toBe('mailto:team@pali.test');
    const press = screen.getByRole('link', { name: 'team@pali.test' });
    expect(press.getAttribute('href')).toBe('mailto:team@pali.test?subject=Press%20enquiry');
  });

  it('falls back to the default address when none is configured', () => {
    vi.stubEnv('VITE_CONTACT_EMAIL', '');
    renderAbout();
    const contact = screen.getByRole('link', { name: 'Email us at hello@pali.example' });
    expect(contact.getAttribute('href')).toBe('mailto:hello@pali.example');
  });

  it('shows six illustrated slides with alt text and carousel controls', () => {
    renderAbout();
    const carousel = screen.getByRole('region', { name: 'Everyday moments' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(6);
    slides.forEach((slide, index) => {
      expect(slide.getAttribute('aria-roledescription')).toBe('slide');
      expect(slide.getAttribute('aria-label')).toBe(`${index + 1} of 6`);
      const image = within(slide).getByRole('img');
      expect(image.getAttribute('alt')).not.toBe('');
      expect(image.getAttribute('width')).toBe('400');
      expect(image.getAttribute('height')).toBe('300');
    });
    for (let n = 1; n <= 6; n += 1) screen.getByRole('button', { name: `Go to slide ${n}` });
    screen.getByRole('button', { name: 'Previous slide' });
    screen.getByRole('button', { name: 'Next slide' });
  });

  it('presents the team by role, with no names or photos', () => {
    renderAbout();
    const team = document.getElementById('team');
    expect(team).not.toBeNull();
    const roles = within(team!)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(roles).toEqual(['Product and community', 'Engineering', 'Partnerships and outreach']);
    expect(within(team!).queryAllByRole('img')).toHaveLength(0);
  });

  it('mentions the monthly partner meetings and links to the home sections', () => {
    renderAbout();
    screen.getByText(/We meet every month with partner organisations/);
    expect(screen.getByRole('link', { name: 'Try the free essentials' }).getAttribute('href')).toBe('/#essentials');
    expect(screen.getByRole('link', { name: 'See partner services' }).getAttribute('href')).toBe('/#services');
  });

  it('scrolls to the section named in the address', () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderAbout('/about#contact');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('contact'));
  });
});
