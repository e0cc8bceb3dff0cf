import { site } from '@prakar/shared/site';

/** The registered office from the site details, one line per part, as post is addressed. */
export function PostalAddress({ className }: { className?: string }) {
  const { address } = site;
  return (
    <address className={className}>
      {site.legalName}
      <br />
      {address.line1}
      <br />
      {address.line2}
      <br />
      {address.city} {address.pinCode}, {address.state}, {address.country}
    </address>
  );
}
