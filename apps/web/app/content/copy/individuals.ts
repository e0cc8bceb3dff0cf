import type { ItrFilingCopy, PageCopy } from './types';

export const itrFilingCopy: ItrFilingCopy = {
  meta: {
    title: 'Assisted Income Tax Return Filing',
    description:
      'A chartered accountant prepares and files your income-tax return: the right ITR form, ' +
      'old and new regimes compared, figures reconciled with Form 26AS and AIS.',
  },
  heading: 'Assisted ITR filing',
  intro:
    'Have a chartered accountant prepare and file your income-tax return. We choose the right ' +
    'ITR form, reconcile your income and tax credits with Form 26AS and the Annual Information ' +
    'Statement, compare the old and new regimes for you and file the return. You review it and ' +
    'e-verify it.',
  sections: [
    {
      id: 'who-its-for',
      heading: 'Who it is for',
      items: [
        'Salaried employees, including those who changed jobs during the year',
        'People with capital gains from shares, mutual funds or property',
        'Owners of a let-out house or of more than one house property',
        'Freelancers and professionals, including those using presumptive taxation under ' +
          'section 44ADA',
        'Non-resident Indians with income in India',
        'Anyone who has received a notice about a mismatch in an earlier return',
      ],
    },
    {
      id: 'whats-included',
      heading: "What's included",
      features: [
        {
          title: 'The right ITR form',
          text:
            'We file the form that fits your income — ITR-1 (Sahaj), ITR-2, ITR-3 or ITR-4 ' +
            '(Sugam) — so that the return is not treated as defective.',
        },
        {
          title: 'Reconciliation with Form 26AS and the AIS',
          text:
            'We compare your figures with Form 26AS, the Annual Information Statement and the ' +
            'Taxpayer Information Summary, and explain any difference before filing.',
        },
        {
          title: 'Old and new regimes compared',
          text:
            'We compute your tax under both regimes and file under the one that costs you ' +
            'less, within the rules on switching between them.',
        },
        {
          title: 'Deductions and exemptions checked',
          text:
            'HRA, section 80C, 80D, home-loan interest and other claims are checked against ' +
            'your documents, so the return agrees with the Form 16 your employer issued or ' +
            'explains why it differs.',
        },
        {
          title: 'Filing and e-verification',
          text:
            'We file the return on the income-tax e-filing portal and guide you through ' +
            'e-verification by Aadhaar OTP or net banking, which must be done within 30 days ' +
            'of filing.',
        },
        {
          title: 'Follow-up after filing',
          text:
            'We track processing, explain the intimation under section 143(1) and help with a ' +
            'delayed refund or a small demand arising from that return.',
        },
      ],
    },
    {
      id: 'documents',
      heading: 'Documents we need',
      items: [
        'Your PAN, and confirmation that it is linked with your Aadhaar',
        'Form 16 from each employer you worked for during the year',
        'Form 26AS and the Annual Information Statement (we can guide you in downloading them)',
        'Bank account details and interest certificates for savings accounts and deposits',
        'Capital-gains statements from your broker and mutual-fund registrars',
        'Proofs of deductions: life and health insurance, PPF, ELSS, donations and home-loan ' +
          'interest certificates',
        "Rent receipts and your landlord's PAN, if you claim the HRA exemption in your return",
        'Details of foreign assets and foreign income, if any',
      ],
    },
    {
      id: 'process',
      heading: 'How it works',
      steps: [
        {
          title: 'Share your documents',
          text:
            'Send us your documents and answer a short questionnaire about your income for the ' +
            'year.',
        },
        {
          title: 'We prepare the computation',
          text:
            'A chartered accountant computes your tax under both regimes and reconciles it ' +
            'with Form 26AS and the AIS.',
        },
        {
          title: 'You review',
          text:
            'We send you the computation and a summary of the return, and answer your ' +
            'questions.',
        },
        {
          title: 'We file, you e-verify',
          text: 'We file the return and help you e-verify it the same day.',
        },
        {
          title: 'We follow up',
          text:
            'We keep an eye on processing and explain ' +
            'the intimation, the refund or any demand.',
        },
      ],
    },
    {
      id: 'pricing',
      heading: 'Pricing',
      paragraphs: [
        'Fees depend on the ITR form and how complex your income is. Plans are shared on ' +
          'request: tell us about your sources of income and we will send you a quote, plus ' +
          'GST at 18%, before any work starts.',
      ],
    },
  ],
  faqs: [
    {
      question: 'What is the due date for filing my return?',
      answer:
        'For individuals whose accounts do not need an audit, the return for FY 2025-26 (AY ' +
        '2026-27) is due by 31 July 2026, unless the government extends the date. A belated or ' +
        'revised return can be filed up to 31 December 2026. A belated return attracts a late ' +
        'fee under section 234F of ₹5,000, or ₹1,000 if total income does not exceed ₹5 lakh.',
    },
    {
      question: 'Which ITR form applies to me?',
      answer:
        'Broadly: ITR-1 for resident individuals with total income up to ₹50 lakh from salary, ' +
        'house property and other sources such as interest, within the limits the form sets; ' +
        'ITR-2 for individuals without business income who have capital gains beyond what ' +
        'ITR-1 allows, foreign assets or income, or who are non-resident; ITR-3 for ' +
        'individuals with business or professional income; and ITR-4 for residents who opt for ' +
        'presumptive taxation of business or professional income, with total income up to ₹50 ' +
        'lakh. The exact conditions change from year to year, and we check them for you.',
    },
    {
      question: 'Should I choose the old or the new regime?',
      answer:
        'It depends on your deductions. For FY 2025-26, the new regime leaves income up to ₹12 ' +
        'lakh tax-free after the rebate under section 87A (₹12.75 lakh for salaried people, ' +
        'after the ₹75,000 standard deduction), though the rebate does not cover special-rate ' +
        'income such as capital gains. The new regime allows few deductions, so if your HRA, ' +
        '80C, 80D and home-loan interest claims are large, the old regime may still cost less. ' +
        'We compute both.',
    },
    {
      question: 'My employer deducted tax under one regime. Can I file under the other?',
      answer:
        'Yes, if you have no business or professional income: you can choose either regime in ' +
        'your return, whatever you told your employer. With business or professional income, ' +
        'the choice is made in Form 10-IEA and can be reversed only once.',
    },
    {
      question: 'What if I find a mistake after filing?',
      answer:
        'You can file a revised return up to 31 December of the assessment year. After that, ' +
        'an updated return (ITR-U) can be filed within the period the law allows, on payment ' +
        'of additional tax. We advise on which route fits.',
    },
    {
      question: 'Can you help with notices on earlier returns?',
      answer:
        'Yes. Notices about mismatches, defective returns or demands are handled by our ' +
        'assessments and appeals team, which works closely with our ITR filing team.',
    },
  ],
  cta: {
    heading: 'Ready to file?',
    text: 'Tell us about your sources of income and we will send you a quote.',
    primary: { label: 'Request a quote', to: 'contact-us' },
    secondary: { label: 'Prefer to file yourself?', to: 'selffilling' },
  },
  pricingNote: 'Plans shared on request.',
  consultationSubject: 'Assisted ITR filing: request for a quote',
};

