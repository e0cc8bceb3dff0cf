import type { AuditAction, AuditEvent } from '@prakar/shared/audit';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#src/db/client.ts';
import { withinIstDays } from '#src/db/ist-days.ts';
import {
  countUpTo,
  type KeysetCursor,
  type KeysetOrder,
  type KeysetRead,
  keysetBatches,
  keysetPage,
  keyText,
  pageInfo,
  type RowKey,
} from '#src/db/keyset.ts';
import { likeLiteral } from '#src/db/like-pattern.ts';
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
  const pattern = user ? `%${likeLiteral(user)}%` : undefined;
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

/** Newest first, the id breaking ties so pages never overlap. */
const TRAIL_ORDER: KeysetOrder = {
  column: auditEvents.at,
  tieBreaker: auditEvents.id,
  descending: true,
};

const keyOfEvent = (row: AuditRow & { key: string | null }): RowKey => ({
  value: row.key,
  id: row.id,
});

export function createAuditRepository(db: Executor) {
  /**
   * With an organisation this walks `audit_events_organisation_at_id_idx` backwards; without,
   * `audit_events_at_id_idx`.
   *
   * The names a sentence needs (people, the order's number, the plan's name) come in by joins on
   * primary keys, so a page is one query however many events it holds. The trail reads the other
   * modules' tables here because it only names what they own, and never changes it.
   */
  const select =
    (filter: AuditFilter): KeysetRead<AuditRow & { key: string | null }> =>
    ({ beyond, orderBy, limit }) =>
      db
        .select({ ...columns, key: keyText(TRAIL_ORDER.column) })
        .from(auditEvents)
        .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
        .leftJoin(targetUser, eq(targetUser.id, targetUserId))
        .leftJoin(orders, eq(orders.id, targetOrderId))
        .leftJoin(
          plans,
          and(eq(auditEvents.targetType, 'plan'), eq(plans.code, auditEvents.targetId)),
        )
        .leftJoin(products, eq(products.code, plans.productCode))
        .where(and(conditions(filter), beyond))
        .orderBy(...orderBy)
        .limit(limit);

  /**
   * How many events match, up to `COUNT_LIMIT`. The people are joined only when the filter names
   * one: without them the count reads nothing but `audit_events_organisation_at_id_idx`.
   */
  const counted = (filter: AuditFilter) => {
    const query = db.select({ id: auditEvents.id }).from(auditEvents).$dynamic();
    const joined = filter.user?.trim()
      ? query
          .leftJoin(actor, eq(actor.id, auditEvents.actorUserId))
          .leftJoin(targetUser, eq(targetUser.id, targetUserId))
      : query;
    return countUpTo(db, joined.where(conditions(filter)));
  };

  return {
    /** One page of events from the cursor, with how many events the filter matches. */
    async page(filter: AuditFilter, cursor: KeysetCursor | undefined, pageSize: number) {
      const [page, total] = await Promise.all([
        keysetPage(TRAIL_ORDER, cursor, pageSize, select(filter), keyOfEvent),
        counted(filter),
      ]);
      return { rows: page.rows, paging: pageInfo(page, total, pageSize) };
    },

    /** Every matching event up to `maxRows`, newest first, a batch at a time. */
    all(filter: AuditFilter, maxRows: number): AsyncGenerator<AuditRow[]> {
      return keysetBatches(TRAIL_ORDER, maxRows, select(filter), keyOfEvent);
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
