import type { LegalCopy } from './types';

/**
 * Where customer data is kept, how the product protects it and how the firm meets the Digital
 * Personal Data Protection Act, 2023. Every safeguard named here is one the product has: keep the
 * two in step when either changes.
 */
export const securityCopy: LegalCopy = {
  meta: {
    title: 'Security and Privacy',
    description:
      'Where Prakar Tax Advisory keeps customer data, how the portal protects it, and how to ' +
      'reach our Grievance Officer under the Digital Personal Data Protection Act, 2023.',
  },
  heading: 'Security and privacy',
  lastUpdated: '2026-11-26',
  intro:
    'Our customers trust us with salaries, PANs and tax records. This page says, in plain ' +
    'words, where that data is kept, how the website and portal protect it, and what you can ' +
    'ask of us under the Digital Personal Data Protection Act, 2023 (the "DPDP Act"). Our ' +
    'privacy policy gives the full terms.',
  sections: [
    {
      heading: 'Where your data is kept',
      paragraphs: [
        'Everything the portal holds — accounts, organisations, their users and access, carts, ' +
          'orders, GST invoices and the activity log — is kept in one PostgreSQL database on ' +
          'servers in India. Its backups are kept in India too.',
        'Payments are made on our payment gateway’s own checkout page. We receive the ' +
          'payment’s reference and whether it succeeded; we never receive or store card ' +
          'numbers, CVVs, UPI PINs or net-banking passwords.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: ['These safeguards are built into the website and portal themselves:'],
      items: [
        'Encrypted connections: every page and every request travels over TLS (HTTPS), and ' +
          'the site tells browsers to refuse anything else for a year.',
        'Passwords: stored only as argon2id hashes (19 MiB of memory, two passes), a one-way ' +
          'form from which the password cannot be read back — not even by our staff.',
        'Sign-in sessions: kept in a cookie marked HttpOnly and Secure, which scripts on a ' +
          'page cannot read. A session ends after 10 minutes without activity, and 12 hours ' +
          'after sign-in at the latest; you can see and end your other sessions in your ' +
          'profile.',
        'Tokens stored only as hashes: the session secret, the codes in e-mailed sign-in, ' +
          'confirmation and password-reset links, and API access tokens are kept only as ' +
          'SHA-256 hashes, so a copy of the database would not let anyone sign in.',
        'Failed sign-ins: after ten wrong passwords for an account from one address within 15 ' +
          'minutes, that address may not try again for 15 minutes; the number of requests ' +
          'from any one address is limited too.',
        'Access by role: each user is an organisation administrator or a user. Administrators ' +
          'decide who may manage users, see transactions, manage subscriptions, buy, and use ' +
          'each application. The server checks every request against those rights, whatever ' +
          'the page shows.',
        'An activity log: sign-ins, failed sign-ins, password and profile changes, changes ' +
          'to users and their access, API access tokens, orders and payments are recorded with ' +
          'who did it and when. Your administrators can read and download it.',
      ],
    },
    {
      heading: 'Our role under the DPDP Act',
      paragraphs: [
        'For your account, your organisation’s details, orders, invoices and enquiries we are ' +
          'the data fiduciary: we decide why and how that data is processed, and answer to you ' +
          'for it.',
        'For the data a customer puts into E-POI, Smart TDS or E-Form16 about its own ' +
          'employees or deductees, the customer is the data fiduciary and we process the data ' +
          'on its instructions. If your employer uses our applications, ask your employer ' +
          'first; we help it answer you.',
      ],
    },
    {
      heading: 'Asking for your data, its correction or its deletion',
      paragraphs: [
        'Write to our Grievance Officer (details below) from the e-mail address registered ' +
          'with us, saying what you want. We may ask you to confirm who you are before we act.',
      ],
      items: [
        'Your data: a summary of the personal data we hold about you, what we do with it and ' +
          'who we have shared it with.',
        'Correction: your name, mobile number and organisation details can be corrected in ' +
          'My Profile at any time; anything else, we correct for you.',
        'Deletion: we erase personal data we no longer need, except what a law requires us ' +
          'to keep, such as the tax invoices below.',
        'Nomination: you may name someone to exercise these rights if you die or cannot ' +
          'act yourself.',
      ],
    },
    {
      heading: 'Withdrawing consent',
      paragraphs: [
        'You may withdraw the consent you gave us at any time, as easily as you gave it: write ' +
          'to our Grievance Officer or, for news about our products, use the unsubscribe link ' +
          'in the message. We then stop processing your data for that purpose, and our ' +
          'service providers stop too, unless a law requires us to keep it. Withdrawal does ' +
          'not undo processing already done, and a service that needs the data may stop.',
      ],
    },
    {
      heading: 'How long we keep invoices',
      paragraphs: [
        'GST law makes us keep every tax invoice and credit note we issue for 72 months after ' +
          'the due date of the annual GST return for the financial year it belongs to. An ' +
          'invoice dated in 2025–26, whose annual return is due on 31 December 2026, is kept ' +
          'until 31 December 2032. We keep invoices, and the orders and payments behind them, ' +
          'that long even if you close your account or ask us to delete your data; then we ' +
          'erase them. Our privacy policy lists how long we keep everything else.',
      ],
    },
    {
      heading: 'Grievance Officer',
      paragraphs: [
        'Write or call with any question or complaint about how we handle personal data. If ' +
          'you are not satisfied with our answer, you may complain to the Data Protection ' +
          'Board of India.',
      ],
      contact: 'grievance-officer',
      seeAlso: { label: 'Privacy policy', to: '/privacy-policy' },
    },
  ],
};
