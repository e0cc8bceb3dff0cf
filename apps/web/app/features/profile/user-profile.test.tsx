import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import { passkeysApi } from '@prakar/shared/api/passkeys';
import { profileApi } from '@prakar/shared/api/profile';
import { securityActivityApi } from '@prakar/shared/api/security-activity';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import { PROFILE_MODAL, STORAGE_KEYS } from '@prakar/shared/constants';
import type { ProfileData } from '@prakar/shared/profile';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { NO_TOKENS } from '#app/features/access-tokens/access-tokens-section.tsx';
import { apiQueryKey } from '#app/lib/api-query-key.ts';
import { encodeReturnUrl } from '#app/lib/return-url.ts';
import { getSessionSnapshot, setUser } from '#app/lib/session/session-store.ts';
import UserProfilePage from '#app/routes/portal/user-profile.tsx';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { PROFILE_COMPLETE } from './profile-form';
import { OTHERS_SIGNED_OUT } from './sessions-list';

const incomplete: ProfileData = {
  user: { name: 'Ravi Kumar', email: 'ravi@example.in', mobile: null },
  organisation: {
    name: 'Kulkarni Textiles',
    corporateName: 'kulkarni',
    legalName: 'Kulkarni Textiles Private Limited',
    pan: 'AAPFU0939F',
    gstin: null,
    tan: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    stateCode: '27',
    pinCode: '400013',
  },
  isProfileDataSaved: 'No',
};
const sessions = {
  sessions: [
    {
      id: 's1',
      createdAt: '2025-01-10T04:30:00.000Z',
      lastSeenAt: '2025-01-10T05:00:00.000Z',
      ip: '203.0.113.7',
      device: 'Chrome on Windows',
      current: true,
    },
    {
      id: 's2',
      createdAt: '2025-01-09T04:30:00.000Z',
      lastSeenAt: '2025-01-09T05:00:00.000Z',
      ip: null,
      device: 'Safari on iPhone',
      current: false,
    },
  ],
};

const activity = {
  events: [
    {
      id: 'e2',
      at: '2025-01-10T04:30:00.000Z',
      what: 'Signed in',
      browser: 'Chrome on Windows',
      ip: '49.36.0.1',
      place: 'Navi Mumbai, Maharashtra, India',
    },
    {
      id: 'e1',
      at: '2025-01-09T19:00:00.000Z',
      what: 'Failed sign-in',
      browser: 'Firefox on Android',
      ip: '10.0.0.5',
      place: null,
    },
  ],
  browsers: [
    {
      browser: 'Chrome on Windows',
      place: 'Navi Mumbai, Maharashtra, India',
      firstSeenAt: '2025-01-01T04:30:00.000Z',
      lastSeenAt: '2025-01-10T04:30:00.000Z',
      current: true,
    },
  ],
};

