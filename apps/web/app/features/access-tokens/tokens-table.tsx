import { ACCESS_TOKEN_SCOPE_LABELS, type AccessToken } from '@prakar/shared/access-tokens';
import { formatIndianDate, formatIndianDateTime } from '@prakar/shared/dates';
import table from '#app/components/data-table/data-table.module.css';
import {
  Body,
  Cell,
  ColumnHeader,
  Head,
  Row,
  RowHeader,
  StackedTable,
} from '#app/components/data-table/stacked-table.tsx';
import buttons from '#app/components/ui/button.module.css';
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
    <StackedTable className={table.table}>
      <caption className="visually-hidden">Your API access tokens</caption>
      <Head>
        <Row>
          <ColumnHeader>Name</ColumnHeader>
          <ColumnHeader>Token</ColumnHeader>
          <ColumnHeader>Access</ColumnHeader>
          <ColumnHeader>Created</ColumnHeader>
          <ColumnHeader>Last used</ColumnHeader>
          <ColumnHeader>Expires</ColumnHeader>
          <ColumnHeader>
            <span className="visually-hidden">Actions</span>
          </ColumnHeader>
        </Row>
      </Head>
      <Body>
        {tokens.map((token) => (
          <Row key={token.id}>
            <RowHeader>{token.name}</RowHeader>
            <Cell label="Token" className={styles.hint}>
              {token.hint}
            </Cell>
            <Cell label="Access">{ACCESS_TOKEN_SCOPE_LABELS[token.scope]}</Cell>
            <Cell label="Created">
              <time dateTime={token.createdAt}>{formatIndianDate(token.createdAt)}</time>
            </Cell>
            <Cell label="Last used">
              <LastUse token={token} />
            </Cell>
            <Cell label="Expires">
              {token.expired ? <span className={styles.expired}>Expired </span> : null}
              <time dateTime={token.expiresAt}>{formatIndianDate(token.expiresAt)}</time>
            </Cell>
            <Cell wide>
              <button
                type="button"
                className={buttons.secondary}
                onClick={(event) => onRevoke(token, event.currentTarget)}
              >
                Revoke<span className="visually-hidden"> {token.name}</span>
              </button>
            </Cell>
          </Row>
        ))}
      </Body>
    </StackedTable>
  );
}
