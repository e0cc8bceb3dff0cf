import { usersApi } from '@prakar/shared/api/users';
import type { UserSummary } from '@prakar/shared/users';
import { useApiMutation } from '#app/lib/api-query.ts';
import { USER_CHANGE_REFRESHES, type UserActionId } from './user-actions';

/**
 * The request behind each row action. Each settles once the lists it changes (users, access
 * control, audit trail) have been read again, so the row shows what the server now holds.
 */
export function useUserActionRequests(): Record<
  UserActionId,
  (user: UserSummary) => Promise<unknown>
> {
  const refreshes = { invalidates: USER_CHANGE_REFRESHES };
  const resend = useApiMutation(usersApi.resendInvitation, refreshes);
  const revoke = useApiMutation(usersApi.revokeInvitation, refreshes);
  const changeRole = useApiMutation(usersApi.changeRole, refreshes);
  const sendReset = useApiMutation(usersApi.sendPasswordReset, refreshes);
  const deactivate = useApiMutation(usersApi.deactivate, refreshes);
  const reactivate = useApiMutation(usersApi.reactivate, refreshes);
  const of = (user: UserSummary) => ({ params: { id: user.id } });

  return {
    'resend-invitation': (user) => resend.mutateAsync(of(user)),
    'revoke-invitation': (user) => revoke.mutateAsync(of(user)),
    'make-admin': (user) => changeRole.mutateAsync({ ...of(user), body: { role: 'org_admin' } }),
    'make-user': (user) => changeRole.mutateAsync({ ...of(user), body: { role: 'org_user' } }),
    'send-password-reset': (user) => sendReset.mutateAsync(of(user)),
    deactivate: (user) => deactivate.mutateAsync(of(user)),
    reactivate: (user) => reactivate.mutateAsync(of(user)),
  };
}
