import { zodResolver } from '@hookform/resolvers/zod';
import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import {
  type AcceptEngagement,
  acceptEngagementSchema,
  ENGAGEMENT_CODE_MINUTES,
} from '@prakar/shared/matter-engagements';
import { useState } from 'react';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import styles from '#app/features/matters/matters.module.css';
import { serviceErrorMessage } from '#app/lib/api-error.ts';
import { useApiMutation } from '#app/lib/api-query.ts';

/**
 * Accepting the letter: the client asks for a code, which is mailed to them, and types it here.
 * A wrong or expired code is said next to the field; a new code can be sent at any time.
 */
export function EngagementAcceptance({ matterId }: { matterId: string }) {
  const params = { id: matterId };
  const sendCode = useApiMutation(matterEngagementsApi.sendCode);
  const accept = useApiMutation(matterEngagementsApi.accept, {
    invalidates: ['orders', 'transactions'],
  });
  const [sentTo, setSentTo] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const { form, field, onSubmit, formError, busy } = useAppForm<AcceptEngagement>({
    resolver: zodResolver(acceptEngagementSchema),
    defaultValues: { code: '' },
    fields: ['code'],
    send: (body) => accept.mutateAsync({ params, body }),
  });

  const send = async () => {
    setSendError(undefined);
    try {
      setSentTo((await sendCode.mutateAsync({ params })).sentTo);
      form.setFocus('code');
    } catch (error) {
      setSendError(serviceErrorMessage(error));
    }
  };

  return (
    <div className={styles.detail}>
      <p>
        To accept the letter, we e-mail you a one-time code. It works for {ENGAGEMENT_CODE_MINUTES}{' '}
        minutes.
      </p>
      <div>
        <BusyButton
          type="button"
          className={sentTo ? buttons.secondary : buttons.primary}
          busy={sendCode.isPending}
          onClick={() => void send()}
        >
          Send me a code
        </BusyButton>
      </div>
      {sendError ? <FormMessage tone="error">{sendError}</FormMessage> : null}
      {sentTo ? <FormMessage tone="info">We e-mailed a code to {sentTo}.</FormMessage> : null}
      <AppForm legend="Accept the engagement letter" onSubmit={onSubmit}>
        <TextField
          id="engagement-code"
          label="Code from the e-mail"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...field('code')}
        />
        <FormSubmit error={formError} busy={busy}>
          Accept engagement
        </FormSubmit>
      </AppForm>
    </div>
  );
}
