import { site } from '@prakar/shared/site';
import { SalesPhoneLink } from '#app/components/content/sales-phone-link.tsx';

/** Class names for the parts the footer's dark band styles; the /footer page needs none. */
type Classes = Partial<Record<'name' | 'tagline' | 'address' | 'hours', string>>;

/** The firm's name, tagline, office, sales contacts and hours, as the footer shows them. */
export function CompanyDetails({ classes = {} }: { classes?: Classes }) {
  const { address } = site;
  return (
    <>
      <p className={classes.name}>{site.name}</p>
      <p className={classes.tagline}>{site.tagline}</p>
      <address className={classes.address}>
        {address.line1}
        <br />
        {address.line2}
        <br />
        {address.city}, {address.state} {address.pinCode}, {address.country}
      </address>
      <p>
        Sales: <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>
      </p>
      <p>
        Phone: <SalesPhoneLink />
      </p>
      <p className={classes.hours}>{site.hours}</p>
    </>
  );
}
