import { z } from 'zod';
import { cursorTimestamp, isoDate, pageDirection, pageFields, pageSchema } from './list-query.ts';

/**
 * What the firm's staff do in the back office: recorded with no organisation, so only platform
 * administrators, who read every organisation's trail, ever see them.
 */
const STAFF_ACTIONS = [
  'lead_assigned',
  'lead_status_changed',
  'lead_note_added',
  'lead_replied',
  'leads_exported',
  'applications_exported',
  'deadline_rule_changed',
  'orders_exported',
  'matter_opened',
  'matter_status_changed',
  'matter_assigned',
  'matter_target_set',
  'organisations_exported',
  'matter_documents_requested',
  'matter_document_accepted',
  'matter_document_asked_again',
  'matter_filed',
  'matter_hearing_set',
  'retention_period_changed',
] as const;

/** Every event the audit trail records: security events, administrative changes, the staff's. */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'sign_up',
  'email_verified',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_regenerated',
  'two_factor_policy_changed',
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
  'password_reset_requested',
  'password_reset',
  'session_revoked',
  'access_token_created',
  'access_token_revoked',
  'app_signed_in',
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
  'plan_updated',
  'plan_added',
  'plan_renamed',
  'payment_link_created',
  'order_placed',
  'order_paid',
  'order_cancelled',
  'order_expired',
  'gstr1_downloaded',
  'opening_created',
  'opening_updated',
  'opening_closed',
  'opening_reopened',
  'application_status_changed',
  'application_notes_updated',
  'resume_opened',
  'refund_requested',
  'refund_retried',
  'refund_processed',
  'refund_failed',
  'refund_withdrawn',
  'credit_note_issued',
  'invoice_resent',
  'payment_link_resent',
  'payment_link_cancelled',
  'matter_requested',
  'matter_document_downloaded',
  'matter_calendar_link_created',
  'matter_calendar_link_replaced',
  'matter_document_uploaded',
  'matter_draft_answered',
  'matter_engagement_accepted',
  'matter_advance_paid',
  'matter_message_sent',
  'matter_documents_zipped',
  'matter_documents_viewed',
  'matter_documents_deleted',
  ...STAFF_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const BACK_OFFICE_ACTIONS: readonly AuditAction[] = STAFF_ACTIONS;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  sign_up: 'Signed up',
  email_verified: 'E-mail confirmed',
  password_changed: 'Password changed',
  two_factor_policy_changed: 'Two-step sign-in policy changed',
  two_factor_enabled: 'Two-step sign-in turned on',
  two_factor_disabled: 'Two-step sign-in turned off',
  recovery_codes_regenerated: 'New recovery codes',
  passkey_added: 'Passkey added',
  passkey_renamed: 'Passkey renamed',
  passkey_removed: 'Passkey removed',
  password_reset_requested: 'Password reset requested',
  password_reset: 'Password reset',
  session_revoked: 'Session ended',
  access_token_created: 'API access token created',
  access_token_revoked: 'API access token revoked',
  app_signed_in: 'Signed in to an app',
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
  plan_updated: 'Plan price or availability changed',
  plan_added: 'Plan added',
  plan_renamed: 'Plan renamed',
  payment_link_created: 'Payment link sent',
  order_placed: 'Order placed',
  order_paid: 'Order paid',
  order_cancelled: 'Order cancelled',
  order_expired: 'Order expired',
  gstr1_downloaded: 'GSTR-1 data downloaded',
  opening_created: 'Job opening posted',
  opening_updated: 'Job opening edited',
  opening_closed: 'Job opening closed',
  opening_reopened: 'Job opening reopened',
  application_status_changed: 'Job application status changed',
  application_notes_updated: 'Job application notes updated',
  resume_opened: 'Résumé opened',
  refund_requested: 'Refund started',
  refund_retried: 'Refund tried again',
  refund_processed: 'Refund made',
  refund_failed: 'Refund failed',
  refund_withdrawn: 'Failed refund withdrawn',
  credit_note_issued: 'Credit note issued',
  invoice_resent: 'Invoice sent again',
  payment_link_resent: 'Payment link sent again',
  payment_link_cancelled: 'Payment link cancelled',
  lead_assigned: 'Lead assigned',
  lead_status_changed: 'Lead status changed',
  lead_note_added: 'Note added to a lead',
  lead_replied: 'Lead answered by e-mail',
  leads_exported: 'Leads exported',
  applications_exported: 'Job applications exported',
  deadline_rule_changed: 'Deadline rule of advisory matters changed',
  orders_exported: 'Orders exported',
  matter_opened: 'Advisory matter opened',
  matter_status_changed: 'Advisory matter moved on',
  matter_assigned: 'Advisory matter assigned',
  matter_target_set: 'Target date of an advisory matter set',
  organisations_exported: 'Organisations exported',
  matter_requested: 'Help asked with a notice',
  matter_document_downloaded: 'Document of an advisory matter downloaded',
  matter_calendar_link_created: 'Calendar address for the deadlines made',
  matter_calendar_link_replaced: 'Calendar address for the deadlines replaced',
  matter_document_uploaded: 'Document of an advisory matter uploaded',
  matter_draft_answered: 'Draft of an advisory matter approved or questioned',
  matter_documents_requested: 'Documents asked for an advisory matter',
  matter_document_accepted: 'Requested document accepted',
  matter_document_asked_again: 'Requested document asked again',
  matter_filed: 'Advisory matter filed',
  matter_hearing_set: 'Hearing of an advisory matter set',
  matter_engagement_accepted: 'Engagement accepted',
  matter_advance_paid: 'Advance paid',
  matter_message_sent: 'Message about an advisory matter sent',
  matter_documents_zipped: 'Documents of an advisory matter downloaded as a ZIP',
  matter_documents_viewed: 'Documents of an advisory matter listed',
  retention_period_changed: 'Retention period of matters’ documents changed',
  matter_documents_deleted: 'Documents of a closed matter deleted after the retention period',
};

/** An export stops here, so one request can never hold the whole table in memory. */
export const AUDIT_EXPORT_ROW_LIMIT = 50_000;

/** Where a page of the trail starts: an event's time and id. */
const auditCursorSchema = z.strictObject({
  direction: pageDirection,
  value: cursorTimestamp,
  id: z.uuid(),
});

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
    ...pageFields(auditCursorSchema),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date is before the start date.',
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** A user as the trail names them: by name, or by e-mail while they have none (an invitee). */
const auditPersonSchema = z.object({ name: z.string(), email: z.string() });

/**
 * One event with the names it needs to read as a sentence, resolved by the server: the people,
 * the order's number, the plan's name. Ids stay on the server, so the screen can never show one.
 */
export const auditEventSchema = z.object({
  id: z.string(),
  /** ISO 8601. */
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /**
   * Who acted. Null when the system did (the gateway settling a payment, an order expiring) and
   * when the account that acted no longer exists.
   */
  actor: auditPersonSchema.nullable(),
  /** The user the event concerns, while their account exists. */
  targetUser: auditPersonSchema.nullable(),
  /** `ORD-000042`, when the event concerns an order. */
  orderNumber: z.string().nullable(),
  /** The product and plan, "E-POI Starter", when the event concerns a plan. */
  planName: z.string().nullable(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditListSchema = pageSchema({ events: z.array(auditEventSchema) });
export type AuditList = z.infer<typeof auditListSchema>;
