import { describe, expect, it } from 'vitest';
import { compactDetails, labelOfPath, summariseChanges, targetText } from './audit-details';

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
      'Reason: wrong_password',
    ]);
    expect(summariseChanges({ role: 'org_admin' }, null)).toEqual(['Role: org_admin (removed)']);
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
    expect(summariseChanges('org_user', 'org_admin')).toEqual(['Value: org_user → org_admin']);
    const [line] = summariseChanges(null, { note: 'x'.repeat(200) });
    expect(line).toHaveLength('Note: '.length + 60);
    expect(line?.endsWith('…')).toBe(true);
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

  it('keeps identifiers such as PAN, GSTIN and PIN in capitals', () => {
    expect(labelOfPath('organisation.pinCode')).toBe('Organisation PIN code');
    expect(labelOfPath('organisation.gstin')).toBe('Organisation GSTIN');
    expect(labelOfPath('pan')).toBe('PAN');
  });
});

describe('targetText', () => {
  it('names a user, a session, another kind of thing, or nothing', () => {
    expect(targetText({ targetType: 'user', targetId: '7', targetLabel: 'Ravi Menon' })).toBe(
      'Ravi Menon',
    );
    expect(targetText({ targetType: 'user', targetId: '7', targetLabel: null })).toBe(
      'A removed user',
    );
    expect(targetText({ targetType: 'session', targetId: 'abc', targetLabel: null })).toBe(
      'Session',
    );
    expect(targetText({ targetType: 'invitation', targetId: '12', targetLabel: null })).toBe(
      'Invitation 12',
    );
    expect(targetText({ targetType: null, targetId: null, targetLabel: null })).toBe('—');
  });
});
