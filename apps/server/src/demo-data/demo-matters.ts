import {
  addDays,
  daysBetween,
  istDay,
  startOfIstDay,
  weekStartOf,
} from '@prakar/shared/ist-calendar';
import type { IncomeTaxAct, MatterKind } from '@prakar/shared/matter-deadlines';
import { MATTER_STATUSES, type MatterStatus } from '@prakar/shared/matter-status';
import type { MatterSubjectType } from '@prakar/shared/matters';
import { statutoryDueDate } from '@prakar/shared/statutory-due-date';
import type { Executor } from '#src/db/client.ts';
import { type auditEvents, organisations } from '#src/db/schema.ts';
import type { DeadlineRuleRow } from '#src/modules/matter-deadlines/matter-deadlines-repository.ts';
import { createMatterDeadlinesRepository } from '#src/modules/matter-deadlines/matter-deadlines-repository.ts';
import { toDeadlineRule } from '#src/modules/matter-deadlines/matter-deadlines-service.ts';
import { createMattersRepository } from '#src/modules/matters/matters-repository.ts';
import { matterNumber } from '#src/modules/matters/matters-service.ts';
import { insertDemoEngagement } from './demo-engagements.ts';
import { insertDemoThread } from './demo-matter-messages.ts';
import { insertDemoPapers } from './demo-matter-papers.ts';
import { demoGstin, demoPan, demoTan } from './identities.ts';
import { CITIES } from './indian-names.ts';
import { DIGITS, type Random } from './random.ts';
import { later, MINUTE_MS, momentBetween } from './timeline.ts';

const HOUR_MS = 60 * MINUTE_MS;

type AuditRow = typeof auditEvents.$inferInsert;

/** Customers of the firm's advisory side, beside the demo organisation, a few matters each. */
const CLIENTS = ['Godavari Agro Exports', 'Konkan Coastal Shipping', 'Malwa Cotton Ginners'];

/** "Due this week": the day the plan says, or this week's Sunday if that comes first. */
const THIS_WEEK = 'this_week';

interface PlannedMatter {
  status: MatterStatus;
  kind: MatterKind;
  act: IncomeTaxAct;
  /** Days from today (IST) to the statutory due date; null for a notice whose date is not in yet. */
  dueIn: number | typeof THIS_WEEK | null;
  /** Days before the statutory date the firm aims for. */
  targetBefore?: number;
  unassigned?: boolean;
}

/**
 * The demo's matters: every status, some overdue, some due this week, some far off, a few not
 * yet taken. Days-based kinds are served their period before the due date, notice-dated ones
 * three weeks before.
 */
const PLAN: readonly PlannedMatter[] = [
  { status: 'requested', kind: 'appeal_cit_a', act: '1961', dueIn: 24, unassigned: true },
  { status: 'requested', kind: 'scrutiny_143_2', act: '1961', dueIn: null, unassigned: true },
  { status: 'requested', kind: 'appeal_itat', act: '2025', dueIn: 50 },
  { status: 'accepted', kind: 'adjustment_143_1a', act: '1961', dueIn: -4 },
  { status: 'accepted', kind: 'inquiry_142_1', act: '1961', dueIn: THIS_WEEK },
  { status: 'accepted', kind: 'drp_objections', act: '1961', dueIn: 19, targetBefore: 5 },
  { status: 'documents_needed', kind: 'appeal_cit_a', act: '1961', dueIn: -9 },
  { status: 'documents_needed', kind: 'show_cause_148a', act: '1961', dueIn: THIS_WEEK },
  { status: 'documents_needed', kind: 'tds_default', act: '2025', dueIn: 33, targetBefore: 7 },
  { status: 'draft_for_approval', kind: 'drp_objections', act: '1961', dueIn: 8, targetBefore: 6 },
  { status: 'draft_for_approval', kind: 'reassessment_148', act: '1961', dueIn: 26 },
  { status: 'filed', kind: 'appeal_itat', act: '1961', dueIn: 6 },
  { status: 'filed', kind: 'transfer_pricing_study', act: '1961', dueIn: 45 },
  { status: 'hearing', kind: 'scrutiny_143_2', act: '1961', dueIn: THIS_WEEK },
  { status: 'hearing', kind: 'appeal_cit_a', act: '1961', dueIn: 12 },
  { status: 'order_received', kind: 'e_drs_application', act: '1961', dueIn: 20 },
  { status: 'order_received', kind: 'inquiry_142_1', act: '2025', dueIn: 40 },
  { status: 'closed', kind: 'appeal_cit_a', act: '1961', dueIn: -60 },
  { status: 'closed', kind: 'adjustment_143_1a', act: '1961', dueIn: -95 },
  { status: 'declined', kind: 'transfer_pricing_study', act: '1961', dueIn: -20 },
  { status: 'declined', kind: 'tds_default', act: '1961', dueIn: 15, unassigned: true },
];

