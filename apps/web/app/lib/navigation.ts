/**
 * Code outside React (the API client, logout) navigates through the router the root registers, so
 * those moves stay in-app navigations; before the router is up it falls back to a page load.
 */
export interface NavigateOptions {
  replace?: boolean;
}
type NavigateFn = (to: string, options?: NavigateOptions) => Promise<void> | void;

let registered: NavigateFn | null = null;

export function registerNavigate(navigate: NavigateFn): () => void {
  registered = navigate;
  return () => {
    if (registered === navigate) registered = null;
  };
}

/** Resolves once the router has moved (a page load never resolves in this page's life). */
export async function navigateTo(to: string, options: NavigateOptions = {}): Promise<void> {
  if (registered) {
    await registered(to, options);
    return;
  }
  if (typeof window === 'undefined') return;
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function currentPathAndSearch(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}
