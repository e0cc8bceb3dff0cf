import type { EveryPlanRow, ProductCopy } from './types';

/** What every plan of every product includes: the portal's support and its users. */
const EVERY_PRODUCT_PLAN: EveryPlanRow[] = [
  { feature: 'Support', included: 'By e-mail and phone in office hours' },
  { feature: 'Users', included: 'Every colleague you invite, each with their own role' },
];

export const epoiCopy: ProductCopy = {
  meta: {
    title: 'E-POI: Proof of Investment Software',
    description:
      "Collect employees' tax-saving declarations and proofs online, verify them and compute " +
      'year-end TDS on salary on verified figures. Form 12BB included.',
  },
  code: 'EPOI',
  name: 'E-POI',
  tagline: 'Investment declarations and proofs, collected and verified online',
  intro:
    'E-POI (electronic Proof of Investment) lets your employees choose their tax regime, ' +
    'declare their tax-saving investments and upload proofs online, while your payroll team ' +
    'verifies each claim before the year-end TDS computation under section 192.',
  problem: {
    heading: 'The year-end proof season, without the paper chase',
    paragraphs: [
      "An employer deducts TDS on salary under section 192 on the basis of each employee's " +
        'estimated income and the deductions the employee declares. Before the final quarter, ' +
        'those declarations have to be backed by evidence — rent receipts, insurance premium ' +
        'receipts, home-loan interest certificates — and their particulars recorded in Form ' +
        '12BB.',
      'Collected by e-mail and spreadsheets, the process is slow and error-prone. Proofs go ' +
        'missing, the same receipt is claimed twice, landlord PANs are absent where rent ' +
        'exceeds ₹1 lakh a year, and employees in the new regime send proofs that only the old ' +
        'regime allows. The payroll team recomputes TDS for the last months of the year under ' +
        "pressure, and the errors surface later in Form 16 and in employees' own returns.",
    ],
  },
  features: [
    {
      title: 'Regime choice on record',
      text:
        'Employees say whether they opt for the old regime or stay in the new regime, which is ' +
        'the default under section 115BAC. Declarations and tax projections follow that ' +
        'choice, so nobody is asked for proofs they cannot claim.',
    },
    {
      title: 'Declarations by section',
      text:
        'Structured forms for section 80C (up to ₹1.5 lakh), 80CCD(1B), 80D, the HRA exemption ' +
        'under section 10(13A), home-loan interest under section 24(b), leave travel ' +
        'concession and other claims, with the limit of each section built in.',
    },
    {
      title: 'Proof upload from any device',
      text:
        'Employees upload PDFs or photos of receipts and certificates from a laptop or phone, ' +
        'see what is still pending and receive e-mail reminders before your cut-off date.',
    },
    {
      title: 'A verification workspace',
      text:
        'Verifiers see each claim beside its proof, approve it in full or in part, or return ' +
        "it with a reason for correction. Every decision is recorded with the verifier's name " +
        'and the time.',
    },
    {
      title: 'Checks that catch common errors',
      text:
        'E-POI flags rent above ₹1 lakh a year without a landlord PAN, claims above section ' +
        'limits, duplicate documents, proofs dated outside the financial year and combinations ' +
        'that need a second look, such as HRA and home-loan interest for a house in the same ' +
        'city.',
    },
    {
      title: 'Form 12BB and payroll export',
      text:
        "Approved figures produce each employee's Form 12BB and an export file for your " +
        'payroll system, so TDS for the remaining months is computed on verified numbers.',
    },
    {
      title: 'Roles and access control',
      text:
        'Your organisation administrator decides who can verify, who can only view and who can ' +
        'export. Employees see only their own declarations and proofs.',
    },
    {
      title: 'A record for every year',
      text:
        'Declarations, proofs and decisions are kept by financial year, ready for an employee ' +
        'query or a TDS assessment long after the proof season has closed.',
    },
  ],
  howItWorks: [
    {
      title: 'Set up the year',
      text:
        'Import your employee list, set the financial year, the declaration window and the ' +
        'proof cut-off date, and name your verifiers.',
    },
    {
      title: 'Employees declare',
      text:
        'At the start of the year, employees choose their regime and declare planned ' +
        'investments and rent, which your payroll uses to estimate monthly TDS.',
    },
    {
      title: 'Employees submit proofs',
      text:
        'Before the cut-off, usually in January or February, employees upload proofs against ' +
        'each item they declared.',
    },
    {
      title: 'Your team verifies',
      text:
        'Verifiers approve or reject each claim with a reason, and employees correct and ' +
        'resubmit within the window.',
    },
    {
      title: 'Close and export',
      text:
        'Approved figures flow into Form 12BB and the payroll export for the final TDS ' +
        'computation and, later, Part B of Form 16.',
    },
  ],
  audience: {
    heading: 'Who uses E-POI',
    items: [
      'Payroll and HR teams that run the annual declaration and proof cycle',
      'Finance controllers who sign off the year-end TDS on salaries',
      'Employers of 20 to 20,000 employees, at one location or many',
      'Chartered-accountant firms and payroll bureaus that verify proofs for client employers',
      'Employees, who can see what has been accepted and why',
    ],
  },
  everyPlan: [
    { feature: 'E-mail delivery', included: 'Reminders to employees before your cut-off date' },
    ...EVERY_PRODUCT_PLAN,
  ],
  faqs: [
    {
      question: 'Do employees in the new tax regime need to submit proofs?',
      answer:
        'Usually not. Most deductions — section 80C, 80D, the HRA exemption and interest on a ' +
        'self-occupied home loan — are not available in the new regime. A few items still ' +
        "apply, such as the employer's contribution to the National Pension System under " +
        'section 80CCD(2). E-POI asks each employee only for what their chosen regime allows.',
    },
    {
      question: 'What if an employee does not tell us which regime they want?',
      answer:
        'The new regime under section 115BAC is the default. If an employee does not opt for ' +
        'the old regime, TDS is deducted under the new regime. Employees without business ' +
        'income can still choose either regime when they file their own return.',
    },
    {
      question: 'Is Form 12BB prepared automatically?',
      answer:
        'Yes. Once claims are verified, E-POI prepares Form 12BB for each employee from the ' +
        'approved particulars: rent paid and landlord details, leave travel concession, ' +
        'home-loan interest with lender details, and deductions under Chapter VI-A.',
    },
    {
      question: "When is the landlord's PAN required?",
      answer:
        'When the rent an employee pays exceeds ₹1 lakh in the financial year, the employee ' +
        "must give the landlord's PAN, or a declaration from the landlord if the landlord has " +
        'no PAN. E-POI asks for it as soon as the declared rent crosses that amount.',
    },
    {
      question: 'Who can see the proofs employees upload?',
      answer:
        'Only the employee and the verifiers your administrator names. Proofs are stored in ' +
        'encrypted form, and our staff open them only when you ask for support. Your ' +
        'organisation decides why the data is processed; we process it on your behalf, as our ' +
        'privacy policy explains.',
    },
    {
      question: 'Can a CA firm verify proofs for several employers?',
      answer:
        'Yes. Many chartered-accountant firms and payroll bureaus run the proof cycle for ' +
        'client employers. Talk to us about setting up each employer and your verifiers; our ' +
        'cloud workspace for CA firms brings those clients together in one place.',
    },
    {
      question: 'How is E-POI priced?',
      answer:
        'Plans are yearly and based on the number of employees. Current plans and prices are ' +
        'listed in our store, and GST at 18% is added at checkout.',
    },
  ],
};

