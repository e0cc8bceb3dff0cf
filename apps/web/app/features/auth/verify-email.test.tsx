import { accountsApi } from '@prakar/shared/api/accounts';
import { cartApi } from '@prakar/shared/api/cart';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readStoredCart, writeStoredCart } from '#app/lib/cart/cart-store.ts';
import { encodeReturnUrl } from '#app/lib/return-url.ts';
import { getSessionSnapshot } from '#app/lib/session/session-store.ts';
import LoginPage from '#app/routes/auth/login.tsx';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { cartOfBody, EMPTY_SAVED_CART } from '#tests/component/cart-test-data.ts';
import { renderRoutes } from '#tests/component/render.tsx';
import { sessionUser } from '#tests/component/session.ts';

const asha = sessionUser();

const SIGNED_IN = 'Your e-mail address is confirmed, and you are signed in.';
const CONFIRMED = 'Your e-mail address is confirmed. You can now sign in.';

const api = setupApiServer(
  answer(accountsApi.verifyEmail, { message: SIGNED_IN, user: asha, email: asha.Email }),
  onEndpoint(cartApi.save, async ({ request }) =>
    HttpResponse.json(cartOfBody(await request.json())),
  ),
);
const requests = recordRequests(api);

/** Opens the link from the sign-up mail, with `query` after its code. */
function openLink(code: string, query = '') {
  const page = (name: string) => <h1>{name}</h1>;
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/add-cart', element: page('Cart') },
      { path: '/product-dashboard', element: page('My Apps') },
      { path: '/checkout', element: page('Checkout') },
    ],
    [`/login?verify=${code}${query}`],
  );
}

describe('the confirmation link', () => {
  it('signs in, keeps the plans chosen before signing up, and goes on to the cart', async () => {
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const { location } = openLink('code-1');

    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeDefined();
    expect(location().pathname).toBe('/add-cart');
    expect(getSessionSnapshot()).toMatchObject({ UserId: 7, Name: 'Asha Kulkarni' });
    expect(requests).toEqual([
      'POST /api/Authentication/VerifyEmail',
      'POST /api/Transactions/UserCart/save',
    ]);
    expect(readStoredCart()).toEqual([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
  });

  it('goes on to the page the visitor was headed for when the link names one', async () => {
    writeStoredCart([{ planCode: 'EPOI_STARTER', quantity: 1 }]);
    const { location } = openLink('code-2', `&returnUrl=${encodeReturnUrl('/checkout?step=2')}`);

    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeDefined();
    expect(location().search).toBe('?step=2');
  });

  it('goes to My Apps when no page and no cart wait, and never off the site', async () => {
    api.use(EMPTY_SAVED_CART);
    const { location } = openLink('code-3', `&returnUrl=${encodeReturnUrl('//evil.example/')}`);

    expect(await screen.findByRole('heading', { name: 'My Apps' })).toBeDefined();
    expect(location().pathname).toBe('/product-dashboard');
    // With no cart in this browser, the saved one (empty for a new account) is read for the header.
    expect(requests).toEqual([
      'POST /api/Authentication/VerifyEmail',
      'GET /api/Transactions/UserCart/getusercart/7',
    ]);
  });

  it('opens the sign-in form with the address filled in when the link may not sign in', async () => {
    api.use(answer(accountsApi.verifyEmail, { message: CONFIRMED, user: null, email: asha.Email }));
    const { location } = openLink('code-4');

    expect((await screen.findByText(CONFIRMED)).getAttribute('role')).toBe('status');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /E-mail address/ }).value).toBe(
      asha.Email,
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDefined();
    expect(location().pathname).toBe('/login');
    expect(getSessionSnapshot()).toBeNull();
  });

  it('says when the link has been used, and offers the sign-in form', async () => {
    api.use(
      refuse(
        accountsApi.verifyEmail,
        400,
        'TOKEN_USED',
        'This link has already been used. Please sign in, or ask for a new link.',
      ),
    );
    openLink('code-5');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has already been used. Please sign in, or ask for a new link.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send a new confirmation link' })).toBeNull();
  });
});
