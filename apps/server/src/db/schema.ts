import type { AccessTokenScope } from '@prakar/shared/access-tokens';
import type { EmploymentType } from '@prakar/shared/careers';
import type { ApplicationStatus } from '@prakar/shared/careers-admin';
import type { LeadStatus } from '@prakar/shared/leads';
import type { DeadlineUnit, IncomeTaxAct, MatterKind } from '@prakar/shared/matter-deadlines';
import { MATTER_DOCUMENT_KINDS, type MatterDocumentKind } from '@prakar/shared/matter-documents';
import type { MessageSide } from '@prakar/shared/matter-messages';
import type { ChecklistState, DraftDecision } from '@prakar/shared/matter-papers';
import {
  DEADLINES_MET_STATUSES,
  MATTER_STATUSES,
  type MatterStatus,
} from '@prakar/shared/matter-status';
import type { MatterSubjectType } from '@prakar/shared/matters';
import type { OrderKind, OrderStatus } from '@prakar/shared/orders';
import type { SavedViewList } from '@prakar/shared/saved-views';
import { TWO_FACTOR_POLICIES } from '@prakar/shared/two-factor';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredCreditNoteDocument } from '#src/modules/billing-documents/credit-note-document.ts';
import type { StoredInvoiceDocument } from '#src/modules/billing-documents/invoice-document.ts';
import { bytea } from './bytea.ts';

