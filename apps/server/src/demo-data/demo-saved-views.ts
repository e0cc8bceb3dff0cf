import { inArray } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { savedViews, users } from '#src/db/schema.ts';
import { DEMO_STAFF } from './demo-leads.ts';

/**
 * The views each demo colleague keeps on the leads inbox, the organisations and an opening's
 * applicants, as a member of staff would save them.
 */
const DEMO_VIEWS = [
  { list: 'leads', name: 'Open Smart TDS enquiries', search: 'search=Smart+TDS&status=open' },
  { list: 'leads', name: 'New, nobody has it', search: 'assignee=none&status=new' },
  { list: 'organisations', name: 'Newest customers', search: 'order=desc&sort=since' },
  {
    list: 'applications',
    name: 'Interviewing, by name',
    search: 'order=asc&sort=name&status=interviewing',
  },
] as const;

/** Saved views for the demo staff; a second run keeps the views already there. */
export async function insertDemoSavedViews(db: Executor, now: Date): Promise<void> {
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_STAFF.map((person) => person.email),
      ),
    );
  if (staff.length === 0) return;
  await db
    .insert(savedViews)
    .values(
      staff.flatMap(({ id }) =>
        DEMO_VIEWS.map((view) => ({ userId: id, ...view, createdAt: now })),
      ),
    )
    .onConflictDoNothing();
}
