import { formatIndianDate, formatIndianDateTime } from '@prakar/shared/dates';
import type { Passkey } from '@prakar/shared/passkeys';
import table from '#app/components/data-table/data-table.module.css';
import { RowActionButton } from '#app/components/data-table/row-action-button.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import styles from './passkeys.module.css';

export const NEVER_USED = 'Not used yet';

type Act = (passkey: Passkey, button: HTMLButtonElement) => void;

/** One row per passkey, its name as the row's header; a card per passkey on a phone. */
export function PasskeysTable({
  passkeys,
  onRename,
  onRemove,
}: {
  passkeys: readonly Passkey[];
  onRename: Act;
  onRemove: Act;
}) {
  return (
    <Table.StackedTable className={table.table}>
      <caption className="visually-hidden">Your passkeys</caption>
      <Table.HeaderRow labels={['Name', 'Added', 'Last used']} actions />
      <Table.Body>
        {passkeys.map((passkey) => (
          <Table.Row key={passkey.id}>
            <Table.RowHeader>{passkey.name}</Table.RowHeader>
            <Table.Cell label="Added">
              <time dateTime={passkey.createdAt}>{formatIndianDate(passkey.createdAt)}</time>
            </Table.Cell>
            <Table.Cell label="Last used">
              {passkey.lastUsedAt ? (
                <time dateTime={passkey.lastUsedAt}>
                  {formatIndianDateTime(passkey.lastUsedAt)}
                </time>
              ) : (
                NEVER_USED
              )}
            </Table.Cell>
            <Table.Cell wide>
              <div className={styles.actions}>
                <RowActionButton
                  action="Rename"
                  name={passkey.name}
                  onPress={(button) => onRename(passkey, button)}
                />
                <RowActionButton
                  action="Remove"
                  name={passkey.name}
                  onPress={(button) => onRemove(passkey, button)}
                />
              </div>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.StackedTable>
  );
}
