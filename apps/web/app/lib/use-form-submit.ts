import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serviceErrorMessage } from './api-error';
import { showServerFieldErrors } from './server-field-errors';

type SubmittingForm<TInput extends FieldValues, TOutput> = Pick<
  UseFormReturn<TInput, unknown, TOutput>,
  'handleSubmit' | 'setError' | 'setFocus'
>;

/**
 * A form's submit handler: the checked values go to `send`; when it fails, the server's objections
 * appear next to the form's `fields` (the first one focused), and any other failure becomes the
 * one message for the whole form, `failureMessage` of the error. Sending again clears it.
 */
export function useFormSubmit<TInput extends FieldValues, TOutput>(
  form: SubmittingForm<TInput, TOutput>,
  fields: readonly Path<TInput>[],
  send: (values: TOutput) => Promise<unknown>,
  failureMessage: (error: unknown) => string = serviceErrorMessage,
) {
  const [formError, setFormError] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await send(values);
    } catch (error) {
      if (!showServerFieldErrors(error, fields, form.setError, form.setFocus)) {
        setFormError(failureMessage(error));
      }
    }
  });
  return { onSubmit, formError };
}
