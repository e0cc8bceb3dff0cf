import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_JSON_PATH } from '#src/plugins/openapi.ts';
import { randomIp } from '#test/accounts-helpers.ts';
import { AJAX } from '#test/build-test-app.ts';
import { type ApiDescription, type Operation, operationsOf } from '#test/malformed-requests.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { inviteAndJoin, newAdmin } from '#test/users-helpers.ts';

const app = useTestApp();

/** Every operation the API description files under BackOffice, so a new one cannot be missed. */
async function backOfficeOperations(): Promise<Operation[]> {
  const document: ApiDescription = (
    await app().inject({ method: 'GET', url: OPENAPI_JSON_PATH })
  ).json();
  return operationsOf(document).filter((operation) => operation.tags.includes('BackOffice'));
}

let operations: Operation[];
let customers: { who: string; cookie?: string }[];

beforeAll(async () => {
  operations = await backOfficeOperations();
  const admin = await newAdmin(app(), 'Curious Customer');
  const user = await inviteAndJoin(app(), admin);
  customers = [
    { who: 'anonymous' },
    { who: 'an organisation’s administrator', cookie: admin.cookie },
    { who: 'an organisation’s user', cookie: user.cookie },
  ];
});

/** The status each operation gives the caller: path parameters `1`, any body empty. */
async function statusFor(operation: Operation, cookie: string | undefined) {
  const response = await app().inject({
    method: operation.method,
    url: operation.path.replace(/\{[^}]+\}/g, '1'),
    headers: { ...AJAX, ...(cookie ? { cookie } : {}) },
    remoteAddress: randomIp(),
    ...(operation.body ? { payload: {} } : {}),
  });
  return response.statusCode;
}

describe('the back office’s endpoints', () => {
  it('are the firm’s own work: the description lists them', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('refuse anonymous callers with 401 and customers with 403, before reading the request', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const operation of operations) {
      for (const { who, cookie } of customers) {
        answers.push(`${operation.name} for ${who}: ${await statusFor(operation, cookie)}`);
        expected.push(`${operation.name} for ${who}: ${cookie ? 403 : 401}`);
      }
    }
    expect(answers).toEqual(expected);
  });
});
