import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_BODY_DEPTH, MAX_BODY_VALUES } from '@prakar/shared/body-bounds';
import { STAFF_PERMISSION } from '@prakar/shared/permissions';
import { site } from '@prakar/shared/site';
import type { FastifyInstance } from 'fastify';
import {
  BEARER_TOKEN_SCHEME,
  describeRoute,
  nameOperations,
  SESSION_COOKIE_SCHEME,
} from './openapi-operations.ts';

/** Where people read the API reference; the OpenAPI document is `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_JSON_PATH = `${DOCS_PREFIX}/json`;

/**
 * Must be registered before the API routes: @fastify/swagger collects routes as they are added,
 * and turns each route's zod schemas into JSON Schema. Swagger UI serves the reading page at
 * `/api/docs/`, the document at `/api/docs/json` (and `/api/docs/yaml`) and its scripts and styles
 * under `/api/docs/static/`, all from this server, nothing from a CDN. The page has no inline
 * script, so it runs under the site's own Content-Security-Policy. `servers` is PUBLIC_URL, and the
 * session cookie is documented under the name the server is configured to use.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string; sessionCookieName: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${site.name} API`,
        version: '1.0.0',
        description: `The API behind the ${site.name} website and customer portal. Errors always have the shape { error: { code, message, fields? } }. A JSON body nested deeper than ${MAX_BODY_DEPTH} levels answers 400 BODY_TOO_DEEP, and one holding more than ${MAX_BODY_VALUES} values (every array element and property value, containers included) 400 BODY_TOO_MANY_VALUES, before any other check. An operation that needs a permission names it in x-permission and in its description: a caller signed in without it gets 403 FORBIDDEN before the request is read. Those marked x-in-person also refuse an access token (403 SESSION_REQUIRED): only a person signed in to the portal may call them.`,
        license: { name: 'Proprietary', url: `${options.publicUrl}/terms` },
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          [SESSION_COOKIE_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: options.sessionCookieName,
            description:
              'The HttpOnly session cookie that signing in on the website (POST /api/Authentication/Login) sets.',
          },
          [BEARER_TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              "For API clients: `Authorization: Bearer prk_pat_…`, a personal access token its owner creates in the portal (profile, API access tokens; POST /api/Details/AccessTokens). A read-only token may only send GET and HEAD. The firm's sibling apps may send the session token the same way.",
          },
        },
      },
      tags: [
        { name: 'Health', description: 'Liveness and readiness for the hosting platform.' },
        {
          name: 'Masters',
          description: 'Reference data: products and their plans, job openings.',
        },
        {
          name: 'Details',
          description: 'Messages and job applications sent by visitors.',
        },
        {
          name: 'BackOffice',
          description: `The firm's own work, for platform administrators only (permission ${STAFF_PERMISSION}): the search, leads, applicants and openings, every organisation and order, payment links, refunds, credit notes, plans and their prices, sales and GST return data.`,
        },
      ],
    },
    transform: describeRoute,
    transformObject: nameOperations,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    logLevel: 'warn',
    theme: { title: `${site.name} API` },
  });
}
