import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import {
  MATTER_FILE_MAX_BYTES,
  MATTER_FILE_TOO_LARGE_MESSAGE,
  MATTER_FILE_TYPE_MESSAGE,
  type MatterDocumentList,
  NOTICE_REQUIRED_MESSAGE,
} from '@prakar/shared/matter-documents';
import type { MatterDetail } from '@prakar/shared/matters';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outboundMail } from '#src/db/schema.ts';
import { randomIp } from '#test/accounts-helpers.ts';
import { activeNamesIn, activePdf } from '#test/active-pdf.ts';
import { PLATFORM_ADMIN } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import {
  noticePdf,
  requestedMatter,
  requestHelp,
  SCRUTINY_REQUEST,
  useMatterPeople,
} from '#test/matters-helpers.ts';
import { multipartBody } from '#test/multipart-body.ts';
import type { Caller } from '#test/users-helpers.ts';
import { buildPdf } from '#test/zip-writer.ts';

const { app, people } = useMatterPeople();

async function documentsOf(caller: Caller, id: string, staffRoute = false) {
  const endpoint = staffRoute ? matterDocumentsApi.staffList : matterDocumentsApi.list;
  return caller.call(endpoint, { params: { id } });
}

const fieldsOf = (response: { json<T>(): T }) => response.json<ApiErrorBody>().error.fields;

