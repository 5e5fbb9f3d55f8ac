// The REST layer under load: an authenticated list of 100 rows and an insert through /rest/v1 with
// 50 concurrent keep-alive connections, on PGlite and (when reachable) PostgreSQL, next to the same
// statements sent straight to the database — the ratio is what the REST layer costs.
import { Agent, request } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../supabase/local/database/database';
import pg from 'pg';
import { startTestServer, type TestServer } from '../../supabase/tests/support/test-server';
import { runLoad, type LoadResult } from './load';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 5);

function httpCall(agent: Agent, url: string, token: string, anonKey: string, method: 'GET' | 'POST', body?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      url,
      { agent, method, headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve((res.statusCode ?? 500) < 300));
      },
    );
    req.on('error', () => resolve(false));
    req.end(body);
  });
}

/** The statement PostgREST would run, sent straight to the database as the same role and claims. */
function direct(db: Database, userId: string, sql: string, params: () => unknown[]): () => Promise<boolean> {
  const settings = { role: 'authenticated', 'request.jwt.claims': JSON.stringify({ sub: userId, role: 'authenticated' }) };
  return async () => {
    await db.transaction((tx) => tx.query(sql, params()), { settings });
    return true;
  };
}

export interface RestBenchRow {
  database: string;
  operation: string;
  rest: LoadResult;
  direct: LoadResult;
}

async function benchOne(database: 'pglite' | 'postgres'): Promise<RestBenchRow[]> {
  const server: TestServer = await startTestServer({ database });
  try {
    const person = await server.person();
    // Seconds of 50 writers pass the per-person row quota (SECURITY.md) many times over; the figure
    // is the REST layer's cost, so the quota is lifted here (its count still runs on every insert).
    await server.backend.db.query("update public.abuse_limits set max_count = 100000000 where name = 'activity_log_rows_per_person'");
    await server.backend.db.query(
      "insert into public.activity_log (user_id, activity_type, metadata) select $1, 'Letter Analysis', jsonb_build_object('n', n) from generate_series(1, 100) n",
      [person.id],
    );
    // A fresh pool of sockets for each REST figure: sockets left idle through a direct figure
    // outlive the server's keep-alive timeout and would count as errors on their first reuse.
    const sockets = () => new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    let agent = sockets();
    const listUrl = `${server.url}/rest/v1/activity_log?select=*&user_id=eq.${person.id}&order=created_at.desc&limit=100`;
    const anonKey = server.backend.keys.anonKey;
    const list = await runLoad(() => httpCall(agent, listUrl, person.token, anonKey, 'GET'), CONNECTIONS, SECONDS);
    const listDirect = await runLoad(
      direct(server.backend.db, person.id, 'select * from public.activity_log where user_id = $1 order by created_at desc limit 100', () => [person.id]),
      CONNECTIONS,
      SECONDS,
    );
    agent.destroy();
    agent = sockets();
    const insert = await runLoad(
      () => httpCall(agent, `${server.url}/rest/v1/activity_log`, person.token, anonKey, 'POST', JSON.stringify({ id: randomUUID(), activity_type: 'Bench' })),
      CONNECTIONS,
      SECONDS,
    );
    const insertDirect = await runLoad(
      direct(server.backend.db, person.id, "insert into public.activity_log (id, activity_type) values ($1, 'Bench')", () => [randomUUID()]),
      CONNECTIONS,
      SECONDS,
    );
    agent.destroy();
    return [
      { database, operation: 'list 100 rows', rest: list, direct: listDirect },
      { database, operation: 'insert one row', rest: insert, direct: insertDirect },
    ];
  } finally {
    await server.close();
  }
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** PostgreSQL from TEST_DATABASE_URL, else this machine's own if it answers; PGlite always. */
export async function benchDatabases(): Promise<Array<'pglite' | 'postgres'>> {
  process.env.TEST_DATABASE_URL ||= LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return ['pglite', 'postgres'];
  } catch {
    return ['pglite'];
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function runRestBench(print: (line?: string) => void): Promise<RestBenchRow[]> {
  const rows: RestBenchRow[] = [];
  const available = await benchDatabases();
  for (const database of available) rows.push(...(await benchOne(database)));
  print();
  print(`REST layer, ${CONNECTIONS} concurrent connections, ${SECONDS} s per figure (server and load in one process):`);
  print('database  operation        REST req/s   p50 ms   p99 ms  errors | direct req/s  p50 ms  p99 ms | p50 ratio');
  for (const row of rows) {
    const f = (n: number, width: number, digits = 1) => n.toFixed(digits).padStart(width);
    print(
      `${row.database.padEnd(9)} ${row.operation.padEnd(16)} ${f(row.rest.perSecond, 10, 0)} ${f(row.rest.p50Ms, 8)} ${f(row.rest.p99Ms, 8)} ${String(row.rest.errors).padStart(7)} | ${f(row.direct.perSecond, 12, 0)} ${f(row.direct.p50Ms, 7)} ${f(row.direct.p99Ms, 7)} | ${f(row.rest.p50Ms / row.direct.p50Ms, 8, 2)}x`,
    );
  }
  if (!available.includes('postgres')) print(`(no PostgreSQL answered at ${process.env.TEST_DATABASE_URL}; set TEST_DATABASE_URL to include it)`);
  return rows;
}
