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

/** What each product's plans count; a plan added in the portal counts the same. */
export const PRODUCT_LIMIT_UNITS: Record<ProductCode, (typeof LIMIT_UNITS)[number]> = {
  EPOI: 'employees',
  SMART_TDS: 'tans',
  EFORM16: 'certificates',
};

export const planNameSchema = z
  .string()
  .trim()
  .min(2, 'Give the plan a name of at least 2 characters.')
  .max(60, 'A plan’s name can be at most 60 characters.');

/** `PATCH /api/BackOffice/Plans/{code}` (platform administrators): a plan's new name. */
export const planRenameSchema = z.strictObject({ name: planNameSchema });
export type PlanRename = z.infer<typeof planRenameSchema>;

/** The portal's Edit plan form: the name (renamed when it changed), price and availability. */
export const planEditSchema = planUpdateSchema.extend(planRenameSchema.shape);
export type PlanEditInput = z.input<typeof planEditSchema>;

/** The most a plan's limit may count: one crore employees, TANs or certificates. */
export const MAX_PLAN_LIMIT = 10_000_000;

/** `POST /api/BackOffice/Products/{code}/Plans` (platform administrators): a new yearly plan. */
export const planAddSchema = z.strictObject({
  name: planNameSchema,
  description: z
    .string()
    .trim()
    .min(1, 'Say in a sentence what the plan includes.')
    .max(200, 'A plan’s description can be at most 200 characters.'),
  price: planUpdateSchema.shape.price,
  /** As typed: "50", "1,000"; empty for no upper limit. */
  limit: z
    .string()
    .trim()
    .transform((text) => text.replace(/,/g, ''))
    .refine((text) => /^\d*$/.test(text), 'Type a whole number, or leave it empty for no limit.')
    .transform((text) => (text === '' ? null : Number(text)))
    .refine((value) => value === null || value >= 1, 'The limit is at least 1.')
    .refine(
      (value) => value === null || value <= MAX_PLAN_LIMIT,
      'The limit can be at most 1,00,00,000.',
    ),
  isAvailable: z.boolean(),
});
export type PlanAddInput = z.input<typeof planAddSchema>;
export type PlanAdd = z.output<typeof planAddSchema>;
