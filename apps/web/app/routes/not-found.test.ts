import type { ClientLoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clientLoader } from './not-found';

function load(path: string): Response {
  const request = new Request(`https://prakartax.in${path}`);
  return clientLoader({ request, params: {} } as unknown as ClientLoaderFunctionArgs) as Response;
}

describe('an unknown path in the app', () => {
  it('moves a screen spelt in another letter case to its own address, keeping the query', () => {
    expect(load('/e-poi?ref=card').headers.get('Location')).toBe('/E-poi?ref=card');
    expect(load('/User-Management/Users').headers.get('Location')).toBe('/user-management/users');
  });

  it('sends anything else to the error page', () => {
    expect(load('/no-such-page?ref=mail').headers.get('Location')).toBe('/error');
  });
});
