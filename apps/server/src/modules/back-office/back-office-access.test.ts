import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_JSON_PATH } from '#src/plugins/openapi.ts';
import { randomIp } from '#test/accounts-helpers.ts';
import { AJAX } from '#test/build-test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { inviteAndJoin, newAdmin } from '#test/users-helpers.ts';

const app = useTestApp();

interface Operation {
  name: string;
  method: string;
  path: string;
  hasBody: boolean;
}

/** Every operation the API description files under BackOffice, so a new one cannot be missed. */
async function backOfficeOperations(): Promise<Operation[]> {
  const document = (await app().inject({ method: 'GET', url: OPENAPI_JSON_PATH })).json() as {
    paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>;
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation.tags?.includes('BackOffice'))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        hasBody: operation.requestBody !== undefined,
      })),
  );
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
    method: operation.method as 'GET',
    url: operation.path.replace(/\{[^}]+\}/g, '1'),
    headers: { ...AJAX, ...(cookie ? { cookie } : {}) },
    remoteAddress: randomIp(),
    ...(operation.hasBody ? { payload: {} } : {}),
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
