import { request } from '@playwright/test';
import {
  MAILBOX_JSON_PATH,
  type MailboxMessage,
  type MailboxMessages,
} from '@prakar/shared/mailbox';
import { expect } from './support';

/**
 * The server's local mailbox (end-to-end runs have no SMTP server) answers only requests made on
 * this machine, and the tests' own requests pose as forwarded visitors (support.ts), so it is read
 * through a context of its own, as a developer's browser would.
 */
async function readMailbox(address: string): Promise<MailboxMessage[]> {
  // The test's options (its X-Forwarded-For) would apply to a new context too, unless replaced.
  const context = await request.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: {},
  });
  try {
    const response = await context.get(`${MAILBOX_JSON_PATH}?to=${encodeURIComponent(address)}`);
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as MailboxMessages).messages;
  } finally {
    await context.dispose();
  }
}

/** Waits until mail to `address` satisfies `pick`, and returns what it picked. */
async function waitForMail<T>(
  address: string,
  pick: (messages: MailboxMessage[]) => T | undefined,
  what: string,
): Promise<T> {
  let picked: T | undefined;
  await expect
    .poll(
      async () => {
        picked = pick(await readMailbox(address));
        return picked !== undefined;
      },
      { timeout: 15_000, message: `${what} in mail to ${address}` },
    )
    .toBe(true);
  return picked as T;
}

/** Waits for mail to `address` and returns the subjects received. */
export function mailTo(address: string): Promise<string[]> {
  return waitForMail(
    address,
    (messages) => (messages.length > 0 ? messages.map((m) => m.subject) : undefined),
    'any message',
  );
}

/** The text of the newest mail to `address` whose subject holds `subject`. */
export function mailText(address: string, subject: string): Promise<string> {
  return waitForMail(
    address,
    (messages) => messages.find((m) => m.subject.includes(subject))?.text,
    `a message about ${subject}`,
  );
}

/** The path and query of the newest link matching `pattern` in the mail sent to `address`. */
export async function linkInMail(address: string, pattern: RegExp): Promise<string> {
  const link = await waitForMail(
    address,
    (messages) => messages.map((m) => m.text.match(pattern)?.[0]).find(Boolean),
    `a link matching ${pattern}`,
  );
  const url = new URL(link);
  return url.pathname + url.search;
}

/** A unique address per test run, so earlier runs' mail never counts. */
export function uniqueAddress(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
}
