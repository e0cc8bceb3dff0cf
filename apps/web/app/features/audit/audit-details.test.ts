import { describe, expect, it } from 'vitest';
import { compactDetails, detailsOf, labelOfPath, summariseChanges } from './audit-details';

describe('summariseChanges', () => {
  it('lists only what changed, with readable names, for nested records', () => {
    const before = {
      user: { name: 'Asha Kulkarni', email: 'asha@example.in', mobile: '9820012345' },
      organisation: { legalName: null, city: 'Pune' },
      isProfileDataSaved: 'No',
    };
    const after = {
      user: { name: 'Asha K', email: 'asha@example.in', mobile: '9820012345' },
      organisation: { legalName: 'Kulkarni Textiles Pvt Ltd', city: 'Pune' },
      isProfileDataSaved: 'Yes',
    };
    expect(summariseChanges(before, after)).toEqual([
      'User name: Asha Kulkarni → Asha K',
      'Organisation legal name: (empty) → Kulkarni Textiles Pvt Ltd',
      'Is profile data saved: No → Yes',
    ]);
  });

  it('shows what was recorded when there is only an after, or only a before', () => {
    expect(summariseChanges(null, { reason: 'wrong_password' })).toEqual([
      'Reason: Wrong password',
    ]);
    expect(summariseChanges({ role: 'org_admin' }, null)).toEqual([
      'Role: Administrator (removed)',
    ]);
  });

  it('says nothing when nothing was recorded or nothing changed', () => {
    expect(summariseChanges(null, null)).toEqual([]);
    expect(summariseChanges(undefined, undefined)).toEqual([]);
    expect(summariseChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('handles lists, plain values and long text', () => {
    expect(summariseChanges({ apps: ['EPOI'] }, { apps: ['EPOI', 'EFORM16'] })).toEqual([
      'Apps: ["EPOI"] → ["EPOI","EFORM16"]',
    ]);
    expect(summariseChanges('org_user', 'org_admin')).toEqual(['Value: Org user → Org admin']);
    const [line] = summariseChanges(null, { note: 'x'.repeat(200) });
    expect(line).toHaveLength('Note: '.length + 60);
    expect(line?.endsWith('…')).toBe(true);
  });
});

describe('values as a customer reads them', () => {
  it('says how someone signed in and paid in words, never as a code', () => {
    expect(summariseChanges(null, { method: 'verification_link' })).toEqual([
      'Method: Link in the confirmation e-mail',
    ]);
    expect(summariseChanges(null, { method: 'password' })).toEqual(['Method: Password']);
    expect(summariseChanges(null, { method: 'upi' })).toEqual(['Method: UPI']);
  });

  it('shows amounts in rupees, states by name and flags as yes or no, never an id', () => {
    expect(
      summariseChanges(
        { order: { id: 'b2c4', totalPaise: 2_832_000 }, paymentId: 'pay_1', isAvailable: true },
        {
          order: { id: 'b2c4', totalPaise: 3_000_050 },
          paymentId: 'pay_2',
          isAvailable: false,
          organisation: { stateCode: '27' },
        },
      ),
    ).toEqual([
      'Order total: ₹28,320.00 → ₹30,000.50',
      'Is available: Yes → No',
      'Organisation state: Maharashtra',
    ]);
  });
});

describe('compactDetails', () => {
  it('keeps a short list as it is and folds a long one', () => {
    expect(compactDetails(['a', 'b'])).toEqual(['a', 'b']);
    expect(compactDetails(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual([
      'a',
      'b',
      'c',
      'and 3 more changes',
    ]);
  });
});

describe('labelOfPath', () => {
  it('turns camelCase, snake_case and dotted paths into words', () => {
    expect(labelOfPath('corporateName')).toBe('Corporate name');
    expect(labelOfPath('reason_code')).toBe('Reason code');
    expect(labelOfPath('organisation.legalName')).toBe('Organisation legal name');
  });

  it('names an amount in paise and a state code by what is shown: rupees and a name', () => {
    expect(labelOfPath('totalPaise')).toBe('Total');
    expect(labelOfPath('organisation.stateCode')).toBe('Organisation state');
  });

  it('keeps identifiers such as PAN, GSTIN and PIN in capitals', () => {
    expect(labelOfPath('organisation.pinCode')).toBe('Organisation PIN code');
    expect(labelOfPath('organisation.gstin')).toBe('Organisation GSTIN');
    expect(labelOfPath('pan')).toBe('PAN');
  });
});

describe('detailsOf', () => {
  it("shows a profile edit's changes, and nothing the sentence already says", () => {
    const profile = {
      action: 'profile_updated' as const,
      before: { user: { name: 'Asha' } },
      after: { user: { name: 'Asha K' } },
    };
    expect(detailsOf(profile)).toEqual(['User name: Asha → Asha K']);
    expect(
      detailsOf({
        action: 'role_changed',
        before: { role: 'org_user' },
        after: { role: 'org_admin' },
      }),
    ).toEqual([]);
    expect(
      detailsOf({
        action: 'order_paid',
        before: null,
        after: { paymentId: 'pay_1', totalPaise: 100 },
      }),
    ).toEqual([]);
  });

  it('folds a long list of changes', () => {
    const before = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((key) => [key, 1]));
    const after = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((key) => [key, 2]));
    expect(detailsOf({ action: 'profile_updated', before, after })).toHaveLength(4);
  });
});
