/** The first retry waits this long; each further one waits twice as long as the one before. */
export const RETRY_BASE_MS = 30_000;
/** No wait is longer than an hour, so a mail server that comes back is used soon. */
export const RETRY_MAX_MS = 60 * 60_000;
/** About two days of trying (7 doubling waits, then hourly) before a mail is given up as dead. */
export const MAX_SEND_ATTEMPTS = 48;
/** ±20 %, so mails that failed together do not all retry in the same second. */
const JITTER = 0.2;

/**
 * How long to wait after a failed send, given how many sends had failed before this one:
 * 30 s × 2^attempts, capped at one hour, with jitter.
 */
export function retryDelayMs(previousAttempts: number, random: () => number = Math.random): number {
  const exponential = RETRY_BASE_MS * 2 ** Math.min(previousAttempts, 20);
  const capped = Math.min(exponential, RETRY_MAX_MS);
  const jittered = capped * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(jittered, RETRY_MAX_MS));
}
