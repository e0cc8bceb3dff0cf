import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { serverFieldErrors, showServerFieldErrors } from './server-field-errors';

type Form = { name: string; organisation: { pan: string } };
const FIELDS = ['name', 'organisation.pan'] as const;

const answer = (status: number, fields?: Record<string, string>) =>
  new ApiError({ status, code: 'VALIDATION_FAILED', message: 'Check the form.', fields });

describe('server field errors', () => {
  it('sorts a 4xx answer into the form’s fields, nested ones included, and the rest', () => {
    const sorted = serverFieldErrors<Form>(
      answer(400, { 'organisation.pan': 'Enter a valid PAN.', token: 'The link has expired.' }),
      FIELDS,
    );
    expect(sorted.known).toEqual([['organisation.pan', 'Enter a valid PAN.']]);
    expect(sorted.other).toBe('The link has expired.');
  });

  it('ignores 5xx answers and errors that are not from the API', () => {
    expect(serverFieldErrors<Form>(answer(500, { name: 'x' }), FIELDS).known).toEqual([]);
    expect(serverFieldErrors<Form>(new Error('offline'), FIELDS)).toEqual({
      known: [],
      other: undefined,
    });
  });

  it('shows each message next to its field and focuses the first, or reports none shown', () => {
    const setError = vi.fn();
    const setFocus = vi.fn();
    const shown = showServerFieldErrors<Form>(
      answer(400, { name: 'Please enter your name.' }),
      FIELDS,
      setError,
      setFocus,
    );
    expect(shown).toBe(true);
    expect(setError).toHaveBeenCalledWith('name', {
      type: 'server',
      message: 'Please enter your name.',
    });
    expect(setFocus).toHaveBeenCalledWith('name');
    expect(showServerFieldErrors<Form>(answer(429), FIELDS, setError, setFocus)).toBe(false);
  });
});