export const selfFilingCopy: PageCopy = {
  meta: {
    title: 'Guided Self Filing of Your ITR',
    description:
      'File your own income-tax return on the e-filing portal with a step-by-step guide: what ' +
      'to collect, what to check and the mistakes to avoid, with help if needed.',
  },
  heading: 'Guided self filing',
  intro:
    'If your income is straightforward, you can file your own return on the Income Tax ' +
    "Department's e-filing portal. This guide takes you through it step by step — what to " +
    'collect, what to check and where people commonly go wrong — and our team is available if ' +
    'you want a second look before you submit.',
  sections: [
    {
      id: 'is-it-for-you',
      heading: 'Is self filing right for you?',
      paragraphs: [
        'Self filing works well if your income is mainly salary from one employer, interest ' +
          'from savings and deposits and perhaps one house property, and if your Form 16 ' +
          'agrees with Form 26AS.',
        'If you have capital gains, foreign income or assets, business income or a notice ' +
          'from the department, assisted filing is usually the safer choice.',
      ],
    },
    {
      id: 'what-you-need',
      heading: 'What you need',
      items: [
        'A PAN linked with Aadhaar, and a mobile number linked with Aadhaar for OTP verification',
        'Your login to the income-tax e-filing portal',
        'Form 16 from your employer',
        'Form 26AS and the Annual Information Statement, downloaded from the portal',
        'Interest certificates for your bank and post-office accounts',
        'Proofs of the deductions you will claim, if you file under the old regime',
        'A pre-validated bank account on the portal to receive any refund',
      ],
    },
    {
      id: 'steps',
      heading: 'Step by step',
      steps: [
        {
          title: 'Download Form 26AS and the AIS',
          text:
            'Sign in to the e-filing portal and download Form 26AS and the Annual Information ' +
            'Statement. Check that every TDS entry and every item of income looks right.',
        },
        {
          title: 'Match them with Form 16',
          text:
            'Compare the salary and TDS in Form 16 with Form 26AS. If tax deducted by your ' +
            'employer is missing, ask your employer to correct its TDS return before you file.',
        },
        {
          title: 'Choose the form and the regime',
          text:
            'Pick the ITR form that fits your income, and decide between the old and new ' +
            'regimes. Most salaried people with simple income use ITR-1.',
        },
        {
          title: 'Review the pre-filled return',
          text:
            'The portal pre-fills salary, interest and TDS. Check each figure, add any income ' +
            'the pre-fill missed and, under the old regime, enter your deductions.',
        },
        {
          title: 'Pay any balance tax',
          text:
            'If the computation shows tax payable, pay it through the e-Pay Tax facility and ' +
            'enter the challan details before you submit.',
        },
        {
          title: 'Submit and e-verify',
          text:
            'Submit the return and e-verify it by Aadhaar OTP, net banking or an electronic ' +
            'verification code. Verify within 30 days of filing; if you verify later, the date ' +
            'of verification is treated as the date of filing.',
        },
      ],
    },
    {
      id: 'common-mistakes',
      heading: 'Mistakes to avoid',
      items: [
        'Leaving out interest from savings accounts and fixed deposits',
        'Claiming under the new regime deductions that only the old regime allows',
        'Ignoring income in the AIS that you believe is wrong, instead of submitting ' +
          'feedback on it',
        'Missing the Form 16 of a previous employer after changing jobs during the year',
        'Forgetting to e-verify the return',
      ],
    },
  ],
  faqs: [
    {
      question: 'Is self filing free?',
      answer:
        "Filing on the Income Tax Department's e-filing portal is free; you pay only the tax " +
        'due, if any. Our help is optional and charged only if you ask for a review or hand ' +
        'the return over to us.',
    },
    {
      question: "What if the portal's pre-filled data is wrong?",
      answer:
        'You can edit most pre-filled figures, but keep evidence for each change. If the AIS ' +
        'shows income that is not yours or is counted twice, submit feedback on the AIS so ' +
        'that your response is on record with the department.',
    },
    {
      question: 'Can someone check my return before I submit it?',
      answer:
        'Yes. Our team can review your computation and draft return for a fixed fee and tell ' +
        'you what to correct before you submit.',
    },
    {
      question: 'Can I switch to assisted filing midway?',
      answer: 'Yes. Send us what you have done so far and our team will take it from there.',
    },
    {
      question: 'What is the due date?',
      answer:
        'For individuals whose accounts do not need an audit, the return for FY 2025-26 is due ' +
        'by 31 July 2026, unless the government extends the date.',
    },
    {
      question: 'How will I know that my return has been processed?',
      answer:
        'You will receive an intimation under section 143(1) by e-mail and on the portal. It ' +
        'shows whether the department agrees with your computation, and any refund or demand.',
    },
  ],
  cta: {
    heading: 'Want a second pair of eyes?',
    text:
      'Ask our team to review your return before ' +
      'you submit it, or hand it over to us entirely.',
    primary: { label: 'Ask for a review', to: 'contact-us' },
    secondary: { label: 'See assisted filing', to: 'itrfilling' },
  },
};
