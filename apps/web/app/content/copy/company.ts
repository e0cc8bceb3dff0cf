import { site } from '@prakar/shared/site';
import type { AboutCopy, CareersCopy, ContactCopy, CustomerCopy } from './types';

export const aboutCopy: AboutCopy = {
  meta: {
    title: 'About Us: Our Firm, Team and Values',
    description:
      'A Mumbai firm of chartered accountants focused on payroll tax: the software employers ' +
      'use for TDS and Form 16, and advisers for assessments and appeals.',
  },
  heading: 'About us',
  intro:
    'We are a firm of chartered accountants and tax professionals, headquartered in Mumbai, ' +
    'focused on the part of Indian tax every employer lives with: tax deducted on ' +
    'salaries and payments, and the disputes that follow when something goes wrong.',
  sections: [
    {
      id: 'story',
      heading: 'Our story',
      paragraphs: [
        'The firm was founded in Mumbai by chartered accountants who had spent years on TDS ' +
          'compliance and tax litigation for employers. The same problems kept coming back: ' +
          'proofs lost in inboxes, returns rejected by the validation utility on the due date, ' +
          'Form 16s issued with the wrong figures and default notices that took months to ' +
          'clear.',
        'We began building software for our own clients to prevent those problems — first ' +
          'for investment proofs, then for quarterly returns and Form 16. That work became ' +
          'E-POI, Smart TDS and E-Form16, which employers and CA firms now use directly. ' +
          'Alongside the products, our advisory practice represents clients in assessments, ' +
          'appeals, transfer-pricing matters and dispute resolution.',
        'We remain a professional firm first. Our products are designed by people who ' +
          'prepare returns and answer notices, and our advisers use the same tools they ' +
          'recommend.',
      ],
    },
  ],
  values: {
    heading: 'What we value',
    items: [
      {
        title: 'Accuracy before speed',
        text: 'A return filed on time but wrong costs more than the late fee. We check first.',
      },
      {
        title: 'Plain answers',
        text:
          'We explain the law and the options in words our clients can act on, and we say so ' +
          'when the answer is uncertain.',
      },
      {
        title: 'Confidentiality',
        text:
          'Salary, investment and tax data is personal. We collect only what is needed and ' +
          'protect what we hold.',
      },
      {
        title: 'Independent advice',
        text:
          'Our advice does not depend on which product a client buys, and our fees never ' +
          'depend on the outcome of a dispute.',
      },
      {
        title: 'Respect for deadlines',
        text:
          'Statutory due dates do not move, so we plan our own work and our products around ' +
          'them.',
      },
    ],
  },
  team: {
    heading: 'Leadership',
    intro: 'The people who lead our practice and our products.',
    members: [
      {
        name: 'Aditi Phadke',
        role: 'Co-founder and Managing Director',
        qualifications: ['FCA, ICAI membership no. 104532', 'B.Com (University of Mumbai)'],
        bio:
          'Leads the firm and its payroll-tax practice, with more than twenty years of TDS ' +
          'compliance and advisory work for employers.',
        city: 'Mumbai',
      },
      {
        name: 'Rahul Sawant',
        role: 'Co-founder and Director, Tax Disputes',
        qualifications: ['FCA, ICAI membership no. 112847', 'LLB (Government Law College, Mumbai)'],
        bio:
          'Represents clients in assessments and before the Income Tax Appellate Tribunal; ' +
          'previously in the tax litigation practice of a Big Four firm.',
        city: 'Mumbai',
      },
      {
        name: 'Lakshmi Venkatesan',
        role: 'Director, Transfer Pricing and International Tax',
        qualifications: ['ACA, ICAI membership no. 131209', 'ADIT (CIOT, London)'],
        bio:
          'Advises multinational groups on transfer pricing, advance pricing agreements and ' +
          'treaty matters; formerly with a Big Four transfer-pricing team.',
        city: 'Bengaluru',
      },
      {
        name: 'Omkar Bhide',
        role: 'Head of Products',
        qualifications: [
          'ACA, ICAI membership no. 148315',
          'BE (Computer Engineering), University of Pune',
        ],
        bio:
          'Leads the teams that build E-POI, Smart TDS and E-Form16, bringing a chartered ' +
          "accountant's view of compliance to payroll software.",
        city: 'Pune',
      },
      {
        name: site.grievanceOfficer.name,
        role: 'Company Secretary and Head of Compliance',
        qualifications: ['ACS, ICSI membership no. A31874', 'LLB (University of Mumbai)'],
        bio:
          'Keeps the company’s own filings and its data-protection duties in order, and is the ' +
          'Grievance Officer anyone can write to about their personal data.',
        city: 'Mumbai',
      },
    ],
  },
  offices: {
    heading: 'Our offices',
    intro:
      'Our head office is in Mumbai, with teams in Pune and Bengaluru. We work with clients in ' +
      'other cities online.',
    items: [
      {
        city: 'Mumbai',
        state: 'Maharashtra',
        label: 'Head office',
        isHeadOffice: true,
        text: 'Leadership, the tax disputes practice and client service.',
      },
      {
        city: 'Pune',
        state: 'Maharashtra',
        label: 'Products and technology',
        isHeadOffice: false,
        text: 'Product, engineering and customer support for E-POI, Smart TDS and E-Form16.',
      },
      {
        city: 'Bengaluru',
        state: 'Karnataka',
        label: 'Transfer pricing and international tax',
        isHeadOffice: false,
        text: 'Transfer pricing, international tax and client service for southern India.',
      },
    ],
  },
  cta: {
    heading: 'Work with us',
    text:
      'Whether you need a product, advice or a role on our team, we would be glad to hear from ' +
      'you.',
    primary: { label: 'Contact us', to: 'contact-us' },
    secondary: { label: 'See careers', to: 'careers' },
  },
};

