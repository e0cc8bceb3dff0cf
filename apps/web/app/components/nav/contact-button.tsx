import { openContactPanel, prefetchContactPanel } from '../../features/contact/contact-panel-store';

/** "Contact Us" opens the contact side panel; its code starts loading on hover or focus. */
export function ContactButton({ className, onOpen }: { className?: string; onOpen?: () => void }) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={prefetchContactPanel}
      onFocus={prefetchContactPanel}
      onClick={() => {
        onOpen?.();
        openContactPanel();
      }}
    >
      Contact Us
    </button>
  );
}
