import { useState } from 'react';

/**
 * True from the first render in which `value` is true, and for good after: a lazily loaded
 * overlay is mounted the first time it is wanted and stays mounted, so it can animate closed and
 * open again without loading anew.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
