import type { CustomerStoriesCopy } from './types';

/**
 * Customers who agreed to be named, each with one result they measured. The home and customers
 * pages show them all; a product page shows the stories about that product.
 */
export const customerStoriesCopy: CustomerStoriesCopy = {
  heading: 'Customer stories',
  items: [
    {
      name: 'Rohan Iyer',
      role: 'Head of HR Operations',
      company: 'Coastline Logistics Limited, Chennai',
      product: 'EFORM16',
      result: 'Form 16 for 4,200 employees issued in two days instead of nine.',
      quote:
        'We used to merge Part A and Part B by hand and e-mail PDFs one by one. Now the ' +
        'certificates are checked against TRACES, signed and sent in one run.',
    },
    {
      name: 'Sneha Kulkarni',
      role: 'Payroll Manager',
      company: 'Varad Auto Components Private Limited, Pune',
      product: 'EPOI',
      result: 'Investment proofs of 2,800 employees verified in 11 working days instead of 26.',
      quote:
        'Proof season used to mean a shared inbox full of receipts. Now every claim sits ' +
        'beside its document, and our verifiers finish a department in an afternoon.',
    },
    {
      name: 'Arvind Menon',
      role: 'Finance Controller',
      company: 'Northbay Softech Private Limited, Bengaluru',
      product: 'SMART_TDS',
      result: 'PAN and challan mismatches found before filing fell from 140 a quarter to 6.',
      quote:
        'The checks catch the errors we used to discover only when a default notice arrived ' +
        'from TRACES.',
    },
    {
      name: 'Hetal Shah',
      role: 'Partner',
      company: 'Shah Mehta & Associates, Chartered Accountants, Ahmedabad',
      product: 'SMART_TDS',
      result: '92 quarterly returns for 23 client TANs filed a week before the due date.',
      quote:
        "Having each TAN's returns, corrections and deadlines in one place has made " +
        'quarter-end far calmer for our team and our clients.',
    },
  ],
};
