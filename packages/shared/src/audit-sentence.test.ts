import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditAction } from './audit.ts';
import { type AuditFacts, auditSentence, sentenceSaysAll } from './audit-sentence.ts';

const meera = { name: 'Meera Nair', email: 'meera@example.in' };
const ravi = { name: 'Ravi Kumar', email: 'ravi@example.in' };
const farah = { name: 'Farah Khan', email: 'farah@example.in' };
const access = (granted: readonly string[]) =>
  Object.fromEntries(
    ['EPOI', 'SMART_TDS', 'EFORM16', 'manage:users:org', 'view:transactions:org'].map((item) => [
      item,
      granted.includes(item),
    ]),
  );

const facts = (action: AuditAction, changes: Partial<AuditFacts> = {}): AuditFacts => ({
  action,
  actor: meera,
  targetUser: null,
  orderNumber: null,
  planName: null,
  before: null,
  after: null,
  ...changes,
});

/** One event of every action the trail records, as the server writes it, and what it reads. */
const EVERY_ACTION: Record<AuditAction, [Partial<AuditFacts>, string]> = {
  sign_in: [{ actor: ravi }, 'Ravi Kumar signed in'],
  sign_in_failed: [
    { actor: ravi, targetUser: ravi, after: { reason: 'wrong_password' } },
    'A sign-in as Ravi Kumar failed: wrong password',
  ],
  sign_out: [{ actor: ravi }, 'Ravi Kumar signed out'],
  app_signed_in: [
    { actor: ravi, after: { app: 'E-POI' } },
    'Ravi Kumar signed in to E-POI through the portal',
  ],
  sign_up: [{}, 'Meera Nair signed up'],
  email_verified: [{}, 'Meera Nair confirmed their e-mail address'],
  password_changed: [{}, 'Meera Nair changed their password'],
  two_factor_enabled: [{}, 'Meera Nair turned on two-step sign-in'],
  two_factor_disabled: [
    { after: { secondFactor: 'recovery_code' } },
    'Meera Nair turned off two-step sign-in with a recovery code',
  ],
  recovery_codes_regenerated: [{}, 'Meera Nair made new recovery codes for two-step sign-in'],
  two_factor_policy_changed: [
    { before: { policy: 'nobody' }, after: { policy: 'administrators' } },
    'Meera Nair required two-step sign-in of the administrators (it was nobody)',
  ],
  passkey_added: [{ after: { name: 'Work laptop' } }, 'Meera Nair added the passkey “Work laptop”'],
  passkey_renamed: [
    { before: { name: 'Chrome on Windows' }, after: { name: 'Work laptop' } },
    'Meera Nair renamed the passkey “Chrome on Windows” to “Work laptop”',
  ],
  passkey_removed: [
    { before: { name: 'Work laptop' } },
    'Meera Nair removed the passkey “Work laptop”',
  ],
  password_reset_requested: [{}, 'Meera Nair asked for a link to reset their password'],
  password_reset: [{}, 'Meera Nair set a new password with a reset link'],
  session_revoked: [{ actor: ravi }, "One of Ravi Kumar's sessions was ended"],
  access_token_created: [
    { after: { name: 'Nightly export', scope: 'read', expiresAt: '2026-03-01T10:00:00.000Z' } },
    'Meera Nair created a read-only API access token “Nightly export”, valid until 1 March 2026',
  ],
  access_token_revoked: [
    { before: { name: 'Nightly export' } },
    'Meera Nair revoked the API access token “Nightly export”',
  ],
  profile_updated: [
    {
      targetUser: meera,
      before: { user: { name: 'Meera' }, organisation: { city: 'Pune' } },
      after: { user: { name: 'Meera Nair' }, organisation: { city: 'Pune' } },
    },
    'Meera Nair updated their profile',
  ],
  user_invited: [
    {
      targetUser: { name: '', email: 'ravi@example.in' },
      after: { email: 'ravi@example.in', role: 'org_admin' },
    },
    'Meera Nair invited ravi@example.in as an administrator',
  ],
  invitation_resent: [
    { targetUser: { name: '', email: 'ravi@example.in' }, after: { email: 'ravi@example.in' } },
    'Meera Nair sent the invitation to ravi@example.in again',
  ],
  invitation_revoked: [
    { before: { email: 'ravi@example.in', role: 'org_user' } },
    'Meera Nair withdrew the invitation to ravi@example.in',
  ],
  invitation_accepted: [{ actor: ravi, targetUser: ravi }, 'Ravi Kumar accepted their invitation'],
  role_changed: [
    { targetUser: ravi, before: { role: 'org_user' }, after: { role: 'org_admin' } },
    "Meera Nair changed Ravi Kumar's role from User to Administrator",
  ],
  user_deactivated: [
    { targetUser: ravi, before: { status: 'active' }, after: { status: 'deactivated' } },
    'Meera Nair deactivated Ravi Kumar',
  ],
  user_reactivated: [
    { targetUser: ravi, before: { status: 'deactivated' }, after: { status: 'active' } },
    'Meera Nair reactivated Ravi Kumar',
  ],
  password_reset_sent: [
    { targetUser: ravi },
    'Meera Nair sent Ravi Kumar a link to reset their password',
  ],
  access_changed: [
    {
      targetUser: ravi,
      before: access(['EPOI', 'manage:users:org']),
      after: access(['EPOI', 'SMART_TDS', 'view:transactions:org']),
    },
    'Meera Nair gave Ravi Kumar access to Smart TDS and View transactions and took away access to Manage users',
  ],
  plan_updated: [
    {
      planName: 'E-POI Starter',
      before: { pricePaise: 1_200_000, isAvailable: true },
      after: { pricePaise: 1_500_000, isAvailable: true },
    },
    'Meera Nair changed the yearly price of E-POI Starter from ₹12,000.00 to ₹15,000.00',
  ],
  opening_created: [
    { after: { title: 'Tax Associate', location: 'Pune' } },
    'Meera Nair posted the opening Tax Associate (Pune)',
  ],
  opening_updated: [
    {
      before: { title: 'Tax Associate', location: 'Pune' },
      after: { title: 'Senior Tax Associate', location: 'Pune' },
    },
    'Meera Nair edited the opening Senior Tax Associate (Pune), which was called Tax Associate',
  ],
  opening_closed: [
    { after: { title: 'Tax Associate', location: 'Pune' } },
    'Meera Nair closed the opening Tax Associate (Pune)',
  ],
  opening_reopened: [
    { after: { title: 'Tax Associate', location: 'Pune' } },
    'Meera Nair reopened the opening Tax Associate (Pune)',
  ],
  application_status_changed: [
    {
      before: { status: 'received' },
      after: {
        status: 'shortlisted',
        applicant: 'Rohan Kulkarni',
        opening: 'Tax Associate',
        mailed: true,
      },
    },
    "Meera Nair moved Rohan Kulkarni's application for Tax Associate from Received to Shortlisted, and the applicant was e-mailed",
  ],
  application_notes_updated: [
    { after: { applicant: 'Rohan Kulkarni', opening: 'Tax Associate' } },
    "Meera Nair updated the notes on Rohan Kulkarni's application for Tax Associate",
  ],
  resume_opened: [
    { after: { applicant: 'Rohan Kulkarni', opening: 'Tax Associate', disposition: 'attachment' } },
    "Meera Nair downloaded Rohan Kulkarni's résumé (Tax Associate)",
  ],
  plan_added: [
    {
      planName: 'Smart TDS Up to 50 TANs',
      after: {
        productName: 'Smart TDS',
        name: 'Up to 50 TANs',
        pricePaise: 7_999_900,
        limitValue: 50,
        isAvailable: false,
      },
    },
    'Meera Nair added the plan Up to 50 TANs to Smart TDS at ₹79,999.00 a year, not yet for sale',
  ],
  plan_renamed: [
    { planName: 'Smart TDS One TAN', before: { name: 'Single TAN' }, after: { name: 'One TAN' } },
    'Meera Nair renamed the plan Single TAN to One TAN',
  ],
  payment_link_created: [
    {
      orderNumber: 'ORD-000043',
      after: { payerEmail: 'accounts@kulkarni.in', totalPaise: 590_000 },
    },
    'Meera Nair sent a payment link for ₹5,900.00 to accounts@kulkarni.in (order ORD-000043)',
  ],
  order_placed: [
    { orderNumber: 'ORD-000042', after: { totalPaise: 2_832_000 } },
    'Meera Nair placed order ORD-000042 for ₹28,320.00',
  ],
  order_paid: [
    {
      actor: null,
      orderNumber: 'ORD-000042',
      after: { paymentId: 'pay_29QQoUBi66xm2f', method: 'upi', totalPaise: 2_832_000 },
    },
    'Order ORD-000042 was paid (₹28,320.00, UPI)',
  ],
  order_cancelled: [{ orderNumber: 'ORD-000042' }, 'Meera Nair cancelled order ORD-000042'],
  order_expired: [{ actor: null, orderNumber: 'ORD-000042' }, 'Order ORD-000042 expired unpaid'],
  gstr1_downloaded: [
    { after: { month: '2026-11', format: 'csv', section: 'cdnur' } },
    'Meera Nair downloaded the GSTR-1 data for November 2026: Credit notes, unregistered (9B), as CSV',
  ],
  refund_requested: [
    {
      orderNumber: 'ORD-000042',
      after: {
        amountPaise: 1_416_000,
        reason: 'bought twice',
        paymentId: 'pay_29QQoUBi66xm2f',
        lineNo: 2,
      },
    },
    'Meera Nair refunded ₹14,160.00 of line 2 of order ORD-000042 (bought twice)',
  ],
  refund_withdrawn: [
    { orderNumber: 'ORD-000042', after: { amountPaise: 1_416_000, reason: 'bought twice' } },
    'Meera Nair withdrew the failed refund of ₹14,160.00 of order ORD-000042 (bought twice)',
  ],
  refund_retried: [
    { orderNumber: 'ORD-000042', after: { amountPaise: 1_416_000, reason: 'bought twice' } },
    'Meera Nair tried the refund of ₹14,160.00 of order ORD-000042 (bought twice) again',
  ],
  refund_processed: [
    {
      actor: null,
      orderNumber: 'ORD-000042',
      after: { amountPaise: 1_416_000, reason: 'bought twice', gatewayRefundId: 'rfnd_A' },
    },
    'The refund of ₹14,160.00 of order ORD-000042 (bought twice) reached the customer',
  ],
  refund_failed: [
    {
      actor: null,
      orderNumber: 'ORD-000042',
      after: {
        amountPaise: 1_416_000,
        reason: 'bought twice',
        failureReason: 'The payment gateway could not make the refund.',
      },
    },
    'The refund of ₹14,160.00 of order ORD-000042 (bought twice) failed: The payment gateway could not make the refund.',
  ],
  credit_note_issued: [
    {
      actor: null,
      orderNumber: 'ORD-000042',
      after: { number: 'CN/26-27/00003', invoiceNumber: 'PTA/26-27/00042', totalPaise: 1_416_000 },
    },
    'Credit note CN/26-27/00003 was issued for order ORD-000042 (₹14,160.00)',
  ],
  invoice_resent: [
    {
      orderNumber: 'ORD-000042',
      after: { invoiceNumber: 'PT/26-27/000007', to: 'accounts@kulkarni.in' },
    },
    'Meera Nair sent the tax invoice PT/26-27/000007 of order ORD-000042 again to accounts@kulkarni.in',
  ],
  payment_link_resent: [
    { orderNumber: 'ORD-000043', after: { payerEmail: 'accounts@kulkarni.in' } },
    'Meera Nair sent the payment link of order ORD-000043 again to accounts@kulkarni.in',
  ],
  payment_link_cancelled: [
    { orderNumber: 'ORD-000043' },
    'Meera Nair cancelled the payment link of order ORD-000043',
  ],
  lead_assigned: [
    {
      before: { assignee: null },
      after: { sender: farah, assignee: { name: 'Priya Shah', email: 'priya@prakartax.in' } },
    },
    'Meera Nair assigned the message from Farah Khan (farah@example.in) to Priya Shah',
  ],
  lead_status_changed: [
    { before: { status: 'new' }, after: { sender: farah, status: 'in_progress' } },
    'Meera Nair marked the message from Farah Khan (farah@example.in) as in progress (it was new)',
  ],
  lead_note_added: [
    { after: { sender: farah } },
    'Meera Nair added a note to the message from Farah Khan (farah@example.in)',
  ],
  lead_replied: [
    {
      before: { status: 'in_progress' },
      after: { sender: farah, subject: 'Re: Smart TDS', status: 'answered' },
    },
    'Meera Nair replied by e-mail to the message from Farah Khan (farah@example.in): “Re: Smart TDS”, and marked it as answered',
  ],
  leads_exported: [
    { after: { search: 'payroll', status: 'open', assignee: 'none' } },
    'Meera Nair downloaded the open leads nobody has taken matching “payroll” as a spreadsheet',
  ],
  applications_exported: [
    { after: { opening: 'Tax Associate', search: 'rohan', status: 'shortlisted' } },
    'Meera Nair downloaded the applications for Tax Associate marked Shortlisted matching “rohan” as a spreadsheet',
  ],
  deadline_rule_changed: [
    {
      before: {
        kind: 'appeal_cit_a',
        act: '1961',
        section: '249(2)',
        firstYear: null,
        lastYear: '2026-27',
        period: { unit: 'days', count: 30 },
      },
      after: {
        kind: 'appeal_cit_a',
        act: '1961',
        section: '249(2)',
        firstYear: null,
        lastYear: '2026-27',
        period: { unit: 'days', count: 45 },
      },
    },
    'Meera Nair set the deadline rule of “Appeal to the CIT(A)” under the Income-tax Act, 1961 to 45 days, section 249(2), assessment years up to 2026-27 (it was 30 days, section 249(2), assessment years up to 2026-27)',
  ],
  orders_exported: [
    { after: { rows: 1234, search: 'kulkarni', status: 'paid', sort: 'amount', order: 'desc' } },
    'Meera Nair downloaded 1,234 orders matching “kulkarni” as a spreadsheet',
  ],
  matter_opened: [
    { after: { number: 'MAT-2026-0007', kind: 'appeal_itat', organisation: 'Sundaram Logistics' } },
    'Meera Nair opened MAT-2026-0007, Appeal to the ITAT, for Sundaram Logistics',
  ],
  matter_status_changed: [
    {
      before: { status: 'requested' },
      after: { number: 'MAT-2026-0007', status: 'declined', note: 'Outside our practice' },
    },
    'Meera Nair moved MAT-2026-0007 to Declined (it was Requested): “Outside our practice”',
  ],
  matter_assigned: [
    { before: { assignee: null }, after: { number: 'MAT-2026-0007', assignee: ravi } },
    'Meera Nair assigned MAT-2026-0007 to Ravi Kumar',
  ],
  matter_target_set: [
    { before: { targetOn: null }, after: { number: 'MAT-2026-0007', targetOn: '2026-12-05' } },
    'Meera Nair set the target date of MAT-2026-0007 to 5 December 2026',
  ],
  organisations_exported: [
    { after: { rows: 1, sort: 'since', order: 'desc' } },
    'Meera Nair downloaded 1 organisation as a spreadsheet',
  ],
  matter_requested: [
    {
      after: {
        number: 'MAT-2026-0008',
        kind: 'scrutiny_143_2',
        organisation: 'Sundaram Logistics',
        notice: 'Notice 143(2).pdf',
      },
    },
    'Meera Nair asked for help with a notice and opened MAT-2026-0008, sending Notice 143(2).pdf',
  ],
  matter_document_downloaded: [
    { after: { number: 'MAT-2026-0008', filename: 'Notice 143(2).pdf', version: 1 } },
    'Meera Nair downloaded Notice 143(2).pdf (version 1) of MAT-2026-0008',
  ],
  matter_calendar_link_created: [
    {},
    'Meera Nair made a calendar address for the deadlines of advisory matters',
  ],
  matter_calendar_link_replaced: [
    {},
    'Meera Nair replaced their calendar address for the deadlines of advisory matters; the old one no longer works',
  ],
  matter_document_uploaded: [
    {
      after: {
        number: 'MAT-2026-0008',
        what: 'requested',
        title: 'Bank statements',
        filename: 'statements.pdf',
        version: 2,
      },
    },
    'Meera Nair uploaded “Bank statements” as statements.pdf (version 2) for MAT-2026-0008',
  ],
  matter_draft_answered: [
    {
      after: {
        number: 'MAT-2026-0008',
        version: 1,
        decision: 'changes_asked',
        comment: 'Add the rent receipts',
      },
    },
    'Meera Nair asked for changes to version 1 of the draft of MAT-2026-0008: “Add the rent receipts”',
  ],
  matter_documents_requested: [
    { after: { number: 'MAT-2026-0008', titles: ['Bank statements', 'Form 26AS'] } },
    'Meera Nair asked for 2 documents for MAT-2026-0008: “Bank statements” and “Form 26AS”',
  ],
  matter_document_accepted: [
    { after: { number: 'MAT-2026-0008', title: 'Form 26AS' } },
    'Meera Nair accepted “Form 26AS” for MAT-2026-0008',
  ],
  matter_document_asked_again: [
    { after: { number: 'MAT-2026-0008', title: 'Form 26AS', reason: 'Pages 3 and 4 are missing' } },
    'Meera Nair asked again for “Form 26AS” for MAT-2026-0008: “Pages 3 and 4 are missing”',
  ],
  matter_filed: [
    { after: { number: 'MAT-2026-0008', filedOn: '2026-12-01', filename: 'Acknowledgement.pdf' } },
    'Meera Nair marked MAT-2026-0008 as filed on 1 December 2026, with Acknowledgement.pdf',
  ],
  matter_hearing_set: [
    {
      after: {
        number: 'MAT-2026-0008',
        on: '2027-01-12',
        time: '11:30',
        forum: 'CIT(A)-3, Mumbai',
      },
    },
    'Meera Nair set a hearing of MAT-2026-0008 for 12 January 2027 at 11:30 before CIT(A)-3, Mumbai',
  ],
  matter_engagement_accepted: [
    { after: { number: 'MAT-2026-0008', ip: '203.0.113.7', letterSha256: 'ab12' } },
    'Meera Nair accepted the engagement letter of MAT-2026-0008 with the code e-mailed to them, from 203.0.113.7',
  ],
  matter_advance_paid: [
    {
      after: {
        number: 'MAT-2026-0008',
        totalPaise: 2_360_000,
        invoiceNumber: 'PTA-26-27-00042',
        orderNumber: 'ORD-000042',
      },
    },
    'The advance on MAT-2026-0008 (₹23,600.00) was paid: invoice PTA-26-27-00042',
  ],
  matter_message_sent: [
    { after: { number: 'MAT-2026-0008', side: 'client', attachment: 'Ledger 2024-25.xlsx' } },
    'Meera Nair wrote about MAT-2026-0008, attaching Ledger 2024-25.xlsx',
  ],
  matter_documents_zipped: [
    { after: { number: 'MAT-2026-0008', count: 3 } },
    'Meera Nair downloaded every document of MAT-2026-0008 as a ZIP',
  ],
  matter_documents_viewed: [
    { after: { number: 'MAT-2026-0008', count: 3 } },
    'Meera Nair opened the list of the 3 documents of MAT-2026-0008',
  ],
  retention_period_changed: [
    { before: { years: 8 }, after: { years: 10 } },
    'Meera Nair set the retention period of closed matters’ documents to 10 years (it was 8 years)',
  ],
  matter_documents_deleted: [
    { after: { number: 'MAT-2018-0003', count: 4, years: 8 } },
    'The retention period of 8 years deleted 4 documents of MAT-2018-0003',
  ],
};

