import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { UserRecord } from '#app/lib/user-record.ts';
import { PrimaryAuthAction } from './auth-actions';
import { Brand } from './brand';
import { CartLink } from './cart-link';
import { MenuIcon } from './icons';
import styles from './nav.module.css';

// The panel is hidden until the menu button is pressed, so its code stays out of the first load;
// pressing (or hovering, or focusing) the button starts loading it.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileMenuPanel })),
);
const preloadPanel = () => {
  void loadPanel();
};
const PANEL_ID = 'mobile-menu';

/**
 * Below 768 px the header bar gives way to this compact bar: the brand, the call to action and a
 * menu button that shows every link and account action in a panel (disclosure pattern).
 */
export function MobileMenu({ user, pathname }: { user: UserRecord | null; pathname: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // However the panel closes (Escape, a link, an item that opens a dialog), focus goes back to the
  // button rather than vanishing with the panel; a dialog opened from the panel returns it there.
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={styles.mobileBar} data-testid="mobile-bar">
      <div className={styles.mobileBarRow}>
        <Brand />
        <div className={styles.mobileBarActions}>
          {user ? null : <PrimaryAuthAction pathname={pathname} />}
          <CartLink />
          <button
            ref={buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onPointerEnter={preloadPanel}
            onFocus={preloadPanel}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            <MenuIcon open={open} />
            <span>Menu</span>
          </button>
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <MobileMenuPanel id={PANEL_ID} user={user} close={close} menuButton={buttonRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
