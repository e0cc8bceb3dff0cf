import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterPapersApi as api } from '@prakar/shared/api/matter-papers';
import { mattersApi } from '@prakar/shared/api/matters';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { MATTER_FILE_MAX_BYTES, MATTER_FILE_RULES } from '@prakar/shared/matter-documents';
import type { MatterPapers } from '@prakar/shared/matter-papers';
import type { MatterStatus } from '@prakar/shared/matter-status';
import type { MatterDetail } from '@prakar/shared/matters';
import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, matters, outboundMail } from '#src/db/schema.ts';
import { randomIp } from '#test/accounts-helpers.ts';
import { PLATFORM_ADMIN } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { openMatter, useMatterPeople } from '#test/matters-helpers.ts';
import { type FilePart, multipartBody } from '#test/multipart-body.ts';
import type { Caller } from '#test/users-helpers.ts';
import { buildPdf, buildZip } from '#test/zip-writer.ts';

const { app, people } = useMatterPeople();

let matter: MatterDetail;

const pdf = (filename = 'statements.pdf'): FilePart => ({
  filename,
  contentType: 'application/pdf',
  content: buildPdf('Bank statements'),
});
const xlsx: FilePart = {
  filename: 'ledger.xlsx',
  contentType: 'application/octet-stream',
  content: buildZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
};
const csv: FilePart = {
  filename: 'ledger',
  contentType: 'text/plain',
  content: Buffer.from('date,amount\n2026-04-01,1000\n'),
};
const program: FilePart = {
  filename: 'statements.csv',
  contentType: 'text/csv',
  content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
};

const fieldsOf = (response: { json<T>(): T }) => response.json<ApiErrorBody>().error.fields;
const papersOf = (response: { json<T>(): T }) => response.json<MatterPapers>();

/** The matter as the test needs it: a status set straight in the database. */
async function putAt(status: MatterStatus, id = matter.id) {
  await app().database.db.update(matters).set({ status }).where(eq(matters.id, id));
}

async function freshMatter(status: MatterStatus = 'accepted'): Promise<MatterDetail> {
  const opened = await openMatter(people.staff, people.client.organisationId);
  await putAt(status, opened.id);
  return opened;
}

function form(
  caller: Caller,
  endpoint: (typeof api)[keyof typeof api],
  params: object,
  fields: Record<string, string>,
  file?: FilePart,
) {
  const { payload, headers } = multipartBody(fields, file ? { file } : {});
  return caller.call(endpoint, { params, body: payload, headers } as never);
}

const requestTwo = (caller: Caller = people.staff, id = matter.id) =>
  caller.call(api.requestDocuments, {
    params: { id },
    body: {
      items: [
        { title: 'Bank statements for 2025-26', note: 'All accounts, every month.' },
        { title: 'Ledger of rent received' },
      ],
    },
  });

async function requested(id = matter.id) {
  const response = await requestTwo(people.staff, id);
  expect(response.statusCode, response.body).toBe(201);
  return papersOf(response).checklist;
}

const upload = (caller: Caller, itemId: string, file?: FilePart, id = matter.id) =>
  form(caller, api.uploadItem, { id, itemId }, {}, file);

async function mailsAbout(to: string, number = matter.number) {
  return app()
    .database.db.select()
    .from(outboundMail)
    .where(and(eq(outboundMail.to, to), like(outboundMail.subject, `%${number}%`)));
}

async function trail(action: string, id = matter.id) {
  return app().database.db.query.auditEvents.findMany({
    where: and(eq(auditEvents.action, action as never), eq(auditEvents.targetId, id)),
  });
}

