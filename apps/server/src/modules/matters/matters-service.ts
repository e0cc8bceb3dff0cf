import { ERROR_CODES } from '@prakar/shared/api-error';
import { addDays, istDay, weekStartOf } from '@prakar/shared/ist-calendar';
import type { StaffMember } from '@prakar/shared/leads';
import { incomeYearOf, ruleCovers, YEAR_TERMS } from '@prakar/shared/matter-deadlines';
import {
  BY_PAPERS_MESSAGE,
  canMoveMatter,
  MATTER_STATUS_LABELS,
  type MatterStatus,
} from '@prakar/shared/matter-status';
import type {
  ChangeMatterStatus,
  CreateMatter,
  MatterDetail,
  MatterList,
  MatterSummary,
  MattersBulk,
  MattersQuery,
} from '@prakar/shared/matters';
import { statutoryDueDate } from '@prakar/shared/statutory-due-date';
import type { Timeline } from '@prakar/shared/timeline';
import type { Database, Transaction } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { AuditService } from '#src/modules/audit/audit-service.ts';
import { newestEntries } from '#src/modules/audit/audit-timeline.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import type { MatterDeadlinesService } from '#src/modules/matter-deadlines/matter-deadlines-service.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { assigneeOf, personOf, staffOf } from '#src/modules/users/staff-members.ts';
import { matterDeclinedMail } from './matter-declined-mail.ts';
import { nextHearingOf } from './matter-papers-repository.ts';
import { matterWatchersByOrganisation } from './matter-reminder-recipients.ts';
import {
  createMattersRepository,
  type DueDays,
  type LockedMatter,
  type MatterRow,
} from './matters-repository.ts';

export const MATTER_NOT_FOUND_MESSAGE = 'We could not find that matter.';
export const NO_ORGANISATION_MESSAGE = 'Choose one of the firm’s customer organisations.';
export const DECLINE_NOTE_MESSAGE = 'Tell the client why the request is declined.';
export const TARGET_AFTER_DUE_MESSAGE =
  'The target date must be on or before the statutory due date.';

/** `MAT-2026-0007`: the year of opening and the matter's place in it. */
export const matterNumber = (year: number, sequence: number) =>
  `MAT-${year}-${String(sequence).padStart(4, '0')}`;

const invalid = (field: string, message: string) =>
  new HttpError(400, ERROR_CODES.validation, message, { [field]: message });

const moveRefused = (number: string, from: MatterStatus, to: MatterStatus) =>
  `${number} is ${MATTER_STATUS_LABELS[from]}: it cannot move to ${MATTER_STATUS_LABELS[to]}.`;

/** A plain move to a status the matter's papers make (the draft, the filing…) is refused: 409. */
function refuseByPapers(status: MatterStatus, field = 'status') {
  const message = BY_PAPERS_MESSAGE[status];
  if (message) throw new HttpError(409, ERROR_CODES.moveNotAllowed, message, { [field]: message });
}

/** The days the due filters and the overdue flag are counted from, in India. */
export function dueDaysOf(now: Date): DueDays {
  const today = istDay(now);
  const weekStarts = weekStartOf(today);
  return { today, weekStarts, weekEnds: addDays(weekStarts, 6), in30Days: addDays(today, 30) };
}

export function toMatterSummary(row: MatterRow, today: string): MatterSummary {
  return {
    id: row.id,
    number: row.number,
    organisation: { id: row.organisationId, name: row.organisationName },
    kind: row.kind,
    subjectType: row.subjectType,
    subject: row.subject,
    act: row.act,
    year: row.year,
    status: row.status,
    assignee: staffOf(row.assigneeId, row.assigneeName, row.assigneeEmail),
    openedAt: row.openedAt.toISOString(),
    servedOn: row.servedOn,
    statutoryDueOn: row.statutoryDueOn,
    targetOn: row.targetOn,
    nextDueOn: row.nextDueOn,
    overdue: row.nextDueOn !== null && row.nextDueOn < today,
  };
}

/**
 * A client's request for help, opened as staff open a matter but recorded in the organisation's
 * own trail: `keep` stores what the client sent with the new matter, in its transaction, and
 * answers what the trail should say of it.
 */
export interface ClientRequest {
  keep(
    tx: Transaction,
    matter: { id: string; number: string; organisation: { id: string; name: string } },
  ): Promise<Record<string, unknown>>;
}

