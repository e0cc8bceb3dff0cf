import { type ReactNode, useSyncExternalStore } from 'react';
import { RETURNING_ATTRIBUTE } from '#app/start/starting-state.ts';

/**
 * What a page the app draws (the cart, the checkout, a payment) shows before the app runs. A
 * newcomer's view (an empty cart, an invalid link) needs no app, so the page is complete without
 * it; a returning visitor (signed in, with a cart, or opening a link with a query) sees a loading
 * line until the app draws theirs, for the app starts at once for them. The head script marks a
 * returning visitor before the first paint (`start/starting-state.ts`) and global.css shows one
 * view or the other.
 */
export function PrerenderedViews({
  newcomer,
  returning,
}: {
  newcomer: ReactNode;
  returning: ReactNode;
}) {
  return (
    <>
      <div data-view="returning">{returning}</div>
      <div data-view="newcomer">{newcomer}</div>
    </>
  );
}

const never = () => () => {};

/**
 * Whether the head script marked this visitor as returning. False while the page hydrates, as it
 * was pre-rendered; a view the newcomer may already be using then stays where it is.
 */
export function useReturningVisitor(): boolean {
  return useSyncExternalStore(
    never,
    () => document.documentElement.hasAttribute(RETURNING_ATTRIBUTE),
    () => false,
  );
}
