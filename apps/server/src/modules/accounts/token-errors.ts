import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { HttpError } from '#src/http-error.ts';
import type { EmailTokenRow } from './accounts-repository.ts';

export const TOKEN_MESSAGES = {
  invalid:
    'This link is not valid. Please check that you copied the whole link, or ask for a new one.',
  expired: 'This link has expired. Please ask for a new one.',
  used: 'This link has already been used. Please sign in, or ask for a new link.',
} as const;

/** Unknown, used and expired links each get their own code, so the page can say what to do. */
export function assertTokenUsable(token: EmailTokenRow | undefined, now: Date): EmailTokenRow {
  if (!token) {
    throw new HttpError(400, AUTH_ERROR_CODES.tokenInvalid, TOKEN_MESSAGES.invalid);
  }
  if (token.usedAt) throw new HttpError(400, AUTH_ERROR_CODES.tokenUsed, TOKEN_MESSAGES.used);
  if (now.getTime() >= token.expiresAt.getTime()) {
    throw new HttpError(400, AUTH_ERROR_CODES.tokenExpired, TOKEN_MESSAGES.expired);
  }
  return token;
}
