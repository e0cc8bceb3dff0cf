import { refundsApi } from '@prakar/shared/api/refunds';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { rupeesDecimal } from '@prakar/shared/money';
import type { OrderRefunds } from '@prakar/shared/refunds';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, subscriptions } from '#src/db/schema.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { BILLING_KARNATAKA, buildPaymentsApp } from '#test/commerce-helpers.ts';
import { failNextRefunds, paidOrder, requestRefund, settledRefund } from '#test/refund-helpers.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';

const app = useTestApp({ env: PLATFORM_ADMIN_ENV }, buildPaymentsApp);
const db = () => app().database.db;
let staff: Awaited<ReturnType<typeof signInPlatformAdmin>>;

beforeAll(async () => {
  staff = await signInPlatformAdmin(app());
});

afterEach(async () => {
  await failNextRefunds(app(), 0);
});

const TWO_PRODUCTS = [
  { planCode: 'EFORM16_500', quantity: 1 },
  { planCode: 'EPOI_STARTER', quantity: 1 },
];

/** A new organisation's paid order of E-Form16 and E-POI, and its refund panel. */
async function twoLineOrder(billing?: object) {
  const customer = await newAdmin(app());
  const paid = await paidOrder(app(), customer, TWO_PRODUCTS, billing);
  const panel = await staff.call(refundsApi.list, { params: { reference: paid.reference } });
  const refunds: OrderRefunds = panel.json();
  const line = (code: string) => {
    const found = refunds.lines.find((each) => each.description.startsWith(code));
    if (!found) throw new Error(`No ${code} line in ${JSON.stringify(refunds.lines)}`);
    return found;
  };
  return { ...paid, customer, panel: refunds, eForm16: line('E-Form16'), ePoi: line('E-POI') };
}

async function endsOf(organisationId: string) {
  const rows = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organisationId, organisationId));
  return Object.fromEntries(rows.map((row) => [row.productCode, row.endsOn]));
}

const creditNoteOf = async (refundId: string) => {
  const [note] = await db().select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
  if (!note) throw new Error(`No credit note for ${refundId}`);
  return note;
};

const errorOf = (response: { json: () => unknown }) => (response.json() as ApiErrorBody).error;

