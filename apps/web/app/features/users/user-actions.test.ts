import type { UserSummary } from '@prakar/shared/users';
import { describe, expect, it } from 'vitest';
import { colleague } from '#tests/component/users-data.ts';
import { actionsFor, USER_ACTIONS } from './user-actions';

const user = (changes: Partial<UserSummary> = {}): UserSummary => ({ ...colleague, ...changes });

describe('actionsFor', () => {
  it('offers nothing on your own row or on a platform administrator', () => {
    expect(actionsFor(user({ isSelf: true, role: 'org_admin' }))).toEqual([]);
    expect(actionsFor(user({ role: 'platform_admin' }))).toEqual([]);
  });

  it('offers to resend or revoke a pending invitation, and nothing else', () => {
    expect(actionsFor(user({ status: 'invited', name: '' }))).toEqual([
      'resend-invitation',
      'revoke-invitation',
    ]);
  });

  it('offers an active user the other role, a reset link and deactivation', () => {
    expect(actionsFor(user())).toEqual(['make-admin', 'send-password-reset', 'deactivate']);
    expect(actionsFor(user({ role: 'org_admin' }))).toEqual([
      'make-user',
      'send-password-reset',
      'deactivate',
    ]);
  });

  it('offers no reset link to someone who cannot sign in, and reactivation once deactivated', () => {
    expect(actionsFor(user({ status: 'unverified' }))).toEqual(['make-admin', 'deactivate']);
    expect(actionsFor(user({ status: 'deactivated' }))).toEqual(['make-admin', 'reactivate']);
  });
});

describe('USER_ACTIONS', () => {
  it('asks before the steps that cannot simply be taken back, and only those', () => {
    const asking = Object.entries(USER_ACTIONS)
      .filter(([, action]) => action.confirm)
      .map(([id]) => id);
    expect(asking).toEqual(['revoke-invitation', 'make-admin', 'make-user', 'deactivate']);
  });

  it('says what a role change and deactivation do', () => {
    expect(USER_ACTIONS['make-admin'].confirm?.(user())).toEqual({
      title: 'Make Ravi Menon an administrator?',
      message:
        'Their access resets to the defaults of the Administrator role: changes made to it in Access control are undone.',
      confirmLabel: 'Make administrator',
    });
    expect(USER_ACTIONS.deactivate.confirm?.(user()).message).toContain(
      'They will be signed out everywhere at once',
    );
  });

  it('names an invited user by the address, having no name yet', () => {
    expect(USER_ACTIONS['revoke-invitation'].confirm?.(user({ name: '' })).title).toBe(
      'Revoke the invitation to ravi@example.in?',
    );
  });
});
