import type { AuditAction, AuditEvent } from './audit.ts';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from './careers-admin.ts';
import { formatIndianDate } from './dates.ts';
import { LEAD_STATUS_LABELS, type LeadStatus } from './lead-status.ts';
import {
  deadlineRuleSchema,
  INCOME_TAX_ACT_NAMES,
  MATTER_KIND_LABELS,
  periodText,
  yearsCovered,
} from './matter-deadlines.ts';
import { MATTER_STATUS_LABELS, MATTER_STATUSES } from './matter-status.ts';
import { formatRupees } from './money.ts';
import { ACCESS_ITEMS, ACCESS_LABELS, ROLES, type Role } from './permissions.ts';
import { GSTR1_SECTION_LABELS, GSTR1_SECTIONS, MONTH, monthLabel } from './sales.ts';
import { PAYMENT_METHOD_LABELS } from './transactions.ts';
import { ROLE_LABELS } from './users.ts';

/*
 * Each audit event told as one sentence a customer understands: "Meera Nair changed Ravi Kumar's
 * role from User to Administrator". It lives in the shared package because two places tell it:
 * the activity screen and the server's CSV export, which must say exactly the same.
 */

/** What a sentence is built from: the event's names and its recorded before and after. */
export type AuditFacts = Pick<
  AuditEvent,
  'action' | 'actor' | 'targetUser' | 'orderNumber' | 'planName' | 'before' | 'after'
>;

/** The account that acted is gone (its row deleted), so the trail cannot name it. */
const FORMER_USER = 'A former user';
/** The user an event concerned is gone, and the event recorded no address for them. */
const REMOVED_USER = 'a removed user';

function field(record: unknown, key: string): unknown {
  return typeof record === 'object' && record !== null && !Array.isArray(record)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function rupeesOf(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) ? formatRupees(value) : undefined;
}

