import { useState } from 'react';
import { focusPageStart } from './page-focus';

/**
 * Gives focus back to whatever opened a dialog, side panel or menu once it closes. Radix's
 * `Dialog` already does this for its own `Trigger`; this is for the ones opened from elsewhere (a
 * store any button can call, a row's menu, a navigation held back for a question), which would
 * otherwise leave focus on `<body>`, where a keyboard or screen-reader user has to start again from
 * the top of the page.
 */
export interface FocusReturn {
  /**
   * Notes the opener: `opener` when the caller knows it (the button clicked, which Safari does not
   * focus on click), and whatever has focus now, which stands in when the opener has gone (a
   * mobile menu that closed as it opened the panel gives focus to its own button).
   */
  remember(opener?: Element | null): void;
  /** The opener is going away (its row was deleted): focus goes to the fallback instead. */
  forget(): void;
  /**
   * Puts focus back, in this order: the opener, what had focus when it opened, the fallback, the
   * page's main heading. After a change of page meanwhile, the new page's heading. Pass it to
   * Radix as `onCloseAutoFocus`, whose own default it replaces.
   */
  restore(event?: Event): void;
}

interface Origin {
  opener: Element | null;
  focused: Element | null;
  pathname: string;
}

function takesFocus(element: Element | null | undefined): boolean {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  element.focus();
  // A hidden or disabled element refuses focus without an error.
  return document.activeElement === element;
}

/** `fallback` is read when focus is restored, so it may name an element that comes later. */
export function createFocusReturn(fallback?: () => HTMLElement | null): FocusReturn {
  let origin: Origin | undefined;
  return {
    remember(opener) {
      const active = document.activeElement;
      origin = {
        opener: opener ?? null,
        focused: active === document.body ? null : active,
        pathname: window.location.pathname,
      };
    },
    forget() {
      if (origin) origin = { ...origin, opener: null, focused: null };
    },
    restore(event) {
      event?.preventDefault();
      const samePage = origin?.pathname === window.location.pathname;
      const candidates = samePage && origin ? [origin.opener, origin.focused, fallback?.()] : [];
      origin = undefined;
      if (!candidates.some(takesFocus)) focusPageStart();
    },
  };
}

/** One `FocusReturn` for the life of a component. */
export function useFocusReturn(fallback?: () => HTMLElement | null): FocusReturn {
  const [focusReturn] = useState(() => createFocusReturn(fallback));
  return focusReturn;
}
