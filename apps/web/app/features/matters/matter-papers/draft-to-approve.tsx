import { matterPapersApi } from '@prakar/shared/api/matter-papers';
import type { MatterDraft } from '@prakar/shared/matter-papers';
import type { MatterDetail } from '@prakar/shared/matters';
import { type FormEvent, useState } from 'react';
import { TextAreaField } from '#app/components/form-field/text-field.tsx';
import { DraftVersions } from '#app/components/matters/draft-versions.tsx';
import { type FieldErrors, paperFormErrors } from '#app/components/matters/paper-form.ts';
import { PaperFormError } from '#app/components/matters/paper-form-error.tsx';
import type { DownloadVersion } from '#app/components/matters/paper-versions.tsx';
import styles from '#app/components/matters/papers.module.css';
import { notify } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';

/** Each version of the draft with the client's answer; the latest one answered here. */
export function DraftToApprove({
  matter,
  draft,
  download,
}: {
  matter: MatterDetail;
  draft: MatterDraft;
  download: DownloadVersion;
}) {
  const approve = useApiMutation(matterPapersApi.approveDraft);
  const askForChanges = useApiMutation(matterPapersApi.askForChanges);
  const [errors, setErrors] = useState<FieldErrors>({});
  const latest = draft.versions.at(-1);
  const open = matter.status === 'draft_for_approval' && latest && !latest.response;

  const answer = async (send: () => Promise<unknown>, done: string) => {
    setErrors({});
    try {
      await send();
      notify.success(done);
      return true;
    } catch (error) {
      setErrors(paperFormErrors(error, ['comment']));
      return false;
    }
  };

  const submitChanges = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!latest || askForChanges.isPending) return;
    const form = event.currentTarget;
    const comment = String(new FormData(form).get('comment') ?? '').trim();
    if (!comment) {
      setErrors({ comment: 'Say what should change.' });
      form.querySelector<HTMLElement>('#draft-comment')?.focus();
      return;
    }
    const sent = await answer(
      () =>
        askForChanges.mutateAsync({
          params: { id: matter.id },
          body: { version: latest.version, comment },
        }),
      'Your comment is sent. We will upload a new draft.',
    );
    if (sent) form.reset();
  };

  return (
    <div className={styles.item}>
      <DraftVersions draft={draft} download={download} />
      {open ? (
        <>
          <p>Download the draft and read it, then approve it or tell us what should change.</p>
          <div className={styles.actions}>
            <BusyButton
              type="button"
              className={buttons.primary}
              busy={approve.isPending}
              onClick={() =>
                void answer(
                  () =>
                    approve.mutateAsync({
                      params: { id: matter.id },
                      body: { version: latest.version },
                    }),
                  'You approved the draft. We will file it.',
                )
              }
            >
              Approve draft
            </BusyButton>
          </div>
          <form
            className={styles.form}
            aria-label="Ask for changes to the draft"
            noValidate
            onSubmit={(event) => void submitChanges(event)}
          >
            <TextAreaField
              id="draft-comment"
              name="comment"
              label="What should change"
              rows={4}
              required
              error={errors.comment}
            />
            <PaperFormError message={errors.form} />
            <div className={styles.actions}>
              <BusyButton className={buttons.secondary} busy={askForChanges.isPending}>
                Ask for changes
              </BusyButton>
            </div>
          </form>
        </>
      ) : null}
    </div>
  );
}
