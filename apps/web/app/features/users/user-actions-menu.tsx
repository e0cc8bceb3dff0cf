import type { UserSummary } from '@prakar/shared/users';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef } from 'react';
import table from '#app/components/data-table/data-table.module.css';
import { displayName } from '#app/components/user-list/display-name.ts';
import { USER_ACTIONS, type UserActionId } from './user-actions';
import styles from './users.module.css';

/** The id of a row's menu button, so focus can come back to it after a confirmation. */
export const actionsTriggerId = (user: UserSummary) => `user-actions-${user.id}`;

/** One row's actions, in a menu named after the user ("Actions for Ravi Menon"). */
export function UserActionsMenu({
  user,
  actions,
  onChoose,
}: {
  user: UserSummary;
  actions: readonly UserActionId[];
  onChoose: (action: UserActionId) => void;
}) {
  // An action that asks first opens a dialog, which takes focus; the menu must not pull it back.
  const opensDialog = useRef(false);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        id={actionsTriggerId(user)}
        className={`${table.rowButton} ${styles.menuButton}`}
      >
        Actions<span className="visually-hidden"> for {displayName(user)}</span>
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menu}
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            if (opensDialog.current) event.preventDefault();
            opensDialog.current = false;
          }}
        >
          {actions.map((action) => (
            <DropdownMenu.Item
              key={action}
              className={styles.menuItem}
              onSelect={() => {
                opensDialog.current = USER_ACTIONS[action].confirm !== undefined;
                onChoose(action);
              }}
            >
              {USER_ACTIONS[action].label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
