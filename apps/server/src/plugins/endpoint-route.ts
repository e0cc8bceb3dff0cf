import type {
  EndpointDefinition,
  EndpointResult,
  FileResponse,
  RedirectResponse,
  ResponseSchema,
} from '@prakar/shared/api/endpoint';
import { successStatus } from '@prakar/shared/api/endpoint';
import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onResponseAsyncHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requirePermissionInPerson } from './authentication.ts';

/** The Fastify instance a route plugin receives, with zod schemas as its type provider. */
export type ApiApp = Parameters<FastifyPluginAsyncZod>[0];

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request to an endpoint: params, query, body and headers as its schemas parsed them. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
  Headers: Parsed<E['headers']>;
}>;

/** The contract's own keys may read `'204'`: `defineEndpoints` infers them as written. */
type AnswersNothing<E extends EndpointDefinition> = [
  Extract<keyof E['responses'], 204 | '204'>,
] extends [never]
  ? false
  : true;

/** A JSON answer; a file's is sent through `reply`, so the handler returns the reply itself. */
type Answer<E extends EndpointDefinition> =
  EndpointResult<E> extends { blob: Blob } ? never : EndpointResult<E>;

/** A handler returns its answer, or nothing for a 204; route() sets the status. */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => AnswersNothing<E> extends true
  ? void | Promise<void>
  : Answer<E> | FastifyReply | Promise<Answer<E> | FastifyReply>;

/**
 * What the server adds to an endpoint: who passes (hooks, after the permission the contract
 * declares) and how often (rate limits).
 */
export interface EndpointRouteOptions {
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  /** Runs once the answer has gone out, e.g. to start work the answer must not wait for. */
  onResponse?: onResponseAsyncHookHandler;
  config?: Omit<FastifyContextConfig, 'signIn' | 'permission' | 'inPerson'>;
  bodyLimit?: number;
}

function kindOf(response: ResponseSchema): 'file' | 'redirect' | 'json' {
  return (response as Partial<FileResponse | RedirectResponse>).kind ?? 'json';
}

/** Response schemas as Fastify takes them; a redirect has no body to serialise or describe. */
function responseSchemas(responses: EndpointDefinition['responses']) {
  return Object.fromEntries(
    Object.entries(responses)
      .filter(([, response]) => kindOf(response) !== 'redirect')
      .map(([status, response]) => [
        status,
        kindOf(response) === 'file'
          ? {
              description: (response as FileResponse).description,
              content: { [(response as FileResponse).mediaType]: { schema: z.string() } },
            }
          : response,
      ]),
  );
}

function schemaOf(endpoint: EndpointDefinition): FastifySchema {
  const { tag, summary, description, params, query, headers, hidden, body, responses } = endpoint;
  return {
    tags: [tag],
    summary,
    ...(hidden && { hide: true }),
    ...(description && { description }),
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(headers && { headers }),
    ...(body === 'multipart' ? { consumes: ['multipart/form-data'] } : body && { body }),
    response: responseSchemas(responses),
  };
}

/**
 * The endpoint's declared permission, checked first, then the route's own hooks. Every check runs
 * before the body is validated, so a caller without the permission learns nothing from a 400.
 */
function preValidationOf(
  { permission, inPerson }: EndpointDefinition,
  own: EndpointRouteOptions['preValidation'] = [],
): preValidationHookHandler[] {
  const hooks = Array.isArray(own) ? own : [own];
  if (!permission) return hooks;
  const check = inPerson ? requirePermissionInPerson(permission) : requirePermission(permission);
  return [check, ...hooks];
}

/**
 * Registers the route of one contract endpoint: its method, path, schemas, success status and who
 * may call it (sign-in and permission) come from the contract in `@prakar/shared/api`; the server
 * adds the handler, and its hooks and limits where it needs them.
 */
export function route<E extends EndpointDefinition>(
  app: ApiApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const { permission, inPerson } = endpoint;
  if (inPerson && !permission) throw new Error(`${endpoint.path}: inPerson needs a permission`);
  const signIn = endpoint.signIn === 'required' ? undefined : endpoint.signIn;
  const status = successStatus(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...options,
    preValidation: preValidationOf(endpoint, options.preValidation),
    config: {
      ...options.config,
      ...(signIn && { signIn }),
      ...(permission && { permission }),
      ...(inPerson && { inPerson }),
    },
    schema: schemaOf(endpoint),
    // Set first, so a handler with another answer (an order placed before: 200) can still say so.
    async handler(request: EndpointRequest<E>, reply: FastifyReply) {
      reply.code(status);
      const answer = await handler(request, reply);
      // A file went out through `reply` (awaiting it waits until it has): there is nothing left
      // to send, and sending again would be a second answer to one request.
      if (reply.raw.headersSent) return undefined;
      // Fastify takes `undefined` from an async handler for a forgotten answer; a 204 has none.
      return answer ?? null;
    },
  } as RouteOptions);
}