export interface MattersDeps {
  db: Database;
  now: () => Date;
  audit: AuditService;
  deadlines: MatterDeadlinesService;
  outbox: MailOutbox;
  publicUrl: string;
}

/**
 * Advisory matters as the firm's staff work them (docs/decisions/0085): each change one
 * transaction on the locked matter with its line in the back office's own trail, which names no
 * organisation (as the leads' do).
 */
export function createMattersService(deps: MattersDeps) {
  const { db, now } = deps;
  const repository = createMattersRepository(db);

  async function detail(id: string): Promise<MatterDetail> {
    const row = await repository.find(id);
    if (!row) throw notFound(MATTER_NOT_FOUND_MESSAGE);
    const history = await repository.history(id);
    return {
      ...toMatterSummary(row, dueDaysOf(now()).today),
      din: row.din,
      dateInNotice: row.dateInNotice,
      section: row.section,
      dueCounted: row.dueCounted,
      description: row.description,
      nextHearing: await nextHearingOf(db, id, dueDaysOf(now()).today),
      history: history.map((change) => ({
        status: change.status,
        at: change.at.toISOString(),
        by: staffOf(change.byId, change.byName, change.byEmail),
        note: change.note,
      })),
    };
  }

  /** Runs `change` on the locked matter, then answers the matter as it now is. */
  async function changeMatter(
    id: string,
    change: (tx: Transaction, matter: LockedMatter) => Promise<void>,
  ): Promise<MatterDetail> {
    await db.transaction(async (tx) => {
      const [matter] = await createMattersRepository(tx).lockAll([id]);
      if (!matter) throw notFound(MATTER_NOT_FOUND_MESSAGE);
      await change(tx, matter);
    });
    return detail(id);
  }

  /** Moves the locked matter on, dated in its history and in the trail; false if it was there already. */
  async function move(
    tx: Transaction,
    current: CurrentUser,
    matter: LockedMatter,
    { status, note }: ChangeMatterStatus,
    origin: RequestOrigin,
  ): Promise<boolean> {
    if (matter.status === status) return false;
    if (!canMoveMatter(matter.status, status)) {
      const message = moveRefused(matter.number, matter.status, status);
      throw new HttpError(409, ERROR_CODES.moveNotAllowed, message, { status: message });
    }
    const at = now();
    const repositoryTx = createMattersRepository(tx);
    await repositoryTx.update(matter.id, { status, statusChangedAt: at });
    await repositoryTx.insertStatusChange({
      matterId: matter.id,
      status,
      at,
      byUserId: current.account.id,
      note: note || null,
    });
    await recordAudit(tx, at, origin, {
      action: 'matter_status_changed',
      actorUserId: current.account.id,
      targetType: 'matter',
      targetId: matter.id,
      before: { status: matter.status },
      after: { number: matter.number, status, note: note || null },
    });
    if (status === 'declined') {
      const watchers = await matterWatchersByOrganisation(tx, [matter.organisationId]);
      for (const watcher of watchers.get(matter.organisationId) ?? []) {
        await deps.outbox.enqueue(tx, matterDeclinedMail(watcher, matter, deps.publicUrl));
      }
    }
    return true;
  }

  /** Gives the locked matter to `assignee` (or nobody), with its line in the trail; false if it had them already. */
  async function giveTo(
    tx: Transaction,
    current: CurrentUser,
    matter: LockedMatter,
    assignee: StaffMember | null,
    origin: RequestOrigin,
  ): Promise<boolean> {
    const assigneeId = assignee?.id ?? null;
    if (matter.assigneeUserId === assigneeId) return false;
    const repositoryTx = createMattersRepository(tx);
    const before =
      matter.assigneeUserId === null ? null : await personOf(tx, matter.assigneeUserId);
    await repositoryTx.update(matter.id, { assigneeUserId: assigneeId });
    await recordAudit(tx, now(), origin, {
      action: 'matter_assigned',
      actorUserId: current.account.id,
      targetType: 'matter',
      targetId: matter.id,
      before: { assignee: before ? { name: before.name, email: before.email } : null },
      after: {
        number: matter.number,
        assignee: assignee ? { name: assignee.name, email: assignee.email } : null,
      },
    });
    return true;
  }

  /** The deadline rule for the matter's kind and Act that covers its year; 400 on `year` if none does. */
  async function ruleFor({ kind, act, year }: Pick<CreateMatter, 'kind' | 'act' | 'year'>) {
    const rule = (await deps.deadlines.list()).find(
      (each) => each.kind === kind && each.act === act && ruleCovers(each, incomeYearOf(act, year)),
    );
    if (!rule) {
      throw invalid(
        'year',
        `No deadline rule of this kind under this Act covers ${YEAR_TERMS[act]} ${year}: check the Act and the year.`,
      );
    }
    return rule;
  }

  return {
    async page(query: MattersQuery): Promise<MatterList> {
      const days = dueDaysOf(now());
      const { rows, paging } = await repository.page(query, days);
      return { matters: rows.map((row) => toMatterSummary(row, days.today)), ...paging };
    },

    detail,
    changeMatter,
    move,

    /** What happened to the matter, newest first, from the trail. */
    async timeline(id: string, limit: number): Promise<Timeline> {
      if (!(await repository.find(id))) throw notFound(MATTER_NOT_FOUND_MESSAGE);
      // Reading its documents is in the audit trail, but no news on what happened to the matter.
      const trail = await deps.audit.timeline(
        { targetType: 'matter', targetId: id, leaving: ['matter_documents_viewed'] },
        limit + 1,
      );
      return newestEntries(limit, trail);
    },

    /**
     * Opens a matter, a request until staff accept it (and a client's own with `request`):
     * numbered in the IST year of opening, its statutory due date counted by the rule that covers
     * its kind, Act and year.
     */
    async create(
      current: CurrentUser,
      input: CreateMatter,
      origin: RequestOrigin,
      request?: ClientRequest,
    ): Promise<MatterDetail> {
      const organisation = await repository.customer(input.organisationId);
      if (!organisation) throw invalid('organisationId', NO_ORGANISATION_MESSAGE);
      const assignee = await assigneeOf(db, input.assigneeId, 'assigneeId');
      const rule = await ruleFor(input);
      const due = statutoryDueDate(rule.period, input.servedOn, input.dateInNotice);
      const id = await db.transaction(async (tx) => {
        const repositoryTx = createMattersRepository(tx);
        const at = now();
        const year = Number(istDay(at).slice(0, 4));
        const number = matterNumber(year, await repositoryTx.takeNumber(year));
        const matterId = await repositoryTx.insert({
          number,
          organisationId: organisation.id,
          kind: input.kind,
          subjectType: input.subjectType,
          subject: input.subject,
          act: input.act,
          year: input.year,
          din: input.din ?? null,
          servedOn: input.servedOn,
          dateInNotice: input.dateInNotice ?? null,
          statutoryDueOn: due?.dueOn ?? null,
          dueCounted: due?.counted ?? null,
          section: rule.section,
          assigneeUserId: assignee?.id ?? null,
          status: 'requested',
          statusChangedAt: at,
          openedAt: at,
          description: input.description,
          createdByUserId: current.account.id,
        });
        await repositoryTx.insertStatusChange({
          matterId,
          status: 'requested',
          at,
          byUserId: current.account.id,
        });
        const sent = request ? await request.keep(tx, { id: matterId, number, organisation }) : {};
        await recordAudit(tx, at, origin, {
          action: request ? 'matter_requested' : 'matter_opened',
          actorUserId: current.account.id,
          organisationId: request ? organisation.id : undefined,
          targetType: 'matter',
          targetId: matterId,
          after: {
            number,
            kind: input.kind,
            organisation: organisation.name,
            statutoryDueOn: due?.dueOn ?? null,
            assignee: assignee ? { name: assignee.name, email: assignee.email } : null,
            ...sent,
          },
        });
        return matterId;
      });
      return detail(id);
    },

    async setStatus(
      current: CurrentUser,
      id: string,
      change: ChangeMatterStatus,
      origin: RequestOrigin,
    ): Promise<MatterDetail> {
      if (change.status === 'declined' && !change.note) throw invalid('note', DECLINE_NOTE_MESSAGE);
      refuseByPapers(change.status);
      const moved = await changeMatter(id, async (tx, matter) => {
        await move(tx, current, matter, change, origin);
      });
      deps.outbox.notify();
      return moved;
    },

    /**
     * Moves the matter on by an action of its own rather than by hand (accepting a request by its
     * engagement letter): `first` runs on the locked matter in the same transaction.
     */
    async moveBy(
      current: CurrentUser,
      id: string,
      change: ChangeMatterStatus,
      origin: RequestOrigin,
      first: (tx: Transaction, matter: LockedMatter) => Promise<void>,
    ): Promise<MatterDetail> {
      return changeMatter(id, async (tx, matter) => {
        await first(tx, matter);
        await move(tx, current, matter, change, origin);
      });
    },

    async assign(
      current: CurrentUser,
      id: string,
      assigneeId: number | null,
      origin: RequestOrigin,
    ): Promise<MatterDetail> {
      const assignee = await assigneeOf(db, assigneeId, 'assigneeId');
      return changeMatter(id, async (tx, matter) => {
        await giveTo(tx, current, matter, assignee, origin);
      });
    },

    async setTarget(
      current: CurrentUser,
      id: string,
      targetOn: string | null,
      origin: RequestOrigin,
    ): Promise<MatterDetail> {
      return changeMatter(id, async (tx, matter) => {
        if (targetOn && matter.statutoryDueOn && targetOn > matter.statutoryDueOn) {
          throw invalid('targetOn', TARGET_AFTER_DUE_MESSAGE);
        }
        if (matter.targetOn === targetOn) return;
        await createMattersRepository(tx).update(id, { targetOn });
        await recordAudit(tx, now(), origin, {
          action: 'matter_target_set',
          actorUserId: current.account.id,
          targetType: 'matter',
          targetId: id,
          before: { targetOn: matter.targetOn },
          after: { number: matter.number, targetOn },
        });
      });
    },

    /**
     * One change to several matters in one transaction: every matter must exist and allow the
     * move, or nothing changes (404 or 409 naming each one). Each matter changed has its own
     * history and line in the trail, as if changed on its own.
     */
    async bulk(current: CurrentUser, { ids, action }: MattersBulk, origin: RequestOrigin) {
      if (action.kind === 'status' && action.status === 'declined') {
        throw invalid('action.status', 'Decline requests one at a time, each with its note.');
      }
      if (action.kind === 'status') refuseByPapers(action.status, 'action.status');
      const assignee =
        action.kind === 'assign'
          ? await assigneeOf(db, action.assigneeId, 'action.assigneeId')
          : null;
      return db.transaction(async (tx) => {
        const locked = await createMattersRepository(tx).lockAll(ids);
        const byId = new Map(locked.map((matter) => [matter.id, matter]));
        const missing = ids.flatMap((id, index) => (byId.has(id) ? [] : [index]));
        if (missing.length > 0) {
          throw new HttpError(
            404,
            ERROR_CODES.notFound,
            `${missing.length === 1 ? 'One of the chosen matters does not exist' : `${missing.length} of the chosen matters do not exist`}. Nothing was changed.`,
            Object.fromEntries(missing.map((index) => [`ids.${index}`, MATTER_NOT_FOUND_MESSAGE])),
          );
        }
        if (action.kind === 'status') {
          const refused = ids.flatMap((id, index) => {
            const matter = byId.get(id);
            return matter &&
              matter.status !== action.status &&
              !canMoveMatter(matter.status, action.status)
              ? [[`ids.${index}`, moveRefused(matter.number, matter.status, action.status)]]
              : [];
          });
          if (refused.length > 0) {
            throw new HttpError(
              409,
              ERROR_CODES.moveNotAllowed,
              `${refused.length === 1 ? 'One of the chosen matters cannot' : `${refused.length} of the chosen matters cannot`} move to ${MATTER_STATUS_LABELS[action.status]}. Nothing was changed.`,
              Object.fromEntries(refused),
            );
          }
        }
        const result = { changed: [] as string[], unchanged: [] as string[] };
        for (const id of ids) {
          const matter = byId.get(id);
          if (!matter) continue;
          const changed =
            action.kind === 'assign'
              ? await giveTo(tx, current, matter, assignee, origin)
              : await move(tx, current, matter, { status: action.status }, origin);
          result[changed ? 'changed' : 'unchanged'].push(id);
        }
        return result;
      });
    },
  };
}

export type MattersService = ReturnType<typeof createMattersService>;
