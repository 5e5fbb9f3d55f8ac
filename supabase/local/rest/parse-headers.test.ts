import { describe, expect, it } from 'vitest';
import { catalog, req } from './catalog.fixture';
import { checkProfile, negotiateAccept, parsePrefer } from './parse-headers';
import { errorOf } from './test-helpers.fixture';

describe('parsePrefer', () => {
  it('reads the joined Prefer values supabase-js appends', () => {
    expect(parsePrefer('resolution=merge-duplicates, count=exact, return=representation')).toEqual({
      resolution: 'merge-duplicates',
      count: 'exact',
      return: 'representation',
    });
    expect(parsePrefer('count=exact,return=minimal')).toEqual({ count: 'exact', return: 'minimal' });
    expect(parsePrefer('resolution=ignore-duplicates')).toEqual({ resolution: 'ignore-duplicates' });
    expect(parsePrefer(undefined)).toEqual({});
  });

  it('keeps the first of repeated preferences and ignores names PostgREST does not know', () => {
    expect(parsePrefer('return=minimal, return=representation, foo=bar')).toEqual({ return: 'minimal' });
  });

  it('refuses the preferences PostgREST acts on but the local server does not, with PGRST127', () => {
    for (const item of [
      'missing=default',
      'count=planned',
      'count=estimated',
      'return=headers-only',
      'handling=strict',
      'max-affected=5',
      'tx=rollback',
      'timezone=UTC',
      'params=single-object',
    ]) {
      const error = errorOf(() => parsePrefer(`return=minimal, ${item}`));
      expect(error.status, item).toBe(400);
      expect(error.toJSON(), item).toEqual({
        code: 'PGRST127',
        message: 'Feature not implemented',
        details: `Prefer: ${item} is not supported by the local server`,
        hint: null,
      });
    }
  });
});

describe('negotiateAccept', () => {
  it('answers JSON arrays by default and one object for vnd.pgrst.object+json', () => {
    expect(negotiateAccept(undefined)).toBe(false);
    expect(negotiateAccept('*/*')).toBe(false);
    expect(negotiateAccept('application/json')).toBe(false);
    expect(negotiateAccept('application/vnd.pgrst.object+json')).toBe(true);
    expect(negotiateAccept('text/html, application/json;q=0.9')).toBe(false);
  });

  it('refuses CSV, GeoJSON, plans and stripped nulls with 406 PGRST107', () => {
    for (const accept of [
      'text/csv',
      'application/geo+json',
      'application/vnd.pgrst.plan+text; for="application/json"',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.array+json;nulls=stripped',
    ]) {
      const error = errorOf(() => negotiateAccept(accept));
      expect(error.status, accept).toBe(406);
      expect(error.code, accept).toBe('PGRST107');
    }
    expect(errorOf(() => negotiateAccept('text/csv')).message).toBe('None of these media types are available: text/csv');
  });
});

describe('checkProfile', () => {
  it('lets public through and refuses any other schema with 406 PGRST106', () => {
    expect(() => checkProfile(req('GET', '/activity_log', { 'accept-profile': 'public' }))).not.toThrow();
    expect(() => checkProfile(req('POST', '/activity_log', { 'content-profile': 'public' }))).not.toThrow();
    const read = errorOf(() => checkProfile(req('GET', '/users', { 'accept-profile': 'auth' })));
    expect(read.toJSON()).toEqual({ code: 'PGRST106', message: 'Invalid schema: auth', details: null, hint: 'Only the following schemas are exposed: public' });
    expect(read.status).toBe(406);
    expect(errorOf(() => checkProfile(req('PATCH', '/objects', { 'content-profile': 'storage' }))).code).toBe('PGRST106');
    expect(catalog.tables.size).toBeGreaterThan(0);
  });
});
