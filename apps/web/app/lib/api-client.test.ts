import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_ERROR_TEXT, STORAGE_KEYS } from '@prakar/shared/constants';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeProfileModal,
  isProfileModalOpen,
} from '#app/components/profile-modal/profile-modal-store.ts';
import { AFTER_SIGN_IN_PATH, destinationAfterSignIn } from '#app/features/auth/sign-in.ts';
import { forgetRefusals, wasRefused } from '#app/lib/session/access-refused.ts';
import { apiGet, apiPost, postBinary, postForm } from './api-client';
import { ApiError, serviceErrorMessage } from './api-error';
import { getInFlightCount } from './in-flight';
import { registerNavigate } from './navigation';
import { decodeReturnUrl, encodeReturnUrl } from './return-url';
import { readStoredUser } from './user-record';

/**
 * The client runs against a real HTTP server: the page's origin is set to the server's, so the
 * relative `/api` base resolves there exactly as in the browser.
 */
let server: Server;
let lastRequest: IncomingMessage | undefined;
let lastBody = '';
const hits = new Map<string, number>();

type Reply = { status: number; type?: string; body: string; headers?: Record<string, string> };
const replies: Record<string, Reply> = {
  '/api/ok': { status: 200, type: 'application/json', body: '{"value":42}' },
  '/api/echo': { status: 201, type: 'application/json', body: '{"id":"c1"}' },
  '/api/plain-text': {
    status: 500,
    type: 'text/plain',
    body: 'Invoice service is down for maintenance',
  },
  '/api/json-string': { status: 500, type: 'application/json', body: '"Quota exceeded"' },
  '/api/ours': {
    status: 400,
    type: 'application/json',
    body: JSON.stringify({
      error: { code: 'VALIDATION_FAILED', message: 'Check the form', fields: { name: 'Too long' } },
    }),
  },
  '/api/other-json': { status: 502, type: 'application/json', body: '{"detail":"upstream"}' },
  '/api/empty': { status: 503, body: '' },
  '/api/unauthorised': {
    status: 401,
    type: 'application/json',
    body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } }),
  },
  '/api/profile-needed': {
    status: 403,
    type: 'application/json',
    body: JSON.stringify({
      error: { code: 'PROFILE_INCOMPLETE', message: 'Profile details are missing.' },
    }),
  },
  '/api/forbidden': {
    status: 403,
    type: 'application/json',
    body: JSON.stringify({
      error: { code: 'FORBIDDEN', message: 'You do not have access to this.' },
    }),
  },
  // Who the user is now: an administrator changed them to an ordinary user meanwhile.
  '/api/Authentication/Session': {
    status: 200,
    type: 'application/json',
    body: JSON.stringify({
      user: { UserId: 7, RoleId: 3, IsAdmin: false, Name: 'Asha', Permissions: [] },
    }),
  },
  '/api/file': {
    status: 200,
    type: 'application/pdf',
    body: '%PDF-1.7',
    headers: {
      'Content-Disposition': `attachment; filename="invoice.pdf"; filename*=UTF-8''Invoice%20%E2%82%B9.pdf`,
    },
  },
  '/api/file-unnamed': { status: 200, type: 'text/csv', body: 'a,b\n1,2\n' },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    lastRequest = request;
    hits.set(request.url ?? '', (hits.get(request.url ?? '') ?? 0) + 1);
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      lastBody = body;
      const reply = replies[request.url ?? ''] ?? { status: 404, body: 'Not here' };
      response.writeHead(reply.status, {
        ...(reply.type ? { 'Content-Type': reply.type } : {}),
        ...reply.headers,
      });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const page = window as unknown as { happyDOM: { setURL(url: string): void } };
  page.happyDOM.setURL(`http://127.0.0.1:${port}/E-poi?tab=plans`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  localStorage.clear();
  lastRequest = undefined;
});

afterEach(() => {
  localStorage.clear();
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client requests', () => {
  it('sends JSON with the CSRF header and no UserId when anonymous', async () => {
    await expect(apiPost('/echo', { name: 'Asha' })).resolves.toEqual({ id: 'c1' });
    expect(lastRequest?.method).toBe('POST');
    expect(lastRequest?.headers['content-type']).toBe('application/json');
    expect(lastRequest?.headers['x-requested-with']).toBe('fetch');
    expect(lastRequest?.headers.userid).toBeUndefined();
    expect(JSON.parse(lastBody)).toEqual({ name: 'Asha' });
  });

  it('adds the UserId header only when signed in', async () => {
    localStorage.setItem(
      STORAGE_KEYS.userData,
      JSON.stringify({ UserId: 17, RoleId: 2, IsAdmin: true, Name: 'Asha' }),
    );
    await expect(apiGet('/ok')).resolves.toEqual({ value: 42 });
    expect(lastRequest?.headers.userid).toBe('17');

    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ UserId: -1, Name: 'Guest' }));
    await apiGet('/ok');
    expect(lastRequest?.headers.userid).toBeUndefined();
  });

  it('sends a form as multipart/form-data, with the same headers', async () => {
    const form = new FormData();
    form.set('name', 'Asha');
    form.set('resume', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    const call = postForm('/echo', form);
    expect(getInFlightCount()).toBe(1);
    await expect(call).resolves.toEqual({ id: 'c1' });
    expect(getInFlightCount()).toBe(0);
    expect(lastRequest?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastRequest?.headers['x-requested-with']).toBe('fetch');
    expect(lastBody).toContain('name="resume"; filename="cv.pdf"');
    expect(lastBody).toContain('%PDF-1.4');
  });

  it('counts requests in flight while they run', async () => {
    const call = apiGet('/ok');
    expect(getInFlightCount()).toBe(1);
    await call;
    expect(getInFlightCount()).toBe(0);
    await apiGet('/ok', { silent: true });
    expect(getInFlightCount()).toBe(0);
  });
});

