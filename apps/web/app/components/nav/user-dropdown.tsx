import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import { Link } from 'react-router';
import { interceptForProfile } from '../../features/profile-modal/profile-modal-store';
import { logout } from '../../features/session/logout';
import type { UserRecord } from '../../lib/user-record';
import { accountItemsFor } from './account-items';
import styles from './nav.module.css';
import { UserTriggerContent } from './user-menu';

/** The signed-in user's menu (spec §2), loaded on demand by `UserMenu`. */
export function UserDropdown({ user }: { user: UserRecord }) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={styles.userTrigger}
        data-testid="user-menu-trigger"
      >
        <UserTriggerContent user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.dropdown} align="end" sideOffset={8}>
          {accountItemsFor(user).map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={styles.dropdownItem}>
              <Link
                to={item.to}
                onClick={(event) => {
                  if (interceptForProfile(item.needsProfile, trigger.current))
                    event.preventDefault();
                }}
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.dropdownSeparator} />
          <DropdownMenu.Item className={styles.dropdownItem} onSelect={() => void logout()}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
