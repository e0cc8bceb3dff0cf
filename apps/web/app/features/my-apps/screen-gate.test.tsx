import { afterEach, describe, expect, it } from 'vitest';
import { setUser } from '#app/features/session/session-store.ts';
import { closeScreen, openScreen, type Screen } from '#app/features/users/dom-test-support.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import { ScreenGate } from './screen-gate';

let screen: Screen;

const asha: UserRecord = {
  UserId: 7,
  RoleId: 2,
  IsAdmin: true,
  Name: 'Asha Kulkarni',
  IsProfileDataSaved: 'Yes',
  Permissions: ['view:transactions:org'],
};

async function open(needsProfile?: boolean) {
  screen = await openScreen(
    '/transaction-history',
    <ScreenGate permission="view:transactions:org" needsProfile={needsProfile} denied="Ask them.">
      <p>The orders</p>
    </ScreenGate>,
    '/transaction-history',
  );
}

const text = () => screen.container.textContent;

afterEach(() => {
  closeScreen(screen);
  setUser(null);
});

describe('ScreenGate', () => {
  it('shows the screen to a user with the permission and a complete profile', async () => {
    setUser(asha);
    await open();
    expect(text()).toBe('The orders');
  });

  it('says why to a user without the permission', async () => {
    setUser({ ...asha, Permissions: ['manage:users:org'] });
    await open();
    expect(text()).toBe('Ask them.');
  });

  it('sends a user with an incomplete profile to the profile, unless the screen needs none', async () => {
    setUser({ ...asha, IsProfileDataSaved: 'No' });
    await open();
    expect(text()).toContain('Profile details are missing or incomplete.');
    expect(screen.container.querySelector('a')?.getAttribute('href')).toBe('/user-profile');
    closeScreen(screen);

    await open(false);
    expect(text()).toBe('The orders');
  });
});
