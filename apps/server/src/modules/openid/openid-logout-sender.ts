import type { FastifyBaseLogger } from 'fastify';
import { describeError } from '#src/jobs/describe-error.ts';
import { retryDelayMs } from '#src/modules/mail/retry-delay.ts';
import type { LogoutDeliveries, LogoutDelivery } from './openid-logout-deliveries.ts';

/** An app down for longer than this has surely ended the session itself: the logout is dropped. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;
/** Small batches keep each claim short and let several server processes share the work. */
const BATCH_SIZE = 20;

export interface LogoutSendResult {
  delivered: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for the last time. */
  givenUp: number;
}

export interface LogoutSenderDeps {
  deliveries: LogoutDeliveries;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Signs a logout token for the app and posts it to the app's back-channel address. */
  send: (delivery: LogoutDelivery) => Promise<void>;
  /** For the retry jitter; tests may fix it. */
  random?: () => number;
}

/**
 * Sends the back-channel logouts owed (docs/decisions/0094): at once after the change that
 * ended the session, and again with back-off from the periodic job, until a day has passed.
 */
export function createLogoutSender(deps: LogoutSenderDeps) {
  const { deliveries, now, log } = deps;

  async function attempt(delivery: LogoutDelivery, result: LogoutSendResult): Promise<void> {
    try {
      await deps.send(delivery);
    } catch (error) {
      const at = now();
      const attempts = delivery.attempts + 1;
      const reason = describeError(error);
      const about = { clientId: delivery.clientId, sub: delivery.sub, attempts };
      if (at.getTime() - delivery.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
        await deliveries.markGivenUp(delivery.id, { attempts, error: reason, at });
        log.error({ ...about, error: reason }, 'back-channel logout given up after a day');
        result.givenUp += 1;
        return;
      }
      const retryInMs = retryDelayMs(delivery.attempts, deps.random);
      await deliveries.markFailed(delivery.id, {
        attempts,
        error: reason,
        retryAt: new Date(at.getTime() + retryInMs),
      });
      log.warn(
        { ...about, retryInSeconds: Math.round(retryInMs / 1000) },
        `back-channel logout not delivered, will retry: ${reason}`,
      );
      result.retrying += 1;
      return;
    }
    // Outside the try: if recording success fails, the logout must not count as failed to send.
    await deliveries.markDelivered(delivery.id, now());
    result.delivered += 1;
  }

  return {
    /** Sends what is due, batch after batch (only the logouts `ids` names, when given). */
    async sendDue(ids?: string[]): Promise<LogoutSendResult> {
      const result: LogoutSendResult = { delivered: 0, retrying: 0, givenUp: 0 };
      if (ids?.length === 0) return result;
      for (;;) {
        const batch = await deliveries.claimDue(now(), BATCH_SIZE, ids);
        await Promise.all(batch.map((delivery) => attempt(delivery, result)));
        // Claimed and failed rows are no longer due, so this ends.
        if (batch.length < BATCH_SIZE) return result;
      }
    },
  };
}

export type LogoutSender = ReturnType<typeof createLogoutSender>;
