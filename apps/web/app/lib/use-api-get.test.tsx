import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getInFlightCount } from './in-flight';
import { type ApiGetState, useApiGet } from './use-api-get';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
let seen: ApiGetState<{ value: number }>[] = [];
let retry: () => void = () => {};

function Probe({ path }: { path: string }) {
  const result = useApiGet<{ value: number }>(path);
  seen.push(result.state);
  retry = result.retry;
  return null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  seen = [];
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

describe('useApiGet', () => {
  it('starts loading, then holds the data, without the loading overlay', async () => {
    const fetch = vi.fn(async (_url: string) => json(200, { value: 7 }));
    vi.stubGlobal('fetch', fetch);
    await act(async () => root.render(createElement(Probe, { path: '/Masters/Products/EPOI' })));
    expect(seen[0]).toEqual({ status: 'loading' });
    expect(getInFlightCount()).toBe(0);
    await settle();
    expect(seen.at(-1)).toEqual({ status: 'ready', data: { value: 7 } });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/Masters/Products/EPOI');
  });

  it('reports a failure, and tries again on retry', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }))
      .mockResolvedValueOnce(json(200, { value: 8 }));
    vi.stubGlobal('fetch', fetch);
    await act(async () => root.render(createElement(Probe, { path: '/x' })));
    await settle();
    expect(seen.at(-1)?.status).toBe('error');
    await act(async () => retry());
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(seen.at(-1)).toEqual({ status: 'ready', data: { value: 8 } });
  });
});
