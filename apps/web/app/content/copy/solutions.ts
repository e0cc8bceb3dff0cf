import type { PageCopy } from './types';

export const cloudWorkspaceCopy: PageCopy = {
  meta: {
    title: 'Cloud Workspace for CA Firms',
    description:
      'One workspace for CA firms handling payroll-tax compliance for many employers: client ' +
      'dashboards, deadlines calendar, document vault and role-based access.',
  },
  heading: 'Cloud workspace for CA firms',
  intro:
    'A single workspace for chartered-accountant firms that handle payroll-tax compliance for ' +
    "several employers. See every client's returns, declarations, certificates and deadlines " +
    'in one place, keep documents in a secure vault and give each member of your team access ' +
    'to exactly the clients and tasks they handle.',
  sections: [
    {
      id: 'why',
      heading: 'Built for firms that file for many employers',
      paragraphs: [
        'A firm with a payroll-tax practice may file dozens of TDS returns a quarter, run a ' +
          'proof-verification cycle for each client and issue thousands of Form 16s in June. ' +
          'When the work lives in separate folders, inboxes and spreadsheets, it is hard to ' +
          'see what is done, what is late and who is working on what.',
        'The workspace brings that work together without changing how your team files: the ' +
          'returns, declarations and certificates are still prepared in Smart TDS, E-POI and ' +
          'E-Form16.',
      ],
    },
    {
      id: 'features',
      heading: 'What the workspace gives you',
      features: [
        {
          title: 'Multi-client dashboard',
          text:
            'Every client, TAN and financial year in one view, with the status of quarterly ' +
            'returns, proof verification and Form 16 for each.',
        },
        {
          title: 'Deadlines calendar',
          text:
            'TDS deposit dates, quarterly return due dates, Form 16 and Form 16A dates and ' +
            'your own internal cut-offs for each client, with reminders to the person ' +
            'responsible.',
        },
        {
          title: 'Document vault',
          text:
            'Engagement letters, challans, TRACES files, filing acknowledgements and signed ' +
            'certificates, stored in encrypted form by client and financial year.',
        },
        {
          title: 'Role-based access',
          text:
            'Partners, managers and articled assistants see only the clients assigned to them, ' +
            'and can take only the actions their role allows.',
        },
        {
          title: 'One sign-in to the applications',
          text: 'Open E-POI, Smart TDS and E-Form16 from the workspace without signing in again.',
        },
        {
          title: 'Document requests to clients',
          text:
            'Ask client teams for documents and let them upload directly, instead of ' +
            'exchanging files by e-mail.',
        },
        {
          title: 'Activity history',
          text:
            'A record of who filed, changed, approved or downloaded what, and when — useful ' +
            'for peer review and for answering client queries.',
        },
      ],
    },
    {
      id: 'how-it-works',
      heading: 'How it works',
      steps: [
        {
          title: 'Set up your firm',
          text: "Create your firm's account and invite partners and staff.",
        },
        {
          title: 'Add your clients',
          text:
            'Add each employer with its TANs and financial years, and assign the team members ' +
            'responsible.',
        },
        {
          title: 'Choose the applications',
          text:
            'Subscribe to the E-POI, Smart TDS and E-Form16 plans that fit the number of ' +
            'clients and the volume you handle.',
        },
        {
          title: 'Work from one place',
          text: 'Track deadlines, open client work and share documents from the workspace.',
        },
      ],
    },
    {
      id: 'who-its-for',
      heading: 'Who it is for',
      items: [
        'Chartered-accountant firms with a payroll-tax or TDS practice',
        'Payroll bureaus and outsourcing firms',
        'Shared-services centres that file for group companies',
        'Consultants who handle TDS compliance for small and medium enterprises',
      ],
    },
  ],
  faqs: [
    {
      question: 'How is the workspace different from the applications?',
      answer:
        'The applications do the work: declarations, returns and certificates. The workspace ' +
        'organises that work across clients — who is responsible, what is due and where the ' +
        'documents are.',
    },
    {
      question: 'Can our clients see the workspace?',
      answer:
        'Client users can be invited to upload documents and follow the status of their own ' +
        'work. They never see other clients.',
    },
    {
      question: 'Who owns the data?',
      answer:
        'Your firm and your clients do. We process it only to provide the service, as our ' +
        'terms and privacy policy set out, and you can export it during your subscription and ' +
        'for a period after it ends.',
    },
    {
      question: 'How is it priced?',
      answer:
        'The workspace is offered with subscriptions to the applications, based on the number ' +
        'of clients and the volume of returns and certificates. Tell us about your practice ' +
        'and we will suggest a plan.',
    },
    {
      question: 'Can we see it before we decide?',
      answer:
        'Yes. We can arrange a demonstration with sample data so that your team can see how it ' +
        'fits your practice.',
    },
  ],
  cta: {
    heading: 'See the workspace with your practice in mind',
    text: 'Tell us how many clients and TANs you handle and we will arrange a demonstration.',
    primary: { label: 'Arrange a demonstration', to: 'contact-us' },
  },
};

