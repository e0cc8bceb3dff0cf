import { createFocusReturn } from '#app/lib/focus-return.ts';
import { createSmallStore, useSmallStore } from '#app/lib/small-store.ts';

export interface ContactPanelState {
  open: boolean;
  /** Pre-fills the subject, e.g. "Smart TDS pricing" from a product page. */
  subject: string;
}

const closed: ContactPanelState = { open: false, subject: '' };
const store = createSmallStore<ContactPanelState>(closed);

/** The panel opens from the header, the mobile menu and page content: focus goes back there. */
export const contactPanelFocus = createFocusReturn();

export function openContactPanel(
  options: { subject?: string; opener?: Element | null } = {},
): void {
  contactPanelFocus.remember(options.opener);
  store.set({ open: true, subject: options.subject ?? '' });
}

export function closeContactPanel(): void {
  store.set({ ...store.get(), open: false });
}

export function useContactPanelState(): ContactPanelState {
  return useSmallStore(store, closed);
}

let loadPanel: () => Promise<unknown> = () => Promise.resolve();

/** The panel's host says how its code is loaded, so the header can ask for it early. */
export function setContactPanelLoader(load: () => Promise<unknown>): void {
  loadPanel = load;
}

/** Starts fetching the panel's code on hover or focus, so it opens without a wait. */
export function prefetchContactPanel(): void {
  void loadPanel();
}
