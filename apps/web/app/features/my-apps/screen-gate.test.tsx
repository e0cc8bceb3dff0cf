import { transactionsApi } from '@prakar/shared/api/transactions';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUser } from '#app/lib/session/session-store.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { ScreenGate } from './screen-gate';

const asha: UserRecord = {
  UserId: 7,
  RoleId: 2,
  IsAdmin: true,
  Name: 'Asha Kulkarni',
  IsProfileDataSaved: 'Yes',
  Permissions: ['view:transactions:org'],
};

const open = (needsProfile?: boolean) =>
  renderScreen(
    '/transaction-history',
    <ScreenGate endpoint={transactionsApi.list} needsProfile={needsProfile} denied="Ask them.">
      <p>The orders</p>
    </ScreenGate>,
  );

afterEach(() => setUser(null));

describe('ScreenGate', () => {
  it('shows nothing until someone is signed in', () => {
    const { container } = open();
    expect(container.textContent).toBe('');
  });

  it('shows the screen to a user with the permission and a complete profile', () => {
    setUser(asha);
    const { container } = open();
    expect(container.textContent).toBe('The orders');
  });

  it('says why to a user without the permission', () => {
    setUser({ ...asha, Permissions: ['manage:users:org'] });
    const { container } = open();
    expect(container.textContent).toBe('Ask them.');
  });

  it('sends a user with an incomplete profile to the profile, unless the screen needs none', () => {
    setUser({ ...asha, IsProfileDataSaved: 'No' });
    const { unmount } = open();
    expect(screen.getByText(/Profile details are missing or incomplete\./)).toBeDefined();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/user-profile');
    expect(screen.queryByText('The orders')).toBeNull();
    unmount();

    const { container } = open(false);
    expect(container.textContent).toBe('The orders');
  });
});
