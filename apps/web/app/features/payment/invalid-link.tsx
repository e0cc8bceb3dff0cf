import { site } from '@prakar/shared/site';
import { SalesPhoneLink } from '#app/components/content/sales-phone-link.tsx';
import { FormMessage } from '#app/components/form-field/form-message.tsx';
import styles from './payment.module.css';

/**
 * What a payment link without a valid reference says, and whom to ask. The address and the number
 * each end a line of their own, so no words after them move when the typeface arrives and
 * changes their width. Short paragraphs: none outgrows the page's lead, which is there before the
 * page runs, so the largest paint is not held back until this message is drawn.
 */
export function InvalidLink() {
  return (
    <FormMessage tone="error">
      <p>This payment link is not valid.</p>
      <p>Please open the whole link from our e-mail.</p>
      <p>If it still does not work, write to us or call us ({site.hours}):</p>
      <ul className={styles.contacts}>
        <li>
          <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>
        </li>
        <li>
          <SalesPhoneLink />
        </li>
      </ul>
    </FormMessage>
  );
}
