import { z } from 'zod';
import { parseRupees } from './money.ts';

export const AMOUNT_MESSAGE = 'Enter an amount in rupees, such as 25000 or 25000.50.';

/** A rupee amount typed into a form, as paise; `max` in paise. */
export function rupeesInputSchema(options: { min: number; max: number; maxMessage: string }) {
  return z
    .string({ error: AMOUNT_MESSAGE })
    .transform((text, context) => {
      const paise = parseRupees(text);
      if (paise === undefined) {
        context.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return paise;
    })
    .refine((paise) => paise >= options.min, `The amount must be at least ₹${options.min / 100}.`)
    .refine((paise) => paise <= options.max, options.maxMessage);
}
