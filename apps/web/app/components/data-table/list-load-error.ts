import { ApiError } from '#app/lib/api-error.ts';

/**
 * What a filtered list says when it cannot load. A hand-edited address can hold filters the server
 * refuses; say which, not just "failed".
 */
export function listLoadErrorMessage(error: unknown, failed: string): string {
  if (error instanceof ApiError && error.status === 400 && error.fields) {
    return `These filters cannot be used: ${Object.values(error.fields).join(' ')}`;
  }
  return failed;
}
