import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Brand } from '#app/components/nav/brand.tsx';
import { ThemeSwitch } from '#app/components/nav/theme-switch.tsx';
import { UserMenu } from '#app/components/nav/user-menu.tsx';
import buttons from '#app/components/ui/button.module.css';
import { MAIN_CONTENT_ID } from '#app/lib/page-focus.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import styles from './back-office.module.css';
import { BackOfficeNav } from './back-office-nav';
import { ShortcutsPanel } from './shortcuts-panel';

/**
 * The staff's workspace: a bar with the firm's mark, the staff member and the theme, the sections
 * down the side (folded behind Sections on a phone), and the screen beside them. No website
 * header or footer: the mark and "Back to the website" lead there. `search` is the bar's search
 * box, which the layout route brings from its own feature.
 */
export function BackOfficeWorkspace({
  user,
  search,
  children,
}: {
  user: UserRecord;
  search?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const navId = useId();
  // Escape folds the open sections wherever focus is, and gives it back to Sections.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <div className={styles.workspace}>
      <header className={styles.topBar}>
        <div className={styles.brandSlot}>
          <Brand />
        </div>
        <span className={styles.workspaceName}>Back office</span>
        <button
          ref={toggle}
          type="button"
          className={`${buttons.secondary} ${styles.sectionsButton}`}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen(!open)}
        >
          Sections
        </button>
        {search}
        <div className={styles.topActions}>
          <ThemeSwitch compact />
          <UserMenu user={user} />
        </div>
      </header>
      <nav id={navId} aria-label="Back office" className={styles.sideNav} data-open={open}>
        <BackOfficeNav onNavigate={() => setOpen(false)} />
        <ShortcutsPanel />
        <Link to="/home" className={styles.siteLink}>
          Back to the website
        </Link>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
