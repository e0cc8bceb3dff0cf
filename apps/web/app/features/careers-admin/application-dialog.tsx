import { careersAdminApi } from '@prakar/shared/api/careers-admin';
import * as Dialog from '@radix-ui/react-dialog';
import { LoadError } from '#app/components/content/load-error.tsx';
import styles from '#app/components/dialog/dialog.module.css';
import buttons from '#app/components/ui/button.module.css';
import { useApiQuery } from '#app/lib/api-query.ts';
import { keepFocusInView } from '#app/lib/keep-focus-in-view.ts';
import { ApplicationDetails } from './application-details';
import own from './careers-admin.module.css';

/** One application, read afresh when it opens: details, résumé, status and notes. */
export function ApplicationDialog({
  applicationId,
  applicantName,
  openingTitle,
  onClose,
  onCloseAutoFocus,
}: {
  applicationId: string;
  applicantName: string;
  openingTitle: string;
  onClose: () => void;
  /** Gives focus back to the row's button that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const application = useApiQuery(careersAdminApi.getApplication, { params: { applicationId } });
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content
          className={`${styles.dialog} ${own.wideDialog}`}
          onFocus={keepFocusInView}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <Dialog.Title className={styles.title}>{applicantName}</Dialog.Title>
          <Dialog.Description className={styles.message}>
            Application for {openingTitle}. Dates and times are in IST.
          </Dialog.Description>
          {application.isPending ? <p role="status">Loading the application…</p> : null}
          {application.isError ? (
            <LoadError
              message="We could not load this application."
              onRetry={() => void application.refetch()}
            />
          ) : null}
          {application.data ? <ApplicationDetails application={application.data} /> : null}
          <div className={styles.actions}>
            <Dialog.Close className={buttons.secondary}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
