import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import {
  MATTER_FILE_MAX_BYTES,
  MATTER_FILE_RULES,
  type MatterDocumentList,
} from '@prakar/shared/matter-documents';
import {
  type MatterMessage,
  type MatterThread,
  MESSAGE_BODY_REQUIRED_MESSAGE,
} from '@prakar/shared/matter-messages';
import type { MatterDetail } from '@prakar/shared/matters';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outboundMail } from '#src/db/schema.ts';
import { randomIp } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { openMatter, useMatterPeople } from '#test/matters-helpers.ts';
import { type FilePart, multipartBody } from '#test/multipart-body.ts';
import { addStaffMember, type Caller } from '#test/users-helpers.ts';
import { buildPdf, buildZip } from '#test/zip-writer.ts';

const { app, people } = useMatterPeople();

const WORDS = 'Our ledger for 2024-25 shows the cash deposits the notice asks about.';
const ledgerCsv = (): FilePart => ({
  filename: 'Ledger 2024-25.csv',
  contentType: 'text/csv',
  content: Buffer.from('date,amount\n2024-05-01,250000\n', 'utf8'),
});

function write(caller: Caller, id: string, body: string, file?: FilePart, asStaff = false) {
  const { payload, headers } = multipartBody({ body }, file ? { attachment: file } : {});
  const endpoint = asStaff ? matterMessagesApi.staffSend : matterMessagesApi.send;
  return caller.call(endpoint, { params: { id }, body: payload, headers });
}