export const customerCopy: CustomerCopy = {
  meta: {
    title: 'Who We Serve and Case Studies',
    description:
      'We work with HR, payroll and finance teams at Indian employers, CA firms acting for ' +
      'several employers, and individual tax payers. Read how we help them.',
  },
  heading: 'Who we serve',
  intro:
    'Our customers are the people responsible for tax on salaries and payments: HR, payroll ' +
    'and finance teams at Indian employers of 20 to 20,000 employees, chartered-accountant ' +
    'firms that act for several employers, and individual tax payers.',
  sections: [
    {
      id: 'employers',
      heading: 'Employers',
      paragraphs: [
        'Payroll and finance teams use E-POI, Smart TDS and E-Form16 to run the payroll-tax ' +
          'year, and call on our advisers when a TDS default, an assessment or a ' +
          'transfer-pricing question arises. We work with single-location companies and with ' +
          'groups that file under many TANs.',
      ],
    },
    {
      id: 'ca-firms',
      heading: 'Chartered-accountant firms',
      paragraphs: [
        'Firms with a payroll-tax practice use our products and cloud workspace to serve ' +
          'many clients with the same care, and work with our disputes and transfer-pricing ' +
          'teams on matters that need specialist support.',
      ],
    },
    {
      id: 'individuals',
      heading: 'Individuals',
      paragraphs: [
        'Salaried employees, professionals and non-resident Indians come to us for assisted ' +
          'ITR filing, guided self filing and help with notices from the department.',
      ],
    },
  ],
  industries: {
    heading: 'Industries we know',
    intro: 'Payroll tax looks similar everywhere, but each industry has its own pressure points.',
    items: [
      {
        title: 'Manufacturing',
        text:
          'Large workforces across several plants and TANs, and contract payments under ' +
          'section 194C.',
      },
      {
        title: 'IT and IT-enabled services',
        text:
          'High employee turnover, stock options taxed as perquisites, and transfer pricing ' +
          'for captive service centres.',
      },
      {
        title: 'Banking, financial services and insurance',
        text:
          'Large branch networks, strict audit trails, and TDS on interest, commission and ' +
          'brokerage.',
      },
      {
        title: 'Retail and consumer goods',
        text:
          'Store staff in many states, frequent joiners and leavers, and payments to a wide ' +
          'base of vendors.',
      },
      {
        title: 'Healthcare and pharmaceuticals',
        text:
          'Fees to consultant doctors under section 194J, and research arrangements with group ' +
          'companies abroad.',
      },
      {
        title: 'Logistics and infrastructure',
        text:
          'Project sites, payments to contractors and transporters, and staff on different ' +
          'payrolls.',
      },
      {
        title: 'Education and non-profit organisations',
        text:
          'Teaching and non-teaching staff on different pay structures, often served by small ' +
          'finance teams.',
      },
    ],
  },
  caseStudies: {
    heading: 'Case studies',
    intro:
      'Anonymised accounts of typical engagements. Details have been generalised to protect ' +
      'client confidentiality.',
    items: [
      {
        title: 'A calmer fourth quarter for a multi-plant manufacturer',
        context:
          'An automotive-components manufacturer in western India with several plants, each ' +
          'with its own TAN.',
        challenge:
          'Each plant prepared its TDS returns separately in spreadsheets. Challans were ' +
          'sometimes booked against the wrong TAN, PAN errors surfaced only in default notices ' +
          'from TRACES, and the fourth-quarter filing cycle took about three weeks of the ' +
          "central finance team's time.",
        approach:
          'The company moved all its TANs to Smart TDS with common deductee masters, and ' +
          'introduced bulk PAN verification and challan matching a fortnight before each due ' +
          'date. Our team worked alongside the plant accountants for the first two quarters.',
        outcome:
          'The fourth-quarter cycle came down from about three weeks to five working days, and ' +
          'the justification reports for the quarters that followed showed far fewer PAN and ' +
          'challan defaults.',
      },
      {
        title: 'Proof verification for a fast-growing services company',
        context: 'A technology services company in Bengaluru with a young and growing workforce.',
        challenge:
          'Employees e-mailed proofs in every format, many in the new regime submitted claims ' +
          'that only the old regime allows, and the payroll team spent February chasing ' +
          'landlord PANs and duplicate receipts.',
        approach:
          "The company adopted E-POI, capturing each employee's regime at the start of the " +
          'year, with section-wise declarations and built-in checks for rent and duplicate ' +
          'documents. Verifiers were assigned by department.',
        outcome:
          'Employees knew what to submit and why, verification was finished before the ' +
          'February payroll cut-off, and questions about Form 16 in June dropped noticeably.',
      },
      {
        title: 'A recurring transfer-pricing adjustment taken to the Dispute Resolution Panel',
        context:
          'The Indian subsidiary of a European engineering group, providing design services to ' +
          'its parent.',
        challenge:
          "The Transfer Pricing Officer rejected the company's comparables and proposed an " +
          'adjustment that the company expected to recur every year.',
        approach:
          'We rebuilt the functional analysis with the business teams, filed objections before ' +
          'the Dispute Resolution Panel with a fresh, defensible set of comparables, and ' +
          'evaluated the safe harbour rules and a bilateral advance pricing agreement for ' +
          'future years.',
        outcome:
          'The Panel directed a substantial reduction in the adjustment, and the company ' +
          'applied for a bilateral advance pricing agreement to bring certainty to the years ' +
          'ahead.',
      },
    ],
  },
  cta: {
    heading: 'Tell us about your organisation',
    text: 'Share the size of your team and what you file, and we will suggest where to start.',
    primary: { label: 'Contact us', to: 'contact-us' },
  },
};

