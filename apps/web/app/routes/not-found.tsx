import { replace } from 'react-router';

/**
 * Any unknown path goes to the error page. `replace` keeps the broken address out of the history,
 * so Back does not return to it.
 */
export function clientLoader() {
  return replace('/error');
}

export function HydrateFallback() {
  return null;
}

export default function NotFound() {
  return null;
}
