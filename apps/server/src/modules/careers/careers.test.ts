import { careersApi } from '@prakar/shared/api/careers';
import { apiErrorSchema } from '@prakar/shared/api-error';
import {
  careerApplicationReceiptSchema,
  OPENING_CLOSED_MESSAGE,
  openingListSchema,
  RESUME_CONTENT_TYPES,
  RESUME_EXPANDS_TOO_FAR_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_MAX_EXPANDED_BYTES,
  RESUME_REQUIRED_MESSAGE,
  RESUME_TOO_LARGE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  RESUME_UNREADABLE_MESSAGE,
} from '@prakar/shared/careers';
import { MOBILE_MESSAGE } from '@prakar/shared/indian-formats';
import { addDays, istDay } from '@prakar/shared/ist-calendar';
import { site } from '@prakar/shared/site';
import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from '@prakar/shared/text';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications, jobOpenings, outboundMail } from '#src/db/schema.ts';
import { seedCareers } from '#src/db/seed.ts';
import { createFakeClock } from '#test/accounts-helpers.ts';
import { activeNamesIn, activePdf } from '#test/active-pdf.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { type FilePart, multipartBody } from '#test/multipart-body.ts';
import { pdfText } from '#test/pdf-text.ts';
import { type SmtpSink, startSmtpSink } from '#test/smtp-sink.ts';
import { buildDocx, buildPdf, flateStream } from '#test/zip-writer.ts';

let sink: SmtpSink;
let testApp: TestApp;
let openingId: string;
/** The server's clock: 10:00 in India on 20 May 2026, when the openings are seeded. */
const clock = createFakeClock(new Date('2026-05-20T04:30:00.000Z'));
const today = () => istDay(clock.now());

beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await buildTestApp({ env: { SMTP_URL: sink.url }, now: clock.now });
  const response = await call(testApp.app, careersApi.openings);
  openingId = openingListSchema.parse(response.json()).openings[0]?.id ?? '';
});

afterAll(async () => {
  await testApp?.close();
  await sink?.close();
});

const pdf: FilePart = {
  filename: 'Rohan Kulkarni CV.pdf',
  contentType: 'application/pdf',
  content: buildPdf(),
};

function fields(overrides: Record<string, string> = {}) {
  return {
    openingId,
    name: 'Rohan Kulkarni',
    email: 'rohan.kulkarni@example.in',
    mobile: '+91 98200 12345',
    coverNote: 'Three years of TDS returns (24Q, 26Q) for 60 clients at a CA firm in Pune.',
    ...overrides,
  };
}

/** Each request from its own address: the per-IP limit is the subject of one test only. */
let nextHost = 10;
function apply(
  formFields: Record<string, string>,
  files: Record<string, FilePart> = { resume: pdf },
  remoteAddress = `10.40.0.${nextHost++}`,
) {
  const { payload, headers } = multipartBody(formFields, files);
  return call(testApp.app, careersApi.apply, {
    body: payload,
    headers: { ...headers, 'user-agent': 'careers-test' },
    ip: remoteAddress,
  });
}

async function applicationCount(email: string) {
  const [row] = await testApp.app.database.db
    .select({ n: count() })
    .from(jobApplications)
    .where(eq(jobApplications.email, email));
  return row?.n ?? 0;
}

function errorOf(response: { json(): unknown }) {
  return apiErrorSchema.parse(response.json()).error;
}

describe('GET /api/Masters/Careers/Openings', () => {
  it('lists the four open positions in order', async () => {
    const response = await call(testApp.app, careersApi.openings);
    expect(response.statusCode).toBe(200);
    const { openings } = openingListSchema.parse(response.json());
    expect(openings.map((opening) => opening.slug)).toEqual([
      'tds-compliance-associate-mumbai',
      'senior-tax-consultant-transfer-pricing-mumbai',
      'customer-success-executive-payroll-software-pune',
      'articled-assistant-ca-articleship-mumbai',
    ]);
    expect(openings[0]).toMatchObject({
      title: 'TDS Compliance Associate',
      employmentType: 'Full-time',
      postedAt: '2026-05-11',
      closesOn: '2026-08-08',
    });
    expect(openings[3]?.employmentType).toBe('Internship');
    for (const opening of openings) {
      expect(opening.responsibilities.length).toBeGreaterThan(0);
      expect(opening.requirements.length).toBeGreaterThan(0);
    }
  });

  it('leaves out closed openings, and the seed can run again without adding rows', async () => {
    const db = testApp.app.database.db;
    await seedCareers(db, today());
    const [total] = await db.select({ n: count() }).from(jobOpenings);
    expect(total?.n).toBe(4);
    await db
      .update(jobOpenings)
      .set({ isOpen: false })
      .where(eq(jobOpenings.slug, 'articled-assistant-ca-articleship-mumbai'));
    try {
      const response = await call(testApp.app, careersApi.openings);
      expect(openingListSchema.parse(response.json()).openings).toHaveLength(3);
    } finally {
      await seedCareers(db, today());
    }
  });
});

