import { site } from '@prakar/shared/site';
import { SalesPhoneLink } from '#app/components/content/sales-phone-link.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';

/** What a payment link without a valid reference says, and whom to ask. */
export function InvalidLink() {
  return (
    <FormMessage tone="error">
      <p>This payment link is not valid.</p>
      <p>
        Please open the whole link from our e-mail. If it still does not work, write to{' '}
        <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a> or call <SalesPhoneLink /> (
        {site.hours}).
      </p>
    </FormMessage>
  );
}
