// planRequest refuses the PostgREST features Pali does not use with PostgREST's own PGRST127
// (400, "Feature not implemented"), so a client never gets a quietly different answer.
import { describe, expect, it } from 'vitest';
import { planRequest } from './build-sql';
import { catalog, req } from './catalog.fixture';
import { errorOf } from './test-helpers.fixture';
import type { RestRequest } from './types';

const CASES: [string, RestRequest, string][] = [
  ['PUT', req('PUT', '/activity_log?id=eq.a', {}, { id: 'a' }), 'PUT (use POST with Prefer: resolution=merge-duplicates)'],
  ['the Range header', req('GET', '/activity_log', { range: '0-9' }), 'The Range header (use limit and offset)'],
  ['GET on a function', req('GET', '/rpc/recent?n=5'), 'Calling a function with GET'],
  ['HEAD on a function', req('HEAD', '/rpc/recent?n=5'), 'Calling a function with HEAD'],
  ['select on a function call', req('POST', '/rpc/recent?select=id', {}, { n: 5 }), 'select, filters, order, limit, offset or columns on a function call'],
  ['a filter on a function call', req('POST', '/rpc/recent?id=eq.1', {}, { n: 5 }), 'select, filters, order, limit, offset or columns on a function call'],
  ['limit on a function call', req('POST', '/rpc/recent?limit=1', {}, { n: 5 }), 'select, filters, order, limit, offset or columns on a function call'],
  ['limit on PATCH', req('PATCH', '/activity_log?limit=1', {}, { activity_type: 'x' }), 'limit/offset on PATCH'],
  ['offset on DELETE', req('DELETE', '/activity_log?offset=1'), 'limit/offset on DELETE'],
  ['limit on POST', req('POST', '/activity_log?limit=1', {}, { activity_type: 'x' }), 'limit/offset on POST'],
  ['order on a write', req('DELETE', '/activity_log?order=id.desc', { prefer: 'return=representation' }), 'order on DELETE'],
  ['an or= tree', req('GET', '/activity_log?or=(id.eq.a,id.eq.b)'), 'A logic tree (or=, and=, not.or=, not.and=)'],
  ['a not.and= tree', req('GET', '/activity_log?not.and=(id.eq.a)'), 'A logic tree (or=, and=, not.or=, not.and=)'],
  ['a negated filter', req('GET', '/activity_log?id=not.eq.a'), 'Negating a filter (not.)'],
  ['full text search', req('GET', '/activity_log?activity_type=plfts.letter'), 'The plfts operator'],
  ['an array operator', req('GET', '/calendar_events?tags=ov.{a}'), 'The ov operator'],
  ['a JSON path filter', req('GET', '/activity_log?metadata->>sender=eq.IRS'), 'A JSON path (->, ->>)'],
  ['a JSON path in select', req('GET', '/activity_log?select=metadata->sender'), 'A JSON path (->, ->>)'],
  ['an alias', req('GET', '/activity_log?select=kind:activity_type'), 'Renaming a column in select (alias:col)'],
  ['a cast', req('GET', '/activity_log?select=created_at::text'), 'A cast in select (col::type)'],
  ['embedding', req('GET', '/activity_log?select=id,profiles(*)'), 'An embedded resource (other(*))'],
  ['nulls placement', req('GET', '/activity_log?order=created_at.desc.nullslast'), 'Placing nulls in order (.nullsfirst, .nullslast)'],
  ['Prefer: missing=default', req('POST', '/activity_log', { prefer: 'missing=default' }, { activity_type: 'x' }), 'Prefer: missing=default'],
  ['Prefer: count=planned', req('GET', '/activity_log', { prefer: 'count=planned' }), 'Prefer: count=planned'],
  ['Prefer: tx=rollback', req('DELETE', '/activity_log?id=eq.a', { prefer: 'tx=rollback' }), 'Prefer: tx=rollback'],
  ['Prefer: max-affected', req('DELETE', '/activity_log?id=eq.a', { prefer: 'handling=strict, max-affected=1' }), 'Prefer: handling=strict'],
];

describe('features the local server does not serve', () => {
  it.each(CASES)('refuses %s with PGRST127', (_label, request, feature) => {
    const error = errorOf(() => planRequest(request, catalog));
    expect(error.status).toBe(400);
    expect(error.code).toBe('PGRST127');
    expect(error.toJSON()).toEqual({ code: 'PGRST127', message: 'Feature not implemented', details: `${feature} is not supported by the local server`, hint: null });
  });

  it("keeps PostgREST's own errors where PostgREST has one for the case", () => {
    expect(errorOf(() => planRequest(req('GET', '/activity_log', { accept: 'text/csv' }), catalog))).toMatchObject({ status: 406, code: 'PGRST107' });
    expect(errorOf(() => planRequest(req('GET', '/activity_log?select=count()'), catalog))).toMatchObject({ status: 400, code: 'PGRST123' });
    expect(errorOf(() => planRequest(req('GET', '/activity_log?secret.id=eq.1'), catalog))).toMatchObject({ status: 400, code: 'PGRST108' });
    expect(errorOf(() => planRequest(req('PATCH', '/rpc/recent', {}, {}), catalog))).toMatchObject({ status: 405, code: 'PGRST101' });
    expect(errorOf(() => planRequest(req('GET', '/activity_log', { 'accept-profile': 'auth' }), catalog))).toMatchObject({ status: 406, code: 'PGRST106' });
  });
});
