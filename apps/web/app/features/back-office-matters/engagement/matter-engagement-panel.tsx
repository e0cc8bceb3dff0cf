import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { ENGAGEMENT_STATE_LABELS, type Engagement } from '@prakar/shared/matter-engagements';
import type { MatterDetail } from '@prakar/shared/matters';
import { formatRupees } from '@prakar/shared/money';
import type { ReactNode } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import {
  EngagementLetterText,
  EngagementTerms,
} from '#app/components/matters/engagement-terms.tsx';
import record from '#app/components/matters/matter-record.module.css';
import styles from '#app/features/back-office-matters/matters.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import { EngagementForm } from './engagement-form';

const nameOf = (person: { name: string; email: string } | null) =>
  person ? person.name || person.email : 'a former user';

/** Where the letter stands, as the firm's staff follow it: sent, accepted, the advance paid. */
function EngagementState({ engagement }: { engagement: Engagement }) {
  const { acceptance, advance } = engagement;
  const facts: [string, ReactNode][] = [
    ['State', ENGAGEMENT_STATE_LABELS[engagement.state]],
    ['Sent', `${formatIndianDateTime(engagement.sentAt)} by ${nameOf(engagement.sentBy)}`],
  ];
  if (acceptance) {
    facts.push(
      ['Accepted', `${formatIndianDateTime(acceptance.at)} by ${nameOf(acceptance.by)}`],
      ['From the address', acceptance.ip],
      ['Browser', acceptance.userAgent],
      ['SHA-256 of the letter', <code key="hash">{acceptance.letterSha256}</code>],
    );
  }
  if (advance) {
    facts.push([
      'Advance',
      `${formatRupees(advance.totalPaise)} with GST, ${advance.orderNumber}, ${
        advance.paidAt
          ? `paid ${formatIndianDateTime(advance.paidAt)}${advance.invoiceNumber ? `, invoice ${advance.invoiceNumber}` : ''}`
          : 'not paid yet'
      }`,
    ]);
  }
  return (
    <dl className={record.facts}>
      {facts.map(([term, value]) => [
        <dt key={`${term}-t`}>{term}</dt>,
        <dd key={`${term}-d`}>{value}</dd>,
      ])}
    </dl>
  );
}

/**
 * The matter's engagement letter on the staff's page: the form that accepts a request with it,
 * then where it stands, its terms and the letter as sent.
 */
export function MatterEngagementPanel({ matter }: { matter: MatterDetail }) {
  const read = useApiQuery(matterEngagementsApi.staffGet, { params: { id: matter.id } });
  let body: ReactNode;
  if (read.isPending) body = <p role="status">Loading the engagement letter…</p>;
  else if (read.isError) {
    body = (
      <LoadError
        message="We could not load the engagement letter."
        onRetry={() => void read.refetch()}
      />
    );
  } else if (read.data.engagement) {
    const { engagement } = read.data;
    body = (
      <>
        <EngagementState engagement={engagement} />
        <EngagementTerms engagement={engagement} />
        <details>
          <summary>The letter as sent</summary>
          <EngagementLetterText engagement={engagement} />
        </details>
      </>
    );
  } else if (matter.status === 'requested') body = <EngagementForm matter={matter} />;
  else body = <p className={styles.muted}>No engagement letter was written for this matter.</p>;
  return (
    <section aria-labelledby="matter-engagement-heading" className={styles.panel}>
      <h2 id="matter-engagement-heading">Engagement letter</h2>
      {body}
    </section>
  );
}