/** Navigations the client asks for, instead of moving. */
function recordNavigation() {
  const visited: string[] = [];
  const unregister = registerNavigate((to) => {
    visited.push(to);
  });
  return { visited, unregister };
}

/** A user record in local storage, as the page keeps it after sign-in. */
function storeUser(fields: Record<string, unknown>) {
  localStorage.setItem(
    STORAGE_KEYS.userData,
    JSON.stringify({ UserId: 7, RoleId: 2, IsAdmin: true, Name: 'Asha', ...fields }),
  );
}

describe('api client errors', () => {
  it('keeps a plain-text body and shows it', async () => {
    const error = await failure(apiGet('/plain-text'));
    expect(error.status).toBe(500);
    expect(error.body).toBe('Invoice service is down for maintenance');
    expect(serviceErrorMessage(error)).toBe('Invoice service is down for maintenance');
  });

  it('shows a JSON string body as it is', async () => {
    expect(serviceErrorMessage(await failure(apiGet('/json-string')))).toBe('Quota exceeded');
  });

  it('reads our error shape: code, message and field messages', async () => {
    const error = await failure(apiPost('/ours', {}));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Check the form');
    expect(error.fields).toEqual({ name: 'Too long' });
    expect(serviceErrorMessage(error)).toBe('Check the form');
  });

  it('falls back to the service error text for any other body', async () => {
    expect(serviceErrorMessage(await failure(apiGet('/other-json')))).toBe(SERVICE_ERROR_TEXT);
    const empty = await failure(apiGet('/empty'));
    expect(empty.status).toBe(503);
    expect(serviceErrorMessage(empty)).toBe(SERVICE_ERROR_TEXT);
    expect(serviceErrorMessage(new TypeError('Failed to fetch'))).toBe(SERVICE_ERROR_TEXT);
  });

  it('on 401 forgets the user and sends the visitor to login with the current address, and still rejects', async () => {
    const { visited, unregister } = recordNavigation();
    storeUser({});
    try {
      const error = await failure(apiGet('/unauthorised'));
      expect(error.status).toBe(401);
      expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
      expect(visited).toHaveLength(1);
      const url = new URL(visited[0] ?? '', 'http://x');
      expect(url.pathname).toBe('/login');
      expect(decodeReturnUrl(url.searchParams.get('returnUrl'))).toBe('/E-poi?tab=plans');

      await failure(apiGet('/unauthorised', { authRedirect: false }));
      expect(visited).toHaveLength(1);
    } finally {
      unregister();
    }
  });
});

describe('api client and a refusal (403)', () => {
  it('refreshes who the user is, once for a burst, and never sends them to sign in', async () => {
    const { visited, unregister } = recordNavigation();
    storeUser({ Permissions: ['manage:users:org'] });
    hits.clear();
    try {
      const errors = await Promise.all([1, 2, 3].map(() => failure(apiGet('/forbidden'))));
      expect(errors.map((error) => [error.status, error.message])).toEqual(
        Array(3).fill([403, 'You do not have access to this.']),
      );
      expect(visited).toEqual([]);
      expect(hits.get('/api/Authentication/Session')).toBe(1);
      expect(readStoredUser()).toMatchObject({ UserId: 7, IsAdmin: false, Permissions: [] });
      // The sign-in page will not send this user back to the page that refused them.
      const here = `${window.location.pathname}${window.location.search}`;
      expect(wasRefused(here)).toBe(true);
      expect(destinationAfterSignIn(encodeReturnUrl(here))).toBe(AFTER_SIGN_IN_PATH);
      expect(destinationAfterSignIn(encodeReturnUrl('/my-subscription'))).toBe('/my-subscription');
    } finally {
      unregister();
      forgetRefusals();
    }
  });
});

describe('api client and an incomplete profile', () => {
  it('opens the Profile Details modal instead of sending the user to login', async () => {
    const { visited, unregister } = recordNavigation();
    storeUser({ IsProfileDataSaved: 'Yes' });
    try {
      const error = await failure(apiGet('/profile-needed'));
      expect(error.status).toBe(403);
      expect(visited).toEqual([]);
      expect(isProfileModalOpen()).toBe(true);
      expect(readStoredUser()).toMatchObject({ UserId: 7, IsProfileDataSaved: 'No' });
    } finally {
      unregister();
      closeProfileModal();
    }
  });
});

describe('api client files', () => {
  it('names a file from Content-Disposition', async () => {
    const file = await postBinary('/file', { id: 1 }, 'fallback.pdf');
    expect(file.filename).toBe('Invoice ₹.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('uses the fallback name when the server gives none', async () => {
    const file = await postBinary('/file-unnamed', {}, 'orders.csv');
    expect(file.filename).toBe('orders.csv');
  });
});
