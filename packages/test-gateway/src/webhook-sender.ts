import { type WebhookEventName, webhookSignature } from '@prakar/razorpay/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { IdentifiedEvent } from './webhook-events.ts';

export interface WebhookPolicy {
  /** 'hold' keeps events until flushed; 'drop' never sends them. */
  mode: 'immediate' | 'hold' | 'drop';
  /** Each event is sent this many times, in parallel (duplicate deliveries). */
  copies: number;
  /** A payment's events go out last first (out-of-order deliveries). */
  reverse: boolean;
  /** Wait before sending (immediate mode only), e.g. so the browser returns first. */
  delayMs: number;
}

export const DEFAULT_POLICY: WebhookPolicy = {
  mode: 'immediate',
  copies: 1,
  reverse: false,
  delayMs: 0,
};

/** One delivery attempt; status 0 when no HTTP answer came (refused, timed out, closed). */
export interface DeliveryRecord {
  eventId: string;
  event: WebhookEventName;
  status: number;
}

/** Waits after the 1st, 2nd, … failed attempt; after the last one the event is given up. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 5_000, 15_000];
const ATTEMPT_TIMEOUT_MS = 10_000;
/** The log is for tests; a long-running dev server should not grow it for ever. */
const MAX_LOG_ENTRIES = 10_000;

/** Serialised once when queued, so every copy and retry sends byte-identical bodies. */
interface Delivery {
  id: string;
  name: WebhookEventName;
  body: string;
  signature: string;
}

/** A payment's events in sending order, with the number of copies in force when queued. */
interface Batch {
  deliveries: Delivery[];
  copies: number;
}

export interface WebhookSenderOptions {
  /** Read before every attempt, so it may depend on the port the server ended up on. */
  url: () => string;
  secret: string;
  retryDelaysMs?: readonly number[];
  log: FastifyBaseLogger;
}

/**
 * Sends webhook events the way Razorpay does (signed JSON POSTs, retried on failure) and lets
 * tests misbehave on purpose: hold, drop, duplicate and reorder deliveries.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let policy: WebhookPolicy = { ...DEFAULT_POLICY };
  const held: Batch[] = [];
  const log: DeliveryRecord[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();

  /** Timers never keep the process alive and are all cancelled on close. */
  function later(delayMs: number, task: () => void): void {
    if (closing.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  function record(entry: DeliveryRecord): void {
    log.push(entry);
    if (log.length > MAX_LOG_ENTRIES) log.splice(0, log.length - MAX_LOG_ENTRIES);
  }

  async function send(delivery: Delivery): Promise<number> {
    let status = 0;
    try {
      const response = await fetch(options.url(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Razorpay-Webhook/v1',
          'x-razorpay-signature': delivery.signature,
          'x-razorpay-event-id': delivery.id,
        },
        body: delivery.body,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
        redirect: 'manual',
      });
      status = response.status;
      // Read the answer to the end so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    } catch (error) {
      if (!closing.signal.aborted) {
        options.log.warn(
          { err: error, eventId: delivery.id },
          'test gateway webhook not delivered',
        );
      }
    }
    record({ eventId: delivery.id, event: delivery.name, status });
    return status;
  }

  /** Resolves with the first attempt's status; retries carry on in the background. */
  async function deliver(delivery: Delivery): Promise<number> {
    const status = await send(delivery);
    if (status < 200 || status >= 300) retry(delivery, 0);
    return status;
  }

  function retry(delivery: Delivery, failures: number): void {
    const delay = retryDelaysMs[failures];
    if (delay === undefined) return;
    later(delay, () => {
      void send(delivery).then((status) => {
        if (status < 200 || status >= 300) retry(delivery, failures + 1);
      });
    });
  }

  /** Event after event, so the receiver sees them in the intended order; copies go in parallel. */
  async function deliverBatch(batch: Batch): Promise<number[]> {
    const statuses: number[] = [];
    for (const delivery of batch.deliveries) {
      if (closing.signal.aborted) break;
      const copies = Array.from({ length: batch.copies }, () => deliver(delivery));
      statuses.push(...(await Promise.all(copies)));
    }
    return statuses;
  }

  return {
    policy(): WebhookPolicy {
      return { ...policy };
    },

    /** Applies to events queued from now on. */
    setPolicy(next: WebhookPolicy): void {
      policy = { ...next };
    },

    /** Queues one payment's events under the policy in force now. */
    queue(events: IdentifiedEvent[]): void {
      if (closing.signal.aborted || policy.mode === 'drop') return;
      const deliveries = events.map(({ id, event }): Delivery => {
        const body = JSON.stringify(event);
        return { id, name: event.event, body, signature: webhookSignature(options.secret, body) };
      });
      if (policy.reverse) deliveries.reverse();
      const batch: Batch = { deliveries, copies: policy.copies };
      if (policy.mode === 'hold') {
        held.push(batch);
        return;
      }
      const start = () => void deliverBatch(batch);
      if (policy.delayMs > 0) later(policy.delayMs, start);
      else start();
    },

    /** Sends every held event and resolves once each copy's first attempt is answered. */
    async flush(): Promise<{ delivered: number; statuses: number[] }> {
      const statuses: number[] = [];
      for (const batch of held.splice(0)) statuses.push(...(await deliverBatch(batch)));
      return { delivered: statuses.length, statuses };
    },

    log(): DeliveryRecord[] {
      return log.map((entry) => ({ ...entry }));
    },

    /** Cancels waiting retries and delays, aborts requests in flight, forgets held events. */
    close(): void {
      closing.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      held.length = 0;
    },
  };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
