import type { FocusEvent } from 'react';

/**
 * Brings a control that has just taken focus inside this box fully into view. Radix moves focus
 * without scrolling when Tab wraps round a dialog, and Chromium's own scroll can stop short in a
 * box that scrolls sideways; in a dialog taller than a phone's screen, or a wide table, the
 * focused control would stay partly or wholly out of sight.
 */
export function keepFocusInView(event: FocusEvent<HTMLElement>): void {
  const target = event.target;
  if (target !== event.currentTarget && target instanceof HTMLElement) {
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
}