async function threadOf(caller: Caller, id: string, asStaff = false) {
  const endpoint = asStaff ? matterMessagesApi.staffThread : matterMessagesApi.thread;
  const response = await caller.call(endpoint, { params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MatterThread>().messages;
}

const mailsAbout = (matter: MatterDetail) =>
  app()
    .database.db.select()
    .from(outboundMail)
    .where(like(outboundMail.subject, `New message about ${matter.number}`));

const fieldsOf = (response: { json<T>(): T }) => response.json<ApiErrorBody>().error.fields;

describe('a matter’s messages', () => {
  let matter: MatterDetail;

  beforeAll(async () => {
    matter = await openMatter(people.staff, people.organisationId);
  });

  it('keeps a client’s message with its attachment, and both sides read it', async () => {
    const response = await write(people.client, matter.id, WORDS, ledgerCsv());
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json<MatterMessage>();
    expect(sent).toMatchObject({
      side: 'client',
      author: { name: 'Asha Kulkarni' },
      body: WORDS,
      attachment: { filename: 'Ledger 2024-25.csv', deletedAt: null },
    });
    expect(await threadOf(people.client, matter.id)).toEqual([sent]);
    expect(await threadOf(people.staff, matter.id, true)).toEqual([sent]);

    const { documents } = (
      await people.client.call(matterDocumentsApi.list, { params: { id: matter.id } })
    ).json<MatterDocumentList>();
    expect(documents).toEqual([
      expect.objectContaining({
        id: sent.attachment?.documentId,
        what: 'attachment',
        versions: [expect.objectContaining({ contentType: 'text/csv' })],
      }),
    ]);
  });

  it('mails every staff member a link while nobody is assigned, never the words', async () => {
    const mails = await mailsAbout(matter);
    expect(mails.map((mail) => mail.to)).toContain(PLATFORM_ADMIN.email);
    for (const mail of mails) {
      expect(mail.text).toContain(`/back-office/matters/${matter.id}`);
      expect(mail.text).not.toContain('cash deposits');
      expect(mail.html).not.toContain('cash deposits');
      expect(mail.attachments).toEqual([]);
    }
  });

  it('mails a staff reply to the organisation’s users with the power, not to the others', async () => {
    const response = await write(
      people.staff,
      matter.id,
      'Thank you, we will reply by Friday.',
      undefined,
      true,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<MatterMessage>()).toMatchObject({ side: 'firm', attachment: null });
    const messages = await threadOf(people.client, matter.id);
    expect(messages.map((message) => message.side)).toEqual(['client', 'firm']);
    const toClient = (await mailsAbout(matter)).filter((mail) =>
      [people.client.email, people.member.email].includes(mail.to),
    );
    expect(toClient.map((mail) => mail.to)).toEqual([people.client.email]);
    expect(toClient[0]?.text).toContain(`/matters/${matter.id}`);
    expect(toClient[0]?.text).not.toContain('Friday');
  });

  it('mails only the assigned staff member once the matter is someone’s', async () => {
    const priya = await addStaffMember(app(), 'Priya Shah');
    const assigned = await openMatter(people.staff, people.organisationId, {
      assigneeId: priya.id,
    });
    expect((await write(people.client, assigned.id, WORDS)).statusCode).toBe(201);
    expect((await mailsAbout(assigned)).map((mail) => mail.to)).toEqual([priya.email]);
  });

  it('records each message in the trail, a client’s in the organisation’s', async () => {
    const events = await app().database.db.query.auditEvents.findMany({
      where: and(
        eq(auditEvents.action, 'matter_message_sent'),
        eq(auditEvents.targetId, matter.id),
      ),
    });
    expect(events.map((event) => [event.organisationId, event.after])).toEqual([
      [
        people.organisationId,
        { number: matter.number, side: 'client', attachment: 'Ledger 2024-25.csv' },
      ],
      [null, { number: matter.number, side: 'firm' }],
    ]);
  });

  it('takes an Excel workbook by its content, whatever its name', async () => {
    const workbook = buildZip({
      '[Content_Types].xml': '<Types/>',
      'xl/workbook.xml': '<workbook/>',
    });
    const response = await write(people.client, matter.id, 'The workbook.', {
      filename: 'figures.bin',
      contentType: 'application/octet-stream',
      content: workbook,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<MatterMessage>().attachment?.filename).toBe('figures.xlsx');
  });

  it('refuses a program, an empty text and a file over 10 MB at their fields, keeping nothing', async () => {
    const before = (await threadOf(people.client, matter.id)).length;
    const program = await write(people.client, matter.id, '   ', {
      filename: 'ledger.csv',
      contentType: 'text/csv',
      content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]),
    });
    expect(program.statusCode).toBe(415);
    expect(fieldsOf(program)).toEqual({
      body: MESSAGE_BODY_REQUIRED_MESSAGE,
      attachment: MATTER_FILE_RULES.document.typeMessage,
    });
    const big = await write(people.client, matter.id, WORDS, {
      filename: 'scan.pdf',
      contentType: 'application/pdf',
      content: Buffer.concat([buildPdf(), Buffer.alloc(MATTER_FILE_MAX_BYTES)]),
    });
    expect(big.statusCode).toBe(413);
    expect(fieldsOf(big)).toEqual({ attachment: MATTER_FILE_RULES.document.tooLargeMessage });
    expect(await threadOf(people.client, matter.id)).toHaveLength(before);
  });

  it('answers 404 to another organisation and refuses a user without the power', async () => {
    expect(
      (await people.stranger.call(matterMessagesApi.thread, { params: { id: matter.id } }))
        .statusCode,
    ).toBe(404);
    expect((await write(people.stranger, matter.id, WORDS)).statusCode).toBe(404);
    expect(
      (await people.member.call(matterMessagesApi.thread, { params: { id: matter.id } }))
        .statusCode,
    ).toBe(403);
    expect((await write(people.member, matter.id, WORDS)).statusCode).toBe(403);
  });

  it('refuses a customer on the staff’s routes, and anyone signed out', async () => {
    expect(
      (await people.client.call(matterMessagesApi.staffThread, { params: { id: matter.id } }))
        .statusCode,
    ).toBe(403);
    expect((await write(people.client, matter.id, WORDS, undefined, true)).statusCode).toBe(403);
    const signedOut = await call(app(), matterMessagesApi.thread, {
      params: { id: matter.id },
      ip: randomIp(),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('stops a writer after 20 messages about one matter in an hour', async () => {
    const busy = await openMatter(people.staff, people.organisationId);
    for (let sent = 0; sent < 20; sent += 1) {
      expect((await write(people.client, busy.id, `Message ${sent}`)).statusCode).toBe(201);
    }
    const refused = await write(people.client, busy.id, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await threadOf(people.client, busy.id)).toHaveLength(20);
    expect(
      (await write(people.staff, busy.id, 'Staff may still answer.', undefined, true)).statusCode,
    ).toBe(201);
  });
});

it('answers an empty thread for a matter nobody wrote about', async () => {
  const quiet = await openMatter(people.staff, people.organisationId);
  expect(await threadOf(people.client, quiet.id)).toEqual([]);
});