export const smartTdsCopy: ProductCopy = {
  meta: {
    title: 'Smart TDS: TDS and TCS Return Filing',
    description:
      'Prepare, validate and file quarterly TDS and TCS returns — 24Q, 26Q, 27Q and 27EQ — ' +
      'with PAN and challan checks, FVU validation and correction returns.',
  },
  code: 'SMART_TDS',
  name: 'Smart TDS',
  tagline: 'Quarterly TDS and TCS returns, prepared, validated and filed on time',
  intro:
    'Smart TDS prepares your quarterly statements — Form 24Q for salaries, 26Q for payments to ' +
    'residents, 27Q for payments to non-residents and 27EQ for tax collected at source — ' +
    'checks PANs and challans, validates each file with the File Validation Utility and keeps ' +
    'a clear record of every return and correction for each TAN.',
  problem: {
    heading: 'Why quarterly returns go wrong',
    paragraphs: [
      'A TDS return is only as good as its data. One wrong PAN, a challan tagged to the ' +
        'wrong section or a challan amount left unallocated, and the return is processed with ' +
        'a default: a demand for short deduction or short payment, interest under section ' +
        '201(1A), or a credit your deductee cannot find in their Form 26AS.',
      'The deadlines are strict. TDS returns are due by 31 July, 31 October, 31 January and ' +
        '31 May for the four quarters, and TCS returns by the 15th of the month after the ' +
        'quarter. A late return attracts a fee of ₹200 a day under section 234E, and a penalty ' +
        'of ₹10,000 to ₹1 lakh is possible under section 271H. For a team with several TANs ' +
        'and thousands of deductee rows, spreadsheets and last-minute fixes are a real risk.',
    ],
  },
  features: [
    {
      title: 'All four return types',
      text:
        'Form 24Q, 26Q, 27Q and 27EQ, regular and correction, for one TAN or many, including ' +
        'the annual salary details that Form 24Q needs in the fourth quarter.',
    },
    {
      title: 'Import from payroll and accounts',
      text:
        'Bring in deductee and challan data from Excel templates or from your payroll and ' +
        'accounting exports, and carry deductee masters forward from one quarter to the next.',
    },
    {
      title: 'PAN verification',
      text:
        'Check deductee PANs in bulk before filing, find invalid PANs and PANs that have ' +
        'become inoperative because they are not linked with Aadhaar, and see where the higher ' +
        'rate under section 206AA applies.',
    },
    {
      title: 'Challan matching',
      text:
        "Match each challan by its CIN — the bank's BSR code, the date of deposit and the " +
        'challan serial number — allocate challan amounts across deductees, and find ' +
        'over-allocated or unconsumed challans before the return goes in.',
    },
    {
      title: 'Validation with the FVU',
      text:
        'Returns are generated in the format published by Protean eGov Technologies (formerly ' +
        'NSDL e-Governance) and validated with its File Validation Utility, with each error ' +
        'explained in plain language and linked to the row that caused it.',
    },
    {
      title: 'Interest and late-fee computation',
      text:
        'Work out interest for late deduction or late payment under section 201(1A) and the ' +
        'late-filing fee under section 234E before you file, so you can pay them with the ' +
        'return instead of waiting for a demand.',
    },
    {
      title: 'Correction returns from TRACES files',
      text:
        'Use the consolidated (conso) file and the justification report downloaded from TRACES ' +
        'to prepare correction returns — PAN corrections, challan re-tagging, added or deleted ' +
        'deductee rows — and clear defaults.',
    },
    {
      title: 'Form 16A and a calendar per TAN',
      text:
        'Track deposit dates, return due dates and the dates by which Form 16A must be ' +
        'downloaded from TRACES and issued — within 15 days of the due date of each quarterly ' +
        'return.',
    },
  ],
  howItWorks: [
    {
      title: 'Add your TANs',
      text:
        'Set up each deductor once — TAN, PAN, address and the person responsible for ' +
        'deduction — and Smart TDS carries those details into every return.',
    },
    {
      title: "Bring in the quarter's data",
      text:
        'Import deductee rows and challans from your templates or exports, or enter them ' +
        'directly.',
    },
    {
      title: 'Check and fix',
      text:
        'Verify PANs, match challans, compute interest and fees, and fix everything the checks ' +
        'flag.',
    },
    {
      title: 'Validate and file',
      text:
        'Generate the return, validate it with the FVU and file it on the income-tax e-filing ' +
        'portal with a digital signature or an electronic verification code, or through a TIN ' +
        'facilitation centre.',
    },
    {
      title: 'Track and correct',
      text:
        'Follow the processing status, read the justification report from TRACES if a default ' +
        'is raised, and prepare a correction return from the conso file.',
    },
  ],
  audience: {
    heading: 'Who uses Smart TDS',
    items: [
      'Finance and accounts teams that deduct TDS on salaries, contractors, rent and ' +
        'professional fees',
      'Payroll teams responsible for Form 24Q',
      'Businesses with several TANs across branches and group companies',
      'Companies that pay non-residents and file Form 27Q',
      'Sellers who collect tax at source and file Form 27EQ',
      'Chartered-accountant firms that file returns for several deductors',
    ],
  },
  everyPlan: [{ feature: 'E-mail delivery', included: 'Not included' }, ...EVERY_PRODUCT_PLAN],
  faqs: [
    {
      question: 'What are the due dates for quarterly TDS and TCS returns?',
      answer:
        'TDS returns (24Q, 26Q and 27Q) are due by 31 July for April–June, 31 October for ' +
        'July–September, 31 January for October–December and 31 May for January–March. TCS ' +
        'returns (27EQ) are due by 15 July, 15 October, 15 January and 15 May. The tax itself ' +
        'must be deposited by the 7th of the following month, and by 30 April for tax deducted ' +
        'in March.',
    },
    {
      question: 'What happens if a return is filed late?',
      answer:
        'A fee of ₹200 for every day of delay is payable under section 234E until the return ' +
        'is filed, capped at the total tax deductible or collectible. A penalty of ₹10,000 to ' +
        '₹1 lakh can also be levied under section 271H. Since 1 April 2025, the penalty is ' +
        'avoided only if the return is filed within one month of the due date, after the tax, ' +
        'the fee and any interest have been paid.',
    },
    {
      question: 'Can Smart TDS prepare correction returns?',
      answer:
        'Yes. Download the consolidated (conso) file for the statement from TRACES, load it ' +
        'into Smart TDS, make the corrections to PAN, challan or deductee details, and ' +
        'generate the correction return for validation and filing. The justification report ' +
        'from TRACES tells you what caused each default.',
    },
    {
      question: 'Which utility validates the returns?',
      answer:
        'The File Validation Utility (FVU) published by Protean eGov Technologies, formerly ' +
        'NSDL e-Governance. A file that fails validation cannot be filed, so Smart TDS shows ' +
        'each error against the row that caused it.',
    },
    {
      question: 'What if a deductee has no valid PAN?',
      answer:
        'Without a valid PAN — or with a PAN that has become inoperative because it is not ' +
        'linked with Aadhaar — tax is generally deductible at the higher rate under section ' +
        '206AA, and the deductee will not see the credit in Form 26AS. Smart TDS checks PANs ' +
        'in bulk before filing so that you can fix them in time.',
    },
    {
      question: 'Do we still need our TRACES login?',
      answer:
        'Yes. TRACES is where the Income Tax Department issues Form 16 Part A, Form 16A, the ' +
        'conso file and the justification report. Smart TDS works with the files you download ' +
        'from TRACES; it does not replace your TRACES account.',
    },
    {
      question: "Does the Income-tax Act, 2025 change this year's returns?",
      answer:
        'The Income-tax Act, 2025 replaces the Income-tax Act, 1961 from 1 April 2026. ' +
        'Deduction and collection of tax for FY 2025-26 remain under the 1961 Act, which is ' +
        'why this page uses its section numbers. The new Act renumbers sections and forms, and ' +
        'we will update Smart TDS as the Central Board of Direct Taxes notifies the new rules ' +
        'and forms.',
    },
    {
      question: 'How is Smart TDS priced?',
      answer:
        'Plans are yearly and based on the number of TANs you file for. Current plans and ' +
        'prices are listed in our store, and GST at 18% is added at checkout.',
    },
  ],
};

