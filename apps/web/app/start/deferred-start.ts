import { RETURNING_ATTRIBUTE, STARTING_KEYS } from './starting-state';

/**
 * Starts the React app on a pre-rendered page only when the visitor needs it (ADR 0050).
 *
 * A public page is complete HTML: reading it, following its links and scrolling need no script.
 * The app (React, the router, the shell: about 130 KB) loads and hydrates when the visitor reaches
 * for something only it can do, or when the page must differ from what was pre-rendered:
 * - the page can't be what was pre-rendered: someone is signed in, has a cart or came through a
 *   corporate sign-in page (`starting-state.ts`; also when another tab stores one), or the address
 *   has a query (a sign-in confirmation, an invitation, a reset or payment link);
 * - a pointer lands on, or focus enters, a control (button, field, label, summary, a menu item);
 * - a key is pressed (a keyboard visitor is about to act), or a field is filled in;
 * - a part marked `data-app-start="near"` (a product's plans and their current prices) comes
 *   close to the viewport.
 * Links stay plain links until then: the address they lead to is pre-rendered too.
 *
 * Nothing the visitor does before the app is ready is lost. Fields are never disabled: typing,
 * pasting, a password manager's fill and a chosen file stay in the page, and the app keeps them as
 * it takes the form over (`AppForm`). The last click or arrow key on a control that only the app
 * can answer (a button, a menu) and any form submission are held (a form without the app must
 * never submit itself) and replayed once the app has hydrated.
 */

/** What the app is marked with once hydrated (set by the shell's navigation effects). */
const HYDRATED = 'data-hydrated';
/** `waiting` until the visitor acts, then `starting`; `failed` lets the next action try again. */
const STATE = 'data-app-start';
const CONTROL =
  'button, input, select, textarea, label, summary, [role="button"], [role="menuitem"], [role="tab"]';
/** Controls whose click does nothing without the app; fields and labels work in plain HTML. */
const APP_CONTROL = 'button, summary, [role="button"], [role="menuitem"], [role="tab"]';
/** Keys a control of the app's answers itself (a menu button opens on an arrow); Enter and Space
 * are clicks. */
const APP_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
/** How close a `near` part must come; the plans then ask for today's prices themselves. */
const NEAR_MARGIN = '200px';

type Replay = () => void;

export function deferStart(start: () => Promise<unknown>): void {
  const root = document.documentElement;
  let starting: Promise<unknown> | undefined;
  let replay: Replay | undefined;

  const begin = () => {
    if (starting) return;
    root.setAttribute(STATE, 'starting');
    starting = start().catch(() => {
      // A chunk failed to load (offline, a new release): the page still reads and links work.
      starting = undefined;
      root.setAttribute(STATE, 'failed');
    });
  };

  const onIntent = (event: Event) => {
    if (closest(event.target, CONTROL)) begin();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    begin();
    const control = closest(event.target, APP_CONTROL);
    if (!control || !APP_KEYS.has(event.key)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { key, code } = event;
    replay = () =>
      control.dispatchEvent(
        new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }),
      );
  };

  const onClick = (event: MouseEvent) => {
    const control = closest(event.target, APP_CONTROL);
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    replay = () => control.click();
    begin();
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    replay = () => form.requestSubmit(submitter);
    begin();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === null || STARTING_KEYS.includes(event.key)) begin();
  };

  const near = nearObserver(begin);
  const listeners: [string, EventListener][] = [
    ['pointerdown', onIntent],
    ['pointerover', onIntent],
    ['touchstart', onIntent],
    ['focusin', onIntent],
    ['keydown', onKeyDown as EventListener],
    // A password manager or another aid may fill a field without focusing it.
    ['input', onIntent],
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
  ];
  for (const [type, listener] of listeners) {
    document.addEventListener(type, listener, { capture: true, passive: type === 'touchstart' });
  }
  window.addEventListener('storage', onStorage);

  const stop = () => {
    for (const [type, listener] of listeners) {
      document.removeEventListener(type, listener, { capture: true });
    }
    window.removeEventListener('storage', onStorage);
    near?.disconnect();
    hydration.disconnect();
    root.removeAttribute(STATE);
    // Hydration keeps the pre-rendered elements, so the control held is the one the app now runs.
    const held = replay;
    replay = undefined;
    held?.();
  };
  const hydration = new MutationObserver(() => {
    if (root.hasAttribute(HYDRATED)) stop();
  });
  hydration.observe(root, { attributes: true, attributeFilter: [HYDRATED] });

  root.setAttribute(STATE, 'waiting');
  showThisYear();
  startAtTop();
  // The head script has already looked at the address and the storage for a returning visitor.
  if (root.hasAttribute(RETURNING_ATTRIBUTE)) begin();
}

/**
 * Every change of page starts at the top (the specification), including Back to a page loaded
 * without the app: the browser would restore the old position, or keep it in its page cache.
 */
function startAtTop(): void {
  window.history.scrollRestoration = 'manual';
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && !window.location.hash) window.scrollTo(0, 0);
  });
}

/** The footer's year by the browser's clock: the pre-rendered page says the year it was built. */
function showThisYear(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll('[data-this-year]')) element.textContent = year;
}

function closest(target: EventTarget | null, selector: string): HTMLElement | null {
  const element = target as Element | null;
  return typeof element?.closest === 'function' ? element.closest<HTMLElement>(selector) : null;
}

function nearObserver(begin: () => void): IntersectionObserver | undefined {
  const parts = document.querySelectorAll('[data-app-start="near"]');
  if (parts.length === 0 || !('IntersectionObserver' in window)) return undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) begin();
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const part of parts) observer.observe(part);
  return observer;
}
