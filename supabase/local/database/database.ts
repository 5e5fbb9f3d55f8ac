// One interface over the two databases the local server can use: embedded PGlite (the default,
// kept in `.data/`) or any PostgreSQL reached through `DATABASE_URL` (pooled). Everything above
// this file talks SQL through `Database`; only this file knows which one is underneath.
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import pg from 'pg';

interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements with no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

interface TransactionOptions {
  readOnly?: boolean;
  /** Transaction-local settings (`set_config(name, value, true)`), e.g. the API role and JWT claims. */
  settings?: Record<string, string>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** A string as an SQL literal. Standard-conforming strings (the default) make doubling quotes enough. */
function sqlLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('A setting may not contain a NUL character.');
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The statements that open a request's transaction, as one script: PostgREST's per-request role and
 * claims go to the server in the same round trip as BEGIN instead of two more. Only literals made by
 * sqlLiteral reach the text.
 */
function transactionPreamble({ readOnly = false, settings = {} }: TransactionOptions, begin: boolean): string {
  const lines = begin ? [readOnly ? 'begin read only' : 'begin'] : readOnly ? ['set transaction read only'] : [];
  const configs = Object.entries(settings).map(([name, value]) => `set_config(${sqlLiteral(name)}, ${sqlLiteral(value)}, true)`);
  if (configs.length > 0) lines.push(`select ${configs.join(', ')}`);
  return lines.join(';\n');
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite stores its files in `dataDir`. */
  databaseUrl?: string;
  /** PGlite's directory, or `memory://` for a throwaway database (tests). */
  dataDir: string;
  poolSize?: number;
}

function pgliteQueryable(db: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      // PGlite counts only rows a write touched; PostgreSQL (and callers) expect a SELECT's rows too.
      return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const db = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    ...pgliteQueryable(db),
    // PGlite has one connection; its transaction() queues concurrent callers, which is what keeps
    // 50 simultaneous requests from interleaving inside each other's transactions.
    transaction: (work, options = {}) =>
      db.transaction(async (tx) => {
        const preamble = transactionPreamble(options, false);
        if (preamble) await tx.exec(preamble);
        return work(pgliteQueryable(tx));
      }),
    close: () => db.close(),
  };
}

// Parsing and planning a REST statement cost PostgreSQL more than running it: as prepared
// statements (as PostgREST uses) the list benchmark went from 670 to 870 requests a second. Each
// connection prepares a statement the first time it sees its text; the name is the text's hash, so
// the same text always has the same name. Statement texts come from the REST planner's shapes
// (values are always parameters), so there are few; the cap keeps a stream of one-off texts (say,
// many different `select=` lists) from growing every connection's cache without end.
const PREPARED_STATEMENT_LIMIT = 1000;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < PREPARED_STATEMENT_LIMIT) {
    name = `pali_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function pgQueryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      // Only statements with parameters: the others are one-off scripts and preambles.
      const name = params.length > 0 ? statementName(sql) : undefined;
      const result = await client.query(name ? { name, text: sql, values: params } : { text: sql, values: params });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

function openPostgres(connectionString: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    ...pgQueryable(pool),
    async transaction(work, options = {}) {
      const client = await pool.connect();
      try {
        await client.query(transactionPreamble(options, true));
        const result = await work(pgQueryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

// Ten connections: with more, PostgreSQL's backends spend their time taking turns on the cores
// (on 2 cores the list benchmark served ~15% more requests a second with 10 than with 20), and
// requests beyond ten wait in the pool's queue, which costs less than waiting in the kernel's.
export async function openDatabase({ databaseUrl, dataDir, poolSize = 10 }: DatabaseOptions): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl, poolSize) : openPglite(dataDir);
}
