import { z } from 'zod';
import { LIMIT_UNITS, productCodeSchema } from './catalogue.ts';

/** Reminders go out this many days before a subscription ends. */
export const REMINDER_DAYS = [30, 7, 1] as const;

export const SUBSCRIPTION_STATUSES = ['active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** One plan's stretch of a subscription, both days included: buying the same plan again lengthens it. */
export const subscriptionTermSchema = z.object({
  planCode: z.string(),
  planName: z.string(),
  /** How many of the subscription's unit it covers; null for no limit. */
  seats: z.number().int().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type SubscriptionTerm = z.infer<typeof subscriptionTermSchema>;

/**
 * Calendar dates (`YYYY-MM-DD`, days in IST): a subscription runs from its start to its end,
 * inclusive. Its plan and seats are those in force today (the last ones once it has ended); a
 * plan bought while another is live follows it, in `terms`.
 */
export const subscriptionSchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  organisationName: z.string(),
  productCode: productCodeSchema,
  productName: z.string(),
  planCode: z.string(),
  planName: z.string(),
  limitUnit: z.enum(LIMIT_UNITS),
  /** How many employees, TANs or certificates it covers; null for no limit. */
  seats: z.number().int().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Days from today to the end, counting today; 0 once expired. */
  daysLeft: z.number().int(),
  /** The plan in force today, then each one bought to follow it, in order, to the end. */
  terms: z.array(subscriptionTermSchema).min(1),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /api/Transactions/Subscriptions`; `organisationId` is for platform administrators. */
export const subscriptionQuerySchema = z.strictObject({
  organisationId: z.uuid().optional(),
});

export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/** `GET /api/Dashboard/MyApps`: each product, whether the caller may open it and how. */
export const myAppSchema = z.object({
  code: productCodeSchema,
  name: z.string(),
  /** The product's page on the site. */
  route: z.string(),
  /** Whether access control lets this user open the app. */
  allowed: z.boolean(),
  subscription: subscriptionSchema
    .pick({ planCode: true, planName: true, endsOn: true, status: true, daysLeft: true })
    .nullable(),
  /** Only when the subscription is active and the user allowed: where Launch goes. */
  launchUrl: z.string().nullable(),
  /** Whether this user may buy or renew (the "purchase" power). */
  canPurchase: z.boolean(),
});
export type MyApp = z.infer<typeof myAppSchema>;

export const myAppsSchema = z.object({ apps: z.array(myAppSchema) });
export type MyApps = z.infer<typeof myAppsSchema>;

/** `POST /api/Dashboard/MyApps/{code}/Launch`: asked at the moment of opening, so a change of access made since the page loaded counts. */
export const launchParamsSchema = z.strictObject({ code: productCodeSchema });

export const launchAnswerSchema = z.object({ url: z.string() });
export type LaunchAnswer = z.infer<typeof launchAnswerSchema>;
