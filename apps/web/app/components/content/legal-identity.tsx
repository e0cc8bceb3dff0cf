import { addressOnOneLine, site } from '@prakar/shared/site';

/**
 * Who the firm legally is, as on its tax invoices: legal name, CIN, GSTIN, PAN and registered
 * office. The footer and the contact page show it; every value comes from the site details.
 */
export function LegalIdentity({ className }: { className?: string }) {
  const rows = [
    { term: 'Legal name', value: site.legalName },
    { term: 'CIN', value: site.cin },
    { term: 'GSTIN', value: site.gstin },
    { term: 'PAN', value: site.pan },
    { term: 'Registered office', value: addressOnOneLine() },
  ];
  return (
    <dl className={className} data-testid="legal-identity">
      {rows.map((row) => (
        <div key={row.term}>
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
