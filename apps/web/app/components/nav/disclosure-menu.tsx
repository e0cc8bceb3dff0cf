import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { NavLink } from 'react-router';
import type { SiteLink } from '#app/content/catalogue-links.ts';
import { ChevronDown } from './icons';
import styles from './nav.module.css';

/** From the button, ArrowDown enters at the first link and ArrowUp at the last (-1). */
function entryIndex(key: string): number | null {
  if (key === 'ArrowDown') return 0;
  if (key === 'ArrowUp') return -1;
  return null;
}

/** Inside the list, arrows move (wrapping round), Home and End jump to the ends. */
function step(key: string, current: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return current + 1;
    case 'ArrowUp':
      return current - 1;
    case 'Home':
      return 0;
    case 'End':
      return -1;
    default:
      return null;
  }
}

/**
 * A navigation submenu in the disclosure pattern (a button that shows a list of links): Enter or
 * Space toggles it, ArrowDown/ArrowUp open it on the first/last link, arrows move between links,
 * Escape or choosing a link closes it and returns focus to the button (a link to another page then
 * hands focus to that page's heading), and it closes when focus or a click leaves it.
 */
export function DisclosureMenu({ label, items }: { label: string; items: readonly SiteLink[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const links = () =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-menu-link]') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    // The links must be visible before they can take focus.
    flushSync(() => setOpen(true));
    focusLink(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const onButton = event.target === buttonRef.current;
    const current = links().indexOf(event.target as HTMLAnchorElement);
    const target = onButton
      ? entryIndex(event.key)
      : current >= 0
        ? step(event.key, current)
        : null;
    if (target === null) return;
    event.preventDefault();
    if (onButton) openAndFocus(target);
    else focusLink(target);
  };

  // Only a focus move to another element closes the menu: Safari leaves `relatedTarget` empty when a
  // link is clicked, and closing then would swallow the click.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <li className={styles.menuItem} ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
        <ChevronDown />
      </button>
      <ul id={menuId} className={styles.submenu} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              data-menu-link=""
              className={styles.submenuLink}
              onClick={() => {
                // The link hides with the list; on its own page nothing else would take focus.
                setOpen(false);
                buttonRef.current?.focus();
              }}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
