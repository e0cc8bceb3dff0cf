import { savedViewsApi } from '@prakar/shared/api/saved-views';
import type { SavedViewList } from '@prakar/shared/saved-views';
import { screen, within } from '@testing-library/react';
import { answer } from './api-server';

/** The server answering that someone has saved one view of `list`: its name and address. */
export function oneSavedView(list: SavedViewList, name: string, search: string) {
  return answer(savedViewsApi.list, {
    views: [{ id: '7d3c2b1a-0000-4000-8000-000000000003', list, name, search }],
  });
}

/** The names of the views offered above a list, ready-made then saved, once they have loaded. */
export async function offeredViews(): Promise<(string | null)[]> {
  const views = screen.getByRole('navigation', { name: 'Views' });
  return (await within(views).findAllByRole('link')).map((link) => link.textContent);
}
