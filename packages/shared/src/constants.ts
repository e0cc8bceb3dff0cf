/**
 * The product's fixed figures and words: the 10-minute inactivity limit checked every 10 s, toasts
 * of 3 seconds and their titles, the service error text, the layout widths and the Profile Details
 * dialog (docs/product-rules.md).
 */
export const INACTIVITY_TIMEOUT_MS = 600_000;
export const INACTIVITY_POLL_MS = 10_000;
export const TOAST_DURATION_MS = 3_000;
export const TOAST_TITLES = {
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
} as const;
export const SERVICE_ERROR_TEXT = 'Failed due to service error';
/** The header is hidden below this width (a mobile menu replaces it). */
export const HEADER_MIN_WIDTH_PX = 768;
/** The mobile layout applies at and below this width. */
export const MOBILE_LAYOUT_MAX_WIDTH_PX = 600;
export const PROFILE_MODAL = {
  title: 'Profile Details',
  message:
    'Profile details are missing or incomplete. Please provide the required information to proceed.',
  button: 'Update Profile',
} as const;

/**
 * A cookie that only says "someone is signed in here" (value `1`), set and cleared with the
 * HttpOnly session cookie on the same domain. A pre-rendered page reads it before its first paint
 * and starts the app, which then asks the server who it is (docs/decisions/0050).
 */
export const SIGNED_IN_HINT_COOKIE = 'prakar_signed_in';

/**
 * Every local storage key the site uses, and the only ones: what each holds, and what clears it, is
 * in docs/product-rules.md.
 */
export const STORAGE_KEYS = {
  userData: 'UserData',
  userCart: 'UserCart',
  userId: 'UserId',
  isProfileDataSaved: 'IsProfileDataSaved',
  lastAction: 'lastAction',
  recheckCorporateName: 'RecheckCorporateName',
  isFromCorporateLandingPage: 'IsFromCorporateLandingPage',
  theme: 'Theme',
} as const;

/** The API's groups; every route lives under `/api/<Group>/…`. */
export const API_GROUPS = [
  'Masters',
  'Authentication',
  'Details',
  'Transactions',
  'Dashboard',
  'BackOffice',
] as const;
export type ApiGroup = (typeof API_GROUPS)[number];
