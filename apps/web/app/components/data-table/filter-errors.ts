import type { z } from 'zod';

/**
 * A list's filters checked with the schema the server reads them with, so both sides say the same
 * thing (an end date before the start date, say): the first message for each of `fields`, empty
 * when the filters can be sent.
 */
export function filterErrorsBySchema<Field extends string>(
  schema: z.ZodType,
  query: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of schema.safeParse(query).error?.issues ?? []) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
