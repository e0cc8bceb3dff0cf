import type { APIRequestContext } from '@playwright/test';
import { MAILBOX_JSON_PATH, type MailboxMessages } from '@prakar/shared/mailbox';
import { expect } from './support';

/**
 * Waits for mail to `address` in the server's local mailbox (end-to-end runs have no SMTP server)
 * and returns the subjects received.
 */
export async function mailTo(request: APIRequestContext, address: string): Promise<string[]> {
  let subjects: string[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `${MAILBOX_JSON_PATH}?to=${encodeURIComponent(address)}`,
        );
        subjects = ((await response.json()) as MailboxMessages).messages.map((m) => m.subject);
        return subjects.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return subjects;
}

/** A unique address per test run, so earlier runs' mail never counts. */
export function uniqueAddress(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
}