describe('openings by the server’s clock', () => {
  const openingSlugs = async () => {
    const response = await call(testApp.app, careersApi.openings);
    return openingListSchema.parse(response.json()).openings.map((opening) => opening.slug);
  };

  it('closes each opening after its 90 days, and then takes no application for it', async () => {
    const start = clock.now().getTime();
    try {
      // The articleship was posted 37 days before the seeding day, the others later.
      clock.advance(52 * 86_400_000);
      expect(await openingSlugs()).toHaveLength(4);
      clock.advance(86_400_000);
      expect(await openingSlugs()).not.toContain('articled-assistant-ca-articleship-mumbai');
      clock.advance(60 * 86_400_000);
      expect(await openingSlugs()).toEqual([]);
      const late = await apply(fields({ email: 'after.closing@example.in' }));
      expect(late.statusCode).toBe(400);
      expect(errorOf(late).fields).toEqual({ openingId: OPENING_CLOSED_MESSAGE });
      expect(await applicationCount('after.closing@example.in')).toBe(0);
    } finally {
      clock.advance(start - clock.now().getTime());
    }
  });

  it('never shows a posting dated in an earlier year, and reseeding dates them this year', async () => {
    const db = testApp.app.database.db;
    const start = clock.now().getTime();
    try {
      // 3 January 2027: the openings seeded in May 2026 belong to last year.
      clock.advance(228 * 86_400_000);
      expect(today()).toBe('2027-01-03');
      expect(await openingSlugs()).toEqual([]);
      await seedCareers(db, today());
      const rows = await db.select({ postedAt: jobOpenings.postedAt }).from(jobOpenings);
      expect(rows.map((row) => row.postedAt)).toEqual(Array(4).fill('2027-01-01'));
      expect(await openingSlugs()).toHaveLength(4);
    } finally {
      clock.advance(start - clock.now().getTime());
      await seedCareers(db, today());
    }
  });

  it('does not list a posting dated after today', async () => {
    const db = testApp.app.database.db;
    await db
      .update(jobOpenings)
      .set({ postedAt: addDays(today(), 1) })
      .where(eq(jobOpenings.slug, 'articled-assistant-ca-articleship-mumbai'));
    try {
      expect(await openingSlugs()).not.toContain('articled-assistant-ca-articleship-mumbai');
    } finally {
      await seedCareers(db, today());
    }
  });
});

