import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '#app/components/content/load-error.tsx';

/** A matter's papers once read: `loading` until then, and a way to try again if they were not. */
export function PapersRead<P>({
  read,
  loading,
  children,
}: {
  read: UseQueryResult<P>;
  loading: string;
  children: (papers: P) => ReactNode;
}) {
  if (read.isPending) return <p role="status">{loading}</p>;
  if (read.isError) {
    return (
      <LoadError
        message="We could not load the matter’s documents."
        onRetry={() => void read.refetch()}
      />
    );
  }
  return children(read.data);
}
