import type { ServiceCopy } from './types';

export const assessmentsAppealsCopy: ServiceCopy = {
  meta: {
    title: 'Income-Tax Assessments and Appeals',
    description:
      'Representation in income-tax and TDS proceedings: replies to notices, faceless ' +
      'assessments under section 144B and appeals before the Commissioner (Appeals).',
  },
  name: 'Assessments and appeals',
  tagline: 'From the first notice to the appellate order',
  intro:
    'We represent employers, companies and individuals in income-tax and TDS proceedings: ' +
    'answering notices, handling faceless assessments under section 144B, and drafting and ' +
    'arguing appeals before the Commissioner (Appeals). Most of this work is now done online, ' +
    'through the e-Proceedings and e-Appeals facilities of the income-tax portal, and we work ' +
    'within them.',
  scope: [
    {
      title: 'Notices and scrutiny',
      text:
        'Replies to notices of inquiry, scrutiny and reassessment — under sections 142(1), ' +
        '143(2), 148A and 148 — with a clear record of what was filed and when.',
    },
    {
      title: 'Faceless assessments',
      text:
        'Submissions in assessments under the Faceless Assessment Scheme (section 144B), ' +
        'including replies to show-cause notices on proposed variations and requests for a ' +
        'personal hearing by video conference.',
    },
    {
      title: 'TDS and TCS defaults',
      text:
        'Default notices from TRACES, orders under section 201 treating an employer as an ' +
        'assessee in default, and demands for interest and late fees.',
    },
    {
      title: 'Rectification and demands',
      text:
        'Rectification applications under section 154, responses to outstanding demands, and ' +
        'applications to stay a demand while an appeal is pending.',
    },
    {
      title: 'Appeals to the Commissioner (Appeals)',
      text:
        'Appeals in Form 35 against assessment and penalty orders: grounds of appeal, ' +
        'statements of facts, written submissions and requests to admit additional evidence ' +
        'under rule 46A.',
    },
    {
      title: 'Penalty proceedings',
      text:
        'Replies in penalty proceedings, including under sections 270A and 271H, and ' +
        'applications for immunity under section 270AA where its conditions are met.',
    },
  ],
  process: [
    {
      title: 'Read the record',
      text:
        'We study the notice or order, your return, Form 26AS, the Annual Information ' +
        'Statement and earlier correspondence, and set out what the department is actually ' +
        'asking.',
    },
    {
      title: 'Agree the approach',
      text:
        'We explain the issues, the time limits and the options — respond, rectify, settle or ' +
        'appeal — and quote our fee for the stage before we start.',
    },
    {
      title: 'Prepare the submission',
      text:
        'We draft the reply or appeal with supporting documents and case law, and go through ' +
        'it with you before filing.',
    },
    {
      title: 'File and follow up',
      text:
        'We file through e-Proceedings or e-Appeals, attend hearings by video conference where ' +
        'they are granted and answer follow-up notices.',
    },
    {
      title: 'Close and plan ahead',
      text:
        'We explain the order, work out any demand or refund, and advise on a further appeal ' +
        'or on changes that avoid the same issue next year.',
    },
  ],
  situations: [
    'A TDS default notice for short deduction, short payment or PAN errors that you believe ' +
      'is wrong',
    'An order under section 201 holding you in default for tax not deducted on salaries or ' +
      'payments',
    'An assessment order with additions you disagree with and a short window to appeal',
    'A reassessment notice for an earlier year based on information in the Annual ' +
      'Information Statement',
    'A demand on the portal that does not match your records',
    'A penalty notice after an assessment or a late TDS return',
  ],
  faqs: [
    {
      question: 'How long do I have to appeal against an assessment order?',
      answer:
        'An appeal to the Commissioner (Appeals) must generally be filed in Form 35 within 30 ' +
        'days of receiving the order or the notice of demand. A late appeal can be admitted if ' +
        "there was sufficient cause for the delay, but that is at the appellate authority's " +
        'discretion, so please contact us as soon as the order arrives.',
    },
    {
      question: 'Do I have to appear in person?',
      answer:
        'Usually not. Assessments under section 144B and most appeals before the Commissioner ' +
        '(Appeals) are conducted in writing on the income-tax portal. Where a variation is ' +
        'proposed, you can ask for a personal hearing, which is held by video conference.',
    },
    {
      question: 'Can you help with a demand while the appeal is pending?',
      answer:
        "Yes. We can apply for a stay of demand. Under the department's guidelines a stay is " +
        'commonly granted if a part of the disputed demand — often 20 per cent — is paid, ' +
        'though the authority may ask for more or less depending on the facts.',
    },
    {
      question: 'Is there an alternative to an appeal?',
      answer:
        'Sometimes. Depending on the issue, the options include rectification, immunity from ' +
        'penalty under section 270AA, or a settlement scheme notified by the government, such ' +
        'as the Direct Tax Vivad se Vishwas Scheme, 2024. We compare the cost and certainty of ' +
        'each option with the likely outcome of an appeal.',
    },
    {
      question: 'What do you need from us to start?',
      answer:
        'The notice or order, your return and computation for the year, Form 26AS, the Annual ' +
        'Information Statement and any earlier replies. For TDS matters, also the relevant ' +
        'quarterly returns, challans and the justification report from TRACES.',
    },
    {
      question: 'How are your fees charged?',
      answer:
        'We quote a fixed fee for each stage — reply, assessment, appeal — in an engagement ' +
        'letter before work begins, plus GST at 18%. Our fees never depend on the outcome.',
    },
  ],
  consultationSubject: 'Consultation: assessments and appeals',
};

