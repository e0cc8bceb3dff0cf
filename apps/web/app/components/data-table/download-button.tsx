import { type ReactNode, useState } from 'react';
import { showServiceError } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';

/**
 * A button that fetches a file and hands it to the browser's save flow; a failure is an Error
 * toast with the server's reason. A second click while the file is on its way does nothing.
 */
export function DownloadButton({
  className = buttons.secondary,
  download,
  children,
}: {
  className?: string | undefined;
  download: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await download();
    } catch (error) {
      showServiceError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={className}
      // Not `disabled`: a disabled button drops keyboard focus to the page.
      aria-disabled={busy || undefined}
      onClick={() => void run()}
    >
      {children}
    </button>
  );
}
