import { auditApi } from '@prakar/shared/api/audit';
import { careersApi } from '@prakar/shared/api/careers';
import { careersAdminApi as api } from '@prakar/shared/api/careers-admin';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { apiErrorSchema } from '@prakar/shared/api-error';
import type { AuditAction } from '@prakar/shared/audit';
import { auditSentence } from '@prakar/shared/audit-sentence';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  applicationListSchema,
  type OpeningInput,
  staffOpeningSchema,
} from '@prakar/shared/careers-admin';
import { istDay } from '@prakar/shared/ist-calendar';
import { CURSOR_MESSAGE } from '@prakar/shared/list-query';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobOpenings, outboundMail } from '#src/db/schema.ts';
import { seedCareers } from '#src/db/seed.ts';
import { uniqueEmail } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import type { CallArgs } from '#test/call.ts';
import { csvRecords, expectCsvDownload } from '#test/csv-rows.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import {
  as,
  type Caller,
  inviteAndJoin,
  newAdmin,
  signInPlatformAdmin,
} from '#test/users-helpers.ts';
import { buildDocx, buildPdf } from '#test/zip-writer.ts';

const SEEDED_SLUG = 'articled-assistant-ca-articleship-mumbai';

const { clock, app } = useTestAppWithClock({
  // 10:00 in India on 20 May 2026.
  start: new Date('2026-05-20T04:30:00.000Z'),
  env: PLATFORM_ADMIN_ENV,
});

let staff: Caller & { id: number };
let orgAdmin: Caller;
let orgUser: Caller;

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
  const admin = await newAdmin(app());
  orgAdmin = admin;
  orgUser = await inviteAndJoin(app(), admin, 'org_user');
});

const OPENING: OpeningInput = {
  title: 'GST Litigation Associate',
  department: 'Indirect Tax',
  location: 'Mumbai',
  employmentType: 'Full-time',
  description: 'Draft replies to show-cause notices and appear before GST officers.',
  responsibilities: 'Draft replies to SCNs\n\n  Prepare appeal papers  \n',
  requirements: 'CA or LLB\nTwo years of GST practice',
};

async function createOpening(overrides: Partial<OpeningInput> = {}) {
  const response = await staff.call(api.createOpening, { body: { ...OPENING, ...overrides } });
  expect(response.statusCode, response.body).toBe(201);
  return staffOpeningSchema.parse(response.json());
}

async function publicOpenings() {
  const response = await staff.call(careersApi.openings);
  return response.json().openings as { id: string; title: string; postedAt: string }[];
}

