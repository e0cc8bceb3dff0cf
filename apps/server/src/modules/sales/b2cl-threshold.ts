import { startOfIstDay } from '@prakar/shared/ist-calendar';

/**
 * An unregistered buyer's inter-state invoice is "B2C large" (Table 5 of GSTR-1) when its value is
 * above this. Notification 12/2024–Central Tax lowered the limit from ₹2,50,000 to ₹1,00,000 for
 * invoices issued from 1 August 2024 (IST); an older invoice keeps the limit of its own date.
 */
const LOWERED_FROM = startOfIstDay('2024-08-01');
const BEFORE_AUGUST_2024_PAISE = 2_50_000_00;
const FROM_AUGUST_2024_PAISE = 1_00_000_00;

export function b2clThresholdPaise(issuedAt: Date): number {
  return issuedAt < LOWERED_FROM ? BEFORE_AUGUST_2024_PAISE : FROM_AUGUST_2024_PAISE;
}
