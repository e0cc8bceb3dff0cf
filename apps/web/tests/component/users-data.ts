import type { UserSummary } from '@prakar/shared/users';

/** A colleague in an organisation's list of users: active, and signed in before. */
export const colleague: UserSummary = {
  id: 12,
  name: 'Ravi Menon',
  email: 'ravi@example.in',
  mobile: '9820012345',
  role: 'org_user',
  status: 'active',
  lastSignInAt: '2026-11-23T08:35:09.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  organisationId: 'org-1',
  organisationName: 'Kulkarni Textiles',
  isSelf: false,
};
