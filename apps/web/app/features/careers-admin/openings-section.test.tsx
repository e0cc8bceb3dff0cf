import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import type { StaffOpening } from '@prakar/shared/careers-admin';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import BackOfficeCareersPage from '#app/routes/portal/back-office/careers.tsx';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { signInWith } from '#tests/component/session.ts';
import { bodyRows } from '#tests/component/table-rows.ts';

const counts = { received: 4, shortlisted: 2, interviewing: 1, offer: 0, rejected: 3 };
const associate: StaffOpening = {
  id: '0b7a3c52-6f1e-4a8b-9c2d-1e2f3a4b5c6d',
  slug: 'tax-associate',
  title: 'Tax Associate',
  location: 'Pune',
  employmentType: 'Full-time',
  department: 'Direct Tax',
  description: 'Returns and notices for 60 clients.',
  responsibilities: ['Prepare returns', 'Reply to notices'],
  requirements: ['CA Inter'],
  postedAt: '2026-05-01',
  closesOn: '2026-07-29',
  isOpen: true,
  state: 'open',
  applications: counts,
};
const trainee: StaffOpening = {
  ...associate,
  id: '1c8b4d63-7a2f-4b9c-8d3e-2f3a4b5c6d7e',
  slug: 'audit-trainee',
  title: 'Audit Trainee',
  isOpen: false,
  state: 'closed',
  applications: { received: 0, shortlisted: 0, interviewing: 0, offer: 0, rejected: 0 },
};

const api = setupApiServer(
  answer(careersAdminApi.listOpenings, {
    openings: [associate, trainee],
    postedTodayClosesOn: '2026-12-31',
  }),
);
const requests = recordRequests(api);

const open = () => renderScreen('/back-office/careers', <BackOfficeCareersPage />);

describe('the careers back office', () => {
  it('lists every opening with where it stands and its applications by status', async () => {
    signInWith(['manage:all:platform']);
    open();

    await screen.findByRole('table', { name: 'Openings, open ones first' });
    expect(bodyRows()).toEqual([
      [
        'Tax AssociateDirect Tax · Pune · Full-time',
        'Open',
        'Posted 1 May 2026Open until 29 July 2026',
        '10 in all for Tax AssociateReceived 4Shortlisted 2Interviewing 1Offer 0Rejected 3',
        'Edit Tax AssociateClose Tax Associate',
      ],
      [
        'Audit TraineeDirect Tax · Pune · Full-time',
        'Closed',
        'Posted 1 May 2026',
        '0 in all for Audit TraineeReceived 0Shortlisted 0Interviewing 0Offer 0Rejected 0',
        'Edit Audit TraineeReopen Audit Trainee',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Tax Associate' }).getAttribute('href')).toBe(
      `/back-office/careers/${associate.id}`,
    );
  });

  it('posts a new opening from the dialog, its lists typed one a line', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: unknown;
    api.use(
      onEndpoint(careersAdminApi.createOpening, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { ...associate, id: 'new', title: 'GST Analyst' },
          { status: 201 },
        );
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'New opening' }));
    const dialog = screen.getByRole('dialog', { name: 'New opening' });
    // The day the server says a posting made today closes, as the opening will then say.
    const term = within(dialog).getByText(/^Posted today/);
    expect(term.id).toBe(dialog.getAttribute('aria-describedby'));
    expect(term.textContent).toBe(
      'Posted today, it takes applications until 31 December 2026 (90 days at most, and never into the next year) unless you close it sooner.',
    );
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await user.click(within(dialog).getByRole('button', { name: 'Post opening' }));
    expect(within(dialog).getByText('Please enter the job title.')).toBeDefined();
    expect(requests).toEqual(['GET /api/BackOffice/Careers/Openings']);

    await user.type(field(/Job title/), 'GST Analyst');
    await user.type(field(/Department/), 'Indirect Tax');
    await user.type(field(/Location/), 'Mumbai');
    await user.selectOptions(field(/Employment type/), 'Contract');
    await user.type(field(/About the role/), 'Monthly GST returns.');
    await user.type(field(/Responsibilities/), 'File GSTR-1{Enter}Reconcile 2B');
    await user.type(field(/Requirements/), 'Two years of GST');
    await user.click(within(dialog).getByRole('button', { name: 'Post opening' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({
      title: 'GST Analyst',
      department: 'Indirect Tax',
      location: 'Mumbai',
      employmentType: 'Contract',
      description: 'Monthly GST returns.',
      responsibilities: 'File GSTR-1\nReconcile 2B',
      requirements: 'Two years of GST',
    });
    expect(success).toHaveBeenCalledWith('GST Analyst: posted. The careers page lists it now.');
    await vi.waitFor(() => expect(requests.at(-1)).toBe('GET /api/BackOffice/Careers/Openings'));
  });

  it('edits an opening starting from what it says now', async () => {
    signInWith(['manage:all:platform']);
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sent: unknown;
    api.use(
      onEndpoint(careersAdminApi.updateOpening, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(associate);
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Edit Tax Associate' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tax Associate' });
    const responsibilities = within(dialog).getByLabelText<HTMLTextAreaElement>(/Responsibilities/);
    expect(responsibilities.value).toBe('Prepare returns\nReply to notices');
    await user.clear(within(dialog).getByLabelText(/Location/));
    await user.type(within(dialog).getByLabelText(/Location/), 'Pune (hybrid)');
    await user.click(within(dialog).getByRole('button', { name: 'Save opening' }));

    await vi.waitFor(() => expect(sent).toMatchObject({ location: 'Pune (hybrid)' }));
    expect(requests).toContain(`PUT /api/BackOffice/Careers/Openings/${associate.id}`);
  });

  it('asks before closing an opening, and closes it only when confirmed', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    api.use(answer(careersAdminApi.closeOpening, { ...associate, isOpen: false, state: 'closed' }));
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Close Tax Associate' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Close Tax Associate?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it open' }));
    expect(requests).toEqual(['GET /api/BackOffice/Careers/Openings']);

    await user.click(screen.getByRole('button', { name: 'Close Tax Associate' }));
    confirm = screen.getByRole('alertdialog', { name: 'Close Tax Associate?' });
    await user.click(within(confirm).getByRole('button', { name: 'Close opening' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Tax Associate: closed and off the careers page.'),
    );
    expect(requests).toContain(`POST /api/BackOffice/Careers/Openings/${associate.id}/Close`);
  });

  it('reopens a closed opening at once', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    api.use(answer(careersAdminApi.reopenOpening, { ...trainee, isOpen: true, state: 'open' }));
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Reopen Audit Trainee' }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Audit Trainee: reopened and on the careers page until 29 July 2026.',
      ),
    );
    expect(requests).toContain(`POST /api/BackOffice/Careers/Openings/${trainee.id}/Reopen`);
  });
});