describe('POST /api/Matters/Requests', () => {
  it('opens a requested matter for the caller’s organisation, due by the date in the notice', async () => {
    const matter = await requestedMatter(people.client);
    expect(matter).toMatchObject({
      number: expect.stringMatching(/^MAT-2026-\d{4}$/),
      organisation: { id: people.client.organisationId, name: 'Sundaram Logistics' },
      kind: 'scrutiny_143_2',
      status: 'requested',
      assignee: null,
      din: SCRUTINY_REQUEST.din,
      statutoryDueOn: '2026-12-15',
      description: SCRUTINY_REQUEST.description,
    });
    expect(matter.history.map((change) => change.status)).toEqual(['requested']);
  });

  it('keeps the notice as version 1 of its notice document, its pages only', async () => {
    const matter = await requestedMatter(people.client, {
      filename: '../scans/notice.PDF',
      contentType: 'application/octet-stream',
      content: activePdf(),
    });
    const response = await documentsOf(people.client, matter.id);
    expect(response.statusCode, response.body).toBe(200);
    const { documents } = response.json<MatterDocumentList>();
    expect(documents).toEqual([
      expect.objectContaining({
        what: 'notice',
        title: 'Notice',
        versions: [
          expect.objectContaining({
            version: 1,
            filename: 'notice.pdf',
            contentType: 'application/pdf',
            uploadedBy: expect.objectContaining({ name: expect.any(String) }),
          }),
        ],
      }),
    ]);
    const [notice] = documents;
    const download = await people.client.call(matterDocumentsApi.download, {
      params: { id: matter.id, documentId: notice?.id ?? '', version: 1 },
    });
    expect(download.statusCode).toBe(200);
    expect(await activeNamesIn(download.rawPayload)).toEqual([]);
  });

  it('takes a JPEG or PNG by its content, whatever its name', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const matter = await requestedMatter(people.client, {
      filename: 'scan.pdf',
      contentType: 'application/pdf',
      content: png,
    });
    const { documents } = (await documentsOf(people.client, matter.id)).json<MatterDocumentList>();
    expect(documents[0]?.versions[0]).toMatchObject({
      filename: 'scan.png',
      contentType: 'image/png',
    });
  });

  it('records the request in the organisation’s trail and mails the staff a link, not the notice', async () => {
    const matter = await requestedMatter(people.client);
    const [event] = await app().database.db.query.auditEvents.findMany({
      where: and(eq(auditEvents.action, 'matter_requested'), eq(auditEvents.targetId, matter.id)),
    });
    expect(event).toMatchObject({
      organisationId: matter.organisation.id,
      after: expect.objectContaining({ number: matter.number, notice: 'Notice 143(2).pdf' }),
    });
    const mails = await app()
      .database.db.select()
      .from(outboundMail)
      .where(
        and(
          eq(outboundMail.to, PLATFORM_ADMIN.email),
          like(outboundMail.subject, `%${matter.number}%`),
        ),
      );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.text).toContain(`/back-office/matters/${matter.id}`);
    expect(mail?.text).not.toContain(SCRUTINY_REQUEST.description);
    expect(mail?.attachments).toEqual([]);
  });

  it('refuses a file that is not a PDF, JPEG or PNG, keeping the facts’ own messages', async () => {
    const response = await requestHelp(
      people.client,
      { ...SCRUTINY_REQUEST, subject: 'ABC' },
      {
        filename: 'notice.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('MZ this is a program'),
      },
    );
    expect(response.statusCode).toBe(415);
    expect(fieldsOf(response)).toEqual({
      subject: expect.any(String),
      notice: MATTER_FILE_TYPE_MESSAGE,
    });
  });

  it('refuses a file over 10 MB with the limit in the message', async () => {
    const big = Buffer.concat([buildPdf(), Buffer.alloc(MATTER_FILE_MAX_BYTES)]);
    const response = await requestHelp(people.client, SCRUTINY_REQUEST, {
      filename: 'notice.pdf',
      contentType: 'application/pdf',
      content: big,
    });
    expect(response.statusCode).toBe(413);
    expect(fieldsOf(response)).toEqual({ notice: MATTER_FILE_TOO_LARGE_MESSAGE });
    expect(MATTER_FILE_TOO_LARGE_MESSAGE).toContain('10 MB');
  });

  it('asks for the notice when none is attached, and leaves a blank DIN out', async () => {
    const response = await requestHelp(
      people.client,
      { ...SCRUTINY_REQUEST, din: '', dateInNotice: '' },
      null,
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ notice: NOTICE_REQUIRED_MESSAGE });
  });

  it('refuses a user without the Advisory matters power, and anyone signed out', async () => {
    expect((await requestHelp(people.member)).statusCode).toBe(403);
    const { payload, headers } = multipartBody(SCRUTINY_REQUEST, { notice: noticePdf() });
    const signedOut = await call(app(), matterDocumentsApi.request, {
      body: payload,
      headers,
      ip: randomIp(),
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('a matter’s documents', () => {
  let matter: MatterDetail;
  let documentId: string;

  beforeAll(async () => {
    matter = await requestedMatter(people.client);
    const { documents } = (await documentsOf(people.client, matter.id)).json<MatterDocumentList>();
    documentId = documents[0]?.id ?? '';
  });

  const version = (id = matter.id, number = 1) => ({ params: { id, documentId, version: number } });

  it('downloads a version under its stored name, and records who did', async () => {
    const response = await people.client.call(matterDocumentsApi.download, version());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="Notice 143(2).pdf"',
    );
    const staffCopy = await people.staff.call(matterDocumentsApi.staffDownload, version());
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.rawPayload.equals(response.rawPayload)).toBe(true);
    const events = await app().database.db.query.auditEvents.findMany({
      where: and(
        eq(auditEvents.action, 'matter_document_downloaded'),
        eq(auditEvents.targetId, matter.id),
      ),
    });
    expect(events.map((event) => event.organisationId)).toEqual([matter.organisation.id, null]);
  });

  it('shows staff every matter’s documents', async () => {
    const response = await documentsOf(people.staff, matter.id, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MatterDocumentList>().documents).toHaveLength(1);
  });

  it('answers 404 to another organisation, as for a matter that does not exist', async () => {
    expect((await documentsOf(people.stranger, matter.id)).statusCode).toBe(404);
    expect((await people.stranger.call(matterDocumentsApi.download, version())).statusCode).toBe(
      404,
    );
    const none = '00000000-0000-4000-8000-000000000047';
    expect((await documentsOf(people.client, none)).statusCode).toBe(404);
    expect(
      (await people.client.call(matterDocumentsApi.download, version(matter.id, 2))).statusCode,
    ).toBe(404);
  });

  it('refuses a user without the power, a customer on the staff routes, and anyone signed out', async () => {
    expect((await documentsOf(people.member, matter.id)).statusCode).toBe(403);
    expect((await people.member.call(matterDocumentsApi.download, version())).statusCode).toBe(403);
    expect((await documentsOf(people.client, matter.id, true)).statusCode).toBe(403);
    expect((await people.client.call(matterDocumentsApi.staffDownload, version())).statusCode).toBe(
      403,
    );
    const signedOut = await call(app(), matterDocumentsApi.list, {
      params: { id: matter.id },
      ip: randomIp(),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('records each reading of the list once, not per document, in the right trail; a refused one never', async () => {
    expect((await documentsOf(people.client, matter.id)).statusCode).toBe(200);
    const events = await app().database.db.query.auditEvents.findMany({
      where: and(
        eq(auditEvents.action, 'matter_documents_viewed'),
        eq(auditEvents.targetId, matter.id),
      ),
    });
    const after = { number: matter.number, count: 1 };
    const trail = (organisationId: string | null) =>
      events
        .filter((event) => event.organisationId === organisationId)
        .map((event) => [event.actorUserId, event.after]);
    expect(events).toHaveLength(3);
    expect(trail(matter.organisation.id)).toEqual([
      [people.client.id, after],
      [people.client.id, after],
    ]);
    expect(trail(null)).toEqual([[people.staff.id, after]]);
  });
});
