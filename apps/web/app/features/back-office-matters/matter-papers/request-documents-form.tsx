import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import { type FormEvent, useState } from 'react';
import { TextAreaField, TextField } from '#app/components/form-field/text-field.tsx';
import { type FieldErrors, paperFormErrors } from '#app/components/matters/paper-form.ts';
import { PaperFormError } from '#app/components/matters/paper-form-error.tsx';
import styles from '#app/components/matters/papers.module.css';
import { notify } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';

interface Row {
  key: number;
  title: string;
  note: string;
}

const emptyRow = (key: number): Row => ({ key, title: '', note: '' });

/**
 * Staff ask the client for one or several documents, each a title and an optional note; the
 * client is mailed a link, and an accepted matter moves to Documents needed.
 */
export function RequestDocumentsForm({ matterId }: { matterId: string }) {
  const request = useApiMutation(matterPapersApi.requestDocuments, { invalidates: ['matters'] });
  const [rows, setRows] = useState<Row[]>([emptyRow(0)]);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (key: number, values: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...values } : row)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const form = event.currentTarget;
    const untitled = rows.flatMap((row, index) =>
      row.title.trim() ? [] : [[`items.${index}.title`, 'Say which document you need.']],
    );
    if (untitled.length > 0) {
      setErrors(Object.fromEntries(untitled));
      form.querySelector<HTMLElement>(`#request-0-title`)?.focus();
      return;
    }
    setErrors({});
    const names = rows.flatMap((_, index) => [`items.${index}.title`, `items.${index}.note`]);
    try {
      await request.mutateAsync({
        params: { id: matterId },
        body: { items: rows.map(({ title, note }) => ({ title, note })) },
      });
      notify.success(
        rows.length === 1
          ? 'The client is asked for the document.'
          : `The client is asked for ${rows.length} documents.`,
      );
      setRows([emptyRow(rows.length)]);
    } catch (error) {
      setErrors(paperFormErrors(error, names));
    }
  };

  return (
    <form
      className={styles.form}
      aria-label="Request documents"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {rows.map((row, index) => (
        <fieldset key={row.key} className={styles.form}>
          <legend>Document {index + 1}</legend>
          <TextField
            id={`request-${index}-title`}
            label="What you need"
            required
            value={row.title}
            maxLength={200}
            error={errors[`items.${index}.title`]}
            onChange={(event) => change(row.key, { title: event.target.value })}
          />
          <TextAreaField
            id={`request-${index}-note`}
            label="Note to the client"
            rows={2}
            value={row.note}
            error={errors[`items.${index}.note`]}
            onChange={(event) => change(row.key, { note: event.target.value })}
          />
          {rows.length > 1 ? (
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => setRows((current) => current.filter((each) => each.key !== row.key))}
            >
              Remove<span className="visually-hidden"> document {index + 1}</span>
            </button>
          ) : null}
        </fieldset>
      ))}
      <PaperFormError message={errors.form} />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={() =>
            setRows((current) => [
              ...current,
              emptyRow(Math.max(...current.map((row) => row.key)) + 1),
            ])
          }
        >
          Add another document
        </button>
        <BusyButton className={buttons.primary} busy={request.isPending}>
          Request documents
        </BusyButton>
      </div>
    </form>
  );
}
