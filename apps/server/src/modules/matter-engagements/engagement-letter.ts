import { createHash } from 'node:crypto';
import { formatIndianDate } from '@prakar/shared/dates';
import { GST_RATE_PERCENT, percentOfPaise } from '@prakar/shared/gst';
import {
  INCOME_TAX_ACT_NAMES,
  MATTER_KIND_LABELS,
  YEAR_TERMS,
} from '@prakar/shared/matter-deadlines';
import type { WriteEngagement } from '@prakar/shared/matter-engagements';
import { MATTER_SUBJECT_LABELS, type MatterSummary } from '@prakar/shared/matters';
import { formatRupees } from '@prakar/shared/money';
import { site } from '@prakar/shared/site';

/**
 * The letter word for word, as the client reads and accepts it: written once, when it is sent,
 * and never again, so the hash of the acceptance is of what they saw.
 */
export function engagementLetter(
  matter: Pick<MatterSummary, 'number' | 'kind' | 'subjectType' | 'subject' | 'act' | 'year'>,
  organisation: string,
  terms: WriteEngagement,
  at: Date,
): string {
  return [
    `Engagement letter for ${matter.number}`,
    `From ${site.legalName} (${site.name}) to ${organisation}, ${formatIndianDate(at.toISOString())}.`,
    '',
    `Matter: ${MATTER_KIND_LABELS[matter.kind]}, ${MATTER_SUBJECT_LABELS[matter.subjectType]} ${matter.subject}, ${YEAR_TERMS[matter.act]} ${matter.year} under the ${INCOME_TAX_ACT_NAMES[matter.act]}.`,
    '',
    'The work we will do:',
    terms.scope,
    '',
    `Our fee: ${withGst(terms.fee)}.`,
    `Advance payable on acceptance: ${withGst(terms.advance)}.`,
    'GST is charged as CGST and SGST, or as IGST, by your state, as the tax invoice shows. The balance of the fee is invoiced as the work proceeds.',
  ].join('\n');
}

/** GST on an amount before tax, at the one rate advisory fees carry. */
export const gstOn = (paise: number) => percentOfPaise(paise, GST_RATE_PERCENT);

/** "₹50,000.00 plus GST at 18% (₹9,000.00): ₹59,000.00". */
function withGst(paise: number): string {
  const gst = gstOn(paise);
  return `${formatRupees(paise)} plus GST at ${GST_RATE_PERCENT}% (${formatRupees(gst)}): ${formatRupees(paise + gst)}`;
}

export const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
