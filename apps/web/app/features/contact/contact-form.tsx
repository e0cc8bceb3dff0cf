// Must come before the schemas are built: see the module.
import { zodResolver } from '@hookform/resolvers/zod';
import { contactApi } from '@prakar/shared/api/contact';
import {
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
} from '@prakar/shared/contact';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styles from '#app/components/dialog/side-panel.module.css';
import { AppForm } from '#app/components/form-field/app-form.tsx';
import { EmailField } from '#app/components/form-field/contact-fields.tsx';
import { TextAreaField, TextField } from '#app/components/form-field/text-field.tsx';
import { notify, showServiceError } from '#app/components/toasts/notify.ts';
import { BusyButton } from '#app/components/ui/busy-button.tsx';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { showServerFieldErrors } from '#app/lib/server-field-errors.ts';
import { useCurrentUser } from '#app/lib/session/use-current-user.ts';

export const CONTACT_THANKS =
  'Thank you — we have received your message and will reply within one working day.';

const FIELDS = ['name', 'email', 'subject', 'comments'] as const;

export function ContactForm({
  defaultSubject = '',
  onSent,
  idPrefix = 'contact',
}: {
  defaultSubject?: string;
  onSent?: () => void;
  /** Keeps ids unique when the contact-us page's form and the side panel are both open. */
  idPrefix?: string;
}) {
  const send = useApiMutation(contactApi.send);
  const signedIn = useCurrentUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', subject: defaultSubject, comments: '', website: '' },
    shouldFocusError: true,
  });

  // A signed-in user is not asked who they are; what they have typed already stays.
  const signedInName = signedIn?.Name ?? '';
  const signedInEmail = signedIn?.Email ?? '';
  useEffect(() => {
    if (signedInName && !getValues('name')) setValue('name', signedInName);
    if (signedInEmail && !getValues('email')) setValue('email', signedInEmail);
  }, [signedInName, signedInEmail, getValues, setValue]);

  const onSubmit = async (values: ContactMessage) => {
    try {
      await send.mutateAsync({ body: values });
      notify.success(CONTACT_THANKS);
      reset();
      onSent?.();
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, setError, setFocus)) showServiceError(error);
    }
  };

  return (
    <AppForm className={styles.form} legend="Your message" onSubmit={handleSubmit(onSubmit)}>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField
        id={`${idPrefix}-email`}
        label="Email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id={`${idPrefix}-subject`}
        label="Subject"
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        id={`${idPrefix}-comments`}
        label="Comments"
        required
        rows={6}
        error={errors.comments?.message}
        {...register('comments')}
      />
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>
      <BusyButton className={buttons.primary} busy={isSubmitting}>
        Send Message
      </BusyButton>
    </AppForm>
  );
}
