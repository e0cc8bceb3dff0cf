import { Writable } from 'node:stream';
import { paymentsApi } from '@prakar/shared/api/payments';
import { transactionsApi } from '@prakar/shared/api/transactions';
import { describe, expect, it } from 'vitest';
import { buildPaymentsApp, payThroughGateway, placeOrder } from '#test/commerce-helpers.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { newAdmin } from '#test/users-helpers.ts';

const warnings: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    warnings.push(String(chunk));
    done();
  },
});

const app = useTestApp({ logger: 'warn', logStream }, buildPaymentsApp);

describe('a file download', () => {
  it('is answered once: a streamed CSV and a PDF log no second answer', async () => {
    const buyer = await newAdmin(app());
    const order = await placeOrder(buyer);
    await payThroughGateway(app(), buyer, order.id);
    await app().jobs.drain('invoices');
    warnings.length = 0;

    const csv = await buyer.call(transactionsApi.exportCsv, { body: {} });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(order.number);
    const pdf = await buyer.call(paymentsApi.invoice, { params: { reference: order.reference } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect(warnings.join('')).not.toMatch(/already sent/i);
  });
});
