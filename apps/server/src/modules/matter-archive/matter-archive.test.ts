import { matterArchiveApi } from '@prakar/shared/api/matter-archive';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import type { MatterDetail } from '@prakar/shared/matters';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '#src/db/schema.ts';
import { randomIp } from '#test/accounts-helpers.ts';
import { call } from '#test/call.ts';
import { requestedMatter, useMatterPeople } from '#test/matters-helpers.ts';
import { multipartBody } from '#test/multipart-body.ts';
import { unzip } from '#test/unzip.ts';
import type { Caller } from '#test/users-helpers.ts';
import { buildPdf } from '#test/zip-writer.ts';

const { clock, app, people } = useMatterPeople();

let matter: MatterDetail;

const zipOf = (caller: Caller, asStaff = false) =>
  caller.call(asStaff ? matterArchiveApi.staffDownload : matterArchiveApi.download, {
    params: { id: matter.id },
  });

beforeAll(async () => {
  matter = await requestedMatter(people.client, {
    filename: 'Notice.pdf',
    contentType: 'application/pdf',
    content: buildPdf('Notice'),
  });
  clock.advance(60_000);
  const again = multipartBody(
    { body: 'The notice again, as a scan.' },
    {
      attachment: {
        filename: 'notice.PDF',
        contentType: 'application/pdf',
        content: buildPdf('Scan'),
      },
    },
  );
  const sent = await people.client.call(matterMessagesApi.send, {
    params: { id: matter.id },
    body: again.payload,
    headers: again.headers,
  });
  expect(sent.statusCode, sent.body).toBe(201);
});

describe('a matter’s documents as one ZIP', () => {
  it('holds each document under its stored name, a name met twice numbered', async () => {
    const response = await zipOf(people.client);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`${matter.number} documents.zip`);
    const files = await unzip(response.rawPayload);
    expect([...files.keys()]).toEqual(['Notice.pdf', 'notice (2).pdf']);
    expect(files.get('Notice.pdf')?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('gives staff the same files, and records each download in the right trail', async () => {
    const response = await zipOf(people.staff, true);
    expect(response.statusCode).toBe(200);
    expect([...(await unzip(response.rawPayload)).keys()]).toHaveLength(2);
    const events = await app().database.db.query.auditEvents.findMany({
      where: and(
        eq(auditEvents.action, 'matter_documents_zipped'),
        eq(auditEvents.targetId, matter.id),
      ),
    });
    expect(events.map((event) => [event.organisationId, event.after])).toEqual([
      [matter.organisation.id, { number: matter.number, count: 2 }],
      [null, { number: matter.number, count: 2 }],
    ]);
  });

  it('answers 404 to another organisation and refuses the rest', async () => {
    expect((await zipOf(people.stranger)).statusCode).toBe(404);
    expect((await zipOf(people.member)).statusCode).toBe(403);
    expect((await zipOf(people.client, true)).statusCode).toBe(403);
    const signedOut = await call(app(), matterArchiveApi.download, {
      params: { id: matter.id },
      ip: randomIp(),
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
