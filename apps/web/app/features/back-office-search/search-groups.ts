import type { BackOfficeSearchResult, SearchKind } from '@prakar/shared/back-office-search';

/** One record the search found, as the results list shows it and where it leads. */
export interface SearchHit {
  id: string;
  title: string;
  detail: string;
  href: string;
}

/** The records of one kind the search found: a few, and how many match in all. */
export interface SearchGroup {
  kind: SearchKind;
  label: string;
  hits: SearchHit[];
  total: number;
  totalIsLowerBound: boolean;
}

const LABELS: Record<SearchKind, string> = {
  organisations: 'Organisations',
  orders: 'Orders',
  invoices: 'Invoices',
  creditNotes: 'Credit notes',
  leads: 'Leads',
  matters: 'Matters',
  applicants: 'Job applicants',
};

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');
const orderPath = (reference: string) => `/back-office/orders/${encodeURIComponent(reference)}`;

/** Each kind's records as links to their screens: an invoice or credit note opens its order. */
const HITS: { [K in SearchKind]: (found: BackOfficeSearchResult[K]['shown']) => SearchHit[] } = {
  organisations: (found) =>
    found.map((organisation) => ({
      id: organisation.id,
      title: organisation.name,
      detail: organisation.gstin ? `GSTIN ${organisation.gstin}` : 'No GSTIN',
      href: `/back-office/organisations/${organisation.id}`,
    })),
  orders: (found) =>
    found.map((order) => ({
      id: order.reference,
      title: order.number,
      detail: joined(order.buyerName, order.organisationName),
      href: orderPath(order.reference),
    })),
  invoices: (found) =>
    found.map((invoice) => ({
      id: invoice.id,
      title: invoice.number,
      detail: invoice.buyerName,
      href: orderPath(invoice.orderReference),
    })),
  creditNotes: (found) =>
    found.map((note) => ({
      id: note.id,
      title: note.number,
      detail: note.buyerName,
      href: orderPath(note.orderReference),
    })),
  leads: (found) =>
    found.map((lead) => ({
      id: lead.id,
      title: lead.name,
      detail: joined(lead.email, lead.subject),
      href: `/back-office/leads/${lead.id}`,
    })),
  matters: (found) =>
    found.map((matter) => ({
      id: matter.id,
      title: matter.number,
      detail: joined(matter.organisationName, matter.subject),
      href: `/back-office/matters/${matter.id}`,
    })),
  // The opening's applications, narrowed to this applicant's address.
  applicants: (found) =>
    found.map((applicant) => ({
      id: applicant.id,
      title: applicant.name,
      detail: joined(applicant.email, applicant.openingTitle),
      href: `/back-office/careers/${applicant.openingId}?search=${encodeURIComponent(applicant.email)}`,
    })),
};

/** The kinds that found something, in the order the list shows them. */
export function searchGroups(result: BackOfficeSearchResult): SearchGroup[] {
  return (Object.keys(LABELS) as SearchKind[]).flatMap((kind) => {
    const { shown, total, totalIsLowerBound } = result[kind];
    if (shown.length === 0) return [];
    const hits = (HITS[kind] as (found: typeof shown) => SearchHit[])(shown);
    return [{ kind, label: LABELS[kind], hits, total, totalIsLowerBound }];
  });
}

/** "Orders, 5 of 12" where more match than are shown, else "Orders, 3". */
export function groupHeading(group: SearchGroup): string {
  const shown = group.hits.length;
  if (group.total <= shown && !group.totalIsLowerBound) return `${group.label}, ${shown}`;
  const total = group.total.toLocaleString('en-IN');
  return `${group.label}, ${shown} of ${group.totalIsLowerBound ? `more than ${total}` : total}`;
}
