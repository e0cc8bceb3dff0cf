import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import { refundsApi } from '@prakar/shared/api/refunds';
import { transactionsApi } from '@prakar/shared/api/transactions';
import type { ApiErrorBody } from '@prakar/shared/api-error';
import { addDays, daysBetween, istDay } from '@prakar/shared/ist-calendar';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditEvents, creditNotes, outboundMail, refunds, subscriptions } from '#src/db/schema.ts';
import { shareOf } from '#src/money/shares.ts';
import { PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { buildPaymentsApp, flushWebhooks, setWebhooks } from '#test/commerce-helpers.ts';
import { failNextRefunds, paidOrder, requestRefund, settledRefund } from '#test/refund-helpers.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { inviteAndJoin, useStaffAndCustomer } from '#test/users-helpers.ts';
import { NEVER_RECEIVED } from './refunds-service.ts';

const app = useTestApp({ env: PLATFORM_ADMIN_ENV }, buildPaymentsApp);
const db = () => app().database.db;
const signedIn = useStaffAndCustomer(app);

afterEach(async () => {
  await setWebhooks(app(), { mode: 'immediate' });
  await failNextRefunds(app(), 0);
});

async function creditNotesOf(refundId: string) {
  return db().select().from(creditNotes).where(eq(creditNotes.refundId, refundId));
}

async function subscriptionEnd(productCode: string) {
  const [row] = await db()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.productCode, productCode));
  return row?.endsOn;
}

async function auditCount(
  action: 'refund_processed' | 'refund_requested' | 'refund_withdrawn',
  orderId: string,
) {
  const [row] = await db()
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetId, orderId)));
  return row?.n ?? 0;
}

