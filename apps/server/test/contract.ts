import { accessControlApi } from '@prakar/shared/api/access-control';
import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import { accountsApi } from '@prakar/shared/api/accounts';
import { auditApi } from '@prakar/shared/api/audit';
import { backOfficeHomeApi } from '@prakar/shared/api/back-office-home';
import { backOfficeOrdersApi } from '@prakar/shared/api/back-office-orders';
import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import { backOfficeSearchApi } from '@prakar/shared/api/back-office-search';
import { careersApi } from '@prakar/shared/api/careers';
import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import { cartApi } from '@prakar/shared/api/cart';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import { clientMattersApi } from '@prakar/shared/api/client-matters';
import { contactApi } from '@prakar/shared/api/contact';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { gatewayApi } from '@prakar/shared/api/gateway';
import { healthApi } from '@prakar/shared/api/health';
import { invitationsApi } from '@prakar/shared/api/invitations';
import { leadsApi } from '@prakar/shared/api/leads';
import { matterArchiveApi } from '@prakar/shared/api/matter-archive';
import { matterCalendarApi } from '@prakar/shared/api/matter-calendar';
import { matterDeadlineRulesApi } from '@prakar/shared/api/matter-deadline-rules';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { matterRetentionApi } from '@prakar/shared/api/matter-retention';
import { mattersApi } from '@prakar/shared/api/matters';
import { ordersApi } from '@prakar/shared/api/orders';
import { passkeysApi } from '@prakar/shared/api/passkeys';
import { paymentsApi } from '@prakar/shared/api/payments';
import { profileApi } from '@prakar/shared/api/profile';
import { refundsApi } from '@prakar/shared/api/refunds';
import { salesApi } from '@prakar/shared/api/sales';
import { savedViewsApi } from '@prakar/shared/api/saved-views';
import { securityActivityApi } from '@prakar/shared/api/security-activity';
import { subscriptionsApi } from '@prakar/shared/api/subscriptions';
import { transactionsApi } from '@prakar/shared/api/transactions';
import { twoFactorApi } from '@prakar/shared/api/two-factor';
import { usersApi } from '@prakar/shared/api/users';

/**
 * Every endpoint of the contract. openapi.test.ts checks the server serves exactly these, so an
 * endpoint left out of this list fails there.
 */
export const CONTRACT: EndpointDefinition[] = [
  accessControlApi,
  accessTokensApi,
  accountsApi,
  auditApi,
  backOfficeHomeApi,
  backOfficeOrdersApi,
  backOfficeOrganisationsApi,
  backOfficeSearchApi,
  savedViewsApi,
  careersApi,
  careersAdminApi,
  cartApi,
  catalogueApi,
  contactApi,
  gatewayApi,
  healthApi,
  invitationsApi,
  leadsApi,
  matterDeadlineRulesApi,
  mattersApi,
  clientMattersApi,
  matterDocumentsApi,
  matterCalendarApi,
  matterPapersApi,
  matterEngagementsApi,
  matterMessagesApi,
  matterArchiveApi,
  matterRetentionApi,
  ordersApi,
  paymentsApi,
  profileApi,
  securityActivityApi,
  twoFactorApi,
  passkeysApi,
  salesApi,
  refundsApi,
  subscriptionsApi,
  transactionsApi,
  usersApi,
].flatMap((api) => Object.values(api));