const api = setupApiServer(
  answer(profileApi.get, incomplete),
  answer(profileApi.sessions, sessions),
  answer(securityActivityApi.get, activity),
  answer(accessTokensApi.list, { tokens: [] }),
  answer(twoFactorApi.status, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
  answer(twoFactorApi.policy, { policy: 'nobody' }),
  answer(passkeysApi.list, { passkeys: [] }),
);
const requests = recordRequests(api);

/** Ravi is not an administrator: he changes his own details only. */
function signInRavi() {
  setUser({ UserId: 3, RoleId: 3, IsAdmin: false, Name: 'Ravi Kumar', IsProfileDataSaved: 'No' });
}

describe('the profile page', () => {
  it('asks a member of the firm’s staff only for their own details, no organisation’s', async () => {
    setUser({ UserId: 1, RoleId: 1, IsAdmin: true, Name: 'Kavita Rao', IsProfileDataSaved: 'Yes' });
    api.use(
      answer(profileApi.get, {
        user: { name: 'Kavita Rao', email: 'kavita@prakartax.in', mobile: '9820012345' },
        organisation: { ...incomplete.organisation, name: 'Prakar Tax Advisory', pan: null },
        isProfileDataSaved: 'Yes',
      }),
    );
    renderScreen('/user-profile', <UserProfilePage />);

    expect(await screen.findByLabelText<HTMLInputElement>(/^Name/)).toHaveProperty(
      'value',
      'Kavita Rao',
    );
    expect(screen.getByLabelText(/^Mobile number/)).toBeDefined();
    for (const field of [/^PAN/, /^State/, /^PIN code/, /^Legal name/]) {
      expect(screen.queryByLabelText(field)).toBeNull();
    }
    expect(screen.queryByRole('heading', { name: 'Your organisation' })).toBeNull();
    expect(screen.queryByText(PROFILE_MODAL.message)).toBeNull();
  });

  it('shows the profile, asks for what is missing, and lists where the user is signed in', async () => {
    signInRavi();
    renderScreen('/user-profile', <UserProfilePage />);

    expect(await screen.findByLabelText<HTMLInputElement>(/^Name/)).toHaveProperty(
      'value',
      'Ravi Kumar',
    );
    expect(screen.getByText(PROFILE_MODAL.message)).toBeDefined();
    expect(screen.getByText('Kulkarni Textiles Private Limited')).toBeDefined();
    expect(await screen.findByText(/Safari on iPhone/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Sign out other sessions (1)' })).toBeDefined();
    expect(await screen.findByText(NO_TOKENS)).toBeDefined();
    expect(requests.sort()).toEqual([
      'GET /api/Details/AccessTokens',
      'GET /api/Details/Passkeys',
      'GET /api/Details/Profile',
      'GET /api/Details/SecurityActivity',
      'GET /api/Details/Sessions',
      'GET /api/Details/TwoFactor',
    ]);
  });

  it('shows the sign-in history with approximate places, and the browsers, this one marked', async () => {
    signInRavi();
    renderScreen('/user-profile', <UserProfilePage />);

    const history = await screen.findByRole('table', { name: /sign-ins and security events/ });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /Signed in.*Chrome on Windows.*Navi Mumbai, Maharashtra, India \(49\.36\.0\.1\)/,
      ),
      expect.stringMatching(/Failed sign-in.*Firefox on Android.*Unknown place \(10\.0\.0\.5\)/),
    ]);
    // 19:00 UTC is half past midnight the next day in India.
    expect(rows[1]?.textContent).toContain('10 January 2025');
    expect(screen.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toBeDefined();
    const browsers = screen.getByRole('heading', { name: 'Browsers you have signed in from' });
    expect(browsers.nextElementSibling?.textContent).toMatch(/Chrome on WindowsThis browser/);
  });

  it('offers to try again when the sign-in history cannot be loaded', async () => {
    signInRavi();
    api.use(refuse(securityActivityApi.get, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = renderScreen('/user-profile', <UserProfilePage />);

    expect(
      await screen.findByText('We could not load your sign-in history.', {}, { timeout: 3000 }),
    ).toBeDefined();
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: /sign-ins and security events/ }),
    ).toBeDefined();
  });

  it('saves the profile into the cache every screen reads, and the signed-in user follows', async () => {
    signInRavi();
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const saved: ProfileData = {
      ...incomplete,
      user: { ...incomplete.user, name: 'Ravi K. Kumar', mobile: '9820012345' },
      isProfileDataSaved: 'Yes',
    };
    let sent: unknown;
    api.use(
      onEndpoint(profileApi.save, async ({ request }) => {
        sent = await request.json();
        api.use(answer(profileApi.get, saved));
        return HttpResponse.json(saved);
      }),
    );
    const { user, client } = renderScreen('/user-profile', <UserProfilePage />);

    const name = await screen.findByLabelText<HTMLInputElement>(/^Name/);
    await user.clear(name);
    await user.type(name, 'Ravi K. Kumar');
    await user.type(screen.getByLabelText(/^Mobile number/), '9820012345');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(PROFILE_COMPLETE));
    expect(sent).toEqual({ name: 'Ravi K. Kumar', mobile: '9820012345' });
    // The checkout reads the same endpoint with the same input, so it finds the saved profile.
    expect(client.getQueryData(apiQueryKey(profileApi.get, {}))).toEqual(saved);
    expect(getSessionSnapshot()).toMatchObject({
      Name: 'Ravi K. Kumar',
      IsProfileDataSaved: 'Yes',
    });
    expect(localStorage.getItem(STORAGE_KEYS.isProfileDataSaved)).toBe('Yes');
    expect(requests.filter((line) => line.includes('/Details/Profile'))).toEqual([
      'GET /api/Details/Profile',
      'PUT /api/Details/Profile',
      'GET /api/Details/Profile',
    ]);
  });

  /** Ravi, sent here by the checkout, adds his mobile number and saves; the server answers `saved`. */
  async function saveOnTheWayToCheckout(saved: ProfileData) {
    signInRavi();
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    api.use(answer(profileApi.save, saved));
    const { user, location } = renderScreen(
      '/user-profile',
      <UserProfilePage />,
      `/user-profile?returnUrl=${encodeReturnUrl('/checkout')}`,
    );
    await user.type(await screen.findByLabelText(/^Mobile number/), '9820012345');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalled());
    return location;
  }

  it('goes back to where the user was going once the profile is complete', async () => {
    const location = await saveOnTheWayToCheckout({
      ...incomplete,
      user: { ...incomplete.user, mobile: '9820012345' },
      isProfileDataSaved: 'Yes',
    });
    await vi.waitFor(() => expect(location().pathname).toBe('/checkout'));
  });

  it('stays on the profile while it is still incomplete', async () => {
    const location = await saveOnTheWayToCheckout(incomplete);
    expect(location().pathname).toBe('/user-profile');
  });

  it('signs the other sessions out, then shows the list as it now is', async () => {
    signInRavi();
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    api.use(
      onEndpoint(profileApi.revokeOtherSessions, () => {
        api.use(answer(profileApi.sessions, { sessions: sessions.sessions.slice(0, 1) }));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen('/user-profile', <UserProfilePage />);

    await user.click(await screen.findByRole('button', { name: 'Sign out other sessions (1)' }));

    expect(await screen.findByText('You are not signed in anywhere else.')).toBeDefined();
    expect(success).toHaveBeenCalledWith(OTHERS_SIGNED_OUT);
    expect(requests).toContain('POST /api/Details/Sessions/RevokeOthers');
  });

  it('gives an administrator the whole address of their organisation’s sign-in page', async () => {
    setUser({ UserId: 7, RoleId: 2, IsAdmin: true, Name: 'Asha', IsProfileDataSaved: 'No' });
    renderScreen('/user-profile', <UserProfilePage />);

    const address = `${window.location.origin}/login?corporateName=kulkarni`;
    const link = await screen.findByRole('link', { name: address });
    expect(link.getAttribute('href')).toBe(address);
    expect(address).toMatch(/^https?:\/\/[^/]+\/login\?corporateName=kulkarni$/);
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    signInRavi();
    api.use(refuse(profileApi.get, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = renderScreen('/user-profile', <UserProfilePage />);

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not load your profile.',
    );
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Name/)).toBeDefined();
  });

  it('says next to the PIN code when it is in another state, and sends nothing', async () => {
    setUser({ UserId: 2, RoleId: 2, IsAdmin: true, Name: 'Ravi Kumar', IsProfileDataSaved: 'No' });
    const { user } = renderScreen('/user-profile', <UserProfilePage />);

    const pinCode = await screen.findByLabelText<HTMLInputElement>(/^PIN code/);
    await user.clear(pinCode);
    await user.type(pinCode, '560001');
    await user.type(screen.getByLabelText(/^Mobile number/), '9820012345');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const message = await screen.findByText('PIN code 560001 is in Karnataka, not Maharashtra.');
    expect(pinCode.getAttribute('aria-describedby')).toContain(message.id);
    expect(pinCode.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(pinCode);
    expect(requests.filter((line) => line.startsWith('PUT'))).toEqual([]);
  });
});
