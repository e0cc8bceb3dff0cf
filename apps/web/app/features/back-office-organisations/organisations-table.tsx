import {
  type OrganisationSortField,
  type OrganisationSummary,
  organisationPlace,
} from '@prakar/shared/back-office-organisations';
import { formatIndianDate } from '@prakar/shared/dates';
import type { Sorting } from '@prakar/shared/list-query';
import { recordPath } from '@prakar/shared/routes';
import { Link } from 'react-router';
import { ScrollingTable } from '#app/components/data-table/scrolling-table.tsx';
import { SortHeader } from '#app/components/data-table/sort-header.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import styles from './organisations.module.css';

/** The table's name says its order: "Organisations by name", "Organisations, newest customers first". */
function captionOf({ sort, order }: Sorting<OrganisationSortField>): string {
  if (sort === 'name') return `Organisations by name${order === 'desc' ? ', Z to A' : ''}`;
  return `Organisations, ${order === 'desc' ? 'newest' : 'oldest'} customers first`;
}

/** One row per organisation, its name a link to its page; a card each on a phone. */
export function OrganisationsTable({
  organisations,
  busy,
  sorting,
  onSort,
}: {
  organisations: readonly OrganisationSummary[];
  busy: boolean;
  sorting: Sorting<OrganisationSortField>;
  onSort: (field: OrganisationSortField) => void;
}) {
  return (
    <ScrollingTable
      captionId="organisations-caption"
      caption={captionOf(sorting)}
      busy={busy}
      className={styles.table}
    >
      <Table.Head>
        <Table.Row>
          <SortHeader field="name" label="Organisation" sorting={sorting} onSort={onSort} />
          <Table.ColumnHeader>GSTIN</Table.ColumnHeader>
          <Table.ColumnHeader>Place</Table.ColumnHeader>
          <Table.ColumnHeader>Users</Table.ColumnHeader>
          <SortHeader field="since" label="Customer since" sorting={sorting} onSort={onSort} />
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {organisations.map((organisation) => (
          <Table.Row key={organisation.id}>
            <Table.RowHeader>
              <Link to={recordPath('back-office/organisations', organisation.id)}>
                {organisation.name}
              </Link>
            </Table.RowHeader>
            <Table.Cell label="GSTIN">{organisation.gstin ?? '—'}</Table.Cell>
            <Table.Cell label="Place">{organisationPlace(organisation) || '—'}</Table.Cell>
            <Table.Cell label="Users">{organisation.userCount}</Table.Cell>
            <Table.Cell label="Customer since">
              <time dateTime={organisation.createdAt}>
                {formatIndianDate(organisation.createdAt)}
              </time>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