describe('refunding one line of an order', () => {
  it('offers each line with its total, which add up to the order', async () => {
    const { order, panel } = await twoLineOrder();
    expect(panel.lines).toHaveLength(2);
    expect(panel.wholeOrderRefundable).toBe(true);
    for (const line of panel.lines) expect(line.refundablePaise).toBe(line.totalPaise);
    expect(panel.lines.reduce((sum, line) => sum + line.totalPaise, 0)).toBe(order.totalPaise);
  });

  it('shortens only that line’s subscription, as the preview said, and credits only that line', async () => {
    const { customer, paymentId, reference, eForm16 } = await twoLineOrder();
    const { organisationId } = customer;
    const before = await endsOf(organisationId);
    const half = Math.floor(eForm16.totalPaise / 2);
    const asked = { paymentId, lineNo: eForm16.lineNo, amount: rupeesDecimal(half) };

    const preview = await staff.call(refundsApi.preview, { params: { reference }, body: asked });
    expect(preview.statusCode, preview.body).toBe(200);
    const effects = Object.fromEntries(
      preview.json().subscriptions.map((each) => [each.productCode, each]),
    );
    expect(effects.EPOI).toMatchObject({ endsOn: before.EPOI, newEndsOn: before.EPOI });
    expect(effects.EFORM16?.endsOn).toBe(before.EFORM16);
    expect((effects.EFORM16?.newEndsOn ?? '') < (before.EFORM16 ?? '')).toBe(true);

    const response = await requestRefund(staff, reference, asked);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ lineNo: eForm16.lineNo, amountPaise: half });
    const refund = await settledRefund(app(), response.json().id);
    expect(refund.status).toBe('processed');
    expect(await endsOf(organisationId)).toEqual({
      EFORM16: effects.EFORM16?.newEndsOn,
      EPOI: before.EPOI,
    });

    const note = await creditNoteOf(refund.id);
    expect(note.document?.lines.map((line) => line.description)).toEqual([eForm16.description]);
    expect(note.totalPaise).toBe(half);
    // Maharashtra to Maharashtra, as invoiced: CGST and SGST, no IGST.
    expect(note.igstPaise).toBe(0);
    expect(note.cgstPaise).toBeGreaterThan(0);
    expect(Math.abs(note.cgstPaise - note.sgstPaise)).toBeLessThanOrEqual(1);
    expect(Math.abs(note.taxablePaise - Math.round((half * 100) / 118))).toBeLessThanOrEqual(1);

    const panel = await staff.call(refundsApi.list, { params: { reference } });
    const lines = Object.fromEntries(panel.json().lines.map((line) => [line.lineNo, line]));
    expect(lines[eForm16.lineNo]?.refundablePaise).toBe(eForm16.totalPaise - half);
    expect(panel.json().wholeOrderRefundable).toBe(false);
    expect(panel.json().refunds[0]).toMatchObject({ lineDescription: eForm16.description });
  });

  it('credits a line refunded in two parts with exactly the line and its tax, in IGST when invoiced so', async () => {
    const { order, paymentId, reference, eForm16 } = await twoLineOrder(BILLING_KARNATAKA);
    const first = Math.floor(eForm16.totalPaise / 3);
    const parts = [first, eForm16.totalPaise - first];
    const notes: (typeof creditNotes.$inferSelect)[] = [];
    for (const part of parts) {
      const response = await requestRefund(staff, reference, {
        paymentId,
        lineNo: eForm16.lineNo,
        amount: rupeesDecimal(part),
      });
      expect(response.statusCode, response.body).toBe(201);
      notes.push(await creditNoteOf((await settledRefund(app(), response.json().id)).id));
    }
    const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
      notes.reduce((total, note) => total + note[key], 0);
    const lineAmount = order.lines.find((line) => line.planCode === 'EFORM16_500')?.amountPaise;
    expect(sum('taxablePaise')).toBe(lineAmount);
    expect(sum('cgstPaise') + sum('sgstPaise')).toBe(0);
    expect(sum('igstPaise')).toBe(eForm16.totalPaise - (lineAmount ?? 0));

    const more = await requestRefund(staff, reference, {
      paymentId,
      lineNo: eForm16.lineNo,
      amount: '1',
    });
    expect(more.statusCode).toBe(409);
    expect(errorOf(more).fields?.amount).toMatch(/refunded in full/);
  });

  it('refuses, at the field, a line not the order’s, more than the line holds, and the whole order after a line', async () => {
    const { paymentId, reference, eForm16, ePoi, panel } = await twoLineOrder();
    const otherLine = Math.max(...panel.lines.map((line) => line.lineNo)) + 1;
    const tooMuch = {
      paymentId,
      lineNo: ePoi.lineNo,
      amount: rupeesDecimal(ePoi.totalPaise + 100),
    };
    const notALine = { lineNo: otherLine, amount: '10' };
    const refusals = async (asked: { lineNo: number; amount: string }) => [
      await staff.call(refundsApi.preview, {
        params: { reference },
        body: { paymentId, ...asked },
      }),
      await requestRefund(staff, reference, { paymentId, ...asked }),
    ];
    for (const over of await refusals(tooMuch)) {
      expect(over.statusCode).toBe(409);
      expect(errorOf(over).fields?.amount).toMatch(/^Only ₹.* of E-POI.* can still be refunded/);
    }
    for (const missing of await refusals(notALine)) {
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).fields).toEqual({ lineNo: 'That is not a line of this order.' });
    }

    const line = await requestRefund(staff, reference, {
      paymentId,
      lineNo: eForm16.lineNo,
      amount: '100',
    });
    expect(line.statusCode, line.body).toBe(201);
    const whole = await requestRefund(staff, reference, { paymentId, amount: '100' });
    expect(whole.statusCode).toBe(409);
    expect(errorOf(whole).fields?.lineNo).toMatch(/refund the rest line by line/);
  });

  it('counts a whole-order refund against every line by its share', async () => {
    const { order, paymentId, reference, eForm16 } = await twoLineOrder();
    const quarter = Math.floor(order.totalPaise / 4);
    const whole = await requestRefund(staff, reference, {
      paymentId,
      amount: rupeesDecimal(quarter),
    });
    expect(whole.statusCode, whole.body).toBe(201);
    const panel = await staff.call(refundsApi.list, { params: { reference } });
    const left = panel.json().lines.find((line) => line.lineNo === eForm16.lineNo);
    const taken = eForm16.totalPaise - (left?.refundablePaise ?? 0);
    expect(Math.abs(taken - (eForm16.totalPaise * quarter) / order.totalPaise)).toBeLessThan(1);
    expect(panel.json().wholeOrderRefundable).toBe(true);
  });

  it('tries a failed line refund again as the same line’s refund', async () => {
    const { customer, paymentId, reference, eForm16 } = await twoLineOrder();
    const before = await endsOf(customer.organisationId);
    await failNextRefunds(app(), 1);
    const asked = await requestRefund(staff, reference, {
      paymentId,
      lineNo: eForm16.lineNo,
      amount: rupeesDecimal(eForm16.totalPaise),
    });
    const failed = await settledRefund(app(), asked.json().id);
    expect(failed.status).toBe('failed');
    const panel = await staff.call(refundsApi.list, { params: { reference } });
    expect(panel.json().wholeOrderRefundable).toBe(true);

    const retried = await staff.call(refundsApi.retry, {
      params: { refundId: failed.id },
      body: { idempotencyKey: crypto.randomUUID() },
    });
    expect(retried.statusCode, retried.body).toBe(201);
    expect((await settledRefund(app(), failed.id)).status).toBe('processed');
    const note = await creditNoteOf(failed.id);
    expect(note.document?.lines.map((line) => line.description)).toEqual([eForm16.description]);
    const after = await endsOf(customer.organisationId);
    expect(after.EPOI).toBe(before.EPOI);
    expect((after.EFORM16 ?? '') < (before.EFORM16 ?? '')).toBe(true);
  });

  it('refuses an idempotency key sent again for another line', async () => {
    const { paymentId, reference, eForm16, ePoi } = await twoLineOrder();
    const key = crypto.randomUUID();
    const first = await requestRefund(
      staff,
      reference,
      { paymentId, lineNo: eForm16.lineNo, amount: '10' },
      key,
    );
    expect(first.statusCode, first.body).toBe(201);
    for (const lineNo of [ePoi.lineNo, null]) {
      const reused = await requestRefund(
        staff,
        reference,
        { paymentId, lineNo, amount: '10' },
        key,
      );
      expect(reused.statusCode).toBe(422);
      expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    const again = await requestRefund(
      staff,
      reference,
      { paymentId, lineNo: eForm16.lineNo, amount: '10' },
      key,
    );
    expect(again.json().id).toBe(first.json().id);
  });
});

describe('who may preview a refund', () => {
  it('refuses anonymous callers, the order’s customer and another organisation', async () => {
    const { paymentId, reference, customer, eForm16 } = await twoLineOrder();
    const stranger = await newAdmin(app(), 'Iyer Logistics');
    const body = { paymentId, lineNo: eForm16.lineNo, amount: '10' };
    const anonymous = await call(app(), refundsApi.preview, { params: { reference }, body });
    expect(anonymous.statusCode).toBe(401);
    for (const caller of [customer, stranger]) {
      const answer = await caller.call(refundsApi.preview, { params: { reference }, body });
      expect(answer.statusCode).toBe(403);
    }
  });
});
