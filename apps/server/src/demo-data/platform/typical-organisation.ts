import { sql } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import { rowsOf } from '#src/db/text-sql.ts';

export interface TypicalOrganisation {
  organisationId: string;
  organisationName: string;
  users: number;
  counts: { orders: number };
  /** Its first active administrator with a password: the demo's password signs them in. */
  admin: { id: number; name: string; email: string };
}

/**
 * The customer of median size (by users) among those whose administrator can sign in: what a
 * typical organisation of an existing database reads like. Undefined when there is none.
 */
export async function typicalOrganisation(db: Executor): Promise<TypicalOrganisation | undefined> {
  const [median] = await rowsOf<{ id: string; name: string; users: number }>(
    db,
    sql`
    with sized as (
      select o.id, o.name, count(*)::int as users
      from organisations o join users u on u.organisation_id = o.id
      where not o.is_firm
      group by o.id
      having bool_or(u.role = 'org_admin' and u.status = 'active' and u.password_hash is not null)
    ), ranked as (
      select *, row_number() over (order by users, id) as rank, count(*) over () as total
      from sized
    )
    select id, name, users from ranked where rank = (total + 1) / 2`,
  );
  if (!median) return undefined;
  const [admin] = await rowsOf<{ id: number; name: string; email: string }>(
    db,
    sql`select id, name, email from users
      where organisation_id = ${median.id} and role = 'org_admin' and status = 'active'
        and password_hash is not null
      order by id limit 1`,
  );
  const [orders] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where organisation_id = ${median.id}`,
  );
  if (!admin) return undefined;
  return {
    organisationId: median.id,
    organisationName: median.name,
    users: median.users,
    counts: { orders: orders?.n ?? 0 },
    admin: { id: Number(admin.id), name: admin.name, email: admin.email },
  };
}
