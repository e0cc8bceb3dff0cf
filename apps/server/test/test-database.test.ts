import { catalogue } from '@prakar/shared/catalogue-seed';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '#src/app.ts';
import { organisations, products, users } from '#src/db/schema.ts';
import { buildTestApp } from './build-test-app.ts';
import { newAdmin } from './users-helpers.ts';

async function rows(app: App) {
  const { db } = app.database;
  const [user] = await db.select({ count: count() }).from(users);
  const [organisation] = await db.select({ count: count() }).from(organisations);
  const [product] = await db.select({ count: count() }).from(products);
  return { users: user?.count, organisations: organisation?.count, products: product?.count };
}

// On PGlite a worker hands the copy an app has finished with to the next app, emptied: these show
// that the next app never sees what an earlier one wrote or did to its connection.
describe('the database each test app gets', () => {
  it('is the seeded database, whatever the app before it wrote', async () => {
    const first = await buildTestApp();
    await newAdmin(first.app);
    expect(await rows(first.app)).toEqual({
      users: 1,
      organisations: 1,
      products: catalogue.length,
    });
    await first.close();

    const second = await buildTestApp();
    try {
      expect(await rows(second.app)).toEqual({
        users: 0,
        organisations: 0,
        products: catalogue.length,
      });
    } finally {
      await second.close();
    }
  });

  it('refuses queries once its app has closed it, and the next app is unaffected', async () => {
    const first = await buildTestApp();
    await first.app.database.close();
    await expect(first.app.database.ping()).rejects.toThrow();
    await first.close();

    const second = await buildTestApp();
    try {
      await expect(second.app.database.ping()).resolves.toBeUndefined();
    } finally {
      await second.close();
    }
  });
});
