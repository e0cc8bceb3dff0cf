import type { Endpoint, EndpointResult } from '@prakar/shared/api/endpoint';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

type Resolver = Parameters<typeof http.get>[1];

const methods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/**
 * A stand-in for the API at the network's edge: the component's real client sends real requests,
 * and these handlers answer them. Paths come from the contract (`:name` parameters as there).
 */
export function onEndpoint(endpoint: Endpoint, resolver: Resolver) {
  return methods[endpoint.method](`/api${endpoint.path}`, resolver);
}

/** An endpoint that always answers `body` with status 200. */
export function answer<E extends Endpoint>(endpoint: E, body: EndpointResult<E>) {
  return onEndpoint(endpoint, () => HttpResponse.json(body as JsonBodyType));
}

/** An endpoint that refuses with the API's error shape. */
export function refuse(endpoint: Endpoint, status: number, code: string, message: string) {
  return onEndpoint(endpoint, () => HttpResponse.json({ error: { code, message } }, { status }));
}

/**
 * Starts the stand-in API for a test file with `handlers` as every test's starting point
 * (`server.use(…)` adds a test's own); a request nobody answers fails the test.
 */
export function setupApiServer(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Every request the stand-in API received in this test, as "METHOD /path?query" lines. */
export function recordRequests(server: ReturnType<typeof setupServer>): string[] {
  const seen: string[] = [];
  afterEach(() => {
    seen.length = 0;
  });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}
