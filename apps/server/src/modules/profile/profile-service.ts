import { ERROR_CODES } from '@prakar/shared/api-error';
import { roleHasPermission } from '@prakar/shared/permissions';
import type { Profile, profileResponseSchema } from '@prakar/shared/profile';
import type { z } from 'zod';
import type { Database } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import {
  accountRecords,
  type OrganisationRow,
  type UserRow,
} from '#src/modules/accounts/account-records.ts';
import { profileSaved } from '#src/modules/accounts/session-user.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';

export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const ORGANISATION_FORBIDDEN_MESSAGE =
  'Only an administrator of your organisation can change its details.';

export const STAFF_PROFILE_MESSAGE =
  'A member of staff’s profile has their name and mobile only, no organisation details.';

export function toProfileResponse(user: UserRow, organisation: OrganisationRow): ProfileResponse {
  return {
    user: { name: user.name, email: user.email, mobile: user.mobile },
    organisation: {
      name: organisation.name,
      corporateName: organisation.corporateName,
      legalName: organisation.legalName,
      pan: organisation.pan,
      gstin: organisation.gstin,
      tan: organisation.tan,
      addressLine1: organisation.addressLine1,
      addressLine2: organisation.addressLine2,
      city: organisation.city,
      stateCode: organisation.stateCode,
      pinCode: organisation.pinCode,
    },
    isProfileDataSaved: profileSaved(user, organisation),
  };
}

export function createProfileService(deps: { db: Database; now: () => Date }) {
  return {
    /** Users change their own name and mobile; organisation details need an administrator. */
    async update(
      current: CurrentUser,
      profile: Profile,
      origin: RequestOrigin,
    ): Promise<ProfileResponse> {
      const { account, organisation } = current;
      // A member of staff's profile is their own details: the firm's are no customer's billing.
      if (profile.organisation && account.role === 'platform_admin') {
        throw new HttpError(400, ERROR_CODES.validation, STAFF_PROFILE_MESSAGE, {
          organisation: STAFF_PROFILE_MESSAGE,
        });
      }
      if (profile.organisation && !roleHasPermission(account.role, 'manage:organisation:org')) {
        throw new HttpError(403, ERROR_CODES.forbidden, ORGANISATION_FORBIDDEN_MESSAGE);
      }
      return deps.db.transaction(async (tx) => {
        const repository = accountRecords(tx);
        await repository.updateUser(account.id, { name: profile.name, mobile: profile.mobile });
        if (profile.organisation) {
          const { gstin, tan, ...rest } = profile.organisation;
          await repository.updateOrganisation(organisation.id, {
            ...rest,
            gstin: gstin ?? null,
            tan: tan ?? null,
          });
        }
        const updated = await repository.findUserById(account.id);
        if (!updated) throw new Error('The user vanished while updating the profile.');
        await recordAudit(tx, deps.now(), origin, {
          action: 'profile_updated',
          actorUserId: account.id,
          organisationId: organisation.id,
          targetType: 'user',
          targetId: String(account.id),
          before: toProfileResponse(account, organisation),
          after: toProfileResponse(updated.user, updated.organisation),
        });
        return toProfileResponse(updated.user, updated.organisation);
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
