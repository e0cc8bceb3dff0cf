import { zodResolver } from '@hookform/resolvers/zod';
import type { matterMessagesApi } from '@prakar/shared/api/matter-messages';
import { MATTER_FILE_RULES } from '@prakar/shared/matter-documents';
import {
  type MatterMessage,
  MESSAGE_ATTACHMENT_FIELD,
  sendMessageSchema,
} from '@prakar/shared/matter-messages';
import { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { TextAreaField, TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { useApiMutation } from '#app/lib/api-query.ts';
import { attachmentProblem } from './attachment-check';
import styles from './matter-messages.module.css';

type Draft = { body: string; [MESSAGE_ATTACHMENT_FIELD]: FileList | undefined };
type Checked = { body: string; [MESSAGE_ATTACHMENT_FIELD]: File | undefined };

const FIELDS: (keyof Draft)[] = ['body', MESSAGE_ATTACHMENT_FIELD];

const draftSchema = z.custom<Draft>().transform((draft, context): Checked => {
  const parsed = sendMessageSchema.safeParse({ body: draft.body });
  if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ ...issue });
  const file = draft[MESSAGE_ATTACHMENT_FIELD]?.[0];
  const problem = file && attachmentProblem(file);
  if (problem) {
    context.addIssue({ code: 'custom', path: [MESSAGE_ATTACHMENT_FIELD], message: problem });
  }
  if (!parsed.success || problem) return z.NEVER;
  return { body: parsed.data.body, [MESSAGE_ATTACHMENT_FIELD]: file };
});

function toFormData(checked: Checked): FormData {
  const body = new FormData();
  body.set('body', checked.body);
  const file = checked[MESSAGE_ATTACHMENT_FIELD];
  if (file) body.set(MESSAGE_ATTACHMENT_FIELD, file, file.name);
  return body;
}

/** Writing to the other side, with one attachment at most; objections appear at their fields. */
export function MessageForm({
  id,
  endpoint,
  label,
  onSent,
}: {
  id: string;
  endpoint: typeof matterMessagesApi.send | typeof matterMessagesApi.staffSend;
  label: string;
  onSent: (message: MatterMessage) => void;
}) {
  const send = useApiMutation(endpoint, { invalidates: ['matterDocuments'] });
  const { form, field, onSubmit, formError, busy } = useAppForm<Draft, Checked>({
    resolver: zodResolver(draftSchema),
    defaultValues: { body: '' },
    fields: FIELDS,
    send: async (checked) => {
      const message = await send.mutateAsync({ params: { id }, body: toFormData(checked) });
      form.reset({ body: '', [MESSAGE_ATTACHMENT_FIELD]: undefined });
      onSent(message);
    },
  });

  return (
    <AppForm className={styles.form} legend="Reply" onSubmit={onSubmit}>
      <TextAreaField id="message-body" label={label} rows={4} required {...field('body')} />
      <TextField
        id="message-attachment"
        label="Attach a file (optional)"
        type="file"
        hint={MATTER_FILE_RULES.document.rule}
        accept={MATTER_FILE_RULES.document.accept}
        {...field(MESSAGE_ATTACHMENT_FIELD)}
      />
      <FormSubmit error={formError} busy={busy}>
        Send message
      </FormSubmit>
    </AppForm>
  );
}
