import type { Subscription } from '@prakar/shared/subscriptions';
import { Link } from 'react-router';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { addToCartHref } from '#app/lib/plan-format.ts';
import {
  coverText,
  daysLeftText,
  endsSoon,
  planTermsText,
  renewedTerm,
  validityText,
} from '#app/lib/subscription-text.ts';
import styles from './subscriptions.module.css';

function DaysLeft({ subscription }: { subscription: Subscription }) {
  if (subscription.status === 'expired') return <>—</>;
  const text = daysLeftText(subscription.daysLeft);
  return endsSoon(subscription) ? <strong className={styles.soon}>{text}</strong> : text;
}

/** The cart with the last plan bought in it: a renewal, or buying again once it has run out. */
function RenewLink({ subscription }: { subscription: Subscription }) {
  const renewed = renewedTerm(subscription);
  return (
    <Link
      to={addToCartHref(renewed.planCode)}
      className={`${table.rowButton} ${styles.rowLink}`}
      data-print="hide"
    >
      {subscription.status === 'expired' ? 'Buy again' : 'Renew'}
      <span className="visually-hidden">
        {' '}
        {subscription.productName} {renewed.planName}
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
    <ScrollingTable caption="Subscriptions" busy={busy} className={styles.table}>
      <Table.HeaderRow
        labels={[
          'Product',
          showOrganisation && 'Organisation',
          'Plan',
          'Covers',
          'Valid',
          'Status',
          'Days left',
        ]}
        actions={canRenew}
      />
      <Table.Body>
        {subscriptions.map((subscription) => (
          <Table.Row key={subscription.id}>
            <Table.RowHeader>
              <span className="unbroken">{subscription.productName}</span>
            </Table.RowHeader>
            {showOrganisation ? (
              <Table.Cell label="Organisation">{subscription.organisationName}</Table.Cell>
            ) : null}
            <Table.Cell label="Plan">{planTermsText(subscription)}</Table.Cell>
            <Table.Cell label="Covers">{coverText(subscription)}</Table.Cell>
            <Table.Cell label="Valid">{validityText(subscription)}</Table.Cell>
            <Table.Cell label="Status">
              <span className={`${table.badge} ${styles[subscription.status]}`}>
                {subscription.status === 'active' ? 'Active' : 'Expired'}
              </span>
            </Table.Cell>
            <Table.Cell label="Days left">
              <DaysLeft subscription={subscription} />
            </Table.Cell>
            {canRenew ? (
              <Table.Cell wide>
                <RenewLink subscription={subscription} />
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