export const digitalServicesCopy: PageCopy = {
  meta: {
    title: 'Digital Services: DSC, PAN and TAN',
    description:
      'Help with digital signature certificates, PAN and TAN applications, bulk PAN ' +
      'verification, PAN–Aadhaar link checks, e-verification and e-invoicing set-up.',
  },
  heading: 'Digital services',
  intro:
    'The registrations, certificates and checks that payroll-tax compliance depends on — ' +
    'digital signatures, PAN and TAN, e-verification, PAN–Aadhaar status — handled by our ' +
    'team, so that your filings are not held up by paperwork.',
  sections: [
    {
      id: 'services',
      heading: 'What we handle',
      features: [
        {
          title: 'Digital signature certificates',
          text:
            'Help to obtain or renew Class 3 digital signature certificates for directors and ' +
            'authorised signatories from licensed certifying authorities, including token ' +
            'set-up and registering the certificate on the e-filing portal and TRACES.',
        },
        {
          title: 'PAN and TAN applications',
          text:
            'Applications for a new PAN (Form 49A or 49AA) or TAN (Form 49B), and for changes ' +
            'or corrections to existing PAN and TAN details.',
        },
        {
          title: 'Bulk PAN verification',
          text:
            'Verification of employee and vendor PANs in bulk before you file TDS returns, ' +
            'with a report of invalid and inoperative PANs and names that do not match.',
        },
        {
          title: 'PAN–Aadhaar link status',
          text:
            'Checks of the PAN–Aadhaar link status of employees and vendors. An unlinked PAN ' +
            'becomes inoperative, which means TDS at higher rates and refunds withheld until ' +
            'it is linked.',
        },
        {
          title: 'Registration and e-verification',
          text:
            'Registration of organisations and individuals on the e-filing portal and TRACES, ' +
            'and help with e-verification by Aadhaar OTP, net banking, electronic verification ' +
            'code or digital signature.',
        },
        {
          title: 'Lower deduction certificates',
          text:
            'Applications in Form 13 for a certificate of lower or nil deduction of tax under ' +
            'section 197, for vendors and non-residents who qualify.',
        },
        {
          title: 'E-invoicing and GST support',
          text:
            'Help setting up e-invoicing through the Invoice Registration Portal for ' +
            'businesses above the notified turnover threshold, and with GST registration for ' +
            'our compliance clients.',
        },
      ],
    },
    {
      id: 'how-it-works',
      heading: 'How it works',
      steps: [
        {
          title: 'Tell us what you need',
          text:
            'Write to us with the service you need and the number of people or entities ' +
            'involved.',
        },
        {
          title: 'Receive a checklist and a quote',
          text:
            'We send the list of documents required and our fee, and a secure way to share the ' +
            'documents.',
        },
        {
          title: 'We process the application',
          text:
            'We prepare and submit the application or run the check, and keep you informed of ' +
            'its status.',
        },
        {
          title: 'Receive the result',
          text:
            'You receive the certificate, registration or report, with a note of anything that ' +
            'needs your attention.',
        },
      ],
    },
    {
      id: 'who-its-for',
      heading: 'Who it is for',
      items: [
        'Employers preparing for the TDS return and Form 16 seasons',
        'Companies onboarding vendors and contractors',
        'Directors and authorised signatories who need a digital signature certificate',
        'Individuals who need a PAN, a correction or help with e-verification',
      ],
    },
  ],
  faqs: [
    {
      question: 'Which class of digital signature do I need for income-tax and TDS filings?',
      answer:
        'A Class 3 digital signature certificate. Class 2 certificates are no longer issued, ' +
        'and Class 3 certificates are accepted on the income-tax e-filing portal, TRACES, the ' +
        'GST portal and the MCA portal.',
    },
    {
      question: 'How long does a digital signature certificate take?',
      answer:
        'Usually a few working days once identity verification — often by video and ' +
        'Aadhaar-based e-KYC — is complete. A renewal follows the same process.',
    },
    {
      question: 'What happens if a PAN is inoperative?',
      answer:
        'A PAN that was not linked with Aadhaar by the due date becomes inoperative. Tax is ' +
        'then deducted or collected at higher rates, refunds are withheld, and the PAN cannot ' +
        'be used as usual until it is linked after paying the prescribed fee.',
    },
    {
      question: 'Can you verify PANs for thousands of employees?',
      answer:
        'Yes. Send us the list in the format we share, and we return a report showing the ' +
        'status of each PAN and whether the name matches.',
    },
    {
      question: 'Is e-invoicing required for my business?',
      answer:
        'E-invoicing applies to GST-registered businesses whose aggregate turnover in any ' +
        'financial year from 2017-18 onwards has exceeded the notified threshold, currently ₹5 ' +
        'crore, for supplies to other businesses and exports. Some sectors are exempt. We can ' +
        'confirm whether it applies to you.',
    },
  ],
  cta: {
    heading: 'Need something registered, verified or signed?',
    text: 'Tell us what you need and we will send you a checklist and a quote.',
    primary: { label: 'Contact us', to: 'contact-us' },
  },
};
