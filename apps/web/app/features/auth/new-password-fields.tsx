import { PASSWORD_MIN_LENGTH } from '@prakar/shared/auth';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '#app/components/form-field/password-field.tsx';

type Field = UseFormRegisterReturn & { error: string | undefined };

/**
 * A password being chosen and the same typed again: `<id>-password` and `<id>-confirm-password`,
 * labelled "Password" (or `label`) and "Confirm password", the first with the length rule as hint.
 */
export function NewPasswordFields({
  id,
  label = 'Password',
  hint = `At least ${PASSWORD_MIN_LENGTH} characters.`,
  password,
  confirmation,
}: {
  id: string;
  label?: 'Password' | 'New password';
  hint?: string;
  password: Field;
  confirmation: Field;
}) {
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        label={label}
        autoComplete="new-password"
        required
        hint={hint}
        {...password}
      />
      <PasswordField
        id={`${id}-confirm-password`}
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
