// The provenance rules: what counts as an official source, and when a check stops holding.
import { describe, expect, it } from 'vitest';
import { checkExpires, isOfficialSource, pastShelfLife, whyCited } from './provenance';

describe('isOfficialSource', () => {
  it.each([
    'https://www.mass.gov/how-to/apply-for-masshealth',
    'https://www.uscis.gov/forms/filing-fees',
    'https://secure.rmv.state.ma.us/PolicyBrowserPublic/PB/x.htm',
    'https://www.doe.mass.edu/prs/',
    'https://www.leominster-ma.gov/gov/clerk/info.asp',
    'https://www.cambridgema.gov/cpl/aboutus/FAQ.aspx',
    'https://malegislature.gov/Laws/GeneralLaws/PartIII/TitleII/Chapter234A/Section25',
  ])('takes a government page as official: %s', (url) => {
    expect(isOfficialSource(url)).toBe(true);
  });

  it.each(['https://www.legalclarity.org/x', 'https://en.wikipedia.org/wiki/Cambridge_Hospital', 'https://www.masslive.com/news', 'https://notmass.gov.example.com/x'])(
    'does not take a news, directory or encyclopedia page as official: %s',
    (url) => {
      expect(isOfficialSource(url)).toBe(false);
    },
  );

  it('knows the public bodies and services whose hosts do not say so, and why some others are cited', () => {
    expect(isOfficialSource('https://www.mbta.com/fares')).toBe(true);
    expect(isOfficialSource('https://988lifeline.org/get-help/')).toBe(true);
    expect(isOfficialSource('https://www.masslegalhelp.org/housing')).toBe(false);
    expect(whyCited('https://www.masslegalhelp.org/housing')).toMatch(/Massachusetts Law Reform Institute/);
    expect(whyCited('https://www.masslive.com/news')).toBeUndefined();
  });

  it('takes the page of the place itself as official', () => {
    expect(isOfficialSource('https://www.kennedychc.org/for-patients', ['https://kennedychc.org/'])).toBe(true);
    expect(isOfficialSource('https://patients.kennedychc.org/x', ['https://www.kennedychc.org'])).toBe(true);
    expect(isOfficialSource('https://www.otherclinic.org/', ['https://www.kennedychc.org'])).toBe(false);
  });
});

describe('shelf lives', () => {
  it('end a check after 3, 12 or 24 months', () => {
    expect(checkExpires('2026-11-26', 'enforcement')).toBe('2027-02-26');
    expect(checkExpires('2026-11-26', 'yearly')).toBe('2027-11-26');
    expect(checkExpires('2026-11-26', 'statute')).toBe('2028-11-26');
  });

  it('say a check is past its shelf life from the day it expires, and never for a fact not checked', () => {
    expect(pastShelfLife('2026-08-25', 'enforcement', '2026-11-25')).toBe(true);
    expect(pastShelfLife('2026-08-26', 'enforcement', '2026-11-25')).toBe(false);
    expect(pastShelfLife(null, 'enforcement', '2030-01-01')).toBe(false);
  });
});
