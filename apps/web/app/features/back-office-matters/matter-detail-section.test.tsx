import { leadsApi } from '@prakar/shared/api/leads';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { mattersApi } from '@prakar/shared/api/matters';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import MatterPage from '#app/routes/portal/back-office/matter.tsx';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import {
  matterDetail,
  matterPage,
  matterPapers,
  matterSummary,
  priya,
} from '#tests/component/matter-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const matter = matterDetail();

const api = setupApiServer(
  answer(matterPapersApi.staffGet, matterPapers()),
  answer(leadsApi.assignees, { assignees: [priya] }),
  answer(mattersApi.list, matterPage([matterSummary(1)])),
  answer(mattersApi.timeline, { entries: [], hasOlder: false }),
  answer(mattersApi.get, matter),
  answer(matterEngagementsApi.staffGet, { engagement: null }),
  answer(matterDocumentsApi.staffList, { documents: [] }),
  answer(matterMessagesApi.staffThread, { messages: [] }),
);
const requests = recordRequests(api);

const open = (search = '', id = matter.id) =>
  renderScreen('/back-office/matters/:id', <MatterPage />, `/back-office/matters/${id}${search}`);

const ready = () =>
  screen.findByRole('heading', { level: 2, name: 'MAT-2026-0001: Kulkarni Textiles' });