export const eform16Copy: ProductCopy = {
  meta: {
    title: 'E-Form16: Bulk Form 16 for Employees',
    description:
      'Generate Form 16 for every employee from TRACES Part A and your payroll data, sign it ' +
      'with your DSC and e-mail password-protected PDFs in one run.',
  },
  code: 'EFORM16',
  name: 'E-Form16',
  tagline: 'Form 16 for every employee: generated, digitally signed and delivered',
  intro:
    'E-Form16 produces Form 16 for your whole workforce in one run. It combines Part A ' +
    'downloaded from TRACES with Part B prepared from your payroll data, signs each ' +
    'certificate with your digital signature and e-mails every employee a password-protected ' +
    'PDF.',
  problem: {
    heading: 'Form 16 season, in one run instead of hundreds of steps',
    paragraphs: [
      'Every employer must issue Form 16 to each employee from whose salary tax was ' +
        'deducted, by 15 June after the end of the financial year. Part A — the tax deducted ' +
        'and deposited — must be downloaded from TRACES. Part B — salary, exemptions, ' +
        'deductions and the tax computation — is prepared by the employer.',
      'For a few hundred or a few thousand employees, matching Part A and Part B, signing ' +
        'each PDF and mailing the certificates one by one takes days, and one wrong attachment ' +
        "sends an employee's salary details to someone else. Employees file their returns on " +
        'the strength of Form 16, so every error comes back as a query.',
    ],
  },
  features: [
    {
      title: 'Part A from TRACES',
      text:
        'Load the Part A files downloaded from TRACES in bulk. E-Form16 matches each one to ' +
        'the employee by PAN and lists employees whose Part A is missing.',
    },
    {
      title: 'Part B from payroll data',
      text:
        'Build Part B from your payroll export or from verified E-POI figures: salary, ' +
        'exemptions under section 10, the standard deduction, deductions under Chapter VI-A ' +
        'and the tax payable.',
    },
    {
      title: 'Old and new regime computations',
      text:
        "Part B shows the computation under the employee's regime, including the standard " +
        'deduction and the rebate under section 87A, in the layout the Income-tax Rules ' +
        'prescribe.',
    },
    {
      title: 'Form 12BA where it applies',
      text:
        'Attach the statement of perquisites and profits in lieu of salary in Form 12BA for ' +
        'employees who receive perquisites, such as accommodation, a car or stock options.',
    },
    {
      title: 'Bulk digital signing',
      text:
        'Sign every certificate in one batch with the Class 3 digital signature certificate of ' +
        'your authorised signatory, with the signature visible on each PDF.',
    },
    {
      title: 'Password-protected delivery',
      text:
        'E-mail each employee their own Form 16 as a password-protected PDF. The e-mail ' +
        'explains how the password is formed but never contains it.',
    },
    {
      title: 'Delivery tracking and reissue',
      text:
        'See which e-mails were delivered, bounced or are pending, resend to a corrected ' +
        'address and issue a revised Form 16 after a correction return.',
    },
    {
      title: 'An archive by financial year',
      text:
        'Keep every certificate issued and its delivery record for each financial year, so you ' +
        'can answer an employee or an auditor quickly.',
    },
  ],
  howItWorks: [
    {
      title: 'Download Part A from TRACES',
      text:
        'Once the fourth-quarter Form 24Q has been processed, request and download Form 16 ' +
        'Part A for all employees from TRACES.',
    },
    {
      title: 'Load Part A and payroll data',
      text:
        'Upload the TRACES files and your Part B data. E-Form16 matches them by PAN and lists ' +
        'any gaps.',
    },
    {
      title: 'Review the exceptions',
      text: 'Check the exceptions report and a sample of certificates before anything is signed.',
    },
    {
      title: 'Sign the batch',
      text: "Sign all certificates with your authorised signatory's digital signature certificate.",
    },
    {
      title: 'Deliver and track',
      text:
        'Send password-protected PDFs to every employee, follow delivery and resend where ' +
        'needed.',
    },
  ],
  audience: {
    heading: 'Who uses E-Form16',
    items: [
      'Payroll teams that issue Form 16 to hundreds or thousands of employees',
      'HR teams that answer employee questions during the return-filing season',
      'Authorised signatories who sign certificates with a digital signature',
      'Groups with several TANs and establishments',
      'Chartered-accountant firms and payroll bureaus that issue Form 16 for client employers',
    ],
  },
  everyPlan: [
    {
      feature: 'E-mail delivery',
      included: 'Each employee’s Form 16, password-protected, with delivery tracking',
    },
    ...EVERY_PRODUCT_PLAN,
  ],
  faqs: [
    {
      question: 'By when must Form 16 be issued?',
      answer:
        'By 15 June after the end of the financial year — for FY 2025-26, by 15 June 2026. ' +
        'Failing to issue it on time can attract a penalty under section 272A(2)(g) of ₹100 ' +
        'for every day of default, up to the amount of tax deductible.',
    },
    {
      question: 'Why must Part A come from TRACES?',
      answer:
        'The Income Tax Department requires Part A of Form 16 to be generated and downloaded ' +
        'through TRACES, so that it reflects the tax actually reported in Form 24Q and ' +
        'deposited. E-Form16 uses those files as they are and adds Part B.',
    },
    {
      question: "What if an employee's Part A is missing?",
      answer:
        'Part A is available only for PANs reported in Form 24Q. A missing Part A usually ' +
        'means a PAN error or a row left out of the return. E-Form16 lists these employees so ' +
        'that you can file a correction return and download Part A again.',
    },
    {
      question: 'Which digital signature can we use?',
      answer:
        'A Class 3 digital signature certificate issued to the authorised signatory of the ' +
        'deductor, usually held on a USB token. Our digital services team can help you obtain ' +
        'or renew one.',
    },
    {
      question: 'How do employees open the password-protected PDF?',
      answer:
        "The e-mail explains how the password is formed — for example, from the employee's PAN " +
        'and date of birth — without including the password itself.',
    },
    {
      question: 'Can we issue a revised Form 16?',
      answer:
        "Yes. If a correction return changes an employee's TDS, download the revised Part A " +
        'from TRACES, regenerate the certificate and send it again. The earlier version stays ' +
        'in the archive with its delivery record.',
    },
    {
      question: 'How is E-Form16 priced?',
      answer:
        'Plans are yearly and based on the number of certificates you issue. Current plans and ' +
        'prices are listed in our store, and GST at 18% is added at checkout.',
    },
  ],
};
