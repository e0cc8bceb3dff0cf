import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import { Link } from 'react-router';
import {
  interceptForProfile,
  isProfileModalOpen,
} from '#app/components/profile-modal/profile-modal-store.ts';
import { logout } from '#app/lib/session/logout.ts';
import type { UserRecord } from '#app/lib/user-record.ts';
import { accountItemsFor } from './account-items';
import styles from './nav.module.css';
import { UserTriggerContent } from './user-trigger';

/**
 * The signed-in user's menu, loaded on demand by `UserMenu`. Radix gives focus back to the trigger
 * when the menu closes; when an item opened the Profile Details modal instead, the modal has focus
 * and gives it back to the trigger when it closes.
 */
export function UserDropdown({ user }: { user: UserRecord }) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={styles.userTrigger}
        // The whole name, for when the bar shows only the initials.
        title={user.Name || undefined}
        data-testid="user-menu-trigger"
      >
        <UserTriggerContent user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.dropdown}
          align="end"
          sideOffset={8}
          onCloseAutoFocus={(event) => {
            if (isProfileModalOpen()) event.preventDefault();
          }}
        >
          {accountItemsFor(user).map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={styles.dropdownItem}>
              <Link
                to={item.to}
                onClick={(event) => {
                  if (interceptForProfile(item.needsProfile, trigger.current)) {
                    event.preventDefault();
                  }
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
