import type { UserSummary } from '@prakar/shared/users';
import { displayName } from '#app/components/user-list/display-name.ts';

export type UserActionId =
  | 'resend-invitation'
  | 'revoke-invitation'
  | 'make-admin'
  | 'make-user'
  | 'send-password-reset'
  | 'deactivate'
  | 'reactivate';

/** What the confirmation asks before an action that cannot simply be taken back. */
export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

interface UserAction {
  label: string;
  confirm?: (user: UserSummary) => Confirmation;
  /** The toast after it worked. */
  done: (user: UserSummary) => string;
  /** True when the user's row goes from the list afterwards. */
  removesRow?: boolean;
}

/**
 * What a change to a user refreshes besides the users list: the access-control matrix lists the
 * same people, and the audit trail records every change.
 */
export const USER_CHANGE_REFRESHES = ['access-control', 'audit'] as const;

const roleChange = (role: 'org_admin' | 'org_user', roleName: string): UserAction => ({
  label: role === 'org_admin' ? 'Make administrator' : 'Make user',
  confirm: (user) => ({
    title: `Make ${displayName(user)} ${role === 'org_admin' ? 'an administrator' : 'a user'}?`,
    message: `Their access resets to the defaults of the ${roleName} role: changes made to it in Access control are undone.`,
    confirmLabel: role === 'org_admin' ? 'Make administrator' : 'Make user',
  }),
  done: (user) =>
    `${displayName(user)} is now ${role === 'org_admin' ? 'an administrator' : 'a user'}.`,
});

export const USER_ACTIONS: Record<UserActionId, UserAction> = {
  'resend-invitation': {
    label: 'Resend invitation',
    done: (user) => `Invitation sent again to ${user.email}.`,
  },
  'revoke-invitation': {
    label: 'Revoke invitation',
    confirm: (user) => ({
      title: `Revoke the invitation to ${user.email}?`,
      message: 'The link we e-mailed stops working. You can invite them again later.',
      confirmLabel: 'Revoke invitation',
    }),
    done: (user) => `Invitation to ${user.email} revoked.`,
    removesRow: true,
  },
  'make-admin': roleChange('org_admin', 'Administrator'),
  'make-user': roleChange('org_user', 'User'),
  'send-password-reset': {
    label: 'Send password reset link',
    done: (user) => `Password reset link sent to ${user.email}.`,
  },
  deactivate: {
    label: 'Deactivate',
    confirm: (user) => ({
      title: `Deactivate ${displayName(user)}?`,
      message:
        'They will be signed out everywhere at once and cannot sign in until you reactivate them.',
      confirmLabel: 'Deactivate',
    }),
    done: (user) => `${displayName(user)} has been deactivated.`,
  },
  reactivate: {
    label: 'Reactivate',
    done: (user) => `${displayName(user)} can sign in again.`,
  },
};

/**
 * The actions a row offers, as the server would allow them: none for the administrator's own
 * row or for the firm's platform administrators; an invitation can be resent or revoked; a reset
 * link goes only to an active user (one awaiting confirmation has no password to reset yet).
 */
export function actionsFor(user: UserSummary): UserActionId[] {
  if (user.isSelf || user.role === 'platform_admin') return [];
  if (user.status === 'invited') return ['resend-invitation', 'revoke-invitation'];
  const actions: UserActionId[] = [user.role === 'org_admin' ? 'make-user' : 'make-admin'];
  if (user.status === 'active') actions.push('send-password-reset');
  actions.push(user.status === 'deactivated' ? 'reactivate' : 'deactivate');
  return actions;
}
