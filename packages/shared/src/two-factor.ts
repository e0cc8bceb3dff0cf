import { z } from 'zod';
import { authenticationResponseSchema } from './passkeys.ts';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, a new code every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const CODE_MESSAGE = 'Please enter the 6-digit code from your authenticator app.';
export const SIGN_IN_CODE_MESSAGE =
  'Please enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const WRONG_CODE_MESSAGE = 'That code is not right, or it has already been used.';

/** Spaces and dashes as people type them are left out before the code is checked. */
const typedCode = z
  .string()
  .max(40, SIGN_IN_CODE_MESSAGE)
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase());

/** A current code from the authenticator app. */
export const totpCodeSchema = z.object({
  code: typedCode.pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGE)),
});

/** The authenticator's code, or one of the recovery codes (ten letters and digits). */
export const anyCodeSchema = z.object({
  code: typedCode.pipe(z.string().regex(/^(\d{6}|[a-z0-9]{10})$/, SIGN_IN_CODE_MESSAGE)),
});

/** What may prove the second step of a sign-in: the authenticator app's code, or a passkey. */
export const SECOND_STEP_METHODS = ['app', 'passkey'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/** The pending sign-in the password step answered, named by its token. */
export const pendingSignInSchema = z.object({
  token: z.string().trim().min(1, 'Please sign in with your password again.').max(200),
});

/** The second step of a sign-in: the pending sign-in's token from the password step, and a code. */
export const secondStepSchema = anyCodeSchema.extend(pendingSignInSchema.shape);

/** The second step with a passkey: the pending sign-in's token and the device's signed answer. */
export const passkeySecondStepSchema = pendingSignInSchema.extend({
  response: authenticationResponseSchema,
});

/** Whether two-step sign-in is on, since when, and how many recovery codes are left. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new secret, not yet confirmed: the QR code (an SVG data URL) and the secret typed out. */
export const twoFactorSetupSchema = z.object({
  qrCode: z.string(),
  secret: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Shown once: each works once in place of a code. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
});

/** A recovery code as shown: two groups of five, easier to copy by hand. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Who in an organisation must use two-step sign-in, as its administrator chooses. */
export const TWO_FACTOR_POLICIES = ['nobody', 'administrators', 'everyone'] as const;
export type TwoFactorPolicy = (typeof TWO_FACTOR_POLICIES)[number];
export const TWO_FACTOR_POLICY_LABELS: Record<TwoFactorPolicy, string> = {
  nobody: 'Nobody: each user chooses',
  administrators: 'Administrators',
  everyone: 'Everyone',
};

export const twoFactorPolicySchema = z.object({
  policy: z.enum(TWO_FACTOR_POLICIES, { message: 'Please choose who must use two-step sign-in.' }),
});

/**
 * Whether two-step sign-in is required of a user of this role: of the firm's staff always, before
 * the back office, whatever the policy; of others as their organisation's policy says (an
 * organisation's administrators are not `org_user`).
 */
export function policyCovers(policy: TwoFactorPolicy, role: string): boolean {
  if (role === 'platform_admin') return true;
  return policy === 'everyone' || (policy === 'administrators' && role !== 'org_user');
}

export const TWO_FACTOR_SET_UP_REQUIRED_MESSAGE =
  'Your organisation asks you to set up two-step sign-in before you continue.';
