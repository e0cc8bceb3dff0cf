import { ACCESS_TOKEN_SCOPE_LABELS, type AccessToken } from '@prakar/shared/access-tokens';
import { formatIndianDate, formatIndianDateTime } from '@prakar/shared/dates';
import table from '#app/components/data-table/data-table.module.css';
import { RowActionButton } from '#app/components/data-table/row-action-button.tsx';
import * as Table from '#app/components/data-table/stacked-table.tsx';
import styles from './access-tokens.module.css';

export const NEVER_USED = 'Never used';

function LastUse({ token }: { token: AccessToken }) {
  if (!token.lastUsedAt) return <>{NEVER_USED}</>;
  return (
    <>
      <time dateTime={token.lastUsedAt}>{formatIndianDateTime(token.lastUsedAt)}</time>
      {token.lastUsedIp ? ` from ${token.lastUsedIp}` : ''}
    </>
  );
}

/** One row per token, its name as the row's header; a card per token on a phone. */
export function TokensTable({
  tokens,
  onRevoke,
}: {
  tokens: readonly AccessToken[];
  onRevoke: (token: AccessToken, button: HTMLButtonElement) => void;
}) {
  return (
    <Table.StackedTable className={table.table}>
      <caption className="visually-hidden">Your API access tokens</caption>
      <Table.HeaderRow
        labels={['Name', 'Token', 'Access', 'Created', 'Last used', 'Expires']}
        actions
      />
      <Table.Body>
        {tokens.map((token) => (
          <Table.Row key={token.id}>
            <Table.RowHeader>{token.name}</Table.RowHeader>
            <Table.Cell label="Token" className={styles.hint}>
              {token.hint}
            </Table.Cell>
            <Table.Cell label="Access">{ACCESS_TOKEN_SCOPE_LABELS[token.scope]}</Table.Cell>
            <Table.Cell label="Created">
              <time dateTime={token.createdAt}>{formatIndianDate(token.createdAt)}</time>
            </Table.Cell>
            <Table.Cell label="Last used">
              <LastUse token={token} />
            </Table.Cell>
            <Table.Cell label="Expires">
              {token.expired ? <span className={styles.expired}>Expired </span> : null}
              <time dateTime={token.expiresAt}>{formatIndianDate(token.expiresAt)}</time>
            </Table.Cell>
            <Table.Cell wide>
              <RowActionButton
                action="Revoke"
                name={token.name}
                onPress={(button) => onRevoke(token, button)}
              />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.StackedTable>
  );
}
