import type { AccessibilityCopy } from './types';

export const accessibilityCopy: AccessibilityCopy = {
  meta: {
    title: 'Accessibility Statement',
    description:
      'The accessibility standard our website and portal meet, how we test them, the barriers ' +
      'we know of and when they go, and how to report one to us.',
  },
  heading: 'Accessibility statement',
  lastReviewed: '2026-11-25',
  scope: {
    heading: 'What this statement covers',
    paragraphs: [
      'We want everyone to be able to use our website and the account portal — to read about ' +
        'our products and services, sign up, manage users and access, buy and renew ' +
        'subscriptions, pay and download invoices — including people who use a keyboard ' +
        'instead of a mouse, a screen reader, magnification or voice control. This statement ' +
        'covers the website and portal. It does not cover the E-POI, Smart TDS and E-Form16 ' +
        'applications that My Apps opens, which run on their own addresses.',
    ],
  },
  standard: {
    heading: 'The standard we meet',
    paragraphs: [
      'Our floor is IS 17802 (Parts 1 and 2): 2021, the Indian Standard for accessible ' +
        'information and communication technology that applies under the Rights of Persons ' +
        'with Disabilities Act, 2016. For websites it asks for the Web Content Accessibility ' +
        'Guidelines (WCAG) 2.1 at level AA. Our aim is WCAG 2.2 at level AA, which adds rules on ' +
        'focus that is never hidden, targets large enough to tap and sign-in without puzzles.',
      'The website and portal partly conform to WCAG 2.1 level AA: they meet it apart from the ' +
        'known limitations listed below, each with the date by which we will have fixed it.',
    ],
  },
  testing: {
    heading: 'How we test',
    intro: 'Every change to a screen is held to the same checks before it reaches you:',
    items: [
      'Keyboard journeys in our automated test suite: signing up, completing the profile, ' +
        'buying and paying, downloading an invoice, inviting a colleague and changing access, ' +
        'with the keyboard alone. The suite also checks that closing a dialog returns focus to ' +
        'what opened it and that moving to a new page puts focus on its heading.',
      'Automated accessibility checks with axe on every public page and on open dialogs and ' +
        'menus, at desktop and at phone widths.',
      'Our tax invoices are tagged PDFs; the tests read each invoice’s structure back — ' +
        'headings, tables, reading order and language — as a screen reader would get it.',
      'Manual checks with the NVDA screen reader on Windows and Orca on Linux, and with the ' +
        'keyboard at 320 px wide, at 200% zoom and with wider text spacing, following our ' +
        'written testing guide.',
    ],
  },
  limitations: {
    heading: 'Known limitations',
    intro:
      'These are the barriers we know of today. If one stops you, tell us (see below) and we ' +
      'will help you another way until it is fixed.',
    items: [
      {
        title: 'Messages in the corner of the screen disappear after 3 seconds',
        detail:
          'Confirmations and errors after an action appear briefly in the top right corner. ' +
          'Screen readers announce them, but someone using magnification or reading slowly may ' +
          'miss them (WCAG 2.2.1, timing adjustable).',
        meanwhile:
          'Pointing at a message keeps it on screen. Errors in a form are also shown next to ' +
          'the field concerned, and stay until corrected.',
        fixBy: '2027-01-31',
      },
      {
        title: 'No warning before signing out after 10 minutes without activity',
        detail:
          'For the security of your organisation’s data the portal signs you out after 10 ' +
          'minutes without activity. It does not yet warn you first or let you ask for more ' +
          'time, so someone who types slowly or takes a break can lose what they entered ' +
          '(WCAG 2.2.1, timing adjustable).',
        meanwhile:
          'Moving the mouse or pressing any key counts as activity. What is in your cart is ' +
          'kept with your account.',
        fixBy: '2027-02-28',
      },
      {
        title: 'Résumés can be uploaded only as PDF or Word (.docx) files',
        detail:
          'The job application form accepts only PDF and .docx files, so people whose tools ' +
          'save in other formats, such as OpenDocument, RTF or plain text, cannot attach their ' +
          'résumé.',
        meanwhile:
          'Send your résumé in any format to the accessibility address below, naming the role, ' +
          'and we will pass it to our people team as an application.',
        fixBy: '2027-03-31',
      },
      {
        title: 'The payment page is run by our payment gateway, Razorpay',
        detail:
          'Paying online takes you to Razorpay’s checkout, which we do not build and cannot ' +
          'change. We have not yet tested it with the same checks as our own screens.',
        meanwhile:
          'If it stops you from paying, write to us and we will help you complete the payment ' +
          'another way.',
        fixBy: '2027-03-31',
      },
    ],
  },
  report: {
    heading: 'Report a barrier',
    paragraphs: [
      'If something on our website or portal is hard or impossible for you to use, please tell ' +
        'us. Say which page it was on, what you were trying to do and what happened; if you ' +
        'like, also the browser and any assistive technology you use. We will also send you ' +
        'any page or document in another format you need, such as plain text or large print.',
    ],
    addressLabel: 'E-mail',
    response: [
      'We acknowledge your message within 2 working days.',
      'Within 10 working days we fix the barrier or send you our plan to fix it, with a date.',
      'If the barrier stops you from doing something now, we help you do it another way in the ' +
        'meantime.',
    ],
  },
  escalation: {
    heading: 'If you are not satisfied',
    grievance:
      'If we have not answered within 10 working days, or you are not satisfied with our ' +
      'answer, write to our Grievance Officer with "Grievance Officer: accessibility" in the ' +
      'subject line at',
    commissioner:
      'If the Grievance Officer does not resolve it, you can complain to the Chief Commissioner ' +
      'for Persons with Disabilities under the Rights of Persons with Disabilities Act, 2016:',
  },
  review: {
    heading: 'About this statement',
    reviewedOn: 'This statement was last reviewed on',
    paragraphs: [
      'We review this statement against the website and portal at least once a year, and ' +
        'whenever we fix a limitation listed here or find a new one.',
    ],
  },
};
