import { z } from 'zod';

/** Machine-readable error codes every 4xx/5xx body carries. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  badRequest: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** A record kept, its content deleted for good (a matter's document after the retention period). */
  gone: 'GONE',
  /** A record's status does not allow the move asked for (an advisory matter's, for one). */
  moveNotAllowed: 'MOVE_NOT_ALLOWED',
  /** An idempotency key sent again with a different request. */
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** A body nested deeper than `MAX_BODY_DEPTH` (body-bounds.ts). */
  bodyTooDeep: 'BODY_TOO_DEEP',
  /** A body holding more than `MAX_BODY_VALUES` values (body-bounds.ts). */
  bodyTooManyValues: 'BODY_TOO_MANY_VALUES',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** `{ error: { code, message, fields? } }`: `fields` maps a field's path (`a.b`) to its message. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return apiErrorSchema.safeParse(value).success;
}
