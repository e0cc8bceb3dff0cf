import { lazy, Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { companyLinks, productLinks, serviceMenuLinks } from '#app/content/catalogue-links.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import { PrimaryAuthAction, SignInSignUpLinks } from './auth-actions';
import { Brand } from './brand';
import { CartLink } from './cart-link';
import { ContactButton } from './contact-button';
import { DisclosureMenu } from './disclosure-menu';
import { MobileMenu } from './mobile-menu';
import styles from './nav.module.css';

// Only signed-in visitors see the user menu, and only after the page has asked the server who
// they are, so its code stays out of every visitor's first load.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/**
 * The top navigation: the desktop bar from 768 px, the mobile menu below. Both bars are in the HTML
 * and CSS media queries pick one, so the pre-rendered page and the hydrated one always agree.
 */
export function SiteHeader() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <header className={styles.header}>
      <div className={styles.desktopBar} data-testid="desktop-bar">
        <Brand />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            <li>
              <NavLink to="/home" className={styles.navLink}>
                Home
              </NavLink>
            </li>
            <DisclosureMenu label="Products" items={productLinks} />
            <DisclosureMenu label="Services" items={serviceMenuLinks} />
            <li>
              <NavLink to="/about" className={styles.navLink}>
                About Us
              </NavLink>
            </li>
            <li>
              <ContactButton className={styles.navButton} />
            </li>
            <DisclosureMenu label="Company" items={companyLinks} />
          </ul>
        </nav>
        <div className={styles.actions}>
          <CartLink />
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <>
              <SignInSignUpLinks />
              <PrimaryAuthAction pathname={pathname} />
            </>
          )}
        </div>
      </div>
      <MobileMenu user={user} pathname={pathname} />
    </header>
  );
}
