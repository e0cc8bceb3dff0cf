import { createSmallStore, useSmallStore } from '../../lib/small-store';

export interface ContactPanelState {
  open: boolean;
  /** Pre-fills the subject, e.g. "Smart TDS pricing" from a product page. */
  subject: string;
}

const closed: ContactPanelState = { open: false, subject: '' };
const store = createSmallStore<ContactPanelState>(closed);

export function openContactPanel(options: { subject?: string } = {}): void {
  store.set({ open: true, subject: options.subject ?? '' });
}

export function closeContactPanel(): void {
  store.set({ ...store.get(), open: false });
}

export function useContactPanelState(): ContactPanelState {
  return useSmallStore(store, closed);
}

/** Starts fetching the panel's code on hover or focus, so it opens without a wait. */
export function prefetchContactPanel(): void {
  void import('./contact-panel');
}
