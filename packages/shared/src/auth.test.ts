import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  loginSchema,
  PASSWORDS_DIFFER_MESSAGE,
  signUpSchema,
} from './auth.ts';
import { ROLE_IDS, roleHasPermission } from './permissions.ts';
import { isProfileComplete, profileSchema } from './profile.ts';

describe('auth schemas', () => {
  it('lower-cases e-mail addresses and keeps mobiles as 10 digits', () => {
    const parsed = signUpSchema.parse({
      name: 'Asha',
      email: ' Asha@Example.IN ',
      mobile: '+91 98200 12345',
      organisationName: 'Kulkarni Textiles',
      password: 'monsoon-ledger',
      confirmPassword: 'monsoon-ledger',
      acceptTerms: true,
    });
    expect(parsed).toMatchObject({ email: 'asha@example.in', mobile: '9820012345' });
    expect(loginSchema.parse({ email: 'A@B.IN', password: 'x' }).email).toBe('a@b.in');
  });

  it('reports a mismatched confirmation together with the other fields’ problems', () => {
    const result = signUpSchema.safeParse({
      name: '',
      email: 'asha@example.in',
      mobile: '9820012345',
      organisationName: 'Kulkarni Textiles',
      password: 'monsoon-ledger',
      confirmPassword: 'monsoon-ledgers',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'acceptTerms', 'confirmPassword']));
    const confirmation = result.error?.issues.find((issue) => issue.path[0] === 'confirmPassword');
    expect(confirmation?.message).toBe(PASSWORDS_DIFFER_MESSAGE);
    expect(
      changePasswordSchema
        .safeParse({ currentPassword: '', newPassword: 'a', confirmPassword: 'b' })
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['currentPassword', 'newPassword', 'confirmPassword']);
  });

  it('maps roles to their RoleId and permissions', () => {
    expect(ROLE_IDS).toEqual({ platform_admin: 1, org_admin: 2, org_user: 3 });
    expect(roleHasPermission('org_admin', 'manage:users:org')).toBe(true);
    expect(roleHasPermission('org_user', 'manage:users:org')).toBe(false);
  });
});

describe('profile', () => {
  it('is complete with name, mobile, legal name, PAN, state and PIN', () => {
    const complete = {
      name: 'Asha',
      mobile: '9820012345',
      legalName: 'Kulkarni Textiles Pvt Ltd',
      pan: 'AAPFU0939F',
      stateCode: '27',
      pinCode: '400051',
    };
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, pinCode: null })).toBe(false);
    expect(isProfileComplete({ ...complete, pan: 'AAPFU0939' })).toBe(false);
    // A PAN whose fourth letter is no holder type cannot exist.
    expect(isProfileComplete({ ...complete, pan: 'ABCDE1234F' })).toBe(false);
  });

  it('loads details kept with a retired state code, but asks for today’s code to complete or save them', () => {
    const kept = {
      name: 'Asha',
      mobile: '9820012345',
      legalName: 'Godavari Traders',
      pan: 'AAACP1234C',
      stateCode: '28',
      pinCode: '520001',
    };
    expect(isProfileComplete(kept)).toBe(false);
    expect(isProfileComplete({ ...kept, stateCode: '37' })).toBe(true);
    const saved = profileSchema.safeParse({
      name: kept.name,
      mobile: kept.mobile,
      organisation: {
        legalName: kept.legalName,
        pan: kept.pan,
        stateCode: '28',
        pinCode: kept.pinCode,
      },
    });
    expect(saved.error?.issues).toEqual([
      expect.objectContaining({
        path: ['organisation', 'stateCode'],
        message: expect.stringContaining('Andhra Pradesh is now code 37'),
      }),
    ]);
  });

  it('treats an empty GSTIN and TAN as not given', () => {
    const parsed = profileSchema.parse({
      name: 'Asha',
      mobile: '9820012345',
      organisation: {
        legalName: 'Kulkarni',
        pan: 'aapfu0939f',
        gstin: '',
        tan: '',
        stateCode: '27',
        pinCode: '400051',
      },
    });
    expect(parsed.organisation).toMatchObject({ pan: 'AAPFU0939F', gstin: null, tan: null });
  });
});
