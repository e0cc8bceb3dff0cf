import { Link } from 'react-router';
import { Page } from '#app/components/layout/page.tsx';
import { accountItemsFor } from '#app/components/nav/account-items.ts';
import { ContactButton } from '#app/components/nav/contact-button.tsx';
import { interceptForProfile } from '#app/components/profile-modal/profile-modal-store.ts';
import { type MainNavEntry, mainNavigation } from '#app/content/main-navigation.ts';
import { pageMeta } from '#app/content/page-meta.ts';
import { copy } from '#app/content/pages/nav-component.ts';
import { useLoginPath } from '#app/lib/session/login-path.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import styles from './nav-component.module.css';

export const meta = () => pageMeta(copy);

/** One entry of the top navigation; a menu is shown open, its links listed under its heading. */
function Entry({ entry }: { entry: MainNavEntry }) {
  switch (entry.kind) {
    case 'menu':
      return (
        <li>
          <h3 className={styles.menuName}>{entry.label}</h3>
          <ul>
            {entry.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </li>
      );
    case 'contact':
      return (
        <li>
          <ContactButton className={styles.linkButton}>{entry.label}</ContactButton> (opens a form
          to write to us beside the page)
        </li>
      );
    default:
      return (
        <li>
          <Link to={entry.to}>{entry.label}</Link>
        </li>
      );
  }
}

/** The cart, then signing in for visitors or the account menu's items for a signed-in user. */
function AccountLinks() {
  const user = useCurrentUser();
  const loginPath = useLoginPath();
  return (
    <ul>
      <li>
        <Link to="/add-cart">Cart</Link>
      </li>
      {user ? (
        accountItemsFor(user).map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={(event) => {
                if (interceptForProfile(item.needsProfile, event.currentTarget))
                  event.preventDefault();
              }}
            >
              {item.label}
            </Link>
          </li>
        ))
      ) : (
        <>
          <li>
            <Link to={loginPath}>Sign In</Link>
          </li>
          <li>
            <Link to="/sign-up">Sign Up</Link>
          </li>
        </>
      )}
    </ul>
  );
}

/** The top navigation's structure as one list, drawn from the data the header itself uses. */
export default function NavComponentPage() {
  return (
    <Page copy={copy}>
      <section aria-labelledby="main-navigation-heading">
        <h2 id="main-navigation-heading">Main navigation</h2>
        <ul className={styles.tree}>
          {mainNavigation.map((entry) => (
            <Entry key={entry.label} entry={entry} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="account-heading">
        <h2 id="account-heading">Your account</h2>
        <AccountLinks />
      </section>
    </Page>
  );
}
