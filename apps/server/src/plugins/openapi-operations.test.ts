import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeRoute, operationIdOf, permissionSentence } from './openapi-operations.ts';

describe('operationIdOf', () => {
  it('is made of the method and the path, path parameters read as "By…"', () => {
    expect(operationIdOf('get', '/api/health')).toBe('getHealth');
    expect(operationIdOf('PUT', '/api/Details/Users/{id}/Role')).toBe('putDetailsUsersByIdRole');
    expect(operationIdOf('get', '/api/Transactions/Payment/status/{reference}/invoice')).toBe(
      'getTransactionsPaymentStatusByReferenceInvoice',
    );
    expect(operationIdOf('post', '/api/Transactions/Order/createOrder')).toBe(
      'postTransactionsOrderCreateOrder',
    );
  });

  it('keeps only letters and digits', () => {
    expect(operationIdOf('delete', '/api/Some-Group/sub_item.v2/{item-id}')).toBe(
      'deleteSomeGroupSubItemV2ByItemId',
    );
  });
});

describe('describeRoute', () => {
  const securityOf = (config: RouteOptions['config']) =>
    describeRoute({
      schema: { summary: 'A route.', response: { 200: z.object({ ok: z.boolean() }) } },
      url: '/api/Example',
      route: { method: 'GET', url: '/api/Example', handler: () => ({ ok: true }), config },
      openapiObject: { openapi: '3.1.0' },
    }).schema.security;

  it('describes a route that says nothing about sign-in as needing the cookie or a bearer token', () => {
    expect(securityOf(undefined)).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(securityOf({})).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
  });

  it('describes public routes with no security, and optional sign-in with the empty requirement too', () => {
    expect(securityOf({ signIn: 'none' })).toEqual([]);
    expect(securityOf({ signIn: 'optional' })).toEqual([
      {},
      { sessionCookie: [] },
      { bearerToken: [] },
    ]);
  });

  it('names a declared permission in x-permission and in a sentence after the description', () => {
    const schemaOf = (config: RouteOptions['config']) =>
      describeRoute({
        schema: { summary: 'A route.', description: 'Does a thing.' },
        url: '/api/Example',
        route: { method: 'POST', url: '/api/Example', handler: () => null, config },
        openapiObject: { openapi: '3.1.0' },
      }).schema;
    expect(schemaOf({ permission: 'manage:users:org' })).toMatchObject({
      'x-permission': 'manage:users:org',
      description: `Does a thing.\n\n${permissionSentence('manage:users:org')}`,
    });
    expect(schemaOf({ permission: 'manage:all:platform', inPerson: true })).toMatchObject({
      'x-permission': 'manage:all:platform',
      'x-in-person': true,
      description: expect.stringContaining(
        'an access token of any scope gets 403 SESSION_REQUIRED',
      ),
    });
    const open = schemaOf({});
    expect(open.description).toBe('Does a thing.');
    expect(open).not.toHaveProperty('x-permission');
  });

  it('leaves hidden routes hidden', () => {
    const { schema } = describeRoute({
      schema: { hide: true },
      url: '/api/Hidden',
      route: { method: 'POST', url: '/api/Hidden', handler: () => null },
      openapiObject: { openapi: '3.1.0' },
    });
    expect(schema).toEqual({ hide: true });
  });
});
