import type { AccessToken } from '@prakar/shared/access-tokens';
import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { AccessTokensSection, NO_TOKENS } from './access-tokens-section';
import { NOT_SHOWN_AGAIN } from './new-token-notice';
import { NEVER_USED } from './tokens-table';

const nightly: AccessToken = {
  id: '5b0c8a8e-5f7e-4a53-9d55-0b1d2b0b8a11',
  name: 'Nightly export',
  scope: 'read',
  hint: 'prk_pat_…x7Qa',
  createdAt: '2026-01-10T04:30:00.000Z',
  lastUsedAt: '2026-01-12T05:00:00.000Z',
  lastUsedIp: '203.0.113.7',
  expiresAt: '2026-04-10T04:30:00.000Z',
  expired: false,
};
const deploy: AccessToken = {
  ...nightly,
  id: '7c1d9b9f-6a8f-4b64-8e66-1c2e3c1c9b22',
  name: 'Deploy script',
  scope: 'read_write',
  hint: 'prk_pat_…Zz09',
  lastUsedAt: null,
  lastUsedIp: null,
};
const SECRET = `prk_pat_${'A'.repeat(39)}Zz09`;

const api = setupApiServer(answer(accessTokensApi.list, { tokens: [nightly] }));
const requests = recordRequests(api);

const renderSection = () => renderScreen('/user-profile', <AccessTokensSection />);

describe('the API access tokens section', () => {
  it('lists each token with its access, last use and expiry', async () => {
    api.use(answer(accessTokensApi.list, { tokens: [nightly, deploy] }));
    renderSection();
    const table = await screen.findByRole('table', { name: 'Your API access tokens' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Nightly export',
      'Deploy script',
    ]);
    expect(rows[0]?.textContent).toContain('Read only');
    expect(rows[0]?.textContent).toContain('from 203.0.113.7');
    expect(rows[0]?.textContent).toContain('10 April 2026');
    expect(rows[1]?.textContent).toContain('Read and write');
    expect(rows[1]?.textContent).toContain(NEVER_USED);
  });

  it('says when there are no tokens, and offers to try again when the list fails', async () => {
    api.use(answer(accessTokensApi.list, { tokens: [] }));
    const { unmount } = renderSection();
    expect(await screen.findByText(NO_TOKENS)).toBeDefined();
    unmount();

    api.use(refuse(accessTokensApi.list, 500, 'INTERNAL_ERROR', 'Failed due to service error'));
    renderSection();
    // A server fault is asked again once, a second later, before the section gives up.
    expect(
      await screen.findByText('We could not load your tokens.', {}, { timeout: 3000 }),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('creates a token, shows its secret once with a Copy button, and forgets it after', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: unknown;
    api.use(
      onEndpoint(accessTokensApi.create, async ({ request }) => {
        sent = await request.json();
        api.use(answer(accessTokensApi.list, { tokens: [deploy, nightly] }));
        return HttpResponse.json({ token: SECRET, accessToken: deploy }, { status: 201 });
      }),
    );
    const { user } = renderSection();
    await screen.findByRole('table');

    await user.type(screen.getByLabelText(/^Token name/), 'Deploy script');
    await user.selectOptions(screen.getByLabelText(/^Access/), 'Read and write');
    await user.selectOptions(screen.getByLabelText(/^Expires after/), '1 year');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const heading = await screen.findByRole('heading', { name: 'Your new token' });
    expect(document.activeElement).toBe(heading);
    expect(sent).toEqual({ name: 'Deploy script', scope: 'read_write', expiresInDays: 365 });
    expect(screen.getByText(NOT_SHOWN_AGAIN)).toBeDefined();
    expect(screen.getByLabelText<HTMLInputElement>('Token').value).toBe(SECRET);
    // The form is ready for another one.
    expect(screen.getByLabelText<HTMLInputElement>(/^Token name/).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The token is copied.'));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    // The list refreshed with the new token.
    expect(await screen.findByRole('rowheader', { name: 'Deploy script' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Token')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'API access tokens' }));
  });

  it('puts the problems next to their fields, the browser’s and the server’s', async () => {
    api.use(
      onEndpoint(accessTokensApi.create, () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Please check the form.',
              fields: { name: 'Please keep the name to 60 characters.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderSection();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const name = screen.getByLabelText(/^Token name/);
    expect(await screen.findByText('Please give the token a name.')).toBeDefined();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(requests).not.toContain('POST /api/Details/AccessTokens');

    await user.type(name, 'Too long for the server');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Please keep the name to 60 characters.')).toBeDefined();
    expect(document.activeElement).toBe(name);
  });

  it('says so when the limit of tokens is reached', async () => {
    api.use(
      refuse(
        accessTokensApi.create,
        409,
        'ACCESS_TOKEN_LIMIT',
        'You already have 20 tokens in use.',
      ),
    );
    const { user } = renderSection();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/^Token name/), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('You already have 20 tokens in use.')).toBeDefined();
  });

  it('revokes a token only after asking, and focus returns where it came from', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    let revoked = '';
    api.use(
      onEndpoint(accessTokensApi.revoke, ({ params }) => {
        revoked = String(params.id);
        api.use(answer(accessTokensApi.list, { tokens: [] }));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderSection();
    const button = await screen.findByRole('button', { name: 'Revoke Nightly export' });

    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke “Nightly export”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep token' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(revoked).toBe('');

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText(NO_TOKENS)).toBeDefined();
    expect(revoked).toBe(nightly.id);
    // Its row has gone, so focus goes to the section's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'API access tokens' }),
      ),
    );
  });
});
