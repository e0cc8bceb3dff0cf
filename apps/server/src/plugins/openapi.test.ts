import { accessControlApi } from '@prakar/shared/api/access-control';
import { careersApi } from '@prakar/shared/api/careers';
import { catalogueApi } from '@prakar/shared/api/catalogue';
import { contactApi } from '@prakar/shared/api/contact';
import type { EndpointDefinition } from '@prakar/shared/api/endpoint';
import { healthApi } from '@prakar/shared/api/health';
import { usersApi } from '@prakar/shared/api/users';
import { ACCESS_ITEMS, STAFF_PERMISSION } from '@prakar/shared/permissions';
import { describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { CONTRACT } from '#test/contract.ts';
import { useTestApp } from '#test/use-test-app.ts';
import { DOCS_PREFIX, OPENAPI_JSON_PATH } from './openapi.ts';
import { operationIdOf, permissionSentence } from './openapi-operations.ts';

const app = useTestApp({ env: { PUBLIC_URL: 'https://www.prakartax.in' } });

/** An endpoint's path as the OpenAPI document writes it: `/api/Details/Users/{id}/Role`. */
const documented = (endpoint: EndpointDefinition) =>
  `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;

const get = (url: string) => app().inject({ method: 'GET', url });

const servedDocument = async () => (await get(OPENAPI_JSON_PATH)).json();

describe('API reference', () => {
  it('serves the OpenAPI document listing every API route and nothing else', async () => {
    const response = await get(OPENAPI_JSON_PATH);
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://www.prakartax.in' }]);
    expect(Object.keys(document.paths).sort()).toEqual(
      [...new Set(CONTRACT.filter((endpoint) => !endpoint.hidden).map(documented))].sort(),
    );
    const contact = document.paths[documented(contactApi.send)].post;
    expect(contact.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'comments']),
    );
    expect(Object.keys(contact.responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '415', '429']),
    );
  });

  it('gives every operation its own operationId, made from its method and path', async () => {
    const document = await servedDocument();
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>).map(
        (operation) => operation.operationId,
      ),
    );
    expect(ids.filter((id) => typeof id !== 'string')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const changeRole = documented(usersApi.changeRole);
    expect(document.paths[changeRole].put.operationId).toBe(operationIdOf('put', changeRole));
  });

  it('declares the session cookie, under its configured name, and the bearer token', async () => {
    const { components, info } = await servedDocument();
    expect(components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'prakar_session' },
      bearerToken: { type: 'http', scheme: 'bearer' },
    });
    expect(info.license).toEqual({ name: 'Proprietary', url: 'https://www.prakartax.in/terms' });
  });

  it('names the permission each operation needs, and lists every staff operation under BackOffice alone', async () => {
    const document = await servedDocument();
    const described = CONTRACT.filter((endpoint) => !endpoint.hidden).map((endpoint) => {
      const operation = document.paths[documented(endpoint)][endpoint.method.toLowerCase()];
      return {
        operation: `${endpoint.method} ${endpoint.path}`,
        permission: operation['x-permission'],
        inPerson: operation['x-in-person'],
        tags: operation.tags,
        saysSo: String(operation.description).includes(
          permissionSentence(endpoint.permission ?? STAFF_PERMISSION, endpoint.inPerson),
        ),
      };
    });
    expect(described).toEqual(
      CONTRACT.filter((endpoint) => !endpoint.hidden).map((endpoint) => ({
        operation: `${endpoint.method} ${endpoint.path}`,
        permission: endpoint.permission,
        inPerson: endpoint.inPerson,
        tags: endpoint.permission === STAFF_PERMISSION ? ['BackOffice'] : [endpoint.tag],
        saysSo: endpoint.permission !== undefined,
      })),
    );
    const staffTags = new Set(
      described.filter(({ permission }) => permission === STAFF_PERMISSION).flatMap((o) => o.tags),
    );
    expect([...staffTags]).toEqual(['BackOffice']);
    const plans = document.paths[documented(catalogueApi.updatePlan)].put;
    expect(plans).toMatchObject({ 'x-permission': STAFF_PERMISSION, 'x-in-person': true });
  });

  it("names every app and admin power in the access matrix's rows", async () => {
    const document = await servedDocument();
    const row =
      document.paths[documented(accessControlApi.matrix)].get.responses['200'].content[
        'application/json'
      ].schema.properties.users.items;
    for (const record of [row.properties.access, row.properties.defaults]) {
      expect(Object.keys(record.properties)).toEqual([...ACCESS_ITEMS]);
      expect(record.required).toEqual([...ACCESS_ITEMS]);
      expect(record.additionalProperties).toBe(false);
    }
  });

  it('documents the application upload as multipart/form-data', async () => {
    const document = await servedDocument();
    const apply = document.paths[documented(careersApi.apply)].post;
    expect(Object.keys(apply.responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '415', '429']),
    );
    expect(apply.description).toContain('resume');
  });

  it('serves the reading page from this server, under the site script policy', async () => {
    const page = await get(`${DOCS_PREFIX}/`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']).split(/;\s*/);
    expect(policy).toContain("script-src 'self'");
    // No inline script, and every script and style is a relative URL: a file of this server.
    expect(page.body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    const assets = [...page.body.matchAll(/\s(?:src|href)="([^"]+)"/g)].flatMap(([, url]) =>
      url ? [url] : [],
    );
    expect(assets).toEqual(
      expect.arrayContaining(['./static/swagger-ui-bundle.js', './static/swagger-ui.css']),
    );
    for (const asset of assets) {
      expect(asset).toMatch(/^\.\/static\//);
      expect((await get(`${DOCS_PREFIX}/${asset.slice(2)}`)).statusCode, asset).toBe(200);
    }
    // The page's script reads the document from the JSON URL beside it.
    const initializer = await get(`${DOCS_PREFIX}/static/swagger-initializer.js`);
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(`${DOCS_PREFIX}/json`).toBe(OPENAPI_JSON_PATH);
  });

  it('sends HSTS when the public address is HTTPS', async () => {
    const response = await call(app(), healthApi.live);
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
