import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { Permission } from '@prakar/shared/permissions';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route, as the API description states it. Left out, the route is described
     * as needing a signed-in caller, so a new route is never published as public by omission.
     * `'none'`: anyone. `'optional'`: anyone, but the route acts on the caller's session when there
     * is one. Routes enforce sign-in themselves (`requireUser`, the declared `permission`,
     * `currentUser`); openapi-security.test.ts calls every operation anonymously to check that
     * the description tells the truth.
     */
    signIn?: 'none' | 'optional';
    /** The permission the endpoint declares, which `route()` checks. */
    permission?: Permission;
    /** Only a person signed in to the portal: an access token is refused whatever its scope. */
    inPerson?: boolean;
  }
}

/**
 * The two ways to prove who is calling (see `sessionTokenOf`), as `components.securitySchemes`
 * names them.
 */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';
export const BEARER_TOKEN_SCHEME = 'bearerToken';

type SecurityRequirements = NonNullable<FastifySchema['security']>;

const signedIn: SecurityRequirements = [
  { [SESSION_COOKIE_SCHEME]: [] },
  { [BEARER_TOKEN_SCHEME]: [] },
];

/** `{}` is OpenAPI's "no credentials": alone it makes a route public, beside others optional. */
const SECURITY: Record<'required' | 'optional' | 'none', SecurityRequirements> = {
  required: signedIn,
  optional: [{}, ...signedIn],
  none: [],
};

/** The operation's extension naming the permission a caller needs. */
const PERMISSION_EXTENSION = 'x-permission';
/** The operation's extension saying an access token is refused: only a person signed in. */
const IN_PERSON_EXTENSION = 'x-in-person';

/** What a permission adds to an operation's description, for people reading it. */
export function permissionSentence(permission: Permission, inPerson = false): string {
  const needs = `Needs the permission ${permission}; without it the answer is 403 FORBIDDEN.`;
  if (!inPerson) return needs;
  return `${needs} Only a person signed in to the portal may call it: an access token of any scope gets 403 SESSION_REQUIRED.`;
}

function describedPermission(
  description: unknown,
  { permission, inPerson }: { permission?: Permission; inPerson?: boolean },
) {
  if (!permission) return {};
  const sentence = permissionSentence(permission, inPerson);
  return {
    description: typeof description === 'string' ? `${description}\n\n${sentence}` : sentence,
    [PERMISSION_EXTENSION]: permission,
    ...(inPerson && { [IN_PERSON_EXTENSION]: true }),
  };
}

/** Each route's zod schemas as JSON Schema, plus who may call it. */
export const describeRoute: SwaggerTransform = (input) => {
  const { schema = {}, url } = jsonSchemaTransform(input);
  if (schema.hide) return { schema, url };
  const config = input.route.config ?? {};
  return {
    schema: {
      ...schema,
      security: SECURITY[config.signIn ?? 'required'],
      ...describedPermission(schema.description, config),
    },
    url,
  };
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `PUT /api/Details/Users/{id}/Role` → `putDetailsUsersByIdRole`: made from the method and path
 * alone, so it stays the same however routes are added or reordered.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .map((segment) => segment.replace(/^\{(.+)\}$/, 'By-$1'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map(capitalised).join('');
}

/** Gives every operation of the finished document its `operationId`. */
export const nameOperations: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const { openapiObject } = document;
  for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (HTTP_METHODS.has(method)) {
        (operation as { operationId?: string }).operationId = operationIdOf(method, path);
      }
    }
  }
  return openapiObject;
};
