import type { AuditAction, AuditEvent } from '@prakar/shared/audit';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#src/db/client.ts';
import { withinIstDays } from '#src/db/ist-days.ts';
import { auditEvents, orders, plans, products, users } from '#src/db/schema.ts';
import { orderNumber } from '#src/modules/orders/order-view.ts';

/** What to read; `organisationId` undefined means every organisation (platform administrators). */
export interface AuditFilter {
  organisationId: string | undefined;
  action?: AuditAction | undefined;
  /** Part of the actor's or the target user's name or e-mail, any case. */
  user?: string | undefined;
  /** First and last day, `YYYY-MM-DD`, both included, as days in IST. */
  from?: string | undefined;
  to?: string | undefined;
}

/** `%` and `_` typed by a person are letters to look for, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

const actor = alias(users, 'actor');
const targetUser = alias(users, 'target_user');

/**
 * `target_id` is text because targets are of several kinds (sessions have uuids). The CASE makes
 * sure only a user's numeric id is ever cast, so a session's id can never fail the query, and the
 * join still finds the user through the primary key.
 */
const targetUserId = sql`case when ${auditEvents.targetType} = 'user' and ${auditEvents.targetId} ~ '^[0-9]{1,9}$' then ${auditEvents.targetId}::integer end`;

/** An order's id is a uuid; the same guard keeps any other text from reaching the cast. */
const targetOrderId = sql`case when ${auditEvents.targetType} = 'order' and ${auditEvents.targetId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${auditEvents.targetId}::uuid end`;

function conditions(filter: AuditFilter): SQL | undefined {
  const user = filter.user?.trim();
  const pattern = user ? containsPattern(user) : undefined;
  return and(
    filter.organisationId ? eq(auditEvents.organisationId, filter.organisationId) : undefined,
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    withinIstDays(auditEvents.at, filter.from, filter.to),
    pattern
      ? or(
          ilike(actor.name, pattern),
          ilike(actor.email, pattern),
          ilike(targetUser.name, pattern),
          ilike(targetUser.email, pattern),
        )
      : undefined,
  );
}

const columns = {
  id: auditEvents.id,
  at: auditEvents.at,
  action: auditEvents.action,
  targetType: auditEvents.targetType,
  targetId: auditEvents.targetId,
  ip: auditEvents.ip,
  before: auditEvents.before,
  after: auditEvents.after,
  actorName: actor.name,
  actorEmail: actor.email,
  targetName: targetUser.name,
  targetEmail: targetUser.email,
  orderNumber: orders.number,
  planName: plans.name,
  productName: products.name,
};

/** One event with the people and things it names; a deleted user leaves nulls. */
export interface AuditRow {
  id: string;
  at: Date;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  actorName: string | null;
  actorEmail: string | null;
  targetName: string | null;
  targetEmail: string | null;
  orderNumber: number | null;
  planName: string | null;
  productName: string | null;
}

export function createAuditRepository(db: Executor) {
  /**
   * Newest first, the id breaking ties so pages never overlap. With an organisation this walks
   * `audit_events_organisation_at_idx` backwards; without, `audit_events_at_idx`.
   *
   * The names a sentence needs (people, the order's number, the plan's name) come in by joins on
   * primary keys, so a page is one query however many events it holds. The trail reads the other
   * modules' tables here because it only names what they own, and never changes it.
   */
  const select = (filter: AuditFilter) =>
    db
      .select(columns)
      .from(auditEvents)
      .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
      .leftJoin(targetUser, eq(targetUser.id, targetUserId))
      .leftJoin(orders, eq(orders.id, targetOrderId))
      .leftJoin(
        plans,
        and(eq(auditEvents.targetType, 'plan'), eq(plans.code, auditEvents.targetId)),
      )
      .leftJoin(products, eq(products.code, plans.productCode))
      .where(conditions(filter))
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .$dynamic();

  return {
    async page(
      filter: AuditFilter,
      page: number,
      pageSize: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      // The joins cost nothing here without a user filter: PostgreSQL drops a left join on a
      // primary key whose columns nothing reads.
      const [rows, totals] = await Promise.all([
        select(filter)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(auditEvents)
          .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
          .leftJoin(targetUser, eq(targetUser.id, targetUserId))
          .where(conditions(filter)),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** Every matching event up to `limit`, newest first: what an export holds. */
    async all(filter: AuditFilter, limit: number): Promise<AuditRow[]> {
      return select(filter).limit(limit);
    },
  };
}

/** The target's name, or its e-mail when it has no name; only users have one. */
export function targetLabelOf(row: AuditRow): string | null {
  return row.targetName || row.targetEmail || null;
}

const personOf = (name: string | null, email: string | null) =>
  email === null ? null : { name: name ?? '', email };

export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    // recordAudit only ever writes an AuditAction.
    action: row.action as AuditAction,
    actor: personOf(row.actorName, row.actorEmail),
    targetUser: personOf(row.targetName, row.targetEmail),
    orderNumber: row.orderNumber === null ? null : orderNumber(row.orderNumber),
    planName: row.planName === null ? null : `${row.productName ?? ''} ${row.planName}`.trim(),
    ip: row.ip,
    before: row.before,
    after: row.after,
  };
}
