import { useLayoutEffect, useRef } from 'react';

/**
 * Puts focus back on `target` as a dialog closes, unless something else has taken it meanwhile
 * (the page a link in the dialog led to). For Radix's `onCloseAutoFocus`.
 */
export function returnFocusTo(target: HTMLElement | null, event: Event): void {
  if (!target?.isConnected) return;
  event.preventDefault();
  const active = document.activeElement;
  if (!active || active === document.body) target.focus();
}

/**
 * For a dialog opened by something other than its own `Dialog.Trigger` (a menu item, a guard on
 * leaving the page, a button elsewhere): Radix gives focus back only to that trigger, so without
 * one it would drop onto the page. This remembers what had focus as the dialog opened (a layout
 * effect runs before Radix moves focus into it) and returns the `onCloseAutoFocus` that goes back.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  return (event) => returnFocusTo(opener.current, event);
}
