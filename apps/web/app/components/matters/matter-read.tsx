import type { ReactNode } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { ApiError } from '#app/lib/api-error.ts';

/**
 * What a matter's page says when the matter could not be read: `missing` when there is no such
 * matter for the reader (a mistyped address answers 400 or 404), otherwise a failure to try again;
 * then the way back to the list.
 */
export function MatterUnread({
  error,
  onRetry,
  missing,
  back,
}: {
  error: Error;
  onRetry: () => void;
  missing: string;
  back: ReactNode;
}) {
  const gone = error instanceof ApiError && [400, 404].includes(error.status);
  return (
    <>
      {gone ? (
        <FormMessage tone="info">{missing}</FormMessage>
      ) : (
        <LoadError message="We could not load the matter." onRetry={onRetry} />
      )}
      {back}
    </>
  );
}
