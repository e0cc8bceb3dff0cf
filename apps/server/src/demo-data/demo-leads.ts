import { randomUUID } from 'node:crypto';
import { type LeadStatus, replySubject } from '@prakar/shared/leads';
import { site } from '@prakar/shared/site';
import { slugify } from '@prakar/shared/slugify';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#src/db/client.ts';
import {
  type auditEvents,
  contactMessages,
  leadNotes,
  leadReplies,
  outboundMail,
  users,
} from '#src/db/schema.ts';
import { firmOrganisation } from '#src/modules/accounts/platform-admin.ts';
import { leadReplyMail } from '#src/modules/leads/leads-mails.ts';
import { insertRows } from './bulk-insert.ts';
import type { DemoUser } from './demo-users.ts';
import { demoIp, demoUserAgent } from './identities.ts';
import { CITIES, FIRST_NAMES, SURNAMES } from './indian-names.ts';
import type { Random } from './random.ts';
import { DAY_MS, earliest, later, MINUTE_MS, momentBetween } from './timeline.ts';

type AuditRow = typeof auditEvents.$inferInsert;

/**
 * The firm's staff who work through the demo leads, beside any platform administrator already
 * there; they sign in to the back office with the demo password.
 */
export const DEMO_STAFF = [
  { name: 'Rohan Mehta', email: 'rohan.mehta@staff.prakartax.example' },
  { name: 'Sneha Kulkarni', email: 'sneha.kulkarni@staff.prakartax.example' },
  { name: 'Imran Shaikh', email: 'imran.shaikh@staff.prakartax.example' },
] as const;

/** Companies that write to the firm without being customers (yet). */
const PROSPECTS = [
  'Tapti Auto Components',
  'Sabarmati Dyes',
  'Chambal Fertilisers Trading',
  'Mahanadi Power Equipment',
  'Periyar Rubber Products',
  'Krishna Valley Foods',
  'Hooghly Jute Mills',
  'Satpura Minerals',
  'Cauvery Hospitals',
  'Western Ghats Resorts',
  'Indus Fintech Labs',
  'Yamuna Retail',
] as const;

interface Enquiry {
  subject: string;
  comments: (who: { company: string; city: string; count: number }) => string;
}

/** What people write about: the firm's three products and its advisory services. */
const ENQUIRIES: readonly Enquiry[] = [
  {
    subject: 'Smart TDS for {count} TANs',
    comments: ({ company, count }) =>
      `We are ${company} and file 24Q and 26Q for ${count} TANs across our branches. Our accounts team spends days on corrections every quarter. Could someone show us how Smart TDS handles bulk challans and Form 16A?`,
  },
  {
    subject: 'E-POI for {count} employees',
    comments: ({ company, count }) =>
      `Hello,\n\nWe have about ${count} employees and collect investment proofs over e-mail today. HR wants employees to upload rent receipts and 80C proofs themselves. What would E-POI cost for us, and how long does setting it up take?\n\nRegards,\nHR, ${company}`,
  },
  {
    subject: 'Form 16 for this year',
    comments: ({ company, city, count }) =>
      `We need Form 16 Part B for ${count} employees of ${company} before 15 June. Can E-Form16 sign them digitally in bulk and e-mail each employee their own? We are in ${city}.`,
  },
  {
    subject: 'Notice under section 143(2)',
    comments: ({ company }) =>
      `${company} has received a scrutiny notice for AY 2024-25. We would like your team to represent us. Could we meet this week? The reply is due in 15 days.`,
  },
  {
    subject: 'Transfer pricing study',
    comments: ({ company }) =>
      `We are a subsidiary of a Singapore company and need a transfer pricing study and Form 3CEB this year. Do you take on first-time clients in September? — Finance, ${company}`,
  },
  {
    subject: 'Renewal of our subscription',
    comments: ({ count }) =>
      `Our plan ends next month. We have grown to ${count} employees: which plan should we move to, and will the price we paid last year carry over?`,
  },
  {
    subject: '',
    comments: ({ city }) =>
      `Please call me back about ITR filing for our directors. I am in ${city} and available after 4 pm.`,
  },
  {
    subject: 'GST appeal before the tribunal',
    comments: ({ company }) =>
      `The first appellate authority confirmed a demand against ${company}. We want to appeal before the tribunal and need someone experienced with GSTAT. What would you need from us?`,
  },
  {
    subject: 'Demo for our CA firm',
    comments: ({ count }) =>
      `We are a CA firm handling TDS returns for ${count} clients. Is there a partner plan where we manage all clients from one login? A demo next week would help.`,
  },
  {
    subject: 'Invoice with our GSTIN',
    comments: ({ company }) =>
      `Our last invoice does not show the GSTIN of ${company}. Can you issue it again with the GSTIN so we can take the input credit?`,
  },
];

