import { describe, expect, it } from 'vitest';
import { decodeReturnUrl } from '#app/lib/return-url.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import { onTheWayTo } from './set-up-first';

const asha: UserRecord = {
  UserId: 7,
  RoleId: 3,
  IsAdmin: false,
  Name: 'Asha',
  IsProfileDataSaved: 'Yes',
};

describe('onTheWayTo', () => {
  it('sends a user the two-step policy holds back to the set-up, which leads on to where they were going', () => {
    const path = onTheWayTo({ ...asha, TwoFactorSetUpRequired: true }, '/product-dashboard');
    const [pathname, search] = path.split('?');
    expect(pathname).toBe('/user-profile');
    expect(decodeReturnUrl(new URLSearchParams(search).get('returnUrl'))).toBe(
      '/product-dashboard',
    );
  });

  it('sends anyone else straight there', () => {
    expect(onTheWayTo(asha, '/matters?page=2')).toBe('/matters?page=2');
    expect(onTheWayTo(null, '/product-dashboard')).toBe('/product-dashboard');
  });
});