/** How a matter gets to each status: the usual steps, or declined straight from the request. */
function pathTo(status: MatterStatus): MatterStatus[] {
  if (status === 'declined') return ['requested', 'declined'];
  const usual = MATTER_STATUSES.filter((step) => step !== 'declined');
  return usual.slice(0, usual.indexOf(status) + 1);
}

const NOTES: Partial<Record<MatterStatus, string>> = {
  accepted: 'We will send the engagement letter with the scope and the fee.',
  documents_needed: 'Please upload the ledger extracts and the notice’s annexures.',
  draft_for_approval: 'The draft reply is ready for your approval.',
  declined: 'This falls outside our practice; we suggest a GST specialist.',
};

const DESCRIPTIONS: Partial<Record<MatterKind, string>> = {
  appeal_cit_a: 'Appeal against the assessment order: additions on account of unexplained credits.',
  appeal_itat: 'Second appeal on the disallowance of interest under section 36(1)(iii).',
  scrutiny_143_2: 'Scrutiny selected under CASS: reconcile turnover with GSTR-3B and Form 26AS.',
  inquiry_142_1: 'Notice asking for the books of account and details of related-party loans.',
  tds_default: 'Short deduction and late-filing fees on the 26Q of Q2.',
  transfer_pricing_study: 'Benchmarking the management fee paid to the group company.',
};

interface Client {
  id: string;
  name: string;
  pan: string;
  tan: string;
  gstin: string;
}

/** The demo organisation and a few other customers, named after the run so each run's differ. */
async function clientsOf(
  db: Executor,
  random: Random,
  runIndex: number,
  organisation: { id: string; name: string; pan: string; gstin: string },
  createdAt: Date,
): Promise<Client[]> {
  const round = runIndex === 0 ? '' : ` ${runIndex + 1}`;
  const others = CLIENTS.map((base) => {
    const name = `${base}${round}`;
    const city = random.pick(CITIES);
    const pan = demoPan(random, 'C', name);
    return {
      name,
      legalName: `${name} Private Limited`,
      pan,
      gstin: demoGstin(city.stateCode, pan),
      tan: demoTan(random, city.tanPrefix, name),
      city: city.name,
      stateCode: city.stateCode,
      pinCode: city.pinCode,
      createdAt,
    };
  });
  const rows = await db
    .insert(organisations)
    .values(others)
    .returning({ id: organisations.id, name: organisations.name });
  const demoTanOf = demoTan(random, random.pick(CITIES).tanPrefix, organisation.name);
  return [
    { ...organisation, tan: demoTanOf },
    ...rows.map((row, index) => {
      const other = others[index];
      if (!other) throw new Error('A demo client went missing.');
      return { id: row.id, name: row.name, pan: other.pan, tan: other.tan, gstin: other.gstin };
    }),
  ];
}

/**
 * The served date (never after today) and the date in the notice that make the rule's due date
 * fall on `dueOn`: a period's length before it, or some days before the notice was read.
 */
