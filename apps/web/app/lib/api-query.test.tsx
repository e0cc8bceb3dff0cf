import { defineEndpoints, errorResponses } from '@prakar/shared/api/endpoint';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, recordRequests, setupApiServer } from '#tests/component/api-server.ts';
import { apiQueryOptions } from './api-query';
import { createQueryClient } from './query-client';

/** A made-up resource, declared as the contract declares real ones. */
const testApi = defineEndpoints('test', {
  items: {
    method: 'GET',
    path: '/Test/Items',
    tag: 'Test',
    summary: 'Some items.',
    query: z.object({ search: z.string().optional() }),
    responses: { 200: z.object({ items: z.array(z.string()) }), ...errorResponses(400, 500) },
  },
});

const server = setupApiServer(answer(testApi.items, { items: ['GST return', 'TDS return'] }));
const requests = recordRequests(server);
const input = { query: { search: 'return' } };

describe('apiQueryOptions', () => {
  it('takes a select of its own, and the cache keeps the whole answer', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useQuery({ ...apiQueryOptions(testApi.items, input), select: (data) => data.items.length }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.data).toBe(2));
    expect(client.getQueryData(apiQueryOptions(testApi.items, input).queryKey)?.items).toEqual([
      'GST return',
      'TDS return',
    ]);
  });

  it('reads once for ensureQueryData, then answers from the cache', async () => {
    const client = createQueryClient();
    const query = apiQueryOptions(testApi.items, input);

    const first = await client.ensureQueryData(query);
    const second = await client.ensureQueryData(query);

    expect(first.items).toEqual(['GST return', 'TDS return']);
    expect(second).toBe(first);
    expect(requests).toEqual(['GET /api/Test/Items?search=return']);
  });
});
