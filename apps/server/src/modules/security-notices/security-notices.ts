import type { Database, Executor } from '#src/db/client.ts';
import type { RequestOrigin } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { deviceLabel } from '#src/modules/sessions/device-label.ts';
import { hashSecretToken, newSecretToken } from '#src/modules/sessions/secret-token.ts';
import type { PlaceFinder } from './approximate-place.ts';
import { createKnownBrowsersRepository } from './known-browsers-repository.ts';
import { securityNotice } from './security-notice-mails.ts';

/** What a browser's id cookie holds: a secret token, 43 base64url characters. */
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

/** Whom a notice goes to. */
interface AccountHolder {
  id: number;
  email: string;
  name: string;
}

interface SecurityNoticesDeps {
  db: Database;
  outbox: MailOutbox;
  publicUrl: string;
  placeOf: PlaceFinder;
}

interface Change {
  subject: string;
  happened: string;
  meaning: string[];
}

export type SecurityNotices = ReturnType<typeof createSecurityNotices>;

/**
 * The e-mails that tell a user something happened to their account's protection: a sign-in from a
 * browser not seen before, a password changed or reset, two-step sign-in turned on or off, a
 * passkey added. Each names the time (IST), the browser and the approximate place.
 */
export function createSecurityNotices({ db, outbox, publicUrl, placeOf }: SecurityNoticesDeps) {
  async function send(user: AccountHolder, origin: RequestOrigin, at: Date, change: Change) {
    const place = await placeOf(origin.ip);
    await outbox.enqueue(
      db,
      securityNotice({
        to: user.email,
        name: user.name,
        ...change,
        origin: { at, browser: deviceLabel(origin.userAgent), ip: origin.ip, place },
        publicUrl,
      }),
    );
    outbox.notify();
  }

  return {
    send,

    /**
     * Inside the sign-in's transaction: notes the browser, whose id is new when it brought none,
     * and says whether it is one the user had not signed in from before.
     */
    async noteBrowser(tx: Executor, user: AccountHolder, origin: RequestOrigin, at: Date) {
      const browserId =
        origin.browserId && BROWSER_ID.test(origin.browserId) ? origin.browserId : newSecretToken();
      const seen = await createKnownBrowsersRepository(tx).remember({
        userId: user.id,
        browserHash: hashSecretToken(browserId),
        label: deviceLabel(origin.userAgent),
        ip: origin.ip ?? null,
        at,
      });
      return { browserId, isNewBrowser: seen === 'new' };
    },

    newBrowser: (user: AccountHolder, origin: RequestOrigin, at: Date) =>
      send(user, origin, at, {
        subject: 'New sign-in to your account',
        happened: 'Your account was signed in to from a browser it had not been used from before',
        meaning: ['If it was you, you need not do anything.'],
      }),

    passwordChanged: (
      user: AccountHolder,
      origin: RequestOrigin,
      at: Date,
      how: 'changed' | 'reset',
    ) =>
      send(user, origin, at, {
        subject: `Your password was ${how}`,
        happened: `The password of your account was ${how}`,
        meaning: ['Every other session of your account was signed out.'],
      }),
  };
}
