import type { ComponentProps } from 'react';

/**
 * A button that does nothing while `busy` (its form is on its way to the server) yet keeps
 * keyboard focus: a `disabled` button drops focus to the page, and whoever pressed it loses their
 * place. Cancelling the click also cancels a submission made with Enter in one of the form's fields.
 */
export function BusyButton({
  busy,
  type = 'submit',
  onClick,
  ...rest
}: Omit<ComponentProps<'button'>, 'disabled'> & { busy: boolean; type?: 'submit' | 'button' }) {
  return (
    <button
      {...rest}
      type={type === 'button' ? 'button' : 'submit'}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