describe('refunding an order', () => {
  it('refunds in full: processed by the webhook, credit note issued, subscription ended, customer mailed', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer, [
      { planCode: 'EFORM16_500', quantity: 1 },
    ]);
    const response = await requestRefund(signedIn.staff, reference, {
      paymentId,
      amount: String(order.totalPaise / 100),
      reason: 'The customer bought the wrong plan',
    });
    expect(response.statusCode, response.body).toBe(201);
    const refund = response.json();
    expect(refund).toMatchObject({ amountPaise: order.totalPaise, speedRequested: 'normal' });

    const settled = await settledRefund(app(), refund.id);
    expect(settled).toMatchObject({
      status: 'processed',
      gatewayRefundId: expect.stringMatching(/^rfnd_/),
      speedProcessed: 'normal',
    });
    const [note] = await creditNotesOf(refund.id);
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN\/\d\d-\d\d\/\d{5}$/),
      totalPaise: order.totalPaise,
      taxablePaise: order.subtotalPaise,
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      igstPaise: order.igstPaise,
      mailPending: true,
    });
    // The subscription the order started ends: yesterday, before the day it started.
    expect(await subscriptionEnd('EFORM16')).toBe(addDays(istDay(new Date()), -1));

    expect(await app().jobs.drain('credit notes')).toEqual({ mailed: 1, failed: 0 });
    const mails = await db()
      .select()
      .from(outboundMail)
      .where(eq(outboundMail.to, signedIn.customer.email));
    const mail = mails.find((each) => each.subject.startsWith('Refund of'));
    expect(mail?.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    expect(mail?.text).toContain(note?.number);

    const panel = await signedIn.staff.call(refundsApi.list, { params: { reference } });
    expect(panel.statusCode).toBe(200);
    expect(panel.json()).toMatchObject({
      payments: [{ id: paymentId, refundablePaise: 0 }],
      refunds: [{ id: refund.id, status: 'processed', creditNote: { number: note?.number } }],
    });
    const history = await signedIn.customer.call(transactionsApi.list, { query: {} });
    const row = history.json().transactions.find((each) => each.id === order.id);
    expect(row?.refunds).toEqual([
      {
        id: refund.id,
        amountPaise: order.totalPaise,
        status: 'processed',
        at: expect.any(String),
        processedAt: expect.any(String),
        creditNote: { id: note?.id, number: note?.number },
      },
    ]);
    const pdf = await signedIn.staff.call(refundsApi.creditNotePdf, {
      params: { creditNoteId: note?.id ?? '' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('applies the processed webhook exactly once when three copies arrive in parallel', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer, [
      { planCode: 'SMART_TDS_5', quantity: 1 },
    ]);
    const before = await subscriptionEnd('SMART_TDS');
    await setWebhooks(app(), { mode: 'hold', copies: 3 });
    const response = await requestRefund(signedIn.staff, reference, {
      paymentId,
      amount: String(order.totalPaise / 200),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().status).toBe('pending');
    const delivered = await flushWebhooks(app());
    expect(delivered.statuses).toEqual(Array(6).fill(200));

    const settled = await settledRefund(app(), response.json().id);
    expect(settled.status).toBe('processed');
    expect(await creditNotesOf(settled.id)).toHaveLength(1);
    expect(await auditCount('refund_processed', order.id)).toBe(1);
    // Half the price takes back half the days the order granted, once (not three times).
    const granted = daysBetween(istDay(new Date()), before ?? '') + 1;
    const removed = shareOf(granted, settled.amountPaise, order.totalPaise);
    expect(removed).toBeGreaterThan(100);
    expect(await subscriptionEnd('SMART_TDS')).toBe(addDays(before ?? '', -removed));
  });

  it('takes two partial refunds adding up to the payment, then refuses a third', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    const first = Math.floor(order.totalPaise / 3);
    const second = order.totalPaise - first;
    const one = await requestRefund(signedIn.staff, reference, {
      paymentId,
      amount: String(first / 100),
    });
    expect(one.statusCode, one.body).toBe(201);
    const two = await requestRefund(signedIn.staff, reference, {
      paymentId,
      amount: String(second / 100),
    });
    expect(two.statusCode, two.body).toBe(201);
    const three = await requestRefund(signedIn.staff, reference, { paymentId, amount: '1' });
    expect(three.statusCode).toBe(409);
    expect((three.json() as unknown as ApiErrorBody).error.message).toMatch(
      /refunded in full, or is being refunded/,
    );

    await settledRefund(app(), one.json().id);
    await settledRefund(app(), two.json().id);
    const notes = await db()
      .select()
      .from(creditNotes)
      .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
      .where(eq(refunds.orderId, order.id));
    const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
      notes.reduce((total, row) => total + row.credit_notes[key], 0);
    expect(sum('totalPaise')).toBe(order.totalPaise);
    expect(sum('taxablePaise')).toBe(order.subtotalPaise);
    expect(sum('cgstPaise')).toBe(order.cgstPaise);
    expect(sum('sgstPaise')).toBe(order.sgstPaise);
    expect(sum('igstPaise')).toBe(order.igstPaise);
  });

  it('records the speed the gateway used when it could not refund a wallet instantly', async () => {
    const { order, paymentId, reference } = await paidOrder(
      app(),
      signedIn.customer,
      undefined,
      undefined,
      'wallet',
    );
    await setWebhooks(app(), { mode: 'hold' });
    const response = await requestRefund(signedIn.staff, reference, {
      paymentId,
      amount: String(order.totalPaise / 100),
      speed: 'optimum',
    });
    expect(response.json()).toMatchObject({ speedRequested: 'optimum', speedProcessed: null });
    const delivered = await flushWebhooks(app());
    expect(delivered.statuses).toEqual([200, 200, 200]);
    expect(await settledRefund(app(), response.json().id)).toMatchObject({
      status: 'processed',
      speedRequested: 'optimum',
      speedProcessed: 'normal',
    });
  });

  it('refuses more than is left, and less than ₹1, with a clear message', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    const tooMuch = await requestRefund(signedIn.staff, reference, {
      paymentId,
      amount: String(order.totalPaise / 100 + 1),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect((tooMuch.json() as unknown as ApiErrorBody).error.message).toMatch(
      /^Only ₹.* of this payment can still be refunded/,
    );
    const tooLittle = await requestRefund(signedIn.staff, reference, { paymentId, amount: '0.50' });
    expect(tooLittle.statusCode).toBe(400);
    expect((tooLittle.json() as unknown as ApiErrorBody).error.fields).toHaveProperty('amount');
  });

  it('does not refund twice when the same request is sent again', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    const key = crypto.randomUUID();
    const amount = '10';
    const first = await requestRefund(signedIn.staff, reference, { paymentId, amount }, key);
    const again = await requestRefund(signedIn.staff, reference, { paymentId, amount }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(await auditCount('refund_requested', order.id)).toBe(1);
  });

  it('refuses the same key sent again with another amount or reason, saying why', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    const key = crypto.randomUUID();
    const first = await requestRefund(signedIn.staff, reference, { paymentId, amount: '10' }, key);
    expect(first.statusCode, first.body).toBe(201);
    for (const other of [
      { paymentId, amount: '20' },
      { paymentId, amount: '10', reason: 'Another reason' },
      { paymentId, amount: '10', speed: 'optimum' as const },
    ]) {
      const reused = await requestRefund(signedIn.staff, reference, other, key);
      expect(reused.statusCode).toBe(422);
      expect((reused.json() as unknown as ApiErrorBody).error).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: expect.stringMatching(/already used for a refund of ₹10\.00 .*new key/),
      });
    }
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((row) => row.amountPaise)).toEqual([1_000]);
  });

  it('finds the refund a cut-off attempt made at the gateway instead of making another', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    const key = crypto.randomUUID();
    const receipt = `rf_${key.replaceAll('-', '')}`;
    const at = new Date();
    // The first attempt wrote its row and reached the gateway, then its answer was lost.
    await db().insert(refunds).values({
      receipt,
      paymentId,
      orderId: order.id,
      amountPaise: 1_000,
      reason: 'Bought by mistake',
      speedRequested: 'normal',
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    });
    await setWebhooks(app(), { mode: 'drop' });
    const { client } = app().paymentGateway;
    const made = await client.refundPayment(paymentId, { amount: 1_000, receipt });

    const again = await requestRefund(signedIn.staff, reference, { paymentId, amount: '10' }, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ gatewayRefundId: made.id, status: 'processed' });
    expect(await client.fetchPaymentRefunds(paymentId)).toHaveLength(1);
    expect(await creditNotesOf(again.json().id)).toHaveLength(1);
  });

  it('shows a failed refund as failed, and takes it again', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    await failNextRefunds(app(), 1);
    const response = await requestRefund(signedIn.staff, reference, {
      paymentId,
      amount: String(order.totalPaise / 100),
    });
    expect(response.statusCode, response.body).toBe(201);
    const failed = await settledRefund(app(), response.json().id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: expect.any(String) });
    expect(await creditNotesOf(failed.id)).toHaveLength(0);
    const panel = await signedIn.staff.call(refundsApi.list, { params: { reference } });
    expect(panel.json().payments[0]?.refundablePaise).toBe(order.totalPaise);

    const retried = await signedIn.staff.call(refundsApi.retry, {
      params: { refundId: failed.id },
      body: { idempotencyKey: crypto.randomUUID() },
    });
    expect(retried.statusCode, retried.body).toBe(201);
    const processed = await settledRefund(app(), failed.id);
    expect(processed.status).toBe('processed');
    expect(processed.gatewayRefundId).not.toBe(failed.gatewayRefundId);
    expect(await creditNotesOf(failed.id)).toHaveLength(1);

    const again = await signedIn.staff.call(refundsApi.retry, {
      params: { refundId: failed.id },
      body: { idempotencyKey: crypto.randomUUID() },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a failed refund', () => {
  const failedRefundsWaiting = async () => {
    const home = await signedIn.staff.call(backOfficeHomeApi.workWaiting, {});
    return home.json().queues.find((each) => each.queue === 'failedRefunds')?.count;
  };

  it('waits on the home and in the filtered orders until staff withdraw it, audited, for good', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    const waitingBefore = (await failedRefundsWaiting()) ?? 0;
    await failNextRefunds(app(), 1);
    const response = await requestRefund(signedIn.staff, reference, { paymentId, amount: '10' });
    const failed = await settledRefund(app(), response.json().id);
    expect(failed.status).toBe('failed');
    expect(await failedRefundsWaiting()).toBe(waitingBefore + 1);
    const listed = await signedIn.staff.call(backOfficeOrdersApi.list, {
      query: { refund: 'failed', pageSize: '100' },
    });
    expect(listed.json().orders.map((each) => each.id)).toContain(order.id);

    const withdrawn = await signedIn.staff.call(refundsApi.withdraw, {
      params: { refundId: failed.id },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ id: failed.id, status: 'withdrawn' });
    expect(await failedRefundsWaiting()).toBe(waitingBefore);
    const after = await signedIn.staff.call(backOfficeOrdersApi.list, {
      query: { refund: 'failed', pageSize: '100' },
    });
    expect(after.json().orders.map((each) => each.id)).not.toContain(order.id);
    expect(await auditCount('refund_withdrawn', order.id)).toBe(1);
    const history = await signedIn.customer.call(transactionsApi.list, { query: {} });
    const row = history.json().transactions.find((each) => each.id === order.id);
    expect(row?.refunds.map((each) => each.status)).toEqual(['withdrawn']);

    const again = await signedIn.staff.call(refundsApi.withdraw, {
      params: { refundId: failed.id },
    });
    expect(again.statusCode).toBe(409);
    const retried = await signedIn.staff.call(refundsApi.retry, {
      params: { refundId: failed.id },
      body: { idempotencyKey: crypto.randomUUID() },
    });
    expect(retried.statusCode).toBe(409);
    const memberTries = await signedIn.customer.call(refundsApi.withdraw, {
      params: { refundId: failed.id },
    });
    expect(memberTries.statusCode).toBe(403);
  });
});

