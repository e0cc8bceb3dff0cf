import { z } from 'zod';
import { confirmationOf, emailSchema, newPasswordSchema } from './auth.ts';
import { indianMobileSchema } from './indian-formats.ts';
import {
  cursorFitsSorting,
  cursorSortingIssue,
  cursorTimestamp,
  pageFields,
  pageSchema,
  sortedCursorSchema,
  sortFields,
} from './list-query.ts';
import { ACCESS_ITEMS, type AccessItem, type Role } from './permissions.ts';

/** The roles an organisation's administrators give; platform administrators are the firm's own. */
export const ORGANISATION_ROLES = ['org_admin', 'org_user'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  platform_admin: 'Platform administrator',
  org_admin: 'Administrator',
  org_user: 'User',
};

/**
 * The roles an invitation gives: an organisation's, or (invited by the firm's staff only) a place
 * among the staff, who join the firm's own organisation.
 */
export const INVITE_ROLES = [...ORGANISATION_ROLES, 'platform_admin'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

export const INVITE_ROLE_LABELS: Record<InviteRole, string> = {
  ...ROLE_LABELS,
  platform_admin: 'Staff of the firm',
};

export const STAFF_JOIN_THE_FIRM_MESSAGE =
  'Staff join the firm, not a customer organisation: leave the organisation empty.';

/** As the users table shows them: `unverified` is a sign-up awaiting its e-mail confirmation. */
export const USER_STATUSES = ['invited', 'unverified', 'active', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  invited: 'Invited',
  unverified: 'Awaiting confirmation',
  active: 'Active',
  deactivated: 'Deactivated',
};

/** An invitation link works for this long. */
export const INVITATION_DAYS = 7;

export const USER_SORT_FIELDS = ['name', 'email', 'role', 'status', 'lastSignInAt'] as const;

/** A user who never signed in has no value: the one column that may be empty. */
const userCursorSchema = sortedCursorSchema(USER_SORT_FIELDS, z.number().int().positive()).refine(
  (key) =>
    key.sort === 'lastSignInAt'
      ? key.value === null || cursorTimestamp.safeParse(key.value).success
      : key.value !== null,
);

/**
 * `GET /api/Details/Users` and `GET /api/Details/AccessControl`: one page of an organisation's
 * users. `organisationId` is for platform administrators, who see every organisation.
 */
export const userListQuerySchema = z
  .strictObject({
    search: z.string().trim().max(100).optional(),
    status: z.enum(USER_STATUSES).optional(),
    ...sortFields(USER_SORT_FIELDS, { sort: 'name', order: 'asc' }),
    organisationId: z.uuid().optional(),
    ...pageFields(userCursorSchema),
  })
  .refine(cursorFitsSorting, cursorSortingIssue);
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const userSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(['platform_admin', ...ORGANISATION_ROLES]),
  status: z.enum(USER_STATUSES),
  /** ISO 8601. */
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  /** The signed-in administrator's own row: no role change or deactivation from here. */
  isSelf: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userListSchema = pageSchema({ users: z.array(userSummarySchema) });
export type UserList = z.infer<typeof userListSchema>;

/** `POST /api/Details/Users/Invitations`. */
export const inviteUserSchema = z
  .strictObject({
    email: emailSchema,
    role: z.enum(INVITE_ROLES, { error: 'Choose Administrator or User.' }),
    /**
     * Platform administrators say which organisation for a customer's user; everyone else
     * invites into their own, and staff join the firm's.
     */
    organisationId: z.uuid().optional(),
  })
  .refine((invite) => invite.role !== 'platform_admin' || invite.organisationId === undefined, {
    path: ['organisationId'],
    message: STAFF_JOIN_THE_FIRM_MESSAGE,
  });
export type InviteUserInput = z.input<typeof inviteUserSchema>;
export type InviteUser = z.output<typeof inviteUserSchema>;

/** `PUT /api/Details/Users/{id}/Role`. */
export const changeRoleSchema = z.strictObject({
  role: z.enum(ORGANISATION_ROLES, { error: 'Choose Administrator or User.' }),
});

export const userIdParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** `GET /api/Authentication/Invitation?token=`: what the invitee sees before accepting. */
export const invitationDetailsSchema = z.object({
  email: z.string(),
  /** The name of the administrator who sent the invitation, when they still have an account. */
  invitedBy: z.string().nullable(),
  organisationName: z.string(),
  role: z.enum(INVITE_ROLES),
  expiresAt: z.string(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** `POST /api/Authentication/AcceptInvitation`: the invitee chooses their name and password. */
export const acceptInvitationSchema = z
  .object({
    token: z.string().trim().min(1, 'The link is missing its code.').max(200),
    name: z
      .string()
      .trim()
      .min(1, 'Please enter your name.')
      .max(100, 'Please keep your name under 100 characters.'),
    mobile: indianMobileSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, confirmationOf('password'));
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
export type AcceptInvitation = z.output<typeof acceptInvitationSchema>;

/**
 * Every app and admin power, allowed or not. Written out as an object of named keys rather than
 * `z.record(z.enum(ACCESS_ITEMS), …)`, which validates the same (every key, nothing else) but
 * leaves the keys out of the API description's `properties`.
 */
export const accessRecordSchema = z.strictObject(
  Object.fromEntries(ACCESS_ITEMS.map((item) => [item, z.boolean()])) as Record<
    AccessItem,
    z.ZodBoolean
  >,
);

/** One row of the access-control matrix. */
export const accessRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['platform_admin', ...ORGANISATION_ROLES]),
  status: z.enum(USER_STATUSES),
  organisationName: z.string(),
  /** What the user has now, and what the role alone would give. */
  access: accessRecordSchema,
  defaults: accessRecordSchema,
  /** False for the caller's own row and for platform administrators. */
  editable: z.boolean(),
});
export type AccessRow = z.infer<typeof accessRowSchema>;

export const accessMatrixSchema = pageSchema({
  items: z.array(z.enum(ACCESS_ITEMS)),
  users: z.array(accessRowSchema),
});
export type AccessMatrix = z.infer<typeof accessMatrixSchema>;

/** `PUT /api/Details/AccessControl`: every changed cell, saved in one transaction. */
export const accessChangesSchema = z.strictObject({
  changes: z
    .array(
      z.strictObject({
        userId: z.number().int().positive(),
        item: z.enum(ACCESS_ITEMS),
        allowed: z.boolean(),
      }),
    )
    .min(1, 'There are no changes to save.')
    .max(1000, 'Please save at most 1,000 changes at a time.'),
});
export type AccessChanges = z.infer<typeof accessChangesSchema>;

/** `GET /api/Details/Organisations`: the platform administrators' organisation filter. */
export const organisationOptionsSchema = z.object({
  organisations: z.array(z.object({ id: z.string(), name: z.string() })),
});
