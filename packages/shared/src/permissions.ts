export const ROLES = ['platform_admin', 'org_admin', 'org_user'] as const;
export type Role = (typeof ROLES)[number];
/** The numeric `RoleId` each role has in the user record (`UserData`). */
export const ROLE_IDS = { platform_admin: 1, org_admin: 2, org_user: 3 } as const satisfies Record<
  Role,
  number
>;
export type RoleId = (typeof ROLE_IDS)[Role];

/** The firm's three products, as apps a user may open. */
export const APP_CODES = ['EPOI', 'SMART_TDS', 'EFORM16'] as const;
export type AppCode = (typeof APP_CODES)[number];

/** The admin powers access control can give or take away per user. */
export const ADMIN_POWERS = [
  'manage:users:org',
  'view:transactions:org',
  'manage:subscription:org',
  'purchase:org',
  'view:matters:org',
] as const;
export type AdminPower = (typeof ADMIN_POWERS)[number];

/** An organisation administrator's defaults: their own profile, the organisation's, every admin power. */
const ORGANISATION_ADMIN_PERMISSIONS = [
  'manage:profile:own',
  'manage:organisation:org',
  ...ADMIN_POWERS,
] as const;

/** The firm's own staff: the back office, and every organisation's records. */
export const STAFF_PERMISSION = 'manage:all:platform';

/** What a user may do; the server checks these, the menu only mirrors them. */
export const PERMISSIONS = [...ORGANISATION_ADMIN_PERMISSIONS, STAFF_PERMISSION] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The columns of the access-control matrix: the apps a user may open, then the admin powers. */
export const ACCESS_ITEMS = [...APP_CODES, ...ADMIN_POWERS] as const;
export type AccessItem = (typeof ACCESS_ITEMS)[number];

export const ACCESS_LABELS: Record<AccessItem, string> = {
  EPOI: 'E-POI',
  SMART_TDS: 'Smart TDS',
  EFORM16: 'E-Form16',
  'manage:users:org': 'Manage users',
  'view:transactions:org': 'View transactions',
  'manage:subscription:org': 'Manage subscription',
  'purchase:org': 'Purchase',
  'view:matters:org': 'Advisory matters',
};

/** Each role's own permissions; for the admin powers these are only the defaults. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  platform_admin: PERMISSIONS,
  org_admin: ORGANISATION_ADMIN_PERMISSIONS,
  org_user: ['manage:profile:own'],
};

/** Every role may open every app until access control says otherwise. */
export const ROLE_APP_ACCESS: Record<Role, readonly AppCode[]> = {
  platform_admin: APP_CODES,
  org_admin: APP_CODES,
  org_user: APP_CODES,
};

/** A user's own changes to the role's defaults: item → allowed. */
export type AccessOverrides = Partial<Record<AccessItem, boolean>>;

const isApp = (item: AccessItem): item is AppCode =>
  (APP_CODES as readonly string[]).includes(item);

/** What the role alone gives for one column of the matrix. */
export function roleDefault(role: Role, item: AccessItem): boolean {
  return isApp(item) ? ROLE_APP_ACCESS[role].includes(item) : ROLE_PERMISSIONS[role].includes(item);
}

/**
 * A user's access: the role's defaults with their own overrides on top. Platform administrators
 * (the firm's staff) always have everything; access control does not apply to them.
 */
export function effectiveAccess(
  role: Role,
  overrides: AccessOverrides = {},
): Record<AccessItem, boolean> {
  const access = {} as Record<AccessItem, boolean>;
  for (const item of ACCESS_ITEMS) {
    access[item] = role === 'platform_admin' ? true : (overrides[item] ?? roleDefault(role, item));
  }
  return access;
}

/** Every permission the user holds: the role's own ones, with the admin powers as overridden. */
export function effectivePermissions(role: Role, overrides: AccessOverrides = {}): Permission[] {
  const access = effectiveAccess(role, overrides);
  const own = ROLE_PERMISSIONS[role].filter(
    (permission) => !(ADMIN_POWERS as readonly string[]).includes(permission),
  );
  return [...own, ...ADMIN_POWERS.filter((power) => access[power])];
}

/** The apps the user may open. */
export function effectiveApps(role: Role, overrides: AccessOverrides = {}): AppCode[] {
  const access = effectiveAccess(role, overrides);
  return APP_CODES.filter((app) => access[app]);
}

export function roleHasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