/** The products the firm sells; `code` is the stable id the web app and orders refer to. */
export const products = pgTable('products', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  summary: text('summary').notNull(),
  /** The site route that describes the product (see `publicRoutes` in the shared package). */
  route: text('route').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * What a search of the leads reads: the sender, the subject and the message as one text, which
 * one trigram index covers. The query must spell it exactly so, or the index is not used.
 */
export const contactSearchText = sql.raw(
  `"contact_messages"."name" || ' ' || "contact_messages"."email" || ' ' || "contact_messages"."subject" || ' ' || "contact_messages"."comments"`,
);

/**
 * What a search of the organisations reads: the name, legal name, GSTIN and PAN as one text, which
 * one trigram index covers. The query must spell it exactly so, or the index is not used.
 */
export const organisationSearchText = sql.raw(
  `"organisations"."name" || ' ' || coalesce("organisations"."legal_name", '') || ' ' || coalesce("organisations"."gstin", '') || ' ' || coalesce("organisations"."pan", '')`,
);

/**
 * What a search of the orders reads of the buyer: the name, e-mail, GSTIN and PAN given at
 * checkout as one text, which one trigram index covers; spelled exactly so, or it is not used.
 */
export const orderBuyerSearchText = sql.raw(
  `"orders"."buyer_name" || ' ' || "orders"."buyer_email" || ' ' || coalesce("orders"."buyer_gstin", '') || ' ' || coalesce("orders"."buyer_pan", '')`,
);

/** What a search of the job applicants reads: the name, e-mail and mobile as one text. */
export const applicantSearchText = sql.raw(
  `"job_applications"."name" || ' ' || "job_applications"."email" || ' ' || "job_applications"."mobile"`,
);

/** Yearly plans of a product. Prices are kept in paise so no rupee amount is ever a float. */
export const plans = pgTable(
  'plans',
  {
    code: text('code').primaryKey(),
    productCode: text('product_code')
      .notNull()
      .references(() => products.code, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    limitUnit: text('limit_unit').notNull(),
    /** Null means the plan has no upper limit. */
    limitValue: integer('limit_value'),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('plans_product_code_idx').on(table.productCode)],
);

/**
 * One row: the catalogue's version, raised in the same transaction as every change to products or
 * plans, so each server process knows from one read whether its copy and the pages it filled from
 * it are still right (docs/decisions/0062).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(1),
});

/** Messages sent through the contact panel and the contact-us page: the firm's leads. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    comments: text('comments').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the staff are with it (docs/decisions/0057). */
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** The platform administrator who has taken it, if anyone. */
    assigneeUserId: integer('assignee_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    // The inbox is read newest first from where the last page stopped, the id breaking ties;
    // filtered by status or by assignee, from an index in the same order.
    index('contact_messages_created_id_idx').on(table.createdAt, table.id),
    index('contact_messages_status_created_id_idx').on(table.status, table.createdAt, table.id),
    index('contact_messages_assignee_created_id_idx').on(
      table.assigneeUserId,
      table.createdAt,
      table.id,
    ),
    // The organisation a message belongs to is found by its address among the users' (and an
    // organisation's page finds the messages sent from them).
    index('contact_messages_email_idx').on(sql`lower(${table.email})`),
    // Search: three letters or more anywhere in the sender, subject or message.
    index('contact_messages_search_trgm_idx')
      .using('gin', sql`(${contactSearchText}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check(
      'contact_messages_status_check',
      sql`${table.status} in ('new', 'in_progress', 'answered', 'spam')`,
    ),
  ],
);

/** Internal notes the staff add to a lead; never mailed, never shown to the sender. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lead_notes_message_created_idx').on(table.messageId, table.createdAt)],
);

/**
 * E-mails the staff sent in reply to a lead, from the portal: the thread. The mail itself is a
 * row of the outbox, written in the same transaction, so its delivery is the outbox's.
 */
export const leadReplies = pgTable(
  'lead_replies',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address it went to, as it was then. */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** What the staff member wrote; the mail adds the signature and the quoted message. */
    body: text('body').notNull(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => outboundMail.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lead_replies_message_created_idx').on(table.messageId, table.createdAt)],
);

/** An attachment as kept in the outbox: the bytes are base64, so the row stays plain JSON. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const MAIL_STATUSES = ['pending', 'sent', 'dead'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_TRANSPORTS = ['smtp', 'mailbox'] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

/**
 * The outbox: every e-mail is written here in the same transaction as the change that causes it,
 * then sent by the mail worker. Nothing is deleted: a mail that keeps failing ends as 'dead'.
 */
export const outboundMail = pgTable(
  'outbound_mail',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    from: text('from').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next try; also a lease while a send is under way. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Which transport delivered it; null until then. */
    transport: text('transport').$type<MailTransportKind>(),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // The worker's query: due pending mail, oldest first.
    index('outbound_mail_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index('outbound_mail_created_at_idx').on(table.createdAt),
    check('outbound_mail_status_check', sql`${table.status} in ('pending', 'sent', 'dead')`),
    check(
      'outbound_mail_transport_check',
      sql`${table.transport} is null or ${table.transport} in ('smtp', 'mailbox')`,
    ),
  ],
);

/** Positions on the careers page; `slug` is the stable key the seed upserts by. */
export const jobOpenings = pgTable(
  'job_openings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    employmentType: text('employment_type').$type<EmploymentType>().notNull(),
    department: text('department').notNull(),
    description: text('description').notNull(),
    responsibilities: jsonb('responsibilities').$type<string[]>().notNull().default([]),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    isOpen: boolean('is_open').notNull().default(true),
    postedAt: date('posted_at', { mode: 'string' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * When staff last changed it in the back office. Null for an opening only the seed has
     * written, which the seed keeps in line with careers-data.ts; staff's changes it leaves alone.
     */
    staffEditedAt: timestamp('staff_edited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('job_openings_slug_idx').on(table.slug),
    check(
      'job_openings_employment_type_check',
      sql`${table.employmentType} in ('Full-time', 'Part-time', 'Internship', 'Contract')`,
    ),
  ],
);

/** Applications from the careers page, with the résumé kept in the row. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    openingId: uuid('opening_id')
      .notNull()
      .references(() => jobOpenings.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** 10 digits, without +91. */
    mobile: text('mobile').notNull(),
    coverNote: text('cover_note').notNull(),
    resumeFilename: text('resume_filename').notNull(),
    /** The type found by reading the file, not the one the browser claimed. */
    resumeContentType: text('resume_content_type').notNull(),
    resumeBytes: bytea('resume_bytes').notNull(),
    resumeSize: integer('resume_size').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the firm's staff have got to with it (APPLICATION_STATUSES). */
    status: text('status').$type<ApplicationStatus>().notNull().default('received'),
    /** The status's place in the pipeline, received 0 to rejected 4: what the status sort reads. */
    statusRank: smallint('status_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case "status" when 'received' then 0 when 'shortlisted' then 1 when 'interviewing' then 2 when 'offer' then 3 else 4 end`,
      ),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** Staff's internal notes; the applicant never sees them. */
    notes: text('notes').notNull().default(''),
    notesUpdatedAt: timestamp('notes_updated_at', { withTimezone: true }),
  },
  (table) => [
    index('job_applications_created_at_idx').on(table.createdAt),
    // An opening's applications are read newest first from a cursor, with or without a status.
    index('job_applications_opening_created_idx').on(table.openingId, table.createdAt, table.id),
    index('job_applications_opening_status_created_idx').on(
      table.openingId,
      table.status,
      table.createdAt,
      table.id,
    ),
    // The back office's search: three letters or more anywhere in the name, e-mail or mobile.
    index('job_applications_search_trgm_idx')
      .using('gin', sql`(${applicantSearchText}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check(
      'job_applications_status_check',
      sql`${table.status} in ('received', 'shortlisted', 'interviewing', 'offer', 'rejected')`,
    ),
  ],
);

export const USER_ROLES = ['platform_admin', 'org_admin', 'org_user'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['invited', 'unverified', 'active', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'invite'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** The customer company or CA firm every user belongs to. */
export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    pan: text('pan'),
    gstin: text('gstin'),
    tan: text('tan'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    stateCode: text('state_code'),
    pinCode: text('pin_code'),
    /** The `corporateName` of `/login?corporateName=`: the organisation's landing slug. */
    corporateName: text('corporate_name').unique(),
    /** The firm itself, where its staff belong: not a customer, so never listed among them. */
    isFirm: boolean('is_firm').notNull().default(false),
    /** Who must use two-step sign-in before anything but setting it up (docs/decisions/0088). */
    twoFactorRequired: text('two_factor_required', { enum: TWO_FACTOR_POLICIES })
      .notNull()
      .default('nobody'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The back office lists its customers (never the firm) by name, and finds them and their
    // orders by GSTIN.
    index('organisations_customers_by_name_idx').on(table.isFirm, table.name, table.id),
    // …and by when each became a customer, paged from where the last page stopped.
    index('organisations_customers_since_idx').on(table.isFirm, table.createdAt, table.id),
    index('organisations_name_trgm_idx')
      .using('gin', table.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // Search: three letters or more anywhere in the name, legal name, GSTIN or PAN.
    index('organisations_search_trgm_idx')
      .using('gin', sql`(${organisationSearchText}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('organisations_gstin_idx').on(table.gstin),
  ],
);

/** `id` is the numeric `UserId` the browser and sibling apps see; `email` is kept lower-cased. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** 10 digits, without +91. */
    mobile: text('mobile'),
    /** Null until an invited user accepts and chooses one. */
    passwordHash: text('password_hash'),
    role: text('role').$type<UserRole>().notNull(),
    status: text('status').$type<UserStatus>().notNull().default('unverified'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Who invited this user, for an invitation. */
    invitedByUserId: integer('invited_by_user_id'),
  },
  (table) => [
    // One per sort order the users list offers, each ending in the id that breaks ties, so a
    // page of an organisation's users is read from where the last one stopped.
    index('users_organisation_name_id_idx').on(table.organisationId, table.name, table.id),
    index('users_organisation_email_id_idx').on(table.organisationId, table.email, table.id),
    index('users_organisation_role_id_idx').on(table.organisationId, table.role, table.id),
    index('users_organisation_status_id_idx').on(table.organisationId, table.status, table.id),
    // Never-signed-in users come last in either direction, which one index cannot give.
    index('users_organisation_last_sign_in_id_idx').on(
      table.organisationId,
      table.lastSignInAt.asc().nullsLast(),
      table.id,
    ),
    index('users_organisation_last_sign_in_desc_id_idx').on(
      table.organisationId,
      table.lastSignInAt.desc().nullsLast(),
      // Nulls first is a descending column's default, which the query's `id desc` means.
      table.id.desc().nullsFirst(),
    ),
    // Search: three letters or more anywhere in the name or e-mail (trigrams), fewer at the start.
    // New users go straight into the trigram indexes (no `fastupdate` pending list): a search
    // reads a pending list in full, and until (auto)vacuum merged it the planner passed the
    // indexes by (a search's count over 10,000 users: 29 ms instead of 0.6 ms).
    index('users_name_trgm_idx')
      .using('gin', table.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('users_email_trgm_idx')
      .using('gin', table.email.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('users_organisation_name_prefix_idx').on(
      table.organisationId,
      sql`lower(${table.name}) text_pattern_ops`,
    ),
    index('users_organisation_email_prefix_idx').on(
      table.organisationId,
      table.email.op('text_pattern_ops'),
    ),
    check('users_role_check', sql`${table.role} in ('platform_admin', 'org_admin', 'org_user')`),
    check(
      'users_status_check',
      sql`${table.status} in ('invited', 'unverified', 'active', 'deactivated')`,
    ),
  ],
);

/**
 * Access control: a user's own changes to their role's defaults, one row per matrix cell that
 * differs (an app they may open, an admin power they hold). No row means the role decides.
 */
export const userAccess = pgTable(
  'user_access',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    allowed: boolean('allowed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.item] })],
);

/** Signed-in sessions. Only the SHA-256 of the token is kept, so a database leak signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The second factor the sign-in was proven with, or null for the password alone. */
    secondFactor: text('second_factor').$type<SecondFactor>(),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    // The clean-up finds ended sessions by their absolute end.
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Personal access tokens a user creates for API clients. Like sessions, only the SHA-256 of the
 * secret is kept; `hint` is its last characters, so the owner can tell tokens apart.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<AccessTokenScope>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('personal_access_tokens_user_id_idx').on(table.userId),
    check('personal_access_tokens_scope_check', sql`${table.scope} in ('read', 'read_write')`),
  ],
);

/** A back-office list's filters one member of the firm's staff saved under a name. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').$type<SavedViewList>().notNull(),
    name: text('name').notNull(),
    search: text('search').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('saved_views_user_list_name_idx').on(
      table.userId,
      table.list,
      sql`lower(${table.name})`,
    ),
  ],
);

/** Single-use codes sent by e-mail (verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('email_tokens_user_id_idx').on(table.userId),
    // The clean-up finds old links by their expiry.
    index('email_tokens_expires_at_idx').on(table.expiresAt),
    check(
      'email_tokens_purpose_check',
      sql`${table.purpose} in ('verify_email', 'reset_password', 'invite')`,
    ),
  ],
);

/**
 * How a sign-in's second step was proven: the authenticator's code, a recovery code, or a
 * passkey (possession and the device's user verification in one, docs/decisions/0089).
 */
export type SecondFactor = 'totp' | 'recovery_code' | 'passkey';

/**
 * The browsers a user has signed in from, known by a long-lived random cookie kept here hashed: a
 * sign-in from one not seen before mails the user a security notice (docs/decisions/0092).
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    /** "Chrome on Windows", from the first sign-in's user agent. */
    label: text('label').notNull(),
    ip: text('ip'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.browserHash] })],
);

