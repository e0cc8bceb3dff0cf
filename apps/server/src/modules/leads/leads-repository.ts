import type { LeadStatus, LeadStatusFilter } from '@prakar/shared/leads';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '#src/db/client.ts';
import {
  type KeysetCursor,
  type KeysetOrder,
  keyedBatches,
  keyedPage,
  keyedRead,
} from '#src/db/keyset.ts';
import { likeLiteral } from '#src/db/like-pattern.ts';
import {
  contactMessages,
  contactSearchText,
  leadNotes,
  leadReplies,
  organisationSearchText,
  organisations,
  outboundMail,
  users,
} from '#src/db/schema.ts';

/** What the inbox reads. */
export interface LeadFilter {
  /** Part of the sender's name or e-mail, the subject, the message, or the organisation's name. */
  search?: string | undefined;
  status?: LeadStatusFilter | undefined;
  /** A staff member's id, or `none` for messages nobody has taken. */
  assignee?: number | 'none' | undefined;
}

/** Subqueries are built apart from any database handle and written into the page's query. */
const subquery = new QueryBuilder();

/** One value from a subquery that finds at most one row, or null. */
const scalar = <Value>(query: SQLWrapper) => sql<Value | null>`(${query})`;

/**
 * The customer organisation a message belongs to: the one whose user has the message's address
 * (users' addresses are kept lower-cased and unique, so there is at most one). The firm's own
 * staff are not customers. Read when the message is read, so a sender who signs up later is
 * linked from then on.
 */
const customerOfSender = (column: typeof organisations.id | typeof organisations.name) =>
  scalar<string>(
    subquery
      .select({ value: column })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(
        and(
          eq(users.email, sql`lower(${contactMessages.email})`),
          ne(users.role, 'platform_admin'),
        ),
      ),
  );

/** At most this many organisations' users are looked for by one search of their name. */
const NAMED_ORGANISATIONS_LIMIT = 100;

/**
 * The addresses of the customers' users in `organisationIds`, as an array the query computes
 * once, read through `users_organisation_email_id_idx`; `lower(email) = any(…)` is then a scan of
 * `contact_messages_email_idx`.
 */
const customerAddresses = (organisationIds: string[]) =>
  sql`array(${subquery
    .select({ email: users.email })
    .from(users)
    .where(
      and(inArray(users.organisationId, organisationIds), ne(users.role, 'platform_admin')),
    )})`;

function statusCondition(status: LeadStatusFilter | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'open') return inArray(contactMessages.status, ['new', 'in_progress']);
  return eq(contactMessages.status, status);
}

/**
 * What the filter selects. A search also finds the messages from the users of organisations
 * whose name, legal name, GSTIN or PAN holds it; those organisations are looked up first, so the planner
 * knows how many there are, and a search that names none adds nothing to the query.
 */
async function conditionsOf(db: Executor, filter: LeadFilter): Promise<SQL | undefined> {
  const search = filter.search?.trim();
  const pattern = search ? `%${likeLiteral(search)}%` : undefined;
  const named = pattern
    ? await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(sql`${organisationSearchText} ilike ${pattern}`)
        .limit(NAMED_ORGANISATIONS_LIMIT)
    : [];
  return and(
    statusCondition(filter.status),
    filter.assignee === 'none'
      ? isNull(contactMessages.assigneeUserId)
      : filter.assignee === undefined
        ? undefined
        : eq(contactMessages.assigneeUserId, filter.assignee),
    pattern
      ? or(
          sql`(${contactSearchText}) ilike ${pattern}`,
          named.length > 0
            ? sql`lower(${contactMessages.email}) = any(${customerAddresses(named.map((row) => row.id))})`
            : undefined,
        )
      : undefined,
  );
}

const staffColumn = (column: typeof users.name | typeof users.email, id: SQLWrapper) =>
  scalar<string>(subquery.select({ value: column }).from(users).where(eq(users.id, id)));

const countOf = (table: typeof leadNotes | typeof leadReplies) =>
  scalar<number>(
    subquery.select({ n: count() }).from(table).where(eq(table.messageId, contactMessages.id)),
  ).mapWith(Number);

/**
 * A message as a list shows it. The names it needs (the assignee's, the organisation's) and its
 * counts are subqueries on indexed keys, one row each, so a page is one query (as the audit trail
 * reads its names, docs/decisions/0037).
 */
const summaryColumns = {
  id: contactMessages.id,
  receivedAt: contactMessages.createdAt,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  comments: contactMessages.comments,
  status: contactMessages.status,
  assigneeId: contactMessages.assigneeUserId,
  assigneeName: staffColumn(users.name, contactMessages.assigneeUserId),
  assigneeEmail: staffColumn(users.email, contactMessages.assigneeUserId),
  organisationId: customerOfSender(organisations.id),
  organisationName: customerOfSender(organisations.name),
  noteCount: countOf(leadNotes),
  replyCount: countOf(leadReplies),
  lastReplyAt: scalar<Date>(
    subquery
      .select({ value: sql`max(${leadReplies.createdAt})` })
      .from(leadReplies)
      .where(eq(leadReplies.messageId, contactMessages.id)),
  ).mapWith(contactMessages.createdAt),
};

/**
 * What a note and a reply both are: written on a message by a staff member, whose name and
 * address come from `users` joined on the author (gone if the user is deleted).
 */
