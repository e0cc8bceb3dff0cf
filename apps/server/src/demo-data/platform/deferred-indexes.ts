import type pg from 'pg';

/**
 * The tables' indexes that back no constraint, dropped so that a bulk load writes the rows alone;
 * each is built again in one pass afterwards, which costs a fraction of keeping it up to date row
 * by row (the trigram indexes most of all). Returns how to build them again.
 */
export async function dropSecondaryIndexes(
  client: pg.Client,
  tables: readonly string[],
): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = any($1)
        and not exists (select 1 from pg_constraint where conname = indexname)`,
    [tables],
  );
  for (const row of rows) await client.query(`drop index "${row.name}"`);
  return rows.map((row) => row.definition);
}

/** Builds the indexes again, on as many connections at once as are given. */
export async function buildIndexes(
  clients: readonly pg.Client[],
  definitions: readonly string[],
): Promise<void> {
  const queue = [...definitions];
  await Promise.all(
    clients.map(async (client) => {
      for (let next = queue.shift(); next; next = queue.shift()) await client.query(next);
    }),
  );
}
