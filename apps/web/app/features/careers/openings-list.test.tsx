import { careersApi } from '@prakar/shared/api/careers';
import { OPENING_CLOSED_MESSAGE, type Opening, RESUME_TYPE_MESSAGE } from '@prakar/shared/careers';
import { OPENING_SLOTS } from '@prakar/shared/careers-page';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import { createQueryClient } from '#app/lib/query-client.ts';
import {
  answer,
  onEndpoint,
  recordRequests,
  refuse,
  setupApiServer,
} from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { OpeningsList } from './openings-list';

const analyst: Opening = {
  id: '0b8f6a52-1f0e-4c4e-9a53-2f7c1d9e8a10',
  slug: 'tax-analyst',
  title: 'Tax Analyst',
  location: 'Pune',
  employmentType: 'Full-time',
  department: 'Direct tax',
  description: 'Prepare returns and notices for our clients.',
  responsibilities: ['Prepare income-tax returns'],
  requirements: ['CA Inter or equivalent'],
  postedAt: '2026-11-02',
  closesOn: '2026-12-31',
};

const api = setupApiServer(answer(careersApi.openings, { openings: [analyst] }));
const requests = recordRequests(api);

const open = () => renderScreen('/careers', <OpeningsList emptyText="No openings right now." />);

const resume = (name = 'asha.pdf', type = 'application/pdf') =>
  new File(['%PDF-1.7 résumé'], name, { type });

/** Opens Tax Analyst's application, fills it in as Asha with `upload` as the résumé, sends it. */
async function sendApplication(user: ReturnType<typeof open>['user'], upload: File) {
  await user.click(await screen.findByRole('button', { name: 'Apply for Tax Analyst' }));
  const dialog = await screen.findByRole('dialog', { name: 'Apply: Tax Analyst' });
  await user.type(within(dialog).getByLabelText(/Full name/), 'Asha Kulkarni');
  await user.type(within(dialog).getByLabelText(/Email/), 'asha@example.in');
  await user.type(within(dialog).getByLabelText(/Mobile number/), '98200 12345');
  await user.type(within(dialog).getByLabelText(/Cover note/), 'Five years of tax practice.');
  const file = within(dialog).getByLabelText(/Résumé/);
  await user.upload(file, upload);
  await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
  return { dialog, file };
}

describe('OpeningsList', () => {
  it('is pre-rendered with the loading line and no openings, which the server fills in', () => {
    // The build renders the page without asking the API; the server fills in today's openings.
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <OpeningsList emptyText="No openings right now." />
      </QueryClientProvider>,
    );
    expect(html).toContain('Loading current openings…');
    expect(html).toContain(
      `<script type="application/json" ${OPENING_SLOTS.served}="">null</script>`,
    );
    expect(html).not.toContain('Tax Analyst');
    expect(requests).toEqual([]);
  });

  it('draws the openings the server served at once, before the API answers', async () => {
    const served = document.createElement('script');
    served.type = 'application/json';
    served.setAttribute(OPENING_SLOTS.served, '');
    served.textContent = JSON.stringify([analyst]);
    document.head.append(served);
    try {
      open();
      expect(screen.getByRole('heading', { level: 3, name: 'Tax Analyst' })).toBeDefined();
      expect(screen.queryByRole('status')).toBeNull();
      await vi.waitFor(() => expect(requests).toEqual(['GET /api/Masters/Careers/Openings']));
    } finally {
      served.remove();
    }
  });

  it('shows each opening, read when the page opens', async () => {
    open();
    expect(screen.getByRole('status').textContent).toBe('Loading current openings…');

    expect(await screen.findByRole('heading', { level: 3, name: 'Tax Analyst' })).toBeDefined();
    expect(screen.getByText('2 November 2026').getAttribute('datetime')).toBe('2026-11-02');
    const closing = screen.getByText('31 December 2026');
    expect(closing.getAttribute('datetime')).toBe('2026-12-31');
    expect(closing.parentElement?.textContent).toBe('Apply by 31 December 2026');
    expect(screen.getByRole('button', { name: 'Apply for Tax Analyst' })).toBeDefined();
    expect(requests).toEqual(['GET /api/Masters/Careers/Openings']);
  });

  it('says so when nothing is open', async () => {
    api.use(answer(careersApi.openings, { openings: [] }));
    open();
    expect(await screen.findByText('No openings right now.')).toBeDefined();
  });

  it('offers to try again when the openings cannot be loaded', async () => {
    // Refused twice: the cache tries a failed read once more by itself.
    api.use(refuse(careersApi.openings, 503, 'SERVICE_UNAVAILABLE', 'Down'));
    const { user } = open();

    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      'We could not load the current openings.',
    );
    api.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Tax Analyst' })).toBeDefined();
  });

  it('sends an application with the résumé as a form upload, then confirms it', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: FormData | undefined;
    api.use(
      onEndpoint(careersApi.apply, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(
          { id: 'application-1', receivedAt: '2026-11-25T10:00:00.000Z' },
          { status: 201 },
        );
      }),
    );
    const { user } = open();

    const { dialog } = await sendApplication(user, resume());

    expect((await within(dialog).findByRole('status')).textContent).toContain(
      'Thank you, Asha Kulkarni. We have received your application for Tax Analyst',
    );
    expect(requests).toContain('POST /api/Details/Careers/Applications');
    expect(sent?.get('openingId')).toBe(analyst.id);
    expect(sent?.get('name')).toBe('Asha Kulkarni');
    expect(sent?.get('mobile')).toBe('9820012345');
    expect((sent?.get('resume') as File | null)?.name).toBe('asha.pdf');
    expect(success).toHaveBeenCalledWith('Thank you — we have received your application.');
  });

  it('shows the server’s objection to the file next to it', async () => {
    api.use(
      onEndpoint(careersApi.apply, () =>
        HttpResponse.json(
          {
            error: {
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message: RESUME_TYPE_MESSAGE,
              fields: { resume: RESUME_TYPE_MESSAGE },
            },
          },
          { status: 415 },
        ),
      ),
    );
    const { user } = open();

    const { dialog, file } = await sendApplication(user, resume('renamed.pdf'));

    expect((await within(dialog).findByText(RESUME_TYPE_MESSAGE)).id).toBe(
      'application-resume-error',
    );
    expect(document.activeElement).toBe(file);
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('says so when the opening closed while the form was open', async () => {
    api.use(
      onEndpoint(careersApi.apply, () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Please correct the fields marked.',
              fields: { openingId: OPENING_CLOSED_MESSAGE },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();

    const { dialog } = await sendApplication(user, resume());

    expect(await within(dialog).findByText(OPENING_CLOSED_MESSAGE)).toBeDefined();
  });
});
