import { describe, expect, it } from 'vitest';
import { MOBILE_MESSAGE, PIN_CODE_MESSAGE } from './indian-formats';
import { billingSchema } from './orders';
import { GSTIN_PAN_MISMATCH_MESSAGE, isProfileComplete, profileSchema } from './profile';

const organisation = {
  legalName: 'Kulkarni Textiles Private Limited',
  pan: 'AAPFU0939F',
  gstin: '27AAPFU0939F1ZV',
  tan: '',
  addressLine1: '12 Mill Road',
  addressLine2: '',
  city: 'Mumbai',
  stateCode: '27',
  pinCode: '400013',
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('every error of a form at once', () => {
  it('reports a GSTIN that is not the PAN’s beside the other fields’ errors', () => {
    const result = profileSchema.safeParse({
      name: '',
      mobile: '12',
      organisation: { ...organisation, pinCode: '12', gstin: '27AAACR5055K1Z7' },
    });
    expect(messages(result)).toMatchObject({
      name: 'Please enter your name.',
      mobile: MOBILE_MESSAGE,
      'organisation.pinCode': PIN_CODE_MESSAGE,
      'organisation.gstin': GSTIN_PAN_MISMATCH_MESSAGE,
    });
  });

  it('does the same for the checkout’s billing details', () => {
    const result = billingSchema.safeParse({
      ...organisation,
      city: '',
      pinCode: '4000',
      gstin: '27AAACR5055K1Z7',
    });
    expect(messages(result)).toMatchObject({
      city: 'Please enter the city.',
      pinCode: PIN_CODE_MESSAGE,
      gstin: GSTIN_PAN_MISMATCH_MESSAGE,
    });
  });

  it('says nothing of the GSTIN’s agreement while the PAN itself is wrong', () => {
    const result = profileSchema.safeParse({
      name: 'Ravi',
      mobile: '9820012345',
      organisation: { ...organisation, pan: 'NOTAPAN' },
    });
    expect(Object.keys(messages(result))).toEqual(['organisation.pan']);
  });

  it('refuses a value that is not an object at all, rather than failing on it', () => {
    for (const value of [null, undefined, 42, 'profile']) {
      expect(profileSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('the PIN code and the state', () => {
  const inKarnataka = 'PIN code 560001 is in Karnataka, not Maharashtra.';

  it('reports a PIN code of another state next to the PIN code, with the other errors', () => {
    const result = profileSchema.safeParse({
      name: '',
      mobile: '9820012345',
      organisation: { ...organisation, pinCode: '560001' },
    });
    expect(messages(result)).toEqual({
      name: 'Please enter your name.',
      'organisation.pinCode': inKarnataka,
    });
  });

  it('does the same for the checkout’s billing details', () => {
    const result = billingSchema.safeParse({ ...organisation, city: '', pinCode: '560001' });
    expect(messages(result)).toEqual({ city: 'Please enter the city.', pinCode: inKarnataka });
  });

  it('accepts a PIN code of a range the state shares with a union territory', () => {
    const puducherry = { ...organisation, gstin: '', stateCode: '34', pinCode: '605001' };
    const tamilNadu = { ...puducherry, stateCode: '33', pinCode: '605602' };
    expect(billingSchema.safeParse(puducherry).success).toBe(true);
    expect(billingSchema.safeParse(tamilNadu).success).toBe(true);
  });

  it('says nothing of their agreement while either is itself wrong', () => {
    const result = billingSchema.safeParse({ ...organisation, pinCode: '56000' });
    expect(messages(result)).toEqual({ pinCode: PIN_CODE_MESSAGE });
  });

  it('counts a profile whose PIN code is in another state as incomplete', () => {
    const details = {
      name: 'Ravi',
      mobile: '9820012345',
      legalName: organisation.legalName,
      pan: organisation.pan,
      stateCode: '27',
    };
    expect(isProfileComplete({ ...details, pinCode: '400013' })).toBe(true);
    expect(isProfileComplete({ ...details, pinCode: '560001' })).toBe(false);
  });
});
