import type { TestimonialsCopy } from './types';

/** What customers say; shown on the home page and the customers page. */
export const testimonialsCopy: TestimonialsCopy = {
  heading: 'What our customers say',
  items: [
    {
      quote:
        'Proof season used to mean a shared inbox full of receipts. Now every claim sits ' +
        'beside its document, and our verifiers can finish a department in an afternoon.',
      attribution: 'Payroll Manager, a Pune auto-components manufacturer',
    },
    {
      quote:
        'The PAN and challan checks catch the errors we used to discover only when a default ' +
        'notice arrived from TRACES.',
      attribution: 'Finance Controller, a Bengaluru software services company',
    },
    {
      quote:
        "We file for several employer clients every quarter. Having each TAN's returns, " +
        'corrections and deadlines in one place has made quarter-end far calmer.',
      attribution: 'Partner, a chartered-accountant firm in Ahmedabad',
    },
  ],
};
