import {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type PagedListState, pagedListState, searchOfQuery } from './paged-list';

/** Answers each page when the test says so, or refuses it. */
function pendingAnswers() {
  const waiting = new Map<
    number,
    { resolve: (rows: string[]) => void; reject: (e: Error) => void }
  >();
  return {
    read: (page: number) =>
      new Promise<string[]>((resolve, reject) => waiting.set(page, { resolve, reject })),
    answer: (page: number, rows: string[]) => act(() => waiting.get(page)?.resolve(rows)),
    refuse: (page: number, error: Error) => act(() => waiting.get(page)?.reject(error)),
  };
}

/** A paged list read as the screens read it: the last answer kept while the next page loads. */
function renderList(answers: ReturnType<typeof pendingAnswers>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ page }: { page: number }) => {
      const query = useQuery({
        queryKey: ['rows', page],
        queryFn: () => answers.read(page),
        placeholderData: keepPreviousData,
      });
      return { state: pagedListState(query), refetch: query.refetch };
    },
    { wrapper, initialProps: { page: 1 } },
  );
  return { ...view, client };
}

type ListState = PagedListState<string[], Error>;

/** Nothing loading: the rows of the last answer, or only the failure. */
const settled = (shown: string[] | undefined, failure?: Error): ListState => ({
  shown,
  loading: false,
  busy: false,
  failure,
});

/** Loading: the first page with nothing to show, or a next page over the last one (busy). */
const loading = (shown?: string[]): ListState => ({
  shown,
  loading: true,
  busy: shown !== undefined,
  failure: undefined,
});

/** A list whose first page has answered and is on screen. */
async function renderAnsweredList() {
  const answers = pendingAnswers();
  const view = renderList(answers);
  await answers.answer(1, ['a']);
  await waitFor(() => expect(view.result.current.state.shown).toEqual(['a']));
  return { answers, ...view };
}

describe('pagedListState', () => {
  it('loads with nothing to show, then shows the answer', async () => {
    const answers = pendingAnswers();
    const { result } = renderList(answers);
    expect(result.current.state).toEqual(loading());

    await answers.answer(1, ['a']);
    await waitFor(() => expect(result.current.state).toEqual(settled(['a'])));
  });

  it('keeps the last page on screen, busy, while the next one loads', async () => {
    const { answers, result, rerender } = await renderAnsweredList();

    rerender({ page: 2 });
    expect(result.current.state).toEqual(loading(['a']));

    await answers.answer(2, ['b']);
    await waitFor(() => expect(result.current.state).toEqual(settled(['b'])));
  });

  it('shows only the failure, and the loading state again while trying again', async () => {
    const answers = pendingAnswers();
    const { result } = renderList(answers);
    const refused = new Error('refused');
    await answers.refuse(1, refused);
    await waitFor(() => expect(result.current.state).toEqual(settled(undefined, refused)));

    act(() => void result.current.refetch());
    await waitFor(() => expect(result.current.state).toEqual(loading()));
  });

  it('shows nothing of the last page once the next one failed', async () => {
    const { answers, result, rerender } = await renderAnsweredList();

    rerender({ page: 2 });
    const refused = new Error('refused');
    await answers.refuse(2, refused);
    await waitFor(() => expect(result.current.state).toEqual(settled(undefined, refused)));
  });

  it('refreshes the answer on screen in the background, neither loading nor busy', async () => {
    const { answers, result, client } = await renderAnsweredList();

    act(() => void client.invalidateQueries({ queryKey: ['rows'] }));
    expect(result.current.state).toEqual(settled(['a']));

    await answers.answer(1, ['a', 'b']);
    await waitFor(() => expect(result.current.state.shown).toEqual(['a', 'b']));
    expect(result.current.state.loading).toBe(false);
  });
});

describe('searchOfQuery', () => {
  it('writes the query in its order, leaving out what it leaves out', () => {
    expect(searchOfQuery({ page: 2, search: undefined, sort: 'name' })).toBe('?page=2&sort=name');
  });
});
