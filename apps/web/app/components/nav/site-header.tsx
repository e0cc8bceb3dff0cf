import { lazy, Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { type MainNavEntry, mainNavigation } from '#app/content/main-navigation.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { HeaderSignInLink, PrimaryAuthAction } from './auth-actions';
import { Brand } from './brand';
import { CartLink } from './cart-link';
import { ContactButton } from './contact-button';
import { DisclosureMenu } from './disclosure-menu';
import { MobileMenu } from './mobile-menu';
import styles from './nav.module.css';
import { ThemeSwitch } from './theme-switch';

// Only signed-in visitors see the user menu, and only after the page has asked the server who
// they are, so its code stays out of every visitor's first load.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

function DesktopEntry({ entry }: { entry: MainNavEntry }) {
  switch (entry.kind) {
    case 'menu':
      return <DisclosureMenu label={entry.label} items={entry.items} />;
    case 'contact':
      return (
        <li>
          <ContactButton className={styles.navButton}>{entry.label}</ContactButton>
        </li>
      );
    default:
      return (
        <li>
          <NavLink to={entry.to} className={styles.navLink}>
            {entry.label}
          </NavLink>
        </li>
      );
  }
}

/**
 * The top navigation: the desktop bar from 768 px, the mobile menu below. Both bars are in the HTML
 * and CSS media queries pick one, so the pre-rendered page and the hydrated one always agree.
 */
export function SiteHeader() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <header className={styles.header} data-print="hide">
      <div className={styles.desktopBar} data-testid="desktop-bar">
        <Brand />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {mainNavigation.map((entry) => (
              <DesktopEntry key={entry.label} entry={entry} />
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <ThemeSwitch compact />
          <CartLink />
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <HeaderSignInLink />
              <PrimaryAuthAction pathname={pathname} />
            </>
          )}
        </div>
      </div>
      <MobileMenu user={user} pathname={pathname} />
    </header>
  );
}
