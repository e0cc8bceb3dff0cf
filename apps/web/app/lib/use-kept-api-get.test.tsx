import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type KeptApiGet, useKeptApiGet } from './use-kept-api-get';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Page = { page: number };

let root: Root;
let latest: KeptApiGet<Page>;

function Probe({ path }: { path: string }) {
  latest = useKeptApiGet<Page>(path);
  return null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const render = (path: string) => act(async () => root.render(createElement(Probe, { path })));

beforeEach(() => {
  root = createRoot(document.createElement('div'));
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

describe('useKeptApiGet', () => {
  it('shows nothing before the first answer, then keeps each answer while the next loads', async () => {
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
    );
    const answer = async (body: Page) => {
      answers.shift()?.(json(200, body));
      await settle();
    };
    await render('/list?page=1');
    expect(latest.shown).toBeUndefined();
    await answer({ page: 1 });
    expect(latest.shown).toEqual({ page: 1 });

    await render('/list?page=2');
    expect(latest.state.status).toBe('loading');
    expect(latest.shown).toEqual({ page: 1 });

    await answer({ page: 2 });
    expect(latest.shown).toEqual({ page: 2 });
  });

  it('shows nothing after a failure, and the answer again after a retry', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(200, { page: 1 }))
      .mockResolvedValueOnce(json(503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } }))
      .mockResolvedValueOnce(json(200, { page: 2 }));
    vi.stubGlobal('fetch', fetch);
    await render('/list?page=1');
    await settle();
    await render('/list?page=2');
    await settle();
    expect(latest.state.status).toBe('error');
    expect(latest.shown).toBeUndefined();

    act(() => latest.retry());
    await settle();
    expect(latest.shown).toEqual({ page: 2 });
  });
});
