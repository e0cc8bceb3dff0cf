// `npm run bench:api -- --existing`: the reads are measured as a typical organisation of the
// database already there (DATABASE_URL, e.g. one `seed:demo -- --platform` filled), signed in as its
// administrator with the demo password, instead of a large organisation seeded for the run.
import type { Database } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD, type DemoData } from '../apps/server/src/demo-data/demo-data.ts';
import { typicalOrganisation } from '../apps/server/src/demo-data/platform/typical-organisation.ts';

/** What the bench reads as: an organisation, its administrator and how many orders it has. */
export type MeasuredOrganisation = Pick<DemoData, 'organisationId' | 'organisationName'> & {
  admin: { name: string; email: string; password: string };
  counts: { orders: number };
};

export async function existingOrganisation(db: Database): Promise<MeasuredOrganisation> {
  const typical = await typicalOrganisation(db);
  if (!typical) {
    throw new Error(
      'The database has no organisation whose administrator can sign in: seed it first (npm run seed:demo -- --platform).',
    );
  }
  console.log(
    `Measuring ${typical.organisationName}, the organisation of median size: ${typical.users} users, ${typical.counts.orders} orders.`,
  );
  return { ...typical, admin: { ...typical.admin, password: DEMO_PASSWORD } };
}
