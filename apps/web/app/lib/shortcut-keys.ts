import { useEffect } from 'react';

/**
 * Keys typed into a field, a menu or a dialog are theirs, never a page's shortcut; nor is a key
 * pressed with Alt, Control or Command, which belong to the browser and screen readers, unless
 * the shortcut asks for it (`withCommand`; `anywhere` for one that works inside fields too).
 */
export function isOwnedKey(
  event: KeyboardEvent,
  { withCommand = false, anywhere = false } = {},
): boolean {
  if (event.defaultPrevented || event.isComposing || event.altKey) return true;
  if (!withCommand && (event.ctrlKey || event.metaKey)) return true;
  if (anywhere) return false;
  const target = event.target;
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.closest(
        'input, textarea, select, [role="textbox"], [role="combobox"], [role="dialog"], [role="alertdialog"], [role="menu"]',
      ) !== null)
  );
}

/** Calls `onKey` for each key pressed on the page that is not owned by what has focus. */
export function usePageShortcut(onKey: (event: KeyboardEvent) => void) {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (!isOwnedKey(event)) onKey(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onKey]);
}