const entryColumns = (entries: typeof leadNotes | typeof leadReplies) => ({
  id: entries.id,
  at: entries.createdAt,
  authorId: entries.authorUserId,
  authorName: users.name,
  authorEmail: users.email,
});

/** A message's notes and replies are listed as they were written, the id breaking ties. */
const oldestFirst = (entries: typeof leadNotes | typeof leadReplies) => [
  asc(entries.createdAt),
  asc(entries.id),
];

export interface LeadRow {
  id: string;
  receivedAt: Date;
  name: string;
  email: string;
  subject: string;
  comments: string;
  status: LeadStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
  organisationId: string | null;
  organisationName: string | null;
  noteCount: number;
  replyCount: number;
  lastReplyAt: Date | null;
}

/** Newest first, the id breaking ties so pages never overlap. */
const INBOX_ORDER: KeysetOrder = {
  column: contactMessages.createdAt,
  tieBreaker: contactMessages.id,
  descending: true,
};

export function createLeadsRepository(db: Executor) {
  const select = (where: SQL | undefined) =>
    keyedRead(INBOX_ORDER, where, (keyed) =>
      db
        .select({ ...summaryColumns, ...keyed })
        .from(contactMessages)
        .$dynamic(),
    );

  /**
   * The messages the filter matches, counted in the list's own order: read from the index the
   * page uses and stopped at the count's limit, where an unordered read would scan the table.
   */
  const matching = (where: SQL | undefined) =>
    db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .$dynamic();

  /** The messages' rows, locked in the order of their ids, so two bulk changes cannot deadlock. */
  const lockAll = (ids: readonly string[]) =>
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        subject: contactMessages.subject,
        comments: contactMessages.comments,
        createdAt: contactMessages.createdAt,
        status: contactMessages.status,
        assigneeUserId: contactMessages.assigneeUserId,
      })
      .from(contactMessages)
      .where(inArray(contactMessages.id, [...ids]))
      .orderBy(asc(contactMessages.id))
      .for('update');

  return {
    /** One page of messages from the cursor, with how many the filter matches. */
    async page(filter: LeadFilter, cursor: KeysetCursor | undefined, pageSize: number) {
      const where = await conditionsOf(db, filter);
      return keyedPage(INBOX_ORDER, cursor, pageSize, select(where), matching(where));
    },

    /** Every matching message up to `maxRows`, newest first, a batch at a time. */
    async *all(filter: LeadFilter, maxRows: number): AsyncGenerator<LeadRow[]> {
      const where = await conditionsOf(db, filter);
      yield* keyedBatches(INBOX_ORDER, maxRows, select(where));
    },

    async find(id: string): Promise<LeadRow | undefined> {
      const [row] = await db
        .select(summaryColumns)
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      return row;
    },

    /**
     * The messages either side of `id` in the inbox's order under the filter: the newer one
     * (previous) and the older one (next). Compared with the message's own key in the database,
     * to the microsecond the list's order uses.
     */
    async neighbours(id: string, filter: LeadFilter) {
      const where = await conditionsOf(db, filter);
      const key = sql`(${contactMessages.createdAt}, ${contactMessages.id})`;
      const here = sql`(${subquery
        .select({ createdAt: contactMessages.createdAt, id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))})`;
      const nearest = (side: SQL, order: typeof asc) =>
        db
          .select({ id: contactMessages.id, name: contactMessages.name })
          .from(contactMessages)
          .where(and(where, side))
          .orderBy(order(contactMessages.createdAt), order(contactMessages.id))
          .limit(1);
      const [[previous], [next]] = await Promise.all([
        nearest(sql`${key} > ${here}`, asc),
        nearest(sql`${key} < ${here}`, desc),
      ]);
      return { previous: previous ?? null, next: next ?? null };
    },

    /** The message's row, locked until the transaction ends, so two changes take turns. */
    async lock(id: string) {
      const [row] = await lockAll([id]);
      return row;
    },

    lockAll,

    async notes(messageId: string) {
      return db
        .select({ ...entryColumns(leadNotes), text: leadNotes.text })
        .from(leadNotes)
        .leftJoin(users, eq(users.id, leadNotes.authorUserId))
        .where(eq(leadNotes.messageId, messageId))
        .orderBy(...oldestFirst(leadNotes));
    },

    async replies(messageId: string) {
      return db
        .select({
          ...entryColumns(leadReplies),
          to: leadReplies.to,
          subject: leadReplies.subject,
          body: leadReplies.body,
          mailStatus: outboundMail.status,
        })
        .from(leadReplies)
        .innerJoin(outboundMail, eq(outboundMail.id, leadReplies.mailId))
        .leftJoin(users, eq(users.id, leadReplies.authorUserId))
        .where(eq(leadReplies.messageId, messageId))
        .orderBy(...oldestFirst(leadReplies));
    },

    async update(
      id: string,
      change: Partial<{ status: LeadStatus; assigneeUserId: number | null }>,
    ): Promise<void> {
      await db.update(contactMessages).set(change).where(eq(contactMessages.id, id));
    },

    async insertNote(note: typeof leadNotes.$inferInsert): Promise<void> {
      await db.insert(leadNotes).values(note);
    },

    async insertReply(reply: typeof leadReplies.$inferInsert): Promise<void> {
      await db.insert(leadReplies).values(reply);
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

/** A message as a change reads it, locked. */
export type LockedLead = NonNullable<Awaited<ReturnType<LeadsRepository['lock']>>>;