/**
 * A user's authenticator secret, encrypted (docs/decisions/0087). Two-step sign-in is on once a
 * code has confirmed it (`confirmedAt`); `lastUsedStep` is the 30-second step of the last code
 * accepted, so no code works twice.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** Single-use recovery codes, kept as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_id_code_hash_idx').on(table.userId, table.codeHash)],
);

/**
 * A sign-in between the right password and the second step: not a session, only the right to
 * offer a code for this user, once, for a few minutes.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    wrongCodes: smallint('wrong_codes').notNull().default(0),
  },
  (table) => [index('pending_sign_ins_expires_at_idx').on(table.expiresAt)],
);

/**
 * A user's passkeys (WebAuthn credentials, docs/decisions/0089): the credential's id and COSE
 * public key as base64url, and the signature counter the authenticator last reported.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

export type PasskeyCeremony = 'registration' | 'authentication';

/**
 * Challenges handed out for adding a passkey (with the user it is for) or signing in with one:
 * kept here, not in one process's memory, so any server process can check the answer; each is
 * deleted by its first use and worthless after `expiresAt`.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    ceremony: text('ceremony').$type<PasskeyCeremony>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('passkey_challenges_expires_at_idx').on(table.expiresAt),
    check(
      'passkey_challenges_ceremony_check',
      sql`${table.ceremony} in ('registration', 'authentication')`,
    ),
  ],
);

export const ACCOUNT_MAIL_REQUEST_KINDS = ['sign_up', 'verification', 'password_reset'] as const;
export type AccountMailRequestKind = (typeof ACCOUNT_MAIL_REQUEST_KINDS)[number];

/**
 * What a sign-up, resend or forgotten-password request asked for, written alike whatever the
 * address; a worker looks the address up later and does the rest (docs/decisions/0032). `details`
 * holds the sign-up form (its password already hashed) or the return path; the row is deleted
 * once done.
 */
