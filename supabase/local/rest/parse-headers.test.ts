import { describe, expect, it } from 'vitest';
import { catalog, req } from './catalog.fixture';
import { checkProfile, negotiateAccept, parsePrefer } from './parse-headers';
import { errorOf } from './test-helpers.fixture';

describe('parsePrefer', () => {
  it('reads the joined Prefer values supabase-js appends', () => {
    expect(parsePrefer('resolution=merge-duplicates, count=exact, missing=default, return=representation')).toEqual({
      resolution: 'merge-duplicates',
      count: 'exact',
      missing: 'default',
      return: 'representation',
    });
    expect(parsePrefer('count=exact,return=minimal')).toEqual({ count: 'exact', return: 'minimal' });
    expect(parsePrefer(undefined)).toEqual({});
  });

  it('keeps the first of repeated preferences and ignores unknown ones when lenient', () => {
    expect(parsePrefer('return=minimal, return=representation, foo=bar, tx=rollback')).toEqual({ return: 'minimal' });
  });

  it('refuses unknown preferences with handling=strict', () => {
    const error = errorOf(() => parsePrefer('handling=strict, return=everything'));
    expect(error.toJSON()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: return=everything',
      hint: null,
    });
    expect(error.status).toBe(400);
  });

  it('keeps max-affected only with handling=strict', () => {
    expect(parsePrefer('handling=strict, max-affected=5')).toEqual({ handling: 'strict', maxAffected: '5' });
    expect(parsePrefer('max-affected=5')).toEqual({});
    expect(errorOf(() => parsePrefer('handling=strict, max-affected=-1')).code).toBe('PGRST122');
  });
});

describe('negotiateAccept', () => {
  it('answers JSON arrays by default and one object for vnd.pgrst.object+json', () => {
    expect(negotiateAccept(undefined)).toEqual({ single: false, stripNulls: false });
    expect(negotiateAccept('*/*')).toEqual({ single: false, stripNulls: false });
    expect(negotiateAccept('application/json')).toEqual({ single: false, stripNulls: false });
    expect(negotiateAccept('application/vnd.pgrst.object+json')).toEqual({ single: true, stripNulls: false });
    expect(negotiateAccept('application/vnd.pgrst.object+json;nulls=stripped')).toEqual({ single: true, stripNulls: true });
    expect(negotiateAccept('application/vnd.pgrst.array+json;nulls=stripped')).toEqual({ single: false, stripNulls: true });
    expect(negotiateAccept('text/html, application/json;q=0.9')).toEqual({ single: false, stripNulls: false });
  });

  it('refuses CSV, GeoJSON and plans with 406 PGRST107', () => {
    for (const accept of ['text/csv', 'application/geo+json', 'application/vnd.pgrst.plan+text; for="application/json"']) {
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
