import type { SessionUser } from '@prakar/shared/auth';
import { type AccessOverrides, ROLE_IDS } from '@prakar/shared/permissions';
import { isProfileComplete } from '@prakar/shared/profile';
import { policyCovers } from '@prakar/shared/two-factor';
import { appsOf, permissionsOf } from '#src/modules/access/access-rules.ts';
import type { OrganisationRow, UserRow } from './accounts-repository.ts';

/**
 * `IsProfileDataSaved`: the user's and organisation's required details are filled and valid (see
 * docs/product-rules.md). The firm's own platform administrators have no customer billing profile
 * to complete, so theirs always counts as saved.
 */
export function profileSaved(user: UserRow, organisation: OrganisationRow): 'Yes' | 'No' {
  if (user.role === 'platform_admin') return 'Yes';
  return isProfileComplete({
    name: user.name,
    mobile: user.mobile,
    legalName: organisation.legalName,
    pan: organisation.pan,
    stateCode: organisation.stateCode,
    pinCode: organisation.pinCode,
  })
    ? 'Yes'
    : 'No';
}

/** The `UserData` record the browser keeps in local storage; it never carries the token. */
export function toSessionUser(
  user: UserRow,
  organisation: OrganisationRow,
  access: AccessOverrides,
): SessionUser {
  const roleId = ROLE_IDS[user.role];
  return {
    UserId: user.id,
    RoleId: roleId,
    IsAdmin: user.role !== 'org_user',
    Name: user.name,
    Email: user.email,
    OrganisationId: organisation.id,
    OrganisationName: organisation.name,
    IsProfileDataSaved: profileSaved(user, organisation),
    Permissions: permissionsOf({ account: user, access }),
    Apps: appsOf({ account: user, access }),
  };
}

/**
 * The session user of a sign-in that took no second step (a password alone, a joined invitation):
 * two-step sign-in is off, so a policy that covers the user means the set-up comes first.
 */
export function toFirstStepSessionUser({
  user,
  organisation,
  access,
}: {
  user: UserRow;
  organisation: OrganisationRow;
  access: AccessOverrides;
}): SessionUser {
  const sessionUser = toSessionUser(user, organisation, access);
  return policyCovers(organisation.twoFactorRequired, user.role)
    ? { ...sessionUser, TwoFactorSetUpRequired: true }
    : sessionUser;
}
