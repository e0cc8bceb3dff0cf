import { redirect } from 'react-router';

/**
 * The empty path goes home. The server answers `/` with a 301 itself; this covers in-app links to
 * `/` and static hosting of the pre-rendered files.
 */
export function clientLoader() {
  return redirect('/home');
}

export function HydrateFallback() {
  return null;
}

export default function IndexRedirect() {
  return null;
}
