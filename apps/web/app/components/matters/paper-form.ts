import { ApiError, serviceErrorMessage } from '#app/lib/api-error.ts';

export type FieldErrors = Record<string, string>;

/**
 * The server's objections to a form of a matter's papers, by field; anything else (a refused
 * step, a lost connection) under `form`, in the words a person reads.
 */
export function paperFormErrors(error: unknown, fieldNames: readonly string[]): FieldErrors {
  const fields = error instanceof ApiError && error.status < 500 ? (error.fields ?? {}) : {};
  const known = Object.entries(fields).filter(([name]) => fieldNames.includes(name));
  return known.length > 0 ? Object.fromEntries(known) : { form: serviceErrorMessage(error) };
}

/** The form's text fields and its file as multipart form data. */
export function paperFormData(fields: Record<string, string>, file: File | undefined): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set('file', file, file.name);
  return body;
}
