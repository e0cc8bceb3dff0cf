import { z } from 'zod';
import { apiErrorSchema } from '#src/api-error.ts';
import type { Permission } from '#src/permissions.ts';

/**
 * One HTTP API operation, declared once: the server registers its route from it (and the OpenAPI
 * document follows), the web app calls it through the typed client. Paths are relative to `/api`
 * and name their parameters Fastify's way (`/Users/:id/Role`).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is a file (a PDF, a CSV export) rather than JSON. */
export interface FileResponse {
  kind: 'file';
  mediaType: string;
  description: string;
}

/** An answer that sends the browser on to a page of the site (303 See Other), with no body. */
export interface RedirectResponse {
  kind: 'redirect';
  description: string;
}

export type ResponseSchema = z.ZodType | FileResponse | RedirectResponse;

export interface EndpointDefinition {
  method: HttpMethod;
  path: `/${string}`;
  /** The OpenAPI tag (the API group the operation is listed under). */
  tag: string;
  summary: string;
  description?: string;
  /** Who may call it: signed-in callers only (the default), anyone, or anyone with or without. */
  signIn?: 'required' | 'optional' | 'none';
  /**
   * The permission a caller needs, checked before the request is read: 401 signed out, 403
   * without it. The firm's staff endpoints say `STAFF_PERMISSION`. Checks on the record itself
   * (one organisation's own) stay with the service.
   */
  permission?: Permission;
  /**
   * Only a person signed in to the portal, never an access token, whatever its scope: for
   * refunds and price changes (docs/decisions/0070). Goes with `permission`.
   */
  inPerson?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the operation reads, such as a webhook's signature. */
  headers?: z.ZodType;
  /** Left out of the API description: a page the browser posts to, not an API for clients. */
  hidden?: boolean;
  /** A JSON body, or `multipart` for a form with a file upload (described in `description`). */
  body?: z.ZodType | 'multipart';
  responses: Record<number, ResponseSchema>;
  /** The usual success status, where `responses` lists more than one 2xx or 3xx. */
  status?: number;
}

/** An endpoint with its place in the contract: `resource` groups its cached reads in the web app. */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & {
  resource: string;
  name: string;
};

/**
 * Declares the endpoints of one resource. Each one learns its resource and name, which the web
 * app uses for query keys (`[resource, name, input]`) and to refresh a resource after a change.
 */
export function defineEndpoints<
  const R extends string,
  const G extends Record<string, EndpointDefinition>,
>(resource: R, endpoints: G): { [K in keyof G & string]: G[K] & { resource: R; name: K } } {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, definition]) => [
      name,
      { ...definition, resource, name },
    ]),
  ) as { [K in keyof G & string]: G[K] & { resource: R; name: K } };
}

export function fileResponse(mediaType: string, description: string): FileResponse {
  return { kind: 'file', mediaType, description };
}

export function redirectResponse(description: string): RedirectResponse {
  return { kind: 'redirect', description };
}

/**
 * The error answers an operation documents, all in the one `{ error: { code, message, fields? } }`
 * shape: `errorResponses(400, 401, 404)` → `{ 400: apiErrorSchema, 401: …, 404: … }`.
 */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

/** The answer of an operation that answers nothing: 204 No Content. */
export const noContent = { 204: z.null() };

type SuccessStatus = 200 | 201 | 202 | 204;
type Answer<S> = S extends FileResponse
  ? DownloadedFile
  : S extends z.ZodType
    ? z.output<S>
    : never;

/** What a file answer becomes in the browser. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The successful answer of an endpoint (its 2xx response). */
export type EndpointResult<E extends EndpointDefinition> = Answer<
  E['responses'][Extract<keyof E['responses'], SuccessStatus>]
>;

type Part<K extends string, S> = S extends z.ZodType
  ? object extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller passes: path parameters, query and body, each only where the endpoint has one. */
export type EndpointInput<E extends EndpointDefinition> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  (E['body'] extends 'multipart' ? { body: FormData } : Part<'body', E['body']>);

/**
 * The status a successful call answers with: the one 2xx or 3xx of `responses`, or `status` where
 * there are several. The server's `route()` sets it, so handlers only return their answer.
 */
export function successStatus(endpoint: EndpointDefinition): number {
  if (endpoint.status !== undefined) return endpoint.status;
  const statuses = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 400);
  const [status] = statuses;
  if (status === undefined || statuses.length > 1) {
    throw new Error(`${endpoint.path} needs one success status, or \`status\` to choose one`);
  }
  return status;
}

/** True for endpoints whose successful answer is a file. */
export function answersWithFile(endpoint: EndpointDefinition): boolean {
  return Object.values(endpoint.responses).some(
    (response) => (response as Partial<FileResponse>).kind === 'file',
  );
}

/** Fills `:name` path parameters in, encoded. */
export function endpointPath(
  endpoint: EndpointDefinition,
  params?: Record<string, unknown>,
): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x&b=y` from a query object: empty values are left out, arrays repeat their key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
