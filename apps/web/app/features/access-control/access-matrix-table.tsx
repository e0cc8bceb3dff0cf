import {
  ACCESS_LABELS,
  type AccessItem,
  ADMIN_POWERS,
  APP_CODES,
} from '@prakar/shared/permissions';
import { type AccessRow, ROLE_LABELS } from '@prakar/shared/users';
import type { Dispatch } from 'react';
import table from '#app/components/data-table/data-table.module.css';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import { EmailAddress } from '#app/components/ui/email-address.tsx';
import { displayName } from '#app/components/user-list/display-name.ts';
import styles from './access-control.module.css';
import {
  type AccessEditAction,
  type AccessEdits,
  cellValue,
  isAtDefaults,
  isUnsaved,
} from './access-edits';

const DIFFERS = "changed from the role's default";
const UNSAVED = 'not saved yet';

/** Why a row cannot be changed here. */
const readOnlyNote = (row: AccessRow) =>
  row.role === 'platform_admin'
    ? 'Platform administrators have full access.'
    : 'You cannot change your own access.';

/**
 * One cell: a checkbox named after the item and the user ("Smart TDS for Ravi Menon"). A value
 * other than the role's default is marked, in text for screen readers; an unsaved one is shaded.
 */
function AccessCell({
  row,
  item,
  edits,
  dispatch,
}: {
  row: AccessRow;
  item: AccessItem;
  edits: AccessEdits;
  dispatch: Dispatch<AccessEditAction>;
}) {
  const value = cellValue(edits, row, item);
  const differs = value !== row.defaults[item];
  const unsaved = isUnsaved(edits, row, item);
  const id = `access-${row.id}-${item.replaceAll(':', '-')}`;
  const notes = [differs ? DIFFERS : '', unsaved ? UNSAVED : ''].filter(Boolean).join(', ');

  return (
    <Table.Cell label={ACCESS_LABELS[item]} className={unsaved ? styles.unsaved : undefined}>
      <span className={styles.cell}>
        {row.editable ? (
          <input
            id={id}
            type="checkbox"
            className={styles.checkbox}
            checked={value}
            aria-label={`${ACCESS_LABELS[item]} for ${displayName(row)}`}
            aria-describedby={notes ? `${id}-note` : undefined}
            onChange={() => dispatch({ type: 'toggle', row, item })}
          />
        ) : (
          <span>{value ? 'Yes' : 'No'}</span>
        )}
        {differs ? (
          <span className={styles.mark} aria-hidden="true">
            ●
          </span>
        ) : null}
        {notes ? (
          <span id={`${id}-note`} className="visually-hidden">
            , {notes}
          </span>
        ) : null}
      </span>
    </Table.Cell>
  );
}

function RowAction({
  row,
  edits,
  dispatch,
}: {
  row: AccessRow;
  edits: AccessEdits;
  dispatch: Dispatch<AccessEditAction>;
}) {
  if (!row.editable) return <span className={styles.note}>{readOnlyNote(row)}</span>;
  const atDefaults = isAtDefaults(edits, row);
  return (
    <button
      type="button"
      className={styles.resetButton}
      // Not `disabled`: a disabled button drops keyboard focus to the page.
      aria-disabled={atDefaults || undefined}
      onClick={() => {
        if (!atDefaults) dispatch({ type: 'reset-row', row });
      }}
    >
      Reset to role defaults<span className="visually-hidden"> for {displayName(row)}</span>
    </button>
  );
}

/**
 * Users down the side, apps and admin powers across the top in two labelled groups. Rows that
 * cannot be changed here (the administrator's own, the firm's staff) show their values as text.
 */
export function AccessMatrixTable({
  rows,
  edits,
  dispatch,
  busy,
  showOrganisation,
}: {
  rows: readonly AccessRow[];
  edits: AccessEdits;
  dispatch: Dispatch<AccessEditAction>;
  busy: boolean;
  showOrganisation: boolean;
}) {
  return (
    <ScrollingTable caption="Access of each user" busy={busy} className={styles.table}>
      <colgroup>
        <col />
      </colgroup>
      <colgroup span={APP_CODES.length} />
      <colgroup span={ADMIN_POWERS.length} className={styles.powers} />
      <colgroup>
        <col />
      </colgroup>
      <Table.Head>
        <Table.Row>
          <Table.ColumnHeader rowSpan={2}>User</Table.ColumnHeader>
          <Table.ColumnHeader scope="colgroup" colSpan={APP_CODES.length} className={styles.group}>
            Apps
          </Table.ColumnHeader>
          <Table.ColumnHeader
            scope="colgroup"
            colSpan={ADMIN_POWERS.length}
            className={styles.group}
          >
            Admin powers
          </Table.ColumnHeader>
          <Table.ActionsHeader rowSpan={2} />
        </Table.Row>
        <Table.Row>
          {[...APP_CODES, ...ADMIN_POWERS].map((item) => (
            <Table.ColumnHeader key={item} className={styles.item}>
              {ACCESS_LABELS[item]}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id}>
            <Table.RowHeader className={styles.user}>
              {row.name || <EmailAddress address={row.email} />}
              {row.name ? (
                <span className={table.secondary}>
                  <EmailAddress address={row.email} />
                </span>
              ) : null}
              <span className={table.secondary}>
                {ROLE_LABELS[row.role]}
                {showOrganisation ? `, ${row.organisationName}` : ''}
              </span>
            </Table.RowHeader>
            {[...APP_CODES, ...ADMIN_POWERS].map((item) => (
              <AccessCell key={item} row={row} item={item} edits={edits} dispatch={dispatch} />
            ))}
            <Table.Cell wide>
              <RowAction row={row} edits={edits} dispatch={dispatch} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