describe('the checklist of requested documents', () => {
  beforeEach(async () => {
    matter = await freshMatter();
  });

  it('asks the client for two documents, moves an accepted matter on and mails the client a link', async () => {
    const checklist = await requested();
    expect(checklist).toEqual([
      expect.objectContaining({
        title: 'Bank statements for 2025-26',
        note: 'All accounts, every month.',
        state: 'waiting',
        versions: [],
      }),
      expect.objectContaining({ title: 'Ledger of rent received', note: '', state: 'waiting' }),
    ]);
    const seen = await people.client.call(clientMattersApi.get, { params: { id: matter.id } });
    expect(seen.json<MatterDetail>().status).toBe('documents_needed');
    const [mail] = await mailsAbout(people.client.email);
    expect(mail?.subject).toBe(`Documents needed: ${matter.number}`);
    expect(mail?.text).toContain(`/matters/${matter.id}`);
    expect(await trail('matter_documents_requested')).toEqual([
      expect.objectContaining({ organisationId: null }),
    ]);
  });

  it('keeps the status of a matter past accepted, and refuses a request not yet accepted (409)', async () => {
    await putAt('draft_for_approval');
    await requested();
    const seen = await people.staff.call(mattersApi.get, { params: { id: matter.id } });
    expect(seen.json<MatterDetail>().status).toBe('draft_for_approval');
    await putAt('requested');
    expect((await requestTwo()).statusCode).toBe(409);
    await putAt('closed');
    expect((await requestTwo()).statusCode).toBe(409);
  });

  it('refuses an empty list and an untitled item, on their fields', async () => {
    const none = await people.staff.call(api.requestDocuments, {
      params: { id: matter.id },
      body: { items: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toHaveProperty('items');
    const untitled = await people.staff.call(api.requestDocuments, {
      params: { id: matter.id },
      body: { items: [{ title: ' ' }] },
    });
    expect(fieldsOf(untitled)).toEqual({ 'items.0.title': 'Say which document you need.' });
  });

  it('takes each upload as a new version, and mails the firm a link', async () => {
    const [item] = await requested();
    const first = await upload(people.client, item?.id ?? '', pdf());
    expect(first.statusCode, first.body).toBe(201);
    const second = await upload(people.client, item?.id ?? '', pdf('statements (2).pdf'));
    const [uploaded] = papersOf(second).checklist;
    expect(uploaded?.state).toBe('uploaded');
    expect(uploaded?.versions.map((version) => [version.version, version.filename])).toEqual([
      [1, 'statements.pdf'],
      [2, 'statements (2).pdf'],
    ]);
    expect(uploaded?.versions[0]?.uploadedBy?.email).toBe(people.client.email);
    const mails = await mailsAbout(PLATFORM_ADMIN.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Document uploaded: ${matter.number}`,
      `Document uploaded: ${matter.number}`,
    ]);
    expect(mails[0]?.attachments).toEqual([]);
    const events = await trail('matter_document_uploaded');
    expect(events.map((event) => event.organisationId)).toEqual([
      matter.organisation.id,
      matter.organisation.id,
    ]);
  });

  it('takes a workbook and a CSV by their content, whatever their names', async () => {
    const [first, second] = await requested();
    expect((await upload(people.client, first?.id ?? '', xlsx)).statusCode).toBe(201);
    const answer = await upload(people.client, second?.id ?? '', csv);
    expect(answer.statusCode, answer.body).toBe(201);
    const versions = papersOf(answer).checklist.map((item) => item.versions[0]);
    expect(versions.map((version) => [version?.contentType, version?.filename])).toEqual([
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'ledger.xlsx'],
      ['text/csv', 'ledger.csv'],
    ]);
  });

  it('refuses a program (415), a workbook with macros (415) and a file over 10 MB (413), losing nothing kept', async () => {
    const [item] = await requested();
    await upload(people.client, item?.id ?? '', pdf());
    const renamed = await upload(people.client, item?.id ?? '', program);
    expect(renamed.statusCode).toBe(415);
    expect(fieldsOf(renamed)).toEqual({ file: MATTER_FILE_RULES.document.typeMessage });
    const macros = buildZip({ 'xl/workbook.xml': '<workbook/>', 'xl/vbaProject.bin': 'x' });
    const withMacros = await upload(people.client, item?.id ?? '', { ...xlsx, content: macros });
    expect(withMacros.statusCode).toBe(415);
    const big = Buffer.concat([buildPdf(), Buffer.alloc(MATTER_FILE_MAX_BYTES)]);
    const tooBig = await upload(people.client, item?.id ?? '', { ...pdf(), content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(fieldsOf(tooBig)).toEqual({ file: MATTER_FILE_RULES.document.tooLargeMessage });
    const none = await upload(people.client, item?.id ?? '');
    expect(none.statusCode).toBe(400);
    const papers = papersOf(await people.client.call(api.get, { params: { id: matter.id } }));
    expect(papers.checklist[0]?.versions).toHaveLength(1);
  });

  it('lets staff accept the latest upload, or ask again saying why', async () => {
    const [first, second] = await requested();
    await upload(people.client, first?.id ?? '', pdf());
    await upload(people.client, second?.id ?? '', csv);
    const accepted = await people.staff.call(api.acceptItem, {
      params: { id: matter.id, itemId: first?.id ?? '' },
    });
    expect(papersOf(accepted).checklist[0]?.state).toBe('accepted');
    const again = await people.staff.call(api.askAgain, {
      params: { id: matter.id, itemId: second?.id ?? '' },
      body: { reason: 'The March rent is missing.' },
    });
    expect(papersOf(again).checklist[1]).toMatchObject({
      state: 'asked_again',
      reason: 'The March rent is missing.',
    });
    const twice = await people.staff.call(api.askAgain, {
      params: { id: matter.id, itemId: second?.id ?? '' },
      body: { reason: 'Still missing.' },
    });
    expect(twice.statusCode).toBe(409);
    const acceptedAgain = await people.staff.call(api.acceptItem, {
      params: { id: matter.id, itemId: first?.id ?? '' },
    });
    expect(acceptedAgain.statusCode).toBe(409);
    expect((await upload(people.client, first?.id ?? '', pdf())).statusCode).toBe(409);
    const noReason = await people.staff.call(api.askAgain, {
      params: { id: matter.id, itemId: first?.id ?? '' },
      body: { reason: '' },
    });
    expect(fieldsOf(noReason)).toEqual({ reason: 'Tell the client what is missing.' });
    expect(await trail('matter_document_accepted')).toHaveLength(1);
    expect(await trail('matter_document_asked_again')).toHaveLength(1);
  });

  it('answers 404 to another organisation and for an item of another matter', async () => {
    const [item] = await requested();
    expect((await people.stranger.call(api.get, { params: { id: matter.id } })).statusCode).toBe(
      404,
    );
    expect((await upload(people.stranger, item?.id ?? '', pdf())).statusCode).toBe(404);
    const other = await freshMatter();
    expect((await upload(people.client, item?.id ?? '', pdf(), other.id)).statusCode).toBe(404);
  });

  it('refuses a user without the power (403), a customer on the staff routes (403) and anyone signed out', async () => {
    const [item] = await requested();
    expect((await people.member.call(api.get, { params: { id: matter.id } })).statusCode).toBe(403);
    expect((await upload(people.member, item?.id ?? '', pdf())).statusCode).toBe(403);
    expect((await people.client.call(api.staffGet, { params: { id: matter.id } })).statusCode).toBe(
      403,
    );
    expect((await requestTwo(people.client)).statusCode).toBe(403);
    const accept = await people.client.call(api.acceptItem, {
      params: { id: matter.id, itemId: item?.id ?? '' },
    });
    expect(accept.statusCode).toBe(403);
    const signedOut = await call(app(), api.get, { params: { id: matter.id }, ip: randomIp() });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('the draft for the client’s approval', () => {
  beforeEach(async () => {
    matter = await freshMatter('documents_needed');
  });

  const uploadDraft = (file: FilePart = pdf('Reply to the notice.pdf'), id = matter.id) =>
    form(people.staff, api.uploadDraft, { id }, {}, file);

  it('moves the matter to Draft for your approval and mails the client a link', async () => {
    const response = await uploadDraft();
    expect(response.statusCode, response.body).toBe(201);
    expect(papersOf(response).draft?.versions).toEqual([
      expect.objectContaining({ version: 1, filename: 'Reply to the notice.pdf', response: null }),
    ]);
    const seen = await people.client.call(clientMattersApi.get, { params: { id: matter.id } });
    expect(seen.json<MatterDetail>().status).toBe('draft_for_approval');
    const [mail] = await mailsAbout(people.client.email);
    expect(mail?.subject).toBe(`Draft for your approval: ${matter.number}`);
  });

  it('takes a PDF only, and refuses a draft of a filed matter (409)', async () => {
    const png: FilePart = {
      filename: 'draft.png',
      contentType: 'image/png',
      content: Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(32),
      ]),
    };
    const image = await uploadDraft(png);
    expect(image.statusCode).toBe(415);
    expect(fieldsOf(image)).toEqual({ file: MATTER_FILE_RULES.pdf.typeMessage });
    await putAt('filed');
    expect((await uploadDraft()).statusCode).toBe(409);
    const papers = papersOf(await people.staff.call(api.staffGet, { params: { id: matter.id } }));
    expect(papers.draft).toBeNull();
  });

  it('records the client’s comment and approval, once per version, and mails the firm', async () => {
    await uploadDraft();
    const silent = await people.client.call(api.askForChanges, {
      params: { id: matter.id },
      body: { version: 1, comment: '' },
    });
    expect(fieldsOf(silent)).toEqual({ comment: 'Say what should change.' });
    const changes = await people.client.call(api.askForChanges, {
      params: { id: matter.id },
      body: { version: 1, comment: 'Add the rent receipts.' },
    });
    expect(changes.statusCode, changes.body).toBe(200);
    const twice = await people.client.call(api.approveDraft, {
      params: { id: matter.id },
      body: { version: 1 },
    });
    expect(twice.statusCode).toBe(409);
    await uploadDraft(pdf('Reply, second draft.pdf'));
    const stale = await people.client.call(api.approveDraft, {
      params: { id: matter.id },
      body: { version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const approved = await people.client.call(api.approveDraft, {
      params: { id: matter.id },
      body: { version: 2 },
    });
    expect(approved.statusCode).toBe(200);
    const staffView = papersOf(
      await people.staff.call(api.staffGet, { params: { id: matter.id } }),
    );
    expect(staffView.draft?.versions.map((version) => version.response)).toEqual([
      expect.objectContaining({
        decision: 'changes_asked',
        comment: 'Add the rent receipts.',
        by: expect.objectContaining({ email: people.client.email }),
      }),
      expect.objectContaining({ decision: 'approved', comment: null }),
    ]);
    const subjects = (await mailsAbout(PLATFORM_ADMIN.email)).map((mail) => mail.subject);
    expect(subjects).toEqual([
      `Changes asked to the draft: ${matter.number}`,
      `Draft approved: ${matter.number}`,
    ]);
    const events = await trail('matter_draft_answered');
    expect(events.map((event) => event.organisationId)).toEqual([
      matter.organisation.id,
      matter.organisation.id,
    ]);
  });

  it('refuses an answer with no draft waiting, from another organisation and without the power', async () => {
    const approve = (caller: Caller) =>
      caller.call(api.approveDraft, { params: { id: matter.id }, body: { version: 1 } });
    expect((await approve(people.client)).statusCode).toBe(409);
    await uploadDraft();
    expect((await approve(people.stranger)).statusCode).toBe(404);
    expect((await approve(people.member)).statusCode).toBe(403);
    expect(
      (await form(people.client, api.uploadDraft, { id: matter.id }, {}, pdf())).statusCode,
    ).toBe(403);
  });
});

describe('filing, hearings and the order', () => {
  beforeEach(async () => {
    matter = await freshMatter('draft_for_approval');
  });

  const fileIt = (filedOn = '2026-12-01', file: FilePart | null = pdf('Acknowledgement.pdf')) =>
    form(people.staff, api.fileMatter, { id: matter.id }, { filedOn }, file ?? undefined);
  const hearing = (fields: Record<string, string>, file?: FilePart) =>
    form(
      people.staff,
      api.setHearing,
      { id: matter.id },
      {
        on: '2027-01-12',
        time: '11:30',
        forum: 'CIT(A)-3, Mumbai',
        place: 'Aayakar Bhavan',
        ...fields,
      },
      file,
    );

  it('files the matter with its acknowledgement and the day, and mails the client', async () => {
    const response = await fileIt();
    expect(response.statusCode, response.body).toBe(201);
    expect(papersOf(response).filing).toMatchObject({
      filedOn: '2026-12-01',
      acknowledgement: {
        what: 'acknowledgement',
        versions: [expect.objectContaining({ version: 1 })],
      },
    });
    const seen = await people.client.call(clientMattersApi.get, { params: { id: matter.id } });
    expect(seen.json<MatterDetail>().status).toBe('filed');
    expect((await mailsAbout(people.client.email)).map((mail) => mail.subject)).toEqual([
      `Filed: ${matter.number}`,
    ]);
    expect(await trail('matter_filed')).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ filedOn: '2026-12-01', filename: 'Acknowledgement.pdf' }),
      }),
    ]);
  });

  it('refuses a filing day after today, a missing acknowledgement, and a matter not at its draft (409)', async () => {
    const future = await fileIt('2026-12-03');
    expect(fieldsOf(future)).toEqual({ filedOn: 'The filing date cannot be after today.' });
    const bare = await fileIt('2026-12-01', null);
    expect(bare.statusCode).toBe(400);
    expect(fieldsOf(bare)).toHaveProperty('file');
    await putAt('documents_needed');
    expect((await fileIt()).statusCode).toBe(409);
    const papers = papersOf(await people.staff.call(api.staffGet, { params: { id: matter.id } }));
    expect(papers.filing).toBeNull();
  });

  it('sets hearings, shows the next one on the papers and the matter, and mails the client', async () => {
    await fileIt();
    const later = await hearing({ on: '2027-02-20', time: '15:00' }, pdf('Hearing notice.pdf'));
    expect(later.statusCode, later.body).toBe(201);
    const sooner = await hearing({});
    const papers = papersOf(sooner);
    expect(papers.hearings.map((each) => [each.on, each.time, each.notice?.what ?? null])).toEqual([
      ['2027-01-12', '11:30', null],
      ['2027-02-20', '15:00', 'hearing_notice'],
    ]);
    expect(papers.nextHearing).toMatchObject({ on: '2027-01-12', forum: 'CIT(A)-3, Mumbai' });
    const seen = (
      await people.client.call(clientMattersApi.get, { params: { id: matter.id } })
    ).json<MatterDetail>();
    expect(seen.status).toBe('hearing');
    expect(seen.nextHearing).toMatchObject({
      on: '2027-01-12',
      time: '11:30',
      place: 'Aayakar Bhavan',
    });
    const subjects = (await mailsAbout(people.client.email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Hearing set'))).toHaveLength(2);
    expect(await trail('matter_hearing_set')).toHaveLength(2);
  });

  it('refuses a hearing in the past, a time not HH:MM, and a hearing before filing (409)', async () => {
    const past = await hearing({ on: '2026-12-01', time: '9.30' });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past)).toEqual({ time: 'Enter the time as HH:MM, such as 11:30.' });
    const passed = await hearing({ on: '2026-12-01' });
    expect(fieldsOf(passed)).toEqual({ on: 'The hearing date cannot be before today.' });
    expect((await hearing({})).statusCode).toBe(409);
  });

  it('takes the order and moves the matter to Order received; refuses it before filing', async () => {
    const early = await form(
      people.staff,
      api.uploadOrder,
      { id: matter.id },
      {},
      pdf('Order.pdf'),
    );
    expect(early.statusCode).toBe(409);
    await fileIt();
    const response = await form(
      people.staff,
      api.uploadOrder,
      { id: matter.id },
      {},
      pdf('Order.pdf'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(papersOf(response).order).toMatchObject({ what: 'order', title: 'Order' });
    const seen = await people.client.call(clientMattersApi.get, { params: { id: matter.id } });
    expect(seen.json<MatterDetail>().status).toBe('order_received');
    const download = await people.client.call(matterDocumentsApi.download, {
      params: { id: matter.id, documentId: papersOf(response).order?.id ?? '', version: 1 },
    });
    expect(download.statusCode).toBe(200);
  });

  it('refuses a customer on every staff step', async () => {
    expect(
      (
        await form(
          people.client,
          api.fileMatter,
          { id: matter.id },
          { filedOn: '2026-12-01' },
          pdf(),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await form(people.client, api.setHearing, { id: matter.id }, {}, undefined)).statusCode,
    ).toBe(403);
    expect(
      (await form(people.client, api.uploadOrder, { id: matter.id }, {}, pdf())).statusCode,
    ).toBe(403);
  });
});
