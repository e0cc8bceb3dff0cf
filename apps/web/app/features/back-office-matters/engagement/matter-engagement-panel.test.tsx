import { leadsApi } from '@prakar/shared/api/leads';
import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import { mattersApi } from '@prakar/shared/api/matters';
import { ADVANCE_OVER_FEE_MESSAGE } from '@prakar/shared/matter-engagements';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import MatterPage from '#app/routes/portal/back-office/matter.tsx';
import { answer, onEndpoint, setupApiServer } from '#tests/component/api-server.ts';
import { acceptedEngagement, engagementData } from '#tests/component/engagement-data.ts';
import { matterDetail, matterPage, matterSummary, priya } from '#tests/component/matter-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const matter = matterDetail();

const api = setupApiServer(
  answer(leadsApi.assignees, { assignees: [priya] }),
  answer(mattersApi.list, matterPage([matterSummary(1)])),
  answer(mattersApi.timeline, { entries: [], hasOlder: false }),
  answer(mattersApi.get, matter),
  answer(matterEngagementsApi.staffGet, { engagement: null }),
);

const open = () =>
  renderScreen('/back-office/matters/:id', <MatterPage />, `/back-office/matters/${matter.id}`);

const panel = () => screen.findByRole('region', { name: 'Engagement letter' });

/** The panel's facts as term and value pairs. */
const factsIn = (region: HTMLElement) =>
  Array.from(region.querySelectorAll('dt'), (term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('the engagement letter on the staff’s matter page', () => {
  it('accepts a request with its letter: the work, the fee and the advance before GST', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const sent: unknown[] = [];
    api.use(
      onEndpoint(matterEngagementsApi.write, async ({ request }) => {
        sent.push(await request.json());
        api.use(
          answer(matterEngagementsApi.staffGet, { engagement: engagementData() }),
          answer(mattersApi.get, matterDetail({ status: 'accepted' })),
        );
        return HttpResponse.json({ engagement: engagementData() }, { status: 201 });
      }),
    );
    const { user } = open();
    const region = await panel();
    const scope = await within(region).findByRole('textbox', { name: /The work the firm will do/ });
    await user.type(scope, 'Draft and file the reply to the notice.');
    await user.type(within(region).getByRole('textbox', { name: /Fee before GST/ }), '10,000');
    const advance = within(region).getByRole('textbox', { name: /Advance before GST/ });
    await user.type(advance, '12,000');
    await user.click(within(region).getByRole('button', { name: 'Accept and send the letter' }));
    expect(await within(region).findByText(ADVANCE_OVER_FEE_MESSAGE)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(advance);
    await user.type(advance, '4,000');
    await user.click(within(region).getByRole('button', { name: 'Accept and send the letter' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { scope: 'Draft and file the reply to the notice.', fee: '10,000', advance: '4,000' },
      ]),
    );
    expect(success).toHaveBeenCalledWith(
      'MAT-2026-0001 is accepted: its engagement letter is sent to the client.',
    );
    await within(region).findByText('Sent, awaiting acceptance');
    expect(Object.fromEntries(factsIn(region)).Sent).toBe(
      '23 November 2026, 10:30 am IST by Priya Shah',
    );
  });

  it('shows when, from where and with which browser the client accepted, and the advance paid', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      answer(mattersApi.get, matterDetail({ status: 'accepted' })),
      answer(matterEngagementsApi.staffGet, { engagement: acceptedEngagement(true) }),
    );
    open();
    const region = await panel();
    await within(region).findByText('Advance paid');
    const facts = Object.fromEntries(factsIn(region));
    expect(facts).toMatchObject({
      Accepted: '24 November 2026, 11:45 am IST by Asha Kulkarni',
      'From the address': '203.0.113.7',
      Browser: 'Mozilla/5.0 Chrome/140.0',
      'SHA-256 of the letter': 'ab'.repeat(32),
      Advance:
        '₹23,600.00 with GST, ORD-000042, paid 24 November 2026, 12:30 pm IST, invoice PTA/26-27/00042',
      'Advance with GST': '₹23,600.00',
    });
    expect(within(region).queryByRole('button', { name: 'Accept and send the letter' })).toBeNull();
  });

  it('writes no letter for a matter past its request', async () => {
    signInWith(['manage:all:platform']);
    api.use(answer(mattersApi.get, matterDetail({ status: 'declined' })));
    open();
    const region = await panel();
    expect(
      await within(region).findByText('No engagement letter was written for this matter.'),
    ).toBeTruthy();
  });
});
