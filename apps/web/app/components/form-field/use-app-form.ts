import type { FieldValues, Path, UseFormProps } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';
import { fieldsOf } from './registered-field';

/**
 * What an `AppForm` runs on: React Hook Form with `options`, its fields as `field(name)`, and
 * `onSubmit`, `formError` and `busy` for the form and its `FormSubmit` (see `useFormSubmit` for
 * `fields`, `send` and `failureMessage`).
 */
export function useAppForm<TInput extends FieldValues, TOutput = TInput>({
  fields,
  send,
  failureMessage,
  ...options
}: UseFormProps<TInput, unknown, TOutput> & {
  fields: readonly Path<TInput>[];
  send: (values: TOutput) => Promise<unknown>;
  failureMessage?: (error: unknown) => string;
}) {
  const form = useForm(options);
  const { onSubmit, formError } = useFormSubmit(form, fields, send, failureMessage);
  return {
    form,
    field: fieldsOf(form),
    onSubmit,
    formError,
    busy: form.formState.isSubmitting,
  };
}