/** The facts as term and value pairs. */
const facts = () =>
  Array.from(document.querySelectorAll('dt'), (term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

/** Answers a change with the matter as changed, and the page's next read with it too. */
function changesTo(
  endpoint: typeof mattersApi.setStatus | typeof mattersApi.setTarget | typeof mattersApi.assign,
  after: typeof matter,
  sent: unknown[],
) {
  api.use(
    onEndpoint(endpoint, async ({ request }) => {
      sent.push(await request.json());
      api.use(answer(mattersApi.get, after));
      return HttpResponse.json(after);
    }),
  );
}

describe('a matter’s own page', () => {
  it('shows its facts, how its statutory date was counted, and its history dated in IST', async () => {
    signInWith(['manage:all:platform']);
    open();
    await ready();
    expect(facts()).toEqual([
      ['Organisation', 'Kulkarni Textiles'],
      ['Kind', 'Scrutiny notice under section 143(2)'],
      ['PAN', 'AAACK1234F'],
      ['Act and year', 'Income-tax Act, 1961, assessment year 2025-26'],
      ['DIN', 'ITBA/AST/S/143/2026-27/1012345678'],
      ['Served on', '18 November 2026'],
      ['Date in the notice', 'None set'],
      [
        'Statutory due date',
        '18 December 202630 days from the date of service, 18 November 2026, counted in IST.',
      ],
      ['Section', 'Section 143(2), Income-tax Act, 1961'],
      ['Target date', 'None set'],
      ['Assigned to', 'Nobody yet'],
      ['Status', 'Requested'],
      ['Opened', '21 November 2026'],
    ]);
    const history = screen.getByRole('heading', { name: 'Status history' }).nextElementSibling;
    expect(history?.textContent).toBe('Requested — 21 November 2026, 1:30 am IST, The client');
    expect(requests).toContain(`GET /api/BackOffice/Matters/${matter.id}/Timeline?limit=20`);
  });

  it('says in words when the matter is overdue', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      answer(
        mattersApi.get,
        matterDetail({ status: 'accepted', overdue: true, nextDueOn: '2026-12-18' }),
      ),
    );
    open();
    await ready();
    expect(Object.fromEntries(facts())['Statutory due date']).toContain('Overdue');
  });

  it('offers no plain Accept for a request: staff accept it with its engagement letter', async () => {
    signInWith(['manage:all:platform']);
    open();
    await ready();
    const steps = screen.getByRole('region', { name: 'Next steps' });
    expect(within(steps).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(steps).getByRole('button', { name: 'Decline…' })).toBeDefined();
  });

  it('moves an accepted matter on after saying what the client will see', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const sent: unknown[] = [];
    const accepted = matterDetail({
      status: 'accepted',
      history: [
        ...matter.history,
        { status: 'accepted', at: '2026-11-23T05:00:00.000Z', by: priya, note: null },
      ],
    });
    api.use(answer(mattersApi.get, accepted));
    changesTo(
      mattersApi.setStatus,
      matterDetail({
        status: 'documents_needed',
        history: [
          ...accepted.history,
          { status: 'documents_needed', at: '2026-11-24T05:00:00.000Z', by: priya, note: null },
        ],
      }),
      sent,
    );
    const { user } = open();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Move to Documents needed…' }));
    const asked = screen.getByRole('alertdialog', {
      name: 'Move MAT-2026-0001 to “Documents needed”?',
    });
    expect(asked.textContent).toContain('The client sees “Documents needed”, dated today.');
    await user.click(within(asked).getByRole('button', { name: 'Yes, move it' }));
    await vi.waitFor(() => expect(sent).toEqual([{ status: 'documents_needed' }]));
    expect(success).toHaveBeenCalledWith('MAT-2026-0001 is now “Documents needed”.');
    await vi.waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Status history' }).nextElementSibling?.textContent,
      ).toContain('Documents needed — 24 November 2026, 10:30 am IST, Priya Shah'),
    );
    expect(screen.getByRole('button', { name: 'Close…' })).toBeDefined();
  });

  it('asks for a note to the client before declining a request', async () => {
    signInWith(['manage:all:platform']);
    const sent: unknown[] = [];
    changesTo(mattersApi.setStatus, matterDetail({ status: 'declined' }), sent);
    const { user } = open();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Decline…' }));
    const asked = screen.getByRole('alertdialog', { name: 'Decline MAT-2026-0001?' });
    await user.click(within(asked).getByRole('button', { name: 'Decline the request' }));
    expect(
      within(asked).getByText('Tell the client why the firm declines their request.'),
    ).toBeDefined();
    expect(sent).toEqual([]);
    await user.type(
      within(asked).getByRole('textbox', { name: 'Note to the client' }),
      'We do not take GST matters.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Decline the request' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([{ status: 'declined', note: 'We do not take GST matters.' }]),
    );
    expect(
      await screen.findByText(/This matter is declined: it has no further steps/),
    ).toBeDefined();
  });

  it('refuses a target date after the statutory one next to the field, and sets one before it', async () => {
    signInWith(['manage:all:platform']);
    const sent: unknown[] = [];
    changesTo(mattersApi.setTarget, matterDetail({ targetOn: '2026-12-10' }), sent);
    const { user } = open();
    await ready();
    const target = screen.getByLabelText('Target date');
    await user.type(target, '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Set target' }));
    expect(
      screen.getByText('Choose a date on or before the statutory due date, 18 December 2026.'),
    ).toBeDefined();
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await user.clear(target);
    await user.type(target, '2026-12-10');
    await user.click(screen.getByRole('button', { name: 'Set target' }));
    await vi.waitFor(() => expect(sent).toEqual([{ targetOn: '2026-12-10' }]));
    await vi.waitFor(() =>
      expect(Object.fromEntries(facts())['Target date']).toBe('10 December 2026'),
    );
    await user.click(screen.getByRole('button', { name: 'Clear target' }));
    await vi.waitFor(() => expect(sent).toEqual([{ targetOn: '2026-12-10' }, { targetOn: null }]));
  });

  it('shows the server’s objection to a target date next to the field', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      onEndpoint(mattersApi.setTarget, () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'Check the highlighted fields.',
              fields: { targetOn: 'The target date must be on or before the statutory due date.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();
    await ready();
    await user.type(screen.getByLabelText('Target date'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Set target' }));
    expect(
      await screen.findByText('The target date must be on or before the statutory due date.'),
    ).toBeDefined();
  });

  it('gives the matter to a colleague', async () => {
    signInWith(['manage:all:platform']);
    const sent: unknown[] = [];
    changesTo(mattersApi.assign, matterDetail({ assignee: priya }), sent);
    const { user } = open();
    await ready();
    await screen.findByRole('option', { name: 'Priya Shah' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Priya Shah');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await vi.waitFor(() => expect(sent).toEqual([{ assigneeId: 9 }]));
    await vi.waitFor(() => expect(Object.fromEntries(facts())['Assigned to']).toBe('Priya Shah'));
  });

  it('steps to the next matter of the list’s page with j, and leads back to the list', async () => {
    signInWith(['manage:all:platform']);
    api.use(answer(mattersApi.list, matterPage([matterSummary(1), matterSummary(2)])));
    const { user, location } = open('?status=open');
    await ready();
    expect(screen.getByRole('link', { name: 'Back to the matters' }).getAttribute('href')).toBe(
      '/back-office/matters?status=open',
    );
    await screen.findByRole('link', { name: 'Next: MAT-2026-0002' });
    await user.keyboard('j');
    expect(location().pathname).toBe(`/back-office/matters/${matterSummary(2).id}`);
    expect(location().search).toBe('?status=open');
  });

  it('says when there is no such matter', async () => {
    signInWith(['manage:all:platform']);
    api.use(refuse(mattersApi.get, 404, 'NOT_FOUND', 'No such matter.'));
    open();
    expect(await screen.findByText(/This matter does not exist/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the matters' })).toBeDefined();
  });
});
