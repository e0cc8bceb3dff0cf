import { twoFactorApi } from '@prakar/shared/api/two-factor';
import { CODE_MESSAGE, WRONG_CODE_MESSAGE } from '@prakar/shared/two-factor';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { CODES_COPIED, RECOVERY_CODES_FILE, RECOVERY_CODES_ONCE } from './recovery-codes-notice';
import { TURNED_OFF, TwoFactorSection } from './two-factor-section';

const OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const ON = { enabled: true, enabledAt: '2026-01-10T04:30:00.000Z', recoveryCodesLeft: 10 };
const SECRET = 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP';
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const CODES = Array.from({ length: 10 }, (_, index) => `abcde${String(index).padStart(5, '0')}`);

const api = setupApiServer(answer(twoFactorApi.status, OFF));
const requests = recordRequests(api);

const wrongCode = () =>
  HttpResponse.json(
    {
      error: {
        code: 'WRONG_CODE',
        message: WRONG_CODE_MESSAGE,
        fields: { code: WRONG_CODE_MESSAGE },
      },
    },
    { status: 400 },
  );

const renderSection = () => renderScreen('/user-profile', <TwoFactorSection />);

describe('the profile’s two-step sign-in', () => {
  it('sets up with the QR code and the typed key, confirms with a code, and shows the recovery codes once', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const sent: unknown[] = [];
    api.use(
      answer(twoFactorApi.setUp, { qrCode: QR, secret: SECRET }),
      onEndpoint(twoFactorApi.confirm, async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        if (body.code !== '654321') return wrongCode();
        api.use(answer(twoFactorApi.status, ON));
        return HttpResponse.json({ recoveryCodes: CODES });
      }),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getByText(SECRET)).toBeDefined();
    const field = screen.getByLabelText(/^Code from your authenticator app/);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');

    // The browser's check and the server's both show next to the field.
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(CODE_MESSAGE)).toBeDefined();
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const heading = await screen.findByRole('heading', { name: 'Your recovery codes' });
    expect(document.activeElement).toBe(heading);
    expect(sent).toEqual([{ code: '123456' }, { code: '654321' }]);
    expect(screen.getByText(RECOVERY_CODES_ONCE)).toBeDefined();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`));
    const download = screen.getByRole('link', { name: 'Download as .txt' });
    expect(download.getAttribute('download')).toBe(RECOVERY_CODES_FILE);
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain('abcde-00009');

    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(CODES_COPIED));
    expect(await navigator.clipboard.readText()).toContain('abcde-00000\nabcde-00001');

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(document.body.textContent).not.toContain('abcde-00000');
    expect(await screen.findByText('10 recovery codes left.')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Two-step sign-in' }));
  });

  it('makes new recovery codes with a current code', async () => {
    api.use(
      answer(twoFactorApi.status, { ...ON, recoveryCodesLeft: 2 }),
      onEndpoint(twoFactorApi.regenerateRecoveryCodes, async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return code === '111222' ? HttpResponse.json({ recoveryCodes: CODES }) : wrongCode();
      }),
    );
    const { user } = renderSection();
    expect(await screen.findByText(/2 recovery codes left/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const field = screen.getByLabelText(/^Code from your authenticator app/);
    await user.type(field, '999999');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeDefined();
    await user.clear(field);
    await user.type(field, '111222');
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByRole('heading', { name: 'Your recovery codes' })).toBeDefined();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('turns off only after asking, with a code or a recovery code', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: unknown;
    api.use(
      answer(twoFactorApi.status, ON),
      onEndpoint(twoFactorApi.turnOff, async ({ request }) => {
        sent = await request.json();
        api.use(answer(twoFactorApi.status, OFF));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off two-step sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByLabelText(/^Code from your authenticator app/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const field = screen.getByLabelText(/^Code from your authenticator app, or a recovery code/);
    await user.type(field, 'ABCDE-12345');
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByRole('button', { name: 'Set up two-step sign-in' })).toBeDefined();
    expect(sent).toEqual({ code: 'abcde12345' });
    expect(success).toHaveBeenCalledWith(TURNED_OFF);
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([
      'POST /api/Details/TwoFactor/TurnOff',
    ]);
  });
});