export const accountMailRequests = pgTable(
  'account_mail_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind').$type<AccountMailRequestKind>().notNull(),
    email: text('email').notNull(),
    details: jsonb('details').$type<Record<string, string | undefined>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next take it: now, or later after a failed attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_mail_requests_due_idx').on(table.nextAttemptAt),
    check(
      'account_mail_requests_kind_check',
      sql`${table.kind} in ('sign_up', 'verification', 'password_reset')`,
    ),
  ],
);

/** Who did what, when and from where: security-relevant account events. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    // The trail is read newest first from where the last page stopped, the id breaking ties.
    index('audit_events_at_id_idx').on(table.at, table.id),
    index('audit_events_organisation_at_id_idx').on(table.organisationId, table.at, table.id),
    // The trail filtered by action, read and counted the same way.
    index('audit_events_organisation_action_at_id_idx').on(
      table.organisationId,
      table.action,
      table.at,
      table.id,
    ),
    // A user's own security events, newest first (and the user's deletion setting them null).
    index('audit_events_actor_at_idx').on(table.actorUserId, table.at),
    // A lead's or an order's timeline: its own events, newest first.
    index('audit_events_target_at_id_idx').on(table.targetType, table.targetId, table.at, table.id),
  ],
);

/** Fixed-window counters for rate limits, shared by every server instance on this database. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  // The clean-up finds spent counters by when their window began.
  (table) => [index('rate_limit_buckets_window_start_idx').on(table.windowStart)],
);

/** A signed-in user's cart: plan codes and years only, priced from the catalogue when read. */
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<{ planCode: string; quantity: number }[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The billing address printed on the invoice, as the buyer gave it at checkout. */
export interface BuyerAddress {
  line1: string;
  line2: string;
  city: string;
  pinCode: string | null;
}

/**
 * What a customer buys: subscriptions from the cart, or an advisory fee through a payment link
 * (no organisation then). Every amount is the server's, in paise; `status` becomes 'paid' once,
 * by a conditional update, whichever of the browser's return, the webhook or reconciliation
 * arrives first.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Shown as ORD-000042. */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity(),
    /** The public reference of `/payment-request?ref=`: random, so it cannot be guessed. */
    reference: text('reference').notNull().unique(),
    kind: text('kind').$type<OrderKind>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('awaiting_payment'),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The browser's key for one checkout; with the request's hash, a retry finds its order. */
    idempotencyKey: uuid('idempotency_key'),
    requestHash: text('request_hash'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerGstin: text('buyer_gstin'),
    buyerPan: text('buyer_pan'),
    buyerAddress: jsonb('buyer_address').$type<BuyerAddress>(),
    buyerStateCode: text('buyer_state_code').notNull(),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** The gateway's order, made when payment first starts and reused by every retry. */
    gatewayOrderId: text('gateway_order_id').unique(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An open order from the cart expires unpaid at this time; payment links have none. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When reconciliation last asked the gateway about this order. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Answers in a row in which the gateway refused to know the order; reset by any other. */
    gatewayRefusals: integer('gateway_refusals').notNull().default(0),
    /** Why reconciliation gave up on the order and someone at the firm must look at it. */
    needsAttention: text('needs_attention'),
  },
  (table) => [
    uniqueIndex('orders_idempotency_idx').on(table.createdByUserId, table.idempotencyKey),
    // The order history is read newest first from where the last page stopped.
    index('orders_organisation_created_number_idx').on(
      table.organisationId,
      table.createdAt,
      table.number,
    ),
    index('orders_created_number_idx').on(table.createdAt, table.number),
    // The back office's orders sorted by total or by status, paged from where the last page stopped.
    index('orders_total_number_idx').on(table.totalPaise, table.number),
    index('orders_status_number_idx').on(table.status, table.number),
    // The history filtered by status ("unpaid orders"), read and counted the same way.
    index('orders_organisation_status_created_number_idx').on(
      table.organisationId,
      table.status,
      table.createdAt,
      table.number,
    ),
    // The back office's search by the buyer's GSTIN, or part of their name, e-mail, GSTIN or PAN
    // (payment links have no organisation).
    index('orders_buyer_gstin_idx').on(table.buyerGstin),
    index('orders_buyer_search_trgm_idx')
      .using('gin', sql`(${orderBuyerSearchText}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Reconciliation's query: unpaid orders that have reached the gateway.
    index('orders_unpaid_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'paid' and ${table.gatewayOrderId} is not null`),
    check('orders_kind_check', sql`${table.kind} in ('subscription', 'advisory')`),
    // The expiry job's query: open orders by the time they expire.
    index('orders_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('awaiting_payment', 'payment_failed')`),
    check(
      'orders_status_check',
      sql`${table.status} in ('awaiting_payment', 'payment_failed', 'paid', 'cancelled', 'expired')`,
    ),
    check(
      'orders_amounts_check',
      sql`${table.subtotalPaise} >= 0 and ${table.totalPaise} = ${table.subtotalPaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`,
    ),
  ],
);

/** An order's lines, priced when the order was made; a plan's limit is kept as it was then. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productCode: text('product_code').references(() => products.code),
    planCode: text('plan_code').references(() => plans.code),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    limitUnit: text('limit_unit'),
    limitValue: integer('limit_value'),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.lineNo] }),
    // The history's product filter: the orders with a line of this product.
    index('order_lines_product_order_idx').on(table.productCode, table.orderId),
    check(
      'order_lines_amount_check',
      sql`${table.amountPaise} = ${table.quantity} * ${table.unitPricePaise}`,
    ),
  ],
);

export const PAYMENT_STATUSES = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment attempts as the gateway reports them, keyed by the gateway's payment id. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    failureReason: text('failure_reason'),
    /** When the gateway made the payment. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payments_order_id_idx').on(table.orderId)],
);

/** Webhook deliveries already handled, by the gateway's event id: a redelivery does nothing. */
export const gatewayEvents = pgTable('gateway_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** An organisation's right to use one product: one row per product, extended by each renewal. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    productCode: text('product_code')
      .notNull()
      .references(() => products.code),
    planCode: text('plan_code')
      .notNull()
      .references(() => plans.code),
    limitUnit: text('limit_unit').notNull(),
    /**
     * The plan of its last term, the one a renewal continues, and its limit (null for none). A
     * plan bought on top of another starts when the one before it ends: the plan in force on a
     * day comes from the grants (subscription-terms.ts, docs/decisions/0071).
     */
    seats: integer('seats'),
    /** Days in IST, both inclusive. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('subscriptions_organisation_product_idx').on(
      table.organisationId,
      table.productCode,
    ),
    index('subscriptions_ends_on_idx').on(table.endsOn),
  ],
);

/**
 * What each paid order line added to a subscription: its plan from the day after
 * `previousEndsOn` (or the day it was granted, when that had passed) to `endsOn`. The key makes
 * a second grant for the same order and subscription impossible, whatever happens above it.
 */
export const subscriptionGrants = pgTable(
  'subscription_grants',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    planCode: text('plan_code').notNull(),
    /** The plan's limit as bought on the order line; null for no limit. */
    seats: integer('seats'),
    years: integer('years').notNull(),
    previousEndsOn: date('previous_ends_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.subscriptionId] })],
);

/** Expiry reminders sent, one per subscription, end date and days before it. */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.endsOn, table.daysBefore] })],
);

