import { zodResolver } from '@hookform/resolvers/zod';
import { matterDocumentsApi } from '@prakar/shared/api/matter-documents';
import {
  MATTER_FILE_ACCEPT,
  MATTER_FILE_RULE,
  NOTICE_FIELD,
} from '@prakar/shared/matter-documents';
import { type MatterDetail, type RequestMatter, requestMatterSchema } from '@prakar/shared/matters';
import { z } from 'zod';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { FormSubmit } from '#app/components/form-field/form-submit.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { useAppForm } from '#app/components/form-field/use-app-form.ts';
import { EMPTY_NOTICE, NoticeFields } from '#app/components/matters/notice-fields.tsx';
import { useApiMutation } from '#app/lib/api-query.ts';
import styles from './matter-requests.module.css';
import { noticeProblem } from './notice-check';

/** The form as typed: every fact a string, '' where nothing was chosen, and the chosen file. */
type Draft = Record<keyof RequestMatter, string> & { [NOTICE_FIELD]: FileList | undefined };
type Checked = RequestMatter & { [NOTICE_FIELD]: File };

const FIELDS = [...Object.keys(EMPTY_NOTICE), NOTICE_FIELD] as (keyof Draft)[];

/**
 * The shared schema checks the facts as the API will get them (choices left empty as not given),
 * so its messages land on the fields; the file gets the browser's first check.
 */
const draftSchema = z.custom<Draft>().transform(async (draft, context): Promise<Checked> => {
  const { [NOTICE_FIELD]: files, ...facts } = draft;
  const parsed = await requestMatterSchema.safeParseAsync({
    ...facts,
    kind: facts.kind || undefined,
    act: facts.act || undefined,
    servedOn: facts.servedOn || undefined,
  });
  if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({ ...issue });
  const file = files?.[0];
  const problem = noticeProblem(file);
  if (problem) context.addIssue({ code: 'custom', path: [NOTICE_FIELD], message: problem });
  if (!parsed.success || !file || problem) return z.NEVER;
  return { ...parsed.data, [NOTICE_FIELD]: file };
});

function toFormData({ [NOTICE_FIELD]: notice, ...facts }: Checked): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(facts)) {
    if (value !== undefined) body.set(name, value);
  }
  body.set(NOTICE_FIELD, notice, notice.name);
  return body;
}

/**
 * A client asks the firm for help with a notice: what it is, what it concerns, when it reached
 * them, and the notice itself. The shared schema checks it here and the server again (the file
 * by its content), and either's objections appear at their fields.
 */
export function MatterRequestForm({
  onRequested,
}: {
  onRequested: (matter: MatterDetail) => void;
}) {
  const send = useApiMutation(matterDocumentsApi.request);
  const { field, onSubmit, formError, busy } = useAppForm<Draft, Checked>({
    resolver: zodResolver(draftSchema),
    defaultValues: EMPTY_NOTICE,
    fields: FIELDS,
    send: async (checked) => {
      await onRequested(await send.mutateAsync({ body: toFormData(checked) }));
    },
  });

  return (
    <AppForm className={styles.form} legend="The notice" onSubmit={onSubmit}>
      <NoticeFields idPrefix="request" voice="client" field={field} />
      <TextField
        id="request-notice"
        label="The notice"
        type="file"
        required
        hint={MATTER_FILE_RULE}
        accept={MATTER_FILE_ACCEPT}
        {...field(NOTICE_FIELD)}
      />
      <FormSubmit error={formError} busy={busy}>
        Send the request
      </FormSubmit>
    </AppForm>
  );
}
