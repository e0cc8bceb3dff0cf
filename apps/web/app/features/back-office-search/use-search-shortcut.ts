import { useEffect } from 'react';

/** Where a `/` is typed text, not a shortcut. */
const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.closest('input, textarea, select, [role="textbox"], [role="combobox"]') !== null);

/**
 * Calls `onShortcut` on `/` outside a field, and on Ctrl+K or ⌘K anywhere. Neither is a key a
 * screen reader reads the page with (its own keys come with Insert, Caps Lock or Control+Option).
 */
export function useSearchShortcut(onShortcut: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isField(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onShortcut]);
}
