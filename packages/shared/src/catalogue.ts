import { z } from 'zod';
import { rupeesInputSchema } from './rupees-input.ts';

export const PRODUCT_CODES = ['EPOI', 'SMART_TDS', 'EFORM16'] as const;
export const productCodeSchema = z.enum(PRODUCT_CODES);
export type ProductCode = z.infer<typeof productCodeSchema>;

export const planCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,40}$/, 'That is not one of our plans.');

/** What a plan's limit counts: employees (E-POI), TANs (Smart TDS), certificates (E-Form16). */
export const LIMIT_UNITS = ['employees', 'tans', 'certificates'] as const;

export const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** Yearly price before GST, in paise. */
  pricePaise: z.number().int().nonnegative(),
  limitUnit: z.enum(LIMIT_UNITS),
  /** How many of `limitUnit` the plan covers; null means unlimited. */
  limitValue: z.number().int().positive().nullable(),
  isAvailable: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const productSchema = z.object({
  code: productCodeSchema,
  name: z.string(),
  summary: z.string(),
  /** The web page that describes the product (a route of the site). */
  route: z.string(),
  plans: z.array(planSchema),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ products: z.array(productSchema) });
export type ProductList = z.infer<typeof productListSchema>;

export const productParamsSchema = z.object({ code: productCodeSchema });

/** The most a plan may cost per year: ₹1 crore. */
export const MAX_PLAN_PAISE = 1_000_000_000;

/** `PUT /api/Masters/Plans/{code}` (platform administrators): the yearly price and availability. */
export const planUpdateSchema = z.strictObject({
  price: rupeesInputSchema({
    min: 100,
    max: MAX_PLAN_PAISE,
    maxMessage: 'A plan can cost at most ₹1 crore a year.',
  }),
  isAvailable: z.boolean(),
});
export type PlanUpdateInput = z.input<typeof planUpdateSchema>;
export type PlanUpdate = z.output<typeof planUpdateSchema>;

export const planParamsSchema = z.strictObject({ code: planCodeSchema });
