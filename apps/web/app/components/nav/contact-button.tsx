import type { ReactNode } from 'react';
import {
  openContactPanel,
  prefetchContactPanel,
} from '#app/components/contact-panel/contact-panel-store.ts';

/**
 * Opens the contact side panel, with the subject filled in when the page knows what the visitor
 * wants ("Consultation: transfer pricing…"); the panel's code starts loading on hover or focus.
 * Closing the panel brings focus back to this button.
 */
export function ContactButton({
  className,
  onOpen,
  subject,
  children = 'Contact Us',
}: {
  className?: string;
  onOpen?: () => void;
  subject?: string;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={prefetchContactPanel}
      onFocus={prefetchContactPanel}
      onClick={(event) => {
        const opener = event.currentTarget;
        onOpen?.();
        openContactPanel({ subject, opener });
      }}
    >
      {children}
    </button>
  );
}
