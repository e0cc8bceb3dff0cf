import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError } from './api-error';

/** What the server said about a form, sorted into the form's own fields and the rest. */
export interface ServerFieldErrors<T extends FieldValues> {
  /** Messages for fields the form has, by field name. */
  known: [Path<T>, string][];
  /** The first message for a field the form doesn't have (a hidden value, a token). */
  other: string | undefined;
}

/**
 * The `fields` of a 4xx answer (the server re-validates with the same shared schema), split into
 * the form's fields and the rest. Nested names such as `organisation.pan` are kept as they are,
 * which is how react-hook-form names nested fields too.
 */
export function serverFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
): ServerFieldErrors<T> {
  const fields =
    error instanceof ApiError && error.status >= 400 && error.status < 500
      ? error.fields
      : undefined;
  const entries = Object.entries(fields ?? {});
  const isKnown = (name: string): name is Path<T> =>
    (fieldNames as readonly string[]).includes(name);
  return {
    known: entries.filter((entry): entry is [Path<T>, string] => isKnown(entry[0])),
    other: entries.find(([name]) => !isKnown(name))?.[1],
  };
}

/**
 * Puts the server's messages next to their fields and focuses the first one. Returns false when
 * the answer named none of the form's fields, so the caller shows a general error instead.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
  setFocus: UseFormSetFocus<T>,
): boolean {
  const { known } = serverFieldErrors(error, fieldNames);
  for (const [name, message] of known) setError(name, { type: 'server', message });
  const first = known[0];
  if (!first) return false;
  setFocus(first[0]);
  return true;
}
