import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { createMailRepository } from '#src/modules/mail/mail-repository.ts';
import { createMailboxTransport, createSmtpTransport } from '#src/modules/mail/mail-transport.ts';
import { createMailWorker, type MailWorker } from '#src/modules/mail/mail-worker.ts';
import { mailboxRoutes } from '#src/modules/mail/mailbox-routes.ts';
import { createMailOutbox, type MailOutbox } from '#src/modules/mail/outbox.ts';
import type { Backlog } from '#src/modules/metrics/state-metrics.ts';

export interface MailSetup {
  outbox: MailOutbox;
  /** Registers the local mailbox pages if mail is kept locally (no SMTP_URL). */
  registerMailbox(app: FastifyInstance): Promise<void>;
  /** Sends the outbox; the jobs (src/jobs) run it. */
  worker: MailWorker;
  /** What the outbox holds unsent, for the server's metrics. */
  backlog(): Promise<Backlog>;
}

/**
 * The mail subsystem: an outbox in the database, a worker that sends it, and a transport: SMTP
 * when SMTP_URL is set, otherwise the local mailbox. With `schedule` false (tests) the worker
 * is not woken after an enqueue; `app.jobs.drain('mail')` sends on demand.
 */
export function setUpMail(
  app: FastifyInstance,
  options: { config: AppConfig; db: Database; schedule: boolean },
): MailSetup {
  const { config, db, schedule } = options;
  const log = app.log.child({ module: 'mail' });
  const repository = createMailRepository(db);
  const transport = config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createMailboxTransport({ log, publicUrl: config.publicUrl });
  const worker = createMailWorker({ repository, transport, log });
  const outbox = createMailOutbox({
    from: config.mailFrom,
    notify: schedule ? worker.kick : () => {},
  });

  return {
    outbox,
    async registerMailbox(target) {
      if (transport.kind === 'mailbox') await target.register(mailboxRoutes, { repository });
    },
    worker,
    backlog: () => repository.backlog(),
  };
}