describe('auditSentence', () => {
  it.each(AUDIT_ACTIONS)('tells %s as one sentence naming people and things', (action) => {
    const [changes, sentence] = EVERY_ACTION[action];
    expect(auditSentence(facts(action, changes))).toBe(sentence);
  });

  it('never shows an id, a raw key or an amount in paise', () => {
    for (const action of AUDIT_ACTIONS) {
      const [changes] = EVERY_ACTION[action];
      const sentence = auditSentence(facts(action, changes));
      expect(sentence, action).not.toMatch(/pay_|_|paise|undefined|null|\{/i);
    }
  });

  it('calls an account that is gone "a former user", wherever it stands in the sentence', () => {
    expect(auditSentence(facts('sign_in', { actor: null }))).toBe('A former user signed in');
    expect(auditSentence(facts('role_changed', { actor: null, targetUser: ravi }))).toBe(
      "A former user changed Ravi Kumar's role",
    );
    expect(auditSentence(facts('session_revoked', { actor: null }))).toBe(
      "One of a former user's sessions was ended",
    );
    expect(
      auditSentence(facts('sign_in_failed', { actor: null, after: { reason: 'wrong_password' } })),
    ).toBe('A sign-in as a former user failed: wrong password');
  });

  it('names a user who is gone by the address the event kept, or as removed', () => {
    expect(auditSentence(facts('invitation_resent', { after: { email: 'asha@example.in' } }))).toBe(
      'Meera Nair sent the invitation to asha@example.in again',
    );
    expect(auditSentence(facts('user_deactivated'))).toBe('Meera Nair deactivated a removed user');
  });

  it('names a person by e-mail while they have no name yet', () => {
    expect(auditSentence(facts('sign_in', { actor: { name: ' ', email: 'new@example.in' } }))).toBe(
      'new@example.in signed in',
    );
  });

  it('names an invitee by the address invited, even once they have chosen a name', () => {
    expect(
      auditSentence(
        facts('user_invited', {
          targetUser: ravi,
          after: { email: 'ravi.k@example.in', role: 'org_user' },
        }),
      ),
    ).toBe('Meera Nair invited ravi.k@example.in as a user');
  });

  it('tells each kind of failed sign-in', () => {
    expect(
      auditSentence(facts('sign_in_failed', { actor: null, after: { reason: 'unknown_email' } })),
    ).toBe('Someone tried to sign in with an e-mail address that has no account');
    expect(
      auditSentence(
        facts('sign_in_failed', {
          actor: ravi,
          after: { reason: 'wrong_organisation', corporateName: 'acme' },
        }),
      ),
    ).toBe(
      'A sign-in as Ravi Kumar failed: it came through the sign-in page of another organisation (acme)',
    );
    expect(
      auditSentence(facts('sign_in_failed', { actor: ravi, after: { reason: 'passkey_refused' } })),
    ).toBe("A sign-in as Ravi Kumar failed: the passkey's answer was refused");
  });

  it('tells how a sign-in was proven: a code, a recovery code or a passkey', () => {
    const signedIn = (secondFactor: string) =>
      auditSentence(facts('sign_in', { actor: ravi, after: { method: 'passkey', secondFactor } }));
    expect(signedIn('totp')).toBe('Ravi Kumar signed in with a code from their app');
    expect(signedIn('recovery_code')).toBe('Ravi Kumar signed in with a recovery code');
    expect(signedIn('passkey')).toBe('Ravi Kumar signed in with a passkey');
  });

  it('tells a role change with only the new role, and access only given or only taken', () => {
    expect(
      auditSentence(facts('role_changed', { targetUser: ravi, after: { role: 'org_user' } })),
    ).toBe("Meera Nair changed Ravi Kumar's role to User");
    const given = {
      targetUser: ravi,
      before: access([]),
      after: access(['EPOI', 'SMART_TDS', 'EFORM16']),
    };
    expect(auditSentence(facts('access_changed', given))).toBe(
      'Meera Nair gave Ravi Kumar access to E-POI, Smart TDS and E-Form16',
    );
    const taken = { targetUser: ravi, before: access(['EPOI']), after: access([]) };
    expect(auditSentence(facts('access_changed', taken))).toBe(
      "Meera Nair took away Ravi Kumar's access to E-POI",
    );
    expect(auditSentence(facts('access_changed', { targetUser: ravi }))).toBe(
      "Meera Nair changed Ravi Kumar's access",
    );
  });

  it('tells a plan made unavailable, alone or with a new price', () => {
    const plan = { planName: 'Smart TDS Pro' };
    const was = { pricePaise: 100_000, isAvailable: true };
    expect(
      auditSentence(
        facts('plan_updated', { ...plan, before: was, after: { ...was, isAvailable: false } }),
      ),
    ).toBe('Meera Nair made Smart TDS Pro unavailable');
    expect(
      auditSentence(
        facts('plan_updated', {
          ...plan,
          before: { ...was, isAvailable: false },
          after: { pricePaise: 150_050, isAvailable: true },
        }),
      ),
    ).toBe(
      'Meera Nair changed the yearly price of Smart TDS Pro from ₹1,000.00 to ₹1,500.50 and made it available again',
    );
  });

  it('says when a profile edit touched the organisation', () => {
    const before = { user: { name: 'Meera' }, organisation: { pan: null } };
    expect(
      auditSentence(
        facts('profile_updated', {
          before,
          after: { ...before, organisation: { pan: 'AAPFU0939F' } },
        }),
      ),
    ).toBe("Meera Nair updated the organisation's details");
    expect(
      auditSentence(
        facts('profile_updated', {
          before,
          after: { user: { name: 'Meera Nair' }, organisation: { pan: 'AAPFU0939F' } },
        }),
      ),
    ).toBe("Meera Nair updated their profile and the organisation's details");
  });

  it('tells order events when the order or the amounts are missing', () => {
    expect(auditSentence(facts('order_placed'))).toBe('Meera Nair placed an order');
    expect(auditSentence(facts('order_paid', { actor: null, orderNumber: 'ORD-000007' }))).toBe(
      'Order ORD-000007 was paid',
    );
    expect(
      auditSentence(
        facts('order_paid', { actor: null, after: { method: 'emi', totalPaise: 100 } }),
      ),
    ).toBe('An order was paid (₹1.00, emi)');
    expect(
      auditSentence(facts('order_cancelled', { actor: null, orderNumber: 'ORD-000007' })),
    ).toBe('Order ORD-000007 was cancelled');
    expect(auditSentence(facts('payment_link_created'))).toBe('Meera Nair sent a payment link');
  });

  it('tells a GSTR-1 download as JSON, and without a month it cannot read', () => {
    expect(auditSentence(facts('gstr1_downloaded', { after: { month: '2026-04' } }))).toBe(
      'Meera Nair downloaded the GSTR-1 data for April 2026 as JSON',
    );
    expect(auditSentence(facts('gstr1_downloaded', { after: { month: 'soon' } }))).toBe(
      'Meera Nair downloaded the GSTR-1 data as JSON',
    );
  });
});

describe('sentenceSaysAll', () => {
  it('leaves the before and after of a profile edit to the details, and not a role change', () => {
    expect(sentenceSaysAll('profile_updated')).toBe(false);
    expect(sentenceSaysAll('role_changed')).toBe(true);
    expect(sentenceSaysAll('order_paid')).toBe(true);
  });
});
