import type { HomeLowerCopy } from './types';

/** The home page's sections below the first screen: services, why choose us, closing call. */
export const homeLowerCopy: HomeLowerCopy = {
  services: {
    heading: 'Advisory services',
    intro:
      'Fee-based engagements, scoped and quoted in ' +
      'writing after a conversation with our team.',
    blurbs: {
      assessments_appeals:
        'Replies to notices, faceless assessments and appeals before the Commissioner ' +
        '(Appeals).',
      tribunal_quasi_judicial_forums:
        'Appeals before the Income Tax Appellate Tribunal, the Dispute Resolution Panel and ' +
        'the Board for Advance Rulings.',
      transfer_pricing_international_taxation:
        'Transfer-pricing documentation, Form 3CEB, safe harbour, advance pricing agreements ' +
        'and treaty questions.',
      online_dispute_resolution_odr:
        'Online mediation and conciliation, and ' + 'representation on government ODR portals.',
    },
  },
  whyChooseUs: {
    heading: 'Why teams work with us',
    points: [
      {
        title: 'Chartered accountants behind the software',
        text:
          'The people who design our products also prepare returns and argue appeals, so the ' +
          'checks in the software come from real defaults and real notices.',
      },
      {
        title: 'Built around Indian rules',
        text:
          'Section limits, due dates, TRACES files and the Protean validation utility are part ' +
          'of the products, and we update them when the rules change.',
      },
      {
        title: 'One account for the whole team',
        text:
          'Your administrator decides who can use which application, and who can buy, view ' +
          'invoices or manage users.',
      },
      {
        title: 'Clear fees and GST invoices',
        text:
          'Yearly plans with prices shown before you pay, and a GST invoice for every order. ' +
          'Advisory work is quoted in writing before it starts.',
      },
      {
        title: 'Support from people who know the forms',
        text:
          'Questions are answered by our own team, by e-mail and phone, during the office ' +
          'hours shown on this site.',
      },
      {
        title: 'Care with personal data',
        text:
          'Declarations, PANs and salary details are personal data. We handle them under the ' +
          'Digital Personal Data Protection Act, 2023, with access limited to the people you ' +
          'authorise.',
      },
    ],
  },
  finalCta: {
    heading: 'Talk to us before the next due date',
    text:
      "Tell us what you need — a product demonstration, help with a quarter's returns or " +
      'advice on a notice — and the right person on our team will reply.',
    primary: { label: 'Contact us', to: 'contact-us' },
    secondary: { label: 'Create an account', to: 'sign-up' },
  },
};
