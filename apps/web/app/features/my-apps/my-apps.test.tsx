import type { MyApp, MyApps as MyAppsAnswer } from '@prakar/shared/subscriptions';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '#app/features/session/session-store.ts';
import {
  byRole,
  closeScreen,
  json,
  openScreen,
  requests,
  type Screen,
  settle,
  spokenText,
} from '#app/features/users/dom-test-support.ts';
import { registerNavigate } from '#app/lib/navigation.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import { MyApps } from './my-apps';

let screen: Screen;

const ravi: UserRecord = {
  UserId: 12,
  RoleId: 3,
  IsAdmin: false,
  Name: 'Ravi Menon',
  IsProfileDataSaved: 'Yes',
  Permissions: ['manage:profile:own'],
  Apps: ['EPOI', 'SMART_TDS'],
};

const active = {
  planCode: 'EPOI_STANDARD',
  planName: 'Standard',
  endsOn: '2027-11-22',
  status: 'active',
  daysLeft: 364,
} as const;
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

/** The session check answers with `user`; My Apps with `apps` (or the answer given). */
function stubApi(user: UserRecord | null, apps: MyApp[] | Response) {
  const fetch = vi.fn(async (url: string) => {
    if (url.endsWith('/Authentication/Session')) return json(200, { user });
    return apps instanceof Response ? apps : json(200, { apps } satisfies MyAppsAnswer);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function open() {
  screen = await openScreen('/product-dashboard', <MyApps />, '/product-dashboard');
}

const card = (code: string) =>
  screen.container.querySelector(`[data-testid="app-${code}"]`) as HTMLElement | null;
const text = () => screen.container.textContent ?? '';

afterEach(() => {
  closeScreen(screen);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUser(null);
});

describe('MyApps', () => {
  it('asks a visitor to sign in, and asks the server nothing about apps', async () => {
    const fetch = stubApi(null, []);
    await open();
    expect(text()).toContain('Sign in to see the apps your organisation gives you.');
    expect(requests(fetch)).toEqual(['GET /api/Authentication/Session']);
  });

  it('shows each allowed app with its subscription, Launch where it runs, and names the withheld ones', async () => {
    setUser(ravi);
    const fetch = stubApi(ravi, [epoi, tds, eform16]);
    await open();

    expect(requests(fetch)).toContain('GET /api/Dashboard/MyApps');
    const epoiCard = card('EPOI') as HTMLElement;
    expect(epoiCard.querySelector('h3')?.textContent).toBe('E-POI');
    expect(epoiCard.textContent).toContain('Standard plan');
    expect(epoiCard.textContent).toContain('Active until 22 November 2027 · 364 days left');
    const launch = epoiCard.querySelector('a') as HTMLAnchorElement;
    expect(spokenText(launch)).toBe('Launch E-POI');
    expect(launch.getAttribute('href')).toBe('https://epoi.prakar.in/launch');
    expect(launch.getAttribute('target')).toBeNull();

    const tdsCard = card('SMART_TDS') as HTMLElement;
    expect(tdsCard.textContent).toContain('Expired on 31 May 2025');
    expect(tdsCard.querySelector('a')).toBeNull();
    expect(tdsCard.textContent).toContain(
      'Ask your organisation’s administrator to renew Smart TDS.',
    );

    expect(card('EFORM16')).toBeNull();
    expect(screen.container.querySelector('[role="status"]')?.textContent).toContain(
      'has not given you access to E-Form16',
    );
  });

  it('offers buyers Buy with no subscription and Renew once it has run out, on the product’s plans', async () => {
    const buyer = { ...ravi, Permissions: ['purchase:org'] };
    setUser(buyer);
    stubApi(buyer, [
      { ...epoi, subscription: null, launchUrl: null, canPurchase: true },
      { ...tds, canPurchase: true },
    ]);
    await open();

    expect(card('EPOI')?.textContent).toContain('No subscription');
    const buy = card('EPOI')?.querySelector('a') as HTMLAnchorElement;
    expect(spokenText(buy)).toBe('Buy E-POI');
    expect(buy.getAttribute('href')).toBe('/E-poi#plans');
    const renew = card('SMART_TDS')?.querySelector('a') as HTMLAnchorElement;
    expect(spokenText(renew)).toBe('Renew Smart TDS');
    expect(renew.getAttribute('href')).toBe('/tds#plans');
    expect(text()).not.toContain('has not given you access');
  });

  it('sends a user whose profile is incomplete to the profile instead of asking for the apps', async () => {
    const incomplete = { ...ravi, IsProfileDataSaved: 'No' };
    setUser(incomplete);
    const fetch = stubApi(incomplete, [epoi]);
    await open();

    expect(requests(fetch)).toEqual(['GET /api/Authentication/Session']);
    expect(text()).toContain('Profile details are missing or incomplete.');
    expect(screen.container.querySelector('a')?.getAttribute('href')).toBe('/user-profile');
  });

  it('shows the profile message, not an error, when the server says the profile is incomplete', async () => {
    // The page's copy says complete; the server, whose word counts, says not.
    setUser(ravi);
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    stubApi(
      { ...ravi, IsProfileDataSaved: 'No' },
      json(403, { error: { code: 'PROFILE_INCOMPLETE', message: 'Profile details are missing.' } }),
    );
    await open();
    unregister();

    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
    expect(screen.container.querySelector('a[href="/user-profile"]')).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks the server before launching, and after a refusal says why and shows the app withheld', async () => {
    setUser(ravi);
    const navigate = vi.fn();
    const unregister = registerNavigate(navigate);
    const withdrawn = { ...ravi, Apps: ['SMART_TDS'] };
    let appsAnswer: MyApp[] = [epoi, tds];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/Authentication/Session')) {
        return json(200, { user: appsAnswer.length === 2 ? ravi : withdrawn });
      }
      if (url.endsWith('/Dashboard/MyApps/EPOI/Launch') && init?.method === 'POST') {
        // Meanwhile an administrator took E-POI away.
        appsAnswer = [{ ...epoi, allowed: false, launchUrl: null }, tds];
        return json(403, {
          error: {
            code: 'FORBIDDEN',
            message: 'Your organisation’s administrator has not given you access to E-POI.',
          },
        });
      }
      return json(200, { apps: appsAnswer } satisfies MyAppsAnswer);
    });
    vi.stubGlobal('fetch', fetch);
    await open();

    const launch = card('EPOI')?.querySelector('a') as HTMLAnchorElement;
    await act(async () => launch.click());
    await settle();
    unregister();

    expect(requests(fetch)).toContain('POST /api/Dashboard/MyApps/EPOI/Launch');
    expect(navigate).not.toHaveBeenCalled();
    expect(card('EPOI')).toBeNull();
    expect(screen.container.querySelector('[role="status"]')?.textContent).toContain(
      'has not given you access to E-POI',
    );
  });

  it('offers to try again when the apps cannot be loaded', async () => {
    setUser(ravi);
    const answers = [json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } })];
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/Authentication/Session')
        ? json(200, { user: ravi })
        : (answers.shift() ?? json(200, { apps: [epoi] })),
    );
    vi.stubGlobal('fetch', fetch);
    await open();

    expect(screen.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load your apps.',
    );
    await act(async () => byRole('button', 'Try again').click());
    await settle();
    expect(card('EPOI')).not.toBeNull();
  });
});
