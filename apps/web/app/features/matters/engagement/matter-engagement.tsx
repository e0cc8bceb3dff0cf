import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import { paymentsApi } from '@prakar/shared/api/payments';
import { formatIndianDate, formatIndianDateTime } from '@prakar/shared/dates';
import type { Engagement } from '@prakar/shared/matter-engagements';
import type { MatterDetail } from '@prakar/shared/matters';
import { formatRupees } from '@prakar/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '#app/components/content/load-error.tsx';
import {
  EngagementLetterText,
  EngagementTerms,
} from '#app/components/matters/engagement-terms.tsx';
import buttons from '#app/components/ui/button.module.css';
import styles from '#app/features/matters/matters.module.css';
import { apiHref } from '#app/lib/api-client.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { EngagementAcceptance } from './engagement-acceptance';

/** After acceptance: the advance to pay through the usual payment page, or paid with its invoice. */
function Advance({ engagement }: { engagement: Engagement }) {
  const { acceptance, advance } = engagement;
  if (!acceptance || !advance) return null;
  const accepted = `You accepted this letter on ${formatIndianDateTime(acceptance.at)}${acceptance.by ? `, as ${acceptance.by.name || acceptance.by.email}` : ''}.`;
  if (!advance.paidAt) {
    return (
      <div className={styles.detail}>
        <p>{accepted}</p>
        <p>
          The advance of {formatRupees(advance.totalPaise)} with GST (order {advance.orderNumber})
          is due now: the firm starts the work once it is paid.
        </p>
        <p>
          <Link className={buttons.primary} to={`/payment-request?ref=${advance.reference}`}>
            Pay the advance
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.detail}>
      <p>{accepted}</p>
      <p>
        <strong>Advance paid</strong> on {formatIndianDate(advance.paidAt)}:{' '}
        {formatRupees(advance.totalPaise)} with GST
        {advance.invoiceNumber ? `, tax invoice ${advance.invoiceNumber}` : ''}.
      </p>
      {advance.invoiceNumber ? (
        <p>
          <a
            className={buttons.secondary}
            href={apiHref(paymentsApi.invoice, { reference: advance.reference })}
            download
          >
            Download invoice<span className="visually-hidden"> {advance.invoiceNumber}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The matter's engagement letter as the client reads it: the firm's terms and the letter itself,
 * then how to accept it, or, once accepted, the advance to pay and its invoice.
 */
export function MatterEngagement({ matter }: { matter: MatterDetail }) {
  const read = useApiQuery(matterEngagementsApi.get, { params: { id: matter.id } });
  const heading = <h2 id="matter-engagement-heading">Engagement letter</h2>;
  const section = (body: ReactNode) => (
    <section aria-labelledby="matter-engagement-heading" className={styles.detail}>
      {heading}
      {body}
    </section>
  );
  if (read.isPending) return section(<p role="status">Loading the engagement letter…</p>);
  if (read.isError) {
    return section(
      <LoadError
        message="We could not load the engagement letter."
        onRetry={() => void read.refetch()}
      />,
    );
  }
  const { engagement } = read.data;
  if (!engagement) {
    return matter.status === 'requested'
      ? section(
          <p className={styles.muted}>
            Once the firm accepts your request, its engagement letter appears here: the work, the
            fee and the advance, for you to accept.
          </p>,
        )
      : null;
  }
  return section(
    <>
      <EngagementTerms engagement={engagement} />
      <EngagementLetterText engagement={engagement} />
      {engagement.acceptance ? (
        <Advance engagement={engagement} />
      ) : (
        <EngagementAcceptance matterId={matter.id} />
      )}
    </>,
  );
}
