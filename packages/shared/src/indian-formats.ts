import { z } from 'zod';

/**
 * Indian identifiers the firm's forms ask for (PAN, TAN, GSTIN, mobile, PIN code). Each has a
 * zod schema that trims and upper-cases what a person typed, and a plain function for code that
 * only needs a yes or no. The schemas validate both the browser forms and the API.
 */

export const PAN_MESSAGE = 'Enter a valid PAN, such as ABCDE1234F.';
export const TAN_MESSAGE = 'Enter a valid TAN, such as MUMA12345B.';
export const GSTIN_MESSAGE = 'Enter a valid 15-character GSTIN, such as 27AAPFU0939F1ZV.';
export const GSTIN_STATE_MESSAGE = "The GSTIN's first two digits are not a valid state code.";
export const GSTIN_CHECK_MESSAGE =
  "The GSTIN's check character doesn't match — please re-check it.";
export const MOBILE_MESSAGE = 'Enter a 10-digit Indian mobile number, such as 98200 12345.';
export const PIN_CODE_MESSAGE = 'Enter a valid 6-digit PIN code, such as 400051.';

const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;
/** State code, the holder's PAN, the registration number within that PAN, a letter (usually Z), check. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/;
const MOBILE_PATTERN = /^(\+91|91|0)?([6-9][0-9]{9})$/;
const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** How people type these codes: with stray spaces and in any case. */
const tidy = (value: string) => value.trim().toUpperCase();

export function isValidPan(value: string): boolean {
  return PAN_PATTERN.test(tidy(value));
}

export function isValidTan(value: string): boolean {
  return TAN_PATTERN.test(tidy(value));
}

export function isValidPinCode(value: string): boolean {
  return PIN_CODE_PATTERN.test(value.trim());
}

/**
 * States and union territories with their GST state codes, in code order. Billing addresses pick
 * from this list; the code is the first two digits of a GSTIN registered there.
 */
export const indianStates = [
  { code: '01', name: 'Jammu and Kashmir', kind: 'union-territory' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '04', name: 'Chandigarh', kind: 'union-territory' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '07', name: 'Delhi', kind: 'union-territory' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state' },
  { code: '13', name: 'Nagaland', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state' },
  { code: '15', name: 'Mizoram', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state' },
  { code: '17', name: 'Meghalaya', kind: 'state' },
  { code: '18', name: 'Assam', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    kind: 'union-territory',
  },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '31', name: 'Lakshadweep', kind: 'union-territory' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '34', name: 'Puducherry', kind: 'union-territory' },
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'union-territory' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '38', name: 'Ladakh', kind: 'union-territory' },
] as const;

export type IndianState = (typeof indianStates)[number];
export type GstStateCode = IndianState['code'];

/**
 * Every code a GSTIN may start with: the list above, plus 25 (Daman and Diu) and 28 (undivided
 * Andhra Pradesh), which older registrations still carry, 97 (other territory) and 99 (centre).
 */
export const gstinStateCodes: ReadonlySet<string> = new Set([
  ...indianStates.map((state) => state.code),
  '25',
  '28',
  '97',
  '99',
]);

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN, computed from its first 14: each character's value (0–35) is
 * multiplied by 1 and 2 alternately, each product's base-36 digits are added up, and the check
 * character brings the total to a multiple of 36. Undefined if the input has other characters.
 */
export function gstinCheckCharacter(first14: string): string | undefined {
  const body = tidy(first14);
  if (body.length !== 14) return undefined;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_ALPHABET.indexOf(body.charAt(index));
    if (value === -1) return undefined;
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'format' | 'state' | 'check';

/** What is wrong with a GSTIN, if anything, so a form can say which part to look at. */
export function gstinProblem(value: string): GstinProblem | undefined {
  const gstin = tidy(value);
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (!gstinStateCodes.has(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'check';
  return undefined;
}

export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === undefined;
}

/** The PAN inside a well-formed GSTIN (characters 3 to 12). */
export function panOfGstin(gstin: string): string {
  return tidy(gstin).slice(2, 12);
}

/**
 * A mobile number as its 10 digits, or undefined if it is not an Indian mobile number. Spaces
 * and hyphens are ignored, and a +91, 91 or 0 in front is dropped.
 */
export function normaliseIndianMobile(value: string): string | undefined {
  const compact = value.trim().replace(/[\s-]/g, '');
  return MOBILE_PATTERN.exec(compact)?.[2];
}

export const panSchema = z.string().trim().toUpperCase().regex(PAN_PATTERN, PAN_MESSAGE);

export const tanSchema = z.string().trim().toUpperCase().regex(TAN_PATTERN, TAN_MESSAGE);

const gstinMessages: Record<GstinProblem, string> = {
  format: GSTIN_MESSAGE,
  state: GSTIN_STATE_MESSAGE,
  check: GSTIN_CHECK_MESSAGE,
};

export const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, context) => {
    const problem = gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: gstinMessages[problem] });
  });

/** Accepts the ways people write a mobile number; outputs its 10 digits. */
export const indianMobileSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const mobile = normaliseIndianMobile(value);
    if (mobile === undefined) {
      context.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
      return z.NEVER;
    }
    return mobile;
  });

export const pinCodeSchema = z.string().trim().regex(PIN_CODE_PATTERN, PIN_CODE_MESSAGE);
