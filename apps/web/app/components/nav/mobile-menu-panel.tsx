import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { interceptForProfile } from '#app/components/profile-modal/profile-modal-store.ts';
import type { SiteLink } from '#app/content/catalogue-links.ts';
import { type MainNavEntry, mainNavigation } from '#app/content/main-navigation.ts';
import { useLoginPath } from '#app/lib/session/login-path.ts';
import { logout } from '#app/lib/session/logout.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import { accountItemsFor } from './account-items';
import { ContactButton } from './contact-button';
import styles from './nav.module.css';
import { ThemeSwitch } from './theme-switch';

function Group({
  title,
  links,
  onPick,
}: {
  title: string;
  links: readonly SiteLink[];
  onPick: () => void;
}) {
  const headingId = `mobile-menu-${title.toLowerCase()}`;
  return (
    <li className={styles.mobileGroup}>
      <span className={styles.mobileGroupTitle} id={headingId}>
        {title}
      </span>
      <ul aria-labelledby={headingId}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.mobileLink} onClick={onPick}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MobileEntry({ entry, close }: { entry: MainNavEntry; close: () => void }) {
  switch (entry.kind) {
    case 'menu':
      return <Group title={entry.label} links={entry.items} onPick={close} />;
    case 'contact':
      return (
        <li>
          <ContactButton className={styles.mobileLink} onOpen={close}>
            {entry.label}
          </ContactButton>
        </li>
      );
    default:
      return (
        <li>
          <NavLink to={entry.to} className={styles.mobileLink} onClick={close}>
            {entry.label}
          </NavLink>
        </li>
      );
  }
}

/**
 * The signed-in user's screens and Logout, or Sign In for a visitor. They come first in the panel:
 * on a phone the site's links take more than a screen, and a customer opens the menu for their own.
 */
function MobileAccount({
  user,
  close,
  menuButton,
}: {
  user: UserRecord | null;
  close: () => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const signInPath = useLoginPath();
  if (!user) {
    return (
      <ul className={styles.mobileAccountFirst}>
        <li>
          <Link to={signInPath} className={styles.mobileLink} onClick={close}>
            Sign In
          </Link>
        </li>
      </ul>
    );
  }
  return (
    <div className={styles.mobileAccountFirst}>
      <p className={styles.mobileGroupTitle}>Signed in as {user.Name || 'you'}</p>
      <ul>
        {accountItemsFor(user).map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.mobileLink}
              onClick={(event) => {
                close();
                if (interceptForProfile(item.needsProfile, menuButton.current))
                  event.preventDefault();
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.mobileLink}
            onClick={() => {
              close();
              void logout();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The open mobile menu: the account first, then every link of the header, then the theme. */
export function MobileMenuPanel({
  id,
  user,
  close,
  menuButton,
}: {
  id: string;
  user: UserRecord | null;
  close: () => void;
  /** The button that opened the panel: focus returns to it from the dialogs its items open. */
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div id={id} className={styles.mobilePanel}>
      <MobileAccount user={user} close={close} menuButton={menuButton} />
      <nav aria-label="Main">
        <ul className={styles.mobileList}>
          {mainNavigation.map((entry) => (
            <MobileEntry key={entry.label} entry={entry} close={close} />
          ))}
        </ul>
      </nav>
      <div className={styles.mobileAccount}>
        <ThemeSwitch />
      </div>
    </div>
  );
}