function roleOf(value: unknown): Role | undefined {
  return ROLES.find((role) => role === value);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "E-POI", "E-POI and Purchase", "E-POI, Smart TDS and Purchase". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "an administrator", "a user" (whose "u" sounds as "you", so takes "a"). */
function aRole(role: Role): string {
  const label = ROLE_LABELS[role].toLowerCase();
  return /^[aeio]/.test(label) ? `an ${label}` : `a ${label}`;
}

const nameOf = (person: { name: string; email: string }) => textOf(person.name) ?? person.email;

const actorOf = (event: AuditFacts) => (event.actor ? nameOf(event.actor) : FORMER_USER);

/** The user concerned; an invitation withdrawn deleted its user, but the event kept the address. */
function targetOf(event: AuditFacts): string {
  if (event.targetUser) return nameOf(event.targetUser);
  return (
    textOf(field(event.after, 'email')) ?? textOf(field(event.before, 'email')) ?? REMOVED_USER
  );
}

/** An invitation is to an address: the one it was sent to, even after the invitee chose a name. */
function inviteeOf(event: AuditFacts): string {
  return (
    textOf(field(event.after, 'email')) ??
    textOf(field(event.before, 'email')) ??
    event.targetUser?.email ??
    REMOVED_USER
  );
}

const possessive = (name: string) => `${name}'s`;

const orderOf = (event: AuditFacts) =>
  event.orderNumber ? `order ${event.orderNumber}` : 'an order';

function roleChange(event: AuditFacts): string {
  const from = roleOf(field(event.before, 'role'));
  const to = roleOf(field(event.after, 'role'));
  const whose = `${actorOf(event)} changed ${possessive(targetOf(event))} role`;
  if (from && to) return `${whose} from ${ROLE_LABELS[from]} to ${ROLE_LABELS[to]}`;
  return to ? `${whose} to ${ROLE_LABELS[to]}` : whose;
}

function accessChange(event: AuditFacts): string {
  const labels = (was: boolean, now: boolean) =>
    ACCESS_ITEMS.filter(
      (item) => field(event.before, item) === was && field(event.after, item) === now,
    ).map((item) => ACCESS_LABELS[item]);
  const given = labels(false, true);
  const taken = labels(true, false);
  const actor = actorOf(event);
  const target = targetOf(event);
  if (given.length > 0 && taken.length > 0) {
    return `${actor} gave ${target} access to ${listed(given)} and took away access to ${listed(taken)}`;
  }
  if (given.length > 0) return `${actor} gave ${target} access to ${listed(given)}`;
  if (taken.length > 0)
    return `${actor} took away ${possessive(target)} access to ${listed(taken)}`;
  return `${actor} changed ${possessive(target)} access`;
}

function planChange(event: AuditFacts): string {
  const plan = event.planName ?? 'a plan';
  const was = rupeesOf(field(event.before, 'pricePaise'));
  const now = rupeesOf(field(event.after, 'pricePaise'));
  const wasAvailable = field(event.before, 'isAvailable');
  const available = field(event.after, 'isAvailable');
  const changes: string[] = [];
  if (was && now && was !== now) {
    changes.push(`changed the yearly price of ${plan} from ${was} to ${now}`);
  }
  if (typeof available === 'boolean' && available !== wasAvailable) {
    const what = changes.length > 0 ? 'it' : plan;
    changes.push(available ? `made ${what} available again` : `made ${what} unavailable`);
  }
  if (changes.length === 0) changes.push(`saved ${plan} unchanged`);
  return `${actorOf(event)} ${changes.join(' and ')}`;
}

/** "Meera Nair added the plan Up to 50 TANs to Smart TDS at ₹79,999 a year". */
function planAdded(event: AuditFacts): string {
  const plan = textOf(field(event.after, 'name')) ?? event.planName ?? 'a plan';
  const product = textOf(field(event.after, 'productName'));
  const price = rupeesOf(field(event.after, 'pricePaise'));
  const to = product ? ` to ${product}` : '';
  const at = price ? ` at ${price} a year` : '';
  const unavailable = field(event.after, 'isAvailable') === false ? ', not yet for sale' : '';
  return `${actorOf(event)} added the plan ${plan}${to}${at}${unavailable}`;
}

/** "Meera Nair renamed the plan Single TAN to One TAN". */
function planRenamed(event: AuditFacts): string {
  const was = textOf(field(event.before, 'name'));
  const now = textOf(field(event.after, 'name'));
  if (was && now) return `${actorOf(event)} renamed the plan ${was} to ${now}`;
  return `${actorOf(event)} renamed ${event.planName ?? 'a plan'}`;
}

function profileChange(event: AuditFacts): string {
  const changed = (part: string) =>
    JSON.stringify(field(event.before, part)) !== JSON.stringify(field(event.after, part));
  const actor = actorOf(event);
  const organisation = changed('organisation');
  if (organisation && !changed('user')) return `${actor} updated the organisation's details`;
  return organisation
    ? `${actor} updated their profile and the organisation's details`
    : `${actor} updated their profile`;
}

function failedSignIn(event: AuditFacts): string {
  const reason = textOf(field(event.after, 'reason'));
  if (reason === 'unknown_email') {
    return 'Someone tried to sign in with an e-mail address that has no account';
  }
  const failed = `A sign-in as ${event.actor ? nameOf(event.actor) : FORMER_USER.toLowerCase()} failed`;
  if (reason === 'wrong_password') return `${failed}: wrong password`;
  if (reason === 'wrong_code') return `${failed}: wrong code for two-step sign-in`;
  if (reason === 'passkey_refused') return `${failed}: the passkey's answer was refused`;
  if (reason === 'wrong_organisation') {
    const page = textOf(field(event.after, 'corporateName'));
    return `${failed}: it came through the sign-in page of another organisation${page ? ` (${page})` : ''}`;
  }
  return failed;
}

function paymentLink(event: AuditFacts): string {
  const amount = rupeesOf(field(event.after, 'totalPaise'));
  const payer = textOf(field(event.after, 'payerEmail'));
  return [
    `${actorOf(event)} sent a payment link`,
    amount ? ` for ${amount}` : '',
    payer ? ` to ${payer}` : '',
    event.orderNumber ? ` (order ${event.orderNumber})` : '',
  ].join('');
}

function orderPlaced(event: AuditFacts): string {
  const amount = rupeesOf(field(event.after, 'totalPaise'));
  return `${actorOf(event)} placed ${orderOf(event)}${amount ? ` for ${amount}` : ''}`;
}

/** Settled by the gateway, not by a person: the order is the subject. */
function orderPaid(event: AuditFacts): string {
  const method = textOf(field(event.after, 'method'));
  const how = [
    rupeesOf(field(event.after, 'totalPaise')),
    method ? (PAYMENT_METHOD_LABELS[method] ?? method) : undefined,
  ].filter(Boolean);
  const paid = `${capitalise(orderOf(event))} was paid`;
  return how.length > 0 ? `${paid} (${how.join(', ')})` : paid;
}

/**
 * "₹500.00 of order ORD-000042 (the customer bought twice)", or "₹500.00 of line 2 of order …"
 * for a line's refund: a refund as its events record it.
 */
function refundOf(event: AuditFacts): string {
  const amount = rupeesOf(field(event.after, 'amountPaise'));
  const lineNo = field(event.after, 'lineNo');
  const reason = textOf(field(event.after, 'reason'));
  return [
    amount ? `${amount} of ` : 'part of ',
    typeof lineNo === 'number' ? `line ${lineNo} of ` : '',
    orderOf(event),
    reason ? ` (${reason})` : '',
  ].join('');
}

function refundFailed(event: AuditFacts): string {
  const why = textOf(field(event.after, 'failureReason'));
  return `The refund of ${refundOf(event)} failed${why ? `: ${why}` : ''}`;
}

function creditNoteIssued(event: AuditFacts): string {
  const number = textOf(field(event.after, 'number'));
  const amount = rupeesOf(field(event.after, 'totalPaise'));
  return [
    `Credit note ${number ?? ''}`.trimEnd(),
    ` was issued for ${orderOf(event)}`,
    amount ? ` (${amount})` : '',
  ].join('');
}

/** A token by the name its owner gave it, which the event kept. */
function tokenNameOf(event: AuditFacts): string {
  const name = textOf(field(event.after, 'name')) ?? textOf(field(event.before, 'name'));
  return name ? ` “${name}”` : '';
}

function accessTokenCreated(event: AuditFacts): string {
  const scope = field(event.after, 'scope');
  const what =
    scope === 'read' ? 'a read-only' : scope === 'read_write' ? 'a read-and-write' : 'an';
  const created = `${actorOf(event)} created ${what} API access token${tokenNameOf(event)}`;
  const expires = textOf(field(event.after, 'expiresAt'));
  return expires ? `${created}, valid until ${formatIndianDate(expires)}` : created;
}

/** "… downloaded the GSTR-1 data for November 2026 as JSON", or one section of it as CSV. */
function gstr1Downloaded(event: AuditFacts): string {
  const month = textOf(field(event.after, 'month'));
  const section = GSTR1_SECTIONS.find((name) => name === field(event.after, 'section'));
  const of = month && MONTH.test(month) ? ` for ${monthLabel(month)}` : '';
  const what = section ? `: ${GSTR1_SECTION_LABELS[section]}, as CSV` : ' as JSON';
  return `${actorOf(event)} downloaded the GSTR-1 data${of}${what}`;
}

/** "the opening Tax Associate (Pune)", by what the event kept of it. */
function openingOf(event: AuditFacts): string {
  const title = textOf(field(event.after, 'title')) ?? textOf(field(event.before, 'title'));
  if (!title) return 'an opening';
  const location = textOf(field(event.after, 'location'));
  return `the opening ${title}${location ? ` (${location})` : ''}`;
}

function openingEdited(event: AuditFacts): string {
  const was = textOf(field(event.before, 'title'));
  const now = textOf(field(event.after, 'title'));
  const edited = `${actorOf(event)} edited ${openingOf(event)}`;
  return was && now && was !== now ? `${edited}, which was called ${was}` : edited;
}

/** "Rohan Kulkarni's application for Tax Associate". */
function applicationOf(event: AuditFacts): string {
  const applicant = textOf(field(event.after, 'applicant'));
  const opening = textOf(field(event.after, 'opening'));
  const whose = applicant ? `${possessive(applicant)} application` : 'an application';
  return opening ? `${whose} for ${opening}` : whose;
}

function applicationStatusChanged(event: AuditFacts): string {
  const label = (value: unknown) => {
    const status = APPLICATION_STATUSES.find((known) => known === value);
    return status ? APPLICATION_STATUS_LABELS[status] : undefined;
  };
  const from = label(field(event.before, 'status'));
  const to = label(field(event.after, 'status'));
  const moved = `${actorOf(event)} moved ${applicationOf(event)}`;
  const steps = [from ? ` from ${from}` : '', to ? ` to ${to}` : ''].join('');
  const mailed = field(event.after, 'mailed') === true ? ', and the applicant was e-mailed' : '';
  return `${moved}${steps}${mailed}`;
}

function resumeOpened(event: AuditFacts): string {
  const applicant = textOf(field(event.after, 'applicant'));
  const opening = textOf(field(event.after, 'opening'));
  const how = field(event.after, 'disposition') === 'attachment' ? 'downloaded' : 'opened';
  const whose = applicant ? `${possessive(applicant)} résumé` : 'a résumé';
  return `${actorOf(event)} ${how} ${whose}${opening ? ` (${opening})` : ''}`;
}

/**
 * A message to the firm by who sent it, which the event kept: leads are not accounts, and the
 * sender's name alone may be anyone's. "the message from Meera Iyer (meera@example.in)".
 */
function leadOf(event: AuditFacts): string {
  const sender = field(event.after, 'sender') ?? field(event.before, 'sender');
  const name = textOf(field(sender, 'name'));
  const email = textOf(field(sender, 'email'));
  if (name && email) return `the message from ${name} (${email})`;
  return name || email ? `the message from ${name ?? email}` : 'a message from the website';
}

function leadStatusOf(value: unknown): string | undefined {
  const status = Object.keys(LEAD_STATUS_LABELS).find((key) => key === value);
  return status ? LEAD_STATUS_LABELS[status as LeadStatus].toLowerCase() : undefined;
}

function leadAssigned(event: AuditFacts): string {
  const assignee = field(event.after, 'assignee');
  const name = textOf(field(assignee, 'name')) ?? textOf(field(assignee, 'email'));
  const actor = actorOf(event);
  if (!name) return `${actor} took ${leadOf(event)} off everyone's list`;
  const who =
    event.actor && textOf(field(assignee, 'email')) === event.actor.email ? 'themselves' : name;
  return `${actor} assigned ${leadOf(event)} to ${who}`;
}

function leadStatusChanged(event: AuditFacts): string {
  const to = leadStatusOf(field(event.after, 'status'));
  const from = leadStatusOf(field(event.before, 'status'));
  const marked = `${actorOf(event)} marked ${leadOf(event)} as ${to ?? 'changed'}`;
  return from ? `${marked} (it was ${from})` : marked;
}

function leadReplied(event: AuditFacts): string {
  const subject = textOf(field(event.after, 'subject'));
  const replied = `${actorOf(event)} replied by e-mail to ${leadOf(event)}${subject ? `: “${subject}”` : ''}`;
  const to = leadStatusOf(field(event.after, 'status'));
  const from = leadStatusOf(field(event.before, 'status'));
  return to && to !== from ? `${replied}, and marked it as ${to}` : replied;
}

/** What the export was narrowed to, as the event kept the filters: "open messages matching “kulkarni”". */
function leadsExported(event: AuditFacts): string {
  const status = field(event.after, 'status');
  const search = textOf(field(event.after, 'search'));
  const which =
    status === 'open'
      ? 'the open leads'
      : leadStatusOf(status)
        ? `the leads marked ${leadStatusOf(status)}`
        : 'the leads';
  const assignee = field(event.after, 'assignee');
  const whose =
    assignee === 'none'
      ? ' nobody has taken'
      : textOf(field(assignee, 'name'))
        ? ` assigned to ${textOf(field(assignee, 'name'))}`
        : '';
  const matching = search ? ` matching “${search}”` : '';
  return `${actorOf(event)} downloaded ${which}${whose}${matching} as a spreadsheet`;
}

function applicationsExported(event: AuditFacts): string {
  const opening = textOf(field(event.after, 'opening'));
  const status = APPLICATION_STATUSES.find((known) => known === field(event.after, 'status'));
  const search = textOf(field(event.after, 'search'));
  const which = `the applications${opening ? ` for ${opening}` : ''}`;
  const marked = status ? ` marked ${APPLICATION_STATUS_LABELS[status]}` : '';
  const matching = search ? ` matching “${search}”` : '';
  return `${actorOf(event)} downloaded ${which}${marked}${matching} as a spreadsheet`;
}

const recordedRule = deadlineRuleSchema.pick({
  kind: true,
  act: true,
  section: true,
  firstYear: true,
  lastYear: true,
  period: true,
});

/** "Section 249(2), assessment years up to 2026-27: 30 days". */
function ruleTerms(rule: ReturnType<typeof recordedRule.parse>): string {
  return `${periodText(rule.period)}, section ${rule.section}, ${yearsCovered(rule)}`;
}

function deadlineRuleChanged(event: AuditFacts): string {
  const after = recordedRule.safeParse(event.after).data;
  if (!after) return `${actorOf(event)} changed a deadline rule of advisory matters`;
  const before = recordedRule.safeParse(event.before).data;
  const rule = `the deadline rule of “${MATTER_KIND_LABELS[after.kind]}” under the ${INCOME_TAX_ACT_NAMES[after.act]}`;
  const was = before ? ` (it was ${ruleTerms(before)})` : '';
  return `${actorOf(event)} set ${rule} to ${ruleTerms(after)}${was}`;
}

/** A matter by its number, as every matter event records it. */
const matterOf = (event: AuditFacts) =>
  textOf(field(event.after, 'number')) ?? 'an advisory matter';

function matterStatusOf(value: unknown): string | undefined {
  const status = MATTER_STATUSES.find((known) => known === value);
  return status && MATTER_STATUS_LABELS[status];
}

function matterOpened(event: AuditFacts): string {
  const kind = Object.entries(MATTER_KIND_LABELS).find(
    ([key]) => key === field(event.after, 'kind'),
  )?.[1];
  const organisation = textOf(field(event.after, 'organisation'));
  return `${actorOf(event)} opened ${matterOf(event)}${kind ? `, ${kind},` : ''}${organisation ? ` for ${organisation}` : ''}`;
}

function matterRequested(event: AuditFacts): string {
  const notice = textOf(field(event.after, 'notice'));
  return `${actorOf(event)} asked for help with a notice and opened ${matterOf(event)}${notice ? `, sending ${notice}` : ''}`;
}

function matterDocumentDownloaded(event: AuditFacts): string {
  const filename = textOf(field(event.after, 'filename'));
  const version = field(event.after, 'version');
  const which = filename
    ? `${filename}${typeof version === 'number' ? ` (version ${version})` : ''}`
    : 'a document';
  return `${actorOf(event)} downloaded ${which} of ${matterOf(event)}`;
}

const MATTER_PAPERS: Record<string, string> = {
  requested: 'the requested document',
  draft: 'the draft',
  order: 'the order',
};

function matterDocumentUploaded(event: AuditFacts): string {
  const filename = textOf(field(event.after, 'filename'));
  const title = textOf(field(event.after, 'title'));
  const version = field(event.after, 'version');
  const what = title
    ? `“${title}”`
    : (MATTER_PAPERS[String(field(event.after, 'what'))] ?? 'a document');
  const which = `${what}${filename ? ` as ${filename}` : ''}${typeof version === 'number' ? ` (version ${version})` : ''}`;
  return `${actorOf(event)} uploaded ${which} for ${matterOf(event)}`;
}

function matterDraftAnswered(event: AuditFacts): string {
  const version = field(event.after, 'version');
  const which = `version ${typeof version === 'number' ? version : '?'} of the draft of ${matterOf(event)}`;
  const comment = textOf(field(event.after, 'comment'));
  return field(event.after, 'decision') === 'approved'
    ? `${actorOf(event)} approved ${which}`
    : `${actorOf(event)} asked for changes to ${which}${comment ? `: “${comment}”` : ''}`;
}

function matterDocumentsRequested(event: AuditFacts): string {
  const titles = field(event.after, 'titles');
  const named = Array.isArray(titles) ? titles.flatMap((title) => textOf(title) ?? []) : [];
  return `${actorOf(event)} asked for ${named.length === 1 ? 'a document' : `${named.length} documents`} for ${matterOf(event)}${named.length > 0 ? `: ${listed(named.map((title) => `“${title}”`))}` : ''}`;
}

function matterItemOf(event: AuditFacts): string {
  const title = textOf(field(event.after, 'title'));
  return title ? `“${title}”` : 'a requested document';
}

function matterFiled(event: AuditFacts): string {
  const filedOn = textOf(field(event.after, 'filedOn'));
  const filename = textOf(field(event.after, 'filename'));
  return `${actorOf(event)} marked ${matterOf(event)} as filed${filedOn ? ` on ${formatIndianDate(filedOn)}` : ''}${filename ? `, with ${filename}` : ''}`;
}

function matterHearingSet(event: AuditFacts): string {
  const on = textOf(field(event.after, 'on'));
  const time = textOf(field(event.after, 'time'));
  const forum = textOf(field(event.after, 'forum'));
  return `${actorOf(event)} set a hearing of ${matterOf(event)}${on ? ` for ${formatIndianDate(on)}` : ''}${time ? ` at ${time}` : ''}${forum ? ` before ${forum}` : ''}`;
}

function matterMessageSent(event: AuditFacts): string {
  const attachment = textOf(field(event.after, 'attachment'));
  return `${actorOf(event)} wrote about ${matterOf(event)}${attachment ? `, attaching ${attachment}` : ''}`;
}

const yearsText = (value: unknown) =>
  typeof value === 'number' ? `${value} year${value === 1 ? '' : 's'}` : undefined;

function retentionPeriodChanged(event: AuditFacts): string {
  const to = yearsText(field(event.after, 'years'));
  const from = yearsText(field(event.before, 'years'));
  const set = `${actorOf(event)} set the retention period of closed matters’ documents to ${to ?? 'another period'}`;
  return from ? `${set} (it was ${from})` : set;
}

function matterDocumentsDeleted(event: AuditFacts): string {
  const count = field(event.after, 'count');
  const what =
    typeof count === 'number' ? `${count} document${count === 1 ? '' : 's'}` : 'the documents';
  const years = yearsText(field(event.after, 'years'));
  return `The retention period${years ? ` of ${years}` : ''} deleted ${what} of ${matterOf(event)}`;
}

function matterStatusChanged(event: AuditFacts): string {
  const to = matterStatusOf(field(event.after, 'status'));
  const from = matterStatusOf(field(event.before, 'status'));
  const note = textOf(field(event.after, 'note'));
  const moved = `${actorOf(event)} moved ${matterOf(event)} to ${to ?? 'another status'}`;
  return `${moved}${from ? ` (it was ${from})` : ''}${note ? `: “${note}”` : ''}`;
}

function matterAssigned(event: AuditFacts): string {
  const assignee = field(event.after, 'assignee');
  const name = textOf(field(assignee, 'name')) ?? textOf(field(assignee, 'email'));
  const actor = actorOf(event);
  if (!name) return `${actor} took ${matterOf(event)} off everyone's list`;
  const who =
    event.actor && textOf(field(assignee, 'email')) === event.actor.email ? 'themselves' : name;
  return `${actor} assigned ${matterOf(event)} to ${who}`;
}

function matterTargetSet(event: AuditFacts): string {
  const dateOf = (record: unknown) => {
    const day = textOf(field(record, 'targetOn'));
    return day ? formatIndianDate(day) : undefined;
  };
  const to = dateOf(event.after);
  const from = dateOf(event.before);
  const was = from ? ` (it was ${from})` : '';
  return to
    ? `${actorOf(event)} set the target date of ${matterOf(event)} to ${to}${was}`
    : `${actorOf(event)} cleared the target date of ${matterOf(event)}${was}`;
}

function engagementAccepted(event: AuditFacts): string {
  const ip = textOf(field(event.after, 'ip'));
  return `${actorOf(event)} accepted the engagement letter of ${matterOf(event)} with the code e-mailed to them${ip ? `, from ${ip}` : ''}`;
}

function advancePaid(event: AuditFacts): string {
  const total = rupeesOf(field(event.after, 'totalPaise'));
  const invoice = textOf(field(event.after, 'invoiceNumber'));
  return `The advance on ${matterOf(event)}${total ? ` (${total})` : ''} was paid${invoice ? `: invoice ${invoice}` : ''}`;
}

/** A back-office list downloaded: how many rows, and the search they matched. */
function listExported(one: string, many: string) {
  return (event: AuditFacts): string => {
    const rows = field(event.after, 'rows');
    const count =
      typeof rows === 'number'
        ? `${rows.toLocaleString('en-IN')} ${rows === 1 ? one : many}`
        : many;
    const search = textOf(field(event.after, 'search'));
    const matching = search ? ` matching “${search}”` : '';
    return `${actorOf(event)} downloaded ${count}${matching} as a spreadsheet`;
  };
}

interface Wording {
  say: (event: AuditFacts) => string;
  /** The sentence tells all that the event's before and after hold worth reading. */
  saysAll?: true;
}

const WORDINGS: Record<AuditAction, Wording> = {
  sign_in: {
    say: (event) => {
      const factor = field(event.after, 'secondFactor');
      if (factor === 'totp') return `${actorOf(event)} signed in with a code from their app`;
      if (factor === 'recovery_code') return `${actorOf(event)} signed in with a recovery code`;
      if (factor === 'passkey') return `${actorOf(event)} signed in with a passkey`;
      return `${actorOf(event)} signed in`;
    },
  },
  sign_in_failed: { say: failedSignIn, saysAll: true },
  sign_out: { say: (event) => `${actorOf(event)} signed out` },
  sign_up: { say: (event) => `${actorOf(event)} signed up` },
  email_verified: { say: (event) => `${actorOf(event)} confirmed their e-mail address` },
  password_changed: { say: (event) => `${actorOf(event)} changed their password` },
  two_factor_enabled: { say: (event) => `${actorOf(event)} turned on two-step sign-in` },
  two_factor_disabled: {
    say: (event) =>
      field(event.after, 'secondFactor') === 'recovery_code'
        ? `${actorOf(event)} turned off two-step sign-in with a recovery code`
        : `${actorOf(event)} turned off two-step sign-in`,
    saysAll: true,
  },
  recovery_codes_regenerated: {
    say: (event) => `${actorOf(event)} made new recovery codes for two-step sign-in`,
  },
  two_factor_policy_changed: {
    say: (event) =>
      `${actorOf(event)} required two-step sign-in of ${policyWho(field(event.after, 'policy'))} (it was ${policyWho(field(event.before, 'policy'))})`,
    saysAll: true,
  },
  passkey_added: {
    say: (event) => `${actorOf(event)} added the passkey${tokenNameOf(event)}`,
    saysAll: true,
  },
  passkey_renamed: {
    say: (event) => {
      const before = textOf(field(event.before, 'name'));
      const after = textOf(field(event.after, 'name'));
      return `${actorOf(event)} renamed the passkey “${before}” to “${after}”`;
    },
    saysAll: true,
  },
  passkey_removed: {
    say: (event) => `${actorOf(event)} removed the passkey${tokenNameOf(event)}`,
    saysAll: true,
  },
  password_reset_requested: {
    say: (event) => `${actorOf(event)} asked for a link to reset their password`,
  },
  password_reset: { say: (event) => `${actorOf(event)} set a new password with a reset link` },
  // The session's owner is recorded, whoever ended it (they, or an administrator deactivating them).
  session_revoked: {
    say: (event) =>
      `One of ${possessive(event.actor ? nameOf(event.actor) : FORMER_USER.toLowerCase())} sessions was ended`,
  },
  // Through single sign-on: the app is named by the name it has in the portal's client list.
  app_signed_in: {
    say: (event) => {
      const app = field(event.after, 'app');
      const name = typeof app === 'string' ? app : 'one of the firm’s apps';
      return `${actorOf(event)} signed in to ${name} through the portal`;
    },
    saysAll: true,
  },
  access_token_created: { say: accessTokenCreated, saysAll: true },
  access_token_revoked: {
    say: (event) => {
      const name = tokenNameOf(event);
      return `${actorOf(event)} revoked ${name ? 'the' : 'an'} API access token${name}`;
    },
    saysAll: true,
  },
  profile_updated: { say: profileChange },
  user_invited: {
    say: (event) => {
      const role = roleOf(field(event.after, 'role'));
      const invited = `${actorOf(event)} invited ${inviteeOf(event)}`;
      return role ? `${invited} as ${aRole(role)}` : invited;
    },
    saysAll: true,
  },
  invitation_resent: {
    say: (event) => `${actorOf(event)} sent the invitation to ${inviteeOf(event)} again`,
    saysAll: true,
  },
  invitation_revoked: {
    say: (event) => `${actorOf(event)} withdrew the invitation to ${inviteeOf(event)}`,
    saysAll: true,
  },
  invitation_accepted: { say: (event) => `${actorOf(event)} accepted their invitation` },
  role_changed: { say: roleChange, saysAll: true },
  user_deactivated: {
    say: (event) => `${actorOf(event)} deactivated ${targetOf(event)}`,
    saysAll: true,
  },
  user_reactivated: {
    say: (event) => `${actorOf(event)} reactivated ${targetOf(event)}`,
    saysAll: true,
  },
  password_reset_sent: {
    say: (event) => `${actorOf(event)} sent ${targetOf(event)} a link to reset their password`,
  },
  access_changed: { say: accessChange, saysAll: true },
  plan_updated: { say: planChange, saysAll: true },
  plan_added: { say: planAdded, saysAll: true },
  plan_renamed: { say: planRenamed, saysAll: true },
  payment_link_created: { say: paymentLink, saysAll: true },
  order_placed: { say: orderPlaced, saysAll: true },
  order_paid: { say: orderPaid, saysAll: true },
  order_cancelled: {
    say: (event) =>
      event.actor
        ? `${nameOf(event.actor)} cancelled ${orderOf(event)}`
        : `${capitalise(orderOf(event))} was cancelled`,
  },
  order_expired: { say: (event) => `${capitalise(orderOf(event))} expired unpaid` },
  gstr1_downloaded: { say: gstr1Downloaded, saysAll: true },
  opening_created: {
    say: (event) => `${actorOf(event)} posted ${openingOf(event)}`,
    saysAll: true,
  },
  opening_updated: { say: openingEdited, saysAll: true },
  opening_closed: {
    say: (event) => `${actorOf(event)} closed ${openingOf(event)}`,
    saysAll: true,
  },
  opening_reopened: {
    say: (event) => `${actorOf(event)} reopened ${openingOf(event)}`,
    saysAll: true,
  },
  application_status_changed: { say: applicationStatusChanged, saysAll: true },
  application_notes_updated: {
    say: (event) => `${actorOf(event)} updated the notes on ${applicationOf(event)}`,
    saysAll: true,
  },
  resume_opened: { say: resumeOpened, saysAll: true },
  refund_requested: {
    say: (event) => `${actorOf(event)} refunded ${refundOf(event)}`,
    saysAll: true,
  },
  refund_retried: {
    say: (event) => `${actorOf(event)} tried the refund of ${refundOf(event)} again`,
    saysAll: true,
  },
  refund_processed: {
    say: (event) => `The refund of ${refundOf(event)} reached the customer`,
    saysAll: true,
  },
  refund_failed: { say: refundFailed, saysAll: true },
  refund_withdrawn: {
    say: (event) => `${actorOf(event)} withdrew the failed refund of ${refundOf(event)}`,
    saysAll: true,
  },
  credit_note_issued: { say: creditNoteIssued, saysAll: true },
  invoice_resent: {
    say: (event) => {
      const invoice = textOf(field(event.after, 'invoiceNumber'));
      const to = textOf(field(event.after, 'to'));
      return `${actorOf(event)} sent the tax invoice${invoice ? ` ${invoice}` : ''} of ${orderOf(event)} again${to ? ` to ${to}` : ''}`;
    },
    saysAll: true,
  },
  payment_link_resent: {
    say: (event) => {
      const to = textOf(field(event.after, 'payerEmail'));
      return `${actorOf(event)} sent the payment link of ${orderOf(event)} again${to ? ` to ${to}` : ''}`;
    },
    saysAll: true,
  },
  payment_link_cancelled: {
    say: (event) => `${actorOf(event)} cancelled the payment link of ${orderOf(event)}`,
  },
  lead_assigned: { say: leadAssigned, saysAll: true },
  lead_status_changed: { say: leadStatusChanged, saysAll: true },
  lead_note_added: {
    say: (event) => `${actorOf(event)} added a note to ${leadOf(event)}`,
    saysAll: true,
  },
  lead_replied: { say: leadReplied, saysAll: true },
  leads_exported: { say: leadsExported, saysAll: true },
  applications_exported: { say: applicationsExported, saysAll: true },
  deadline_rule_changed: { say: deadlineRuleChanged, saysAll: true },
  orders_exported: { say: listExported('order', 'orders') },
  matter_opened: { say: matterOpened, saysAll: true },
  matter_status_changed: { say: matterStatusChanged, saysAll: true },
  matter_assigned: { say: matterAssigned, saysAll: true },
  matter_target_set: { say: matterTargetSet, saysAll: true },
  organisations_exported: { say: listExported('organisation', 'organisations') },
  matter_requested: { say: matterRequested },
  matter_document_downloaded: { say: matterDocumentDownloaded, saysAll: true },
  matter_calendar_link_created: {
    say: (event) =>
      `${actorOf(event)} made a calendar address for the deadlines of advisory matters`,
    saysAll: true,
  },
  matter_calendar_link_replaced: {
    say: (event) =>
      `${actorOf(event)} replaced their calendar address for the deadlines of advisory matters; the old one no longer works`,
    saysAll: true,
  },
  matter_document_uploaded: { say: matterDocumentUploaded, saysAll: true },
  matter_draft_answered: { say: matterDraftAnswered, saysAll: true },
  matter_documents_requested: { say: matterDocumentsRequested, saysAll: true },
  matter_document_accepted: {
    say: (event) => `${actorOf(event)} accepted ${matterItemOf(event)} for ${matterOf(event)}`,
    saysAll: true,
  },
  matter_document_asked_again: {
    say: (event) => {
      const reason = textOf(field(event.after, 'reason'));
      return `${actorOf(event)} asked again for ${matterItemOf(event)} for ${matterOf(event)}${reason ? `: “${reason}”` : ''}`;
    },
    saysAll: true,
  },
  matter_filed: { say: matterFiled, saysAll: true },
  matter_hearing_set: { say: matterHearingSet, saysAll: true },
  matter_engagement_accepted: { say: engagementAccepted },
  matter_advance_paid: { say: advancePaid, saysAll: true },
  matter_message_sent: { say: matterMessageSent, saysAll: true },
  matter_documents_zipped: {
    say: (event) => `${actorOf(event)} downloaded every document of ${matterOf(event)} as a ZIP`,
    saysAll: true,
  },
  matter_documents_viewed: {
    say: (event) => {
      const count = field(event.after, 'count');
      const which =
        typeof count === 'number'
          ? `the ${count === 1 ? 'document' : `${count} documents`}`
          : 'the documents';
      return `${actorOf(event)} opened the list of ${which} of ${matterOf(event)}`;
    },
    saysAll: true,
  },
  retention_period_changed: { say: retentionPeriodChanged, saysAll: true },
  matter_documents_deleted: { say: matterDocumentsDeleted, saysAll: true },
};

/** Whom an organisation's two-step sign-in policy covers, as a sentence says it. */
function policyWho(policy: unknown): string {
  if (policy === 'everyone') return 'everyone';
  if (policy === 'administrators') return 'the administrators';
  return 'nobody';
}

/** The event as one sentence, without a full stop: the entries of a list. */
export function auditSentence(event: AuditFacts): string {
  return WORDINGS[event.action].say(event);
}

/** True when the sentence already says what the event's before and after record. */
export function sentenceSaysAll(action: AuditAction): boolean {
  return WORDINGS[action].saysAll === true;
}