function servedFor(rule: DeadlineRuleRow, dueOn: string, today: string, random: Random) {
  if (rule.periodUnit === 'days' && rule.periodCount !== null) {
    return { servedOn: addDays(dueOn, -rule.periodCount) };
  }
  if (rule.periodUnit === 'months' && rule.periodCount !== null) {
    return { servedOn: addDays(dueOn, -30 * rule.periodCount) };
  }
  const before = dueOn < today ? dueOn : today;
  return { servedOn: addDays(before, -random.int(5, 20)), dateInNotice: dueOn };
}

const subjectOf = (kind: MatterKind, client: Client): [MatterSubjectType, string] =>
  kind === 'tds_default' ? ['tan', client.tan] : ['pan', client.pan];

export interface DemoMatters {
  matters: number;
  audit: AuditRow[];
}

/**
 * Advisory matters across the demo organisation and three other customers, numbered through the
 * matters' counter in the order they were opened, each with its history of statuses and the
 * staff's trail (opened, assigned, moved on, target set). Nothing is dated after `now`.
 */
export async function insertDemoMatters(
  db: Executor,
  random: Random,
  options: {
    now: Date;
    runIndex: number;
    organisation: { id: string; name: string; pan: string; gstin: string };
    /** The firm's staff who take the matters (the demo staff). */
    staff: readonly { id: number; name: string; email: string }[];
  },
): Promise<DemoMatters> {
  const { now, staff } = options;
  const today = istDay(now);
  const sunday = addDays(weekStartOf(today), 6);
  const clients = await clientsOf(
    db,
    random,
    options.runIndex,
    options.organisation,
    later(now, -400 * 24 * HOUR_MS),
  );
  const rules = await createMatterDeadlinesRepository(db).all();
  const repository = createMattersRepository(db);
  const audit: AuditRow[] = [];
  // Leave the last minutes empty, so even the newest change is before `now`.
  const until = later(now, -10 * MINUTE_MS);

  const planned = PLAN.map((plan, index) => {
    const rule = rules.find((each) => each.kind === plan.kind && each.act === plan.act);
    if (!rule) throw new Error(`No deadline rule for ${plan.kind} under ${plan.act}`);
    const dueOn =
      plan.dueIn === THIS_WEEK
        ? addDays(today, Math.min(2, daysBetween(today, sunday)))
        : addDays(today, plan.dueIn ?? random.int(20, 40));
    const { servedOn, dateInNotice } = servedFor(rule, dueOn, today, random);
    // Opened a day or three after service, in office hours; today at the latest.
    const openedOn = addDays(servedOn, Math.min(random.int(1, 3), daysBetween(servedOn, today)));
    const openedDay = startOfIstDay(openedOn);
    const openedAt = momentBetween(
      random,
      later(openedDay, 10 * HOUR_MS),
      later(openedDay, 17 * HOUR_MS),
    );
    return {
      plan,
      rule,
      servedOn,
      dateInNotice: plan.dueIn === null ? undefined : dateInNotice,
      openedAt: openedAt < until ? openedAt : later(until, -HOUR_MS),
      client: clients[index % clients.length] as Client,
      assignee: plan.unassigned ? undefined : staff[index % Math.max(1, staff.length)],
    };
  });
  planned.sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime());

  for (const { plan, rule, servedOn, dateInNotice, openedAt, client, assignee } of planned) {
    const due = statutoryDueDate(toDeadlineRule(rule).period, servedOn, dateInNotice);
    const year = Number(istDay(openedAt).slice(0, 4));
    const number = matterNumber(year, await repository.takeNumber(year));
    const [subjectType, subject] = subjectOf(plan.kind, client);
    const taxYear = plan.act === '1961' ? random.pick(['2024-25', '2025-26']) : '2026-27';
    const opener = random.pick(staff);
    const path = pathTo(plan.status);
    // The changes fall between the opening and now, in order.
    let at = openedAt;
    const times = path.map((_, index) => {
      if (index === 0) return openedAt;
      at = momentBetween(
        random,
        at,
        later(at, Math.max(MINUTE_MS, (until.getTime() - at.getTime()) / 3)),
      );
      return at;
    });
    const lastAt = times.at(-1) ?? openedAt;
    const targetOn =
      plan.targetBefore && due && addDays(due.dueOn, -plan.targetBefore) > servedOn
        ? addDays(due.dueOn, -plan.targetBefore)
        : null;
    const id = await repository.insert({
      number,
      organisationId: client.id,
      kind: plan.kind,
      subjectType,
      subject,
      act: plan.act,
      year: taxYear,
      din: `ITBA/AST/S/${random.text(3, DIGITS)}/${plan.act === '1961' ? '2025-26' : '2026-27'}/${random.text(10, DIGITS)}`,
      servedOn,
      dateInNotice: dateInNotice ?? null,
      statutoryDueOn: due?.dueOn ?? null,
      dueCounted: due?.counted ?? null,
      section: rule.section,
      targetOn,
      assigneeUserId: assignee?.id ?? null,
      status: plan.status,
      statusChangedAt: lastAt,
      openedAt,
      description: DESCRIPTIONS[plan.kind] ?? '',
      createdByUserId: opener?.id ?? null,
    });
    const event = (action: AuditRow['action'], when: Date, after: object, before?: object) =>
      audit.push({
        at: when,
        action,
        actorUserId: (assignee ?? opener)?.id ?? null,
        organisationId: null,
        targetType: 'matter',
        targetId: id,
        before: before ?? null,
        after: { number, ...after },
      });
    audit.push({
      at: openedAt,
      action: 'matter_opened',
      actorUserId: opener?.id ?? null,
      organisationId: null,
      targetType: 'matter',
      targetId: id,
      before: null,
      after: {
        number,
        kind: plan.kind,
        organisation: client.name,
        statutoryDueOn: due?.dueOn ?? null,
      },
    });
    if (assignee) {
      event(
        'matter_assigned',
        later(openedAt, MINUTE_MS),
        {
          assignee: { name: assignee.name, email: assignee.email },
        },
        { assignee: null },
      );
    }
    for (const [index, status] of path.entries()) {
      const when = times[index] ?? openedAt;
      const note = index === 0 ? null : (NOTES[status] ?? null);
      await repository.insertStatusChange({
        matterId: id,
        status,
        at: when,
        byUserId: (index === 0 ? opener : (assignee ?? opener))?.id ?? null,
        note,
      });
      if (index > 0)
        event('matter_status_changed', when, { status, note }, { status: path[index - 1] });
    }
    const acceptedAt = times[path.indexOf('accepted')];
    if (acceptedAt) {
      await insertDemoEngagement(db, random, {
        id,
        number,
        kind: plan.kind,
        subjectType,
        subject,
        act: plan.act,
        year: taxYear,
        organisation: client,
        staffId: (assignee ?? opener)?.id ?? null,
        acceptedAt,
        // The demo organisation's orders are the ones its options ask for, so its letters wait.
        movedOnAt:
          client.id === options.organisation.id ? undefined : times[path.indexOf('accepted') + 1],
      });
      await insertDemoThread(db, {
        id,
        organisationId: client.id,
        staffId: (assignee ?? opener)?.id ?? null,
        acceptedAt,
      });
    }
    await insertDemoPapers(db, random, {
      id,
      number,
      organisationId: client.id,
      staffId: (assignee ?? opener)?.id ?? null,
      reached: new Map(path.map((status, index) => [status, times[index] ?? openedAt])),
      now,
    });
    if (targetOn)
      event('matter_target_set', later(openedAt, 2 * MINUTE_MS), { targetOn }, { targetOn: null });
  }
  return { matters: planned.length, audit };
}
