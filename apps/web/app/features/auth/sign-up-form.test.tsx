import { accountsApi } from '@prakar/shared/api/accounts';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { encodeReturnUrl } from '#app/lib/return-url.ts';
import LoginPage from '#app/routes/auth/login.tsx';
import SignUpPage from '#app/routes/auth/sign-up.tsx';
import { onEndpoint, setupApiServer } from '#tests/component/api-server.ts';
import { renderRoutes } from '#tests/component/render.tsx';

const api = setupApiServer();

const returnUrl = encodeReturnUrl('/checkout?step=2');

/** The bodies of the sign-ups sent, each answered as accepted. */
function recordSignUps() {
  const bodies: unknown[] = [];
  api.use(
    onEndpoint(accountsApi.signUp, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: 'Thank you for signing up.' }, { status: 201 });
    }),
  );
  return bodies;
}

/** Fills in the sign-up form, sends it and waits for the answer. */
async function createAccount(user: UserEvent) {
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  await user.type(await screen.findByRole('textbox', { name: /Your name/ }), 'Asha Kulkarni');
  await user.type(field(/Work e-mail/), 'asha@example.in');
  await user.type(field(/Mobile number/), '9820012345');
  await user.type(field(/Organisation name/), 'Kulkarni Textiles');
  await user.type(screen.getByLabelText(/^Password/), 'monsoon ledger quietly');
  await user.type(screen.getByLabelText(/^Confirm password/), 'monsoon ledger quietly');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByText('Thank you for signing up.')).toBeDefined();
}

describe('signing up on the way to a page', () => {
  it('keeps the page from the login page to the sign-up, and sends it with the sign-up', async () => {
    const bodies = recordSignUps();
    const { user, location } = renderRoutes(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/sign-up', element: <SignUpPage /> },
      ],
      [`/login?returnUrl=${returnUrl}`],
    );

    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(location().search).toBe(`?returnUrl=${returnUrl}`);
    await createAccount(user);

    expect(bodies).toEqual([expect.objectContaining({ returnPath: '/checkout?step=2' })]);
  });

  it('sends no page that is off the site', async () => {
    const bodies = recordSignUps();
    const { user } = renderRoutes(
      [{ path: '/sign-up', element: <SignUpPage /> }],
      [`/sign-up?returnUrl=${encodeReturnUrl('//evil.example/')}`],
    );
    await createAccount(user);

    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('returnPath');
  });
});
