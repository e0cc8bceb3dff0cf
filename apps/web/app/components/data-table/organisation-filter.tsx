import { usersApi } from '@prakar/shared/api/users';
import { Link } from 'react-router';
import buttons from '#app/components/ui/button.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './data-table.module.css';

/** Every organisation, for platform administrators (the API refuses anyone else). */
export function useOrganisations() {
  return useApiQuery(usersApi.organisations, {});
}

/** Where platform administrators find an organisation: its own page links to its records. */
const ORGANISATIONS_PATH = '/back-office/organisations';

/**
 * Platform administrators only: whose records the list shows. One organisation is chosen from
 * its own page in the back office (which links here with `organisationId`), not from a drop-down
 * of every organisation; here it can be widened to every organisation again.
 */
export function OrganisationFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (organisationId: string) => void;
}) {
  return (
    <fieldset className={styles.organisationFilter}>
      <legend className={styles.organisationLabel}>Organisation</legend>
      {value ? (
        <p>
          One organisation’s.{' '}
          <button id={id} type="button" className={buttons.secondary} onClick={() => onChange('')}>
            Show every organisation’s
          </button>
        </p>
      ) : (
        <p>
          Every organisation’s. To see one,{' '}
          <Link to={ORGANISATIONS_PATH}>open it from Organisations</Link>.
        </p>
      )}
    </fieldset>
  );
}
