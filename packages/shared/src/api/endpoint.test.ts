import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type EndpointDefinition, errorResponses, noContent, successStatus } from './endpoint.ts';
import { ordersApi } from './orders.ts';

const endpoint = (responses: EndpointDefinition['responses'], status?: number) =>
  ({
    method: 'POST',
    path: '/Things',
    tag: 'Details',
    summary: 'A thing.',
    responses,
    status,
  }) as const;

describe('successStatus', () => {
  it('is the one 2xx or 3xx answer the endpoint lists', () => {
    expect(successStatus(endpoint({ 201: z.object({}), ...errorResponses(400, 500) }))).toBe(201);
    expect(successStatus(endpoint({ ...noContent, ...errorResponses(401) }))).toBe(204);
  });

  it('is the one the definition names when it lists several', () => {
    expect(successStatus(ordersApi.create)).toBe(201);
    expect(() => successStatus(endpoint({ 200: z.null(), 201: z.null() }))).toThrow(/status/);
  });
});
