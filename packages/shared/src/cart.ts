import { z } from 'zod';
import { LIMIT_UNITS, planCodeSchema, productCodeSchema } from './catalogue.ts';

/** A plan is bought for one to three years at a time. */
export const MAX_CART_YEARS = 3;
/** One line per product, and the firm sells three; the margin tolerates an old stored cart. */
export const MAX_CART_LINES = 10;

/**
 * One line as the browser sends it: a plan and a number of years, nothing more. Any other field
 * (a price, a total) is dropped, not refused, because prices only ever come from the catalogue.
 */
export const cartItemSchema = z.object({
  planCode: planCodeSchema,
  quantity: z
    .number({ error: 'Choose a number of years.' })
    .int('Choose a whole number of years.')
    .min(1, 'Choose at least one year.')
    .max(MAX_CART_YEARS, `A plan can be bought for at most ${MAX_CART_YEARS} years at a time.`),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartItemsSchema = z
  .array(cartItemSchema)
  .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`);

/** The message a cart save gets for a line that names no plan in the catalogue. */
export const unknownPlanMessage = (planCode: string) =>
  `We do not sell a plan called “${planCode}”. Remove it and choose a plan on the product’s page.`;

/**
 * `POST /api/Transactions/UserCart/save`: the caller's whole cart. With `merge`, the lines are
 * added to what the server holds (the anonymous cart joining the saved one at sign-in); without
 * it they replace it.
 */
export const saveCartSchema = z.strictObject({
  items: cartItemsSchema,
  merge: z.boolean().default(false),
});
export type SaveCartInput = z.input<typeof saveCartSchema>;

/** `GET /api/Transactions/UserCart/getusercart/{userId}`. */
export const cartUserParamsSchema = z.strictObject({
  userId: z.coerce.number().int().positive(),
});

/** A line priced by the server from the catalogue. */
export const cartLineSchema = z.object({
  planCode: z.string(),
  productCode: productCodeSchema,
  productName: z.string(),
  planName: z.string(),
  limitUnit: z.enum(LIMIT_UNITS),
  limitValue: z.number().int().nullable(),
  quantity: z.number().int(),
  unitPricePaise: z.number().int(),
  amountPaise: z.number().int(),
  /** False when the firm has stopped selling the plan: the line stays, but cannot be bought. */
  isAvailable: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  userId: z.number().int(),
  lines: z.array(cartLineSchema),
  /**
   * Kept items whose plan the catalogue no longer has: shown as no longer available, so they do
   * not vanish without a word; the next save leaves them out.
   */
  unavailableItems: z.array(z.object({ planCode: z.string(), quantity: z.number().int() })),
  /** Before GST, which depends on the billing state and is added at checkout. */
  subtotalPaise: z.number().int(),
  /** ISO 8601; null for a cart never saved. */
  updatedAt: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * What local storage `UserCart` holds: plan codes and years only, never prices, so an edited
 * value can at most pick another plan.
 */
export const storedCartSchema = z.object({ items: cartItemsSchema });
export type StoredCart = z.infer<typeof storedCartSchema>;