export const tribunalCopy: ServiceCopy = {
  meta: {
    title: 'ITAT and Quasi-Judicial Tax Forums',
    description:
      'Appeals before the Income Tax Appellate Tribunal, objections before the Dispute ' +
      'Resolution Panel and applications to the Board for Advance Rulings.',
  },
  name: 'Tribunal and quasi-judicial forums',
  tagline: 'Appeals and applications where the record and the argument decide the outcome',
  intro:
    'When a dispute goes beyond the Commissioner (Appeals), the quality of the record and the ' +
    'argument matters more than ever. We prepare and argue appeals before the Income Tax ' +
    'Appellate Tribunal (ITAT), represent clients before the Dispute Resolution Panel and the ' +
    'Board for Advance Rulings, and work with senior counsel when a matter moves to the High ' +
    'Court.',
  scope: [
    {
      title: 'Appeals before the ITAT',
      text:
        'Appeals in Form 36 and memoranda of cross-objections: grounds, paper books built from ' +
        'the record, and written synopses for hearings in person or by video conference.',
    },
    {
      title: 'Stay of demand',
      text:
        'Applications to the Tribunal to stay recovery of a disputed demand while the appeal ' +
        'is pending, with the case for a stay clearly made out.',
    },
    {
      title: 'Dispute Resolution Panel',
      text:
        'Objections before the Dispute Resolution Panel against draft assessment orders under ' +
        'section 144C, for transfer-pricing adjustments and for foreign companies.',
    },
    {
      title: 'Advance rulings',
      text:
        'Applications to the Board for Advance Rulings, which replaced the Authority for ' +
        'Advance Rulings for income tax, for certainty on a proposed transaction — ' +
        'particularly for non-residents and questions of treaty entitlement.',
    },
    {
      title: 'Revision proceedings',
      text:
        'Responses in revision proceedings under section 263 and applications for revision ' +
        'under section 264 before the Principal Commissioner or Commissioner.',
    },
    {
      title: 'Support for High Court appeals',
      text:
        'The record, the substantial questions of law and briefing notes for senior counsel ' +
        'when an appeal goes to the High Court under section 260A.',
    },
  ],
  process: [
    {
      title: 'Assess the appeal',
      text:
        'We review the orders below and the record, and give you a written view on the merits, ' +
        'the risks and the likely timeline.',
    },
    {
      title: 'Build the record',
      text:
        'We prepare the paper book from the evidence on record, identify any additional ' +
        'evidence that should be admitted, and set out the legal position with case law.',
    },
    {
      title: 'File on time',
      text:
        'We file the appeal, objections or application within the limitation period, with the ' +
        'prescribed fee and verification.',
    },
    {
      title: 'Argue the matter',
      text:
        'We argue at the hearings, in person or by video conference, and file written ' +
        'submissions where the bench asks for them.',
    },
    {
      title: 'Act on the order',
      text:
        'We explain the order, follow up with the Assessing Officer to give effect to it and ' +
        'advise on any further appeal.',
    },
  ],
  situations: [
    'The Commissioner (Appeals) has upheld an addition that you believe is wrong in law',
    'The department has appealed to the Tribunal against relief you obtained',
    'A draft assessment order proposes a transfer-pricing adjustment',
    'A recovery notice has been issued for a demand that is under appeal',
    'You need certainty on the tax treatment of a proposed cross-border transaction',
    'An assessment has been revised under section 263 as erroneous and prejudicial to the revenue',
  ],
  faqs: [
    {
      question: 'What is the time limit for an appeal to the ITAT?',
      answer:
        'An appeal to the Tribunal is filed in Form 36 within the period allowed by section ' +
        '253 — now two months from the end of the month in which the order is communicated to ' +
        'you. The Tribunal can admit a late appeal if there was sufficient cause for the delay.',
    },
    {
      question: 'Who can represent us before the Tribunal?',
      answer:
        'You can appear yourself or through an authorised representative, such as a chartered ' +
        'accountant or an advocate. Our chartered accountants appear before the Tribunal, and ' +
        'we work with advocates and senior counsel where a matter calls for it.',
    },
    {
      question: 'Can the Tribunal stay a demand?',
      answer:
        'Yes. The Tribunal can stay recovery of a disputed demand while the appeal is pending, ' +
        'for a limited period set by the Act and often on conditions such as a part payment or ' +
        'an early hearing.',
    },
    {
      question: 'What is the Dispute Resolution Panel?',
      answer:
        'A panel of three Principal Commissioners or Commissioners that reviews draft ' +
        'assessment orders under section 144C. It is open to eligible assessees — broadly, ' +
        'those facing transfer-pricing adjustments, and foreign companies. Objections are ' +
        'filed within 30 days of receiving the draft order, and the Panel issues its ' +
        'directions within nine months.',
    },
    {
      question: 'Is an advance ruling binding?',
      answer:
        'A ruling of the Board for Advance Rulings binds the applicant and the tax department ' +
        'on the transaction it covers, unless the law or the facts change. Either side can ' +
        'appeal against it to the High Court.',
    },
    {
      question: 'How long does a Tribunal appeal take?',
      answer:
        'It depends on the bench and the number of cases pending before it, and can range from ' +
        'several months to a few years. We give you a realistic estimate at the start and keep ' +
        'you informed of listings and adjournments.',
    },
  ],
  consultationSubject: 'Consultation: tribunal and quasi-judicial forums',
};

