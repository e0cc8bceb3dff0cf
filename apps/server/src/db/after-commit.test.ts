import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#test/test-database.ts';
import { afterCommit } from './after-commit.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { rowsOf } from './text-sql.ts';

let database: TestDatabase;
let handle: DatabaseHandle;
const db = () => handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = database.handle ?? (await openDatabase({ databaseUrl: database.url, dataDir: '' }));
  // A unique key checked only at commit, so that a commit itself can fail.
  await db().execute(
    sql`create table after_commit_probe (id int unique deferrable initially deferred)`,
  );
});

afterAll(async () => {
  await db()?.execute(sql`drop table if exists after_commit_probe`);
  await handle?.close();
  await database?.drop();
});

/** The probe's rows as a query outside any transaction sees them. */
async function keptIds(): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(db(), sql`select id from after_commit_probe`);
  return rows.map((row) => row.id);
}

const insert = (id: number) => sql`insert into after_commit_probe (id) values (${id})`;

describe('work to do after a transaction commits', () => {
  it('is started once the commit is done, when what was written is seen by everyone', async () => {
    const started: string[] = [];
    let seen: Promise<number[]> | undefined;
    await db().transaction(async (tx) => {
      await tx.execute(insert(1));
      afterCommit(tx, () => {
        started.push('first');
        seen = keptIds();
      });
      afterCommit(tx, () => started.push('second'));
      expect(started).toEqual([]);
    });
    expect(started).toEqual(['first', 'second']);
    expect(await seen).toContain(1);
  });

  it('is never started when the transaction rolls back', async () => {
    const started: string[] = [];
    const failing = db().transaction(async (tx) => {
      await tx.execute(insert(2));
      afterCommit(tx, () => started.push('work'));
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(started).toEqual([]);
    expect(await keptIds()).not.toContain(2);
  });

  it('is never started when the commit itself fails', async () => {
    const started: string[] = [];
    const failing = db().transaction(async (tx) => {
      await tx.execute(insert(3));
      await tx.execute(insert(3));
      afterCommit(tx, () => started.push('work'));
    });
    await expect(failing).rejects.toThrow();
    expect(started).toEqual([]);
    expect(await keptIds()).not.toContain(3);
  });

  it('given inside a savepoint, follows the savepoint, and then the transaction', async () => {
    const started: string[] = [];
    await db().transaction(async (tx) => {
      await tx.transaction(async (kept) => {
        afterCommit(kept, () => started.push('released'));
      });
      await expect(
        tx.transaction(async (undone) => {
          afterCommit(undone, () => started.push('rolled back'));
          throw new Error('undone');
        }),
      ).rejects.toThrow('undone');
      // Released is not committed: nothing starts before the transaction's own commit.
      expect(started).toEqual([]);
    });
    expect(started).toEqual(['released']);
  });

  it('is started at once outside a transaction, as each statement there is already kept', () => {
    const started: string[] = [];
    afterCommit(db(), () => started.push('work'));
    expect(started).toEqual(['work']);
  });
});
