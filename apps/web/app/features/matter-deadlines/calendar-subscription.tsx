import { matterCalendarApi } from '@prakar/shared/api/matter-calendar';
import { formatIndianDateTime } from '@prakar/shared/dates';
import { useState } from 'react';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { ShownOnceSecret } from '#app/components/shown-once-secret/shown-once-secret.tsx';
import { showServiceError } from '#app/components/toasts/notify.ts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation, useApiQuery } from '#app/lib/api-query.ts';
import styles from './matter-deadlines.module.css';

export const SHOWN_ONCE =
  'Copy it now into your calendar application (Google Calendar: Other calendars, From URL; Outlook: Add calendar, Subscribe from web). It will not be shown again, and anyone who has it can read these dates.';

/**
 * "Subscribe in your calendar": a secret address for the same dates, made here and shown once;
 * replacing it, after a confirmation, stops the old one working.
 */
export function CalendarSubscription() {
  const link = useApiQuery(matterCalendarApi.link, {});
  const [url, setUrl] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const replace = useApiMutation(matterCalendarApi.replaceLink, {
    onSuccess: (made) => {
      setConfirming(false);
      setUrl(made.url);
    },
  });
  const make = () =>
    replace.mutate(
      {},
      {
        onError: (error) => {
          setConfirming(false);
          showServiceError(error);
        },
      },
    );
  const since = link.data?.createdAt;

  return (
    <section aria-labelledby="calendar-heading" className={styles.section}>
      <h2 id="calendar-heading">Subscribe in your calendar</h2>
      <p>
        Your calendar application can show these dates as all-day events and keep them up to date.
        The address is yours alone: it stops working if your access to advisory matters is taken
        away.
      </p>
      {url ? (
        <ShownOnceSecret
          id="calendar-address"
          label="Calendar address"
          name="calendar address"
          secret={url}
          warning={SHOWN_ONCE}
        />
      ) : null}
      {!url && since ? (
        <p className={styles.note}>
          You made your calendar address on {formatIndianDateTime(since)}. If you have lost it, or
          someone else may have it, replace it: the old one stops working.
        </p>
      ) : null}
      {link.isSuccess ? (
        <p>
          {since || url ? (
            <button type="button" className={buttons.secondary} onClick={() => setConfirming(true)}>
              Replace the link
            </button>
          ) : (
            <button
              type="button"
              className={buttons.primary}
              aria-disabled={replace.isPending || undefined}
              onClick={() => {
                if (!replace.isPending) make();
              }}
            >
              Subscribe in your calendar
            </button>
          )}
        </p>
      ) : null}
      {link.isError ? (
        <p role="alert">We could not check your calendar address. Reload the page to try again.</p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Replace your calendar address?"
        message="The address you have now stops working at once: calendars subscribed to it no longer receive these dates. You will see the new address once, to copy."
        confirmLabel="Replace the link"
        cancelLabel="Keep the link"
        busy={replace.isPending}
        onConfirm={make}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
