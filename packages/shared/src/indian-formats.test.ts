import { describe, expect, it } from 'vitest';
import {
  GSTIN_CHECK_MESSAGE,
  GSTIN_MESSAGE,
  GSTIN_STATE_MESSAGE,
  gstinCheckCharacter,
  gstinSchema,
  gstinStateCodes,
  indianMobileSchema,
  indianStates,
  isValidGstin,
  isValidPan,
  isValidPinCode,
  isValidTan,
  MOBILE_MESSAGE,
  normaliseIndianMobile,
  PAN_MESSAGE,
  panOfGstin,
  panSchema,
  pinCodeSchema,
  tanSchema,
} from './indian-formats';

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('PAN', () => {
  it('accepts five letters, four digits and a letter, tidying the input', () => {
    expect(isValidPan('ABCDE1234F')).toBe(true);
    expect(panSchema.parse('  abcde1234f ')).toBe('ABCDE1234F');
  });

  it('refuses anything else with the example in the message', () => {
    for (const bad of ['ABCD1234F', 'ABCDE12345', '1BCDE1234F', 'ABCDE1234FG', 'ABCDE 1234F', '']) {
      expect(isValidPan(bad)).toBe(false);
    }
    expect(messageOf(panSchema.safeParse('ABCDE12345'))).toBe(PAN_MESSAGE);
  });
});

describe('TAN', () => {
  it('accepts four letters, five digits and a letter', () => {
    expect(isValidTan('MUMA12345B')).toBe(true);
    expect(tanSchema.parse('mumA12345b')).toBe('MUMA12345B');
  });

  it('refuses a PAN-shaped or short value', () => {
    expect(isValidTan('ABCDE1234F')).toBe(false);
    expect(isValidTan('MUM12345B')).toBe(false);
    expect(tanSchema.safeParse('MUMA1234B').success).toBe(false);
  });
});

describe('GSTIN', () => {
  it('accepts a real GSTIN and finds its PAN', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it('computes the check character over the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeUndefined();
    expect(gstinCheckCharacter('27AAPFU0939F1#')).toBeUndefined();
  });

  it('refuses a GSTIN with one character changed', () => {
    for (const changed of ['27AAPFU0939F1ZW', '27AAPFU0938F1ZV', '27AAPFV0939F1ZV']) {
      expect(isValidGstin(changed)).toBe(false);
      expect(messageOf(gstinSchema.safeParse(changed))).toBe(GSTIN_CHECK_MESSAGE);
    }
  });

  it('says which part is wrong', () => {
    expect(messageOf(gstinSchema.safeParse('27AAPFU0939F1Z'))).toBe(GSTIN_MESSAGE);
    expect(messageOf(gstinSchema.safeParse('27AAPF00939F1ZV'))).toBe(GSTIN_MESSAGE);
    // A well-formed GSTIN with a correct check character, but no state has code 40.
    const body = '40AAPFU0939F1Z';
    expect(messageOf(gstinSchema.safeParse(`${body}${gstinCheckCharacter(body)}`))).toBe(
      GSTIN_STATE_MESSAGE,
    );
  });

  it('accepts the special codes 97 and 99 and the older 25 and 28', () => {
    for (const code of ['97', '99', '25', '28', '38']) {
      const body = `${code}AAPFU0939F1Z`;
      expect(isValidGstin(`${body}${gstinCheckCharacter(body)}`)).toBe(true);
    }
  });
});

describe('Indian mobile numbers', () => {
  it('normalises the usual ways of writing one to 10 digits', () => {
    for (const written of [
      '9820012345',
      '98200 12345',
      '98200-12345',
      '+91 98200 12345',
      '+919820012345',
      '919820012345',
      '09820012345',
      ' 0 98200-123 45 ',
    ]) {
      expect(normaliseIndianMobile(written)).toBe('9820012345');
    }
    expect(indianMobileSchema.parse('+91 98200 12345')).toBe('9820012345');
  });

  it('keeps a number that itself begins with 91', () => {
    expect(normaliseIndianMobile('9123456789')).toBe('9123456789');
  });

  it('refuses landlines, short numbers and other countries', () => {
    for (const bad of [
      '5820012345',
      '982001234',
      '98200123456',
      '+1 9820012345',
      '022 4972 1800',
    ]) {
      expect(normaliseIndianMobile(bad)).toBeUndefined();
    }
    expect(messageOf(indianMobileSchema.safeParse('12345'))).toBe(MOBILE_MESSAGE);
  });
});

describe('PIN codes', () => {
  it('accepts six digits not starting with 0', () => {
    expect(isValidPinCode('400051')).toBe(true);
    expect(pinCodeSchema.parse(' 110001 ')).toBe('110001');
  });

  it('refuses other shapes', () => {
    for (const bad of ['040051', '40005', '4000511', '40005A'])
      expect(isValidPinCode(bad)).toBe(false);
  });
});

describe('states and union territories', () => {
  it('lists 28 states and 8 union territories with unique two-digit codes', () => {
    expect(indianStates.filter((state) => state.kind === 'state')).toHaveLength(28);
    expect(indianStates.filter((state) => state.kind === 'union-territory')).toHaveLength(8);
    const codes = indianStates.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d{2}$/.test(code))).toBe(true);
    expect(indianStates.find((state) => state.code === '27')?.name).toBe('Maharashtra');
    expect(gstinStateCodes.has('99')).toBe(true);
  });
});
