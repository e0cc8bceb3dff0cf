/** Business constants of the specification (§8, §9). */
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
 * Local storage keys, named as the specification names them. It also lists URID, AllServices,
 * Categories and ECommorceSelectedClient without saying what they hold, so the site keeps nothing
 * under those names.
 */
export const STORAGE_KEYS = {
  userData: 'UserData',
  userCart: 'UserCart',
  userId: 'UserId',
  isProfileDataSaved: 'IsProfileDataSaved',
  lastAction: 'lastAction',
  recheckCorporateName: 'RecheckCorporateName',
  isFromCorporateLandingPage: 'IsFromCorporateLandingPage',
} as const;

/** The API's groups (spec §7); every route lives under `/api/<Group>/…`. */
export const API_GROUPS = [
  'Masters',
  'Authentication',
  'Details',
  'Transactions',
  'Dashboard',
] as const;
export type ApiGroup = (typeof API_GROUPS)[number];
