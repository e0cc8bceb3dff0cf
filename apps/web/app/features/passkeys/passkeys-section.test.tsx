import { passkeysApi } from '@prakar/shared/api/passkeys';
import type { Passkey } from '@prakar/shared/passkeys';
import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { PASSKEY_ALREADY_ADDED, PASSKEY_CANCELLED } from '#app/lib/passkey-ceremony.ts';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { NO_PASSKEYS, PasskeysSection } from './passkeys-section';
import { NEVER_USED } from './passkeys-table';

// The device's prompt: the browser's WebAuthn, which jsdom has not, stands in here (e2e uses Chromium's).
vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));

const laptop: Passkey = {
  id: '5b0c8a8e-5f7e-4a53-9d55-0b1d2b0b8a11',
  name: 'Work laptop',
  createdAt: '2026-01-10T04:30:00.000Z',
  lastUsedAt: '2026-01-12T05:00:00.000Z',
};
const phone: Passkey = {
  ...laptop,
  id: '7c1d9b9f-6a8f-4b64-8e66-1c2e3c1c9b22',
  name: 'Pixel phone',
  lastUsedAt: null,
};
const OPTIONS = { challenge: 'c2VydmVyLWNoYWxsZW5nZQ', rp: { id: 'localhost', name: 'Prakar' } };
const DEVICE_ANSWER = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
};

const api = setupApiServer(
  answer(passkeysApi.list, { passkeys: [laptop] }),
  answer(passkeysApi.registrationOptions, OPTIONS),
);
const requests = recordRequests(api);

const renderSection = () => renderScreen('/user-profile', <PasskeysSection />);

beforeEach(() => {
  vi.mocked(startRegistration).mockReset();
  vi.spyOn(notify, 'success').mockImplementation(() => {});
});

describe('the Passkeys section of the profile', () => {
  it('lists each passkey with when it was added and last used, or says there are none', async () => {
    api.use(answer(passkeysApi.list, { passkeys: [laptop, phone] }));
    const { unmount } = renderSection();
    const table = await screen.findByRole('table', { name: 'Your passkeys' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Work laptop',
      'Pixel phone',
    ]);
    expect(rows[0]?.textContent).toContain('10 January 2026');
    expect(rows[0]?.textContent).toContain('12 January 2026');
    expect(rows[1]?.textContent).toContain(NEVER_USED);
    unmount();

    api.use(answer(passkeysApi.list, { passkeys: [] }));
    renderSection();
    expect(await screen.findByText(NO_PASSKEYS)).toBeDefined();
  });

  it('adds a passkey: the name, then the device’s prompt with the server’s options, then the server keeps it', async () => {
    vi.mocked(startRegistration).mockResolvedValue(DEVICE_ANSWER as never);
    let sent: unknown;
    api.use(
      onEndpoint(passkeysApi.add, async ({ request }) => {
        sent = await request.json();
        api.use(answer(passkeysApi.list, { passkeys: [phone, laptop] }));
        return HttpResponse.json(phone, { status: 201 });
      }),
    );
    const { user } = renderSection();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/^Passkey name/), 'Pixel phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByRole('rowheader', { name: 'Pixel phone' })).toBeDefined();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(sent).toEqual({ name: 'Pixel phone', response: DEVICE_ANSWER });
    expect(notify.success).toHaveBeenCalledWith(
      'The passkey “Pixel phone” is added: you can sign in with it now.',
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Passkey name/).value).toBe('');
  });

  it('asks for a name before the device, and says so when the prompt is closed or the device has one already', async () => {
    const { user } = renderSection();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Please give the passkey a name.')).toBeDefined();
    expect(requests).not.toContain('POST /api/Details/Passkeys/Options');
    expect(startRegistration).not.toHaveBeenCalled();

    vi.mocked(startRegistration).mockRejectedValueOnce(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    await user.type(screen.getByLabelText(/^Passkey name/), 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(PASSKEY_CANCELLED)).toBeDefined();

    vi.mocked(startRegistration).mockRejectedValueOnce(
      Object.assign(new Error('Already registered'), {
        name: 'InvalidStateError',
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(PASSKEY_ALREADY_ADDED)).toBeDefined();
    expect(requests).not.toContain('POST /api/Details/Passkeys');
  });

  it('renames a passkey in a dialog, focus returning to its button', async () => {
    let sent: unknown;
    api.use(
      onEndpoint(passkeysApi.rename, async ({ request }) => {
        sent = await request.json();
        api.use(answer(passkeysApi.list, { passkeys: [{ ...laptop, name: 'Home PC' }] }));
        return HttpResponse.json({ ...laptop, name: 'Home PC' });
      }),
    );
    const { user } = renderSection();
    const button = await screen.findByRole('button', { name: 'Rename Work laptop' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Work laptop”' });
    const name = within(dialog).getByLabelText<HTMLInputElement>(/^Passkey name/);
    expect(name.value).toBe('Work laptop');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('Please give the passkey a name.')).toBeDefined();
    await user.type(name, 'Home PC');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('rowheader', { name: 'Home PC' })).toBeDefined();
    expect(sent).toEqual({ name: 'Home PC' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Home PC' }));
  });

  it('removes a passkey only after asking', async () => {
    let removed = '';
    api.use(
      onEndpoint(passkeysApi.remove, ({ params }) => {
        removed = String(params.id);
        api.use(answer(passkeysApi.list, { passkeys: [] }));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderSection();
    const button = await screen.findByRole('button', { name: 'Remove Work laptop' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove “Work laptop”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep passkey' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(removed).toBe('');

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Remove passkey' }));
    expect(await screen.findByText(NO_PASSKEYS)).toBeDefined();
    expect(removed).toBe(laptop.id);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Passkeys' })),
    );
  });
});
