import type { AppCode, Role } from './auth.ts';

/** What a user may do; the server checks these, the menu only mirrors them. */
export const PERMISSIONS = [
  'manage:profile:own',
  'manage:organisation:org',
  'manage:users:org',
  'view:transactions:org',
  'manage:subscription:org',
  'purchase:org',
  'manage:all:platform',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Each role's defaults, in one place; per-user overrides will be layered on top. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  platform_admin: PERMISSIONS,
  org_admin: [
    'manage:profile:own',
    'manage:organisation:org',
    'manage:users:org',
    'view:transactions:org',
    'manage:subscription:org',
    'purchase:org',
  ],
  org_user: ['manage:profile:own'],
};

export function roleHasPermission(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Every role reaches every app until access control assigns apps per user. */
export const ROLE_APP_ACCESS: Record<Role, readonly AppCode[]> = {
  platform_admin: ['EPOI', 'SMART_TDS', 'EFORM16'],
  org_admin: ['EPOI', 'SMART_TDS', 'EFORM16'],
  org_user: ['EPOI', 'SMART_TDS', 'EFORM16'],
};
