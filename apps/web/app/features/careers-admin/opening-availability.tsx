import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import type { StaffOpening } from '@prakar/shared/careers-admin';
import { formatIndianDate } from '@prakar/shared/dates';
import { useState } from 'react';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { useApiMutation } from '#app/lib/api-query.ts';

/**
 * Close (after asking: applicants can no longer apply) or Reopen an opening. Either shows on the
 * careers page at once; reopening posts it again today, for a fresh term (`openingClosesOn`).
 */
export function OpeningAvailability({
  opening,
  className,
}: {
  opening: StaffOpening;
  className: string | undefined;
}) {
  const [confirming, setConfirming] = useState(false);
  const options = { invalidates: ['careers'] };
  const close = useApiMutation(careersAdminApi.closeOpening, options);
  const reopen = useApiMutation(careersAdminApi.reopenOpening, options);
  const params = { openingId: opening.id };

  const run = async (
    change: () => Promise<StaffOpening>,
    done: (result: StaffOpening) => string,
  ) => {
    try {
      const result = await change();
      setConfirming(false);
      notify.success(`${result.title}: ${done(result)}`);
    } catch (error) {
      setConfirming(false);
      showServiceError(error);
    }
  };

  if (opening.state !== 'open') {
    return (
      <button
        type="button"
        className={className}
        aria-disabled={reopen.isPending || undefined}
        onClick={() => {
          if (!reopen.isPending) {
            void run(
              () => reopen.mutateAsync({ params }),
              (result) =>
                `reopened and on the careers page until ${formatIndianDate(result.closesOn)}.`,
            );
          }
        }}
      >
        Reopen<span className="visually-hidden"> {opening.title}</span>
      </button>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setConfirming(true)}>
        Close<span className="visually-hidden"> {opening.title}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        title={`Close ${opening.title}?`}
        message="It comes off the careers page at once and takes no more applications. The applications it has are kept, and you can reopen it later."
        confirmLabel="Close opening"
        cancelLabel="Keep it open"
        busy={close.isPending}
        onConfirm={() =>
          void run(
            () => close.mutateAsync({ params }),
            () => 'closed and off the careers page.',
          )
        }
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
