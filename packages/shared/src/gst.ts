import { site } from './site.ts';

/** Software subscriptions and advisory fees both carry GST at 18%. */
export const GST_RATE_PERCENT = 18;

/** The state the firm is registered in: it decides whether a sale is intra- or inter-state. */
export const SELLER_STATE_CODE: string = site.address.stateCode;

/** Services Accounting Codes printed on invoices. */
export const SAC = {
  /** Licensing services for the right to use computer software and databases. */
  software: '997331',
  /** Corporate tax consulting and preparation services. */
  advisory: '998231',
} as const;

export type Supply = 'intra-state' | 'inter-state';

export interface GstBreakdown {
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  supply: Supply;
}

/**
 * `percent` of an amount in paise, rounded to the nearest paisa with halves going up, in integer
 * arithmetic so no rupee amount ever passes through a binary fraction.
 */
export function percentOfPaise(paise: number, percent: number): number {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Not a whole, non-negative number of paise: ${paise}`);
  }
  const hundredths = paise * percent;
  const whole = Math.floor(hundredths / 100);
  return hundredths - whole * 100 >= 50 ? whole + 1 : whole;
}

/**
 * GST on a taxable value: CGST 9% + SGST 9% when the buyer is in the seller's state, IGST 18%
 * otherwise. Each tax is rounded on its own, as it is printed and reported on its own, so an
 * intra-state total may differ from an inter-state one by a paisa.
 */
export function gstBreakdown(
  subtotalPaise: number,
  buyerStateCode: string,
  sellerStateCode: string = SELLER_STATE_CODE,
): GstBreakdown {
  if (buyerStateCode === sellerStateCode) {
    const half = percentOfPaise(subtotalPaise, GST_RATE_PERCENT / 2);
    return {
      subtotalPaise,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
      totalPaise: subtotalPaise + 2 * half,
      supply: 'intra-state',
    };
  }
  const igst = percentOfPaise(subtotalPaise, GST_RATE_PERCENT);
  return {
    subtotalPaise,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
    totalPaise: subtotalPaise + igst,
    supply: 'inter-state',
  };
}
