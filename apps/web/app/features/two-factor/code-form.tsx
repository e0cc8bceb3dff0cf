import { zodResolver } from '@hookform/resolvers/zod';
import { anyCodeSchema, totpCodeSchema } from '@prakar/shared/two-factor';
import { useEffect } from 'react';
import type { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import styles from './two-factor.module.css';

type CodeInput = z.input<typeof anyCodeSchema>;
const FIELDS = ['code'] as const;

/**
 * One code and a button: the authenticator's code (or, with `acceptsRecoveryCode`, a recovery
 * code too). The server's "wrong code" shows next to the field, like the browser's check.
 */
export function CodeForm({
  id,
  legend,
  label = 'Code from your authenticator app',
  submitLabel,
  acceptsRecoveryCode = false,
  focusOnShow = false,
  onCode,
}: {
  id: string;
  legend: string;
  label?: string;
  submitLabel: string;
  acceptsRecoveryCode?: boolean;
  /** The field is what the user came here to fill in (the sign-in's second step). */
  focusOnShow?: boolean;
  onCode: (code: string) => Promise<unknown>;
}) {
  const schema = acceptsRecoveryCode ? anyCodeSchema : totpCodeSchema;
  const { form, field, onSubmit, formError, busy } = useAppForm<CodeInput, { code: string }>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
    fields: FIELDS,
    send: async ({ code }) => {
      await onCode(code);
      form.reset();
    },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (focusOnShow) setFocus('code');
  }, [focusOnShow, setFocus]);
  return (
    <AppForm className={styles.form} legend={legend} onSubmit={onSubmit}>
      <TextField
        id={id}
        label={label}
        required
        autoComplete="one-time-code"
        inputMode={acceptsRecoveryCode ? 'text' : 'numeric'}
        spellCheck={false}
        maxLength={40}
        {...field('code')}
      />
      <FormSubmit error={formError} busy={busy}>
        {submitLabel}
      </FormSubmit>
    </AppForm>
  );
}
