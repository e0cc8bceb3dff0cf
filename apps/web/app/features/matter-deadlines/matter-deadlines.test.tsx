import { matterCalendarApi } from '@prakar/shared/api/matter-calendar';
import type { MatterDeadline } from '@prakar/shared/matter-calendar';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MatterDeadlinesPage from '#app/routes/portal/matter-deadlines.tsx';
import { answer, recordRequests, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { daysLeftText } from './days-left';

const deadline = (index: number, changes: Partial<MatterDeadline>): MatterDeadline => ({
  id: `7a2e0b1c-0000-4000-8000-00000000000${index}-${changes.dateKind ?? 'statutory'}`,
  matterId: `7a2e0b1c-0000-4000-8000-00000000000${index}`,
  number: `MAT-2026-000${index}`,
  kind: 'scrutiny_143_2',
  status: 'documents_needed',
  dateKind: 'statutory',
  on: '2026-12-08',
  daysLeft: 6,
  hearing: null,
  ...changes,
});

const FEED_URL =
  'https://prakartax.in/api/Matters/Calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';

const api = setupApiServer(
  answer(matterCalendarApi.deadlines, {
    today: '2026-12-02',
    deadlines: [
      deadline(1, { on: '2026-11-29', daysLeft: -3, kind: 'appeal_cit_a' }),
      deadline(2, { on: '2026-12-02', daysLeft: 0, dateKind: 'target' }),
      deadline(3, { on: '2026-12-08', daysLeft: 6 }),
      deadline(3, {
        dateKind: 'hearing',
        on: '2026-12-30',
        daysLeft: 28,
        status: 'hearing',
        hearing: { time: '11:30', forum: 'CIT(A)-3, Mumbai', place: 'Aayakar Bhavan' },
      }),
    ],
  }),
  answer(matterCalendarApi.link, { createdAt: null }),
  answer(matterCalendarApi.replaceLink, { url: FEED_URL, createdAt: '2026-12-02T06:00:00.000Z' }),
);
const requests = recordRequests(api);

const open = () =>
  renderScreen('/matters/deadlines', <MatterDeadlinesPage />, '/matters/deadlines');

describe('days left, in words', () => {
  it('says today, tomorrow, in so many days, or how many days overdue', () => {
    expect([0, 1, 6, -1, -3].map(daysLeftText)).toEqual([
      'today',
      'tomorrow',
      'in 6 days',
      '1 day overdue',
      '3 days overdue',
    ]);
  });
});

describe('the deadlines page', () => {
  it('lists each date in IST with the days left, the kind of date and the matter', async () => {
    signInWith(['view:matters:org']);
    open();
    const list = await screen.findByRole('list', { name: 'Dates ahead' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '29 November 20263 days overdueStatutory due dateMAT-2026-0001 Appeal to the CIT(A)',
      '2 December 2026todayTarget dateMAT-2026-0002 Scrutiny notice under section 143(2)',
      '8 December 2026in 6 daysStatutory due dateMAT-2026-0003 Scrutiny notice under section 143(2)',
      '30 December 2026in 28 daysHearing at 11:30 IST, CIT(A)-3, Mumbai, Aayakar BhavanMAT-2026-0003 Scrutiny notice under section 143(2)',
    ]);
    expect(screen.getAllByRole('link', { name: 'MAT-2026-0003' })[0]?.getAttribute('href')).toBe(
      '/matters/7a2e0b1c-0000-4000-8000-000000000003',
    );
  });

  it('says so when no open matter has a date', async () => {
    signInWith(['view:matters:org']);
    api.use(answer(matterCalendarApi.deadlines, { today: '2026-12-02', deadlines: [] }));
    open();
    expect(await screen.findByText(/^No dates ahead/)).toBeTruthy();
  });

  it('offers to try again when the dates cannot be loaded', async () => {
    signInWith(['view:matters:org']);
    api.use(refuse(matterCalendarApi.deadlines, 500, 'INTERNAL', 'Something went wrong.'));
    open();
    expect(await screen.findByText('We could not load the deadlines.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('tells a user without the Advisory matters power who decides', async () => {
    signInWith([]);
    open();
    expect(await screen.findByText(/administrator decides who sees/)).toBeTruthy();
    expect(requests).toEqual([]);
  });
});

describe('subscribing in a calendar', () => {
  it('shows the new address once, with a Copy button', async () => {
    signInWith(['view:matters:org']);
    const { user } = open();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Subscribe in your calendar' }));
    const field = await screen.findByLabelText('Calendar address');
    expect((field as HTMLInputElement).value).toBe(FEED_URL);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(FEED_URL);
    expect(requests).toContain('POST /api/Matters/Calendar');
  });

  it('replaces the address only once the user confirms', async () => {
    signInWith(['view:matters:org']);
    api.use(answer(matterCalendarApi.link, { createdAt: '2026-11-20T06:00:00.000Z' }));
    const { user } = open();
    expect(await screen.findByText(/made your calendar address on 20 November 2026/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Replace the link' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Replace your calendar address?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the link' }));
    expect(requests).not.toContain('POST /api/Matters/Calendar');

    await user.click(screen.getByRole('button', { name: 'Replace the link' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Replace the link',
      }),
    );
    expect(((await screen.findByLabelText('Calendar address')) as HTMLInputElement).value).toBe(
      FEED_URL,
    );
    expect(requests.filter((request) => request === 'POST /api/Matters/Calendar')).toHaveLength(1);
  });
});
