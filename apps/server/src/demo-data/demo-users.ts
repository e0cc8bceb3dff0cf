import { randomUUID } from 'node:crypto';
import { type AccessItem, type AccessOverrides, effectiveAccess } from '@prakar/shared/permissions';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  type auditEvents,
  type UserRole,
  type UserStatus,
  userAccess,
  users,
} from '#src/db/schema.ts';
import { insertRows } from './bulk-insert.ts';
import type { DemoOrganisation } from './demo-organisation.ts';
import { demoIp, demoMobile, demoUserAgent } from './identities.ts';
import { FIRST_NAMES, SURNAMES } from './indian-names.ts';
import type { Random } from './random.ts';
import { DAY_MS, earliest, later, latest, MINUTE_MS, momentBetween } from './timeline.ts';

type AuditRow = typeof auditEvents.$inferInsert;

export interface DemoUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  /** Whether the user may buy for the organisation (an administrator with the purchase power). */
  buys: boolean;
}

export interface DemoUsers {
  admin: DemoUser;
  all: DemoUser[];
  accessOverrides: number;
  audit: AuditRow[];
}

export interface Draft {
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  mobile: string | null;
  createdAt: Date;
  verifiedAt: Date | null;
  lastSignInAt: Date | null;
  overrides: AccessOverrides;
}

/** Administrators (beyond the first), the users whose account was closed, the invitations open. */
const ADMIN_SHARE = 0.02;
const DEACTIVATED_SHARE = 0.05;
const INVITED_SHARE = 0.02;
const OVERRIDE_SHARE = 0.1;
/** Of active users, how many signed in within the last four months: the rest never came back. */
const RECENT_SIGN_IN_SHARE = 0.85;

function overridesFor(random: Random, role: UserRole): AccessOverrides {
  if (!random.chance(OVERRIDE_SHARE)) return {};
  if (role === 'org_admin') return { 'manage:subscription:org': false };
  const item: AccessItem = random.weighted([
    ['EFORM16', 3],
    ['SMART_TDS', 2],
    ['view:transactions:org', 4],
  ] as const);
  return { [item]: item === 'view:transactions:org' };
}

/** The organisation's users as they would be written, the first its administrator. */
export function drafts(
  random: Random,
  count: number,
  organisation: Pick<DemoOrganisation, 'emailDomain' | 'createdAt'>,
  now: Date,
): Draft[] {
  const taken = new Map<string, number>();
  const emailOf = (first: string, last: string) => {
    const local = `${first}.${last}`.toLowerCase();
    const seen = taken.get(local) ?? 0;
    taken.set(local, seen + 1);
    return `${seen === 0 ? local : `${local}${seen + 1}`}@${organisation.emailDomain}`;
  };
  return Array.from({ length: count }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(SURNAMES);
    const isFirstAdmin = index === 0;
    const role: UserRole = isFirstAdmin || random.chance(ADMIN_SHARE) ? 'org_admin' : 'org_user';
    const status: UserStatus = isFirstAdmin
      ? 'active'
      : random.weighted([
          ['invited', INVITED_SHARE],
          ['deactivated', DEACTIVATED_SHARE],
          ['active', 1 - INVITED_SHARE - DEACTIVATED_SHARE],
        ] as const);
    const createdAt =
      status === 'invited'
        ? momentBetween(random, later(now, -21 * DAY_MS), later(now, -MINUTE_MS))
        : isFirstAdmin
          ? organisation.createdAt
          : momentBetween(random, organisation.createdAt, later(now, -DAY_MS));
    const verifiedAt =
      status === 'invited' ? null : later(createdAt, random.int(5, 48 * 60) * MINUTE_MS);
    const recent = later(now, -120 * DAY_MS);
    const lastSignInAt =
      verifiedAt === null ||
      (status === 'active' && !isFirstAdmin && !random.chance(RECENT_SIGN_IN_SHARE))
        ? verifiedAt
        : status === 'deactivated'
          ? momentBetween(random, verifiedAt, earliest(later(verifiedAt, 400 * DAY_MS), now))
          : momentBetween(random, latest(verifiedAt, recent), now);
    return {
      name: `${first} ${last}`,
      email: emailOf(first, last),
      role,
      status,
      // Administrators have completed their profile, which their pages require.
      mobile: role === 'org_admin' || random.chance(0.7) ? demoMobile(random) : null,
      createdAt,
      verifiedAt,
      lastSignInAt,
      overrides: isFirstAdmin || status === 'invited' ? {} : overridesFor(random, role),
    };
  });
}

