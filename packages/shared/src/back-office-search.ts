import { z } from 'zod';

/** `GET /api/BackOffice/Search`: what the back office's one search box asks. */
export const backOfficeSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters.')
    .max(100, 'Keep the search under 100 characters.'),
});
export type BackOfficeSearchQuery = z.output<typeof backOfficeSearchQuerySchema>;

/** The first few records of one kind that match, and how many match in all (counted up to a bound). */
const found = <Hit extends z.ZodType>(hit: Hit) =>
  z.object({
    shown: z.array(hit),
    total: z.number().int(),
    totalIsLowerBound: z.boolean(),
  });

export const organisationHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  gstin: z.string().nullable(),
});

export const orderHitSchema = z.object({
  reference: z.string(),
  number: z.string(),
  buyerName: z.string(),
  organisationName: z.string().nullable(),
});

/** An invoice or a credit note: its number, and the order it belongs to. */
export const billingDocumentHitSchema = z.object({
  id: z.string(),
  number: z.string(),
  orderReference: z.string(),
  buyerName: z.string(),
});

export const leadHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
});

export const applicantHitSchema = z.object({
  id: z.string(),
  openingId: z.string(),
  openingTitle: z.string(),
  name: z.string(),
  email: z.string(),
});

/** An advisory matter: its number, the organisation and the PAN/TAN/GSTIN it concerns. */
export const matterHitSchema = z.object({
  id: z.string(),
  number: z.string(),
  organisationName: z.string(),
  subject: z.string(),
});

export const backOfficeSearchResultSchema = z.object({
  organisations: found(organisationHitSchema),
  orders: found(orderHitSchema),
  invoices: found(billingDocumentHitSchema),
  creditNotes: found(billingDocumentHitSchema),
  leads: found(leadHitSchema),
  matters: found(matterHitSchema),
  applicants: found(applicantHitSchema),
});
export type BackOfficeSearchResult = z.infer<typeof backOfficeSearchResultSchema>;
export type SearchKind = keyof BackOfficeSearchResult;
