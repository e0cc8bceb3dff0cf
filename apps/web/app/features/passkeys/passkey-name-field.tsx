import { PASSKEY_NAME_MAX } from '@prakar/shared/passkeys';
import type { ComponentProps } from 'react';
import { TextField } from '#app/components/form-field/text-field.tsx';

/** The passkey's own name, as adding a passkey and renaming one both ask for it. */
export function PasskeyNameField(
  props: Omit<
    ComponentProps<typeof TextField>,
    'label' | 'required' | 'autoComplete' | 'maxLength'
  >,
) {
  return (
    <TextField
      label="Passkey name"
      required
      autoComplete="off"
      maxLength={PASSKEY_NAME_MAX}
      {...props}
    />
  );
}
