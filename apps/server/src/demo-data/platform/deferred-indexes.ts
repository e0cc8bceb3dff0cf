import type pg from 'pg';

/** How to put back what dropDeferredIndexes took away. */
export interface DeferredIndexes {
  /** `CREATE INDEX` statements, independent of one another. */
  indexes: string[];
  /** `ALTER TABLE … ADD CONSTRAINT … USING INDEX`, once their indexes stand again. */
  constraints: string[];
}

/**
 * The tables' indexes that no foreign key refers to, primary keys and unique constraints among
 * them, dropped so that a bulk load writes the rows alone; each is built again in one pass
 * afterwards (checking uniqueness as it goes), which costs a fraction of keeping it up to date
 * row by row: a unique index on random keys (users' e-mail) is a random write per row.
 */
export async function dropDeferredIndexes(
  client: pg.Client,
  tables: readonly string[],
): Promise<DeferredIndexes> {
  const { rows } = await client.query<{
    table: string;
    name: string;
    definition: string;
    constraint: string | null;
    kind: 'p' | 'u' | null;
  }>(
    `select t.relname as table, x.relname as name, pg_get_indexdef(x.oid) as definition,
        c.conname as constraint, c.contype as kind
      from pg_index i
      join pg_class x on x.oid = i.indexrelid
      join pg_class t on t.oid = i.indrelid
      left join pg_constraint c on c.conindid = i.indexrelid and c.conrelid = i.indrelid
        and c.contype in ('p', 'u', 'x')
      where t.relnamespace = current_schema()::regnamespace and t.relname = any($1)
        and (c.contype is null or c.contype in ('p', 'u'))
        and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = i.indexrelid)`,
    [tables],
  );
  const constraints: string[] = [];
  for (const row of rows) {
    if (row.constraint) {
      await client.query(`alter table "${row.table}" drop constraint "${row.constraint}"`);
      const kind = row.kind === 'p' ? 'primary key' : 'unique';
      constraints.push(
        `alter table "${row.table}" add constraint "${row.constraint}" ${kind} using index "${row.name}"`,
      );
    } else {
      await client.query(`drop index "${row.name}"`);
    }
  }
  return { indexes: rows.map((row) => row.definition), constraints };
}

/** Builds the indexes again, on as many connections at once as are given, then their constraints. */
export async function buildIndexes(
  clients: readonly pg.Client[],
  dropped: DeferredIndexes,
): Promise<void> {
  const queue = [...dropped.indexes];
  await Promise.all(
    clients.map(async (client) => {
      for (let next = queue.shift(); next; next = queue.shift()) await client.query(next);
    }),
  );
  const [first] = clients;
  for (const statement of dropped.constraints) await first?.query(statement);
}
