import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MatterPage from '#app/routes/portal/matter.tsx';
import { answer, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { matterDetail, matterPapers, priya } from '#tests/component/matter-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const matter = matterDetail({
  status: 'declined',
  assignee: priya,
  targetOn: '2026-12-10',
  history: [
    { status: 'requested', at: '2026-11-20T20:00:00.000Z', by: null, note: null },
    {
      status: 'declined',
      at: '2026-11-22T05:00:00.000Z',
      by: priya,
      note: 'The notice was answered by your previous adviser.',
    },
  ],
});

const api = setupApiServer(
  answer(matterPapersApi.get, matterPapers()),
  answer(clientMattersApi.get, matter),
  answer(matterEngagementsApi.get, { engagement: null }),
  answer(matterDocumentsApi.list, { documents: [] }),
  answer(matterMessagesApi.thread, { messages: [] }),
);

const open = (search = '') =>
  renderScreen('/matters/:id', <MatterPage />, `/matters/${matter.id}${search}`);

/** The facts as term and value pairs. */
const facts = () =>
  Array.from(document.querySelectorAll('dt'), (term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('one of the organisation’s matters', () => {
  it('shows its facts, how its statutory date was counted and who handles it', async () => {
    signInWith(['view:matters:org']);
    open();
    await screen.findByRole('heading', { level: 2, name: 'MAT-2026-0001' });
    expect(facts()).toEqual([
      ['Kind', 'Scrutiny notice under section 143(2)'],
      ['PAN', 'AAACK1234F'],
      ['Act and year', 'Income-tax Act, 1961, assessment year 2025-26'],
      ['DIN', 'ITBA/AST/S/143/2026-27/1012345678'],
      ['Served on', '18 November 2026'],
      [
        'Statutory due date',
        '18 December 202630 days from the date of service, 18 November 2026, counted in IST.',
      ],
      ['Section', 'Section 143(2), Income-tax Act, 1961'],
      ['Target date', '10 December 2026'],
      ['Handled by', 'Priya Shah'],
      ['Status', 'Declined'],
    ]);
  });

  it('lists every change of status dated in IST, with the firm’s note', async () => {
    signInWith(['view:matters:org']);
    open();
    const heading = await screen.findByRole('heading', { name: 'Status history' });
    const history = heading.nextElementSibling as HTMLElement;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '21 November 2026: Requested',
      '22 November 2026: Declined“The notice was answered by your previous adviser.”',
    ]);
  });

  it('goes back to the list in the view it was opened from', async () => {
    signInWith(['view:matters:org']);
    open('?state=finished');
    const back = await screen.findByRole('link', { name: /All finished matters/ });
    expect(back.getAttribute('href')).toBe('/matters?state=finished');
  });

  it('says the matter cannot be found when the server knows none by that id', async () => {
    signInWith(['view:matters:org']);
    api.use(refuse(clientMattersApi.get, 404, 'NOT_FOUND', 'No such matter.'));
    open();
    expect(await screen.findByText(/We could not find this matter/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /All open matters/ }).getAttribute('href')).toBe(
      '/matters?state=open',
    );
  });

  it('offers Try again when the matter could not be read', async () => {
    signInWith(['view:matters:org']);
    api.use(refuse(clientMattersApi.get, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = open();
    expect(await screen.findByText('We could not load the matter.')).toBeTruthy();
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Status history' })).toBeTruthy();
  });
});
