import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client.ts';
import { describeError } from '#src/jobs/describe-error.ts';
import { createWorkerLoop, workThroughClaims } from '#src/jobs/worker-loop.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { retryDelayMs } from '#src/modules/mail/retry-delay.ts';
import type { AccountMailHandler } from './account-mail-handler.ts';
import {
  type AccountMailRequest,
  createAccountMailRequestsRepository,
  type NewAccountMailRequest,
} from './account-mail-requests-repository.ts';

/**
 * How often the worker looks for requests. Nothing wakes it sooner: a request's answer must not
 * be followed at once by work that depends on whether the address has an account, or that work
 * lands in the time of the asker's next request (docs/decisions/0075).
 */
const POLL_INTERVAL_MS = 1_000;
/** About a day of tries; then the request is dropped, so a sign-up's password hash never lingers. */
const MAX_ATTEMPTS = 30;

export interface AccountMailPass {
  done: number;
  failed: number;
}

export interface AccountMailWorkerOptions {
  db: Database;
  outbox: MailOutbox;
  handle: AccountMailHandler;
  log: FastifyBaseLogger;
  /** How often it polls; a test that must not see it run in the meantime sets it long. */
  pollIntervalMs?: number;
}

/**
 * Account mail requests: `record` is all a request does (the same single write whatever the
 * address), and the worker, on its next turn, does the rest one request per transaction.
 */
export function createAccountMailWorker(options: AccountMailWorkerOptions) {
  const { db, log } = options;

  async function fail(request: AccountMailRequest, error: unknown): Promise<void> {
    const attempts = request.attempts + 1;
    const reason = describeError(error);
    const repository = createAccountMailRequestsRepository(db);
    if (attempts >= MAX_ATTEMPTS) {
      await repository.remove(request.id);
      log.error(
        { requestId: request.id, kind: request.kind, error: reason },
        'account mail request dropped',
      );
      return;
    }
    const retryInMs = retryDelayMs(request.attempts);
    await repository.postpone(request.id, { attempts, error: reason, retryInMs });
    log.warn(
      { requestId: request.id, kind: request.kind, error: reason },
      'account mail request failed, will retry',
    );
  }

  async function pass(stopping: AbortSignal): Promise<AccountMailPass> {
    const result = await workThroughClaims<AccountMailRequest>({
      db,
      take: (tx) => createAccountMailRequestsRepository(tx).takeNext(),
      handle: options.handle,
      onFailure: fail,
      stopping,
    });
    if (result.done > 0) options.outbox.notify();
    return result;
  }

  const loop = createWorkerLoop({
    pass,
    log,
    failureMessage: 'account mail worker pass failed',
    pollIntervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS,
  });

  return {
    ...loop,
    /** Stores a request for the worker's next turn. */
    async record(request: NewAccountMailRequest): Promise<void> {
      await createAccountMailRequestsRepository(db).insert(request);
    },
  };
}

export type AccountMailWorker = ReturnType<typeof createAccountMailWorker>;
