import { describe, expect, it } from 'vitest';
import {
  GSTIN_CHECK_MESSAGE,
  GSTIN_HOLDER_MESSAGE,
  GSTIN_MESSAGE,
  GSTIN_STATE_MESSAGE,
  gstinCheckCharacter,
  gstinSchema,
  indianMobileSchema,
  isValidCin,
  isValidGstin,
  isValidPan,
  isValidPinCode,
  isValidTan,
  MOBILE_MESSAGE,
  normaliseIndianMobile,
  PAN_HOLDER_MESSAGE,
  PAN_MESSAGE,
  panOfGstin,
  panSchema,
  parseCin,
  pinCodeSchema,
  tanSchema,
} from './indian-formats';

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('PAN', () => {
  it('accepts five letters, four digits and a letter, tidying the input', () => {
    expect(isValidPan('AAPFU0939F')).toBe(true);
    expect(panSchema.parse('  aapfu0939f ')).toBe('AAPFU0939F');
  });

  it('accepts every holder type as the fourth letter', () => {
    for (const type of ['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G']) {
      expect(isValidPan(`AAA${type}K1234Q`)).toBe(true);
    }
  });

  it('refuses a fourth letter that is no holder type, saying which types there are', () => {
    for (const type of ['D', 'E', 'K', 'M', 'Z']) {
      expect(isValidPan(`AAA${type}K1234Q`)).toBe(false);
      expect(messageOf(panSchema.safeParse(`AAA${type}K1234Q`))).toBe(PAN_HOLDER_MESSAGE);
    }
    expect(PAN_HOLDER_MESSAGE).toContain('P, C, H, F, A, T, B, L, J or G');
  });

  it('refuses anything else with the example in the message', () => {
    for (const bad of ['AAPF0939F', 'AAPFU09390', '1APFU0939F', 'AAPFU0939FG', 'AAPFU 0939F', '']) {
      expect(isValidPan(bad)).toBe(false);
    }
    expect(messageOf(panSchema.safeParse('AAPFU09390'))).toBe(PAN_MESSAGE);
  });

  it('gives as its example a PAN that passes its own check', () => {
    const example = /such as ([A-Z0-9]{10})\./.exec(PAN_MESSAGE)?.[1];
    expect(example).toBeDefined();
    expect(isValidPan(example ?? '')).toBe(true);
  });
});

describe('TAN', () => {
  it('accepts four letters, five digits and a letter', () => {
    expect(isValidTan('MUMA12345B')).toBe(true);
    expect(tanSchema.parse('mumA12345b')).toBe('MUMA12345B');
  });

  it('refuses a PAN-shaped or short value', () => {
    expect(isValidTan('AAPFU0939F')).toBe(false);
    expect(isValidTan('MUM12345B')).toBe(false);
    expect(tanSchema.safeParse('MUMA1234B').success).toBe(false);
  });
});

/** A GSTIN made from its first 14 characters with the check character worked out here. */
const withCheck = (body: string) => `${body}${gstinCheckCharacter(body)}`;

describe('GSTIN', () => {
  it('accepts a real GSTIN and finds its PAN', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it('computes the check character over the first 14 characters', () => {
    // Worked by hand: the weighted digit sums of 27AAPFU0939F1Z add up to 221, which is 5 past
    // a multiple of 36; 36 − 5 = 31 is V.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    // 37AAACP1234C1Z adds up to 180, a multiple of 36, so its check character is 0.
    expect(gstinCheckCharacter('37AAACP1234C1Z')).toBe('0');
    expect(isValidGstin('37AAACP1234C1Z0')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeUndefined();
    expect(gstinCheckCharacter('27AAPFU0939F1#')).toBeUndefined();
  });

  it('refuses a GSTIN with one character changed', () => {
    for (const changed of [
      '27AAPFU0939F1ZW',
      '27AAPFU0938F1ZV',
      '27AAPFV0939F1ZV',
      '37AAACP1234C1Z1',
    ]) {
      expect(isValidGstin(changed)).toBe(false);
      expect(messageOf(gstinSchema.safeParse(changed))).toBe(GSTIN_CHECK_MESSAGE);
    }
  });

  it('says which part is wrong', () => {
    expect(messageOf(gstinSchema.safeParse('27AAPFU0939F1Z'))).toBe(GSTIN_MESSAGE);
    expect(messageOf(gstinSchema.safeParse('27AAPF00939F1ZV'))).toBe(GSTIN_MESSAGE);
    // Well formed with a correct check character, but no state has code 40.
    expect(messageOf(gstinSchema.safeParse(withCheck('40AAPFU0939F1Z')))).toBe(GSTIN_STATE_MESSAGE);
  });

  it('checks the PAN inside it as a PAN, even when the check character agrees', () => {
    const gstin = withCheck('27ABCDE1234F1Z');
    expect(gstin).toBe('27ABCDE1234F1Z0');
    expect(isValidGstin(gstin)).toBe(false);
    expect(messageOf(gstinSchema.safeParse(gstin))).toBe(GSTIN_HOLDER_MESSAGE);
  });

  it('accepts today’s states and territories and the special codes 97 and 99', () => {
    for (const code of ['01', '26', '37', '38', '97', '99']) {
      expect(isValidGstin(withCheck(`${code}AAACP1234C1Z`))).toBe(true);
    }
  });

  it('refuses the retired codes 25 and 28, naming the state and code that replaced each', () => {
    const daman = withCheck('25AAACP1234C1Z');
    expect(isValidGstin(daman)).toBe(false);
    expect(messageOf(gstinSchema.safeParse(daman))).toMatch(
      /Dadra and Nagar Haveli and Daman and Diu, code 26/,
    );
    const andhra = withCheck('28AAACP1234C1Z');
    expect(andhra).toBe('28AAACP1234C1ZZ');
    expect(messageOf(gstinSchema.safeParse(andhra))).toMatch(/Andhra Pradesh is now code 37/);
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

describe('CIN', () => {
  it('reads a private company’s 21 characters into their parts', () => {
    expect(parseCin(' u74140mh2011ptc218764 ')).toEqual({
      listed: false,
      industryCode: '74140',
      stateCode: 'MH',
      year: 2011,
      kind: 'PTC',
      registrationNumber: '218764',
    });
    expect(isValidCin('L17110MH1973PLC019786')).toBe(true);
  });

  it('refuses a wrong length, listing letter, state, year or kind of company', () => {
    expect(isValidCin('U74140MH2011PTC21876')).toBe(false);
    expect(isValidCin('U74140MH2011PTC2187645')).toBe(false);
    expect(isValidCin('X74140MH2011PTC218764')).toBe(false);
    expect(isValidCin('U7414AMH2011PTC218764')).toBe(false);
    expect(isValidCin('U74140M12011PTC218764')).toBe(false);
    expect(isValidCin('U74140MH3011PTC218764')).toBe(false);
    expect(isValidCin('U74140MH2011XYZ218764')).toBe(false);
  });
});
