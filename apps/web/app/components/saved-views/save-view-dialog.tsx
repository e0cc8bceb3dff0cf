import { zodResolver } from '@hookform/resolvers/zod';
import { savedViewsApi } from '@prakar/shared/api/saved-views';
import {
  createSavedViewSchema,
  SAVED_VIEW_NAME_MAX,
  type SavedViewList,
} from '@prakar/shared/saved-views';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogBox } from '#app/components/dialog/dialog-box.tsx';
import { DialogFormSubmit } from '#app/components/dialog/dialog-form-submit.tsx';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { TextField } from '#app/components/form-field/text-field.tsx';
import { useApiMutation } from '#app/lib/api-query.ts';
import { useFormSubmit } from '#app/lib/use-form-submit.ts';
import styles from './saved-views.module.css';

const FIELDS = ['name'] as const;

/** "Save view": names the filters the list shows now and keeps them among the views. */
export function SaveViewDialog({ list, search }: { list: SavedViewList; search: string }) {
  const [open, setOpen] = useState(false);
  const create = useApiMutation(savedViewsApi.create);
  const form = useForm<
    z.input<typeof createSavedViewSchema>,
    unknown,
    z.output<typeof createSavedViewSchema>
  >({ resolver: zodResolver(createSavedViewSchema), defaultValues: { list, name: '', search } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    // No toast: the new view shows at once among the others, marked as the one shown, and a toast
    // at the top right would lie over the views' delete buttons.
    await create.mutateAsync({ body: values });
    setOpen(false);
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ list, name: '', search });
        setOpen(next);
      }}
    >
      <Dialog.Trigger className={styles.save}>Save view</Dialog.Trigger>
      <DialogBox
        title="Save this view"
        description="The search and filters the list shows now, under a name only you see. It opens at the first page."
      >
        <AppForm className={styles.form} legend="The view’s name" onSubmit={onSubmit}>
          <TextField
            id={`save-view-name-${list}`}
            label="View name"
            required
            autoComplete="off"
            maxLength={SAVED_VIEW_NAME_MAX}
            hint="What the view is for, e.g. Callbacks this week."
            error={errors.name?.message}
            {...register('name')}
          />
          <DialogFormSubmit error={formError} busy={isSubmitting}>
            Save view
          </DialogFormSubmit>
        </AppForm>
      </DialogBox>
    </Dialog.Root>
  );
}
