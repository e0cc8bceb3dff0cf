import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundMail } from '#src/db/schema.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { createMailRepository } from './mail-repository.ts';
import type { MailTransport } from './mail-transport.ts';
import { createMailWorker } from './mail-worker.ts';
import { enqueueMail } from './outbox.ts';

const app = useTestApp();

/** A transport that keeps its first send waiting until `release` is called. */
function slowTransport() {
  const sent: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sending = () => {};
  const firstSending = new Promise<void>((resolve) => {
    sending = resolve;
  });
  const transport: MailTransport = {
    kind: 'smtp',
    async send(mail) {
      sending();
      await released;
      sent.push(mail.to);
      return { messageId: `<${mail.id}@prakartax.in>` };
    },
    close: () => {},
  };
  return { transport, sent, firstSending, release };
}

describe('stopping the mail worker', () => {
  it('sends the batch under way and claims no other', async () => {
    const { db } = app().database;
    for (let index = 0; index < 5; index += 1) {
      await enqueueMail(db, {
        from: 'no-reply@prakartax.in',
        to: `stop${index}@example.in`,
        subject: `Mail ${index}`,
        text: 'Hello.',
      });
    }
    const slow = slowTransport();
    const worker = createMailWorker({
      repository: createMailRepository(db),
      transport: slow.transport,
      log: app().log,
      batchSize: 3,
    });
    const pass = worker.drain();
    await slow.firstSending;
    const stopped = worker.stop();
    slow.release();
    await stopped;

    expect(await pass).toEqual({ sent: 3, retrying: 0, dead: 0 });
    // Mails queued within the same millisecond may come back from the claim in either order.
    expect([...slow.sent].sort()).toEqual([
      'stop0@example.in',
      'stop1@example.in',
      'stop2@example.in',
    ]);
    const pending = await db
      .select({ to: outboundMail.to })
      .from(outboundMail)
      .where(eq(outboundMail.status, 'pending'));
    expect(pending.map((row) => row.to).sort()).toEqual(['stop3@example.in', 'stop4@example.in']);
  });
});