describe('refunds left pending', () => {
  const longAgo = () => new Date(Date.now() - 30 * 60_000);

  async function pendingRefund(paymentId: string, orderId: string, updatedAt = longAgo()) {
    const receipt = `rf_${crypto.randomUUID().replaceAll('-', '')}`;
    const [row] = await db()
      .insert(refunds)
      .values({
        receipt,
        paymentId,
        orderId,
        amountPaise: 1_000,
        reason: 'Bought by mistake',
        speedRequested: 'normal',
        status: 'pending',
        createdAt: updatedAt,
        updatedAt,
      })
      .returning();
    if (!row) throw new Error('No refund inserted');
    return row;
  }

  async function refundRow(id: string) {
    const [row] = await db().select().from(refunds).where(eq(refunds.id, id));
    return row;
  }

  it('settles one the gateway made but whose answer and webhooks were lost', async () => {
    const { order, paymentId } = await paidOrder(app(), signedIn.customer);
    const pending = await pendingRefund(paymentId, order.id);
    await setWebhooks(app(), { mode: 'drop' });
    const made = await app().paymentGateway.client.refundPayment(paymentId, {
      amount: 1_000,
      receipt: pending.receipt,
    });

    expect(await app().jobs.runOnce('refund reconciliation')).toBeGreaterThanOrEqual(1);
    expect(await refundRow(pending.id)).toMatchObject({
      status: 'processed',
      gatewayRefundId: made.id,
    });
    expect(await creditNotesOf(pending.id)).toHaveLength(1);
  });

  it('settles one whose gateway id is known when its webhooks never came', async () => {
    const { order, paymentId, reference } = await paidOrder(app(), signedIn.customer);
    await setWebhooks(app(), { mode: 'drop' });
    const response = await requestRefund(signedIn.staff, reference, { paymentId, amount: '10' });
    expect(response.json()).toMatchObject({ status: 'pending', gatewayRefundId: /^rfnd_/ });
    const { id } = response.json();
    // A refund asked for a moment ago is left to its webhooks.
    await app().jobs.runOnce('refund reconciliation');
    expect((await refundRow(id))?.status).toBe('pending');

    await db().update(refunds).set({ updatedAt: longAgo() }).where(eq(refunds.id, id));
    await app().jobs.runOnce('refund reconciliation');
    expect((await refundRow(id))?.status).toBe('processed');
    expect(await creditNotesOf(id)).toHaveLength(1);
    expect(await auditCount('refund_processed', order.id)).toBe(1);
  });

  it('fails one the gateway never received, so that staff can try it again', async () => {
    const { order, paymentId } = await paidOrder(app(), signedIn.customer);
    const pending = await pendingRefund(paymentId, order.id);

    await app().jobs.runOnce('refund reconciliation');
    expect(await refundRow(pending.id)).toMatchObject({
      status: 'failed',
      failureReason: NEVER_RECEIVED,
    });
    expect(await app().paymentGateway.client.fetchPaymentRefunds(paymentId)).toEqual([]);
    expect(await creditNotesOf(pending.id)).toHaveLength(0);
  });
});

