import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import type { MyApp } from '@prakar/shared/subscriptions';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '#app/lib/navigation.ts';
import { decodeReturnUrl } from '#app/lib/return-url.ts';
import { refreshSession } from '#app/lib/session/session-check.ts';
import { setUser } from '#app/lib/session/session-store.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { renderRoutes, renderScreen } from '#tests/component/render.tsx';
import { activeSubscription as active } from '#tests/component/subscription-data.ts';
import { MyApps } from './my-apps';

const ravi: UserRecord = {
  UserId: 12,
  RoleId: 3,
  IsAdmin: false,
  Name: 'Ravi Menon',
  IsProfileDataSaved: 'Yes',
  Permissions: ['manage:profile:own'],
  Apps: ['EPOI', 'SMART_TDS'],
};

const expired = {
  planCode: 'TDS_ONE',
  planName: 'Single TAN',
  endsOn: '2025-05-31',
  status: 'expired',
  daysLeft: 0,
} as const;

const epoi: MyApp = {
  code: 'EPOI',
  name: 'E-POI',
  route: '/E-poi',
  allowed: true,
  subscription: active,
  launchUrl: 'https://epoi.prakar.in/launch',
  canPurchase: false,
};
const tds: MyApp = {
  code: 'SMART_TDS',
  name: 'Smart TDS',
  route: '/tds',
  allowed: true,
  subscription: expired,
  launchUrl: null,
  canPurchase: false,
};
const eform16: MyApp = {
  code: 'EFORM16',
  name: 'E-Form16',
  route: '/e-form16',
  allowed: false,
  subscription: null,
  launchUrl: null,
  canPurchase: false,
};

/** The session check, which My Apps makes on opening, answers with `user`. */
const session = (user: UserRecord | null) =>
  http.get('/api/Authentication/Session', () => HttpResponse.json({ user }));

const api = setupApiServer(session(ravi), answer(subscriptionsApi.myApps, { apps: [epoi] }));
const requests = recordRequests(api);

const open = () => renderScreen('/product-dashboard', <MyApps />);

const card = (name: string) =>
  screen.queryByRole('heading', { level: 3, name })?.closest('li') ?? null;
const text = () => document.body.textContent ?? '';

afterEach(async () => {
  // The session check My Apps makes on opening answers within its own test, not the next one's.
  await act(() => refreshSession());
});

