// Page model of the site header: the desktop hover menus, the language selector, the mobile drawer.
import type { Page } from '@playwright/test';
import { t, type Language } from './locales';

export class SiteHeader {
  constructor(
    private readonly page: Page,
    private readonly language: Language = 'en',
  ) {}

  get banner() {
    return this.page.getByRole('banner');
  }

  /** The desktop menu trigger for one of the menus under `nav.menus`. */
  menuTrigger(menu: 'essentials' | 'services' | 'pricing' | 'enterprise' | 'about') {
    return this.banner.getByRole('button', { name: t(this.language, `nav.menus.${menu}.label`) });
  }

  /** A link in the open desktop menu or the open drawer (both in the banner), by its `nav.links` key (its name goes on
   *  with the description and any "Coming soon" badge, so it is matched by how it starts). */
  menuLink(link: string) {
    const title = t(this.language, `nav.links.${link}.title`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.banner.getByRole('link', { name: new RegExp(`^${title}`) });
  }

  get languageSelect() {
    return this.banner.getByRole('combobox', { name: t(this.language, 'header.language') });
  }

  get menuButton() {
    return this.banner.getByRole('button', { name: t(this.language, 'header.openMenu') });
  }

  get drawer() {
    return this.page.getByRole('dialog', { name: t(this.language, 'nav.label') });
  }
}
