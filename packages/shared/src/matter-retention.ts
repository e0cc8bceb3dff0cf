import { z } from 'zod';

/*
 * How long the firm keeps a closed matter's documents (docs/decisions/0086): a number of years
 * from the matter's closing, after which a daily job deletes the files and keeps the record.
 */

export const RETENTION_DEFAULT_YEARS = 8;
export const RETENTION_MIN_YEARS = 1;
export const RETENTION_MAX_YEARS = 30;

const yearsMessage = `Please enter a whole number of years from ${RETENTION_MIN_YEARS} to ${RETENTION_MAX_YEARS}.`;

export const retentionSchema = z.strictObject({
  years: z
    .number({ error: yearsMessage })
    .int(yearsMessage)
    .min(RETENTION_MIN_YEARS, yearsMessage)
    .max(RETENTION_MAX_YEARS, yearsMessage),
});
export type Retention = z.infer<typeof retentionSchema>;
