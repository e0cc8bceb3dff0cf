import { useEffect } from 'react';
import { isOwnedKey } from '#app/lib/shortcut-keys.ts';

/**
 * Calls `onShortcut` on `/` outside a field, and on Ctrl+K or ⌘K anywhere. Neither is a key a
 * screen reader reads the page with (its own keys come with Insert, Caps Lock or Control+Option).
 */
export function useSearchShortcut(onShortcut: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const commandK =
        (event.ctrlKey || event.metaKey) &&
        event.key.toLowerCase() === 'k' &&
        !isOwnedKey(event, { withCommand: true, anywhere: true });
      const slash = event.key === '/' && !isOwnedKey(event);
      if (!commandK && !slash) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onShortcut]);
}
