import { isDeepStrictEqual } from 'node:util';
import { accessTokensApi } from '@prakar/shared/api/access-tokens';
import { accountsApi } from '@prakar/shared/api/accounts';
import { ERROR_CODES } from '@prakar/shared/api-error';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser, randomIp, sessionTokenFrom } from '#test/accounts-helpers.ts';
import { AJAX } from '#test/build-test-app.ts';
import { call } from '#test/call.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { unauthorized } from './authentication.ts';
import { OPENAPI_JSON_PATH } from './openapi.ts';

/** Not the default name, so the test shows the description follows SESSION_COOKIE_NAME. */
const COOKIE_NAME = 'portal_session';

const SIGNED_IN = [{ sessionCookie: [] }, { bearerToken: [] }];
type SignIn = 'required' | 'optional' | 'none';

interface Operation {
  /** `GET /api/…`, as in the document. */
  name: string;
  method: string;
  path: string;
  signIn: SignIn;
  hasBody: boolean;
  statuses: string[];
}

interface Document {
  paths: Record<
    string,
    Record<string, { security?: unknown; requestBody?: unknown; responses: object }>
  >;
  components: { securitySchemes: Record<string, unknown> };
}

/** The three forms the description uses; anything else fails the test. */
function signInOf(name: string, security: unknown): SignIn {
  if (isDeepStrictEqual(security, SIGNED_IN)) return 'required';
  if (isDeepStrictEqual(security, [{}, ...SIGNED_IN])) return 'optional';
  if (isDeepStrictEqual(security, [])) return 'none';
  throw new Error(`${name} has security ${JSON.stringify(security)}`);
}

const signInMessage = unauthorized().message;

let document: Document;
let operations: Operation[];

const app = useTestApp({ env: { SESSION_COOKIE_NAME: COOKIE_NAME } });

beforeAll(async () => {
  document = (await app().inject({ method: 'GET', url: OPENAPI_JSON_PATH })).json();
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const name = `${method.toUpperCase()} ${path}`;
      return {
        name,
        method: method.toUpperCase(),
        path,
        signIn: signInOf(name, operation.security),
        hasBody: operation.requestBody !== undefined,
        statuses: Object.keys(operation.responses),
      };
    }),
  );
});

/** What an anonymous caller gets: every path parameter is `1`, any body is empty unless listed. */
async function callAnonymously(operation: Operation) {
  const response = await app().inject({
    method: operation.method as 'GET',
    url: operation.path.replace(/\{[^}]+\}/g, '1'),
    headers: AJAX,
    remoteAddress: randomIp(),
    ...(operation.hasBody ? { payload: {} } : {}),
  });
  const error = String(response.headers['content-type']).startsWith('application/json')
    ? response.json().error
    : undefined;
  const asksToSignIn =
    response.statusCode === 401 &&
    error?.code === ERROR_CODES.unauthorized &&
    error?.message === signInMessage;
  return { status: String(response.statusCode), asksToSignIn };
}

describe('who may call each operation, as the API description says', () => {
  it('has operations that need sign-in, that take it optionally, and public ones', () => {
    const kinds = new Set(operations.map((operation) => operation.signIn));
    expect([...kinds].sort()).toEqual(['none', 'optional', 'required']);
  });

  it('matches what every operation does for an anonymous caller', async () => {
    const answers = await Promise.all(
      operations.map(async (operation) => ({ operation, ...(await callAnonymously(operation)) })),
    );
    const verdict = (asks: boolean) => (asks ? 'asks to sign in' : 'does not ask to sign in');
    expect(
      answers.map(({ operation, asksToSignIn }) => `${operation.name}: ${verdict(asksToSignIn)}`),
    ).toEqual(
      operations.map(
        (operation) => `${operation.name}: ${verdict(operation.signIn === 'required')}`,
      ),
    );
    // And whatever they answer is among the responses they document.
    expect(
      answers
        .filter(({ operation, status }) => !operation.statuses.includes(status))
        .map(({ operation, status }) => `${operation.name} answered ${status}, undocumented`),
    ).toEqual([]);
  });

  it('names the session cookie as configured, and both documented ways of signing in work', async () => {
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: COOKIE_NAME,
        description: expect.any(String),
      },
      bearerToken: { type: 'http', scheme: 'bearer', description: expect.any(String) },
    });

    const ip = randomIp();
    const { email, password } = await createVerifiedUser(app(), { ip });
    const login = await call(app(), accountsApi.login, { body: { email, password }, ip });
    const cookieToken = sessionTokenFrom(login.headers['set-cookie'], COOKIE_NAME);
    const issued = await call(app(), accessTokensApi.create, {
      body: { name: 'Ledger sync', scope: 'read', expiresInDays: 30 },
      ip,
      headers: { cookie: `${COOKIE_NAME}=${cookieToken}` },
    });
    const accessToken: string = issued.json().token;

    const validate = (headers: Record<string, string>) =>
      call(app(), accountsApi.validateSession, { headers });
    const byCookie = await validate({ cookie: `${COOKIE_NAME}=${cookieToken}` });
    // Sibling apps send the session's own token as a bearer token; API clients an access token.
    const bySessionBearer = await validate({ authorization: `Bearer ${cookieToken}` });
    const byAccessToken = await validate({ authorization: `Bearer ${accessToken}` });
    expect([byCookie.statusCode, bySessionBearer.statusCode, byAccessToken.statusCode]).toEqual([
      200, 200, 200,
    ]);
    expect((await validate({})).statusCode).toBe(401);
  });
});
