import { accountsApi } from '@prakar/shared/api/accounts';
import buttons from '#app/components/ui/button.module.css';
import { useApiMutation } from '#app/lib/api-query.ts';
import styles from './auth.module.css';
import { EmailLinkForm } from './email-link-form';

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the page can't be used to find out who is a customer.
 */
export function ForgotPasswordForm() {
  const forgot = useApiMutation(accountsApi.forgotPassword);
  return (
    <EmailLinkForm
      id="forgot-email"
      legend="Where to send the reset link"
      send={(body) => forgot.mutateAsync({ body })}
      buttonClassName={`${buttons.primary} ${styles.submit}`}
    >
      Send reset link
    </EmailLinkForm>
  );
}