export const contactCopy: ContactCopy = {
  meta: {
    title: 'Contact Us',
    description:
      'Write to or call Prakar Tax Advisory about our products, a quote for advisory work, ' +
      'help with a notice or a demonstration for your team. Head office in Mumbai.',
  },
  heading: 'Contact us',
  intro:
    'Questions about a product, a quote for advisory work, help with a notice or a ' +
    'demonstration for your team — write to us or call, and the right person will reply.',
  sections: [
    {
      id: 'after-you-write',
      heading: 'What happens after you write',
      steps: [
        {
          title: 'Your message reaches our team',
          text:
            'Our client team reads it and passes it to the product, support or advisory ' +
            'colleagues best placed to answer.',
        },
        {
          title: 'We reply, usually within one working day',
          text: 'You hear from us with an answer, or with the questions we need answered first.',
        },
        {
          title: 'We agree the next steps',
          text:
            'For products, that may be a demonstration or help choosing a plan. For advisory ' +
            'work, it is a call to understand the matter, followed by a written fee quote.',
        },
      ],
    },
    {
      id: 'what-to-include',
      heading: 'Helpful to include',
      items: [
        "Your organisation's name and its number of employees or TANs",
        'The product or service you are asking about',
        'For a notice or an order: its type, the assessment year and any date by which you ' +
          'must respond',
        'Please do not send PANs, Aadhaar numbers or documents in your first message; we ' +
          'will share a secure way to send them',
      ],
    },
  ],
  details: {
    heading: 'Reach us',
    salesLabel: 'Sales and new enquiries',
    supportLabel: 'Customer support',
    phoneLabel: 'Phone',
    addressLabel: 'Head office',
    hoursLabel: 'Office hours',
    hoursNote:
      'Closed on public holidays. Messages received outside office hours are answered on the ' +
      'next working day.',
    legalHeading: 'Company registration',
  },
  form: {
    heading: 'Send us a message',
    intro: 'Fields marked with an asterisk (*) are required.',
    privacyNote:
      'We use the details you send only to reply to your enquiry. Our privacy policy explains ' +
      'how we handle personal data.',
  },
};