export const transferPricingCopy: ServiceCopy = {
  meta: {
    title: 'Transfer Pricing and International Tax',
    description:
      'Transfer-pricing documentation and Form 3CEB, safe harbour, APAs, TPO and DRP ' +
      'proceedings, MAP under tax treaties and withholding tax on payments abroad.',
  },
  name: 'Transfer pricing and international taxation',
  tagline: "Arm's-length pricing, documentation and dispute support for cross-border groups",
  intro:
    'Indian companies that deal with associated enterprises abroad — and, above a threshold, ' +
    "with related parties in India — must price those transactions at arm's length and be able " +
    "to prove it. We prepare transfer-pricing documentation and the accountant's report in " +
    'Form 3CEB, advise on safe harbour and advance pricing agreements, defend adjustments ' +
    'before the Transfer Pricing Officer, and advise on tax treaties, withholding tax on ' +
    'payments abroad and the mutual agreement procedure.',
  scope: [
    {
      title: 'Documentation and Form 3CEB',
      text:
        'Functional and economic analysis, benchmarking studies and the documentation required ' +
        "by rule 10D, with the accountant's report in Form 3CEB filed by its due date.",
    },
    {
      title: 'Master file and country-by-country reporting',
      text:
        'Forms 3CEAA, 3CEAC and 3CEAD for groups that cross the thresholds, kept consistent ' +
        "with the parent company's global filings.",
    },
    {
      title: 'Safe harbour and advance pricing agreements',
      text:
        'Evaluation of the safe harbour rules for eligible transactions, and advance pricing ' +
        'agreements — unilateral, bilateral or multilateral — with rollback to earlier years ' +
        'where it is available.',
    },
    {
      title: 'Transfer Pricing Officer proceedings',
      text:
        'Representation when a case is referred to the Transfer Pricing Officer: replies to ' +
        "notices, defence of the company's comparables and challenges to those the officer " +
        'selects.',
    },
    {
      title: 'Resolving disputes',
      text:
        'Objections before the Dispute Resolution Panel, appeals before the Tribunal, and the ' +
        'mutual agreement procedure (MAP) under a double taxation avoidance agreement (DTAA) ' +
        'to relieve double taxation.',
    },
    {
      title: 'International tax',
      text:
        'Withholding tax on payments to non-residents under section 195 and Form 27Q, Forms ' +
        '15CA and 15CB, treaty benefits with a tax residency certificate and Form 10F, ' +
        'permanent-establishment questions and equalisation levy matters for earlier years.',
    },
  ],
  process: [
    {
      title: 'Understand the group',
      text:
        'We map the group, its intercompany transactions and who does what — functions, assets ' +
        'and risks — through conversations with your finance and business teams.',
    },
    {
      title: 'Choose the method',
      text:
        'We select the most appropriate method under section 92C and the rules, and search ' +
        'databases for comparable companies or transactions.',
    },
    {
      title: 'Document and certify',
      text:
        'We prepare the documentation and the Form 3CEB report, and flag transactions whose ' +
        'pricing should change before the year ends.',
    },
    {
      title: 'Defend',
      text:
        'If a case is selected for scrutiny, we handle the reference to the Transfer Pricing ' +
        'Officer, the Dispute Resolution Panel or appeal route, and MAP where a treaty partner ' +
        'is involved.',
    },
    {
      title: 'Plan for certainty',
      text:
        'Where the same dispute returns every year, we assess whether safe harbour or an ' +
        'advance pricing agreement would give certainty for the years ahead.',
    },
  ],
  situations: [
    'An Indian subsidiary providing software development or IT-enabled services to its ' +
      'foreign parent',
    'Royalties, management fees or cost allocations charged by an overseas group company',
    'Interest on loans or fees for guarantees between group companies',
    'A draft order with a transfer-pricing adjustment and 30 days to object',
    'Payments to a foreign vendor where the correct withholding rate under the treaty is unclear',
    'The same adjustment recurring every year while the other country also taxes the income',
  ],
  faqs: [
    {
      question: 'Who must file Form 3CEB?',
      answer:
        'Every person who has entered into an international transaction with an associated ' +
        'enterprise during the year, or a specified domestic transaction (where such ' +
        "transactions total more than ₹20 crore), must obtain and furnish an accountant's " +
        'report in Form 3CEB. It is due one month before the due date of the income-tax ' +
        'return, which for these taxpayers is usually 30 November.',
    },
    {
      question: 'What are the safe harbour rules?',
      answer:
        'Rules under which the tax department accepts the transfer price declared by an ' +
        'eligible taxpayer if it meets a prescribed margin or rate, for transactions such as ' +
        'software development, IT-enabled services and certain intra-group loans and ' +
        'guarantees. Opting in gives certainty, but may mean accepting a higher margin than a ' +
        'benchmarking study would support.',
    },
    {
      question: 'What is an advance pricing agreement?',
      answer:
        'An agreement with the Central Board of Direct Taxes that fixes the pricing method, ' +
        'and often the price, for specified transactions for up to five future years, with the ' +
        'option to roll it back to four earlier years. A bilateral agreement also involves the ' +
        'tax authority of the other country.',
    },
    {
      question: 'What is the mutual agreement procedure?',
      answer:
        "A process under India's tax treaties in which the competent authorities of the two " +
        'countries work to remove taxation that is not in accordance with the treaty — for ' +
        'example, double taxation caused by a transfer-pricing adjustment. It can be pursued ' +
        'alongside domestic remedies, and we advise on how the two interact in your case.',
    },
    {
      question: 'What are the penalties for missing documentation?',
      answer:
        'Failing to keep or furnish transfer-pricing documentation can attract a penalty of 2 ' +
        'per cent of the value of each international transaction under sections 271AA and ' +
        '271G, and failing to furnish Form 3CEB can attract a penalty of ₹1 lakh under section ' +
        '271BA.',
    },
    {
      question: "Do you work with our group's global adviser?",
      answer:
        'Yes. We often prepare the Indian documentation and defend Indian proceedings while ' +
        "the group's global adviser prepares the master analysis, and we coordinate so that " +
        'the two stay consistent.',
    },
  ],
  consultationSubject: 'Consultation: transfer pricing and international taxation',
};

