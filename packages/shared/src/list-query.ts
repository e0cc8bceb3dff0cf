import { z } from 'zod';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The paging of every list the portal shows: a page number and one of the page sizes. */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), 'Choose 10, 25, 50 or 100.')
    .default(25),
};

/** What every list answer says about its paging. */
export const pageInfoSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** A calendar date, `YYYY-MM-DD`, read as a day in IST. */
export const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });
