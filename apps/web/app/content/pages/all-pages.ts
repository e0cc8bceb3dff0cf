import type { AppRoute } from '@prakar/shared/routes';
import type { ScreenCopy } from '#app/content/screen-copy.ts';
import { copy as about } from './about';
import { copy as accessibility } from './accessibility';
import { copy as addCart } from './add-cart';
import { copy as assessmentsAppeals } from './assessments-appeals';
import { copy as backOffice } from './back-office';
import { copy as backOfficeCareers } from './back-office-careers';
import { copy as backOfficeLeads } from './back-office-leads';
import { copy as backOfficeMatters } from './back-office-matters';
import { copy as backOfficeOrders } from './back-office-orders';
import { copy as backOfficeOrganisations } from './back-office-organisations';
import { copy as backOfficeSales } from './back-office-sales';
import { copy as careers } from './careers';
import { copy as catalogue } from './catalogue';
import { copy as changePass } from './change-pass';
import { copy as checkout } from './checkout';
import { copy as cloudworkspace } from './cloudworkspace';
import { copy as contactUs } from './contact-us';
import { copy as customer } from './customer';
import { copy as digitalservices } from './digitalservices';
import { copy as eForm16 } from './e-form16';
import { copy as ePoi } from './e-poi';
import { copy as error } from './error';
import { copy as footer } from './footer';
import { copy as forgotPass } from './forgot-pass';
import { copy as home } from './home';
import { copy as itrfilling } from './itrfilling';
import { copy as login } from './login';
import { copy as matters } from './matters';
import { copy as mattersNew } from './matters-new';
import { copy as mySubscription } from './my-subscription';
import { copy as navComponent } from './nav-component';
import { copy as onlineDisputeResolutionOdr } from './online-dispute-resolution-odr';
import { copy as paymentRequest } from './payment-request';
import { copy as paynow } from './paynow';
import { copy as privacyPolicy } from './privacy-policy';
import { copy as productDashboard } from './product-dashboard';
import { copy as refundPolicy } from './refund-policy';
import { copy as resetPassword } from './reset-password';
import { copy as securityAndPrivacy } from './security-and-privacy';
import { copy as selffilling } from './selffilling';
import { copy as signUp } from './sign-up';
import { copy as sitemap } from './sitemap';
import { copy as tds } from './tds';
import { copy as terms } from './terms';
import { copy as transactionHistory } from './transaction-history';
import { copy as transferPricingInternationalTaxation } from './transfer-pricing-international-taxation';
import { copy as tribunalQuasiJudicialForums } from './tribunal-quasi-judicial-forums';
import { copy as userManagement } from './user-management';
import { copy as userManagementAccessControl } from './user-management-access-control';
import { copy as userManagementUsers } from './user-management-users';
import { copy as userProfile } from './user-profile';

/**
 * Every screen's copy in one table, for tests and tooling only: pages import their own file so
 * each screen's bundle carries only its own text.
 */
export const allPageCopy: Record<AppRoute, ScreenCopy> = {
  home: home,
  login: login,
  'sign-up': signUp,
  error: error,
  'privacy-policy': privacyPolicy,
  'security-and-privacy': securityAndPrivacy,
  terms: terms,
  'forgot-pass': forgotPass,
  'reset-password': resetPassword,
  'product-dashboard': productDashboard,
  'add-cart': addCart,
  checkout: checkout,
  'payment-request': paymentRequest,
  about: about,
  'contact-us': contactUs,
  careers: careers,
  customer: customer,
  cloudworkspace: cloudworkspace,
  digitalservices: digitalservices,
  'E-poi': ePoi,
  selffilling: selffilling,
  itrfilling: itrfilling,
  tds: tds,
  'e-form16': eForm16,
  assessments_appeals: assessmentsAppeals,
  transfer_pricing_international_taxation: transferPricingInternationalTaxation,
  tribunal_quasi_judicial_forums: tribunalQuasiJudicialForums,
  online_dispute_resolution_odr: onlineDisputeResolutionOdr,
  sitemap: sitemap,
  'refund-policy': refundPolicy,
  accessibility: accessibility,
  'nav-component': navComponent,
  footer: footer,
  'change-pass': changePass,
  'user-profile': userProfile,
  'user-management': userManagement,
  'user-management/users': userManagementUsers,
  'user-management/access-control': userManagementAccessControl,
  'transaction-history': transactionHistory,
  matters: matters,
  'matters/new': mattersNew,
  'my-subscription': mySubscription,
  paynow: paynow,
  catalogue: catalogue,
  'back-office/sales': backOfficeSales,
  'back-office/careers': backOfficeCareers,
  'back-office': backOffice,
  'back-office/orders': backOfficeOrders,
  'back-office/organisations': backOfficeOrganisations,
  'back-office/leads': backOfficeLeads,
  'back-office/matters': backOfficeMatters,
};
