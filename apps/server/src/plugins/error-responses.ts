import { apiErrorSchema } from '@prakar/shared/api-error';

/**
 * The error answers a route documents, all in the one `{ error: { code, message, fields? } }`
 * shape: `errorResponses(400, 401, 404)` → `{ 400: apiErrorSchema, 401: …, 404: … }`.
 */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}
