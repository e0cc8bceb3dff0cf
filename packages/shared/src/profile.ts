import { z } from 'zod';
import {
  gstinSchema,
  indianMobileSchema,
  isValidPan,
  isValidPinCode,
  normaliseIndianMobile,
  panOfGstin,
  panSchema,
  pinCodeSchema,
  tanSchema,
} from './indian-formats.ts';
import { isCurrentStateCode, stateCodeSchema } from './indian-states.ts';
import { pinCodeFitsState, pinCodeStateMessage } from './pin-code-states.ts';

export const GSTIN_PAN_MISMATCH_MESSAGE = 'The PAN inside this GSTIN does not match the PAN.';
export const GSTIN_STATE_MISMATCH_MESSAGE = "The GSTIN's state code does not match the state.";

/** An optional field: empty text means "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .optional();

export const profileOrganisationSchema = z.object({
  legalName: z.string().trim().min(1, 'Please enter the legal name.').max(200),
  pan: panSchema,
  gstin: optional(gstinSchema),
  tan: optional(tanSchema),
  addressLine1: z.string().trim().max(200).default(''),
  addressLine2: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  stateCode: stateCodeSchema,
  pinCode: pinCodeSchema,
});

/**
 * A GSTIN must carry the organisation's own PAN and be registered in its state; the message goes
 * on the GSTIN field under `path`.
 */
export function checkGstinAgrees(
  organisation: { gstin?: string | null; pan: string; stateCode: string },
  context: z.RefinementCtx,
  path: string[] = [],
): void {
  const { gstin } = organisation;
  if (!gstin) return;
  if (panOfGstin(gstin) !== organisation.pan) {
    context.addIssue({
      code: 'custom',
      path: [...path, 'gstin'],
      message: GSTIN_PAN_MISMATCH_MESSAGE,
    });
  }
  if (gstin.slice(0, 2) !== organisation.stateCode) {
    context.addIssue({
      code: 'custom',
      path: [...path, 'gstin'],
      message: GSTIN_STATE_MISMATCH_MESSAGE,
    });
  }
}

const gstinCheckFields = profileOrganisationSchema.pick({
  pan: true,
  gstin: true,
  stateCode: true,
});

/**
 * Lets the GSTIN check run as soon as the fields it compares are valid, whatever else is wrong:
 * a form then shows its message together with all the others, not after they are put right.
 * `pick` finds the organisation's details in the value being checked.
 */
export function whenGstinFieldsValid(pick: (value: unknown) => unknown = (value) => value) {
  return (payload: { value: unknown }) => gstinCheckFields.safeParse(pick(payload.value)).success;
}

/** A PIN code must be in the chosen state; the message goes on the PIN code field under `path`. */
export function checkPinCodeAgrees(
  organisation: { pinCode: string; stateCode: string },
  context: z.RefinementCtx,
  path: string[] = [],
): void {
  const { pinCode, stateCode } = organisation;
  if (pinCodeFitsState(pinCode, stateCode)) return;
  context.addIssue({
    code: 'custom',
    path: [...path, 'pinCode'],
    message: pinCodeStateMessage(pinCode, stateCode),
  });
}

const pinCodeCheckFields = profileOrganisationSchema.pick({ pinCode: true, stateCode: true });

/** Like `whenGstinFieldsValid`, for the PIN code and state the PIN code check compares. */
export function whenPinCodeFieldsValid(pick: (value: unknown) => unknown = (value) => value) {
  return (payload: { value: unknown }) => pinCodeCheckFields.safeParse(pick(payload.value)).success;
}

// The value is whatever was sent, perhaps not an object at all.
const organisationOf = (value: unknown) =>
  (value as { organisation?: unknown } | null | undefined)?.organisation;

/** The user-profile form; `organisation` only for administrators. */
export const profileSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter your name.').max(100),
    mobile: indianMobileSchema,
    organisation: profileOrganisationSchema.optional(),
  })
  .superRefine(
    (profile, context) => {
      if (profile.organisation) checkGstinAgrees(profile.organisation, context, ['organisation']);
    },
    { when: whenGstinFieldsValid(organisationOf) },
  )
  .superRefine(
    (profile, context) => {
      if (profile.organisation) checkPinCodeAgrees(profile.organisation, context, ['organisation']);
    },
    { when: whenPinCodeFieldsValid(organisationOf) },
  );
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;

export const profileResponseSchema = z.object({
  user: z.object({ name: z.string(), email: z.string(), mobile: z.string().nullable() }),
  organisation: z.object({
    name: z.string(),
    /** The organisation's own sign-in page is `/login?corporateName=<this>`. */
    corporateName: z.string().nullable(),
    legalName: z.string().nullable(),
    pan: z.string().nullable(),
    gstin: z.string().nullable(),
    tan: z.string().nullable(),
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    city: z.string().nullable(),
    stateCode: z.string().nullable(),
    pinCode: z.string().nullable(),
  }),
  isProfileDataSaved: z.enum(['Yes', 'No']),
});

/** The profile as the portal reads it: the user, their organisation, whether it is complete. */
export type ProfileData = z.output<typeof profileResponseSchema>;

export interface CompletenessInput {
  name: string | null;
  mobile: string | null;
  legalName: string | null;
  pan: string | null;
  stateCode: string | null;
  pinCode: string | null;
}

/**
 * Name and mobile, legal name, PAN, state and PIN present and valid as a save would accept them
 * today, so a profile kept with a retired state code, or a PIN code of another state, asks to be
 * brought up to date.
 */
export function isProfileComplete(input: CompletenessInput): boolean {
  return Boolean(
    input.name?.trim() &&
      input.mobile &&
      normaliseIndianMobile(input.mobile) &&
      input.legalName?.trim() &&
      input.pan &&
      isValidPan(input.pan) &&
      input.stateCode &&
      isCurrentStateCode(input.stateCode) &&
      input.pinCode &&
      isValidPinCode(input.pinCode) &&
      pinCodeFitsState(input.pinCode, input.stateCode),
  );
}

export const sessionListSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      ip: z.string().nullable(),
      device: z.string(),
      current: z.boolean(),
    }),
  ),
});
