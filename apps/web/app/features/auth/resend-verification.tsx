import { accountsApi } from '@prakar/shared/api/accounts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import { EmailLinkForm } from './email-link-form';

/**
 * Asks for a new confirmation link, leading on to `returnPath` like the first. The server answers
 * the same whether or not the address has an account waiting, so this says only what it says.
 */
export function ResendVerification({
  email = '',
  returnPath,
}: {
  email?: string;
  returnPath?: string | undefined;
}) {
  const resend = useApiMutation(accountsApi.resendVerification);
  return (
    <EmailLinkForm
      id="resend-email"
      legend="Send the confirmation e-mail again"
      email={email}
      send={(values) =>
        resend.mutateAsync({ body: returnPath ? { ...values, returnPath } : values })
      }
      buttonClassName={buttons.secondary}
    >
      Send a new confirmation link
    </EmailLinkForm>
  );
}
