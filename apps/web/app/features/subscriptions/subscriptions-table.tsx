import '#app/lib/zod-jitless.ts';
import type { Subscription } from '@prakar/shared/subscriptions';
import { Link } from 'react-router';
import table from '#app/components/data-table/data-table.module.css';
import { TableScroller } from '#app/components/data-table/table-scroller.tsx';
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
    <TableScroller captionId="subscriptions-caption" busy={busy}>
      <table className={`${table.table} ${styles.table}`}>
        <caption id="subscriptions-caption" className="visually-hidden">
          Subscriptions
        </caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            {showOrganisation ? <th scope="col">Organisation</th> : null}
            <th scope="col">Plan</th>
            <th scope="col">Covers</th>
            <th scope="col">Valid</th>
            <th scope="col">Status</th>
            <th scope="col">Days left</th>
            {canRenew ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {subscriptions.map((subscription) => (
            <tr key={subscription.id}>
              <th scope="row">{subscription.productName}</th>
              {showOrganisation ? <td>{subscription.organisationName}</td> : null}
              <td>{subscription.planName}</td>
              <td>
                {planLimitLabel({
                  limitUnit: subscription.limitUnit,
                  limitValue: subscription.seats,
                })}
              </td>
              <td>{validityText(subscription)}</td>
              <td>
                <span className={`${table.badge} ${styles[subscription.status]}`}>
                  {subscription.status === 'active' ? 'Active' : 'Expired'}
                </span>
              </td>
              <td>
                <DaysLeft subscription={subscription} />
              </td>
              {canRenew ? (
                <td>
                  <RenewLink subscription={subscription} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
