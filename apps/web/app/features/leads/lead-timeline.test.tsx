import { leadsApi } from '@prakar/shared/api/leads';
import type { Timeline, TimelineEntry } from '@prakar/shared/timeline';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import LeadPage from '#app/routes/portal/back-office/lead.tsx';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { leadDetail } from '#tests/component/lead-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const lead = leadDetail();

const received: TimelineEntry = {
  id: `received:${lead.id}`,
  at: '2026-11-23T08:35:09.000Z',
  actor: { kind: 'visitor', name: 'Meera Iyer' },
  sentence: 'Meera Iyer wrote through the website: “Smart TDS for 12 TANs”',
  link: null,
};
/** Something Priya did to the message. */
const byPriya = (id: string, at: string, did: string): TimelineEntry => ({
  id,
  at,
  actor: { kind: 'staff', name: 'Priya Shah' },
  sentence: `Priya Shah ${did}`,
  link: null,
});
const assigned = byPriya(
  'event-1',
  '2026-11-23T09:00:00.000Z',
  'assigned the message from Meera Iyer (meera@kulkarni.in) to themselves',
);
const marked = byPriya(
  'event-2',
  '2026-11-24T05:30:00.000Z',
  'marked the message from Meera Iyer (meera@kulkarni.in) as in progress',
);

const timeline = (entries: TimelineEntry[], hasOlder = false): Timeline => ({ entries, hasOlder });

const api = setupApiServer(
  answer(leadsApi.assignees, { assignees: [] }),
  answer(leadsApi.neighbours, { previous: null, next: null }),
  answer(leadsApi.timeline, timeline([assigned, received])),
  answer(leadsApi.get, lead),
);
const requests = recordRequests(api);

const open = () =>
  renderScreen('/back-office/leads/:id', <LeadPage />, `/back-office/leads/${lead.id}`);

const timelineRegion = () => screen.findByRole('region', { name: 'What happened' });

const shown = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('a lead’s timeline', () => {
  it('lists what happened, newest first, who did it and when in IST', async () => {
    signInWith(['manage:all:platform']);
    open();
    const region = await timelineRegion();
    await within(region).findByRole('list');
    expect(shown(region)).toEqual([
      '23 November 2026, 2:30 pm ISTPriya Shah (staff)Priya Shah assigned the message from Meera Iyer (meera@kulkarni.in) to themselves.',
      '23 November 2026, 2:05 pm ISTMeera Iyer (visitor)Meera Iyer wrote through the website: “Smart TDS for 12 TANs”.',
    ]);
    const [newest] = within(region).getAllByRole('listitem');
    expect(newest?.querySelector('time')?.getAttribute('datetime')).toBe(assigned.at);
    expect(requests).toContain(`GET /api/BackOffice/Leads/${lead.id}/Timeline?limit=20`);
  });

  it('shows a staff member’s change on top once it is saved', async () => {
    signInWith(['manage:all:platform']);
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    api.use(
      onEndpoint(leadsApi.setStatus, () => {
        api.use(answer(leadsApi.timeline, timeline([marked, assigned, received])));
        return HttpResponse.json({ ...lead, status: 'in_progress' });
      }),
    );
    const { user } = open();
    const region = await timelineRegion();
    await within(region).findByRole('list');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In progress');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await vi.waitFor(() => expect(shown(region)).toHaveLength(3));
    expect(shown(region)[0]).toContain('Priya Shah marked the message');
  });

  it('shows older entries on asking', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      onEndpoint(leadsApi.timeline, ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('limit') === '40'
            ? timeline([assigned, received])
            : timeline([assigned], true),
        ),
      ),
    );
    const { user } = open();
    const region = await timelineRegion();
    await user.click(await within(region).findByRole('button', { name: 'Show older' }));
    await vi.waitFor(() => expect(shown(region)).toHaveLength(2));
    expect(within(region).queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(requests).toContain(`GET /api/BackOffice/Leads/${lead.id}/Timeline?limit=40`);
  });

  it('says so when nothing has happened, and when it could not be read', async () => {
    signInWith(['manage:all:platform']);
    api.use(answer(leadsApi.timeline, timeline([])));
    const first = open();
    expect(
      await within(await timelineRegion()).findByText('Nothing has happened here yet.'),
    ).toBeDefined();
    first.unmount();

    api.use(refuse(leadsApi.timeline, 500, 'INTERNAL', 'Something went wrong.'));
    const { user } = open();
    const region = await timelineRegion();
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('We could not load what happened.');
    api.use(answer(leadsApi.timeline, timeline([received])));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(shown(region)).toHaveLength(1));
  });
});
