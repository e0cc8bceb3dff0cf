import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { ApiError } from '#app/lib/api-error.ts';

/**
 * A matter's page, the same for the client and the firm: `children` once the matter is read;
 * until then that it is loading; then `missing` when there is no such matter for the reader (a
 * mistyped address answers 400 or 404), otherwise a failure to try again, each with the way back.
 */
export function MatterRead<M>({
  read,
  missing,
  back,
  children,
}: {
  read: UseQueryResult<M>;
  missing: string;
  back: ReactNode;
  children: (matter: M) => ReactNode;
}) {
  if (read.isPending) return <p role="status">Loading the matter…</p>;
  if (read.isError) {
    const gone = read.error instanceof ApiError && [400, 404].includes(read.error.status);
    return (
      <>
        {gone ? (
          <FormMessage tone="info">{missing}</FormMessage>
        ) : (
          <LoadError message="We could not load the matter." onRetry={() => void read.refetch()} />
        )}
        {back}
      </>
    );
  }
  return children(read.data);
}
