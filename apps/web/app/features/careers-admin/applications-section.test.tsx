import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import { savedViewsApi } from '@prakar/shared/api/saved-views';
import type {
  ApplicationDetail,
  ApplicationList,
  ApplicationSummary,
  StaffOpening,
} from '@prakar/shared/careers-admin';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '#app/components/toasts/notify.ts';
import BackOfficeOpeningPage from '#app/routes/portal/back-office/careers-opening.tsx';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { catchDownloads, csvDownload } from '#tests/component/downloads.ts';
import { paging } from '#tests/component/paging-data.ts';
import { renderScreen } from '#tests/component/render.tsx';
import { offeredViews, oneSavedView } from '#tests/component/saved-views-data.ts';
import { signInWith } from '#tests/component/session.ts';
import { bodyRows } from '#tests/component/table-rows.ts';

const openingId = '0b7a3c52-6f1e-4a8b-9c2d-1e2f3a4b5c6d';
const opening: StaffOpening = {
  id: openingId,
  slug: 'tax-associate',
  title: 'Tax Associate',
  location: 'Pune',
  employmentType: 'Full-time',
  department: 'Direct Tax',
  description: 'Returns and notices.',
  responsibilities: ['Prepare returns'],
  requirements: ['CA Inter'],
  postedAt: '2026-05-01',
  closesOn: '2026-07-29',
  isOpen: true,
  state: 'open',
  applications: { received: 1, shortlisted: 1, interviewing: 0, offer: 0, rejected: 0 },
};
const rohan: ApplicationSummary = {
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  name: 'Rohan Kulkarni',
  email: 'rohan@example.in',
  mobile: '9820012345',
  status: 'received',
  receivedAt: '2026-05-18T05:30:00.000Z',
  statusChangedAt: null,
  resume: { filename: 'Rohan CV.pdf', contentType: 'application/pdf', size: 48_000 },
};
const priya: ApplicationSummary = {
  ...rohan,
  id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
  name: 'Priya Iyer',
  email: 'priya@example.in',
  status: 'shortlisted',
  resume: {
    filename: 'Priya.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 20_000,
  },
};
const page: ApplicationList = {
  applications: [rohan, priya],
  ...paging(30, { nextCursor: 'next-page' }),
};
const rohanDetail: ApplicationDetail = {
  ...rohan,
  coverNote: 'Three years of TDS returns.',
  notes: '',
  notesUpdatedAt: null,
  opening: { id: openingId, title: 'Tax Associate' },
};

const api = setupApiServer(
  answer(careersAdminApi.getOpening, opening),
  answer(careersAdminApi.listApplications, page),
  answer(careersAdminApi.getApplication, rohanDetail),
  answer(savedViewsApi.list, { views: [] }),
);
const requests = recordRequests(api);

const open = (address = `/back-office/careers/${openingId}`) =>
  renderScreen('/back-office/careers/:openingId', <BackOfficeOpeningPage />, address);

const listPath = `/api/BackOffice/Careers/Openings/${openingId}/Applications`;

