import { isoBase64URL } from '@simplewebauthn/server/helpers';

/** How long a challenge may be answered: the browser's prompt waits as long. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

/** The same user handle for all of a user's passkeys, so a device keeps one passkey per account. */
export const userHandleOf = (userId: number) =>
  isoBase64URL.fromUTF8String(`prakar-user-${userId}`);

/** The challenge the browser signed over, read from its client data; undefined if unreadable. */
export function challengeIn(clientDataJSON: string): string | undefined {
  try {
    const clientData: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    const challenge = (clientData as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
}
