import type { Engagement } from '@prakar/shared/matter-engagements';
import { formatRupees } from '@prakar/shared/money';
import { Fragment } from 'react';
import record from './matter-record.module.css';

/**
 * An engagement letter's money, as the firm sent it: the fee and the advance, each before GST,
 * its GST and with it. The client and the firm's staff read the same lines.
 */
export function EngagementTerms({ engagement }: { engagement: Engagement }) {
  const rate = engagement.gstRatePercent;
  const rows: [string, number][] = [
    ['Fee before GST', engagement.feePaise],
    [`GST at ${rate}% on the fee`, engagement.feeGstPaise],
    ['Fee with GST', engagement.feePaise + engagement.feeGstPaise],
    ['Advance before GST', engagement.advancePaise],
    [`GST at ${rate}% on the advance`, engagement.advanceGstPaise],
    ['Advance with GST', engagement.advancePaise + engagement.advanceGstPaise],
  ];
  return (
    <dl className={record.facts}>
      <dt>From</dt>
      <dd>{engagement.firm}</dd>
      {rows.map(([term, paise]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{formatRupees(paise)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The letter word for word, as it was sent and as its acceptance's hash was taken of. */
export function EngagementLetterText({ engagement }: { engagement: Engagement }) {
  return <p className={record.words}>{engagement.letter}</p>;
}