export const odrCopy: ServiceCopy = {
  meta: {
    title: 'Online Dispute Resolution (ODR)',
    description:
      'Resolve tax and commercial disputes online through mediation and conciliation, with ' +
      'representation on the SEBI Smart ODR portal and the income-tax portal.',
  },
  name: 'Online dispute resolution',
  tagline: 'Tax and commercial disputes resolved online, without unnecessary litigation',
  intro:
    'Not every dispute needs a courtroom. We help businesses and individuals resolve tax and ' +
    'commercial disputes through online mediation and conciliation, and represent them on ' +
    'government online dispute resolution platforms — the SEBI Smart ODR portal for ' +
    'securities-market disputes, and the e-Proceedings and e-Appeals facilities of the ' +
    'income-tax portal — so that matters move faster, cost less and stay on the record.',
  scope: [
    {
      title: 'Online mediation and conciliation',
      text:
        'Preparing for and representing you in mediation or conciliation held online, for ' +
        'commercial disputes with customers, vendors and service providers over fees, ' +
        'deliverables and payments. The Mediation Act, 2023 recognises online mediation.',
    },
    {
      title: 'SEBI Smart ODR portal',
      text:
        'Filing and pursuing complaints against market intermediaries and listed companies on ' +
        'the Smart ODR portal, which takes unresolved disputes to online conciliation and, ' +
        'where needed, online arbitration through empanelled ODR institutions.',
    },
    {
      title: 'Income-tax e-Proceedings and e-Appeals',
      text:
        'Responding to notices and pursuing appeals entirely online through the income-tax ' +
        'portal, and raising grievances about refunds, demands and processing errors through ' +
        'its e-Nivaran facility.',
    },
    {
      title: 'Evaluating settlement',
      text:
        'Comparing a settlement — under a government dispute-settlement scheme such as the ' +
        'Direct Tax Vivad se Vishwas Scheme, 2024, or through a negotiated commercial ' +
        'agreement — with the cost and time of litigation.',
    },
    {
      title: 'Drafting settlement terms',
      text:
        'Drafting settlement agreements so that the terms are clear and enforceable, with the ' +
        'GST and TDS treatment of settlement payments worked out in advance.',
    },
  ],
  process: [
    {
      title: 'Choose the right forum',
      text:
        'We review the dispute and advise whether online mediation, a government ODR portal, a ' +
        'grievance route or formal proceedings fits best.',
    },
    {
      title: 'Prepare the case',
      text:
        'We assemble the documents and a short, clear statement of the claim and the outcome ' +
        'you want.',
    },
    {
      title: 'File and engage',
      text:
        'We file on the portal, or agree the mediator and platform with the other side, and ' +
        'represent you in the online sessions.',
    },
    {
      title: 'Negotiate',
      text:
        'We help you weigh each offer against your alternatives, including the tax ' +
        'consequences of each.',
    },
    {
      title: 'Record and close',
      text:
        'We draft the settlement agreement or follow the portal process through to closure, ' +
        'and advise you on what to do if the other side does not comply.',
    },
  ],
  situations: [
    'A dispute with a stockbroker, depository participant or listed company over a ' +
      'securities transaction',
    'A vendor or customer dispute over unpaid invoices or deductions of TDS or GST',
    'A refund held up on the income-tax portal, or a demand raised in error',
    'A commercial disagreement that you would rather settle than litigate',
    'A dispute between parties in different cities, where meeting in person is impractical',
  ],
  faqs: [
    {
      question: 'What is online dispute resolution?',
      answer:
        'The resolution of disputes through online processes — negotiation, mediation, ' +
        'conciliation or arbitration — conducted over video calls and document platforms ' +
        'instead of in person. The agreements and awards that result are as valid as those ' +
        'reached offline.',
    },
    {
      question: 'What is the SEBI Smart ODR portal?',
      answer:
        'An online platform set up under a SEBI circular for disputes between investors and ' +
        'market participants such as stockbrokers, depository participants and listed ' +
        'companies. A complaint that is not resolved with the entity can be taken to online ' +
        'conciliation and then to online arbitration through ODR institutions empanelled by ' +
        'the stock exchanges and depositories.',
    },
    {
      question: 'Can income-tax disputes be mediated?',
      answer:
        'Not in the commercial sense. Income-tax disputes are resolved under the Income-tax ' +
        'Act, through rectification, appeals, settlement schemes and, for cross-border cases, ' +
        'the mutual agreement procedure. What has moved online is the process: notices, ' +
        'replies, hearings and appeals are handled on the income-tax portal, and we represent ' +
        'you there.',
    },
    {
      question: 'Is a settlement reached online binding?',
      answer:
        'A settlement agreement signed by the parties binds them like any contract. A ' +
        'settlement reached in conciliation under the Arbitration and Conciliation Act, 1996 ' +
        'has the same status as an arbitral award, and an award made in online arbitration can ' +
        'be enforced like any other award. We make sure the terms are clear and complete ' +
        'before you sign.',
    },
    {
      question: 'What does it cost?',
      answer:
        'We quote a fixed fee for the engagement after reviewing the dispute, plus GST at 18%. ' +
        'Charges of a portal or platform, such as the fees of an ODR institution, are separate ' +
        'and are paid as that platform prescribes.',
    },
  ],
  consultationSubject: 'Consultation: online dispute resolution',
};