let applicantNumber = 0;
/** An application as the careers form stores it, `minutesAgo` before the clock's now. */
async function addApplication(
  openingId: string,
  overrides: Partial<typeof jobApplications.$inferInsert> = {},
  minutesAgo = 0,
) {
  applicantNumber++;
  const [row] = await app()
    .database.db.insert(jobApplications)
    .values({
      openingId,
      name: `Applicant ${applicantNumber}`,
      email: uniqueEmail(`applicant${applicantNumber}`),
      mobile: '9820012345',
      coverNote: 'Four years of GST appeals at a CA firm in Thane.',
      resumeFilename: 'CV.pdf',
      resumeContentType: 'application/pdf',
      resumeBytes: buildPdf(),
      resumeSize: buildPdf().length,
      createdAt: new Date(clock.now().getTime() - minutesAgo * 60_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no application row');
  return row;
}

/** The newest audit events of one action, each as the activity screen says it. */
async function sentences(action: AuditAction): Promise<string[]> {
  const response = await staff.call(auditApi.list, { query: { action, pageSize: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().events.map(auditSentence);
}

const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).error;

describe('who may use the back office’s careers endpoints', () => {
  let openingId: string;
  let applicationId: string;
  beforeAll(async () => {
    openingId = (await createOpening({ title: 'Access Check Opening' })).id;
    applicationId = (await addApplication(openingId)).id;
  });

  const calls: [string, () => [EndpointDefinition, ...CallArgs<EndpointDefinition>]][] = [
    ['list openings', () => [api.listOpenings]],
    ['read an opening', () => [api.getOpening, { params: { openingId } }]],
    ['create an opening', () => [api.createOpening, { body: OPENING }]],
    ['edit an opening', () => [api.updateOpening, { params: { openingId }, body: OPENING }]],
    ['close an opening', () => [api.closeOpening, { params: { openingId } }]],
    ['reopen an opening', () => [api.reopenOpening, { params: { openingId } }]],
    ['list applications', () => [api.listApplications, { params: { openingId } }]],
    ['export applications', () => [api.exportApplications, { params: { openingId } }]],
    ['read an application', () => [api.getApplication, { params: { applicationId } }]],
    ['view a résumé', () => [api.viewResume, { params: { applicationId } }]],
    ['download a résumé', () => [api.downloadResume, { params: { applicationId } }]],
    [
      'change a status',
      () => [api.setStatus, { params: { applicationId }, body: { status: 'received' } }],
    ],
    [
      'change several statuses at once',
      () => [api.setStatuses, { body: { ids: [applicationId], status: 'received' } }],
    ],
    [
      'save notes',
      () => [api.setNotes, { params: { applicationId }, body: { notes: 'Strong on appeals.' } }],
    ],
  ];

  it.each(calls)('asks an anonymous caller to sign in to %s', async (_name, request) => {
    const [endpoint, input] = request();
    expect((await as(app(), '')(endpoint, input as never)).statusCode).toBe(401);
  });

  it.each(calls)('refuses an organisation user the right to %s', async (_name, request) => {
    const [endpoint, input] = request();
    const response = await orgUser.call(endpoint, input as never);
    expect(response.statusCode).toBe(403);
  });

  it.each(calls)(
    'refuses an organisation administrator the right to %s',
    async (_name, request) => {
      const [endpoint, input] = request();
      const response = await orgAdmin.call(endpoint, input as never);
      expect(response.statusCode).toBe(403);
    },
  );

  it.each(calls)('lets a platform administrator %s', async (_name, request) => {
    const [endpoint, input] = request();
    const response = await staff.call(endpoint, input as never);
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('changed nothing for the callers it refused', async () => {
    const [row] = await app()
      .database.db.select()
      .from(jobApplications)
      .where(eq(jobApplications.id, applicationId));
    expect(row?.notes).toBe('Strong on appeals.');
  });
});

describe('openings', () => {
  it('posts an opening that the careers page lists at once, its lists one item a line', async () => {
    const opening = await createOpening({ title: 'Indirect Tax Associate' });
    expect(opening).toMatchObject({
      slug: 'indirect-tax-associate',
      postedAt: '2026-05-20',
      isOpen: true,
      state: 'open',
      responsibilities: ['Draft replies to SCNs', 'Prepare appeal papers'],
      requirements: ['CA or LLB', 'Two years of GST practice'],
      applications: { received: 0, shortlisted: 0, interviewing: 0, offer: 0, rejected: 0 },
    });
    expect((await publicOpenings()).map((shown) => shown.id)).toContain(opening.id);
    expect(await sentences('opening_created')).toContainEqual(
      expect.stringMatching(/posted the opening Indirect Tax Associate \(Mumbai\)$/),
    );
  });

  it('gives a second opening of the same title a slug of its own', async () => {
    const first = await createOpening({ title: 'Payroll Executive' });
    const second = await createOpening({ title: 'Payroll Executive' });
    expect(first.slug).toBe('payroll-executive');
    expect(second.slug).toBe('payroll-executive-2');
  });

  it('shows an edit on the careers page at once and keeps the slug', async () => {
    const opening = await createOpening({ title: 'TDS Analyst' });
    const response = await staff.call(api.updateOpening, {
      params: { openingId: opening.id },
      body: { ...OPENING, title: 'Senior TDS Analyst', location: 'Pune' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Senior TDS Analyst', slug: 'tds-analyst' });
    const shown = (await publicOpenings()).find((item) => item.id === opening.id);
    expect(shown?.title).toBe('Senior TDS Analyst');
    expect(await sentences('opening_updated')).toContainEqual(
      expect.stringMatching(
        /edited the opening Senior TDS Analyst \(Pune\), which was called TDS Analyst$/,
      ),
    );
  });

  it('takes a closed opening off the careers page at once, and refuses applications to it', async () => {
    const opening = await createOpening({ title: 'Audit Trainee' });
    expect((await publicOpenings()).map((shown) => shown.id)).toContain(opening.id);
    const closed = await staff.call(api.closeOpening, { params: { openingId: opening.id } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ isOpen: false, state: 'closed' });
    expect((await publicOpenings()).map((shown) => shown.id)).not.toContain(opening.id);
    expect(await sentences('opening_closed')).toContainEqual(
      expect.stringMatching(/closed the opening Audit Trainee \(Mumbai\)$/),
    );
    // Closing it again changes and records nothing.
    await staff.call(api.closeOpening, { params: { openingId: opening.id } });
    expect(
      (await sentences('opening_closed')).filter((s) => s.includes('Audit Trainee')),
    ).toHaveLength(1);
  });

  it('reopens an opening posted again today, so one closed for months is not past its date', async () => {
    const opening = await createOpening({ title: 'Transfer Pricing Analyst' });
    await staff.call(api.closeOpening, { params: { openingId: opening.id } });
    await app()
      .database.db.update(jobOpenings)
      .set({ postedAt: '2026-01-05' })
      .where(eq(jobOpenings.id, opening.id));
    const reopened = await staff.call(api.reopenOpening, { params: { openingId: opening.id } });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ isOpen: true, state: 'open', postedAt: '2026-05-20' });
    const shown = (await publicOpenings()).find((item) => item.id === opening.id);
    expect(shown?.postedAt).toBe('2026-05-20');
    expect(await sentences('opening_reopened')).toContainEqual(
      expect.stringMatching(/reopened the opening Transfer Pricing Analyst \(Mumbai\)$/),
    );
  });

  it('keeps staff’s changes to a seeded opening when the server starts again', async () => {
    const { db } = app().database;
    const [seeded] = await db.select().from(jobOpenings).where(eq(jobOpenings.slug, SEEDED_SLUG));
    if (!seeded) throw new Error('The test app seeds the careers page’s openings.');
    await staff.call(api.closeOpening, { params: { openingId: seeded.id } });
    await seedCareers(db, istDay(clock.now()));
    const [after] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, seeded.id));
    expect(after).toMatchObject({ isOpen: false, title: seeded.title });
    expect((await publicOpenings()).map((shown) => shown.id)).not.toContain(seeded.id);
  });

  it('says an opening still marked open but past its last day has lapsed', async () => {
    const opening = await createOpening({ title: 'Lapsed Opening' });
    await app()
      .database.db.update(jobOpenings)
      .set({ postedAt: '2026-01-05' })
      .where(eq(jobOpenings.id, opening.id));
    const listed = await staff.call(api.listOpenings);
    const found = listed.json().openings.find((item: { id: string }) => item.id === opening.id);
    expect(found).toMatchObject({ isOpen: true, state: 'lapsed', closesOn: '2026-04-04' });
  });

  it('tells staff the day a new opening closes, the day the opening then says', async () => {
    const listed = await staff.call(api.listOpenings);
    const opening = await createOpening({ title: 'Posted Today Opening' });
    expect(opening.closesOn).toBe(listed.json().postedTodayClosesOn);
  });

  it('counts each opening’s applications by status', async () => {
    const opening = await createOpening({ title: 'Counted Opening' });
    await addApplication(opening.id);
    await addApplication(opening.id, { status: 'shortlisted' });
    await addApplication(opening.id, { status: 'shortlisted' });
    await addApplication(opening.id, { status: 'rejected' });
    const response = await staff.call(api.getOpening, { params: { openingId: opening.id } });
    expect(response.json().applications).toEqual({
      received: 1,
      shortlisted: 2,
      interviewing: 0,
      offer: 0,
      rejected: 1,
    });
  });

  it('refuses a form with an empty title or no requirements, naming the fields', async () => {
    const response = await staff.call(api.createOpening, {
      body: { ...OPENING, title: '  ', requirements: '\n \n' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toMatchObject({
      title: 'Please enter the job title.',
      requirements: 'Please list at least one of the requirements.',
    });
  });

  it('answers 404 for an opening that does not exist', async () => {
    const openingId = '6d1f3a9c-0000-4000-8000-000000000000';
    for (const endpoint of [api.getOpening, api.closeOpening, api.reopenOpening]) {
      expect((await staff.call(endpoint, { params: { openingId } })).statusCode).toBe(404);
    }
    const list = await staff.call(api.listApplications, { params: { openingId } });
    expect(list.statusCode).toBe(404);
  });
});

describe('an opening’s applications', () => {
  let openingId: string;
  beforeAll(async () => {
    openingId = (await createOpening({ title: 'Paged Opening' })).id;
    for (let i = 0; i < 23; i++) {
      await addApplication(openingId, { status: i % 3 === 0 ? 'shortlisted' : 'received' }, i);
    }
    await addApplication(openingId, { name: 'Zoya Fernandes', email: 'zoya.f@example.in' }, 30);
  });

  const list = (query: Record<string, unknown> = {}) =>
    staff.call(api.listApplications, { params: { openingId }, query: query as never });

  it('pages newest first by cursor, forwards and back, without overlap', async () => {
    const first = applicationListSchema.parse((await list({ pageSize: 10 })).json());
    expect(first.total).toBe(24);
    expect(first.previousCursor).toBeNull();
    const second = applicationListSchema.parse(
      (await list({ pageSize: 10, cursor: first.nextCursor })).json(),
    );
    const third = applicationListSchema.parse(
      (await list({ pageSize: 10, cursor: second.nextCursor })).json(),
    );
    expect(third.applications).toHaveLength(4);
    expect(third.nextCursor).toBeNull();
    const ids = [first, second, third].flatMap((page) => page.applications.map((a) => a.id));
    expect(new Set(ids).size).toBe(24);
    const times = [first, second, third].flatMap((page) =>
      page.applications.map((a) => a.receivedAt),
    );
    expect(times).toEqual([...times].sort().reverse());
    const back = applicationListSchema.parse(
      (await list({ pageSize: 10, cursor: third.previousCursor })).json(),
    );
    expect(back.applications.map((a) => a.id)).toEqual(second.applications.map((a) => a.id));
  });

  it('filters by status and finds applicants by name or e-mail', async () => {
    const shortlisted = applicationListSchema.parse((await list({ status: 'shortlisted' })).json());
    expect(shortlisted.total).toBe(8);
    expect(shortlisted.applications.every((a) => a.status === 'shortlisted')).toBe(true);
    const byName = applicationListSchema.parse((await list({ search: 'zoya' })).json());
    expect(byName.applications.map((a) => a.name)).toEqual(['Zoya Fernandes']);
    const byEmail = applicationListSchema.parse((await list({ search: 'zoya.f@' })).json());
    expect(byEmail.total).toBe(1);
    const byPrefix = applicationListSchema.parse((await list({ search: 'zo' })).json());
    expect(byPrefix.total).toBe(1);
    const none = applicationListSchema.parse((await list({ search: '100%' })).json());
    expect(none.total).toBe(0);
  });

  it('refuses a cursor it did not give, and an unknown status, with messages', async () => {
    const cursor = await list({ cursor: 'bm90LWEtY3Vyc29y' });
    expect(cursor.statusCode).toBe(400);
    expect(errorOf(cursor).fields?.cursor).toBe(CURSOR_MESSAGE);
    expect((await list({ status: 'hired' })).statusCode).toBe(400);
  });

  it('sorts by name or status either way, and pages each order without overlap', async () => {
    for (const [sort, order] of [
      ['name', 'asc'],
      ['name', 'desc'],
      ['status', 'asc'],
      ['receivedAt', 'asc'],
    ] as const) {
      const pages = [
        applicationListSchema.parse((await list({ sort, order, pageSize: 10 })).json()),
      ];
      for (let next = pages[0]?.nextCursor; next; next = pages.at(-1)?.nextCursor) {
        pages.push(
          applicationListSchema.parse(
            (await list({ sort, order, pageSize: 10, cursor: next })).json(),
          ),
        );
      }
      const rows = pages.flatMap((page) => page.applications);
      expect(new Set(rows.map((a) => a.id)).size, `${sort} ${order}`).toBe(24);
      const keys = rows.map((a) =>
        sort === 'receivedAt'
          ? a.receivedAt
          : sort === 'status'
            ? APPLICATION_STATUSES.indexOf(a.status)
            : a[sort],
      );
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys, `${sort} ${order}`).toEqual(order === 'asc' ? sorted : sorted.reverse());
      const back = applicationListSchema.parse(
        (await list({ sort, order, pageSize: 10, cursor: pages[2]?.previousCursor })).json(),
      );
      expect(back.applications).toEqual(pages[1]?.applications);
    }
  });

  it('sorts by status in the pipeline’s order, not the alphabet’s, either way', async () => {
    const pipeline = (await createOpening({ title: 'Pipeline Opening' })).id;
    // Added in the alphabet's order, so the newest-first tie-break cannot hide a wrong sort.
    for (const status of [...APPLICATION_STATUSES].sort()) {
      await addApplication(pipeline, { name: `Stage ${status}`, status });
    }
    const statusesOf = async (order: 'asc' | 'desc') => {
      const response = await staff.call(api.listApplications, {
        params: { openingId: pipeline },
        query: { sort: 'status', order, pageSize: 10 } as never,
      });
      return applicationListSchema.parse(response.json()).applications.map((a) => a.status);
    };
    expect(await statusesOf('asc')).toEqual([
      'received',
      'shortlisted',
      'interviewing',
      'offer',
      'rejected',
    ]);
    expect(await statusesOf('desc')).toEqual([...APPLICATION_STATUSES].reverse());
  });

  it('refuses a sort it does not offer, and a cursor of another sorting', async () => {
    const wrong = await list({ sort: 'email' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields?.sort).toBe('Sort by one of: receivedAt, name, status.');
    const byName = applicationListSchema.parse((await list({ sort: 'name', pageSize: 10 })).json());
    const mixed = await list({ sort: 'status', pageSize: 10, cursor: byName.nextCursor });
    expect(mixed.statusCode).toBe(400);
    expect(errorOf(mixed).fields?.cursor).toBe(CURSOR_MESSAGE);
  });

  it('exports the filtered list in its order with its columns, formulas defused, and audits it', async () => {
    await addApplication(openingId, {
      name: '=HYPERLINK("http://evil.example")',
      email: 'formula@example.in',
      status: 'shortlisted',
      resumeFilename: 'Ravi, Kumar CV.pdf',
      createdAt: new Date('2026-05-19T10:15:30.000Z'),
    });
    const response = await staff.call(api.exportApplications, {
      params: { openingId },
      query: { status: 'shortlisted', sort: 'name', order: 'asc' },
    });
    expectCsvDownload(response, 'applications-paged-opening-2026-05-20.csv');
    const { header, records } = csvRecords(response.body);
    expect(header).toEqual(['Applicant', 'E-mail', 'Received (IST)', 'Status', 'Résumé']);
    expect(records).toHaveLength(9);
    expect(records.every((record) => record.Status === 'Shortlisted')).toBe(true);
    // The screen's order: the database's collation decides where a name starting "=" goes.
    const screen = applicationListSchema.parse(
      (await list({ status: 'shortlisted', sort: 'name', order: 'asc' })).json(),
    );
    expect(records.map((record) => record['E-mail'])).toEqual(
      screen.applications.map((application) => application.email),
    );
    expect(records.find((record) => record['E-mail'] === 'formula@example.in')).toEqual({
      Applicant: `'=HYPERLINK("http://evil.example")`,
      'E-mail': 'formula@example.in',
      'Received (IST)': '2026-05-19 15:45:30 IST',
      Status: 'Shortlisted',
      Résumé: 'Ravi, Kumar CV.pdf',
    });
    const bySearch = await staff.call(api.exportApplications, {
      params: { openingId },
      query: { search: 'zoya' },
    });
    expect(csvRecords(bySearch.body).records.map((record) => record.Applicant)).toEqual([
      'Zoya Fernandes',
    ]);
    expect(await sentences('applications_exported')).toContainEqual(
      expect.stringMatching(
        /downloaded the applications for Paged Opening marked Shortlisted as a spreadsheet$/,
      ),
    );
  });

  it('refuses to export an opening that does not exist, or an unknown status', async () => {
    const missing = await staff.call(api.exportApplications, {
      params: { openingId: '6d1f3a9c-0000-4000-8000-000000000009' },
    });
    expect(missing.statusCode).toBe(404);
    const wrong = await staff.call(api.exportApplications, {
      params: { openingId },
      query: { status: 'hired' as never },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields?.status).toBe('Choose a status from the list.');
  });

  it('never sends the résumé’s bytes with the list', async () => {
    const page = (await list({ pageSize: 10 })).json();
    expect(page.applications[0]?.resume).toEqual({
      filename: 'CV.pdf',
      contentType: 'application/pdf',
      size: buildPdf().length,
    });
    expect(JSON.stringify(page)).not.toContain('%PDF');
  });
});

describe('one application', () => {
  let openingId: string;
  beforeAll(async () => {
    openingId = (await createOpening({ title: 'Tax Associate', location: 'Pune' })).id;
  });

  it('shows the résumé inline with a safe type, no sniffing and no script', async () => {
    const application = await addApplication(openingId, {
      name: 'Rohan Kulkarni',
      resumeFilename: 'Rohan Kulkarni — résumé.pdf',
    });
    const response = await staff.call(api.viewResume, {
      params: { applicationId: application.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Rohan Kulkarni _ r_sum_.pdf"; filename*=UTF-8''Rohan%20Kulkarni%20%E2%80%94%20r%C3%A9sum%C3%A9.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'none'");
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(buildPdf())).toBe(true);
    expect(await sentences('resume_opened')).toContainEqual(
      expect.stringMatching(/opened Rohan Kulkarni's résumé \(Tax Associate\)$/),
    );
  });

  it('downloads a Word résumé as an attachment of its own type', async () => {
    const docx = buildDocx();
    const application = await addApplication(openingId, {
      name: 'Priya Iyer',
      resumeFilename: 'Priya Iyer.docx',
      resumeContentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      resumeBytes: docx,
      resumeSize: docx.length,
    });
    const response = await staff.call(api.downloadResume, {
      params: { applicationId: application.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Priya Iyer.docx"/,
    );
    expect(response.rawPayload.equals(docx)).toBe(true);
    expect(await sentences('resume_opened')).toContainEqual(
      expect.stringMatching(/downloaded Priya Iyer's résumé \(Tax Associate\)$/),
    );
  });

  it('answers 404 for an application that does not exist', async () => {
    const applicationId = '6d1f3a9c-0000-4000-8000-000000000001';
    for (const endpoint of [api.getApplication, api.viewResume, api.downloadResume]) {
      expect((await staff.call(endpoint, { params: { applicationId } })).statusCode).toBe(404);
    }
    const status = await staff.call(api.setStatus, {
      params: { applicationId },
      body: { status: 'offer' },
    });
    expect(status.statusCode).toBe(404);
  });

  async function mailsTo(email: string) {
    return app().database.db.select().from(outboundMail).where(eq(outboundMail.to, email));
  }

  const setStatus = (applicationId: string, status: ApplicationStatus) =>
    staff.call(api.setStatus, { params: { applicationId }, body: { status } });

  it('e-mails the applicant kindly when shortlisted, and records the change as a sentence', async () => {
    const application = await addApplication(openingId, { name: 'Anil Menon' });
    clock.advance(60_000);
    const response = await setStatus(application.id, 'shortlisted');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'shortlisted',
      statusChangedAt: clock.now().toISOString(),
      opening: { id: openingId, title: 'Tax Associate' },
    });
    const [mail] = await mailsTo(application.email);
    expect(mail?.subject).toBe('Your application has been shortlisted — Tax Associate');
    expect(mail?.text).toContain('Dear Anil Menon,');
    expect(await sentences('application_status_changed')).toContainEqual(
      expect.stringMatching(
        /moved Anil Menon's application for Tax Associate from Received to Shortlisted, and the applicant was e-mailed$/,
      ),
    );
  });

  it.each([
    ['interviewing', 'Next step: interviews — Tax Associate'],
    ['offer', 'Good news about your application — Tax Associate'],
    ['rejected', 'Your application — Tax Associate'],
  ] as const)('e-mails the applicant when the status becomes %s', async (status, subject) => {
    const application = await addApplication(openingId);
    await setStatus(application.id, status);
    const mails = await mailsTo(application.email);
    expect(mails.map((mail) => mail.subject)).toEqual([subject]);
  });

  it('mails once when the same change arrives twice at the same moment', async () => {
    const application = await addApplication(openingId);
    const answers = await Promise.all([
      setStatus(application.id, 'interviewing'),
      setStatus(application.id, 'interviewing'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await mailsTo(application.email)).toHaveLength(1);
  });

  it('sends nothing for a status put back to received, or set to what it already is', async () => {
    const application = await addApplication(openingId, { status: 'shortlisted' });
    expect((await setStatus(application.id, 'shortlisted')).statusCode).toBe(200);
    expect((await setStatus(application.id, 'received')).json().status).toBe('received');
    expect(await mailsTo(application.email)).toEqual([]);
    const said = (await sentences('application_status_changed')).filter((s) =>
      s.includes(application.name),
    );
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/from Shortlisted to Received$/);
  });

  it('refuses a status it does not know', async () => {
    const application = await addApplication(openingId);
    const response = await staff.call(api.setStatus, {
      params: { applicationId: application.id },
      body: { status: 'hired' as never },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty('status');
  });

  it('keeps internal notes, which the applicant is never sent', async () => {
    const application = await addApplication(openingId, { name: 'Farah Shaikh' });
    const response = await staff.call(api.setNotes, {
      params: { applicationId: application.id },
      body: { notes: '  Called on Monday.\nAsked for two references.  ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      notes: 'Called on Monday.\nAsked for two references.',
      notesUpdatedAt: clock.now().toISOString(),
      coverNote: 'Four years of GST appeals at a CA firm in Thane.',
    });
    expect(await mailsTo(application.email)).toEqual([]);
    expect(await sentences('application_notes_updated')).toContainEqual(
      expect.stringMatching(/updated the notes on Farah Shaikh's application for Tax Associate$/),
    );
    const tooLong = await staff.call(api.setNotes, {
      params: { applicationId: application.id },
      body: { notes: 'x'.repeat(5001) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('several applications at once', () => {
  let openingId: string;
  beforeAll(async () => {
    openingId = (await createOpening({ title: 'Audit Associate', location: 'Chennai' })).id;
  });

  const setStatuses = (body: unknown) => staff.call(api.setStatuses, { body: body as never });
  const mailsTo = (email: string) =>
    app().database.db.select().from(outboundMail).where(eq(outboundMail.to, email));
  const statusOf = async (id: string) => {
    const [row] = await app()
      .database.db.select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, id));
    return row?.status;
  };
  const eventsAbout = (ids: string[]) =>
    app().database.db.query.auditEvents.findMany({
      where: (event, { inArray }) => inArray(event.targetId, ids),
    });

  it('moves each, e-mails each applicant as a change on its own would, and audits each', async () => {
    const applicants = [
      await addApplication(openingId, { name: 'Asha Nair' }),
      await addApplication(openingId, { name: 'Dev Malhotra', status: 'shortlisted' }),
      await addApplication(openingId, { name: 'Ritu Sen' }),
    ];
    const already = await addApplication(openingId, { name: 'Kiran Bose', status: 'rejected' });
    const ids = [...applicants, already].map((application) => application.id);
    clock.advance(60_000);

    const response = await setStatuses({ ids, status: 'rejected' });

    expect(response.statusCode, response.body).toBe(200);
    const moved = applicants.map((application) => application.id);
    expect(response.json()).toEqual({ changed: moved, unchanged: [already.id], mailed: moved });
    for (const id of ids) expect(await statusOf(id)).toBe('rejected');
    for (const { email, name } of applicants) {
      const mails = await mailsTo(email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your application — Audit Associate']);
      expect(mails[0]?.text).toContain(`Dear ${name},`);
    }
    expect(await mailsTo(already.email)).toEqual([]);
    expect(await eventsAbout(ids)).toHaveLength(3);
    const said = await sentences('application_status_changed');
    for (const [name, from] of [
      ['Asha Nair', 'Received'],
      ['Dev Malhotra', 'Shortlisted'],
      ['Ritu Sen', 'Received'],
    ]) {
      expect(said).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `moved ${name}'s application for Audit Associate from ${from} to Rejected, and the applicant was e-mailed$`,
          ),
        ),
      );
    }
  });

  it('moves applications back to received without mailing anyone', async () => {
    const application = await addApplication(openingId, { status: 'interviewing' });
    const response = await setStatuses({ ids: [application.id], status: 'received' });
    expect(response.json()).toEqual({ changed: [application.id], unchanged: [], mailed: [] });
    expect(await statusOf(application.id)).toBe('received');
    expect(await mailsTo(application.email)).toEqual([]);
  });

  it('changes nothing and mails nobody when one of the ids is no application, and names it', async () => {
    const known = await addApplication(openingId);
    const unknown = '6d1f3a9c-0000-4000-8000-000000000002';
    const response = await setStatuses({
      ids: [known.id, unknown, openingId],
      status: 'offer',
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({
      code: 'NOT_FOUND',
      message: '2 of the chosen applications no longer exist. Nothing was changed.',
      fields: {
        'ids.1': 'This application no longer exists.',
        'ids.2': 'This application no longer exists.',
      },
    });
    expect(await statusOf(known.id)).toBe('received');
    expect(await mailsTo(known.email)).toEqual([]);
    expect(await eventsAbout([known.id])).toEqual([]);
  });

  it('refuses an organisation’s administrator and user, changing and mailing nothing', async () => {
    const application = await addApplication(openingId);
    for (const caller of [orgAdmin, orgUser]) {
      const response = await caller.call(api.setStatuses, {
        body: { ids: [application.id], status: 'offer' },
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    expect(await statusOf(application.id)).toBe('received');
    expect(await mailsTo(application.email)).toEqual([]);
  });

  it.each([
    [{ ids: [], status: 'offer' }, { ids: 'Choose at least one application.' }],
    [{ ids: ['not-an-id'], status: 'offer' }, { 'ids.0': 'No such application.' }],
    [
      { ids: Array.from({ length: 101 }, () => crypto.randomUUID()), status: 'offer' },
      { ids: 'Choose at most 100 applications at a time.' },
    ],
    [
      {
        ids: ['6d1f3a9c-0000-4000-8000-000000000003', '6d1f3a9c-0000-4000-8000-000000000003'],
        status: 'offer',
      },
      { ids: 'Each application may be chosen once.' },
    ],
    [
      { ids: ['6d1f3a9c-0000-4000-8000-000000000003'], status: 'hired' },
      { status: 'Choose a status from the list.' },
    ],
    [
      { ids: ['6d1f3a9c-0000-4000-8000-000000000003'] },
      { status: 'Choose a status from the list.' },
    ],
  ])(
    '%# refuses a request that cannot be right with 400, naming the field',
    async (body, fields) => {
      const response = await setStatuses(body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    },
  );
});
