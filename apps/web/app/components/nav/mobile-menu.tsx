import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import {
  companyLinks,
  productLinks,
  type SiteLink,
  serviceMenuLinks,
} from '../../content/catalogue-links';
import { interceptForProfile } from '../../features/profile-modal/profile-modal-store';
import { logout } from '../../features/session/logout';
import type { UserRecord } from '../../lib/user-record';
import { accountItemsFor } from './account-items';
import { PrimaryAuthAction } from './auth-actions';
import { Brand } from './brand';
import { ContactButton } from './contact-button';
import { MenuIcon } from './icons';
import styles from './nav.module.css';

const PANEL_ID = 'mobile-menu';

function Group({
  title,
  links,
  onPick,
}: {
  title: string;
  links: readonly SiteLink[];
  onPick: () => void;
}) {
  const headingId = `${PANEL_ID}-${title.toLowerCase()}`;
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

/**
 * Below 768 px the header bar gives way to this compact bar: the brand, the call to action and a
 * menu button that shows every link and account action in a panel (disclosure pattern).
 */
export function MobileMenu({ user, pathname }: { user: UserRecord | null; pathname: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

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
          <button
            ref={buttonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            <MenuIcon open={open} />
            <span>Menu</span>
          </button>
        </div>
      </div>
      <div id={PANEL_ID} className={styles.mobilePanel} hidden={!open}>
        <nav aria-label="Main">
          <ul className={styles.mobileList}>
            <li>
              <NavLink to="/home" className={styles.mobileLink} onClick={close}>
                Home
              </NavLink>
            </li>
            <Group title="Products" links={productLinks} onPick={close} />
            <Group title="Services" links={serviceMenuLinks} onPick={close} />
            <li>
              <NavLink to="/about" className={styles.mobileLink} onClick={close}>
                About Us
              </NavLink>
            </li>
            <li>
              <ContactButton className={styles.mobileLink} onOpen={close} />
            </li>
            <Group title="Company" links={companyLinks} onPick={close} />
          </ul>
        </nav>
        <div className={styles.mobileAccount}>
          {user ? (
            <>
              <p className={styles.mobileGroupTitle}>Signed in as {user.Name || 'you'}</p>
              <ul>
                {accountItemsFor(user).map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      className={styles.mobileLink}
                      onClick={(event) => {
                        close();
                        if (interceptForProfile(item.needsProfile)) event.preventDefault();
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
            </>
          ) : (
            <ul>
              <li>
                <Link to="/login" className={styles.mobileLink} onClick={close}>
                  Sign In
                </Link>
              </li>
              <li>
                <Link to="/sign-up" className={styles.mobileLink} onClick={close}>
                  Sign Up
                </Link>
              </li>
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
