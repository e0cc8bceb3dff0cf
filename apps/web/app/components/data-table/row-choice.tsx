import { type ReactNode, useState } from 'react';
import styles from './row-choice.module.css';
import stacked from './stacked-table.module.css';
import * as Table from './stacked-table.tsx';

/** The rows of a page chosen for a bulk change, and how to choose or let go of some. */
export interface RowChoice {
  chosen: ReadonlySet<string>;
  choose: (ids: readonly string[], on: boolean) => void;
}

const NOTHING_CHOSEN: ReadonlySet<string> = new Set();

/**
 * The rows ticked for a bulk change. They belong to the view they were ticked in (`viewSearch`,
 * the list's address): another view, page or filter starts with none.
 */
export function useRowChoice(viewSearch: string): RowChoice & { clear: () => void } {
  const [ticked, setTicked] = useState({ viewSearch, ids: NOTHING_CHOSEN });
  const chosen = ticked.viewSearch === viewSearch ? ticked.ids : NOTHING_CHOSEN;
  return {
    chosen,
    choose: (ids, on) => {
      const next = new Set(chosen);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      setTicked({ viewSearch, ids: next });
    },
    clear: () => setTicked({ viewSearch, ids: NOTHING_CHOSEN }),
  };
}

function Tick({
  label,
  checked,
  some = false,
  onTick,
}: {
  label: string;
  checked: boolean;
  /** Shown as "some" (indeterminate) while only some of the rows are chosen. */
  some?: boolean;
  onTick: (on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className={styles.tick}
      aria-label={label}
      checked={checked}
      ref={(box) => {
        if (box) box.indeterminate = some;
      }}
      onChange={(event) => onTick(event.target.checked)}
    />
  );
}

/**
 * The header row of a list whose rows can be chosen: first a box that ticks every row of the page,
 * or none, and shows "some" while only some are; then the list's own column headers.
 */
export function ChoosingHead({
  rows,
  choice,
  label,
  children,
}: {
  rows: readonly { id: string }[];
  choice: RowChoice;
  /** What the box does, read out: "Choose every message on this page". */
  label: string;
  children: ReactNode;
}) {
  const ids = rows.map((row) => row.id);
  const count = ids.filter((id) => choice.chosen.has(id)).length;
  return (
    <Table.Head>
      <Table.Row>
        <Table.ColumnHeader className={styles.chooseColumn}>
          <Tick
            label={label}
            checked={count === ids.length}
            some={count > 0 && count < ids.length}
            onTick={(on) => choice.choose(ids, on)}
          />
        </Table.ColumnHeader>
        {children}
      </Table.Row>
    </Table.Head>
  );
}

/** A row's tick box, first in the row: beside the card's title on a phone. */
export function ChooseCell({
  id,
  choice,
  label,
}: {
  id: string;
  choice: RowChoice;
  /** Names the row: "Choose the message from Asha Nair". */
  label: string;
}) {
  return (
    <Table.Cell className={stacked.choose}>
      <Tick
        label={label}
        checked={choice.chosen.has(id)}
        onTick={(on) => choice.choose([id], on)}
      />
    </Table.Cell>
  );
}
