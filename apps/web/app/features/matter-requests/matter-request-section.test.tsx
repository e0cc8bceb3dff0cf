import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import {
  MATTER_FILE_RULE,
  MATTER_FILE_TYPE_MESSAGE,
  NOTICE_REQUIRED_MESSAGE,
} from '@prakar/shared/matter-documents';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { matterDetail } from '#tests/component/matter-data.ts';
import { renderRoutes } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { MatterRequestSection } from './matter-request-section';

const api = setupApiServer();
const requests = recordRequests(api);

const open = () =>
  renderRoutes(
    [
      { path: '/matters/new', element: <MatterRequestSection /> },
      { path: '/matters/:id', element: <p>The matter’s page</p> },
    ],
    ['/matters/new'],
  );

const send = () => screen.getByRole('button', { name: 'Send the request' });
const noticeInput = () => screen.getByLabelText(/^The notice/);
const pdf = (name = 'notice.pdf') =>
  new File(['%PDF-1.7 notice'], name, { type: 'application/pdf' });

/** A 143(2) notice served on 25 November, the file left for the test. */
async function fillNotice(user: ReturnType<typeof open>['user']) {
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^What the notice is/ }),
    'Scrutiny notice under section 143(2)',
  );
  await user.type(screen.getByRole('textbox', { name: /^PAN, TAN or GSTIN/ }), 'AAPFU0939F');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Act/ }), 'Income-tax Act, 1961');
  await user.type(screen.getByRole('textbox', { name: /^Year/ }), '2025-26');
  await user.type(screen.getByLabelText(/^Date of service/), '2026-11-25');
  await user.type(
    screen.getByRole('textbox', { name: /^What you need from us/ }),
    'A reply to the notice.',
  );
}

describe('asking for help with a notice', () => {
  it('states the types and the limit by the file, and what is missing from the shared schema', async () => {
    signInWith(['view:matters:org']);
    const { user } = open();
    expect(noticeInput().getAttribute('accept')).toContain('application/pdf');
    expect(screen.getByText(MATTER_FILE_RULE)).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: /^Year/ }), '2025-27');
    await user.click(send());
    expect(await screen.findByText('Choose the kind of matter.')).toBeDefined();
    expect(screen.getByText('Enter two years in a row, such as 2024-25.')).toBeDefined();
    expect(screen.getByText(NOTICE_REQUIRED_MESSAGE)).toBeDefined();
    expect(requests).toEqual([]);
  });

  it('sends the facts and the notice as a form upload, then opens the new matter’s page', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: FormData | undefined;
    api.use(
      onEndpoint(matterDocumentsApi.request, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(matterDetail({ number: 'MAT-2026-0008' }), { status: 201 });
      }),
    );
    signInWith(['view:matters:org']);
    const { user } = open();
    await fillNotice(user);
    await user.upload(noticeInput(), pdf());
    await user.click(send());

    expect(await screen.findByText('The matter’s page')).toBeDefined();
    expect(success).toHaveBeenCalledWith(
      expect.stringContaining('We have your request, MAT-2026-0008'),
    );
    expect(requests).toEqual(['POST /api/Matters/Requests']);
    expect(sent?.get('kind')).toBe('scrutiny_143_2');
    expect(sent?.get('subject')).toBe('AAPFU0939F');
    expect(sent?.get('servedOn')).toBe('2026-11-25');
    expect(sent?.has('din')).toBe(false);
    expect((sent?.get('notice') as File | null)?.name).toBe('notice.pdf');
  });

  it('shows the server’s objection to the file next to it, keeping what was typed', async () => {
    api.use(
      onEndpoint(matterDocumentsApi.request, () =>
        HttpResponse.json(
          {
            error: {
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message: MATTER_FILE_TYPE_MESSAGE,
              fields: { notice: MATTER_FILE_TYPE_MESSAGE },
            },
          },
          { status: 415 },
        ),
      ),
    );
    signInWith(['view:matters:org']);
    const { user } = open();
    await fillNotice(user);
    await user.upload(noticeInput(), pdf('renamed.pdf'));
    await user.click(send());

    expect((await screen.findByText(MATTER_FILE_TYPE_MESSAGE)).id).toBe('request-notice-error');
    expect(document.activeElement).toBe(noticeInput());
    expect(
      (screen.getByRole('textbox', { name: /^PAN, TAN or GSTIN/ }) as HTMLInputElement).value,
    ).toBe('AAPFU0939F');
  });

  it('tells a user without the Advisory matters power whom to ask', () => {
    signInWith([]);
    open();
    expect(screen.getByRole('status').textContent).toContain('Advisory matters');
    expect(screen.queryByRole('button', { name: 'Send the request' })).toBeNull();
  });
});
