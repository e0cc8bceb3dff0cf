import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import type { OrganisationPage } from '@prakar/shared/back-office-organisations';
import { formatIndianDate, formatIndianDateTime } from '@prakar/shared/dates';
import { stateName } from '@prakar/shared/indian-states';
import { formatRupees } from '@prakar/shared/money';
import { ORDER_STATUS_LABELS } from '@prakar/shared/orders';
import { recordPath } from '@prakar/shared/routes';
import { ROLE_LABELS } from '@prakar/shared/users';
import { Link } from 'react-router';
import { InvoiceDownloadButton } from '#app/components/commerce/invoice-download-button.tsx';
import { LoadError } from '#app/components/content/load-error.tsx';
import { type Fact, Facts, RecordGroup } from '#app/components/content/record-parts.tsx';
import { type Counted, countText } from '#app/components/data-table/page-summary.ts';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { Timeline } from '#app/components/timeline/timeline.tsx';
import { EmailAddress } from '#app/components/ui/email-address.tsx';
import { useApiQuery } from '#app/lib/api-query.ts';
import { corporateSignInAddress } from '#app/lib/session/login-path.ts';
import { planTermsText } from '#app/lib/subscription-text.ts';
import styles from './organisations.module.css';

const none = (text: string) => <p className={styles.muted}>{text}</p>;

/** The link to a whole list: "All 12 users", or "All users (more than 1,000)" past the count's limit. */
const allOf = (list: Counted, rows: string) =>
  list.totalIsLowerBound ? `All ${rows} (${countText(list)})` : `All ${countText(list)} ${rows}`;

function Details({ organisation }: { organisation: OrganisationPage['organisation'] }) {
  const address = [
    organisation.addressLine1,
    organisation.addressLine2,
    organisation.city,
    organisation.pinCode,
  ]
    .filter(Boolean)
    .join(', ');
  const { corporateName } = organisation;
  const signInPage = corporateName ? corporateSignInAddress(corporateName) : undefined;
  const facts: Fact[] = [
    ['Legal name', organisation.legalName],
    ['GSTIN', organisation.gstin],
    ['PAN', organisation.pan],
    ['Address', address || null],
    ['State', organisation.stateCode ? (stateName(organisation.stateCode) ?? null) : null],
    ['Sign-in page', signInPage && <a href={signInPage}>{signInPage}</a>],
    ['Customer since', formatIndianDate(organisation.createdAt)],
  ];
  return <Facts facts={facts} />;
}

function OrganisationSections({ page }: { page: OrganisationPage }) {
  const { organisation, users, orders, invoices, subscriptions, leads } = page;
  const id = organisation.id;
  return (
    <div className={styles.page}>
      <RecordGroup id="organisation-details" title={organisation.name}>
        <Details organisation={organisation} />
      </RecordGroup>

      <RecordGroup
        id="organisation-users"
        title={`Users (${countText(users)})`}
        more={
          users.total > users.shown.length ? (
            <Link to={`/user-management/users?organisationId=${id}`}>{allOf(users, 'users')}</Link>
          ) : null
        }
      >
        {users.shown.length === 0 ? (
          none('No users.')
        ) : (
          <ul className={styles.list}>
            {users.shown.map((user) => (
              <li key={user.id}>
                {user.name || <EmailAddress address={user.email} />} —{' '}
                <EmailAddress address={user.email} />, {ROLE_LABELS[user.role]} ({user.status})
              </li>
            ))}
          </ul>
        )}
      </RecordGroup>

      <RecordGroup
        id="organisation-orders"
        title={`Orders (${countText(orders)})`}
        more={
          orders.total > orders.shown.length ? (
            <Link to={`/back-office/orders?organisationId=${id}`}>{allOf(orders, 'orders')}</Link>
          ) : null
        }
      >
        {orders.shown.length === 0 ? (
          none('No orders.')
        ) : (
          <ul className={styles.list}>
            {orders.shown.map((order) => (
              <li key={order.id}>
                <Link to={recordPath('back-office/orders', order.reference)}>{order.number}</Link>,{' '}
                {formatIndianDate(order.createdAt)}: {order.description},{' '}
                {formatRupees(order.totalPaise)} — {ORDER_STATUS_LABELS[order.status]}
              </li>
            ))}
          </ul>
        )}
      </RecordGroup>

      <RecordGroup
        id="organisation-invoices"
        title={`Invoices (${countText(invoices)})`}
        more={
          invoices.total > invoices.shown.length ? (
            <Link to={`/back-office/orders?organisationId=${id}&status=paid`}>
              {allOf(invoices, 'paid orders')}
            </Link>
          ) : null
        }
      >
        {invoices.shown.length === 0 ? (
          none('No invoices.')
        ) : (
          <ul className={styles.list}>
            {invoices.shown.flatMap((order) =>
              order.invoice
                ? [
                    <li key={order.invoice.id}>
                      {order.invoice.number} ({order.number}, {formatRupees(order.totalPaise)}){' '}
                      <InvoiceDownloadButton invoice={order.invoice} />
                    </li>,
                  ]
                : [],
            )}
          </ul>
        )}
      </RecordGroup>

      <RecordGroup id="organisation-subscriptions" title="Subscriptions">
        {subscriptions.length === 0 ? (
          none('No subscriptions.')
        ) : (
          <ul className={styles.list}>
            {subscriptions.map((subscription) => (
              <li key={subscription.id}>
                {subscription.productName}, {planTermsText(subscription)}:{' '}
                {formatIndianDate(subscription.startsOn)} to {formatIndianDate(subscription.endsOn)}{' '}
                ({subscription.status === 'active' ? 'active' : 'expired'})
              </li>
            ))}
          </ul>
        )}
      </RecordGroup>

      <RecordGroup id="organisation-leads" title="Leads from its addresses">
        {leads.length === 0 ? (
          none('No messages from its users’ addresses.')
        ) : (
          <ul className={styles.list}>
            {leads.map((lead) => (
              <li key={lead.id}>
                {formatIndianDateTime(lead.createdAt)}: {lead.subject || '(no subject)'} — from{' '}
                {lead.name} (<EmailAddress address={lead.email} />)
              </li>
            ))}
          </ul>
        )}
      </RecordGroup>

      <RecordGroup id="organisation-timeline" title="What happened">
        <Timeline endpoint={backOfficeOrganisationsApi.timeline} params={{ id }} />
      </RecordGroup>
    </div>
  );
}

/** One organisation for the firm's staff: what it is, who works there, what it bought and asked. */
export function OrganisationPageSection({ id }: { id: string }) {
  const page = useApiQuery(backOfficeOrganisationsApi.get, { params: { id } });
  if (page.isPending) return <p role="status">Loading the organisation…</p>;
  if (page.isError) {
    return page.error.status === 404 || page.error.status === 400 ? (
      <FormMessage tone="error">
        We could not find that organisation.{' '}
        <Link to="/back-office/organisations">Search the organisations</Link>
      </FormMessage>
    ) : (
      <LoadError
        message="We could not load the organisation."
        onRetry={() => void page.refetch()}
      />
    );
  }
  return <OrganisationSections page={page.data} />;
}
