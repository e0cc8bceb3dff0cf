import { MATTER_FILE_RULES, type MatterFileKind } from '@prakar/shared/matter-documents';
import { type FormEvent, useState } from 'react';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { matterFileProblem } from './matter-file-check.ts';
import { type FieldErrors, paperFormData, paperFormErrors } from './paper-form.ts';
import { PaperFormError } from './paper-form-error';
import styles from './papers.module.css';

/** A text field sent with the file: a date, a time or a line of text. */
export interface PaperTextField {
  name: string;
  label: string;
  type: 'date' | 'time' | 'text';
  required?: boolean;
  hint?: string;
}

/**
 * One upload of a matter's papers with the fields that go with it: the file's rule stated next to
 * it, the file's name and size checked before sending, every objection of the server shown at its
 * field; the form is emptied once the server has kept it.
 */
export function PaperUploadForm({
  id,
  title,
  fileLabel,
  kind,
  optional = false,
  fields = [],
  submitLabel,
  sent,
  send,
}: {
  id: string;
  /** The form's accessible name. */
  title: string;
  fileLabel: string;
  kind: MatterFileKind;
  optional?: boolean;
  fields?: readonly PaperTextField[];
  submitLabel: string;
  /** The toast once it is kept. */
  sent: string;
  send: (body: FormData) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const rule = MATTER_FILE_RULES[kind];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = form.querySelector<HTMLInputElement>(`#${id}-file`)?.files?.[0];
    const chosen = file && file.size > 0 ? file : undefined;
    const problems: FieldErrors = {};
    for (const field of fields) {
      if (field.required && !String(data.get(field.name) ?? '').trim()) {
        problems[field.name] = `Enter the ${field.label.toLowerCase()}.`;
      }
    }
    const fileProblem = chosen || !optional ? matterFileProblem(chosen, kind) : undefined;
    if (fileProblem) problems.file = fileProblem;
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      const first = Object.keys(problems)[0];
      form.querySelector<HTMLElement>(`#${id}-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const values = Object.fromEntries(
        fields.map((field) => [field.name, String(data.get(field.name) ?? '')]),
      );
      await send(paperFormData(values, chosen));
      form.reset();
      notify.success(sent);
    } catch (error) {
      const found = paperFormErrors(error, [...fields.map((field) => field.name), 'file']);
      setErrors(found);
      const first = Object.keys(found).find((name) => name !== 'form');
      if (first) form.querySelector<HTMLElement>(`#${id}-${first}`)?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      aria-label={title}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={`${id}-${field.name}`}
          name={field.name}
          label={field.label}
          type={field.type}
          required={field.required}
          hint={field.hint}
          error={errors[field.name]}
        />
      ))}
      <TextField
        id={`${id}-file`}
        name="file"
        label={fileLabel}
        type="file"
        required={!optional}
        accept={rule.accept}
        hint={rule.rule}
        error={errors.file}
      />
      <PaperFormError message={errors.form} />
      <div className={styles.actions}>
        <BusyButton className={buttons.primary} busy={busy}>
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