/** What a bot leaves in a contact form. */
const SPAM: readonly { name: string; subject: string; comments: string }[] = [
  {
    name: 'SEO Expert',
    subject: 'Get your website on page 1 of Google',
    comments:
      'Dear Sir/Madam, I found your website and it is not ranking well. We offer guaranteed first page results for a very low price. Reply for our packages.',
  },
  {
    name: 'Crypto Desk',
    subject: 'Earn 40% monthly returns',
    comments:
      'Exclusive opportunity: invest today and earn 40% every month, risk free. Limited seats. WhatsApp us now.',
  },
  {
    name: 'App Developer',
    subject: 'Mobile app development at lowest cost',
    comments:
      'We build Android and iOS apps starting at just $999. Our team has 200+ developers. Can we schedule a call?',
  },
];

const NOTES = [
  'Called them: they want a demo with their finance head on Thursday.',
  'Sent the price list for the {plan}; waiting for their approval.',
  'Existing customer. Checked their subscription: it ends next month.',
  'Asked for last year’s returns and the notice before we quote.',
  'Spoke to the partner in charge; he will take this one himself.',
  'They are comparing us with two other vendors. Follow up on Monday.',
];

const REPLIES = [
  'Dear {name},\n\nThank you for writing to us. I would be glad to show you how this works for {company}. Would Thursday at 11 am suit you for a 30-minute call?',
  'Dear {name},\n\nThank you for your message. Could you send us the number of employees and TANs, so that we can suggest the right plan?',
  'Dear {name},\n\nAs discussed on the phone, our team will take this up. You will hear from us with the next steps by tomorrow evening.',
  'Dear {name},\n\nThank you for your patience. The revised invoice is now in your portal under Transaction History, with your GSTIN.',
];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);

export interface DemoLeads {
  leads: number;
  notes: number;
  replies: number;
  audit: AuditRow[];
}

/**
 * The firm's staff for the demo leads: the platform administrators already there, and a few demo
 * colleagues, real staff accounts with the demo password (one made by an earlier run without a
 * password is given it).
 */
export async function demoStaff(
  db: Executor,
  now: Date,
  passwordHash: string,
): Promise<{ id: number; name: string; email: string }[]> {
  const organisationId = (await firmOrganisation(db, now)).id;
  await db
    .insert(users)
    .values(
      DEMO_STAFF.map((person) => ({
        email: person.email,
        name: person.name,
        passwordHash,
        role: 'platform_admin' as const,
        status: 'active' as const,
        emailVerifiedAt: now,
        organisationId,
        createdAt: later(now, -400 * DAY_MS),
      })),
    )
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash },
      where: isNull(users.passwordHash),
    });
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'platform_admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id));
}

/** A status for a message received `ageDays` ago: old ones are mostly dealt with. */
function statusFor(random: Random, ageDays: number): LeadStatus {
  if (ageDays < 2)
    return random.weighted([
      ['new', 7],
      ['in_progress', 2],
      ['answered', 1],
    ]);
  if (ageDays < 14)
    return random.weighted([
      ['new', 3],
      ['in_progress', 4],
      ['answered', 5],
    ]);
  return random.weighted([
    ['new', 1],
    ['in_progress', 2],
    ['answered', 9],
  ]);
}

/**
 * A few hundred contact messages over the last six months, as the staff left them: new ones,
 * some taken and in progress, most older ones answered with a reply or two (each a sent mail in
 * the outbox), some notes, the spam marked, and some from the addresses of the demo
 * organisation's users, which the inbox links to it. Nothing is dated after `now`.
 */
