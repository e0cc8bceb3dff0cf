import { z } from 'zod';
import { MAX_LINK_PAISE } from './money.ts';
import { rupeesInputSchema } from './rupees-input.ts';
import { multiLine } from './text.ts';

/*
 * The engagement letter of an advisory matter (issue 47, docs/decisions/0086): staff accept a
 * client's request by writing it (the work, the fee and the advance, before GST), and a user of
 * the organisation with the Advisory matters power accepts it with a code mailed to them. The
 * advance then becomes an order of the ordinary payment flow.
 */

/** The mailed code: six digits, good for ten minutes and five tries. */
export const ENGAGEMENT_CODE_DIGITS = 6;
export const ENGAGEMENT_CODE_MINUTES = 10;
export const ENGAGEMENT_CODE_TRIES = 5;

export const ADVANCE_OVER_FEE_MESSAGE = 'The advance cannot be more than the fee.';
export const CODE_FORMAT_MESSAGE = `Enter the ${ENGAGEMENT_CODE_DIGITS}-digit code from the e-mail.`;
export const WRONG_CODE_MESSAGE = 'That code is not right. Check the e-mail and try again.';
export const EXPIRED_CODE_MESSAGE = 'That code has expired. Send yourself a new one.';
export const NO_CODE_MESSAGE = 'Send yourself a code first, then enter it here.';
export const SPENT_CODE_MESSAGE = 'Too many wrong tries with that code. Send yourself a new one.';

export const writeEngagementSchema = z
  .strictObject({
    scope: multiLine(
      z
        .string({ error: 'Describe the work the firm will do.' })
        .trim()
        .min(10, 'Describe the work the firm will do.')
        .max(5000, 'Please keep the scope under 5,000 characters.'),
    ),
    fee: rupeesInputSchema({
      min: 100,
      max: MAX_LINK_PAISE,
      maxMessage: 'A fee can be at most ₹1 crore.',
    }),
    advance: rupeesInputSchema({
      min: 100,
      max: MAX_LINK_PAISE,
      maxMessage: 'An advance can be at most ₹1 crore.',
    }),
  })
  .refine((engagement) => engagement.advance <= engagement.fee, {
    path: ['advance'],
    message: ADVANCE_OVER_FEE_MESSAGE,
  });
export type WriteEngagementInput = z.input<typeof writeEngagementSchema>;
export type WriteEngagement = z.output<typeof writeEngagementSchema>;

export const acceptEngagementSchema = z.strictObject({
  code: z
    .string({ error: CODE_FORMAT_MESSAGE })
    .trim()
    .regex(new RegExp(`^\\d{${ENGAGEMENT_CODE_DIGITS}}$`), CODE_FORMAT_MESSAGE),
});
export type AcceptEngagement = z.infer<typeof acceptEngagementSchema>;

/** Where the letter stands: sent and waiting, accepted, or accepted with the advance paid. */
export const ENGAGEMENT_STATES = ['sent', 'accepted', 'advance_paid'] as const;
export type EngagementState = (typeof ENGAGEMENT_STATES)[number];

export const ENGAGEMENT_STATE_LABELS: Record<EngagementState, string> = {
  sent: 'Sent, awaiting acceptance',
  accepted: 'Accepted, advance unpaid',
  advance_paid: 'Advance paid',
};

const personSchema = z.object({ name: z.string(), email: z.string() });

export const engagementSchema = z.object({
  state: z.enum(ENGAGEMENT_STATES),
  /** The firm the letter is from. */
  firm: z.string(),
  scope: z.string(),
  /** The rate of GST on the fee and the advance, as the invoices charge it. */
  gstRatePercent: z.number(),
  feePaise: z.number().int(),
  feeGstPaise: z.number().int(),
  advancePaise: z.number().int(),
  advanceGstPaise: z.number().int(),
  /** The letter as sent, word for word: what the acceptance's hash is of. */
  letter: z.string(),
  /** ISO 8601. */
  sentAt: z.string(),
  sentBy: personSchema.nullable(),
  acceptance: z
    .object({
      at: z.string(),
      by: personSchema.nullable(),
      ip: z.string(),
      userAgent: z.string(),
      letterSha256: z.string(),
    })
    .nullable(),
  /** The advance's order, once the letter is accepted; paid through `/payment-request?ref=`. */
  advance: z
    .object({
      reference: z.string(),
      orderNumber: z.string(),
      totalPaise: z.number().int(),
      paidAt: z.string().nullable(),
      invoiceNumber: z.string().nullable(),
    })
    .nullable(),
});
export type Engagement = z.infer<typeof engagementSchema>;

/** A matter's engagement, or null while none has been written. */
export const matterEngagementSchema = z.object({ engagement: engagementSchema.nullable() });
export type MatterEngagement = z.infer<typeof matterEngagementSchema>;

export const engagementCodeSentSchema = z.object({
  /** The address the code went to: the caller's own. */
  sentTo: z.string(),
  /** ISO 8601: when the code stops working. */
  expiresAt: z.string(),
});
export type EngagementCodeSent = z.infer<typeof engagementCodeSentSchema>;
