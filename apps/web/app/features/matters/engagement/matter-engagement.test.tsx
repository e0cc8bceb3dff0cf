import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { WRONG_CODE_MESSAGE } from '@prakar/shared/matter-engagements';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import MatterPage from '#app/routes/portal/matter.tsx';
import { answer, onEndpoint, refuse, setupApiServer } from '#tests/component/api-server.ts';
import { acceptedEngagement, engagementData } from '#tests/component/engagement-data.ts';
import { matterDetail, matterPapers } from '#tests/component/matter-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';

const matter = matterDetail({ status: 'accepted' });

const api = setupApiServer(
  answer(clientMattersApi.get, matter),
  answer(matterEngagementsApi.get, { engagement: engagementData() }),
  answer(matterPapersApi.get, matterPapers()),
  answer(matterDocumentsApi.list, { documents: [] }),
  answer(matterMessagesApi.thread, { messages: [] }),
);

const open = () => renderScreen('/matters/:id', <MatterPage />, `/matters/${matter.id}`);

/** The letter's section once the letter is in it. */
async function letter() {
  const region = await screen.findByRole('region', { name: 'Engagement letter' });
  await within(region).findByText('Fee before GST');
  return region;
}

describe('the engagement letter on the client’s matter', () => {
  it('shows the firm’s terms with GST and the letter word for word', async () => {
    signInWith(['view:matters:org']);
    open();
    const region = await letter();
    const terms = Array.from(region.querySelectorAll('dt'), (term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(terms).toEqual([
      ['From', 'Prakar Tax Advisory Private Limited'],
      ['Fee before GST', '₹50,000.00'],
      ['GST at 18% on the fee', '₹9,000.00'],
      ['Fee with GST', '₹59,000.00'],
      ['Advance before GST', '₹20,000.00'],
      ['GST at 18% on the advance', '₹3,600.00'],
      ['Advance with GST', '₹23,600.00'],
    ]);
    expect(region.textContent).toContain('The work we will do:');
  });

  it('mails a code, says a wrong one at the field, and accepts with the right one', async () => {
    signInWith(['view:matters:org']);
    const sentCodes: unknown[] = [];
    api.use(
      answer(matterEngagementsApi.sendCode, {
        sentTo: 'asha@kulkarni.example.in',
        expiresAt: '2026-11-24T06:25:00.000Z',
      }),
      onEndpoint(matterEngagementsApi.accept, async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sentCodes.push(body.code);
        if (body.code !== '482913') {
          return HttpResponse.json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Please check the form.',
                fields: { code: WRONG_CODE_MESSAGE },
              },
            },
            { status: 400 },
          );
        }
        api.use(answer(matterEngagementsApi.get, { engagement: acceptedEngagement(false) }));
        return HttpResponse.json({ engagement: acceptedEngagement(false) });
      }),
    );
    const { user } = open();
    const region = await letter();
    await user.click(within(region).getByRole('button', { name: 'Accept engagement' }));
    expect(await within(region).findByText('Enter the 6-digit code from the e-mail.')).toBeTruthy();
    expect(sentCodes).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Send me a code' }));
    expect(
      await within(region).findByText('We e-mailed a code to asha@kulkarni.example.in.'),
    ).toBeTruthy();
    const code = within(region).getByRole('textbox', { name: /Code from the e-mail/ });
    await vi.waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '111111');
    await user.click(within(region).getByRole('button', { name: 'Accept engagement' }));
    expect(await within(region).findByText(WRONG_CODE_MESSAGE)).toBeTruthy();

    await user.clear(code);
    await user.type(code, '482913');
    await user.click(within(region).getByRole('button', { name: 'Accept engagement' }));
    const pay = await within(region).findByRole('link', { name: 'Pay the advance' });
    expect(pay.getAttribute('href')).toBe('/payment-request?ref=advance-reference-0001');
    expect(region.textContent).toContain(
      'You accepted this letter on 24 November 2026, 11:45 am IST',
    );
    expect(region.textContent).toContain('The advance of ₹23,600.00 with GST (order ORD-000042)');
    expect(sentCodes).toEqual(['111111', '482913']);
  });

  it('says why no code was sent when too many were', async () => {
    signInWith(['view:matters:org']);
    api.use(
      refuse(
        matterEngagementsApi.sendCode,
        429,
        'RATE_LIMITED',
        'We have already sent several e-mails to this address. Please try again in 42 minutes.',
      ),
    );
    const { user } = open();
    const region = await letter();
    await user.click(within(region).getByRole('button', { name: 'Send me a code' }));
    expect(await within(region).findByRole('alert')).toBeTruthy();
    expect(within(region).getByRole('alert').textContent).toContain('try again in 42 minutes');
  });

  it('shows the advance paid with its invoice', async () => {
    signInWith(['view:matters:org']);
    api.use(answer(matterEngagementsApi.get, { engagement: acceptedEngagement(true) }));
    open();
    const region = await letter();
    await within(region).findByText('Advance paid');
    expect(region.textContent).toContain('tax invoice PTA/26-27/00042');
    expect(
      within(region)
        .getByRole('link', { name: /Download invoice/ })
        .getAttribute('href'),
    ).toBe('/api/Transactions/Payment/status/advance-reference-0001/invoice');
    expect(within(region).queryByRole('link', { name: 'Pay the advance' })).toBeNull();
  });

  it('says where the letter will appear while the request waits, and offers Try again on failure', async () => {
    signInWith(['view:matters:org']);
    api.use(
      answer(clientMattersApi.get, matterDetail()),
      refuse(matterEngagementsApi.get, 503, 'SERVICE_UNAVAILABLE', 'Down'),
    );
    const { user } = open();
    expect(await screen.findByText('We could not load the engagement letter.')).toBeTruthy();
    api.use(answer(matterEngagementsApi.get, { engagement: null }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Once the firm accepts your request/)).toBeTruthy();
  });
});
