import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { matterRetentionApi } from '@prakar/shared/api/matter-retention';
import { mattersApi } from '@prakar/shared/api/matters';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { MatterDocumentList } from '@prakar/shared/matter-documents';
import type { MatterThread } from '@prakar/shared/matter-messages';
import type { MatterPapers } from '@prakar/shared/matter-papers';
import type { MatterDetail } from '@prakar/shared/matters';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, matterDocumentVersions } from '#src/db/schema.ts';
import { signIn } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { acceptMatter, openMatter } from '#test/matters-helpers.ts';
import { multipartBody } from '#test/multipart-body.ts';
import { useTestAppWithClock } from '#test/use-test-app.ts';
import { as, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';
import { buildPdf } from '#test/zip-writer.ts';

/** The matters end on Monday 3 December 2018, 11:30 IST. */
const { clock, app } = useTestAppWithClock({
  start: new Date('2018-12-03T06:00:00.000Z'),
  env: PLATFORM_ADMIN_ENV,
});

type Caller = { call: ReturnType<typeof as> };
let staff: Caller;
let client: Caller & { email: string; organisationId: string };
/** Declined, so finished as a closed matter is: requests and the engagement stay out of it. */
let closed: MatterDetail;
let open: MatterDetail;
/** Closed on 4 December 2018 after the client answered the firm's one request for a document. */
let worked: MatterDetail;

const runJob = () => app().jobs.runOnce('matter retention');

async function attach(matter: MatterDetail) {
  const { payload, headers } = multipartBody(
    { body: 'The books of account.' },
    { attachment: { filename: 'Books.pdf', contentType: 'application/pdf', content: buildPdf() } },
  );
  const sent = await client.call(matterMessagesApi.send, {
    params: { id: matter.id },
    body: payload,
    headers,
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

/** The firm asks for the bank statements and the client uploads them. */
async function answerRequest(matter: MatterDetail) {
  const asked = await staff.call(matterPapersApi.requestDocuments, {
    params: { id: matter.id },
    body: { items: [{ title: 'Bank statements for 2018-19' }] },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const [item] = asked.json<MatterPapers>().checklist;
  const { payload, headers } = multipartBody(
    {},
    { file: { filename: 'Statements.pdf', contentType: 'application/pdf', content: buildPdf() } },
  );
  const sent = await client.call(matterPapersApi.uploadItem, {
    params: { id: matter.id, itemId: item?.id ?? '' },
    body: payload,
    headers,
  });
  expect(sent.statusCode, sent.body).toBe(201);
}

const documentsOf = async (matter: MatterDetail) =>
  (
    await client.call(matterDocumentsApi.list, { params: { id: matter.id } })
  ).json<MatterDocumentList>().documents;

/** Late evening in India on `day`, staff signed in afresh. */
async function onDay(day: string) {
  clock.set(`${day}T17:00:00.000Z`);
  staff = await signInPlatformAdmin(app());
  client = { ...client, call: as(app(), (await signIn(app(), client.email)).cookie) };
}

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
  client = await newAdmin(app(), 'Sundaram Logistics');
  const { organisationId } = client;
  closed = await openMatter(staff, organisationId, { servedOn: '2018-11-20', year: '2018-19' });
  open = await openMatter(staff, organisationId, { servedOn: '2018-11-20', year: '2018-19' });
  await attach(closed);
  await attach(closed);
  await attach(open);
  const moved = await staff.call(mattersApi.setStatus, {
    params: { id: closed.id },
    body: { status: 'declined', note: 'Outside our practice.' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  worked = await openMatter(staff, organisationId, { servedOn: '2018-11-20', year: '2018-19' });
  await acceptMatter(staff, worked.id);
  await answerRequest(worked);
  // Closed a day later than the others, so its documents go a day later too.
  clock.set('2018-12-04T06:00:00.000Z');
  staff = await signInPlatformAdmin(app());
  const finished = await staff.call(mattersApi.setStatus, {
    params: { id: worked.id },
    body: { status: 'closed' },
  });
  expect(finished.statusCode, finished.body).toBe(200);
  client = { ...client, call: as(app(), (await signIn(app(), client.email)).cookie) };
});

describe('the retention period', () => {
  it('is 8 years until staff change it, and a customer may not read or change it', async () => {
    expect((await staff.call(matterRetentionApi.get)).json()).toEqual({ years: 8 });
    expect((await client.call(matterRetentionApi.get)).statusCode).toBe(403);
    const refused = await client.call(matterRetentionApi.set, { body: { years: 1 } });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a period that is not a whole number of years from 1 to 30, at its field', async () => {
    for (const years of [0, 31, 2.5]) {
      const response = await staff.call(matterRetentionApi.set, { body: { years } });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.fields).toEqual({
        years: expect.stringContaining('1 to 30'),
      });
    }
  });

  it('keeps a finished matter’s documents through the last day of the period', async () => {
    await onDay('2026-12-03');
    expect(await runJob()).toBe(0);
    expect((await documentsOf(closed)).map((document) => document.deletedAt)).toEqual([null, null]);
  });

  it('then deletes their bytes once, keeps the records, and leaves open matters alone', async () => {
    await onDay('2026-12-04');
    const [first, second] = await Promise.all([runJob(), runJob()]);
    expect([first, second].sort()).toEqual([0, 2]);
    expect(await runJob()).toBe(0);

    const documents = await documentsOf(closed);
    expect(documents).toHaveLength(2);
    for (const document of documents) {
      expect(document.deletedAt).toBe(clock.now().toISOString());
      const [version] = await app()
        .database.db.select({ bytes: matterDocumentVersions.bytes })
        .from(matterDocumentVersions)
        .where(eq(matterDocumentVersions.documentId, document.id));
      expect(version?.bytes.length).toBe(0);
    }
    const thread = (
      await client.call(matterMessagesApi.thread, { params: { id: closed.id } })
    ).json<MatterThread>();
    expect(thread.messages[0]?.attachment?.deletedAt).toBe(clock.now().toISOString());
    const gone = await client.call(matterDocumentsApi.download, {
      params: { id: closed.id, documentId: documents[0]?.id ?? '', version: 1 },
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.json<ApiErrorBody>().error).toEqual({
      code: 'GONE',
      message:
        'This document was deleted on 4 December 2026 after the firm’s retention period; only its record is kept.',
    });
    expect((await documentsOf(open)).map((document) => document.deletedAt)).toEqual([null]);

    const events = await app().database.db.query.auditEvents.findMany({
      where: and(
        eq(auditEvents.action, 'matter_documents_deleted'),
        eq(auditEvents.targetId, closed.id),
      ),
    });
    expect(events.map((event) => [event.organisationId, event.after])).toEqual([
      [closed.organisation.id, { number: closed.number, count: 2, years: 8 }],
    ]);
  });

  it('shows a deleted document’s day on the checklist of both sides, and answers 410 to either side’s download', async () => {
    await onDay('2026-12-05');
    await runJob();
    const deletedAt = clock.now().toISOString();
    for (const [caller, papers] of [
      [client, matterPapersApi.get],
      [staff, matterPapersApi.staffGet],
    ] as const) {
      const response = await caller.call(papers, { params: { id: worked.id } });
      expect(response.statusCode, response.body).toBe(200);
      const [item] = response.json<MatterPapers>().checklist;
      expect(item).toMatchObject({ title: 'Bank statements for 2018-19', deletedAt });
      expect(item?.versions.map((version) => version.filename)).toEqual(['Statements.pdf']);
    }
    const [document] = await documentsOf(worked);
    expect(document?.deletedAt).toBe(deletedAt);
    const params = { id: worked.id, documentId: document?.id ?? '', version: 1 };
    const byStaff = await staff.call(matterDocumentsApi.staffDownload, { params });
    expect(byStaff.statusCode).toBe(410);
    expect(byStaff.json<ApiErrorBody>().error.message).toContain('deleted on 5 December 2026');
    const byClient = await client.call(matterDocumentsApi.download, { params });
    expect(byClient.statusCode).toBe(410);
  });

  it('counts from the period staff set, and records the change', async () => {
    const response = await staff.call(matterRetentionApi.set, { body: { years: 10 } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await staff.call(matterRetentionApi.get)).json()).toEqual({ years: 10 });
    const [event] = await app().database.db.query.auditEvents.findMany({
      where: eq(auditEvents.action, 'retention_period_changed'),
    });
    expect(event).toMatchObject({
      organisationId: null,
      before: { years: 8 },
      after: { years: 10 },
    });
  });
});
