import { describe, expect, it } from 'vitest';
import { planRequest } from './build-sql';
import { catalog, req } from './catalog.fixture';
import { shapeResponse } from './response-shape';
import { errorOf } from './test-helpers.fixture';

const plan = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, body?: unknown) =>
  planRequest(req(method, url, headers, body), catalog);

describe('shapeResponse', () => {
  it('answers a read with its body and Content-Range', () => {
    const shaped = shapeResponse(plan('GET', '/activity_log?select=id'), { page_total: '2', body: '[{"id":1},{"id":2}]' });
    expect(shaped).toEqual({
      status: 200,
      headers: { 'Content-Range': '0-1/*', 'Content-Type': 'application/json; charset=utf-8' },
      body: '[{"id":1},{"id":2}]',
    });
    expect(shapeResponse(plan('GET', '/activity_log'), { page_total: 0, body: '[]' }).headers['Content-Range']).toBe('*/*');
  });

  it('answers 206 for a partial page of a counted read and 416 past the end', () => {
    const p = plan('GET', '/activity_log?select=id&offset=10&limit=10', { prefer: 'count=exact' });
    const shaped = shapeResponse(p, { page_total: 10n, body: '[]' }, '35');
    expect(shaped.status).toBe(206);
    expect(shaped.headers['Content-Range']).toBe('10-19/35');
    expect(shaped.headers['Preference-Applied']).toBe('count=exact');
    // Offset 10 of exactly 10 rows is not past the end: PostgREST answers 206 with */10.
    expect(shapeResponse(p, { page_total: 0, body: '[]' }, 10)).toMatchObject({ status: 206, headers: { 'Content-Range': '*/10' } });
    const past = errorOf(() => shapeResponse(p, { page_total: 0, body: '[]' }, 5));
    expect(past.status).toBe(416);
    expect(past.details).toBe('An offset of 10 was requested, but there are only 5 rows.');
    expect(shapeResponse(plan('GET', '/activity_log', { prefer: 'count=exact' }), { page_total: 3, body: '[]' }, 3)).toMatchObject({
      status: 200,
      headers: { 'Content-Range': '0-2/3' },
    });
  });

  it('refuses a single() that found zero or several rows with 406 PGRST116', () => {
    const p = plan('GET', '/activity_log?id=eq.1', { accept: 'application/vnd.pgrst.object+json' });
    expect(shapeResponse(p, { page_total: 1, body: '{"id":1}' })).toMatchObject({
      status: 200,
      body: '{"id":1}',
      headers: { 'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8' },
    });
    const none = errorOf(() => shapeResponse(p, { page_total: 0, body: 'null' }));
    expect(none.status).toBe(406);
    expect(none.toJSON()).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    expect(errorOf(() => shapeResponse(p, { page_total: 2, body: '{}' })).details).toBe('The result contains 2 rows');
  });

  it('answers writes as PostgREST: 201 */* for inserts, 204 without a body for minimal', () => {
    const insert = shapeResponse(plan('POST', '/activity_log', {}, { activity_type: 'a' }), { page_total: 1, body: null });
    expect(insert).toEqual({ status: 201, headers: { 'Content-Range': '*/*' }, body: null });
    const counted = shapeResponse(plan('POST', '/activity_log', { prefer: 'count=exact,return=representation' }, [{ activity_type: 'a' }]), {
      page_total: 1,
      body: '[{"id":1}]',
    });
    expect(counted.headers['Content-Range']).toBe('*/1');
    expect(counted.body).toBe('[{"id":1}]');
    const del = shapeResponse(plan('DELETE', '/activity_log?id=eq.1'), { page_total: 3, body: null });
    expect(del).toEqual({ status: 204, headers: { 'Content-Range': '0-2/*' }, body: null });
    const patch = shapeResponse(plan('PATCH', '/activity_log?id=eq.1', { prefer: 'return=representation,count=exact' }, { activity_type: 'b' }), {
      page_total: 1,
      body: '[{"id":1}]',
    });
    expect(patch).toMatchObject({ status: 200, headers: { 'Content-Range': '0-0/1' }, body: '[{"id":1}]' });
  });
});
