import { ACCESS_ITEMS } from '@prakar/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://www.prakartax.in' } });
});

afterAll(async () => {
  await testApp?.close();
});

const servedDocument = async () =>
  (await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();

describe('API reference', () => {
  it('serves the OpenAPI document listing every API route and nothing else', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'https://www.prakartax.in' }]);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/Authentication/AcceptInvitation',
      '/api/Authentication/ChangePassword',
      '/api/Authentication/Corporate/{corporateName}',
      '/api/Authentication/ForgotPassword',
      '/api/Authentication/Invitation',
      '/api/Authentication/KeepAlive',
      '/api/Authentication/Login',
      '/api/Authentication/Logout',
      '/api/Authentication/ResendVerification',
      '/api/Authentication/ResetPassword',
      '/api/Authentication/Session',
      '/api/Authentication/SignUp',
      '/api/Authentication/Token',
      '/api/Authentication/ValidateSession',
      '/api/Authentication/VerifyEmail',
      '/api/Dashboard/MyApps',
      '/api/Dashboard/MyApps/{code}/Launch',
      '/api/Details/AccessControl',
      '/api/Details/Audit',
      '/api/Details/Audit/Export',
      '/api/Details/Careers/Applications',
      '/api/Details/Contact',
      '/api/Details/Organisations',
      '/api/Details/Profile',
      '/api/Details/Sessions',
      '/api/Details/Sessions/RevokeOthers',
      '/api/Details/Users',
      '/api/Details/Users/Invitations',
      '/api/Details/Users/{id}/Deactivate',
      '/api/Details/Users/{id}/Invitation',
      '/api/Details/Users/{id}/Reactivate',
      '/api/Details/Users/{id}/ResendInvitation',
      '/api/Details/Users/{id}/Role',
      '/api/Details/Users/{id}/SendPasswordReset',
      '/api/Masters/Careers/Openings',
      '/api/Masters/Plans/{code}',
      '/api/Masters/Products',
      '/api/Masters/Products/{code}',
      '/api/Transactions/Invoices/{invoiceId}/pdf',
      '/api/Transactions/Order/createOrder',
      '/api/Transactions/Order/quote',
      '/api/Transactions/Order/{orderId}',
      '/api/Transactions/Orders',
      '/api/Transactions/Orders/Export',
      '/api/Transactions/Payment/link/start',
      '/api/Transactions/Payment/start',
      '/api/Transactions/Payment/status/{reference}',
      '/api/Transactions/Payment/status/{reference}/invoice',
      '/api/Transactions/Payment/webhook',
      '/api/Transactions/PaymentLinks',
      '/api/Transactions/Subscriptions',
      '/api/Transactions/UserCart/getusercart/{userId}',
      '/api/Transactions/UserCart/save',
      '/api/health',
      '/api/ready',
    ]);
    const contact = document.paths['/api/Details/Contact'].post;
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
    expect(document.paths['/api/Details/Users/{id}/Role'].put.operationId).toBe(
      'putDetailsUsersByIdRole',
    );
  });

  it('declares the session cookie, under its configured name, and the bearer token', async () => {
    const { components, info } = await servedDocument();
    expect(components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'prakar_session' },
      bearerToken: { type: 'http', scheme: 'bearer' },
    });
    expect(info.license).toEqual({ name: 'Proprietary', url: 'https://www.prakartax.in/terms' });
  });

  it("names every app and admin power in the access matrix's rows", async () => {
    const document = await servedDocument();
    const row =
      document.paths['/api/Details/AccessControl'].get.responses['200'].content['application/json']
        .schema.properties.users.items;
    for (const record of [row.properties.access, row.properties.defaults]) {
      expect(Object.keys(record.properties)).toEqual([...ACCESS_ITEMS]);
      expect(record.required).toEqual([...ACCESS_ITEMS]);
      expect(record.additionalProperties).toBe(false);
    }
  });

  it('documents the application upload as multipart/form-data', async () => {
    const document = await servedDocument();
    const apply = document.paths['/api/Details/Careers/Applications'].post;
    expect(Object.keys(apply.responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '415', '429']),
    );
    expect(apply.description).toContain('resume');
  });

  it('serves the reading page with its own script policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' 'unsafe-inline'",
    );
    const script = await testApp.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
  });

  it('sends HSTS when the public address is HTTPS', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