/** The last invoice number used in each financial year; bumped in the paying transaction. */
export const invoiceSequences = pgTable('invoice_sequences', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * GST tax invoices, one per paid order. `document` is what was issued, as data; `pdf` renders it
 * and is made after the paying transaction commits (invoices issued before documents were kept
 * have only their PDF). `mailPending` marks an invoice whose mail the invoice worker has yet to
 * queue.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    document: jsonb('document').$type<StoredInvoiceDocument>(),
    pdf: bytea('pdf'),
    mailPending: boolean('mail_pending').notNull().default(false),
  },
  (table) => [
    // The product's own series; a demo run's back-dated invoices have a series of their own
    // (docs/decisions/0067), numbered from 1 in the same years.
    uniqueIndex('invoices_product_year_sequence_idx')
      .on(table.financialYear, table.sequence)
      .where(sql`${table.number} like 'PTA/%'`),
    index('invoices_mail_pending_idx').on(table.issuedAt).where(sql`${table.mailPending}`),
    // The sales dashboard and GSTR-1 read a period's invoices by the time they were issued.
    index('invoices_issued_idx').on(table.issuedAt),
    // The back office's search: part of the number.
    index('invoices_number_trgm_idx')
      .using('gin', table.number.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    check(
      'invoices_document_or_pdf',
      sql`${table.document} is not null or ${table.pdf} is not null`,
    ),
  ],
);