describe('who may refund', () => {
  it('refuses anonymous callers, organisation users and organisation administrators', async () => {
    const { paymentId, reference } = await paidOrder(app(), signedIn.customer);
    const member = await inviteAndJoin(app(), signedIn.customer, 'org_user');
    const [note] = await db().select().from(creditNotes).limit(1);
    const creditNoteId = note?.id ?? crypto.randomUUID();
    const refundId = crypto.randomUUID();
    const body = {
      idempotencyKey: crypto.randomUUID(),
      paymentId,
      amount: '1',
      reason: 'Testing access',
      speed: 'normal' as const,
    };
    const anonymous = [
      await call(app(), refundsApi.list, { params: { reference } }),
      await call(app(), refundsApi.create, { params: { reference }, body }),
      await call(app(), refundsApi.retry, {
        params: { refundId },
        body: { idempotencyKey: body.idempotencyKey },
      }),
      await call(app(), refundsApi.creditNotePdf, { params: { creditNoteId } }),
    ];
    expect(anonymous.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    for (const caller of [member, signedIn.customer]) {
      const answers = [
        await caller.call(refundsApi.list, { params: { reference } }),
        await caller.call(refundsApi.create, { params: { reference }, body }),
        await caller.call(refundsApi.retry, {
          params: { refundId },
          body: { idempotencyKey: body.idempotencyKey },
        }),
        await caller.call(refundsApi.creditNotePdf, { params: { creditNoteId } }),
      ];
      expect(answers.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    }
    expect((await signedIn.staff.call(refundsApi.list, { params: { reference } })).statusCode).toBe(
      200,
    );
    const missing = await signedIn.staff.call(refundsApi.retry, {
      params: { refundId },
      body: { idempotencyKey: body.idempotencyKey },
    });
    expect(missing.statusCode).toBe(404);
    const rows = await db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(rows).toHaveLength(0);
  });
});
