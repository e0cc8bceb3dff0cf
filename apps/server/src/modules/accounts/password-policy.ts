import { ERROR_CODES } from '@prakar/shared/api-error';
import { COMMON_PASSWORD_MESSAGE } from '@prakar/shared/auth';
import { HttpError } from '#src/http-error.ts';
import { isCommonPassword } from './common-passwords.ts';

/** Length is checked by the shared schema; this adds the server-only common-password list. */
export function assertAcceptablePassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(400, ERROR_CODES.validation, 'Some fields need your attention.', {
      [field]: COMMON_PASSWORD_MESSAGE,
    });
  }
}