/** `withdrawn`: a failed refund staff closed instead of trying again. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed', 'withdrawn'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_SPEEDS = ['normal', 'optimum'] as const;
export type RefundSpeed = (typeof REFUND_SPEEDS)[number];

/**
 * Refunds of captured payments, as the gateway reports them. The row is written before the
 * gateway is asked, under its own `receipt`, so a retried request finds it instead of refunding
 * twice; `gatewayRefundId` is filled from the gateway's answer or its first webhook.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    receipt: text('receipt').notNull().unique(),
    gatewayRefundId: text('gateway_refund_id').unique(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order line refunded, or null for a refund of the whole order (docs/decisions/0072). */
    orderLineNo: integer('order_line_no'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    speedRequested: text('speed_requested').$type<RefundSpeed>().notNull(),
    /** What the gateway did: Razorpay answers `instant` or `normal`, whatever was asked. */
    speedProcessed: text('speed_processed').$type<'normal' | 'instant'>(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    failureReason: text('failure_reason'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId, table.createdAt),
    index('refunds_payment_idx').on(table.paymentId),
    index('refunds_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    foreignKey({
      name: 'refunds_order_line_fk',
      columns: [table.orderId, table.orderLineNo],
      foreignColumns: [orderLines.orderId, orderLines.lineNo],
    }),
    check('refunds_amount_check', sql`${table.amountPaise} > 0`),
    check(
      'refunds_status_check',
      sql`${table.status} in ('pending', 'processed', 'failed', 'withdrawn')`,
    ),
    check('refunds_speed_check', sql`${table.speedRequested} in ('normal', 'optimum')`),
  ],
);

/** The last credit-note number used in each financial year: a series of its own (Rule 46(b)). */
export const creditNoteSequences = pgTable('credit_note_sequences', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * GST credit notes (Section 34 of the CGST Act), one per processed refund, against the order's
 * invoice. The amounts are the tax reversed in the invoice's own split (CGST + SGST, or IGST);
 * `document` holds the particulars of Rule 53(1A) as issued and `pdf` renders them.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** At most 16 characters of letters, digits, `-` and `/`, e.g. CN/26-27/00001. */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    document: jsonb('document').$type<StoredCreditNoteDocument>(),
    pdf: bytea('pdf'),
    mailPending: boolean('mail_pending').notNull().default(false),
  },
  (table) => [
    uniqueIndex('credit_notes_year_sequence_idx').on(table.financialYear, table.sequence),
    index('credit_notes_issued_idx').on(table.issuedAt),
    index('credit_notes_invoice_idx').on(table.invoiceId),
    index('credit_notes_number_trgm_idx')
      .using('gin', table.number.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    check('credit_notes_number_check', sql`${table.number} ~ '^[A-Za-z0-9/-]{1,16}$'`),
    check(
      'credit_notes_amounts_check',
      sql`${table.taxablePaise} > 0 and ${table.totalPaise} = ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`,
    ),
  ],
);

/**
 * How long a kind of advisory matter allows from the date of service, under one Act and the years
 * it covers (docs/decisions/0084): data the staff edit, seeded by the migration that made it.
 */
export const matterDeadlineRules = pgTable(
  'matter_deadline_rules',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind').$type<MatterKind>().notNull(),
    act: text('act').$type<IncomeTaxAct>().notNull(),
    section: text('section').notNull(),
    firstYear: text('first_year'),
    lastYear: text('last_year'),
    periodUnit: text('period_unit').$type<DeadlineUnit>().notNull(),
    periodCount: integer('period_count'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('matter_deadline_rules_kind_act_idx').on(table.kind, table.act),
    check(
      'matter_deadline_rules_period_check',
      sql`(${table.periodUnit} = 'set_in_notice') = (${table.periodCount} is null)`,
    ),
  ],
);

/**
 * The last matter number used in each calendar year (IST) of opening: `MAT-2026-0042` is the 42nd
 * matter opened in 2026. Bumped in the opening transaction, so the numbers have no gaps.
 */
