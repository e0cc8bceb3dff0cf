import type { ComponentProps, ReactNode } from 'react';
import { TextField } from './text-field';

/**
 * An e-mail address, with the phone's e-mail keyboard. `autoComplete` is the person's own address
 * unless said otherwise ("username" to sign in, "off" for someone else's).
 */
export function EmailField({
  label = 'E-mail address',
  autoComplete = 'email',
  ...rest
}: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'inputMode'> & { label?: ReactNode }) {
  return (
    <TextField label={label} type="email" inputMode="email" autoComplete={autoComplete} {...rest} />
  );
}

/** An Indian mobile number, with the phone's number pad and the person's own number suggested. */
export function MobileField({
  label = 'Mobile number',
  ...rest
}: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'inputMode' | 'autoComplete'> & {
  label?: ReactNode;
}) {
  return <TextField label={label} type="tel" inputMode="tel" autoComplete="tel" {...rest} />;
}