/** What each user's history left in the audit trail, as the product records it. */
export function auditOf(
  random: Random,
  draft: Draft,
  user: DemoUser,
  admin: DemoUser,
  organisationId: string,
  now: Date,
): AuditRow[] {
  const rows: AuditRow[] = [];
  const target = { organisationId, targetType: 'user', targetId: String(user.id) };
  const from = () => {
    const ip = demoIp(random);
    return { ip, userAgent: demoUserAgent(random) };
  };
  const byAdmin = (action: AuditRow['action'], at: Date, before?: unknown, after?: unknown) =>
    rows.push({ ...target, ...from(), action, at, actorUserId: admin.id, before, after });
  if (user.id !== admin.id) {
    byAdmin('user_invited', draft.createdAt, null, { email: user.email, role: 'org_user' });
  }
  if (draft.verifiedAt === null) return rows;
  if (user.id !== admin.id) {
    rows.push({
      ...target,
      ...from(),
      action: 'invitation_accepted',
      at: draft.verifiedAt,
      actorUserId: user.id,
    });
  }
  if (user.role === 'org_admin' && user.id !== admin.id) {
    byAdmin(
      'role_changed',
      later(draft.verifiedAt, DAY_MS),
      { role: 'org_user' },
      { role: 'org_admin' },
    );
  }
  const overridden = Object.keys(draft.overrides).length > 0;
  if (overridden) {
    byAdmin(
      'access_changed',
      later(draft.verifiedAt, 2 * DAY_MS),
      effectiveAccess(user.role),
      effectiveAccess(user.role, draft.overrides),
    );
  }
  const last = draft.lastSignInAt;
  if (last && last > draft.verifiedAt) {
    for (let n = random.int(0, 2); n > 0; n -= 1) {
      const at = momentBetween(random, draft.verifiedAt, last);
      rows.push({
        organisationId,
        ...from(),
        action: 'sign_in',
        at,
        actorUserId: user.id,
        targetType: 'session',
        targetId: randomUUID(),
      });
    }
    rows.push({
      organisationId,
      ...from(),
      action: 'sign_in',
      at: last,
      actorUserId: user.id,
      targetType: 'session',
      targetId: randomUUID(),
    });
    if (random.chance(0.04)) {
      rows.push({
        ...target,
        ...from(),
        action: 'sign_in_failed',
        at: later(last, -2 * MINUTE_MS),
        actorUserId: user.id,
        after: { reason: 'wrong_password' },
      });
    }
    if (random.chance(0.05)) {
      rows.push({
        ...target,
        ...from(),
        action: 'password_changed',
        at: later(last, 5 * MINUTE_MS),
        actorUserId: user.id,
      });
    }
  }
  if (user.status === 'deactivated') {
    const at = earliest(later(last ?? draft.verifiedAt, random.int(1, 60) * DAY_MS), now);
    byAdmin('user_deactivated', at, { status: 'active' }, { status: 'deactivated' });
  }
  return rows;
}

/** A planned user's row; an invited user has no password yet. */
export function userRowOf(draft: Draft, organisationId: string, passwordHash: string) {
  return {
    email: draft.email,
    name: draft.name,
    mobile: draft.mobile,
    passwordHash: draft.status === 'invited' ? null : passwordHash,
    role: draft.role,
    status: draft.status,
    emailVerifiedAt: draft.verifiedAt,
    organisationId,
    createdAt: draft.createdAt,
    lastSignInAt: draft.lastSignInAt,
  };
}

/** A planned user once written with `id`, as the orders, leads and trail name them. */
export function demoUserOf(draft: Draft, id: number): DemoUser {
  const access = effectiveAccess(draft.role, draft.overrides);
  return {
    id,
    name: draft.name,
    email: draft.email,
    role: draft.role,
    status: draft.status,
    buys: draft.status === 'active' && access['purchase:org'],
  };
}

/**
 * `count` users of the organisation, the first its administrator: a few more administrators,
 * open invitations, closed accounts, access overrides, and the audit trail of all of it. Every
 * user with a password shares `passwordHash`, hashed once.
 */
export async function insertDemoUsers(
  db: Executor,
  random: Random,
  organisation: DemoOrganisation,
  options: { count: number; passwordHash: string; now: Date },
): Promise<DemoUsers> {
  const { now, passwordHash } = options;
  const planned = drafts(random, options.count, organisation, now);
  const rows = planned.map((draft) => userRowOf(draft, organisation.id, passwordHash));
  const [first, ...rest] = rows;
  if (!first) throw new Error('A demo organisation needs at least one user.');
  const [adminRow] = await db.insert(users).values(first).returning({ id: users.id });
  if (!adminRow) throw new Error('Inserting the demo administrator returned no row.');
  const written = await insertRows(
    db,
    users,
    // The first administrator invited everyone else.
    rest.map((row) => ({ ...row, invitedByUserId: adminRow.id })),
    [users.id, users.email],
  );
  const ids = new Map(written.map((row) => [String(row.email), Number(row.id)]));
  ids.set(first.email, adminRow.id);

  const all = planned.map((draft): DemoUser => {
    const id = ids.get(draft.email);
    if (id === undefined) throw new Error(`The demo user ${draft.email} was not written.`);
    return demoUserOf(draft, id);
  });
  const admin = all[0] as DemoUser;

  const overrideRows = planned.flatMap((draft, index) =>
    Object.entries(draft.overrides).map(([item, allowed]) => ({
      userId: all[index]?.id ?? admin.id,
      item,
      allowed,
      updatedAt: later(draft.verifiedAt ?? draft.createdAt, 2 * DAY_MS),
    })),
  );
  await insertRows(db, userAccess, overrideRows);
  const audit = planned.flatMap((draft, index) =>
    auditOf(random, draft, all[index] ?? admin, admin, organisation.id, now),
  );
  return { admin, all, accessOverrides: overrideRows.length, audit };
}

/** The organisation's first active user, who writes and uploads for the client in the demo. */
export async function demoClientOf(db: Executor, organisationId: string) {
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(1);
  return client;
}
