import { backOfficeSearchApi } from '@prakar/shared/api/back-office-search';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import type { BackOfficeSearchResult } from '@prakar/shared/back-office-search';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  invoices,
  jobApplications,
  jobOpenings,
  organisations,
} from '#src/db/schema.ts';
import { useBackOfficeTestApp } from '#test/back-office-test-app.ts';
import { call } from '#test/call.ts';
import { BILLING_KARNATAKA, setWebhooks } from '#test/commerce-helpers.ts';
import { openMatter } from '#test/matters-helpers.ts';
import { paidOrder, refundedWithCreditNote } from '#test/refund-helpers.ts';
import { type Call, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';
import { buildPdf } from '#test/zip-writer.ts';

const { app, clock } = useBackOfficeTestApp();
const db = () => app().database.db;

let staff: Call;
let customer: Awaited<ReturnType<typeof newAdmin>>;
const record = {} as Record<
  | 'organisation'
  | 'order'
  | 'invoice'
  | 'invoiceNumber'
  | 'creditNote'
  | 'lead'
  | 'applicant'
  | 'matter'
  | 'matterNumber',
  string
>;

beforeAll(async () => {
  await setWebhooks(app(), { mode: 'drop' });
  customer = await newAdmin(app(), 'Sundaram Logistics');
  record.organisation = customer.organisationId;
  await db()
    .update(organisations)
    .set({ gstin: '36RQDCS4321K1ZP', pan: 'RQDCS4321K' })
    .where(eq(organisations.id, record.organisation));
  // Billed without a GSTIN: the organisation's finds the order.
  const paid = await paidOrder(app(), customer, undefined, BILLING_KARNATAKA);
  record.order = paid.reference;
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, paid.order.id));
  if (!invoice) throw new Error('The paid order has no invoice.');
  record.invoice = invoice.id;
  record.invoiceNumber = invoice.number;
  record.creditNote = await refundedWithCreditNote(
    app(),
    { orderId: paid.order.id, paymentId: paid.paymentId, invoiceId: invoice.id },
    42,
    clock.now(),
  );
  const [lead] = await db()
    .insert(contactMessages)
    .values({
      name: 'Meera Iyer',
      email: 'meera.iyer@coastline-freight.example',
      subject: 'GST audit',
      comments: 'We need help with an audit.',
    })
    .returning();
  const [opening] = await db().select().from(jobOpenings).limit(1);
  if (!lead || !opening) throw new Error('No lead or opening');
  record.lead = lead.id;
  const [applicant] = await db()
    .insert(jobApplications)
    .values({
      openingId: opening.id,
      name: 'Vikram Raghunathan',
      email: 'vikram.raghunathan@example.org',
      mobile: '9876501234',
      coverNote: 'Six years of GST appeals.',
      resumeFilename: 'CV.pdf',
      resumeContentType: 'application/pdf',
      resumeBytes: buildPdf(),
      resumeSize: buildPdf().length,
    })
    .returning();
  if (!applicant) throw new Error('No applicant');
  record.applicant = applicant.id;
  const platform = await signInPlatformAdmin(app());
  staff = platform.call;
  const matter = await openMatter(platform, record.organisation, {
    subjectType: 'tan',
    subject: 'BLRS98765Q',
    din: 'ITBA/COM/F/17/2026-27/1055555555',
  });
  record.matter = matter.id;
  record.matterNumber = matter.number;
});

async function search(q: string): Promise<BackOfficeSearchResult> {
  const response = await staff(backOfficeSearchApi.search, { query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/BackOffice/Search', () => {
  it('finds an organisation, its order, invoice and credit note by part of its GSTIN', async () => {
    const found = await search(' rqdcs4321k1 ');
    expect(found.organisations).toEqual({
      shown: [{ id: record.organisation, name: 'Sundaram Logistics', gstin: '36RQDCS4321K1ZP' }],
      total: 1,
      totalIsLowerBound: false,
    });
    expect(found.orders.shown.map((order) => order.reference)).toEqual([record.order]);
    expect(found.orders.shown[0]?.organisationName).toBe('Sundaram Logistics');
    expect(found.invoices.shown).toEqual([
      expect.objectContaining({ id: record.invoice, orderReference: record.order }),
    ]);
    expect(found.creditNotes.shown).toEqual([
      {
        id: record.creditNote,
        number: 'CN/26-27/00042',
        orderReference: record.order,
        buyerName: expect.any(String),
      },
    ]);
    expect(found.leads.total).toBe(0);
    expect(found.applicants.total).toBe(0);
  });

  it('finds an organisation and its order by part of its PAN', async () => {
    const found = await search('QDCS432');
    expect(found.organisations.shown.map((organisation) => organisation.id)).toEqual([
      record.organisation,
    ]);
    expect(found.orders.shown.map((order) => order.reference)).toEqual([record.order]);
  });

  it('finds an order by part of the buyer’s e-mail', async () => {
    const found = await search(customer.email.slice(0, 12));
    expect(found.orders.shown.map((order) => order.reference)).toEqual([record.order]);
  });

  it('finds an invoice by part of its number, and a credit note by part of its own', async () => {
    const invoicesFound = (await search(record.invoiceNumber.slice(-8))).invoices;
    expect(invoicesFound.shown.map((invoice) => invoice.id)).toContain(record.invoice);
    const notes = (await search('27/00042')).creditNotes;
    expect(notes.shown.map((note) => note.id)).toEqual([record.creditNote]);
  });

  it('finds a lead by part of the sender’s e-mail', async () => {
    const found = await search('coastline-frei');
    expect(found.leads).toEqual({
      shown: [
        {
          id: record.lead,
          name: 'Meera Iyer',
          email: 'meera.iyer@coastline-freight.example',
          subject: 'GST audit',
        },
      ],
      total: 1,
      totalIsLowerBound: false,
    });
    expect(found.organisations.total).toBe(0);
  });

  it('finds an applicant of any opening by part of the name, e-mail or mobile', async () => {
    for (const part of ['raghunath', 'vikram.rag', '98765012']) {
      const found = await search(part);
      expect(found.applicants.shown, part).toEqual([
        expect.objectContaining({ id: record.applicant, name: 'Vikram Raghunathan' }),
      ]);
    }
  });

  it('finds a matter by its number, part of its PAN/TAN/GSTIN or DIN, and its organisation’s name', async () => {
    for (const part of [record.matterNumber, 'rs98765', '2026-27/10555', 'sundaram logi']) {
      const found = await search(part);
      expect(found.matters, part).toEqual({
        shown: [
          {
            id: record.matter,
            number: record.matterNumber,
            organisationName: 'Sundaram Logistics',
            subject: 'BLRS98765Q',
          },
        ],
        total: 1,
        totalIsLowerBound: false,
      });
    }
    expect((await search('coastline-frei')).matters.total).toBe(0);
  });

  it('refuses a signed-out caller with 401 and a customer with 403', async () => {
    const signedOut = await call(app(), backOfficeSearchApi.search, { query: { q: 'rqdcs' } });
    expect(signedOut.statusCode).toBe(401);
    const asCustomer = await customer.call(backOfficeSearchApi.search, { query: { q: 'rqdcs' } });
    expect(asCustomer.statusCode).toBe(403);
  });

  it('refuses a search shorter than two characters or longer than 100, naming the field', async () => {
    for (const q of [' a ', 'x'.repeat(101)]) {
      const response = await staff(backOfficeSearchApi.search, { query: { q } });
      expect(response.statusCode, q).toBe(400);
      expect(response.json<ApiErrorBody>().error.fields).toHaveProperty('q');
    }
  });
});
