import { matterArchiveApi } from '@prakar/shared/api/matter-archive';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import { MATTER_FILE_RULES } from '@prakar/shared/matter-documents';
import { type MatterMessage, MESSAGE_BODY_REQUIRED_MESSAGE } from '@prakar/shared/matter-messages';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { catchDownloads } from '#tests/component/downloads.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { MatterCorrespondence } from './matter-correspondence';

const matter = { id: '0b9f1c9e-4d1a-4c55-9d3e-2f6a4b7c8d01', number: 'MAT-2026-0007' };
const documentId = '5c1e2f3a-7b8c-4d9e-8f0a-1b2c3d4e5f60';

const fromClient: MatterMessage = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  side: 'client',
  author: { name: 'Asha Kulkarni' },
  body: 'Our ledger is attached.',
  sentAt: '2026-12-02T06:00:00.000Z',
  attachment: { documentId, filename: 'Ledger.csv', size: 2048, deletedAt: null },
};
const fromFirm: MatterMessage = {
  id: '1a2b3c4d-0000-4000-8000-000000000002',
  side: 'firm',
  author: { name: 'Priya Shah' },
  body: 'Thank you.\nWe will file on Friday.',
  sentAt: '2026-12-02T09:45:00.000Z',
  attachment: null,
};

const api = setupApiServer(
  answer(matterMessagesApi.thread, { messages: [fromClient, fromFirm] }),
  answer(matterDocumentsApi.list, {
    documents: [
      {
        id: documentId,
        what: 'attachment',
        title: 'Ledger.csv',
        createdAt: fromClient.sentAt,
        deletedAt: null,
        versions: [
          {
            version: 1,
            filename: 'Ledger.csv',
            contentType: 'text/csv',
            size: 2048,
            uploadedBy: { name: 'Asha Kulkarni', email: 'asha@example.in' },
            uploadedAt: fromClient.sentAt,
          },
        ],
      },
      {
        id: '5c1e2f3a-7b8c-4d9e-8f0a-1b2c3d4e5f61',
        what: 'notice',
        title: 'Notice',
        createdAt: '2018-11-20T06:00:00.000Z',
        deletedAt: '2026-12-01T20:00:00.000Z',
        versions: [
          {
            version: 1,
            filename: 'Notice.pdf',
            contentType: 'application/pdf',
            size: 40_000,
            uploadedBy: null,
            uploadedAt: '2018-11-20T06:00:00.000Z',
          },
        ],
      },
    ],
  }),
);
const requests = recordRequests(api);

const open = () => {
  signInWith(['view:matters:org']);
  return renderScreen(
    '/matters/:id',
    <MatterCorrespondence matter={matter} />,
    `/matters/${matter.id}`,
  );
};

const thread = async () => screen.findByRole('list', { name: 'Messages, oldest first' });
const messageBox = () => screen.getByRole('textbox', { name: /Your message to the firm/ });
const fileInput = () => screen.getByLabelText(/Attach a file/) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Send message' });

/** Opens the thread, writes `words`, attaches `file` and sends them, as the client does. */
async function sendMessage(words: string, file: File) {
  const { user } = open();
  await thread();
  await user.type(messageBox(), words);
  await user.upload(fileInput(), file);
  await user.click(send());
}

describe('a matter’s messages and documents, for the client', () => {
  it('shows the thread oldest first: who, which side, when in IST, and the attachment', async () => {
    open();
    const items = within(await thread()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Asha KulkarniYour organisation2 December 2026, 11:30 am IST',
      'Priya ShahPrakar Tax Advisory2 December 2026, 3:15 pm IST',
    ]);
    expect(
      within(items[0] as HTMLElement).getByRole('button', { name: /Download Ledger.csv/ }),
    ).toBeDefined();
    expect(items[1]?.textContent).toContain('We will file on Friday.');
  });

  it('lists the documents, a deleted one with when it went, and offers them all as a ZIP', async () => {
    const { user } = open();
    const heading = await screen.findByRole('heading', { name: 'All documents' });
    const section = heading.closest('section') as HTMLElement;
    const notice = (await within(section).findByText('Notice')).closest('li') as HTMLElement;
    expect(notice.textContent).toContain('Deleted on 2 December 2026 after the retention period');
    expect(within(notice).queryByRole('button')).toBeNull();
    const saved = catchDownloads();
    api.use(
      onEndpoint(matterArchiveApi.download, () => {
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 5, 6]), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="MAT-2026-0007 documents.zip"',
          },
        });
      }),
    );
    await user.click(within(section).getByRole('button', { name: /Download all as a ZIP/ }));
    await expect.poll(() => saved).toEqual(['MAT-2026-0007 documents.zip']);
  });

  it('asks for words before sending anything', async () => {
    const { user } = open();
    await thread();
    await user.click(send());
    expect(await screen.findByText(MESSAGE_BODY_REQUIRED_MESSAGE)).toBeDefined();
    expect(requests.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('sends the words and the file as a form upload, and announces the message sent', async () => {
    let sent: FormData | undefined;
    api.use(
      onEndpoint(matterMessagesApi.send, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(
          { ...fromClient, id: '1a2b3c4d-0000-4000-8000-000000000003', body: 'Here it is.' },
          { status: 201 },
        );
      }),
    );
    await sendMessage(
      'Here it is.',
      new File(['date,amount\n'], 'Ledger.csv', { type: 'text/csv' }),
    );

    expect((await screen.findByText('Message sent with Ledger.csv.')).getAttribute('role')).toBe(
      'status',
    );
    expect(sent?.get('body')).toBe('Here it is.');
    expect((sent?.get('attachment') as File | null)?.name).toBe('Ledger.csv');
    expect((messageBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s objection to the file next to it, keeping the words', async () => {
    api.use(
      onEndpoint(matterMessagesApi.send, () =>
        HttpResponse.json(
          {
            error: {
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message: MATTER_FILE_RULES.document.typeMessage,
              fields: { attachment: MATTER_FILE_RULES.document.typeMessage },
            },
          },
          { status: 415 },
        ),
      ),
    );
    await sendMessage('The scan.', new File(['MZ'], 'scan.pdf', { type: 'application/pdf' }));

    expect((await screen.findByText(MATTER_FILE_RULES.document.typeMessage)).id).toBe(
      'message-attachment-error',
    );
    expect((messageBox() as HTMLTextAreaElement).value).toBe('The scan.');
  });
});
