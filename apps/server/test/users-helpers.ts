import { accountsApi } from '@prakar/shared/api/accounts';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { invitationsApi } from '@prakar/shared/api/invitations';
import { profileApi } from '@prakar/shared/api/profile';
import { usersApi } from '@prakar/shared/api/users';
import type { InviteRole } from '@prakar/shared/users';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { App } from '#src/app.ts';
import { users } from '#src/db/schema.ts';
import {
  randomIp,
  STRONG_PASSWORD,
  signIn,
  signUpBody,
  tokenFromMail,
  uniqueEmail,
} from './accounts-helpers.ts';
import { PLATFORM_ADMIN } from './build-test-app.ts';
import { type CallArgs, type CallInput, call } from './call.ts';
import { setUpTwoStep, signInWithCode } from './two-step-helpers.ts';

/** Requests as a signed-in user: their session cookie, the CSRF header and an address of its own. */
export function as(app: App, cookie: string) {
  return <E extends EndpointDefinition>(endpoint: E, ...[input]: CallArgs<E>) =>
    call(app, endpoint, { ip: randomIp(), ...input, cookie } as CallInput<E>);
}

/** What a signed-in user's requests go through. */
export type Call = ReturnType<typeof as>;

/** A signed-in user, as the helpers return one. */
export interface Caller {
  call: Call;
}

export const COMPLETE_ORGANISATION = {
  legalName: 'Kulkarni Textiles Private Limited',
  pan: 'AAPFU0939F',
  gstin: '27AAPFU0939F1ZV',
  addressLine1: 'Plot 14, MIDC Bhosari',
  city: 'Pune',
  stateCode: '27',
  pinCode: '411026',
};

/** A verified administrator of a new organisation, signed in, with a complete profile. */
export async function newAdmin(app: App, organisationName = 'Kulkarni Textiles') {
  const email = uniqueEmail('admin');
  const ip = randomIp();
  const body = signUpBody(email, { organisationName });
  const signUp = await call(app, accountsApi.signUp, { body, ip });
  if (signUp.statusCode !== 201) throw new Error(`Sign-up failed: ${signUp.body}`);
  const token = await tokenFromMail(app, email, 'verify');
  await call(app, accountsApi.verifyEmail, { body: { token }, ip });
  const session = await signIn(app, email);
  const request = as(app, session.cookie);
  const profile = await request(profileApi.save, {
    body: {
      name: 'Asha Kulkarni',
      mobile: '9820012345',
      organisation: COMPLETE_ORGANISATION,
    },
  });
  if (profile.statusCode !== 200) throw new Error(`Profile failed: ${profile.body}`);
  const { UserId, OrganisationId: organisationId } = session.user;
  return { email, id: UserId as number, organisationId, cookie: session.cookie, call: request };
}

/** The firm's administrator of an app built with `env: PLATFORM_ADMIN_ENV`, signed in. */
export async function signInPlatformAdmin(app: App) {
  const session = await signInWithCode(app, PLATFORM_ADMIN);
  return {
    id: session.user.UserId as number,
    organisationId: session.user.OrganisationId,
    cookie: session.cookie,
    call: as(app, session.cookie),
  };
}

/**
 * The firm's administrator and a customer organisation's, signed in before the file's tests; a
 * test may put either back signed in anew.
 */
export function useStaffAndCustomer(app: () => App) {
  const signedIn = {} as {
    staff: Awaited<ReturnType<typeof signInPlatformAdmin>>;
    customer: Awaited<ReturnType<typeof newAdmin>>;
  };
  beforeAll(async () => {
    signedIn.staff = await signInPlatformAdmin(app());
    signedIn.customer = await newAdmin(app());
  });
  return signedIn;
}

/** Another member of the firm's staff, who never signs in but can be given work. */
export async function addStaffMember(app: App, name: string) {
  const [platform] = await app.database.db
    .select({ organisationId: users.organisationId })
    .from(users)
    .where(eq(users.email, PLATFORM_ADMIN.email));
  const email = uniqueEmail('colleague');
  const [row] = await app.database.db
    .insert(users)
    .values({
      email,
      name,
      role: 'platform_admin',
      status: 'active',
      organisationId: platform?.organisationId ?? '',
      createdAt: new Date(),
    })
    .returning({ id: users.id });
  return { id: row?.id ?? 0, name, email };
}

/** Invites `email` as `role`, accepts from the mail, signs in; returns the new member. */
export async function inviteAndJoin(
  app: App,
  admin: Caller,
  role: InviteRole = 'org_user',
  email = uniqueEmail('member'),
  name = 'Ravi Menon',
) {
  const invited = await admin.call(usersApi.invite, { body: { email, role } });
  if (invited.statusCode !== 201) throw new Error(`Invitation failed: ${invited.body}`);
  const token = await invitationToken(app, email);
  const accepted = await call(app, invitationsApi.accept, {
    body: {
      token,
      name,
      mobile: '9876543210',
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
    },
    ip: randomIp(),
  });
  if (accepted.statusCode !== 200) throw new Error(`Accepting failed: ${accepted.body}`);
  const session = await signIn(app, email);
  const request = as(app, session.cookie);
  // Staff set two-step sign-in up at their first sign-in, before anything else.
  if (role === 'platform_admin') await setUpTwoStep(app, request);
  return {
    email,
    id: invited.json().id as number,
    organisationId: session.user.OrganisationId,
    cookie: session.cookie,
    call: request,
  };
}

/** The code in the newest invitation mail to `email`. */
export async function invitationToken(app: App, email: string): Promise<string> {
  return tokenFromMail(app, email, 'invite');
}
