import {
  type EndpointDefinition,
  type EndpointResult,
  endpointPath,
  queryString,
} from '@prakar/shared/api/endpoint';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '#src/app.ts';
import { AJAX } from './build-test-app.ts';

/** `'id' | 'code'` from `'/Users/:id/Plans/:code'`; `'token'` from `'/Calendar/:token.ics'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;

type ParamName<N extends string> = N extends `${infer Name}.${string}` ? Name : N;

/** The path parameters an endpoint needs; any, for an endpoint whose path is not known. */
type PathParams<P extends string> = `/${string}` extends P
  ? { params?: Record<string, string | number> }
  : [ParamNames<P>] extends [never]
    ? { params?: never }
    : { params: Record<ParamNames<P>, string | number> };

/**
 * What a test sends to an endpoint. Path parameters are named by the path; the query and body are
 * not checked against the contract, since tests also send what the contract refuses.
 */
export type CallInput<E extends EndpointDefinition> = PathParams<E['path']> & {
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A Cookie header, such as `signIn`'s `cookie`. */
  cookie?: string;
  ip?: string;
  /** False to leave out the header our pages send against CSRF, as an API client does. */
  csrfHeader?: false;
};

/** The arguments after the endpoint: the input may be left out when it needs no path parameters. */
export type CallArgs<E extends EndpointDefinition> =
  object extends PathParams<E['path']> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** An inject response whose `json()` is the endpoint's successful answer unless told otherwise. */
export type TypedResponse<E extends EndpointDefinition> = Omit<LightMyRequestResponse, 'json'> & {
  json<T = EndpointResult<E>>(): T;
};

/** The `/api` URL of an endpoint, with its path parameters filled in and its query encoded. */
export function apiUrl(
  endpoint: EndpointDefinition,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  return `/api${endpointPath(endpoint, params)}${queryString(query)}`;
}

/**
 * Calls an endpoint of the contract the way the web app does (method and path from its
 * definition, the CSRF header), so renaming a path needs no test edit.
 */
export function call<E extends EndpointDefinition>(
  app: App,
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<TypedResponse<E>> {
  const { params, query, body, headers, cookie, ip, csrfHeader } = (input ??
    {}) as CallInput<EndpointDefinition>;
  return app.inject({
    method: endpoint.method,
    url: apiUrl(endpoint, params, query),
    headers: {
      ...(csrfHeader === false ? {} : AJAX),
      ...(cookie === undefined ? {} : { cookie }),
      ...headers,
    },
    remoteAddress: ip,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  }) as Promise<TypedResponse<E>>;
}
