import { z } from 'zod';
import { indianMobileSchema } from './indian-formats.ts';
import { APP_CODES, PERMISSIONS, ROLES } from './permissions.ts';
import { returnPathSchema } from './return-path.ts';
import { SECOND_STEP_METHODS } from './two-factor.ts';

/** NIST SP 800-63B: at least 8 characters, long passphrases allowed, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_LENGTH_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';
export const PASSWORDS_DIFFER_MESSAGE = 'The passwords do not match.';
export const INVALID_CREDENTIALS_MESSAGE = 'The e-mail address or password is incorrect.';
export const WRONG_ORGANISATION_MESSAGE =
  'This account belongs to another organisation. Please sign in from your own organisation’s page, or from the main sign-in page.';

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Please enter a valid e-mail address, such as name@company.in.'))
  .transform((email) => email.toLowerCase());

/** Length only; the server also refuses common passwords (the list is too big for the browser). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/** A password being checked, not chosen: any length the form accepts. */
const givenPasswordSchema = z
  .string()
  .min(1, 'Please enter your password.')
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE);

/**
 * The confirmation's refinement settings. It runs even while other fields still have problems
 * (zod skips object refinements then by default), so a form shows every message at once.
 */
export function confirmationOf(field: string) {
  return {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
    when: (payload: { value: unknown }) => {
      const form = payload.value as Record<string, unknown> | undefined;
      return typeof form?.[field] === 'string' && typeof form?.confirmPassword === 'string';
    },
  };
}

export const signUpSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter your name.')
      .max(100, 'Please keep your name under 100 characters.'),
    email: emailSchema,
    mobile: indianMobileSchema,
    organisationName: z
      .string()
      .trim()
      .min(1, 'Please enter your organisation’s name.')
      .max(200, 'Please keep the organisation’s name under 200 characters.'),
    password: newPasswordSchema,
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, {
      error: 'Please accept the terms of use and the privacy policy to continue.',
    }),
    /** The page the visitor was on the way to: the confirmation link leads on there. */
    returnPath: returnPathSchema.optional(),
  })
  .refine((form) => form.password === form.confirmPassword, confirmationOf('password'));
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** `corporateName`: the organisation's landing slug from `/login?corporateName=`. */
export const loginSchema = z.object({
  email: emailSchema,
  password: givenPasswordSchema,
  corporateName: z.string().trim().max(100).optional(),
});
export type Login = z.output<typeof loginSchema>;

/** API clients sign in for a bearer token with an e-mail address and password only. */
export const emailOnlySchema = z.object({ email: emailSchema });
export const forgotPasswordSchema = emailOnlySchema;
/** `returnPath` as at sign-up: the new link leads on to the same page. */
export const resendVerificationSchema = emailOnlySchema.extend({
  returnPath: returnPathSchema.optional(),
});

export const tokenSchema = z.object({
  token: z.string().trim().min(1, 'The link is missing its code.').max(200),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, 'The link is missing its code.').max(200),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, confirmationOf('password'));

export const changePasswordSchema = z
  .object({
    currentPassword: givenPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, confirmationOf('newPassword'));

/** The `UserData` record as kept in local storage: never the session token. */
export const sessionUserSchema = z.object({
  UserId: z.number().int(),
  RoleId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  IsAdmin: z.boolean(),
  Name: z.string(),
  Email: z.string(),
  OrganisationId: z.string(),
  OrganisationName: z.string(),
  IsProfileDataSaved: z.enum(['Yes', 'No']),
  /** What the server allows this user; the menu and My Apps mirror it. */
  Permissions: z.array(z.enum(PERMISSIONS)),
  Apps: z.array(z.enum(APP_CODES)),
  /** The organisation requires two-step sign-in and it is not on yet: the set-up comes first. */
  TwoFactorSetUpRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
/**
 * A right password signs the user in, or, with two-step sign-in on, asks for the second step:
 * `secondStep.token` names that pending sign-in (5 minutes, single-use) and is not a session;
 * `methods` are what may prove it (the authenticator app's code, the user's passkey).
 */
const pendingSecondStepSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  methods: z.array(z.enum(SECOND_STEP_METHODS)),
});
export type PendingSecondStep = z.infer<typeof pendingSecondStepSchema>;
export const loginResponseSchema = z.union([
  z.object({ user: sessionUserSchema }),
  z.object({ secondStep: pendingSecondStepSchema }),
]);
export const signedInResponseSchema = z.object({ user: sessionUserSchema });
export const messageResponseSchema = z.object({ message: z.string() });

/**
 * The address is confirmed. `user` is set when the link also signed the user in (the session
 * cookie comes with it); null when they must sign in with their password, `email` filling it in.
 */
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  user: sessionUserSchema.nullable(),
  email: z.string(),
});

export const validateSessionResponseSchema = z.object({
  userId: z.number().int(),
  organisationId: z.string(),
  role: z.enum(ROLES),
  roleId: z.number().int(),
  isAdmin: z.boolean(),
  appAccess: z.array(z.enum(APP_CODES)),
  expiresAt: z.string(),
});

/** `/login?corporateName=`: the organisation whose name the login page shows. */
export const corporateLandingParamsSchema = z.object({
  corporateName: z.string().trim().min(1).max(100),
});

export const corporateLandingSchema = z.object({
  corporateName: z.string(),
  organisationName: z.string(),
});
