import { z } from 'zod';
import { PAGE_SIZES, pageInfoSchema } from './users.ts';

/** Every event the audit trail records: security events, then administrative changes. */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'sign_up',
  'email_verified',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'session_revoked',
  'profile_updated',
  'user_invited',
  'invitation_resent',
  'invitation_revoked',
  'invitation_accepted',
  'role_changed',
  'user_deactivated',
  'user_reactivated',
  'password_reset_sent',
  'access_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  sign_up: 'Signed up',
  email_verified: 'E-mail confirmed',
  password_changed: 'Password changed',
  password_reset_requested: 'Password reset requested',
  password_reset: 'Password reset',
  session_revoked: 'Session ended',
  profile_updated: 'Profile updated',
  user_invited: 'User invited',
  invitation_resent: 'Invitation resent',
  invitation_revoked: 'Invitation revoked',
  invitation_accepted: 'Invitation accepted',
  role_changed: 'Role changed',
  user_deactivated: 'User deactivated',
  user_reactivated: 'User reactivated',
  password_reset_sent: 'Password reset sent by an administrator',
  access_changed: 'Access changed',
};

/** A calendar date, `YYYY-MM-DD`, read as a day in IST. */
const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });

/**
 * `GET /api/Details/Audit` (and `/Audit/Export`, CSV, same filters without paging): the trail of
 * the caller's organisation, every organisation's for platform administrators.
 */
export const auditQuerySchema = z
  .strictObject({
    action: z.enum(AUDIT_ACTIONS).optional(),
    /** Matches the actor's or the target user's name or e-mail. */
    user: z.string().trim().max(100).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    organisationId: z.uuid().optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine(
        (size) => (PAGE_SIZES as readonly number[]).includes(size),
        'Choose 10, 25, 50 or 100.',
      )
      .default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date is before the start date.',
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The target user's name or e-mail, when the target is a user. */
  targetLabel: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListSchema = z
  .object({ events: z.array(auditEventSchema) })
  .extend(pageInfoSchema.shape);
export type AuditList = z.infer<typeof auditListSchema>;
