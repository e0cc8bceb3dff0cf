import { lazy, Suspense } from 'react';
import { useSmallStore } from '#app/lib/small-store.ts';
import { toasterWanted } from './toaster-state';

const Toaster = lazy(() => import('./toaster'));

export function ToasterHost() {
  const wanted = useSmallStore(toasterWanted, false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
