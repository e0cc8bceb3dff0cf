import { describe, expect, it } from 'vitest';
import {
  canonicalRoute,
  guardedRoutes,
  isBackOfficePath,
  isFooterHidden,
  isGuardedRoute,
  isKnownPath,
  isNavHidden,
  isPublicRoute,
  publicRoutes,
  recordRouteOf,
  routeOfPath,
} from './routes';

describe('route lists', () => {
  it('has 33 public routes and 18 guarded ones, each once: the portal’s, the catalogue and the back office’s', () => {
    expect(publicRoutes).toHaveLength(33);
    expect(new Set(publicRoutes).size).toBe(33);
    expect(publicRoutes).toContain('accessibility');
    expect(publicRoutes).toContain('security-and-privacy');
    expect(guardedRoutes).toHaveLength(18);
    expect(new Set(guardedRoutes).size).toBe(18);
    expect(guardedRoutes).toEqual(
      expect.arrayContaining([
        'user-profile',
        'transaction-history',
        'matters',
        'matters/new',
        'catalogue',
        'back-office',
      ]),
    );
  });

  it('knows a record’s address by its screen and a well-formed id, and nothing else', () => {
    const id = '6d1f3a9c-1b2c-4d5e-8f90-123456789abc';
    expect(recordRouteOf(`back-office/careers/${id}`)).toBe('back-office/careers');
    expect(isKnownPath(`/back-office/careers/${id}`)).toBe(true);
    expect(recordRouteOf('back-office/careers/not an id')).toBeUndefined();
    expect(recordRouteOf(`catalogue/${id}`)).toBeUndefined();
    expect(isKnownPath(`/back-office/careers/${id}/more`)).toBe(false);
    expect(isKnownPath(`/matters/${id}`)).toBe(true);
    expect(isKnownPath('/matters/deadlines')).toBe(true);
    expect(isBackOfficePath(`/matters/${id}`)).toBe(false);
  });

  it('never lists a route as both public and guarded', () => {
    for (const route of guardedRoutes) expect(isPublicRoute(route)).toBe(false);
  });
});

describe('routeOfPath and isKnownPath', () => {
  it('strips the slashes around a path', () => {
    expect(routeOfPath('/E-poi')).toBe('E-poi');
    expect(routeOfPath('/user-management/users/')).toBe('user-management/users');
    expect(routeOfPath('/')).toBe('');
  });

  it('knows public, guarded and empty paths and nothing else', () => {
    expect(isKnownPath('/')).toBe(true);
    expect(isKnownPath('/tds')).toBe(true);
    expect(isKnownPath('/user-management/access-control')).toBe(true);
    expect(isKnownPath('/no-such-page')).toBe(false);
    expect(isGuardedRoute('paynow')).toBe(true);
  });

  it('knows the screen of one record of a guarded list, and no deeper path', () => {
    expect(isKnownPath('/back-office/orders/AbC_12-x')).toBe(true);
    expect(isKnownPath('/back-office/organisations/5f0c6a3e-8b1d-4c2a-9e7f-1a2b3c4d5e6f')).toBe(
      true,
    );
    expect(isKnownPath('/back-office/orders/a/b')).toBe(false);
    expect(isKnownPath('/transaction-history/ORD-1')).toBe(false);
  });

  it('knows a record’s screen below its list, and only with an id that needs no escaping', () => {
    expect(isKnownPath('/back-office/leads/5c1f0a9e-0000-4000-8000-000000000001')).toBe(true);
    expect(recordRouteOf('back-office/leads/42')).toBe('back-office/leads');
    expect(isKnownPath('/back-office/leads/a%20b')).toBe(false);
    expect(isKnownPath('/back-office/leads/1/2')).toBe(false);
    expect(isKnownPath('/catalogue/EPOI')).toBe(false);
  });

  it('is case-sensitive, as the E-POI page is spelt E-poi', () => {
    expect(isKnownPath('/E-poi')).toBe(true);
    expect(isKnownPath('/e-poi')).toBe(false);
  });

  it('finds the screen a route names in any letter case', () => {
    expect(canonicalRoute('e-poi')).toBe('E-poi');
    expect(canonicalRoute('E-POI')).toBe('E-poi');
    expect(canonicalRoute('TDS')).toBe('tds');
    expect(canonicalRoute('User-Management/Users')).toBe('user-management/users');
    expect(canonicalRoute('tds')).toBe('tds');
    expect(canonicalRoute('no-such-page')).toBeUndefined();
  });
});

describe('layout rules', () => {
  it('hides the navigation on exactly four screens, and not on the error page', () => {
    const hidden = [...publicRoutes, ...guardedRoutes].filter((r) => isNavHidden(`/${r}`));
    expect(hidden.sort()).toEqual(['change-pass', 'forgot-pass', 'login', 'sign-up']);
  });

  it('hides the footer on exactly eight screens', () => {
    const hidden = [...publicRoutes, ...guardedRoutes].filter((r) => isFooterHidden(`/${r}`));
    expect(hidden.sort()).toEqual(
      [
        'change-pass',
        'forgot-pass',
        'login',
        'sign-up',
        'transaction-history',
        'user-management/access-control',
        'user-management/users',
        'user-profile',
      ].sort(),
    );
  });

  it('takes the back office’s screens and their records, and nothing else, for the staff workspace', () => {
    const workspace = [...publicRoutes, ...guardedRoutes].filter((r) => isBackOfficePath(`/${r}`));
    expect(workspace.sort()).toEqual(
      [
        'back-office',
        'back-office/careers',
        'back-office/leads',
        'back-office/matters',
        'back-office/orders',
        'back-office/organisations',
        'back-office/sales',
        'catalogue',
      ].sort(),
    );
    expect(isBackOfficePath('/back-office/orders/PRK-2026-00012')).toBe(true);
    expect(isBackOfficePath('/back-office/leads/5c1f0a2e-1')).toBe(true);
    expect(isBackOfficePath('/back-office/sales/extra')).toBe(false);
    expect(isBackOfficePath('/user-management/users')).toBe(false);
  });
});
