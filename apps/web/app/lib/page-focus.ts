/** The shell's `<main>`, which the skip link also targets. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Puts focus where a new page starts: its main heading, or the main landmark when it has none.
 * Every page's `<h1>` is made focusable here rather than in each page's markup, so a page added
 * later cannot forget it; `tabindex="-1"` keeps the heading out of the Tab order.
 */
export function focusPageStart(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // The shell decides the scroll position (the top, or a `#fragment`), not the focus.
  target.focus({ preventScroll: true });
  return target;
}

/** True while a dialog (a Radix dialog, the contact panel, a confirmation) is on screen. */
export function isDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}
