import {
  answersWithFile,
  type DownloadedFile,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  endpointPath,
  type HttpMethod,
  queryString,
} from '@prakar/shared/api/endpoint';
import { AUTH_ERROR_CODES } from '@prakar/shared/auth-error-codes';
import { loginRoute, routeOfPath } from '@prakar/shared/routes';
import { openProfileModal } from '#app/components/profile-modal/profile-modal-store.ts';
import { accessRefused } from '#app/lib/session/access-refused.ts';
import { setUser, updateUser } from '#app/lib/session/session-store.ts';
import { ApiError, apiErrorFromResponse } from './api-error';
import { filenameFromContentDisposition } from './content-disposition';
import { beginRequest, endRequest } from './in-flight';
import { currentPathAndSearch, navigateTo } from './navigation';
import { loginPathWithReturn } from './return-url';
import { readStoredUser } from './user-record';

/** Every API route lives under one same-origin prefix, as `/api/<Group>/…`. */
const API_BASE = '/api';

/** An endpoint's address, for a link the browser follows itself (a file opened in a new tab). */
export function apiHref(endpoint: EndpointDefinition, params: Record<string, unknown>): string {
  return `${API_BASE}${endpointPath(endpoint, params)}`;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Background calls (session checks, prefetches) run without the loading overlay. */
  silent?: boolean;
  /**
   * Calls that expect 401 as an answer (signing in with a wrong password) opt out of being sent to
   * the sign-in page when the session is over.
   */
  authRedirect?: boolean;
}

function buildHeaders(hasJsonBody: boolean, accept: string): Headers {
  // X-Requested-With is not a CORS-safelisted header, so a cross-site form or image cannot send
  // it without a preflight: the server can require it as a CSRF defence.
  const headers = new Headers({ Accept: accept, 'X-Requested-With': 'fetch' });
  // A FormData body gets its multipart Content-Type, with the boundary, from the browser.
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  const user = readStoredUser();
  if (user) headers.set('UserId', String(user.UserId));
  return headers;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function sendToLogin(): void {
  const here = currentPathAndSearch();
  if (routeOfPath(here.split('?')[0] ?? '') === loginRoute) return;
  void navigateTo(loginPathWithReturn(here));
}

async function send<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept: string,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const tracked = !options.silent;
  const isForm = body instanceof FormData;
  if (tracked) beginRequest();
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, {
        method,
        headers: buildHeaders(body !== undefined && !isForm, accept),
        body: body === undefined || isForm ? body : JSON.stringify(body),
        credentials: 'include',
        signal: options.signal,
      });
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: String(cause), cause });
    }
    if (!response.ok) {
      const error = await apiErrorFromResponse(response);
      if (error.code === AUTH_ERROR_CODES.profileIncomplete) {
        // Not a sign-in problem: the Profile Details modal leads to the profile instead.
        updateUser({ IsProfileDataSaved: 'No' });
        openProfileModal();
      } else if (response.status === 403 && readStoredUser()) {
        // Signed in but not allowed (docs/decisions/0012): learn what this user may now do (or
        // that two-step sign-in must be set up first, which the guard leads to); the screen shows
        // why, and the caller gets the error to show its message.
        await accessRefused(currentPathAndSearch());
      } else if (response.status === 401 && options.authRedirect !== false) {
        // The session is gone (expired, revoked), so the page's copy of the user goes too.
        setUser(null);
        sendToLogin();
      }
      throw error;
    }
    return await read(response);
  } finally {
    if (tracked) endRequest();
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file answer, named as the server names it (`Content-Disposition`), or `download`. */
async function readFile(response: Response): Promise<DownloadedFile> {
  return {
    blob: await response.blob(),
    filename:
      filenameFromContentDisposition(response.headers.get('content-disposition')) ?? 'download',
  };
}

const JSON_TYPE = 'application/json';
const ANY_TYPE = '*/*';

/**
 * Calls one endpoint of the API contract (`@prakar/shared/api/*`): the path, query and body come
 * from typed input, and the answer has the type the contract declares. File answers come back as
 * a blob with the server's file name.
 */
export function call<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options = {}]: object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: RequestOptions]
    : [input: EndpointInput<E>, options?: RequestOptions]
): Promise<EndpointResult<E>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = endpointPath(endpoint, params) + queryString(query);
  const file = answersWithFile(endpoint);
  return send(
    endpoint.method,
    path,
    body,
    options,
    file ? ANY_TYPE : JSON_TYPE,
    file ? readFile : readJson,
  ) as Promise<EndpointResult<E>>;
}
