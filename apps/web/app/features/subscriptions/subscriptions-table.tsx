import '#app/lib/zod-jitless.ts';
import type { Subscription } from '@prakar/shared/subscriptions';
import { Link } from 'react-router';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import {
  Body,
  Cell,
  ColumnHeader,
  Head,
  Row,
  RowHeader,
} from '#app/components/data-table/stacked-table.tsx';
import { addToCartHref, planLimitLabel } from '#app/lib/plan-format.ts';
import { daysLeftText, endsSoon, validityText } from '#app/lib/subscription-text.ts';
import styles from './subscriptions.module.css';

function DaysLeft({ subscription }: { subscription: Subscription }) {
  if (subscription.status === 'expired') return <>—</>;
  const text = daysLeftText(subscription.daysLeft);
  return endsSoon(subscription) ? <strong className={styles.soon}>{text}</strong> : text;
}

/** The cart with the same plan in it: a renewal, or buying again once it has run out. */
function RenewLink({ subscription }: { subscription: Subscription }) {
  return (
    <Link
      to={addToCartHref(subscription.planCode)}
      className={`${table.rowButton} ${styles.rowLink}`}
      data-print="hide"
    >
      {subscription.status === 'expired' ? 'Buy again' : 'Renew'}
      <span className="visually-hidden">
        {' '}
        {subscription.productName} {subscription.planName}
      </span>
    </Link>
  );
}

/**
 * One row per subscription, the product as the row's header. Platform administrators, who see
 * every organisation, also get whose it is; those who may buy get a renewal link on each row.
 */
export function SubscriptionsTable({
  subscriptions,
  busy,
  showOrganisation,
  canRenew,
}: {
  subscriptions: readonly Subscription[];
  busy: boolean;
  showOrganisation: boolean;
  canRenew: boolean;
}) {
  return (
    <ScrollingTable
      captionId="subscriptions-caption"
      caption="Subscriptions"
      busy={busy}
      className={styles.table}
    >
      <Head>
        <Row>
          <ColumnHeader>Product</ColumnHeader>
          {showOrganisation ? <ColumnHeader>Organisation</ColumnHeader> : null}
          <ColumnHeader>Plan</ColumnHeader>
          <ColumnHeader>Covers</ColumnHeader>
          <ColumnHeader>Valid</ColumnHeader>
          <ColumnHeader>Status</ColumnHeader>
          <ColumnHeader>Days left</ColumnHeader>
          {canRenew ? (
            <ColumnHeader>
              <span className="visually-hidden">Actions</span>
            </ColumnHeader>
          ) : null}
        </Row>
      </Head>
      <Body>
        {subscriptions.map((subscription) => (
          <Row key={subscription.id}>
            <RowHeader>{subscription.productName}</RowHeader>
            {showOrganisation ? (
              <Cell label="Organisation">{subscription.organisationName}</Cell>
            ) : null}
            <Cell label="Plan">{subscription.planName}</Cell>
            <Cell label="Covers">
              {planLimitLabel({
                limitUnit: subscription.limitUnit,
                limitValue: subscription.seats,
              })}
            </Cell>
            <Cell label="Valid">{validityText(subscription)}</Cell>
            <Cell label="Status">
              <span className={`${table.badge} ${styles[subscription.status]}`}>
                {subscription.status === 'active' ? 'Active' : 'Expired'}
              </span>
            </Cell>
            <Cell label="Days left">
              <DaysLeft subscription={subscription} />
            </Cell>
            {canRenew ? (
              <Cell wide>
                <RenewLink subscription={subscription} />
              </Cell>
            ) : null}
          </Row>
        ))}
      </Body>
    </ScrollingTable>
  );
}