export const matterSequences = pgTable('matter_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * What a search of the matters reads of the matter itself: its number, PAN/TAN/GSTIN and DIN as
 * one text, which one trigram index covers; spelled exactly so, or it is not used.
 */
export const matterSearchText = sql.raw(
  `"matters"."number" || ' ' || "matters"."subject" || ' ' || coalesce("matters"."din", '')`,
);

/** The statuses past the matter's deadlines, as SQL's list (`next_due_on`). */
const deadlinesMetList = sql.raw(DEADLINES_MET_STATUSES.map((status) => `'${status}'`).join(', '));

/** A matter's place in its life, `requested` first: how the list sorts by status. */
const matterStatusOrder = sql.raw(
  `case "status" ${MATTER_STATUSES.map((status, index) => `when '${status}' then ${index + 1}`).join(' ')} end`,
);

/**
 * Advisory matters (issue 47, docs/decisions/0085): one case of a customer organisation, its
 * statutory due date counted at opening by the deadline rule then in force (the rule's section
 * and the counting are copied, so a later change of the rule never moves a matter's date).
 */
export const matters = pgTable(
  'matters',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** `MAT-2026-0007`: gap-free within the IST calendar year of opening (`matter_sequences`). */
    number: text('number').notNull().unique(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    kind: text('kind').$type<MatterKind>().notNull(),
    subjectType: text('subject_type').$type<MatterSubjectType>().notNull(),
    subject: text('subject').notNull(),
    act: text('act').$type<IncomeTaxAct>().notNull(),
    year: text('year').notNull(),
    din: text('din'),
    servedOn: date('served_on', { mode: 'string' }).notNull(),
    dateInNotice: date('date_in_notice', { mode: 'string' }),
    /** Null when the rule takes the date in the notice and none was entered. */
    statutoryDueOn: date('statutory_due_on', { mode: 'string' }),
    dueCounted: text('due_counted'),
    section: text('section'),
    targetOn: date('target_on', { mode: 'string' }),
    /**
     * The earlier of the target and the statutory date until the matter is filed (the deadline
     * met), closed or declined: every "overdue" and "due" the firm and the client see reads it.
     */
    nextDueOn: date('next_due_on', { mode: 'string' }).generatedAlwaysAs(
      sql`case when "status" in (${deadlinesMetList}) then null else least("target_on", "statutory_due_on") end`,
    ),
    statusOrder: smallint('status_order').generatedAlwaysAs(matterStatusOrder),
    assigneeUserId: integer('assignee_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<MatterStatus>().notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    // The list in each of its orders, from where the last page stopped (due: soonest first,
    // dateless last either way), and by status, assignee or organisation in the due order.
    index('matters_next_due_id_idx').on(table.nextDueOn.asc().nullsLast(), table.id),
    index('matters_next_due_desc_id_idx').on(
      table.nextDueOn.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    index('matters_opened_id_idx').on(table.openedAt, table.id),
    index('matters_status_order_id_idx').on(table.statusOrder, table.id),
    index('matters_status_next_due_id_idx').on(table.status, table.nextDueOn, table.id),
    index('matters_assignee_next_due_id_idx').on(table.assigneeUserId, table.nextDueOn, table.id),
    index('matters_organisation_next_due_id_idx').on(
      table.organisationId,
      table.nextDueOn,
      table.id,
    ),
    // Search: three letters or more anywhere in the number, PAN/TAN/GSTIN or DIN.
    index('matters_search_trgm_idx')
      .using('gin', sql`(${matterSearchText}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check(
      'matters_status_check',
      sql.raw(`"status" in (${MATTER_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('matters_subject_type_check', sql`${table.subjectType} in ('pan', 'tan', 'gstin')`),
    check(
      'matters_target_check',
      sql`${table.targetOn} is null or ${table.statutoryDueOn} is null or ${table.targetOn} <= ${table.statutoryDueOn}`,
    ),
  ],
);

/** Each change of a matter's status, dated, with who made it and what the client was told. */
export const matterStatusChanges = pgTable(
  'matter_status_changes',
  {
    /** In the order the changes were made, which breaks ties between changes at one instant. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    status: text('status').$type<MatterStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (table) => [index('matter_status_changes_matter_at_idx').on(table.matterId, table.at)],
);

export const MATTER_DATE_KINDS = ['target', 'statutory'] as const;
export type MatterDateKind = (typeof MATTER_DATE_KINDS)[number];
/** A week before a matter's date, the day before, or once it has passed (staff only). */
export const MATTER_REMINDER_NOTICES = ['7_days_before', '1_day_before', 'overdue'] as const;
export type MatterReminderNotice = (typeof MATTER_REMINDER_NOTICES)[number];

/**
 * Each reminder of a matter's date sent to one person, claimed by the insert that queues its mail
 * (ADR 0086), so it goes out once however many processes run the job. The date is part of the
 * key: a reminder for a changed date is a new one.
 */
export const matterReminders = pgTable(
  'matter_reminders',
  {
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    dateKind: text('date_kind').$type<MatterDateKind>().notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    notice: text('notice').$type<MatterReminderNotice>().notNull(),
    recipientUserId: integer('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.matterId, table.dateKind, table.dueOn, table.notice, table.recipientUserId],
    }),
    check('matter_reminders_date_kind_check', sql`${table.dateKind} in ('target', 'statutory')`),
    check(
      'matter_reminders_notice_check',
      sql`${table.notice} in ('7_days_before', '1_day_before', 'overdue')`,
    ),
  ],
);

/**
 * A matter's documents (docs/decisions/0086): what each is to the matter and its title; the file
 * itself is in its versions, none overwritten.
 */
export const matterDocuments = pgTable(
  'matter_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    what: text('what').$type<MatterDocumentKind>().notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the retention period emptied its versions' bytes; the record stays. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('matter_documents_matter_created_idx').on(table.matterId, table.createdAt),
    check(
      'matter_documents_what_check',
      sql.raw(`"what" in (${MATTER_DOCUMENT_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

/** Each upload of a matter's document: its bytes as they were checked and kept, who sent it, when. */
export const matterDocumentVersions = pgTable(
  'matter_document_versions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    documentId: uuid('document_id')
      .notNull()
      .references(() => matterDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    bytes: bytea('bytes').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('matter_document_versions_document_version_idx').on(
      table.documentId,
      table.version,
    ),
  ],
);

/**
 * Each user's calendar address for their organisation's deadlines (docs/decisions/0086): only the
 * hash of its secret is kept; replacing the address replaces the row's hash.
 */
export const matterCalendarFeeds = pgTable('matter_calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A document the firm asks the client for (docs/decisions/0086): the requested document itself
 * (`what` = requested), answered by its versions, with the request's note and where it stands.
 */
export const matterChecklistItems = pgTable(
  'matter_checklist_items',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => matterDocuments.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    /** Its place among the items asked for at the same moment, so the list keeps the firm's order. */
    position: integer('position').notNull().default(0),
    state: text('state').$type<ChecklistState>().notNull(),
    /** Why the firm asked again, when it last did. */
    reason: text('reason'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'matter_checklist_items_state_check',
      sql`${table.state} in ('waiting', 'uploaded', 'accepted', 'asked_again')`,
    ),
  ],
);

/** The client's answer to one version of a draft: approved, or changes asked with a comment. */
export const matterDraftResponses = pgTable(
  'matter_draft_responses',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => matterDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    decision: text('decision').$type<DraftDecision>().notNull(),
    comment: text('comment'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.version] }),
    check(
      'matter_draft_responses_decision_check',
      sql`${table.decision} in ('approved', 'changes_asked')`,
    ),
  ],
);

/** The day a matter was filed, with its acknowledgement: one filing per matter. */
export const matterFilings = pgTable('matter_filings', {
  matterId: uuid('matter_id')
    .primaryKey()
    .references(() => matters.id, { onDelete: 'cascade' }),
  filedOn: date('filed_on', { mode: 'string' }).notNull(),
  acknowledgementId: uuid('acknowledgement_id')
    .notNull()
    .references(() => matterDocuments.id, { onDelete: 'cascade' }),
  byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * A matter's hearings: the day and time in India, the forum and where it sits, and the hearing
 * notice if one came. A date to keep, as a matter's due dates are (deadlines page, calendar).
 */
export const matterHearings = pgTable(
  'matter_hearings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    hearingOn: date('hearing_on', { mode: 'string' }).notNull(),
    /** HH:MM, India time. */
    hearingTime: text('hearing_time').notNull(),
    forum: text('forum').notNull(),
    place: text('place').notNull().default(''),
    noticeDocumentId: uuid('notice_document_id').references(() => matterDocuments.id, {
      onDelete: 'set null',
    }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('matter_hearings_matter_on_idx').on(table.matterId, table.hearingOn)],
);

/**
 * A matter's engagement letter (docs/decisions/0086), written by staff to accept the request and
 * frozen once sent: `letter` is the text word for word, and the acceptance records who accepted
 * it, when, from where, and the SHA-256 of that text. The advance is an advisory order.
 */
export const matterEngagements = pgTable(
  'matter_engagements',
  {
    matterId: uuid('matter_id')
      .primaryKey()
      .references(() => matters.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull(),
    advancePaise: bigint('advance_paise', { mode: 'number' }).notNull(),
    letter: text('letter').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    letterSha256: text('letter_sha256'),
    advanceOrderId: uuid('advance_order_id')
      .unique()
      .references(() => orders.id),
  },
  (table) => [
    check(
      'matter_engagements_amounts_check',
      sql`${table.advancePaise} > 0 and ${table.advancePaise} <= ${table.feePaise}`,
    ),
  ],
);

/**
 * The code a user asked for to accept an engagement, kept as a hash: one per user and letter, a
 * new one replacing the last; `tries` counts the wrong ones.
 */
export const matterEngagementCodes = pgTable(
  'matter_engagement_codes',
  {
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matterEngagements.matterId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.matterId, table.userId] })],
);

/**
 * A matter's thread between the client's users and the firm's staff (docs/decisions/0086): the
 * words, who wrote them on which side, and at most one attachment, kept as a matter document.
 */
export const matterMessages = pgTable(
  'matter_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** In the order the messages were written, which breaks ties between messages at one instant. */
    position: integer('position').generatedAlwaysAsIdentity(),
    matterId: uuid('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').$type<MessageSide>().notNull(),
    body: text('body').notNull(),
    attachmentDocumentId: uuid('attachment_document_id').references(() => matterDocuments.id, {
      onDelete: 'set null',
    }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('matter_messages_matter_position_idx').on(table.matterId, table.position),
    check('matter_messages_side_check', sql`${table.side} in ('client', 'firm')`),
  ],
);

/**
 * The firm's settings, one row at most (`id` is always 1); a setting not yet changed is its
 * default. The retention period of closed matters' documents is in years from closing.
 */
export const firmSettings = pgTable(
  'firm_settings',
  {
    id: smallint('id').primaryKey().default(1),
    retentionYears: smallint('retention_years').notNull(),
  },
  (table) => [
    check('firm_settings_one_row_check', sql`${table.id} = 1`),
    check('firm_settings_retention_check', sql`${table.retentionYears} between 1 and 30`),
  ],
);

/**
 * What the OpenID Connect provider keeps (docs/decisions/0090): its sessions, interactions,
 * authorization codes, grants and tokens, one row per record, `model` naming which. Kept here, not
 * in a process, so every server process answers for every sign-in.
 */
export const openidRecords = pgTable(
  'openid_records',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    /** The portal user the record is about, for ending their sign-ins at the apps. */
    accountId: text('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('openid_records_grant_id_idx').on(table.grantId),
    index('openid_records_uid_idx').on(table.uid),
    index('openid_records_account_id_idx').on(table.model, table.accountId),
    index('openid_records_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * A back-channel logout an app is owed (docs/decisions/0094): written with the change that ended
 * the session, sent at once, else again with back-off until the app takes it or a day has passed.
 */
export const openidLogoutDeliveries = pgTable(
  'openid_logout_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    clientId: text('client_id').notNull(),
    /** The portal user signed out, the logout token's `sub`. */
    sub: text('sub').notNull(),
    /** The app's session with the provider, the logout token's `sid`. */
    sid: text('sid').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may next try; also a lease while a send is under way. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
  },
  (table) => [
    // The senders' query: the logouts still owed, soonest due first.
    index('openid_logout_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.givenUpAt} is null`),
  ],
);
