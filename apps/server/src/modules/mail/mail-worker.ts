import type { FastifyBaseLogger } from 'fastify';
import { describeError } from '#src/jobs/describe-error.ts';
import { createWorkerLoop } from '#src/jobs/worker-loop.ts';
import type { OutboundMail } from './mail-message.ts';
import type { MailRepository } from './mail-repository.ts';
import type { MailTransport } from './mail-transport.ts';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from './retry-delay.ts';

export const MAIL_POLL_INTERVAL_MS = 5_000;
/** Small batches keep each claim short and let several server processes share the work. */
export const MAIL_BATCH_SIZE = 10;

export interface DrainResult {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for the last time. */
  dead: number;
}

export interface MailWorkerOptions {
  repository: MailRepository;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** For the retry jitter; tests may fix it. */
  random?: () => number;
}

/**
 * Sends what the outbox holds, in passes run by a worker loop (polled, or nudged after a commit);
 * the claim in the repository keeps processes from sending the same mail.
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { repository, transport, log } = options;
  const batchSize = options.batchSize ?? MAIL_BATCH_SIZE;

  async function deliver(mail: OutboundMail, result: DrainResult): Promise<void> {
    let messageId: string;
    try {
      ({ messageId } = await transport.send(mail));
    } catch (error) {
      const attempts = mail.attempts + 1;
      const reason = describeError(error);
      if (attempts >= MAX_SEND_ATTEMPTS) {
        await repository.markDead(mail.id, { attempts, error: reason });
        log.error(
          { mailId: mail.id, to: mail.to, subject: mail.subject, attempts, error: reason },
          'mail could not be sent and will not be tried again',
        );
        result.dead += 1;
        return;
      }
      const retryInMs = retryDelayMs(mail.attempts, options.random);
      await repository.markFailed(mail.id, { attempts, error: reason, retryInMs });
      log.warn(
        { mailId: mail.id, to: mail.to, attempts, retryInSeconds: Math.round(retryInMs / 1000) },
        `mail not sent, will retry: ${reason}`,
      );
      result.retrying += 1;
      return;
    }
    // Outside the try: if recording success fails, the mail must not be counted as failed to send.
    await repository.markSent(mail.id, { messageId, transport: transport.kind });
    result.sent += 1;
  }

  /** Sends batch after batch; when stopping, the batch under way is sent and no new one claimed. */
  async function pass(stopping: AbortSignal): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retrying: 0, dead: 0 };
    while (!stopping.aborted) {
      const batch = await repository.claimDue(batchSize);
      for (const [index, mail] of batch.entries()) {
        // The claim covers one send; the mails still waiting in the batch keep it.
        if (index > 0) await repository.renewLease(batch.slice(index).map((next) => next.id));
        await deliver(mail, result);
      }
      // A full batch may mean more is due; claimed and failed rows are no longer due, so this ends.
      if (batch.length < batchSize) break;
    }
    return result;
  }

  return createWorkerLoop({
    pass,
    log,
    failureMessage: 'mail worker pass failed',
    pollIntervalMs: options.pollIntervalMs ?? MAIL_POLL_INTERVAL_MS,
    onStop: () => transport.close(),
  });
}

export type MailWorker = ReturnType<typeof createMailWorker>;