export const careersCopy: CareersCopy = {
  meta: {
    title: 'Careers',
    description:
      'Join our chartered accountants, tax specialists, engineers and client-service team in ' +
      'Mumbai, Pune and Bengaluru. See why to work with us and how we hire.',
  },
  heading: 'Careers',
  intro:
    'We are chartered accountants, tax specialists, engineers and client-service staff ' +
    'working on one problem: making tax on salaries and payments accurate and predictable for ' +
    'Indian employers. If you enjoy precise work with real deadlines, you will fit in.',
  sections: [
    {
      id: 'why-work-with-us',
      heading: 'Why work with us',
      features: [
        {
          title: 'Work that reaches people',
          text:
            'Every return we file and every Form 16 we help issue decides whether someone ' +
            'receives their tax credit and refund on time.',
        },
        {
          title: 'Learn from practitioners',
          text:
            'Work alongside chartered accountants who argue appeals and engineers who build ' +
            'the products, and learn both sides of the work.',
        },
        {
          title: 'Room to grow',
          text:
            'Clear roles, a path from associate to manager and beyond, and support for ' +
            'professional qualifications.',
        },
        {
          title: 'Busy seasons, planned',
          text:
            'Compliance work peaks around due dates. We plan for the peaks and give time back ' +
            'after them.',
        },
        {
          title: 'Hybrid working',
          text:
            'Teams in Mumbai, Pune and Bengaluru, with a mix of office and remote days agreed ' +
            'within each team.',
        },
      ],
    },
    {
      id: 'hiring-process',
      heading: 'How we hire',
      steps: [
        {
          title: 'Apply',
          text: 'Apply for an opening with your CV and a short note on why the role interests you.',
        },
        {
          title: 'First conversation',
          text:
            'A call with our people team about the ' +
            'role, your experience and your expectations.',
        },
        {
          title: 'Skills discussion',
          text:
            'A conversation or short exercise with the team you would join — a tax ' +
            'computation, a case study or a technical problem, depending on the role.',
        },
        {
          title: 'Meet the leadership',
          text: 'A final conversation with a director or the head of the team.',
        },
        {
          title: 'Offer',
          text:
            'A written offer with the role, compensation and start date. We tell every ' +
            'candidate the outcome, whether or not we make an offer.',
        },
      ],
    },
    {
      id: 'benefits',
      heading: 'Benefits',
      items: [
        'Group health insurance for you and your family',
        'Term life and personal accident cover',
        'Provident Fund and gratuity as the law provides',
        'Study leave and support for CA, CS, CMA and international tax qualifications',
        'Time off after the compliance peaks',
        'A yearly learning budget for courses, books and conferences',
        'A laptop and the equipment you need for hybrid work',
      ],
    },
  ],
  openings: {
    heading: 'Current openings',
    intro: 'Roles open now across our offices.',
    emptyText:
      'There are no openings right now. You are welcome to write to us through the contact ' +
      'page with your CV, and we will get in touch when a suitable role opens.',
  },
  cta: {
    heading: 'Questions about working here?',
    text: 'Write to us and a member of our people team will reply.',
    primary: { label: 'Contact us', to: 'contact-us' },
  },
};
