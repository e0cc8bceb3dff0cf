import type { LegalCopy } from './types';

export const privacyCopy: LegalCopy = {
  meta: {
    title: 'Privacy Policy',
    description:
      'How Prakar Tax Advisory collects, uses, shares and protects personal data under the ' +
      'Digital Personal Data Protection Act, 2023, and how to exercise your rights.',
  },
  heading: 'Privacy policy',
  lastUpdated: '2025-11-01',
  intro:
    'This policy explains how Prakar Tax Advisory ("we", "us") collects, uses, shares and ' +
    'protects personal data when you use our website, the account portal and store, our ' +
    'applications E-POI, Smart TDS and E-Form16, and our advisory services. It is written to ' +
    'meet the Digital Personal Data Protection Act, 2023 (the "DPDP Act") and the rules made ' +
    'under it, together with the Information Technology Act, 2000.',
  sections: [
    {
      heading: 'Who we are and our role',
      paragraphs: [
        'For personal data that we collect for our own purposes — your account, orders and ' +
          'payments, enquiries, advisory engagements and job applications — we are the data ' +
          'fiduciary. Our legal name and registered office are shown below.',
        'For personal data that a customer uploads into our applications about its own ' +
          "employees, deductees or clients — for example, employees' investment declarations " +
          'in E-POI or salary details in E-Form16 — the customer decides why and how the data ' +
          "is processed and is the data fiduciary. We process that data on the customer's " +
          "behalf, as a data processor, under our terms and the customer's instructions. If " +
          'your employer uses our applications, please contact your employer first about that ' +
          'data; we will help your employer respond.',
      ],
      contact: 'firm',
    },
    {
      heading: 'Personal data we collect',
      paragraphs: [
        'We collect personal data directly from you, from your organisation when its ' +
          'administrator invites you or uploads data, from our payment gateway about the ' +
          'status of your payments, and from government systems such as TRACES or the ' +
          'income-tax e-filing portal when you ask us to obtain documents on your behalf. We ' +
          'collect only what we need for the purposes below.',
      ],
      items: [
        'Account data: name, e-mail address, mobile number, role and organisation, and your ' +
          'password, which we store only as a one-way hash.',
        "Organisation and billing data: the organisation's legal name, PAN, GSTIN, TAN, " +
          'state, PIN code and billing address.',
        'Data uploaded to the applications: names, PANs, salary and tax details, investment ' +
          'declarations and proofs, challan details and certificates of employees and ' +
          'deductees.',
        'Payment data: order and payment references and status from our payment gateway. We ' +
          'do not receive or store full card numbers, CVVs or UPI PINs.',
        'Advisory data: returns, notices, orders, financial statements and other documents ' +
          'you share for an engagement.',
        'Enquiries: what you send us through the contact form, by e-mail or by phone.',
        'Technical data: IP address, browser and device type, pages visited, and security ' +
          'and audit logs.',
        'Careers data: your CV and the details you send when you apply for a role.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: ['We use personal data only for the following purposes:'],
      items: [
        "To create and manage your account, and your organisation's users, roles and access " +
          'rights.',
        'To provide E-POI, Smart TDS and E-Form16, and to sign you in to them with a single ' +
          'sign-in.',
        'To process orders and payments, issue GST invoices and credit notes, and manage ' +
          'subscriptions and renewals.',
        'To deliver the advisory services you engage us for.',
        'To answer enquiries and support requests.',
        'To keep our services secure: authentication, automatic sign-out after inactivity, ' +
          'fraud prevention and audit logs.',
        'To meet our legal obligations, including record-keeping under tax, GST and company law.',
        'To send service messages such as due-date reminders and renewal notices and, only ' +
          'with your consent, news about our products and services.',
      ],
    },
    {
      heading: 'Consent and legitimate uses',
      paragraphs: [
        'We process your personal data on the basis of your consent, which you give for the ' +
          'purposes described when you sign up, submit a form or engage us, or for a ' +
          'legitimate use that the DPDP Act permits — for example, where you have voluntarily ' +
          'given us data for a specified purpose, where we must comply with a law or an order ' +
          'of a court, or for purposes related to employment.',
        'You can withdraw your consent at any time, as easily as you gave it, by writing to ' +
          'our Grievance Officer or, for marketing messages, by using the unsubscribe link in ' +
          'the message. Withdrawal does not affect processing already carried out, but we may ' +
          'have to stop providing a service that depends on it. We will then stop processing ' +
          'your data, and ask our processors to do the same, unless the law requires or allows ' +
          'us to keep it.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: ['We do not sell personal data. We share it only as follows:'],
      items: [
        'Service providers who host our systems, deliver e-mail and text messages, or ' +
          'process payments, under contracts that bind them to use the data only on our ' +
          'instructions and to protect it.',
        'Licensed certifying authorities, when you ask us to help obtain a digital signature ' +
          'certificate.',
        'Government authorities and portals — such as the Income Tax Department, TRACES, ' +
          'Protean eGov Technologies and the GST portal — when we file or apply on your ' +
          'instructions.',
        'Professional advisers and counsel who work with us on an engagement, under a duty ' +
          'of confidentiality.',
        'Authorities entitled to it by law, such as a tax authority, a regulator, a court or ' +
          'a law-enforcement agency.',
        'A successor business, if we merge or transfer our business, which will remain bound ' +
          'by this policy for the data it receives.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'We use a session cookie to keep you signed in across our website and applications. ' +
          'It is marked HttpOnly and Secure, so scripts on the page cannot read it, and it is ' +
          'valid only while you are active: you are signed out after 10 minutes without ' +
          'activity.',
        "Your browser's local storage holds your cart, basic account details for display and " +
          'similar preferences — never your password or session secret. We do not use cookies ' +
          'for advertising or cross-site tracking. You can clear cookies and local storage in ' +
          'your browser at any time, although you will then be signed out.',
      ],
    },
    {
      heading: 'Where we store data and transfers outside India',
      paragraphs: [
        'We store and process data in India. Some service providers, such as those that ' +
          'deliver e-mail, may process limited personal data outside India. We transfer ' +
          'personal data outside India only to countries that the Central Government has not ' +
          'restricted under section 16 of the DPDP Act, and only under contracts that require ' +
          'the recipient to protect it to the standard this policy sets.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep personal data only as long as the purpose for which it was collected ' +
          'requires, and then erase it, unless a law requires us to keep it longer. In ' +
          'particular:',
      ],
      items: [
        'Account data: while your account is active, and for up to one year after it is ' +
          'closed, to answer queries and resolve disputes.',
        'Tax invoices and credit notes: for 72 months after the due date of the annual GST ' +
          'return for the year they belong to, as GST law requires, with the orders and ' +
          'payments behind them; books of account for eight years, as company law requires.',
        'Data in the applications: for the subscription term and 90 days after it ends, so ' +
          'that the customer can export it, unless the customer asks us to delete it sooner.',
        'Advisory files: for eight years after the engagement ends, to meet professional and ' +
          'legal record-keeping duties.',
        'Job applications: for six months after the role is filled, unless you ask us to ' +
          'delete your application sooner.',
        'Security logs: for up to one year.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'We use reasonable security safeguards to prevent personal data breaches, including ' +
          'encryption of data in transit, passwords stored only as one-way hashes, session ' +
          'and link tokens stored only as hashes, role-based access controls that your ' +
          'administrator manages, an activity log, automatic sign-out after inactivity, ' +
          'confidentiality undertakings from our staff, and checks on the security of our ' +
          'service providers. Our security and privacy page describes each of them and where ' +
          'your data is kept.',
      ],
      seeAlso: { label: 'Security and privacy', to: '/security-and-privacy' },
    },
    {
      heading: 'Personal data breaches',
      paragraphs: [
        'If a breach affects personal data we hold, we will inform the Data Protection Board ' +
          'of India and each affected person as the DPDP Act and its rules require, describing ' +
          'what happened, the likely consequences, what we have done to limit the harm and ' +
          'what you can do to protect yourself. We also report cyber-security incidents to ' +
          'CERT-In where the law requires. Where we act as a processor, we inform the customer ' +
          'without delay so that it can meet its own obligations.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'As a data principal, you have the following rights for personal data we process as ' +
          'a data fiduciary. To exercise them, write to our Grievance Officer from the e-mail ' +
          'address registered with us; we may ask you to confirm your identity.',
      ],
      items: [
        'Access: a summary of the personal data we hold about you, how we process it, and ' +
          'the identities of those we have shared it with.',
        'Correction and erasure: to have inaccurate or incomplete data corrected, completed ' +
          'or updated, and data we no longer need erased, unless the law requires us to keep ' +
          'it.',
        'Grievance redressal: to have your complaint about our handling of your data ' +
          'answered by our Grievance Officer.',
        'Nomination: to nominate another person to exercise your rights if you die or become ' +
          'unable to do so.',
        'Withdrawal of consent: to withdraw consent you have given, as described above.',
      ],
    },
    {
      heading: "Children's data",
      paragraphs: [
        'Our services are meant for organisations and adults. We do not knowingly collect ' +
          'personal data of children — people under 18 — except with the verifiable consent of ' +
          'a parent or lawful guardian, for example when a parent asks us to file a return in ' +
          "which a minor child's income is included. Documents such as tuition-fee receipts " +
          "uploaded as proofs may name an employee's child; we process them only as part of " +
          "the employee's declaration. We do not track, monitor the behaviour of, or direct " +
          'advertising at children.',
      ],
    },
    {
      heading: 'Grievance Officer and complaints',
      paragraphs: [
        'If you have a question or complaint about how we handle personal data, write to or ' +
          'call our Grievance Officer, whose details are below.',
        'If you are not satisfied with our response, you may then complain to the Data ' +
          'Protection Board of India.',
      ],
      contact: 'grievance-officer',
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when our services or the law change. The date at the top ' +
          'shows when it was last revised. If a change materially affects how we use your ' +
          'personal data, we will tell you by e-mail or in your account before it takes effect ' +
          'and, where the law requires, ask for your consent again.',
      ],
    },
  ],
};

export const termsCopy: LegalCopy = {
  meta: {
    title: 'Terms of Use and Subscription',
    description:
      'Terms for using our website, portal and store, and for subscriptions to E-POI, Smart ' +
      'TDS and E-Form16: accounts, licence, fees and GST, data and liability.',
  },
  heading: 'Terms of use and subscription',
  lastUpdated: '2025-11-01',
  intro:
    'These terms govern your use of the Prakar Tax Advisory website, account portal and store, ' +
    'and your subscriptions to our applications E-POI, Smart TDS and E-Form16. By creating an ' +
    'account, placing an order or using the services, you accept these terms for yourself and, ' +
    'where you act for an organisation, for that organisation. Advisory engagements are ' +
    'governed by a separate engagement letter; these terms apply to them only where the ' +
    'engagement letter says so.',
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'The services are provided by the company whose legal name and registered office ' +
          'appear in the contact details at the end of these terms ("we", "us"). "You" means ' +
          'the person using the services and, where applicable, the organisation on whose ' +
          'behalf that person acts.',
        'These terms are an electronic record under the Information Technology Act, 2000 and ' +
          'do not need a physical or digital signature. We may change them from time to time. ' +
          "We will give administrators at least 30 days' notice of a change that materially " +
          'affects a paid subscription; continued use after a change takes effect means that ' +
          'you accept it.',
      ],
    },
    {
      heading: 'Accounts and organisations',
      paragraphs: [
        'Signing up creates an organisation and its first user, who becomes the ' +
          "organisation's administrator. Administrators may invite users, assign roles, decide " +
          'which applications and administrative powers each user has, and deactivate users. ' +
          'An organisation must always have at least one active administrator.',
        "You must give accurate information, including the organisation's legal name, PAN, " +
          'state and PIN code, and a GSTIN if you wish to claim input tax credit. Keep your ' +
          'password confidential and do not share accounts: each person needs their own user. ' +
          'You are responsible for activity under your account; tell us at once if you suspect ' +
          'unauthorised use. For security, sessions end after 10 minutes without activity.',
      ],
    },
    {
      heading: 'Subscriptions and licence',
      paragraphs: [
        'When you buy a plan, we grant your organisation a non-exclusive, non-transferable ' +
          'licence to use the application for the subscription term, within the limits of the ' +
          'plan — employees for E-POI, TANs for Smart TDS and certificates for E-Form16. The ' +
          "licence covers your organisation's own compliance and, for chartered-accountant " +
          'firms and payroll bureaus, the clients they serve.',
        'Subscriptions run for one year from activation unless the plan states otherwise. ' +
          'You may not sell, sublicense or make the applications available to anyone outside ' +
          'the licence.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['You agree not to:'],
      items: [
        'use the services for any unlawful purpose or to file information you know to be false;',
        'upload personal data that you have no lawful basis to process;',
        'copy, modify, reverse engineer or decompile the applications, except as the law ' +
          'expressly allows;',
        'get around plan limits, access controls or security measures, or test the services ' +
          'for vulnerabilities without our written permission;',
        'share sign-in credentials, or use automated means to access or scrape the services;',
        "upload malware, or interfere with the services or other customers' use of them.",
      ],
    },
    {
      heading: 'Your responsibility for filings',
      paragraphs: [
        'The applications help you prepare, validate and deliver returns, declarations and ' +
          'certificates. You remain the deductor, collector or employer responsible under the ' +
          'Income-tax Act for the accuracy of the data, for depositing tax, for filing returns ' +
          'by their due dates and for issuing certificates. Please review the output before ' +
          'you file or issue it.',
        'Return formats, validation utilities and government portals change from time to ' +
          'time. We update the applications within a reasonable time after such changes are ' +
          'published, but we do not control government portals and are not responsible for ' +
          'their availability or for the time they take to process filings.',
      ],
    },
    {
      heading: 'Fees, GST and invoices',
      paragraphs: [
        'Prices in the store are yearly, in Indian rupees and exclusive of GST. GST at 18% ' +
          'is added: central and state GST at 9% each where the place of supply is in the same ' +
          'state as our registered office, and integrated GST at 18% otherwise. Subscriptions ' +
          'are supplied under SAC 997331 (licensing services for the right to use computer ' +
          'software and databases); advisory services under SAC 998231 (corporate tax ' +
          'consulting and preparation services) or SAC 998232 (individual tax preparation and ' +
          'planning services).',
        'You pay in advance by card, UPI or wallet through our payment gateway, or through a ' +
          'payment link we send for advisory fees. A subscription is activated once payment is ' +
          'confirmed, and we e-mail a GST invoice. Check your GSTIN and billing details before ' +
          'paying: once an invoice has been issued, it can be corrected only through a credit ' +
          'note and a new invoice, within the time GST law allows.',
        'If you deduct tax at source from our invoice, please deposit it and file your TDS ' +
          'return on time and issue us the certificate; we treat the amount as paid once it ' +
          'appears in our Form 26AS.',
      ],
    },
    {
      heading: 'Renewals, plan changes and refunds',
      paragraphs: [
        'Subscriptions do not renew automatically. We remind administrators before a ' +
          'subscription expires; you renew by placing a new order at the price then shown in ' +
          'the store. A change in price does not affect a term you have already paid for.',
        'You may move to a larger plan during a term by paying the price shown for the ' +
          'upgrade. Cancellations and refunds are governed by our refund and cancellation ' +
          'policy, which forms part of these terms; in short, a new subscription may be ' +
          'cancelled within 7 days if it has not been used, and we do not give pro-rata ' +
          'refunds.',
      ],
    },
    {
      heading: 'Your data',
      paragraphs: [
        'You own the data you upload. You give us the right to host, process and back it up ' +
          'only to provide the services, to support you, to keep the services secure and to ' +
          'comply with the law. We do not use your data for any other purpose and do not sell ' +
          'it.',
        'Where your data includes personal data of employees, deductees or clients, you are ' +
          'the data fiduciary under the Digital Personal Data Protection Act, 2023 and confirm ' +
          'that you have a lawful basis to process it; we act as your data processor, as our ' +
          'privacy policy describes. After a subscription ends, you may ask for an export of ' +
          'your data for 90 days, after which we delete it, except for records the law ' +
          'requires us to keep.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The applications, the website, their content and design, and the names Prakar, ' +
          'E-POI, Smart TDS and E-Form16 belong to us or our licensors. These terms give you ' +
          'no rights in them beyond the licence above. Forms and formats prescribed by the ' +
          'government belong to no one. If you send us suggestions, we may use them without ' +
          'any obligation to you.',
      ],
    },
    {
      heading: 'Availability, support and third-party services',
      paragraphs: [
        'We aim to keep the services available at all times, except for planned maintenance, ' +
          'which we announce in advance and schedule away from statutory due dates where ' +
          'possible. Support is available by e-mail and phone during the office hours shown on ' +
          'our website.',
        'The services rely on third parties, including government portals, our payment ' +
          'gateway, certifying authorities and hosting providers. We choose them carefully but ' +
          'are not responsible for their acts, errors or downtime.',
      ],
    },
    {
      heading: 'Disclaimer',
      paragraphs: [
        'Except as these terms expressly state, the services are provided "as is" and "as ' +
          'available", without warranties of any kind, express or implied, including fitness ' +
          'for a particular purpose, to the extent the law allows.',
        'Information on our website, including guides and FAQs, is general and is not ' +
          'professional advice for your situation. No adviser–client relationship arises until ' +
          'we sign an engagement letter with you.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, we are not liable for indirect or consequential loss, ' +
          'loss of profit, revenue or goodwill, or for interest, fees or penalties that arise ' +
          'from inaccurate data you provide, from your failure to deposit tax or to file on ' +
          'time, or from the unavailability of government portals.',
        'Our total liability for all claims relating to a subscription or service is limited ' +
          'to the fees you paid us for that subscription or service in the 12 months before ' +
          'the event giving rise to the claim. Nothing in these terms limits liability that ' +
          'cannot be limited by law, such as liability for fraud.',
      ],
    },
    {
      heading: 'Indemnity',
      paragraphs: [
        'You will indemnify us against claims, losses and costs, including reasonable legal ' +
          'fees, that arise from your breach of these terms, from data you upload without a ' +
          "lawful basis, or from your infringement of someone else's rights.",
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'We may suspend access if payment fails, if we reasonably suspect misuse or a ' +
          'security threat, or if the law requires it, and we will tell you why unless the law ' +
          'prevents us. We may terminate your account for a serious or repeated breach of ' +
          'these terms after giving you notice and a reasonable chance to put it right.',
        'You may close your account at any time by writing to us. The sections on your data, ' +
          'intellectual property, disclaimer, limitation of liability, indemnity and governing ' +
          'law continue after termination.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of India. Before starting any proceedings, ' +
          'both sides will try for 30 days to resolve a dispute by good-faith discussion, ' +
          'which may include online mediation. Subject to that, the courts at Mumbai have ' +
          'exclusive jurisdiction.',
      ],
    },
    {
      heading: 'Grievances and contact',
      paragraphs: [
        'Questions and complaints about these terms or the services can be sent to our ' +
          'Grievance Officer at the support e-mail address below, with "Grievance Officer" in ' +
          'the subject line. We acknowledge complaints within two working days and aim to ' +
          'resolve them within 30 days.',
      ],
      contact: 'firm',
    },
  ],
};

