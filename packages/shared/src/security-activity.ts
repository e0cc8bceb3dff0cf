import { z } from 'zod';

/** How long the sign-in history and security events are kept and shown: at least the DPDP Rules' year. */
export const SECURITY_ACTIVITY_DAYS = 365;

/** The newest events the profile shows. */
export const SECURITY_ACTIVITY_LIMIT = 100;

/** DB-IP's licence (CC BY 4.0) asks every page showing a place from its database to say so. */
export const PLACE_SOURCE = {
  label: 'IP Geolocation by DB-IP',
  url: 'https://db-ip.com/',
} as const;

/** One sign-in or change to how the account is protected, as its owner sees it. */
export const securityEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** "Signed in", "Password changed", … */
  what: z.string(),
  /** "Chrome on Windows". */
  browser: z.string(),
  ip: z.string().nullable(),
  /** "Pune, Maharashtra, India", when the address says. */
  place: z.string().nullable(),
});

/** A browser the account has signed in from. */
export const knownBrowserSchema = z.object({
  browser: z.string(),
  place: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

export const securityActivitySchema = z.object({
  events: z.array(securityEventSchema),
  browsers: z.array(knownBrowserSchema),
});
export type SecurityActivity = z.infer<typeof securityActivitySchema>;