describe('MyApps', () => {
  it('asks a visitor to sign in, and asks the server nothing about apps', async () => {
    api.use(session(null));
    open();
    // The session check on its way is shared: this waits for its answer.
    await act(() => refreshSession());
    expect(requests).toEqual(['GET /api/Authentication/Session']);
    expect(text()).toContain('Sign in to see the apps your organisation gives you.');
  });

  it('shows each allowed app with its subscription, Launch where it runs, and names the withheld ones', async () => {
    setUser(ravi);
    api.use(answer(subscriptionsApi.myApps, { apps: [epoi, tds, eform16] }));
    open();

    await screen.findByRole('heading', { level: 3, name: 'E-POI' });
    expect(requests).toContain('GET /api/Dashboard/MyApps');
    const epoiCard = card('E-POI') as HTMLElement;
    expect(epoiCard.textContent).toContain('Standard plan');
    expect(epoiCard.textContent).toContain('Active until 22 November 2027 · 364 days left');
    const launch = within(epoiCard).getByRole('link', { name: 'Launch E-POI' });
    expect(launch.getAttribute('href')).toBe('https://epoi.prakar.in/launch');
    expect(launch.getAttribute('target')).toBeNull();

    const tdsCard = card('Smart TDS') as HTMLElement;
    expect(tdsCard.textContent).toContain('Expired on 31 May 2025');
    expect(within(tdsCard).queryByRole('link')).toBeNull();
    expect(tdsCard.textContent).toContain(
      'Ask your organisation’s administrator to renew Smart TDS.',
    );

    expect(card('E-Form16')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(
      'has not given you access to E-Form16',
    );
  });

  it('offers buyers Buy with no subscription and Renew once it has run out, on the product’s plans', async () => {
    const buyer = { ...ravi, Permissions: ['purchase:org'] };
    setUser(buyer);
    api.use(
      session(buyer),
      answer(subscriptionsApi.myApps, {
        apps: [
          { ...epoi, subscription: null, launchUrl: null, canPurchase: true },
          { ...tds, canPurchase: true },
        ],
      }),
    );
    open();

    const buy = await screen.findByRole('link', { name: 'Buy E-POI' });
    expect(card('E-POI')?.textContent).toContain('No subscription');
    expect(buy.getAttribute('href')).toBe('/E-poi#plans');
    const renew = screen.getByRole('link', { name: 'Renew Smart TDS' });
    expect(renew.getAttribute('href')).toBe('/tds#plans');
    expect(text()).not.toContain('has not given you access');
  });

  it('sends a user whose profile is incomplete to the profile instead of asking for the apps', async () => {
    const incomplete = { ...ravi, IsProfileDataSaved: 'No' };
    setUser(incomplete);
    api.use(session(incomplete));
    open();

    await act(() => refreshSession());
    expect(requests).toEqual(['GET /api/Authentication/Session']);
    expect(text()).toContain('Profile details are missing or incomplete.');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/user-profile');
  });

  it('shows the profile message, not an error, when the server says the profile is incomplete', async () => {
    // The page's copy says complete; the server, whose word counts, says not.
    setUser(ravi);
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    api.use(
      session({ ...ravi, IsProfileDataSaved: 'No' }),
      refuse(subscriptionsApi.myApps, 403, 'PROFILE_INCOMPLETE', 'Profile details are missing.'),
    );
    open();

    const profileLink = await screen.findByRole('link', { name: /profile/i });
    unregister();
    expect(profileLink.getAttribute('href')).toBe('/user-profile');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leads a user the two-step policy holds back to the set-up, then back here, not to an error', async () => {
    // The page's copy knows nothing of it; the server refuses the apps and the session says why.
    setUser(ravi);
    api.use(
      session({ ...ravi, TwoFactorSetUpRequired: true }),
      refuse(subscriptionsApi.myApps, 403, 'TWO_FACTOR_SETUP_REQUIRED', 'Set it up first.'),
    );
    const { location } = renderRoutes(
      [
        { path: '/product-dashboard', element: <MyApps /> },
        { path: '/user-profile', element: <h1>Set up two-step sign-in</h1> },
      ],
      ['/product-dashboard'],
    );

    await screen.findByRole('heading', { name: 'Set up two-step sign-in' });
    expect(location().pathname).toBe('/user-profile');
    expect(decodeReturnUrl(new URLSearchParams(location().search).get('returnUrl'))).toBe(
      '/product-dashboard',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks the server before launching, and after a refusal says why and shows the app withheld', async () => {
    setUser(ravi);
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    const withdrawn = { ...ravi, Apps: ['SMART_TDS'] };
    let apps: MyApp[] = [epoi, tds];
    api.use(
      http.get('/api/Authentication/Session', () =>
        HttpResponse.json({ user: apps.length === 2 && apps[0]?.allowed ? ravi : withdrawn }),
      ),
      onEndpoint(subscriptionsApi.myApps, () => HttpResponse.json({ apps })),
      onEndpoint(subscriptionsApi.launch, () => {
        // Meanwhile an administrator took E-POI away.
        apps = [{ ...epoi, allowed: false, launchUrl: null }, tds];
        return HttpResponse.json(
          {
            error: {
              code: 'FORBIDDEN',
              message: 'Your organisation’s administrator has not given you access to E-POI.',
            },
          },
          { status: 403 },
        );
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('link', { name: 'Launch E-POI' }));
    await vi.waitFor(() => expect(card('E-POI')).toBeNull());
    unregister();

    expect(requests).toContain('POST /api/Dashboard/MyApps/EPOI/Launch');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('has not given you access to E-POI');
  });

  it('offers to try again when the apps cannot be loaded', async () => {
    setUser(ravi);
    // Refused twice: the cache tries a failed read once more by itself.
    api.use(refuse(subscriptionsApi.myApps, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = open();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not load your apps.',
    );
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'E-POI' })).toBeDefined();
  });

  it('shows the apps read a moment ago when the screen is opened again, without asking', async () => {
    setUser(ravi);
    const { router } = renderRoutes(
      [
        { path: '/product-dashboard', element: <MyApps /> },
        { path: '/user-profile', element: <p>Profile</p> },
      ],
      ['/product-dashboard'],
    );
    await screen.findByRole('heading', { level: 3, name: 'E-POI' });

    await act(() => router.navigate('/user-profile'));
    await act(() => router.navigate(-1));

    expect(card('E-POI')).not.toBeNull();
    expect(requests.filter((line) => line === 'GET /api/Dashboard/MyApps')).toHaveLength(1);
  });
});
