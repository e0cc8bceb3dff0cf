import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '#src/config.ts';
import type { Database } from '#src/db/client.ts';
import { createCleanUp } from '#src/modules/housekeeping/clean-up.ts';
import type { MailWorker } from '#src/modules/mail/mail-worker.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { deleteExpiredDocuments } from '#src/modules/matter-retention/delete-expired-documents.ts';
import { sendMatterReminders } from '#src/modules/matters/matter-reminders.ts';
import { deleteExpiredOpenidRecords } from '#src/modules/openid/openid-adapter.ts';
import { deleteSettledLogouts } from '#src/modules/openid/openid-logout-deliveries.ts';
import { sendExpiryReminders } from '#src/modules/subscriptions/expiry-reminders.ts';
import type { Services } from '#src/services.ts';

const MINUTE_MS = 60_000;

export interface JobListDeps {
  config: AppConfig;
  db: Database;
  outbox: MailOutbox;
  mailWorker: MailWorker;
  services: Services;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Every background job of a server process, named once: the name is the `name` label of the
 * job metrics, the log's and the tests' (`app.jobs.drain('invoices')`, `app.jobs.runOnce('clean-up')`).
 * Workers poll every few seconds and are woken after a commit; periodic jobs run on a timer.
 * A new job (identity clean-up) is one more entry here.
 */
export function listJobs(deps: JobListDeps) {
  const { services, db, now } = deps;
  const reminderDeps = { db, outbox: deps.outbox, now, portalUrl: deps.config.publicUrl };
  return {
    workers: {
      'account mail': services.accountMail,
      invoices: services.invoices,
      'credit notes': services.creditNoteWorker,
      mail: deps.mailWorker,
    },
    periodic: {
      'payment reconciliation': {
        intervalMs: MINUTE_MS,
        run: () => services.payments.reconcileDue(),
      },
      'refund reconciliation': {
        intervalMs: 5 * MINUTE_MS,
        run: () => services.refunds.reconcileDue(),
      },
      'unpaid order expiry': { intervalMs: 5 * MINUTE_MS, run: () => services.orders.expireDue() },
      'subscription reminders': {
        intervalMs: 60 * MINUTE_MS,
        run: () => sendExpiryReminders(reminderDeps),
      },
      'matter reminders': {
        intervalMs: 60 * MINUTE_MS,
        run: () => sendMatterReminders(reminderDeps),
      },
      'matter retention': {
        intervalMs: 24 * 60 * MINUTE_MS,
        run: () => deleteExpiredDocuments({ db, now }),
      },
      'clean-up': { intervalMs: 60 * MINUTE_MS, run: createCleanUp({ db, now, log: deps.log }) },
      // Codes, sessions and grants of single sign-on past their expiry (docs/decisions/0090), and
      // the back-channel logouts settled a week ago (0094).
      'single sign-on clean-up': {
        intervalMs: 60 * MINUTE_MS,
        run: async () => ({
          records: await deleteExpiredOpenidRecords(db, now()),
          logouts: await deleteSettledLogouts(db, now()),
        }),
      },
      // Back-channel logouts an app was down for, sent again with back-off (docs/decisions/0094).
      'single sign-on logouts': {
        intervalMs: MINUTE_MS / 2,
        run: () => services.openid.sendDueLogouts(),
      },
    },
  };
}

export type JobList = ReturnType<typeof listJobs>;
