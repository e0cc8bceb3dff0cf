import { stateName } from '@prakar/shared/indian-states';
import type { ProfileData } from '@prakar/shared/profile';
import styles from './profile.module.css';

/** The organisation's details as a user who may not change them sees them. */
export function OrganisationSummary({
  organisation,
}: {
  organisation: ProfileData['organisation'];
}) {
  const state = organisation.stateCode ? stateName(organisation.stateCode) : undefined;
  const rows: [string, string | null | undefined][] = [
    ['Organisation', organisation.name],
    ['Legal name', organisation.legalName],
    ['PAN', organisation.pan],
    ['GSTIN', organisation.gstin],
    ['State', state],
  ];
  return (
    <section aria-labelledby="organisation-heading" className={styles.group}>
      <h2 id="organisation-heading">Your organisation</h2>
      <dl className={styles.summary}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.summaryRow}>
            <dt>{label}</dt>
            <dd>{value || 'Not given yet'}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>Your organisation’s administrator keeps these up to date.</p>
    </section>
  );
}
