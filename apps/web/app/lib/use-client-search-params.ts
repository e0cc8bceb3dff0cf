import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The query string, once the page has hydrated; null before. Pre-rendered pages were rendered
 * without one, so anything drawn from it must wait for the first effect, or hydration would find
 * HTML that differs from the first render.
 */
export function useClientSearchParams(): URLSearchParams | null {
  const { search } = useLocation();
  const [params, setParams] = useState<URLSearchParams | null>(null);
  useEffect(() => setParams(new URLSearchParams(search)), [search]);
  return params;
}
