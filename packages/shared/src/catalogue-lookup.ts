import { z } from 'zod';

/**
 * `GET /api/Masters/Products/:code`. Unlike `productParamsSchema`, this accepts any well-formed
 * code, so the API can answer 404 for a code that names no product and 400 only for one that
 * could never be a code (spaces, punctuation, too long).
 */
export const productLookupParamsSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'A product code has 1 to 40 letters, digits, - or _.'),
});
export type ProductLookupParams = z.infer<typeof productLookupParamsSchema>;
