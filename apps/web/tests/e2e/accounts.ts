import type { APIRequestContext, Page } from '@playwright/test';
import type { SessionUser } from '@prakar/shared/auth';
import { linkInMail, uniqueAddress } from './mailbox';
import { PLATFORM_ADMIN } from './platform-admin.ts';
import { expect } from './support';

/** Every state-changing API call carries the header the server's CSRF check asks for. */
export const API_HEADERS = { 'X-Requested-With': 'fetch' };

export interface Account {
  name: string;
  email: string;
  mobile: string;
  organisationName: string;
  password: string;
}

let accountCount = 0;

/** Details no other test (in any worker) uses: the address and the organisation are unique. */
export function newAccountDetails(label = 'user'): Account {
  accountCount += 1;
  const unique = `${Date.now().toString(36)}${accountCount}w${process.env.TEST_WORKER_INDEX ?? 0}`;
  return {
    name: `Meera Test ${accountCount}`,
    email: uniqueAddress(label),
    mobile: '9820012345',
    organisationName: `Kavach Payroll Services ${unique}`,
    password: `saffron-ledger-${unique}`,
  };
}

/** The sign-up mail's link, with the page it leads on to when the sign-up named one. */
export const VERIFY_LINK = /https?:\/\/\S+\/login\?verify=[\w-]+(?:&returnUrl=[\w-]+)?/;
export const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=[\w-]+/;

/**
 * Signs up through the API and confirms the address from the mailbox, as a person would; the
 * confirmation signs the new user in within `request`'s cookies.
 */
export async function createAccount(
  request: APIRequestContext,
  account: Account = newAccountDetails(),
): Promise<Account> {
  const signUp = await request.post('/api/Authentication/SignUp', {
    headers: API_HEADERS,
    data: { ...account, confirmPassword: account.password, acceptTerms: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const link = await linkInMail(account.email, VERIFY_LINK);
  const token = new URLSearchParams(link.split('?')[1]).get('verify');
  const verify = await request.post('/api/Authentication/VerifyEmail', {
    headers: API_HEADERS,
    data: { token },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return account;
}

/** The organisation details that make a profile complete (valid PAN, GSTIN with its check). */
export const completeOrganisation = {
  legalName: 'Kavach Payroll Services Private Limited',
  pan: 'AAPFU0939F',
  gstin: '27AAPFU0939F1ZV',
  tan: 'MUMA12345B',
  addressLine1: '4th Floor, Lotus Corporate Park',
  addressLine2: 'Goregaon East',
  city: 'Mumbai',
  stateCode: '27',
  pinCode: '400063',
};

export async function completeProfile(request: APIRequestContext, account: Account) {
  const response = await request.put('/api/Details/Profile', {
    headers: API_HEADERS,
    data: { name: account.name, mobile: account.mobile, organisation: completeOrganisation },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A signed-in organisation administrator in `page`'s browser context: the session cookie is set by
 * the confirmation link, and the app restores the user from it when a page opens.
 */
export async function signInAsNewAdmin(
  page: Page,
  { profileComplete = true, name }: { profileComplete?: boolean; name?: string } = {},
): Promise<{ account: Account; user: SessionUser }> {
  const details = newAccountDetails('admin');
  const account = await createAccount(page.request, { ...details, name: name ?? details.name });
  if (profileComplete) await completeProfile(page.request, account);
  const session = await page.request.get('/api/Authentication/Session');
  const { user } = (await session.json()) as { user: SessionUser };
  return { account, user };
}

export const INVITE_LINK = /https?:\/\/\S+\/sign-up\?invite=[\w-]+/;

/** The roles an organisation's administrator can invite to. */
type Role = 'org_admin' | 'org_user';

/** An invitation to `email`, sent by the administrator signed in through `admin`; returns its id. */
export async function invite(
  admin: APIRequestContext,
  { email = uniqueAddress('colleague'), role = 'org_user' }: { email?: string; role?: Role } = {},
): Promise<number> {
  const invited = await admin.post('/api/Details/Users/Invitations', {
    headers: API_HEADERS,
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return (await invited.json()).id as number;
}

/**
 * A colleague invited by the administrator signed in through `admin`'s session, who accepts from
 * the mailbox and signs in within `page`'s own browser context.
 */
export async function joinByInvitation(
  admin: APIRequestContext,
  page: Page,
  { role, name }: { role: Role; name: string },
): Promise<{ id: number; email: string; password: string }> {
  const email = uniqueAddress('colleague');
  const id = await invite(admin, { email, role });
  const link = await linkInMail(email, INVITE_LINK);
  const password = `monsoon-ledger-${Date.now().toString(36)}`;
  const accepted = await page.request.post('/api/Authentication/AcceptInvitation', {
    headers: API_HEADERS,
    data: {
      token: new URLSearchParams(link.split('?')[1]).get('invite'),
      name,
      mobile: '9876543210',
      password,
      confirmPassword: password,
    },
  });
  // Accepting signs the colleague in, in `page`'s context.
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { id, email, password };
}

/** The firm's own administrator (made at the test server's start), signed in in `page`'s context. */
export async function signInAsPlatformAdmin(page: Pick<Page, 'request'>): Promise<void> {
  const login = await page.request.post('/api/Authentication/Login', {
    headers: API_HEADERS,
    data: PLATFORM_ADMIN,
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** Fills in and sends the sign-up form the page is on. */
export async function signUpThroughForm(page: Page, account: Account) {
  await page.getByLabel('Your name').fill(account.name);
  await page.getByLabel('Work e-mail address').fill(account.email);
  await page.getByLabel('Mobile number').fill(account.mobile);
  await page.getByLabel('Organisation name').fill(account.organisationName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel(/I accept the terms of use/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'please open the link in it',
  );
}