describe('POST /api/Details/Careers/Applications', () => {
  it('stores an application with a PDF and mails the hiring team and the applicant', async () => {
    const email = 'rohan.pdf@example.in';
    const response = await apply(fields({ email }), { resume: pdf }, '10.41.0.1');
    expect(response.statusCode).toBe(201);
    const receipt = careerApplicationReceiptSchema.parse(response.json());

    const [row] = await testApp.app.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, receipt.id));
    expect(row).toMatchObject({
      openingId,
      name: 'Rohan Kulkarni',
      email,
      mobile: '9820012345',
      resumeFilename: 'Rohan Kulkarni CV.pdf',
      resumeContentType: RESUME_CONTENT_TYPES.pdf,
      resumeSize: row?.resumeBytes.length,
      ip: '10.41.0.1',
      userAgent: 'careers-test',
    });
    // Stored as its pages only (see the test of active content), the text unchanged.
    const stored = row?.resumeBytes ?? Buffer.alloc(0);
    expect(await pdfText(stored)).toContain('Rohan Kulkarni');

    // Both mails were stored with the application.
    const queued = await testApp.app.database.db
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.replyTo, `"Rohan Kulkarni" <${email}>`));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.attachments).toHaveLength(1);

    expect(await testApp.app.jobs.drain('mail')).toMatchObject({ sent: 2 });
    const toHiring = sink
      .to(site.careersEmail)
      .find((mail) => mail.headers['reply-to']?.includes(email));
    expect(toHiring?.headers.subject).toBe(
      'Application: TDS Compliance Associate — Rohan Kulkarni',
    );
    expect(toHiring?.text).toContain('+91 98200 12345');
    expect(toHiring?.attachments).toHaveLength(1);
    expect(toHiring?.attachments[0]).toMatchObject({
      filename: 'Rohan Kulkarni CV.pdf',
      contentType: RESUME_CONTENT_TYPES.pdf,
    });
    expect(toHiring?.attachments[0]?.content.equals(stored)).toBe(true);

    const [acknowledgement] = sink.to(email);
    expect(acknowledgement?.headers.subject).toBe(
      'We have received your application — TDS Compliance Associate',
    );
    expect(acknowledgement?.attachments).toHaveLength(0);
  });

  it('accepts a Word document, recognised by its content', async () => {
    const email = 'rohan.docx@example.in';
    const docx = buildDocx();
    const response = await apply(fields({ email }), {
      resume: { filename: 'cv.docx', contentType: 'application/octet-stream', content: docx },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.app.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, email));
    expect(row?.resumeContentType).toBe(RESUME_CONTENT_TYPES.docx);
    expect(row?.resumeBytes.equals(docx)).toBe(true);

    await testApp.app.jobs.drain('mail');
    const toHiring = sink
      .to(site.careersEmail)
      .find((mail) => mail.headers['reply-to']?.includes(email));
    expect(toHiring?.attachments[0]).toMatchObject({
      filename: 'cv.docx',
      contentType: RESUME_CONTENT_TYPES.docx,
    });
    expect(toHiring?.attachments[0]?.content.equals(docx)).toBe(true);
  });

  it('answers 413 for a résumé over 5 MB and stores nothing', async () => {
    const email = 'too.large@example.in';
    const content = Buffer.concat([buildPdf(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    expect(content.length).toBeGreaterThan(RESUME_MAX_BYTES);
    const response = await apply(fields({ email }), {
      resume: { filename: 'cv.pdf', contentType: 'application/pdf', content },
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: RESUME_TOO_LARGE_MESSAGE,
      fields: { resume: RESUME_TOO_LARGE_MESSAGE },
    });
    expect(await applicationCount(email)).toBe(0);
  });

  it('stores a PDF without its scripts, actions, forms, links or files, for staff and mail', async () => {
    const email = 'active.pdf@example.in';
    const content = activePdf();
    expect(await activeNamesIn(content)).toContain('OpenAction');
    const response = await apply(fields({ email }), {
      resume: { filename: 'cv.pdf', contentType: 'application/pdf', content },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.app.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, email));
    const stored = row?.resumeBytes ?? Buffer.alloc(0);
    expect(await activeNamesIn(stored)).toEqual([]);
    expect(await pdfText(stored)).toContain('Rohan Kulkarni');

    await testApp.app.jobs.drain('mail');
    const toHiring = sink
      .to(site.careersEmail)
      .find((mail) => mail.headers['reply-to']?.includes(email));
    expect(toHiring?.attachments[0]?.content.equals(stored)).toBe(true);
  });

  it('stores a file name without the controls that would make it read backwards', async () => {
    const email = 'rtl.name@example.in';
    const response = await apply(fields({ email }), {
      resume: {
        filename: 'invoice\u202egpj.pdf',
        contentType: 'application/pdf',
        content: buildPdf(),
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.app.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.email, email));
    expect(row?.resumeFilename).toBe('invoicegpj.pdf');
  });

  it('answers 413 for a Word file or a PDF that unpacks to more than 50 MB', async () => {
    const over = Buffer.alloc(RESUME_MAX_EXPANDED_BYTES + 1024);
    const bombs = [
      { filename: 'cv.docx', content: buildDocx('CV', { 'word/media/image1.png': over }) },
      { filename: 'cv.pdf', content: buildPdf('CV', { objects: [flateStream(over)] }) },
    ];
    for (const [index, bomb] of bombs.entries()) {
      const email = `bomb.${index}@example.in`;
      expect(bomb.content.length).toBeLessThan(RESUME_MAX_BYTES);
      const response = await apply(fields({ email }), {
        resume: { ...bomb, contentType: 'application/octet-stream' },
      });
      expect(response.statusCode).toBe(413);
      expect(errorOf(response)).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: RESUME_EXPANDS_TOO_FAR_MESSAGE,
        fields: { resume: RESUME_EXPANDS_TOO_FAR_MESSAGE },
      });
      expect(await applicationCount(email)).toBe(0);
    }
  });

  it('answers 400 for a PDF it cannot read', async () => {
    const response = await apply(fields(), {
      resume: {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
        content: Buffer.from('%PDF-1.4 not a document'),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ resume: RESUME_UNREADABLE_MESSAGE });
  });

  it('answers 415 for a program renamed to .pdf', async () => {
    const email = 'renamed.exe@example.in';
    const exe = Buffer.concat([
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
      Buffer.from('This program cannot be run in DOS mode.'),
    ]);
    const response = await apply(fields({ email }), {
      resume: { filename: 'resume.pdf', contentType: 'application/pdf', content: exe },
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: RESUME_TYPE_MESSAGE,
      fields: { resume: RESUME_TYPE_MESSAGE },
    });
    expect(await applicationCount(email)).toBe(0);
  });

  it('answers 415 for a text file', async () => {
    const response = await apply(fields(), {
      resume: {
        filename: 'resume.txt',
        contentType: 'text/plain',
        content: Buffer.from('Rohan Kulkarni\nTDS associate, 3 years\n'),
      },
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).fields).toEqual({ resume: RESUME_TYPE_MESSAGE });
  });

  it('answers 400 naming the résumé when none is attached', async () => {
    const response = await apply(fields(), {});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields need your attention.',
      fields: { resume: RESUME_REQUIRED_MESSAGE },
    });
  });

  it('answers 400 naming a bad mobile number and e-mail address', async () => {
    const email = 'rohan@';
    const response = await apply(fields({ mobile: '12345', email }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      mobile: MOBILE_MESSAGE,
      email: 'Please enter a valid e-mail address, such as name@company.in.',
    });
    expect(await applicationCount(email)).toBe(0);
  });

  it('keeps line breaks in the cover note, and refuses control characters in any field', async () => {
    const email = 'line.breaks@example.in';
    const coverNote = 'Dear team,\r\n\tI file TDS returns.';
    expect((await apply(fields({ email, coverNote }))).statusCode).toBe(201);
    const [stored] = await testApp.app.database.db
      .select({ coverNote: jobApplications.coverNote })
      .from(jobApplications)
      .where(eq(jobApplications.email, email));
    expect(stored?.coverNote).toBe(coverNote.trim());

    const refused = await apply(fields({ name: 'Rohan\nKulkarni', coverNote: 'Hello\u0000' }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual({
      name: SINGLE_LINE_MESSAGE,
      coverNote: MULTI_LINE_MESSAGE,
    });
  });

  it('names every problem at once, the résumé included', async () => {
    const response = await apply({}, {});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {}).sort()).toEqual([
      'coverNote',
      'email',
      'mobile',
      'name',
      'openingId',
      'resume',
    ]);
  });

  it('answers 400 naming the opening when it is unknown or closed', async () => {
    const unknown = await apply(fields({ openingId: '6f1c2a36-3d7e-4c55-9a0b-1c7d2f9e8a41' }));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ openingId: OPENING_CLOSED_MESSAGE });

    const db = testApp.app.database.db;
    await db.update(jobOpenings).set({ isOpen: false }).where(eq(jobOpenings.id, openingId));
    try {
      const closed = await apply(fields({ email: 'late@example.in' }));
      expect(closed.statusCode).toBe(400);
      expect(errorOf(closed).fields).toEqual({ openingId: OPENING_CLOSED_MESSAGE });
    } finally {
      await seedCareers(db, today());
    }
  });

  it('answers 400 for a second file', async () => {
    const response = await apply(fields(), { resume: pdf, photo: pdf });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty('resume');
  });

  it('answers 415 for a JSON body', async () => {
    const response = await call(testApp.app, careersApi.apply, {
      body: fields(),
      ip: '10.42.0.1',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses the sixth application from one address within an hour', async () => {
    const address = '10.43.0.1';
    for (let i = 0; i < 5; i += 1) {
      const response = await apply(fields({ email: `limit${i}@example.in` }), undefined, address);
      expect(response.statusCode).toBe(201);
    }
    const sixth = await apply(fields({ email: 'limit5@example.in' }), undefined, address);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).code).toBe('RATE_LIMITED');
  });
});
