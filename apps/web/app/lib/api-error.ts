import type { ApiErrorBody } from '@prakar/shared/api-error';
import { SERVICE_ERROR_TEXT } from '@prakar/shared/constants';

/**
 * A failed API call. `body` is what the server sent (parsed JSON, or the text when it was not
 * JSON); `code`, `message` and `fields` come from our `{ error: { … } }` shape when it was used.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    body?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.body = init.body;
  }
}

/**
 * A structural check instead of the shared zod schema: it keeps zod out of the first-load bundle,
 * which every page pays for.
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (fields === undefined) return true;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((text) => typeof text === 'string')
  );
}

/** Reads a non-2xx response into an ApiError without ever throwing itself. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // The body could not be read (connection dropped); the status still tells the story.
  }
  let body: unknown = text;
  if (text && (response.headers.get('content-type') ?? '').includes('json')) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (isApiErrorBody(body)) {
    return new ApiError({
      status: response.status,
      code: body.error.code,
      message: body.error.message,
      fields: body.error.fields,
      body,
    });
  }
  return new ApiError({
    status: response.status,
    code: `HTTP_${response.status}`,
    message: typeof body === 'string' && body.trim() ? body : SERVICE_ERROR_TEXT,
    body,
  });
}

/**
 * A string error body is shown as it is; our own error shape shows its message; anything else is
 * "Failed due to service error".
 */
export function serviceErrorMessage(error: unknown): string {
  const body = error instanceof ApiError ? error.body : error;
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (isApiErrorBody(body)) return body.error.message;
  return SERVICE_ERROR_TEXT;
}
