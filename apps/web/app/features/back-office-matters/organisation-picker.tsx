import { backOfficeOrganisationsApi } from '@prakar/shared/api/back-office-organisations';
import type { OrganisationSummary } from '@prakar/shared/back-office-organisations';
import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '#app/components/data-table/search-field.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import styles from './matters.module.css';

/** The first organisations whose name or GSTIN has what was typed, once typing pauses. */
function useOrganisationsFound(typed: string, enabled: boolean) {
  const [search, setSearch] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return useApiQuery(
    backOfficeOrganisationsApi.list,
    { query: { search: search || undefined, pageSize: 10 } },
    { enabled, keepPrevious: true },
  );
}

/**
 * The customer organisation a matter is opened for, found by part of its name or its GSTIN from
 * the organisations' own list and chosen with a button; once chosen it is named, with a way to
 * choose another.
 */
export function OrganisationPicker({
  id,
  error,
  focusRef,
  onChoose,
}: {
  id: string;
  error: string | undefined;
  /** Given what focuses the search box, for the form to call when the organisation is missing. */
  focusRef: (target: { focus: () => void } | null) => void;
  onChoose: (organisationId: string) => void;
}) {
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<OrganisationSummary>();
  const found = useOrganisationsFound(typed, chosen === undefined);
  const organisations = found.data?.organisations ?? [];

  const choose = (organisation: OrganisationSummary | undefined) => {
    setChosen(organisation);
    onChoose(organisation?.id ?? '');
  };

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.pickerLegend}>
        Organisation<span aria-hidden="true"> *</span>
      </legend>
      {chosen ? (
        <p className={styles.chosen}>
          <strong>{chosen.name}</strong>
          {chosen.gstin ? <span className={styles.muted}> GSTIN {chosen.gstin}</span> : null}{' '}
          <button type="button" className={buttons.secondary} onClick={() => choose(undefined)}>
            Choose another
          </button>
        </p>
      ) : (
        <>
          <TextField
            id={id}
            ref={(input) => focusRef(input && { focus: () => input.focus() })}
            label="Find the organisation"
            hint="Part of its name, or its GSTIN."
            type="search"
            autoComplete="off"
            maxLength={100}
            value={typed}
            error={error}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          />
          {found.isPending ? (
            <p role="status">Looking for organisations…</p>
          ) : found.isError ? (
            <p className={styles.muted}>We could not look for organisations. Try again.</p>
          ) : organisations.length === 0 ? (
            <p className={styles.muted}>
              {typed.trim()
                ? `No organisation matches “${typed.trim()}”.`
                : 'No customer organisations yet.'}
            </p>
          ) : (
            <ul className={styles.found} aria-label="Organisations found">
              {organisations.map((organisation) => (
                <li key={organisation.id}>
                  <button
                    type="button"
                    className={buttons.secondary}
                    onClick={() => choose(organisation)}
                  >
                    Choose {organisation.name}
                  </button>
                  {organisation.gstin || organisation.city ? (
                    <span className={styles.muted}>
                      {' '}
                      {[organisation.gstin && `GSTIN ${organisation.gstin}`, organisation.city]
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
