import { zodResolver } from '@hookform/resolvers/zod';
import { matterEngagementsApi } from '@prakar/shared/api/matter-engagements';
import {
  type WriteEngagementInput,
  writeEngagementSchema,
} from '@prakar/shared/matter-engagements';
import type { MatterDetail } from '@prakar/shared/matters';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { TextAreaField, TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { notify } from '#app/components/toasts/notify.ts';
import styles from '#app/features/back-office-matters/matters.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';

const FIELDS = ['scope', 'fee', 'advance'] as const;

/**
 * Accepting a request: the work, the fee and the advance, in rupees before GST, checked with the
 * server's schema and sent as typed. Sending it moves the matter to Accepted and mails the client
 * a link to the letter, which cannot change afterwards.
 */
export function EngagementForm({ matter }: { matter: MatterDetail }) {
  const write = useApiMutation(matterEngagementsApi.write, { invalidates: ['matters'] });
  const { field, onSubmit, formError, busy } = useAppForm<
    WriteEngagementInput,
    WriteEngagementInput
  >({
    resolver: zodResolver(writeEngagementSchema, undefined, { raw: true }),
    defaultValues: { scope: '', fee: '', advance: '' },
    fields: FIELDS,
    send: async (body) => {
      await write.mutateAsync({ params: { id: matter.id }, body });
      notify.success(`${matter.number} is accepted: its engagement letter is sent to the client.`);
    },
  });
  const gst = 'GST is added to it, as to every advisory fee.';

  return (
    <AppForm
      className={styles.column}
      legend={`The engagement letter for ${matter.number}`}
      onSubmit={onSubmit}
    >
      <TextAreaField
        id="engagement-scope"
        label="The work the firm will do"
        rows={5}
        maxLength={5000}
        required
        hint="The client reads this in the letter, word for word."
        {...field('scope')}
      />
      <TextField
        id="engagement-fee"
        label="Fee before GST (₹)"
        inputMode="decimal"
        autoComplete="off"
        required
        hint={gst}
        {...field('fee')}
      />
      <TextField
        id="engagement-advance"
        label="Advance before GST (₹)"
        inputMode="decimal"
        autoComplete="off"
        required
        hint={`Paid online once the client accepts; at most the fee. ${gst}`}
        {...field('advance')}
      />
      <p className={styles.muted}>
        Sending accepts the request and e-mails the client a link to the letter. It cannot be
        changed once sent.
      </p>
      <FormSubmit error={formError} busy={busy}>
        Accept and send the letter
      </FormSubmit>
    </AppForm>
  );
}
