import { describe, expect, it } from 'vitest';
import { readerDateFormat, readerList } from './reader-date-format';

const THANKSGIVING = new Date('2026-11-26T22:00:00Z');

describe('readerDateFormat', () => {
  it('writes Haitian Creole dates with Kreyòl names, the day before the month', () => {
    expect(readerDateFormat('ht', { dateStyle: 'full', timeZone: 'UTC' }).format(THANKSGIVING)).toBe('jedi 26 novanm 2026');
    expect(readerDateFormat('ht', { dateStyle: 'long', timeZone: 'UTC' }).format(THANKSGIVING)).toBe('26 novanm 2026');
    expect(readerDateFormat('ht', { dateStyle: 'medium', timeZone: 'UTC' }).format(THANKSGIVING)).toBe('26 nov. 2026');
    expect(readerDateFormat('ht', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(THANKSGIVING)).toBe('nov. 2026');
    expect(readerDateFormat('ht', { weekday: 'long', timeZone: 'UTC' }).format(THANKSGIVING)).toBe('jedi');
    expect(readerDateFormat('ht', { dateStyle: 'short', timeZone: 'UTC' }).format(THANKSGIVING)).toBe('26/11/2026');
  });

  it('keeps the US clock for Kreyòl times, and reads the day in the time zone asked for', () => {
    expect(readerDateFormat('ht', { timeStyle: 'short', timeZone: 'UTC' }).format(THANKSGIVING)).toBe('10:00 PM');
    // 22:00 UTC on Thursday is 5:00 PM in Boston; 03:00 UTC on Friday is still Thursday there.
    expect(readerDateFormat('ht', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' }).format(THANKSGIVING)).toBe('26 nov. 2026, 5:00 PM');
    expect(readerDateFormat('ht', { weekday: 'long', timeZone: 'America/New_York' }).format(new Date('2026-11-27T03:00:00Z'))).toBe('jedi');
    const reminder = {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'America/New_York',
    } as const;
    expect(readerDateFormat('ht', reminder).format(THANKSGIVING)).toBe('jedi 26 novanm 2026, 5:00 PM EST');
  });

  it('leaves every other language to Intl', () => {
    expect(readerDateFormat('pt-BR', { dateStyle: 'full', timeZone: 'UTC' }).format(THANKSGIVING)).toBe('quinta-feira, 26 de novembro de 2026');
    expect(readerDateFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(THANKSGIVING)).toBe('November 26, 2026');
  });
});

describe('readerList', () => {
  it('joins a Kreyòl list with "ak", and others as Intl does', () => {
    expect(readerList('ht', ['paspò', 'lisans', 'kat idantite'])).toBe('paspò, lisans ak kat idantite');
    expect(readerList('ht', ['paspò'])).toBe('paspò');
    expect(readerList('pt-BR', ['passaporte', 'carteira'])).toBe('passaporte e carteira');
  });
});