describe('an opening’s applications', () => {
  it('shows the opening and its applicants, newest first', async () => {
    signInWith(['manage:all:platform']);
    open();

    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe(
      'Tax Associate Open',
    );
    await screen.findByRole('table', { name: 'Applications, newest first' });
    expect(bodyRows()).toEqual([
      [
        '',
        'Rohan Kulkarnirohan@example.in',
        '18 May 2026',
        'Received',
        'Rohan CV.pdf',
        'Open Rohan Kulkarni’s application',
      ],
      [
        '',
        'Priya Iyerpriya@example.in',
        '18 May 2026',
        'Shortlisted',
        'Priya.docx',
        'Open Priya Iyer’s application',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'All openings' }).getAttribute('href')).toBe(
      '/back-office/careers',
    );
  });

  it('counts the opening’s applications in words that agree with the number', async () => {
    signInWith(['manage:all:platform']);
    const one = { ...opening.applications, received: 0 };
    api.use(answer(careersAdminApi.getOpening, { ...opening, applications: one }));
    open();
    expect(await screen.findByText(/· 1 application$/)).toBeDefined();
  });

  it('searches and filters through the address, and pages by cursor', async () => {
    signInWith(['manage:all:platform']);
    const { user, location } = open();

    await user.type(await screen.findByLabelText(/Applicant/), 'rohan');
    await user.selectOptions(screen.getByLabelText('Status'), 'Received');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() =>
      expect(requests).toContain(`GET ${listPath}?search=rohan&status=received`),
    );
    expect(location().search).toBe('?search=rohan&status=received');

    await user.click(await screen.findByRole('button', { name: /Next/ }));
    await vi.waitFor(() =>
      expect(requests).toContain(
        `GET ${listPath}?search=rohan&status=received&cursor=next-page&page=2`,
      ),
    );
  });

  it('sorts by a column’s header through the address, each order paged from its first page', async () => {
    signInWith(['manage:all:platform']);
    const { user, location } = open(`/back-office/careers/${openingId}?status=received`);
    await screen.findByRole('table', { name: 'Applications, newest first' });
    const received = screen.getByRole('columnheader', { name: /Received \(IST\)/ });
    expect(received.getAttribute('aria-sort')).toBe('descending');

    await user.click(screen.getByRole('button', { name: /^Applicant/ }));
    expect(location().search).toBe('?status=received&sort=name&order=asc');
    await vi.waitFor(() =>
      expect(requests).toContain(`GET ${listPath}?status=received&sort=name&order=asc`),
    );
    const byName = await screen.findByRole('table', { name: 'Applications by name, A to Z' });
    expect(
      within(byName)
        .getByRole('columnheader', { name: /Applicant/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(received.getAttribute('aria-sort')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await vi.waitFor(() =>
      expect(requests).toContain(
        `GET ${listPath}?status=received&sort=name&order=asc&cursor=next-page&page=2`,
      ),
    );
    await user.click(screen.getByRole('button', { name: /^Applicant/ }));
    // Descending is the list's default order, so the address leaves it out.
    expect(location().search).toBe('?status=received&sort=name');
    await screen.findByRole('table', { name: 'Applications by name, Z to A' });
    await user.click(screen.getByRole('button', { name: /^Received/ }));
    expect(location().search).toBe('?status=received&order=asc');
    await screen.findByRole('table', { name: 'Applications, oldest first' });
  });

  it('offers a view per stage of the pipeline, keeping the sorting, and the views you saved', async () => {
    signInWith(['manage:all:platform']);
    api.use(oneSavedView('applications', 'Iyers', 'search=iyer'));
    const { user, location } = open(`/back-office/careers/${openingId}?search=rohan&sort=name`);
    await screen.findByRole('table');
    const views = screen.getByRole('navigation', { name: 'Views' });
    expect(await offeredViews()).toEqual([
      'All applications',
      'Received',
      'Shortlisted',
      'Interviewing',
      'Offers',
      'Iyers',
    ]);
    await user.click(within(views).getByRole('link', { name: 'Shortlisted' }));
    expect(location().search).toBe('?status=shortlisted&sort=name');
    await vi.waitFor(() =>
      expect(requests).toContain(`GET ${listPath}?status=shortlisted&sort=name`),
    );
    expect(
      within(views).getByRole('link', { name: 'Shortlisted' }).getAttribute('aria-current'),
    ).toBe('page');
    await user.click(within(views).getByRole('link', { name: 'Iyers' }));
    expect(location().search).toBe('?search=iyer');
  });

  it('downloads the list as CSV with its filters and order', async () => {
    signInWith(['manage:all:platform']);
    const saved = catchDownloads();
    api.use(
      onEndpoint(careersAdminApi.exportApplications, () =>
        csvDownload('applications-tax-associate-2026-05-20.csv', 'Applicant'),
      ),
    );
    const { user } = open(
      `/back-office/careers/${openingId}?search=rohan&status=received&sort=status&order=desc&cursor=next-page&page=2`,
    );
    await screen.findByRole('table', { name: 'Applications by status, Rejected first' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['applications-tax-associate-2026-05-20.csv']));
    expect(requests.at(-1)).toBe(`GET ${listPath}/Export?search=rohan&status=received&sort=status`);
  });

  it('opens an application: résumé to view or download, status with its mail said beforehand, notes', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let sentStatus: unknown;
    let sentNotes: unknown;
    api.use(
      onEndpoint(careersAdminApi.setStatus, async ({ request }) => {
        sentStatus = await request.json();
        return HttpResponse.json({ ...rohanDetail, status: 'shortlisted' });
      }),
      onEndpoint(careersAdminApi.setNotes, async ({ request }) => {
        sentNotes = await request.json();
        return HttpResponse.json({ ...rohanDetail, notes: 'Call on Monday.' });
      }),
    );
    const { user } = open();

    await user.click(
      await screen.findByRole('button', { name: 'Open Rohan Kulkarni’s application' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Rohan Kulkarni' });
    expect(await within(dialog).findByText('Three years of TDS returns.')).toBeDefined();
    const view = within(dialog).getByRole('link', { name: 'View résumé (opens in a new tab)' });
    expect(view.getAttribute('href')).toBe(
      `/api/BackOffice/Careers/Applications/${rohan.id}/Resume`,
    );
    expect(view.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('button', { name: 'Download résumé' })).toBeDefined();

    const status = within(dialog).getByLabelText('Status');
    expect(within(dialog).getByText('This is the application’s status now.')).toBeDefined();
    await user.selectOptions(status, 'Shortlisted');
    expect(
      within(dialog).getByText(
        'Rohan Kulkarni will be e-mailed that the application is now shortlisted.',
      ),
    ).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await vi.waitFor(() => expect(sentStatus).toEqual({ status: 'shortlisted' }));
    expect(success).toHaveBeenCalledWith('Rohan Kulkarni: Shortlisted, and e-mailed.');

    await user.type(within(dialog).getByLabelText(/Internal notes/), 'Call on Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Save notes' }));
    await vi.waitFor(() => expect(sentNotes).toEqual({ notes: 'Call on Monday.' }));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Open Rohan Kulkarni’s application');
  });

  it('offers only a download for a Word résumé, which browsers cannot show', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      answer(careersAdminApi.getApplication, {
        ...rohanDetail,
        ...priya,
        opening: rohanDetail.opening,
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Open Priya Iyer’s application' }));
    const dialog = screen.getByRole('dialog', { name: 'Priya Iyer' });
    await within(dialog).findByRole('button', { name: 'Download résumé' });
    expect(within(dialog).queryByRole('link', { name: /View résumé/ })).toBeNull();
  });

  it('moves the chosen applicants at once, after saying who is moved, mailed and left as is', async () => {
    signInWith(['manage:all:platform']);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const ritu = { ...rohan, id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', name: 'Ritu Sen' };
    const sent: unknown[] = [];
    api.use(
      answer(careersAdminApi.listApplications, { ...page, applications: [rohan, priya, ritu] }),
      onEndpoint(careersAdminApi.setStatuses, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          changed: [rohan.id, ritu.id],
          unchanged: [priya.id],
          mailed: [rohan.id, ritu.id],
        });
      }),
    );
    const { user } = open();
    await screen.findByRole('table', { name: 'Applications, newest first' });
    const bar = () => screen.queryByRole('region', { name: 'Change the chosen applications' });
    expect(bar()).toBeNull();

    await user.click(
      screen.getByRole('checkbox', { name: 'Choose every application on this page' }),
    );
    expect(bar()?.textContent).toContain('3 applications chosen');
    await user.click(screen.getByRole('checkbox', { name: 'Choose Ritu Sen’s application' }));
    expect(bar()?.textContent).toContain('2 applications chosen');
    const all = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Choose every application on this page',
    });
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    await user.click(screen.getByRole('checkbox', { name: 'Choose Ritu Sen’s application' }));

    await user.selectOptions(
      within(bar() as HTMLElement).getByLabelText('New status'),
      'Shortlisted',
    );
    await user.click(within(bar() as HTMLElement).getByRole('button', { name: 'Change status…' }));
    const asked = screen.getByRole('alertdialog', { name: 'Move 2 applicants to Shortlisted?' });
    expect(asked.textContent).toContain(
      '2 applicants will be moved to Shortlisted and each sent the shortlisting mail.',
    );
    expect(asked.textContent).toContain('Moved and e-mailed: Rohan Kulkarni and Ritu Sen.');
    expect(asked.textContent).toContain(
      'Priya Iyer is already Shortlisted: left as it is, and not e-mailed.',
    );
    expect(asked.textContent).toContain('Each change gets its own line in the audit trail.');
    await user.click(within(asked).getByRole('button', { name: 'Yes, move them' }));

    await vi.waitFor(() =>
      expect(sent).toEqual([{ ids: [rohan.id, priya.id, ritu.id], status: 'shortlisted' }]),
    );
    expect(success).toHaveBeenCalledWith(
      'Moved 2 applicants to Shortlisted and each sent the shortlisting mail. Priya Iyer was already Shortlisted, so not e-mailed.',
    );
    await vi.waitFor(() => expect(bar()).toBeNull());
  });

  it('says nobody is mailed for a move back to Received, and asks nothing when none would move', async () => {
    signInWith(['manage:all:platform']);
    const info = vi.spyOn(notify, 'info').mockImplementation(() => {});
    const { user } = open();
    await screen.findByRole('table', { name: 'Applications, newest first' });
    await user.click(screen.getByRole('checkbox', { name: 'Choose Rohan Kulkarni’s application' }));
    const bar = screen.getByRole('region', { name: 'Change the chosen applications' });

    await user.selectOptions(within(bar).getByLabelText('New status'), 'Received');
    await user.click(within(bar).getByRole('button', { name: 'Change status…' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(info).toHaveBeenCalledWith('Rohan Kulkarni is already Received: nothing to change.');

    await user.click(screen.getByRole('checkbox', { name: 'Choose Priya Iyer’s application' }));
    await user.click(within(bar).getByRole('button', { name: 'Change status…' }));
    const asked = screen.getByRole('alertdialog', { name: 'Move 1 applicant to Received?' });
    expect(asked.textContent).toContain(
      '1 applicant will be moved to Received. Nobody is e-mailed: applicants are not told of a move back to Received.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bar.textContent).toContain('2 applications chosen');
  });

  it('changes nothing when a chosen application has gone, says so and reads the list again', async () => {
    signInWith(['manage:all:platform']);
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    api.use(
      onEndpoint(careersAdminApi.setStatuses, () =>
        HttpResponse.json(
          {
            error: {
              code: 'NOT_FOUND',
              message: 'One of the chosen applications no longer exists. Nothing was changed.',
              fields: { 'ids.1': 'This application no longer exists.' },
            },
          },
          { status: 404 },
        ),
      ),
    );
    const { user } = open();
    await screen.findByRole('table', { name: 'Applications, newest first' });
    await user.click(
      screen.getByRole('checkbox', { name: 'Choose every application on this page' }),
    );
    const listed = requests.filter((request) => request.startsWith(`GET ${listPath}`)).length;
    await user.selectOptions(screen.getByLabelText('New status'), 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Change status…' }));
    await user.click(screen.getByRole('button', { name: 'Yes, move them' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'One of the chosen applications no longer exists. Nothing was changed.',
      ),
    );
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.startsWith(`GET ${listPath}`)).length).toBe(
        listed + 1,
      ),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when the opening no longer exists', async () => {
    signInWith(['manage:all:platform']);
    api.use(
      onEndpoint(careersAdminApi.getOpening, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Gone' } }, { status: 404 }),
      ),
    );
    open();
    expect(await screen.findByText('This opening no longer exists.')).toBeDefined();
  });
});
