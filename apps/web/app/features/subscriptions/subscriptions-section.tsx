import { ordersApi } from '@prakar/shared/api/orders';
import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import { STAFF_PERMISSION } from '@prakar/shared/permissions';
import { subscriptionQuerySchema } from '@prakar/shared/subscriptions';
import { ProductPlanLinks } from '#app/components/commerce/product-plan-links.tsx';
import { LoadError } from '#app/components/content/load-error.tsx';
import table from '#app/components/data-table/data-table.module.css';
import { OrganisationFilter } from '#app/components/data-table/organisation-filter.tsx';
import { pagedListState } from '#app/components/data-table/paged-list.ts';
import { queryString } from '#app/components/data-table/paging-params.ts';
import { useApiQuery } from '#app/lib/api-query.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { REMINDER_NOTE } from '#app/lib/subscription-text.ts';
import { useQueryView } from '#app/lib/use-query-view.ts';
import { userHasPermission } from '#app/lib/user-permissions.ts';
import styles from './subscriptions.module.css';
import { SubscriptionsTable } from './subscriptions-table';

/** Platform administrators only: one organisation's subscriptions, or every one's. */
interface SubscriptionView {
  organisationId: string;
}

function viewFromSearch(params: URLSearchParams): SubscriptionView {
  const organisationId = params.get('organisationId')?.trim() ?? '';
  const valid = subscriptionQuerySchema.shape.organisationId.safeParse(organisationId).success;
  return { organisationId: valid ? organisationId : '' };
}

function searchOfView(view: SubscriptionView): string {
  const params = new URLSearchParams();
  if (view.organisationId) params.set('organisationId', view.organisationId);
  return queryString(params);
}

function statusText(loading: boolean, count: number | undefined, filtered: boolean): string {
  if (loading) return 'Loading subscriptions…';
  if (count !== 0) return '';
  return filtered ? 'This organisation has no subscriptions.' : 'No subscriptions yet.';
}

/**
 * Each product's subscription: plan, what it covers, its dates and how long it has left, with a
 * renewal through the cart for those who may buy. Platform administrators see every
 * organisation's, and can narrow them to one (kept in the address, like every list's filters).
 */
export function SubscriptionsSection() {
  const { view, show } = useQueryView(viewFromSearch, searchOfView);
  const user = useCurrentUser();
  const platformAdmin = user ? userHasPermission(user, STAFF_PERMISSION) : false;
  // The firm's own staff buy for nobody: renewing is for the organisation's own buyers.
  const canRenew =
    !platformAdmin && user !== null && userHasPermission(user, ordersApi.create.permission);
  const subscriptions = useApiQuery(
    subscriptionsApi.list,
    { query: { organisationId: view.organisationId || undefined } },
    { keepPrevious: true },
  );
  const { shown, loading, busy, failure } = pagedListState(subscriptions);
  const count = shown?.subscriptions.length;

  return (
    <section aria-labelledby="subscriptions-heading" className={table.listSection}>
      <h2 id="subscriptions-heading">Subscriptions</h2>
      <p className={styles.note}>
        {REMINDER_NOTE}
        {canRenew || platformAdmin
          ? ''
          : ' To renew, ask your organisation’s administrator: buying needs their permission.'}
      </p>
      {platformAdmin ? (
        <div className={styles.filters} data-print="hide">
          <OrganisationFilter
            id="subscriptions-organisation"
            value={view.organisationId}
            onChange={(organisationId) => show({ organisationId })}
          />
        </div>
      ) : null}
      <p role="status" className={count === 0 && !loading ? table.empty : table.summary}>
        {statusText(loading, count, view.organisationId !== '')}
      </p>
      {count === 0 && !loading && !platformAdmin ? (
        <p className={styles.emptyHelp}>
          Subscriptions appear here once paid for. See the plans of <ProductPlanLinks />.
        </p>
      ) : null}
      {failure ? (
        <LoadError
          message="We could not load the subscriptions."
          onRetry={() => void subscriptions.refetch()}
        />
      ) : null}
      {shown && shown.subscriptions.length > 0 ? (
        <SubscriptionsTable
          subscriptions={shown.subscriptions}
          busy={busy}
          showOrganisation={platformAdmin}
          canRenew={canRenew}
        />
      ) : null}
    </section>
  );
}
