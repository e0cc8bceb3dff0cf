import { leadsApi } from '@prakar/shared/api/leads';
import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { mattersApi } from '@prakar/shared/api/matters';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import MatterPage from '#app/routes/portal/back-office/matter.tsx';
import { answer, onEndpoint, setupApiServer } from '#tests/component/api-server.ts';
import {
  matterDetail,
  matterPage,
  matterPapers,
  matterSummary,
  paperVersion,
  priya,
} from '#tests/component/matter-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const accepted = matterDetail({ status: 'accepted' });

const api = setupApiServer(
  answer(matterPapersApi.staffGet, matterPapers()),
  answer(leadsApi.assignees, { assignees: [priya] }),
  answer(mattersApi.list, matterPage([matterSummary(1)])),
  answer(mattersApi.timeline, { entries: [], hasOlder: false }),
  answer(mattersApi.get, accepted),
);

const open = () =>
  renderScreen('/back-office/matters/:id', <MatterPage />, `/back-office/matters/${accepted.id}`);

describe('the matter’s papers in the back office', () => {
  it('asks the client for two documents at once', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: unknown;
    api.use(
      onEndpoint(matterPapersApi.requestDocuments, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(matterPapers(), { status: 201 });
      }),
    );
    signInWith(['manage:all:platform']);
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Request documents' });
    await user.click(within(form).getByRole('button', { name: 'Request documents' }));
    expect(within(form).getByText('Say which document you need.')).toBeDefined();
    await user.type(within(form).getByLabelText(/^What you need/), 'Bank statements');
    await user.click(within(form).getByRole('button', { name: 'Add another document' }));
    const titles = within(form).getAllByLabelText(/^What you need/);
    await user.type(titles[1] as HTMLElement, 'Rent ledger');
    await user.type(
      within(form).getAllByLabelText(/^Note to the client/)[1] as HTMLElement,
      'March too.',
    );
    await user.click(within(form).getByRole('button', { name: 'Request documents' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      items: [
        { title: 'Bank statements', note: '' },
        { title: 'Rent ledger', note: 'March too.' },
      ],
    });
  });

  it('says when the retention period deleted a requested document, with no download', async () => {
    const item = {
      id: '5c1d0000-0000-4000-8000-000000000002',
      title: 'Rent ledger',
      note: '',
      state: 'accepted' as const,
      reason: null,
      requestedAt: paperVersion.uploadedAt,
      deletedAt: '2026-12-01T20:00:00.000Z',
      versions: [paperVersion],
    };
    api.use(answer(matterPapersApi.staffGet, matterPapers({ checklist: [item] })));
    signInWith(['manage:all:platform']);
    open();
    const heading = await screen.findByRole('heading', { name: 'Rent ledger' });
    const row = heading.closest('li') as HTMLElement;
    expect(row.textContent).toContain('Deleted on 2 December 2026 after the retention period');
    expect(within(row).queryByRole('button', { name: /Download/ })).toBeNull();
  });

  it('accepts an uploaded document, or asks again with the reason', async () => {
    const calls: string[] = [];
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const item = {
      id: '5c1d0000-0000-4000-8000-000000000001',
      title: 'Bank statements',
      note: '',
      state: 'uploaded' as const,
      reason: null,
      requestedAt: paperVersion.uploadedAt,
      deletedAt: null,
      versions: [paperVersion],
    };
    api.use(
      answer(matterPapersApi.staffGet, matterPapers({ checklist: [item] })),
      onEndpoint(matterPapersApi.acceptItem, () => {
        calls.push('accept');
        return HttpResponse.json(matterPapers());
      }),
      onEndpoint(matterPapersApi.askAgain, async ({ request }) => {
        calls.push(JSON.stringify(await request.json()));
        return HttpResponse.json(matterPapers());
      }),
    );
    signInWith(['manage:all:platform']);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Accept Bank statements' }));
    await user.click(screen.getByRole('button', { name: 'Ask again for Bank statements' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ask again' }));
    expect(within(dialog).getByText('Tell the client what is missing.')).toBeDefined();
    await user.type(within(dialog).getByLabelText(/^What is missing/), 'Page 2 is blank.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask again' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual(['accept', '{"reason":"Page 2 is blank."}']);
  });

  it('marks a matter at its draft as filed, with the day and the acknowledgement', async () => {
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: FormData | undefined;
    api.use(
      answer(mattersApi.get, matterDetail({ status: 'draft_for_approval' })),
      onEndpoint(matterPapersApi.fileMatter, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(matterPapers(), { status: 201 });
      }),
    );
    signInWith(['manage:all:platform']);
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Mark as filed' });
    expect(screen.queryByRole('form', { name: 'Set a hearing' })).toBeNull();
    await user.type(within(form).getByLabelText(/^Filed on/), '2026-12-01');
    await user.upload(
      within(form).getByLabelText(/^The acknowledgement/),
      new File(['%PDF-1.4'], 'Acknowledgement.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Mark as filed' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent?.get('filedOn')).toBe('2026-12-01');
    expect((sent?.get('file') as File | undefined)?.name).toBe('Acknowledgement.pdf');
  });
});
