import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { MATTER_FILE_RULES } from '@prakar/shared/matter-documents';
import type { ChecklistItem } from '@prakar/shared/matter-papers';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import MatterPage from '#app/routes/portal/matter.tsx';
import { answer, onEndpoint, setupApiServer } from '#tests/component/api-server.ts';
import { matterDetail, matterPapers, paperVersion, priya } from '#tests/component/matter-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const item = (index: number, changes: Partial<ChecklistItem> = {}): ChecklistItem => ({
  id: `5c1d0000-0000-4000-8000-00000000000${index}`,
  title: `Document ${index}`,
  note: '',
  state: 'waiting',
  reason: null,
  requestedAt: '2026-11-30T06:00:00.000Z',
  deletedAt: null,
  versions: [],
  ...changes,
});

const matter = matterDetail({ status: 'draft_for_approval', assignee: priya });
const papers = matterPapers({
  checklist: [
    item(1, { title: 'Bank statements', note: 'Every account, April to March.' }),
    item(2, {
      title: 'Rent ledger',
      state: 'asked_again',
      reason: 'March is missing.',
      versions: [paperVersion],
    }),
    item(3, { title: 'Form 26AS', state: 'accepted', versions: [paperVersion] }),
  ],
  draft: {
    id: '5c1d0000-0000-4000-8000-0000000000d1',
    deletedAt: null,
    versions: [{ ...paperVersion, filename: 'Reply.pdf', uploadedBy: priya, response: null }],
  },
  filing: null,
  hearings: [],
});

const api = setupApiServer(
  answer(clientMattersApi.get, matter),
  answer(matterPapersApi.get, papers),
);

const open = () => renderScreen('/matters/:id', <MatterPage />, `/matters/${matter.id}`);

const need = (title: string) => screen.getByRole('form', { name: `Upload ${title}` });

describe('what the firm needs from the client', () => {
  it('lists each requested document with its state, versions and an upload until accepted', async () => {
    signInWith(['view:matters:org']);
    open();
    await screen.findByRole('heading', { name: 'What we need from you' });
    const items = await screen.findAllByRole('listitem', { name: /./ });
    expect(items.map((each) => each.querySelector('h3')?.textContent)).toEqual([
      'Bank statements',
      'Rent ledger',
      'Form 26AS',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Waiting for you')).toBeDefined();
    expect(items[1]?.textContent).toContain('Asked again: March is missing.');
    expect(items[1]?.textContent).toContain('Version 1: statements.pdf, from Asha Kulkarni');
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(
      within(need('Bank statements')).getByText(MATTER_FILE_RULES.document.rule),
    ).toBeDefined();
  });

  it('says when the retention period deleted a document, with no download', async () => {
    api.use(
      answer(
        matterPapersApi.get,
        matterPapers({
          checklist: [
            item(4, {
              title: 'Ledger',
              state: 'accepted',
              deletedAt: '2026-12-01T20:00:00.000Z',
              versions: [paperVersion],
            }),
          ],
        }),
      ),
    );
    signInWith(['view:matters:org']);
    open();
    const [ledger] = await screen.findAllByRole('listitem', { name: 'Ledger' });
    expect(ledger?.textContent).toContain('Version 1: statements.pdf, from Asha Kulkarni');
    expect(ledger?.textContent).toContain('Deleted on 2 December 2026 after the retention period');
    expect(within(ledger as HTMLElement).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('uploads a file against its item, refusing a wrong type before sending', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: FormData | undefined;
    let path = '';
    api.use(
      onEndpoint(matterPapersApi.uploadItem, async ({ request }) => {
        sent = await request.formData();
        path = new URL(request.url).pathname;
        return HttpResponse.json(papers, { status: 201 });
      }),
    );
    signInWith(['view:matters:org']);
    const { user } = open();
    await screen.findByRole('heading', { name: 'What we need from you' });
    const form = need('Bank statements');
    const input = within(form).getByLabelText(/^The document/) as HTMLInputElement;
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByText(MATTER_FILE_RULES.document.typeMessage)).toBeDefined();
    expect(sent).toBeUndefined();

    await user.upload(input, new File(['a,b\n1,2\n'], 'ledger.csv', { type: 'text/csv' }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    expect((sent?.get('file') as File | undefined)?.name).toBe('ledger.csv');
    expect(path).toBe(`/api/Matters/${matter.id}/Checklist/${papers.checklist[0]?.id}/Versions`);
  });

  it('approves the latest draft, or asks for changes only with a comment', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const bodies: unknown[] = [];
    api.use(
      onEndpoint(matterPapersApi.askForChanges, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(papers);
      }),
      onEndpoint(matterPapersApi.approveDraft, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(papers);
      }),
    );
    signInWith(['view:matters:org']);
    const { user } = open();
    await screen.findByRole('heading', { name: 'Draft for your approval' });
    await user.click(screen.getByRole('button', { name: 'Ask for changes' }));
    expect(screen.getByText('Say what should change.')).toBeDefined();
    await user.type(screen.getByLabelText(/^What should change/), 'Add the rent receipts.');
    await user.click(screen.getByRole('button', { name: 'Ask for changes' }));
    await user.click(screen.getByRole('button', { name: 'Approve draft' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([{ version: 1, comment: 'Add the rent receipts.' }, { version: 1 }]);
  });

  it('shows the acknowledgement, the next hearing and the order once they come', async () => {
    api.use(
      answer(
        matterPapersApi.get,
        matterPapers({
          filing: {
            filedOn: '2026-12-01',
            acknowledgement: {
              id: '5c1d0000-0000-4000-8000-0000000000a1',
              what: 'acknowledgement',
              title: 'Acknowledgement',
              createdAt: paperVersion.uploadedAt,
              deletedAt: null,
              versions: [{ ...paperVersion, filename: 'Acknowledgement.pdf' }],
            },
          },
          hearings: [
            {
              id: '5c1d0000-0000-4000-8000-0000000000b1',
              on: '2027-01-12',
              time: '11:30',
              forum: 'CIT(A)-3, Mumbai',
              place: 'Aayakar Bhavan',
              notice: null,
            },
          ],
          nextHearing: {
            id: '5c1d0000-0000-4000-8000-0000000000b1',
            on: '2027-01-12',
            time: '11:30',
            forum: 'CIT(A)-3, Mumbai',
            place: 'Aayakar Bhavan',
          },
        }),
      ),
    );
    signInWith(['view:matters:org']);
    open();
    await screen.findByRole('heading', { name: 'Filing and hearings' });
    expect(screen.getByRole('heading', { name: 'Filed on 1 December 2026' })).toBeDefined();
    const next = screen.getByRole('heading', { name: 'Next hearing' });
    expect(next.nextElementSibling?.textContent).toBe(
      '12 January 2027 at 11:30 IST, CIT(A)-3, Mumbai, Aayakar Bhavan',
    );
    expect(
      screen.getByRole('button', { name: /Download version 1, Acknowledgement\.pdf/ }),
    ).toBeDefined();
  });
});
