import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';

type RegisteringForm<Values extends FieldValues> = Pick<
  UseFormReturn<Values, unknown, unknown>,
  'register' | 'formState'
>;

/**
 * A form's fields as their components take them: what react-hook-form registers and the field's
 * message, spread into the field as `{...field('email')}`.
 */
export function fieldsOf<Values extends FieldValues>(form: RegisteringForm<Values>) {
  return (name: Path<Values>) => ({
    ...form.register(name),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });
}
