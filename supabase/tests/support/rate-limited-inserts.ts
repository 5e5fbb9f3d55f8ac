// Spends one hourly limit of public.abuse_limits for the length of `body`: its max_count is set to 0,
// so the next insert it guards is refused with 429 as if the hour's allowance were used up. The limit
// is put back as it was afterwards, even when `body` throws, because the tests after it share the
// server's database.
import type { Queryable } from '../../local/database/database';

export async function whileLimitSpent<T>(db: Pick<Queryable, 'query'>, limitName: string, body: () => Promise<T>): Promise<T> {
  const { rows } = await db.query<{ max_count: number }>('select max_count from public.abuse_limits where name = $1', [limitName]);
  const before = rows[0]?.max_count;
  if (before === undefined) throw new Error(`No abuse limit named ${limitName}`);
  await db.query('update public.abuse_limits set max_count = 0 where name = $1', [limitName]);
  try {
    return await body();
  } finally {
    await db.query('update public.abuse_limits set max_count = $2 where name = $1', [limitName, before]);
  }
}
