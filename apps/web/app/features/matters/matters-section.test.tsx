import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MattersPage from '#app/routes/portal/matters.tsx';
import { answer, recordRequests, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { matterPage, matterSummary } from '#tests/component/matter-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { bodyRows } from '#tests/component/table-rows.ts';

const overdue = matterSummary(2, {
  status: 'documents_needed',
  targetOn: '2026-11-25',
  nextDueOn: '2026-11-25',
  overdue: true,
});

const api = setupApiServer(answer(clientMattersApi.list, matterPage([matterSummary(1), overdue])));
const requests = recordRequests(api);

const open = (address = '/matters') => renderScreen('/matters', <MattersPage />, address);

describe('the organisation’s advisory matters', () => {
  it('lists the open matters with their kind, subject, year, status and dates in IST', async () => {
    signInWith(['view:matters:org']);
    open();
    await screen.findByRole('table', { name: /^Advisory matters/ });
    expect(bodyRows()).toEqual([
      [
        'MAT-2026-0001',
        'Scrutiny notice under section 143(2)',
        'PAN AAACK1234FAssessment year 2025-26',
        'Requested',
        '18 December 2026',
        'None set',
      ],
      [
        'MAT-2026-0002',
        'Scrutiny notice under section 143(2)',
        'PAN AAACK1234FAssessment year 2025-26',
        'Documents needed',
        '18 December 2026',
        '25 November 2026 Overdue',
      ],
    ]);
    expect(requests).toEqual(['GET /api/Matters?state=open']);
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'MAT-2026-0002' }).getAttribute('href')).toBe(
      `/matters/${overdue.id}?state=open`,
    );
    expect(
      screen.getByRole('link', { name: 'Ask for help with a notice' }).getAttribute('href'),
    ).toBe('/matters/new');
  });

  it('shows the finished matters as a view of their own in the address', async () => {
    signInWith(['view:matters:org']);
    api.use(answer(clientMattersApi.list, matterPage([matterSummary(3, { status: 'closed' })])));
    const { user } = open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('link', { name: 'Finished' }));
    await screen.findByRole('heading', { name: 'Finished matters' });
    expect(requests).toContain('GET /api/Matters?state=finished');
    expect(screen.getByRole('link', { name: 'Finished' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(bodyRows()[0]?.[3]).toBe('Closed');
  });

  it('says there are none yet and where to ask, when the organisation has no matters', async () => {
    signInWith(['view:matters:org']);
    api.use(answer(clientMattersApi.list, matterPage([])));
    open();
    expect(await screen.findByText('No advisory matters yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for help with it' }).getAttribute('href')).toBe(
      '/matters/new',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the list could not be read, and reads it again on Try again', async () => {
    signInWith(['view:matters:org']);
    api.use(refuse(clientMattersApi.list, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = open();
    expect(await screen.findByText('We could not load the matters.')).toBeTruthy();
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'MAT-2026-0001' })).toBeTruthy();
  });

  it('tells a user without the power whom to ask, and asks the server nothing', async () => {
    signInWith(['view:transactions:org']);
    open();
    expect(await screen.findByText(/decides who sees its advisory matters/)).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
