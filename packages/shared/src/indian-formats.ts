import { z } from 'zod';
import { isCurrentGstinStateCode, retiredStateCodes } from './indian-states.ts';

/**
 * Indian identifiers the firm's forms ask for (PAN, TAN, GSTIN, mobile, PIN code). Each has a
 * zod schema that trims and upper-cases what a person typed, and a plain function for code that
 * only needs a yes or no. The schemas validate both the browser forms and the API.
 */

export const PAN_MESSAGE = 'Enter a valid PAN, such as AAPFU0939F.';
export const PAN_HOLDER_MESSAGE =
  'The fourth letter of a PAN is the holder type: P, C, H, F, A, T, B, L, J or G.';
export const TAN_MESSAGE = 'Enter a valid TAN, such as MUMA12345B.';
export const GSTIN_MESSAGE = 'Enter a valid 15-character GSTIN, such as 27AAPFU0939F1ZV.';
export const GSTIN_STATE_MESSAGE = "The GSTIN's first two digits are not a valid state code.";
export const GSTIN_HOLDER_MESSAGE =
  "Characters 3 to 12 of a GSTIN are the holder's PAN, whose fourth letter is the holder type: P, C, H, F, A, T, B, L, J or G.";
export const GSTIN_CHECK_MESSAGE =
  "The GSTIN's check character doesn't match — please re-check it.";
export const MOBILE_MESSAGE = 'Enter a 10-digit Indian mobile number, such as 98200 12345.';
export const PIN_CODE_MESSAGE = 'Enter a valid 6-digit PIN code, such as 400051.';

const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/**
 * A PAN's fourth letter says who holds it: a person, company, Hindu undivided family, firm,
 * association of persons, trust, body of individuals, local authority, artificial juridical
 * person or government. No PAN carries another letter there.
 */
const PAN_HOLDER_TYPES = 'PCHFATBLJG';
const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;
/** State code, the holder's PAN, the registration number within that PAN, a letter (usually Z), check. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][0-9A-Z][0-9A-Z]$/;
const MOBILE_PATTERN = /^(\+91|91|0)?([6-9][0-9]{9})$/;
const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** How people type these codes: with stray spaces and in any case. */
const tidy = (value: string) => value.trim().toUpperCase();

export type PanProblem = 'format' | 'holder';

/** What is wrong with a PAN, if anything. */
export function panProblem(value: string): PanProblem | undefined {
  const pan = tidy(value);
  if (!PAN_PATTERN.test(pan)) return 'format';
  if (!PAN_HOLDER_TYPES.includes(pan.charAt(3))) return 'holder';
  return undefined;
}

export function isValidPan(value: string): boolean {
  return panProblem(value) === undefined;
}

export function isValidTan(value: string): boolean {
  return TAN_PATTERN.test(tidy(value));
}

/**
 * A company's Corporate Identity Number from the Registrar of Companies, 21 characters: L (listed)
 * or U (unlisted), the five-digit industry code, the two-letter state of the registered office,
 * the year of incorporation, the kind of company (PTC private, PLC public, OPC one-person…) and a
 * six-digit registration number.
 */
const CIN_PATTERN =
  /^(?<listing>[LU])(?<industry>\d{5})(?<state>[A-Z]{2})(?<year>(?:18|19|20)\d{2})(?<kind>PTC|PLC|OPC|FTC|FLC|GOI|SGC|GAP|GAT|NPL|ULL|ULT)(?<number>\d{6})$/;

export interface CinParts {
  listed: boolean;
  industryCode: string;
  stateCode: string;
  year: number;
  kind: string;
  registrationNumber: string;
}

/** The parts of a well-formed CIN, or undefined if it is not one. */
export function parseCin(value: string): CinParts | undefined {
  const groups = CIN_PATTERN.exec(tidy(value))?.groups;
  if (!groups) return undefined;
  return {
    listed: groups.listing === 'L',
    industryCode: groups.industry ?? '',
    stateCode: groups.state ?? '',
    year: Number(groups.year),
    kind: groups.kind ?? '',
    registrationNumber: groups.number ?? '',
  };
}

export function isValidCin(value: string): boolean {
  return parseCin(value) !== undefined;
}

export function isValidPinCode(value: string): boolean {
  return PIN_CODE_PATTERN.test(value.trim());
}

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

export type GstinProblem = 'format' | 'retired-state' | 'state' | 'holder' | 'check';

/**
 * What is wrong with a GSTIN given today, if anything, so a form can say which part to look at:
 * its shape, its state code (a retired one is told apart), the PAN inside it, or the check
 * character.
 */
export function gstinProblem(value: string): GstinProblem | undefined {
  const gstin = tidy(value);
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  const stateCode = gstin.slice(0, 2);
  if (retiredStateCodes.has(stateCode)) return 'retired-state';
  if (!isCurrentGstinStateCode(stateCode)) return 'state';
  if (panProblem(panOfGstin(gstin))) return 'holder';
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

const panMessages: Record<PanProblem, string> = {
  format: PAN_MESSAGE,
  holder: PAN_HOLDER_MESSAGE,
};

export const panSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, context) => {
    const problem = panProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: panMessages[problem] });
  });

export const tanSchema = z.string().trim().toUpperCase().regex(TAN_PATTERN, TAN_MESSAGE);

const gstinMessages: Record<Exclude<GstinProblem, 'retired-state'>, string> = {
  format: GSTIN_MESSAGE,
  state: GSTIN_STATE_MESSAGE,
  holder: GSTIN_HOLDER_MESSAGE,
  check: GSTIN_CHECK_MESSAGE,
};

/** A retired state code's message names the code that replaced it. */
function gstinMessage(gstin: string, problem: GstinProblem): string {
  if (problem === 'retired-state') {
    return retiredStateCodes.get(gstin.slice(0, 2))?.message ?? GSTIN_STATE_MESSAGE;
  }
  return gstinMessages[problem];
}

export const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, context) => {
    const problem = gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: gstinMessage(value, problem) });
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

/** 9820012345 → +91 98200 12345, as people in India write it. */
export function displayMobile(mobile: string): string {
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}
