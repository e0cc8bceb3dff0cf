import { apiErrorSchema, ERROR_CODES } from '@prakar/shared/api-error';
import { SINGLE_LINE_MESSAGE } from '@prakar/shared/text';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '#src/db/schema.ts';
import { post, randomIp, signUpBody, uniqueEmail } from '#test/accounts-helpers.ts';
import { AJAX } from '#test/build-test-app.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { as, newAdmin } from '#test/users-helpers.ts';

/** A route no shared schema describes, written as anyone would: a plain `z.string()`. */
const ECHO_PATH = '/api/test-only/echo';

let admin: Awaited<ReturnType<typeof newAdmin>>;

const app = useTestApp();

beforeAll(async () => {
  app().post(
    ECHO_PATH,
    { schema: { body: z.object({ note: z.string() }) } },
    async (request) => request.body,
  );
  admin = await newAdmin(app());
});

/** The 400 a control character gets: the validation body, naming the field. */
function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(apiErrorSchema.parse(response.json()).error).toEqual({
    code: ERROR_CODES.validation,
    message: 'Some fields need your attention.',
    fields: { [field]: SINGLE_LINE_MESSAGE },
  });
}

describe('a control character anywhere in a request', () => {
  it('is refused in a path parameter, even from an anonymous caller', async () => {
    const response = await app().inject({ url: '/api/Authentication/Corporate/a%00b' });
    expectRefused(response, 'corporateName');
  });

  it('is refused in a JSON field, and nothing is stored', async () => {
    const email = uniqueEmail('nul');
    const response = await post(
      app(),
      '/api/Authentication/SignUp',
      signUpBody(email, { name: 'Asha\u0000Kulkarni' }),
      { ip: randomIp() },
    );
    expectRefused(response, 'name');
    const stored = await app().database.db.select().from(users).where(eq(users.email, email));
    expect(stored).toEqual([]);
  });

  it('is refused in nested fields and in list filters', async () => {
    const profile = await admin.call('PUT', '/api/Details/Profile', {
      name: 'Asha Kulkarni',
      mobile: '9820012345',
      organisation: {
        legalName: 'Kulkarni\u0000Textiles',
        pan: 'AAPFU0939F',
        stateCode: '27',
        pinCode: '411026',
      },
    });
    expectRefused(profile, 'organisation.legalName');
    const call = as(app(), admin.cookie);
    expectRefused(await call('GET', '/api/Details/Users?search=a%00'), 'search');
    expectRefused(await call('GET', '/api/Details/AccessControl?search=%00'), 'search');
    expectRefused(await call('GET', '/api/Details/Audit?user=%00'), 'user');
  });

  it('is refused in a one-line field as a line break or tab too', async () => {
    const response = await post(
      app(),
      '/api/Authentication/SignUp',
      signUpBody(uniqueEmail('tab'), { organisationName: 'Kulkarni\tTextiles' }),
      { ip: randomIp() },
    );
    expectRefused(response, 'organisationName');
  });

  it('is refused by a route whose schema says nothing about it', async () => {
    const send = (note: string) =>
      app().inject({ method: 'POST', url: ECHO_PATH, headers: AJAX, payload: { note } });
    expectRefused(await send('\u0000'), 'note');
    const fine = await send('नमस्ते, Asha');
    expect([fine.statusCode, fine.json()]).toEqual([200, { note: 'नमस्ते, Asha' }]);
  });
});
