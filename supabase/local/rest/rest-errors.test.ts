import { describe, expect, it } from 'vitest';
import { RestError, restErrorFromPg } from './rest-errors';

const pg = (code: string, message = 'boom', extra: { detail?: string; hint?: string } = {}) => ({ code, message, ...extra });

describe('RestError', () => {
  it('serialises like PostgREST', () => {
    const error = new RestError(409, '23505', 'duplicate key value violates unique constraint "x_pkey"', 'Key (id)=(1) already exists.');
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "x_pkey"',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    });
    expect(error).toBeInstanceOf(Error);
  });
});

describe('restErrorFromPg', () => {
  it('maps PostgreSQL codes to PostgREST statuses', () => {
    const cases: [string, number][] = [
      ['23505', 409],
      ['23503', 409],
      ['23502', 400],
      ['23514', 400],
      ['22P02', 400],
      ['22007', 400],
      ['22008', 400],
      ['42703', 400],
      ['P0001', 400],
      ['42P01', 404],
      ['42883', 404],
      ['25006', 405],
      ['40001', 500],
      ['53300', 503],
      ['08006', 503],
      ['XX000', 500],
      ['P0002', 500],
      ['28000', 403],
      ['42P17', 500],
      ['22023', 400],
      ['21000', 500],
    ];
    for (const [code, status] of cases) expect(restErrorFromPg(pg(code)).status, code).toBe(status);
  });

  it('keeps message, detail and hint', () => {
    const error = restErrorFromPg(pg('23502', 'null value in column "title"', { detail: 'Failing row contains (…).', hint: 'h' }));
    expect(error.toJSON()).toEqual({ code: '23502', message: 'null value in column "title"', details: 'Failing row contains (…).', hint: 'h' });
  });

  it('answers 401 to anon and 403 to a signed-in role for 42501', () => {
    const rls = pg('42501', 'new row violates row-level security policy for table "activity_log"');
    const anon = restErrorFromPg(rls, 'anon');
    expect(anon.status).toBe(401);
    expect(anon.headers).toEqual({ 'WWW-Authenticate': 'Bearer' });
    expect(restErrorFromPg(rls, 'authenticated').status).toBe(403);
    expect(restErrorFromPg(rls, 'authenticated').headers).toEqual({});
  });

  it('handles the special cases PostgREST singles out', () => {
    expect(restErrorFromPg(pg('21000', 'UPDATE requires a WHERE clause')).status).toBe(400);
    expect(restErrorFromPg(pg('22023', 'role "admin" does not exist')).status).toBe(401);
    expect(restErrorFromPg(pg('PT402', 'pay up')).status).toBe(402);
    expect(restErrorFromPg(pg('PGRST116', 'JSON object requested')).status).toBe(406);
  });

  it("answers 400, not PostgREST's 500, when a request reaches a program limit", () => {
    for (const code of ['54000', '54001', '54011', '54023']) expect(restErrorFromPg(pg(code)).status, code).toBe(400);
  });

  it("reads RAISE SQLSTATE 'PGRST' errors", () => {
    const error = restErrorFromPg({
      code: 'PGRST',
      message: '{"code":"123","message":"Payment Required","details":"Quota exceeded","hint":"Upgrade"}',
      detail: '{"status":402,"headers":{"X-Powered-By":"Nerd Rage"}}',
    });
    expect(error.status).toBe(402);
    expect(error.toJSON()).toEqual({ code: '123', message: 'Payment Required', details: 'Quota exceeded', hint: 'Upgrade' });
    expect(error.headers).toEqual({ 'X-Powered-By': 'Nerd Rage' });
    expect(restErrorFromPg({ code: 'PGRST', message: 'not json' }).code).toBe('PGRST121');
  });

  it('passes a RestError through and answers 500 only when there is no SQLSTATE at all', () => {
    const own = new RestError(400, 'PGRST100', 'x');
    expect(restErrorFromPg(own)).toBe(own);
    expect(restErrorFromPg({ message: 'socket hang up' }).status).toBe(500);
  });
});
