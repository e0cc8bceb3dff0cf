import {
  type AccessOverrides,
  type AppCode,
  effectiveApps,
  effectivePermissions,
  type Permission,
  type Role,
} from '@prakar/shared/permissions';

/**
 * Whom access control decides for: a role, whose defaults give the permissions and apps, and the
 * user's own overrides of those defaults. A signed-in caller (`CurrentUser`) is one.
 */
export interface Grantee {
  account: { role: Role };
  access: AccessOverrides;
}

/** Every permission the grantee holds: the role's own, with the admin powers as overridden. */
export function permissionsOf({ account, access }: Grantee): Permission[] {
  return effectivePermissions(account.role, access);
}

/** Whether the grantee holds a permission: their role's, as access control has adjusted it. */
export function hasPermission(grantee: Grantee, permission: Permission): boolean {
  return permissionsOf(grantee).includes(permission);
}

/** The apps the grantee may open (My Apps, the sibling apps' session check). */
export function appsOf({ account, access }: Grantee): AppCode[] {
  return effectiveApps(account.role, access);
}

/** A caller who belongs to one organisation; a signed-in caller (`CurrentUser`) is one. */
export interface OrganisationMember {
  account: { role: Role; organisationId: string };
}

/**
 * The organisation an administrative request is about: the caller's own, or for platform
 * administrators (the firm's staff) the one they name, or every one (undefined) when they name
 * none. Anyone else naming another organisation is simply kept to their own.
 */
export function organisationScope(
  current: OrganisationMember,
  requested: string | undefined,
): string | undefined {
  if (current.account.role === 'platform_admin') return requested;
  return current.account.organisationId;
}
