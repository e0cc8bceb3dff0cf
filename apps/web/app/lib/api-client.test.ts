import { accountsApi } from '@prakar/shared/api/accounts';
import {
  defineEndpoints,
  errorResponses,
  fileResponse,
  noContent,
} from '@prakar/shared/api/endpoint';
import { SERVICE_ERROR_TEXT, STORAGE_KEYS } from '@prakar/shared/constants';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  closeProfileModal,
  isProfileModalOpen,
} from '#app/components/profile-modal/profile-modal-store.ts';
import { AFTER_SIGN_IN_PATH, destinationAfterSignIn } from '#app/features/auth/sign-in.ts';
import { forgetRefusals, wasRefused } from '#app/lib/session/access-refused.ts';
import { answer, onEndpoint, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { call } from './api-client';
import { ApiError, serviceErrorMessage } from './api-error';
import { getInFlightCount } from './in-flight';
import { registerNavigate } from './navigation';
import { decodeReturnUrl, encodeReturnUrl } from './return-url';
import { readStoredUser } from './user-record';

/** Endpoints of a made-up resource, declared as the contract declares real ones. */
const errors = errorResponses(400, 401, 403, 500, 502, 503);
const testApi = defineEndpoints('test', {
  read: {
    method: 'GET',
    path: '/Test/Value',
    tag: 'Test',
    summary: 'A value.',
    responses: { 200: z.object({ value: z.number() }), ...errors },
  },
  find: {
    method: 'GET',
    path: '/Test/Items/:id',
    tag: 'Test',
    summary: 'One item, with a filter.',
    params: z.object({ id: z.string() }),
    query: z.object({ tag: z.array(z.string()).optional(), search: z.string().optional() }),
    responses: { 200: z.object({ value: z.number() }), ...errors },
  },
  create: {
    method: 'POST',
    path: '/Test/Items',
    tag: 'Test',
    summary: 'Create an item.',
    body: z.object({ name: z.string() }),
    responses: { 201: z.object({ id: z.string() }), ...errors },
  },
  upload: {
    method: 'POST',
    path: '/Test/Uploads',
    tag: 'Test',
    summary: 'Upload a file with a form.',
    body: 'multipart',
    responses: { 201: z.object({ id: z.string() }), ...errors },
  },
  remove: {
    method: 'DELETE',
    path: '/Test/Items/:id',
    tag: 'Test',
    summary: 'Remove an item.',
    params: z.object({ id: z.string() }),
    responses: { ...noContent, ...errors },
  },
  download: {
    method: 'POST',
    path: '/Test/Export',
    tag: 'Test',
    summary: 'A file of what matches.',
    body: z.object({ id: z.number() }),
    responses: { 200: fileResponse('application/pdf', 'The file.'), ...errors },
  },
});

const api = setupApiServer();
const seen = recordRequests(api);

/** The headers and body of the last request a `serve`d endpoint received. */
let last: { headers: Headers; body: string } | undefined;

type AnyEndpoint = Parameters<typeof onEndpoint>[0];

/** The stand-in API answers `endpoint` with `respond()`, noting what it was sent. */
function serve(endpoint: AnyEndpoint, respond: () => Response) {
  api.use(
    onEndpoint(endpoint, async ({ request }) => {
      last = { headers: request.headers, body: await request.text() };
      return respond();
    }),
  );
}

/** The stand-in API answers `endpoint` with this status, body and headers. */
function reply(
  endpoint: AnyEndpoint,
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
) {
  serve(endpoint, () => new HttpResponse(body, { status, headers }));
}

beforeEach(() => {
  // The page the calls are made from: a 401 sends the visitor to sign in and back here.
  window.history.replaceState(null, '', '/E-poi?tab=plans');
  seen.length = 0;
  last = undefined;
});

afterEach(() => {
  forgetRefusals();
  closeProfileModal();
});

async function failure(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A user record in local storage, as the page keeps it after sign-in. */
function storeUser(fields: Record<string, unknown>) {
  localStorage.setItem(
    STORAGE_KEYS.userData,
    JSON.stringify({ UserId: 7, RoleId: 2, IsAdmin: true, Name: 'Asha', ...fields }),
  );
}

/** Navigations the client asks for, instead of moving. */
function recordNavigation() {
  const visited: string[] = [];
  const unregister = registerNavigate((to) => {
    visited.push(to);
  });
  return { visited, unregister };
}

describe('api client requests', () => {
  it('sends JSON with the CSRF header and no UserId when anonymous', async () => {
    serve(testApi.create, () => HttpResponse.json({ id: 'c1' }, { status: 201 }));
    await expect(call(testApi.create, { body: { name: 'Asha' } })).resolves.toEqual({ id: 'c1' });
    expect(seen).toEqual(['POST /api/Test/Items']);
    expect(last?.headers.get('content-type')).toBe('application/json');
    expect(last?.headers.get('accept')).toBe('application/json');
    expect(last?.headers.get('x-requested-with')).toBe('fetch');
    expect(last?.headers.get('userid')).toBeNull();
    expect(JSON.parse(last?.body ?? '')).toEqual({ name: 'Asha' });
  });

  it('adds the UserId header only when signed in', async () => {
    serve(testApi.read, () => HttpResponse.json({ value: 42 }));
    storeUser({ UserId: 17 });
    await expect(call(testApi.read)).resolves.toEqual({ value: 42 });
    expect(last?.headers.get('userid')).toBe('17');

    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ UserId: -1, Name: 'Guest' }));
    await call(testApi.read);
    expect(last?.headers.get('userid')).toBeNull();
  });

  it('fills in path parameters, and leaves empty query values out while repeating lists', async () => {
    api.use(answer(testApi.find, { value: 1 }));
    await call(testApi.find, {
      params: { id: 'a/b' },
      query: { tag: ['x', 'y'], search: '' },
    });
    expect(seen).toEqual(['GET /api/Test/Items/a%2Fb?tag=x&tag=y']);
  });

  it('sends a form as multipart/form-data, with the same headers', async () => {
    serve(testApi.upload, () => HttpResponse.json({ id: 'c1' }, { status: 201 }));
    const form = new FormData();
    form.set('name', 'Asha');
    form.set('resume', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    const upload = call(testApi.upload, { body: form });
    expect(getInFlightCount()).toBe(1);
    await expect(upload).resolves.toEqual({ id: 'c1' });
    expect(getInFlightCount()).toBe(0);
    expect(last?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(last?.headers.get('x-requested-with')).toBe('fetch');
    expect(last?.body).toContain('name="resume"; filename="cv.pdf"');
    expect(last?.body).toContain('%PDF-1.4');
  });

  it('answers nothing for 204 No Content', async () => {
    reply(testApi.remove, 204, null);
    await expect(call(testApi.remove, { params: { id: '3' } })).resolves.toBeUndefined();
    expect(seen).toEqual(['DELETE /api/Test/Items/3']);
  });

  it('counts requests in flight while they run, except silent ones', async () => {
    api.use(answer(testApi.read, { value: 42 }));
    const request = call(testApi.read);
    expect(getInFlightCount()).toBe(1);
    await request;
    expect(getInFlightCount()).toBe(0);

    const silent = call(testApi.read, {}, { silent: true });
    expect(getInFlightCount()).toBe(0);
    await silent;
    expect(getInFlightCount()).toBe(0);
  });

  it('counts a request that fails on the way as finished, and says so', async () => {
    api.use(onEndpoint(testApi.read, () => HttpResponse.error()));
    const request = call(testApi.read);
    expect(getInFlightCount()).toBe(1);
    const error = await failure(request);
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(getInFlightCount()).toBe(0);
  });
});

describe('api client errors', () => {
  it('keeps a plain-text body and shows it', async () => {
    reply(testApi.read, 500, 'Invoice service is down for maintenance', {
      'Content-Type': 'text/plain',
    });
    const error = await failure(call(testApi.read));
    expect(error.status).toBe(500);
    expect(error.body).toBe('Invoice service is down for maintenance');
    expect(serviceErrorMessage(error)).toBe('Invoice service is down for maintenance');
  });

  it('shows a JSON string body as it is', async () => {
    reply(testApi.read, 500, '"Quota exceeded"', { 'Content-Type': 'application/json' });
    expect(serviceErrorMessage(await failure(call(testApi.read)))).toBe('Quota exceeded');
  });

  it('reads our error shape: code, message and field messages', async () => {
    api.use(
      onEndpoint(testApi.create, () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Check the form',
              fields: { name: 'Too long' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failure(call(testApi.create, { body: { name: 'A'.repeat(300) } }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Check the form');
    expect(error.fields).toEqual({ name: 'Too long' });
    expect(serviceErrorMessage(error)).toBe('Check the form');
  });

  it('falls back to the service error text for any other body', async () => {
    reply(testApi.read, 502, '{"detail":"upstream"}', { 'Content-Type': 'application/json' });
    expect(serviceErrorMessage(await failure(call(testApi.read)))).toBe(SERVICE_ERROR_TEXT);

    reply(testApi.read, 503, '');
    const empty = await failure(call(testApi.read));
    expect(empty.status).toBe(503);
    expect(serviceErrorMessage(empty)).toBe(SERVICE_ERROR_TEXT);
    expect(serviceErrorMessage(new TypeError('Failed to fetch'))).toBe(SERVICE_ERROR_TEXT);
  });

  it('on 401 forgets the user and sends the visitor to login with the current address, and still rejects', async () => {
    api.use(
      onEndpoint(testApi.read, () =>
        HttpResponse.json(
          { error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } },
          { status: 401 },
        ),
      ),
    );
    const { visited, unregister } = recordNavigation();
    storeUser({});
    try {
      const error = await failure(call(testApi.read));
      expect(error.status).toBe(401);
      expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
      expect(visited).toHaveLength(1);
      const url = new URL(visited[0] ?? '', 'http://x');
      expect(url.pathname).toBe('/login');
      expect(decodeReturnUrl(url.searchParams.get('returnUrl'))).toBe('/E-poi?tab=plans');

      await failure(call(testApi.read, {}, { authRedirect: false }));
      expect(visited).toHaveLength(1);
    } finally {
      unregister();
    }
  });
});

describe('api client and a refusal (403)', () => {
  it('refreshes who the user is, once for a burst, and never sends them to sign in', async () => {
    api.use(
      onEndpoint(testApi.read, () =>
        HttpResponse.json(
          { error: { code: 'FORBIDDEN', message: 'You do not have access to this.' } },
          { status: 403 },
        ),
      ),
      // Who the user is now: an administrator changed them to an ordinary user meanwhile.
      answer(accountsApi.session, {
        user: {
          UserId: 7,
          RoleId: 3,
          IsAdmin: false,
          Name: 'Asha',
          Email: 'asha@example.com',
          OrganisationId: 'org-1',
          OrganisationName: 'Kulkarni Textiles',
          IsProfileDataSaved: 'Yes',
          Permissions: [],
          Apps: [],
        },
      }),
    );
    const { visited, unregister } = recordNavigation();
    storeUser({ Permissions: ['manage:users:org'] });
    try {
      const errors = await Promise.all([1, 2, 3].map(() => failure(call(testApi.read))));
      expect(errors.map((error) => [error.status, error.message])).toEqual(
        Array(3).fill([403, 'You do not have access to this.']),
      );
      expect(visited).toEqual([]);
      expect(seen.filter((request) => request === 'GET /api/Authentication/Session')).toHaveLength(
        1,
      );
      expect(readStoredUser()).toMatchObject({ UserId: 7, IsAdmin: false, Permissions: [] });
      // The sign-in page will not send this user back to the page that refused them.
      const here = `${window.location.pathname}${window.location.search}`;
      expect(wasRefused(here)).toBe(true);
      expect(destinationAfterSignIn(encodeReturnUrl(here))).toBe(AFTER_SIGN_IN_PATH);
      expect(destinationAfterSignIn(encodeReturnUrl('/my-subscription'))).toBe('/my-subscription');
    } finally {
      unregister();
    }
  });
});

describe('api client and an incomplete profile', () => {
  it('opens the Profile Details modal instead of sending the user to login', async () => {
    api.use(
      onEndpoint(testApi.read, () =>
        HttpResponse.json(
          { error: { code: 'PROFILE_INCOMPLETE', message: 'Profile details are missing.' } },
          { status: 403 },
        ),
      ),
    );
    const { visited, unregister } = recordNavigation();
    storeUser({ IsProfileDataSaved: 'Yes' });
    try {
      const error = await failure(call(testApi.read));
      expect(error.status).toBe(403);
      expect(visited).toEqual([]);
      expect(isProfileModalOpen()).toBe(true);
      expect(readStoredUser()).toMatchObject({ UserId: 7, IsProfileDataSaved: 'No' });
      expect(seen).toEqual(['GET /api/Test/Value']);
    } finally {
      unregister();
    }
  });
});

describe('api client files', () => {
  it('names a file from Content-Disposition', async () => {
    reply(testApi.download, 200, '%PDF-1.7', {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice.pdf"; filename*=UTF-8''Invoice%20%E2%82%B9.pdf`,
    });
    const file = await call(testApi.download, { body: { id: 1 } });
    expect(last?.headers.get('accept')).toBe('*/*');
    expect(file.filename).toBe('Invoice ₹.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('uses a fallback name when the server gives none', async () => {
    reply(testApi.download, 200, 'a,b\n1,2\n', { 'Content-Type': 'text/csv' });
    const file = await call(testApi.download, { body: { id: 1 } });
    expect(file.filename).toBe('download');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
  });
});
