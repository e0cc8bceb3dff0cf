import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { ERROR_CODES } from '@prakar/shared/api-error';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { STAFF_PERMISSION } from '@prakar/shared/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '#test/accounts-helpers.ts';
import { AJAX, PLATFORM_ADMIN_ENV } from '#test/build-test-app.ts';
import { CONTRACT } from '#test/contract.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { inviteAndJoin, newAdmin, signInPlatformAdmin } from '#test/users-helpers.ts';
import { forbidden, IN_PERSON_MESSAGE } from './authentication.ts';

const app = useTestApp({ env: PLATFORM_ADMIN_ENV });

const name = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;
const guarded = CONTRACT.filter((endpoint) => endpoint.permission !== undefined);
const staffOnly = guarded.filter((endpoint) => endpoint.permission === STAFF_PERMISSION);
const forbiddenBody = { error: { code: ERROR_CODES.forbidden, message: forbidden().message } };

/** How a caller proves who they are: a session cookie, or an access token. */
type Credentials = { cookie: string } | { authorization: string };

/**
 * Each endpoint called with every path parameter `1` and an empty body, as `METHOD /path: status
 * body`. A caller without the permission is refused before the body is read, so the answer says
 * nothing about the body or the record.
 */
function answers(endpoints: EndpointDefinition[], credentials: Credentials) {
  return Promise.all(
    endpoints.map(async (endpoint) => {
      const response = await app().inject({
        method: endpoint.method,
        url: `/api${endpoint.path.replace(/:\w+/g, '1')}`,
        headers: { ...AJAX, ...credentials },
        remoteAddress: randomIp(),
        ...(endpoint.body ? { payload: {} } : {}),
      });
      return `${name(endpoint)}: ${response.statusCode} ${response.body}`;
    }),
  );
}

const refusals = (endpoints: EndpointDefinition[], body: object = forbiddenBody) =>
  endpoints.map((endpoint) => `${name(endpoint)}: 403 ${JSON.stringify(body)}`);

let member: { cookie: string };
let otherAdmin: { cookie: string };
let staff: Awaited<ReturnType<typeof signInPlatformAdmin>>;

beforeAll(async () => {
  const admin = await newAdmin(app(), 'Kulkarni Textiles');
  member = await inviteAndJoin(app(), admin, 'org_user');
  otherAdmin = await newAdmin(app(), 'Menon Traders');
  staff = await signInPlatformAdmin(app());
});

describe('the permission each endpoint declares', () => {
  it('is declared by every back-office endpoint, which the API lists under BackOffice alone', () => {
    const backOffice = CONTRACT.filter(
      (endpoint) => endpoint.path.startsWith('/BackOffice/') || endpoint.tag === 'BackOffice',
    );
    expect(backOffice.length).toBeGreaterThan(40);
    expect(
      backOffice.filter((endpoint) => endpoint.permission !== STAFF_PERMISSION).map(name),
    ).toEqual([]);
    expect(staffOnly.filter((endpoint) => endpoint.tag !== 'BackOffice').map(name)).toEqual([]);
  });

  it('refuses a signed-in customer who does not hold it, before reading the request', async () => {
    // An organisation's user holds no admin power and is not staff.
    expect(await answers(guarded, member)).toEqual(refusals(guarded));
  });

  it("refuses another organisation's administrator every staff endpoint", async () => {
    expect(await answers(staffOnly, otherAdmin)).toEqual(refusals(staffOnly));
  });

  it('lets a caller who holds it through to the route', async () => {
    const refusedStaff = (await answers(guarded, staff)).filter(
      (line) => line.endsWith(JSON.stringify(forbiddenBody)) || / 401 /.test(line),
    );
    expect(refusedStaff).toEqual([]);
  });

  it('keeps the in-person endpoints (refunds, prices) from a staff read-and-write access token', async () => {
    const inPerson = staffOnly.filter((endpoint) => endpoint.inPerson);
    expect(inPerson.map(name)).toEqual(
      expect.arrayContaining([
        'POST /BackOffice/Orders/:reference/Refunds',
        'PUT /Masters/Plans/:code',
      ]),
    );
    const issued = await staff.call(accessTokensApi.create, {
      body: { name: 'Books sync', scope: 'read_write', expiresInDays: 30 },
    });
    const token = { authorization: `Bearer ${issued.json().token}` };
    const inPersonOnly = {
      error: { code: AUTH_ERROR_CODES.sessionRequired, message: IN_PERSON_MESSAGE },
    };
    expect(await answers(inPerson, token)).toEqual(refusals(inPerson, inPersonOnly));
    // The same token goes through to the staff endpoints that are not in person.
    const notInPerson = staffOnly.filter((endpoint) => !endpoint.inPerson);
    const refusedToken = (await answers(notInPerson, token)).filter((line) =>
      / 40[13] /.test(line),
    );
    expect(refusedToken).toEqual([]);
  });
});
