import { zodResolver } from '@hookform/resolvers/zod';
import { leadsApi } from '@prakar/shared/api/leads';
import {
  type LeadDetail,
  type LeadReplyForm,
  leadReplyFormSchema,
  leadReplyText,
  replySubject,
} from '@prakar/shared/leads';
import { site } from '@prakar/shared/site';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '#app/components/dialog/confirm-dialog.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { CheckboxField, TextAreaField, TextField } from '#app/components/form-field/text-field.tsx';
import { notify } from '#app/components/toasts/notify.ts';
import { EmailAddress } from '#app/components/ui/email-address.tsx';
import { serviceErrorMessage } from '#app/lib/api-error.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { showServerFieldErrors } from '#app/lib/server-field-errors.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';
import styles from './leads.module.css';

const FIELDS = ['subject', 'body'] as const;

/**
 * An e-mail to the sender. Checked here, then shown exactly as it will be sent (the words, the
 * signature and their message quoted) with Send or Keep editing; only then does it go, through
 * the server's outbox, and join the conversation.
 */
export function LeadReply({ lead }: { lead: LeadDetail }) {
  const staffName = useCurrentUser()?.Name ?? '';
  const send = useApiMutation(leadsApi.reply);
  const [pending, setPending] = useState<LeadReplyForm>();
  const [formError, setFormError] = useState<string>();
  const form = useForm<LeadReplyForm>({
    resolver: zodResolver(leadReplyFormSchema, undefined, { raw: true }),
    defaultValues: {
      subject: replySubject(lead.subject, site.name),
      body: '',
      keepInProgress: false,
    },
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;

  const confirm = async () => {
    if (!pending || send.isPending) return;
    setFormError(undefined);
    try {
      await send.mutateAsync({
        params: { id: lead.id },
        body: {
          subject: pending.subject,
          body: pending.body,
          status: pending.keepInProgress ? 'in_progress' : 'answered',
        },
      });
      setPending(undefined);
      reset({ subject: pending.subject, body: '', keepInProgress: false });
      notify.success(`Reply sent to ${lead.email}.`);
    } catch (error) {
      setPending(undefined);
      if (!showServerFieldErrors(error, FIELDS, form.setError, form.setFocus)) {
        setFormError(serviceErrorMessage(error));
      }
    }
  };

  const preview =
    pending &&
    leadReplyText(pending.body, {
      staffName,
      firm: { name: site.name, phone: site.salesPhone },
      original: { name: lead.name, receivedAt: lead.receivedAt, comments: lead.comments },
    });

  return (
    <section aria-labelledby="lead-reply-heading" className={styles.panel}>
      <h2 id="lead-reply-heading">Reply by e-mail</h2>
      <p>
        To {lead.name} &lt;
        <EmailAddress address={lead.email} />
        &gt;. Their answer comes to {site.salesEmail}.
      </p>
      <AppForm
        legend="Your reply"
        onSubmit={form.handleSubmit((values) => {
          setFormError(undefined);
          setPending(values);
        })}
      >
        <TextField
          id="lead-reply-subject"
          label="Subject"
          maxLength={150}
          required
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField
          id="lead-reply-body"
          label="Your reply"
          rows={8}
          maxLength={10_000}
          required
          hint="Your name, the firm’s name and phone, and their message follow it."
          error={errors.body?.message}
          {...register('body')}
        />
        <CheckboxField
          id="lead-reply-keep-open"
          label="Keep the message in progress (otherwise it is marked answered)"
          {...register('keepInProgress')}
        />
        <FormSubmit error={formError} busy={send.isPending}>
          Review and send
        </FormSubmit>
      </AppForm>
      <ConfirmDialog
        open={pending !== undefined}
        title="Send this e-mail?"
        message={`To ${lead.name} <${lead.email}>, subject “${pending?.subject ?? ''}”. The message will then be ${pending?.keepInProgress ? 'in progress' : 'answered'}.`}
        confirmLabel="Send e-mail"
        cancelLabel="Keep editing"
        busy={send.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
      >
        <pre className={styles.preview}>{preview}</pre>
      </ConfirmDialog>
    </section>
  );
}