export async function insertDemoLeads(
  db: Executor,
  random: Random,
  options: {
    count: number;
    now: Date;
    /** The demo organisation's users, some of whom write in, and its name. */
    customers: readonly DemoUser[];
    organisationName: string;
    /** The demo password's hash, for the demo staff. */
    passwordHash: string;
  },
): Promise<DemoLeads> {
  const { now, count } = options;
  if (count === 0) return { leads: 0, notes: 0, replies: 0, audit: [] };
  const staff = await demoStaff(db, now, options.passwordHash);
  const customers = options.customers.filter((user) => user.status === 'active');
  const messages: (typeof contactMessages.$inferInsert)[] = [];
  const notes: (typeof leadNotes.$inferInsert)[] = [];
  const replies: (typeof leadReplies.$inferInsert)[] = [];
  const mails: (typeof outboundMail.$inferInsert)[] = [];
  const audit: AuditRow[] = [];
  const since = later(now, -180 * DAY_MS);
  // Leave the last few minutes empty, so even the newest reply is before `now`.
  const until = later(now, -10 * MINUTE_MS);

  for (let index = 0; index < count; index += 1) {
    const id = randomUUID();
    const receivedAt = momentBetween(random, since, until);
    const ageDays = (now.getTime() - receivedAt.getTime()) / DAY_MS;
    const city = random.pick(CITIES).name;
    const spam = random.chance(0.08) ? random.pick(SPAM) : undefined;
    const customer = !spam && customers.length > 0 && random.chance(0.15);
    const person = customer ? random.pick(customers) : undefined;
    const company = person ? options.organisationName : random.pick(PROSPECTS);
    const first = random.pick(FIRST_NAMES);
    const surname = random.pick(SURNAMES);
    const name = spam?.name ?? person?.name ?? `${first} ${surname}`;
    const email = spam
      ? `${random.text(8, 'abcdefghijklmnopqrstuvwxyz')}@bulk-mailer.example`
      : (person?.email ??
        `${slugify(first)}.${slugify(surname)}@${slugify(company)}.example`.toLowerCase());
    const enquiry = random.pick(ENQUIRIES);
    const headcount = String(random.pick([12, 40, 85, 150, 320, 600, 1200, 4000]));
    const subject = spam?.subject ?? fill(enquiry.subject, { count: headcount });
    const comments =
      spam?.comments ?? enquiry.comments({ company, city, count: Number(headcount) });
    const status: LeadStatus = spam ? 'spam' : statusFor(random, ageDays);
    const taken = status !== 'new' || random.chance(0.3);
    const assignee = taken && staff.length > 0 && !spam ? random.pick(staff) : undefined;

    messages.push({
      id,
      name,
      email,
      subject,
      comments,
      ip: demoIp(random),
      userAgent: demoUserAgent(random),
      createdAt: receivedAt,
      status,
      assigneeUserId: assignee?.id ?? null,
    });

    // The staff's work falls between the message's arrival and now, in order.
    let at = receivedAt;
    const step = () => {
      at = momentBetween(
        random,
        at,
        later(at, Math.max(MINUTE_MS, (until.getTime() - at.getTime()) / 4)),
      );
      return at;
    };
    const sender = { name, email };
    const staffAction = (
      action: AuditRow['action'],
      actor: number,
      when: Date,
      after: object,
      before?: object,
    ) =>
      audit.push({
        at: when,
        action,
        actorUserId: actor,
        organisationId: null,
        targetType: 'lead',
        targetId: id,
        ip: demoIp(random),
        userAgent: demoUserAgent(random),
        before: before ?? null,
        after: { sender, ...after },
      });
    if (assignee) {
      staffAction(
        'lead_assigned',
        assignee.id,
        step(),
        {
          assignee: { name: assignee.name },
        },
        { assignee: null },
      );
    }
    if (spam) {
      const actor = random.pick(staff);
      if (actor)
        staffAction('lead_status_changed', actor.id, step(), { status: 'spam' }, { status: 'new' });
      continue;
    }
    const author = assignee ?? random.pick(staff);
    if (!author) continue;
    const noteCount =
      status === 'new'
        ? 0
        : random.weighted([
            [0, 4],
            [1, 4],
            [2, 2],
            [3, 1],
          ]);
    for (let n = 0; n < noteCount; n += 1) {
      const when = step();
      notes.push({
        messageId: id,
        authorUserId: author.id,
        text: fill(random.pick(NOTES), { plan: random.pick(['E-POI', 'Smart TDS', 'E-Form16']) }),
        createdAt: when,
      });
      staffAction('lead_note_added', author.id, when, {});
    }
    const replyCount =
      status === 'answered'
        ? random.weighted([
            [1, 6],
            [2, 2],
          ])
        : status === 'in_progress'
          ? random.weighted([
              [0, 2],
              [1, 1],
            ])
          : 0;
    for (let r = 0; r < replyCount; r += 1) {
      const when = step();
      const replySubjectText = replySubject(subject, site.name);
      const body = fill(random.pick(REPLIES), { name: name.split(' ')[0] ?? name, company });
      const mail = leadReplyMail({
        to: { email },
        subject: replySubjectText,
        body,
        context: {
          staffName: author.name,
          firm: { name: site.name, phone: site.salesPhone },
          original: { name, receivedAt: receivedAt.toISOString(), comments },
        },
      });
      const mailId = randomUUID();
      const sentAt = later(when, random.int(5, 90) * 1000);
      mails.push({
        id: mailId,
        to: mail.to,
        from: `${site.name} <no-reply@prakartax.in>`,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        status: 'sent',
        attempts: 1,
        nextAttemptAt: when,
        transport: 'mailbox',
        createdAt: when,
        sentAt: earliest(sentAt, now),
      });
      replies.push({
        messageId: id,
        authorUserId: author.id,
        to: email,
        subject: replySubjectText,
        body,
        mailId,
        createdAt: when,
      });
      const last = r === replyCount - 1;
      staffAction(
        'lead_replied',
        author.id,
        when,
        { to: email, subject: replySubjectText, status: last ? status : 'in_progress' },
        { status: r === 0 ? 'new' : 'in_progress' },
      );
    }
  }

  await insertRows(db, contactMessages, messages);
  await insertRows(db, outboundMail, mails);
  await insertRows(db, leadNotes, notes);
  await insertRows(db, leadReplies, replies);
  return { leads: messages.length, notes: notes.length, replies: replies.length, audit };
}