export const refundCopy: LegalCopy = {
  meta: {
    title: 'Refund and Cancellation Policy',
    description:
      'When subscriptions and advisory fees are refunded, how a cancellation works within 7 ' +
      'days of purchase, and how refunds and GST credit notes are issued.',
  },
  heading: 'Refund and cancellation policy',
  lastUpdated: '2025-11-01',
  intro:
    'This policy explains when we refund payments for subscriptions to E-POI, Smart TDS and ' +
    'E-Form16 and for our advisory services, and how refunds are made. It forms part of our ' +
    'terms of use and subscription.',
  sections: [
    {
      heading: 'Cancelling a new subscription within 7 days',
      paragraphs: [
        'You may cancel a new subscription within 7 days of payment and receive a full ' +
          'refund, provided the subscription has not been used. A subscription counts as used ' +
          'once any data has been imported or entered, or a declaration cycle, return, ' +
          'certificate or file has been created, validated or sent.',
        'To cancel, an administrator of your organisation writes to our support team from ' +
          'their registered e-mail address, giving the order number.',
      ],
    },
    {
      heading: 'When refunds are not available',
      paragraphs: ['We do not refund:'],
      items: [
        'a subscription after the 7-day window has passed;',
        'a subscription that has been used, even within 7 days;',
        'the unused part of a term — we do not give pro-rata refunds when you cancel, move ' +
          'to a smaller plan or stop using a subscription during its term;',
        'unused plan limits, such as employees, TANs or certificates left at the end of a term;',
        'renewals and upgrades once the renewed or upgraded subscription has been activated;',
        'fees for an account suspended or terminated for a breach of our terms.',
      ],
    },
    {
      heading: 'Advisory fees',
      paragraphs: [
        'Fees for advisory services — assessments and appeals, tribunal matters, transfer ' +
          'pricing, online dispute resolution, assisted ITR filing and digital services — are ' +
          'set out in the engagement letter or quote. An advance is refunded in full if you ' +
          'cancel before we begin work. Once work has begun, fees are not refundable.',
        'Government fees, certifying-authority charges and portal fees that we pay on your ' +
          'behalf, for example for a digital signature certificate or a PAN application, ' +
          'cannot be refunded once paid.',
      ],
    },
    {
      heading: 'Failed, duplicate and excess payments',
      paragraphs: [
        'If your account was debited but the payment failed or no order was confirmed, the ' +
          'amount is normally reversed automatically by the payment gateway or your bank. If ' +
          'it has not been reversed within 7 working days, or if you paid twice for the same ' +
          'order, write to us with the transaction reference and we will refund the extra ' +
          'amount in full, whatever the date of payment.',
      ],
    },
    {
      heading: 'How refunds are made',
      paragraphs: [
        'Approved refunds are made to the original payment method within 7 to 10 working ' +
          'days of approval. Your bank or card issuer may take a few more days to show the ' +
          'credit. We do not refund in cash or to a different card or account, except where ' +
          'the original method is no longer available; we then pay by bank transfer to an ' +
          'account in the name of the payer, after verifying it.',
        'If you deducted tax at source from our invoice, we refund the amount we actually ' +
          'received; the tax deducted is settled once it appears in our Form 26AS, or you may ' +
          'correct it in your TDS return.',
      ],
    },
    {
      heading: 'GST credit notes',
      paragraphs: [
        'Where we have issued a GST invoice, we issue a credit note under section 34 of the ' +
          'Central Goods and Services Tax Act, 2017 for the amount refunded and the GST on it, ' +
          'referring to the original invoice, and e-mail it with the refund. If you claimed ' +
          'input tax credit on the invoice, please reverse it in your GST returns as the law ' +
          'requires.',
        'GST law limits the time for issuing a credit note for a financial year to 30 ' +
          'November after that year ends, or the date of filing the annual return if earlier. ' +
          'A refund approved after that time is limited to the value of the supply, excluding ' +
          'GST.',
      ],
    },
    {
      heading: 'How to request a refund',
      paragraphs: [
        'An administrator of your organisation, or the person who paid for an advisory ' +
          'service, writes to our support e-mail address below with the order or invoice ' +
          'number, the date and amount of payment, and the reason for the request. We ' +
          'acknowledge requests within two working days and tell you our decision within 7 ' +
          'working days.',
      ],
      contact: 'firm',
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy from time to time. The version in force on the date of ' +
          'your payment applies to that payment.',
      ],
    },
  ],
};
