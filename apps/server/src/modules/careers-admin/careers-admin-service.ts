import { ERROR_CODES } from '@prakar/shared/api-error';
import {
  APPLICATION_NOT_FOUND_MESSAGE,
  APPLICATIONS_EXPORT_ROW_LIMIT,
  type ApplicationDetail,
  type ApplicationList,
  type ApplicationListQuery,
  type ApplicationStatus,
  type ApplicationSummary,
  type ApplicationsExportQuery,
  type ApplicationsStatusBulk,
  type ApplicationsStatusBulkResult,
  isMailedStatus,
  OPENING_NOT_FOUND_MESSAGE,
  type OpeningFields,
  type StaffOpening,
  type StaffOpeningList,
} from '@prakar/shared/careers-admin';
import { istDay } from '@prakar/shared/ist-calendar';
import { openingClosesOn } from '@prakar/shared/opening-window';
import { slugify } from '@prakar/shared/slugify';
import type { Database, Executor, Transaction } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { type AuditEntry, type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { applicationsExportFilename } from './applications-export.ts';
import {
  createCareersAdminRepository,
  type OpeningRow,
  toStaffOpening,
} from './careers-admin-repository.ts';
import { statusMail } from './status-mails.ts';

/** Who acted, and from where: every change is audited with both. */
export interface StaffAction {
  current: CurrentUser;
  origin: RequestOrigin;
}

/** `tax-associate`, or `tax-associate-2` when that is taken: the slug stays once given. */
function freeSlug(title: string, taken: string[]): string {
  const stem = slugify(title) || 'opening';
  if (!taken.includes(stem)) return stem;
  for (let n = 2; ; n++) {
    if (!taken.includes(`${stem}-${n}`)) return `${stem}-${n}`;
  }
}

const openingFacts = (row: OpeningRow) => ({ title: row.title, location: row.location });

type Repository = ReturnType<typeof createCareersAdminRepository>;
type SummaryRow = Awaited<ReturnType<Repository['listApplications']>>['rows'][number];
type DetailRow = NonNullable<Awaited<ReturnType<Repository['findApplication']>>>;
type LockedApplication = Awaited<ReturnType<Repository['lockApplications']>>[number];

/** What a bulk change says of the applications it could not find. */
const missingApplications = (count: number) =>
  count === 1
    ? 'One of the chosen applications no longer exists.'
    : `${count} of the chosen applications no longer exist.`;

function toSummary(row: Omit<SummaryRow, 'key' | 'total'>): ApplicationSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    status: row.status,
    receivedAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    resume: {
      filename: row.resumeFilename,
      contentType: row.resumeContentType,
      size: row.resumeSize,
    },
  };
}

function toDetail(row: DetailRow): ApplicationDetail {
  return {
    ...toSummary(row),
    coverNote: row.coverNote,
    notes: row.notes,
    notesUpdatedAt: row.notesUpdatedAt?.toISOString() ?? null,
    opening: { id: row.openingId, title: row.openingTitle },
  };
}

export function createCareersAdminService(deps: {
  db: Database;
  outbox: MailOutbox;
  now: () => Date;
}) {
  const repository = createCareersAdminRepository(deps.db);
  const today = () => istDay(deps.now());

  const audit = (tx: Executor, by: StaffAction, entry: AuditEntry) =>
    recordAudit(tx, deps.now(), by.origin, { actorUserId: by.current.account.id, ...entry });

  /** Changes an opening inside a transaction with its audit event, and answers it as it now is. */
  async function changeOpening(
    id: string,
    by: StaffAction,
    change: (locked: OpeningRow, tx: Repository) => Promise<AuditEntry | undefined>,
  ): Promise<StaffOpening> {
    await deps.db.transaction(async (tx) => {
      const txRepository = createCareersAdminRepository(tx);
      const locked = await txRepository.lockOpening(id);
      if (!locked) throw notFound(OPENING_NOT_FOUND_MESSAGE);
      const entry = await change(locked, txRepository);
      if (entry) await audit(tx, by, entry);
    });
    const opening = await repository.findOpening(id, today());
    if (!opening) throw notFound(OPENING_NOT_FOUND_MESSAGE);
    return opening;
  }

  async function applicationOrNotFound(id: string, executor = repository) {
    const row = await executor.findApplication(id);
    if (!row) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    return row;
  }

  /**
   * Moves a locked application to `status` inside the caller's transaction, audited, with the
   * applicant's mail for it queued (the outbox sends it, retrying until it goes). The same status
   * again changes and sends nothing.
   */
  async function move(
    tx: Transaction,
    locked: LockedApplication,
    status: ApplicationStatus,
    by: StaffAction,
  ): Promise<'unchanged' | 'changed' | 'mailed'> {
    if (locked.status === status) return 'unchanged';
    const txRepository = createCareersAdminRepository(tx);
    const application = await applicationOrNotFound(locked.id, txRepository);
    await txRepository.setStatus(locked.id, status, deps.now());
    const mail = isMailedStatus(status);
    if (mail) {
      await deps.outbox.enqueue(tx, statusMail(application, application.openingTitle, status));
    }
    await audit(tx, by, {
      action: 'application_status_changed',
      targetType: 'job_application',
      targetId: locked.id,
      before: { status: locked.status },
      after: {
        status,
        applicant: application.name,
        opening: application.openingTitle,
        mailed: mail,
      },
    });
    return mail ? 'mailed' : 'changed';
  }

  return {
    async listOpenings(): Promise<StaffOpeningList> {
      const day = today();
      return {
        openings: await repository.listOpenings(day),
        postedTodayClosesOn: openingClosesOn(day),
      };
    },

    async getOpening(id: string): Promise<StaffOpening> {
      const opening = await repository.findOpening(id, today());
      if (!opening) throw notFound(OPENING_NOT_FOUND_MESSAGE);
      return opening;
    },

    /** Posted today, so it takes applications for the full window from now. */
    async createOpening(fields: OpeningFields, by: StaffAction): Promise<StaffOpening> {
      const row = await deps.db.transaction(async (tx) => {
        const txRepository = createCareersAdminRepository(tx);
        const stem = slugify(fields.title) || 'opening';
        const slug = freeSlug(fields.title, await txRepository.slugsLike(stem));
        const inserted = await txRepository.insertOpening({
          ...fields,
          slug,
          postedAt: today(),
          staffEditedAt: deps.now(),
        });
        await audit(tx, by, {
          action: 'opening_created',
          targetType: 'job_opening',
          targetId: inserted.id,
          after: openingFacts(inserted),
        });
        return inserted;
      });
      return toStaffOpening(row, today());
    },

    async updateOpening(id: string, fields: OpeningFields, by: StaffAction): Promise<StaffOpening> {
      return changeOpening(id, by, async (locked, tx) => {
        const row = await tx.updateOpening(id, { ...fields, staffEditedAt: deps.now() });
        return {
          action: 'opening_updated',
          targetType: 'job_opening',
          targetId: id,
          before: openingFacts(locked),
          after: openingFacts(row),
        };
      });
    },

    /** Closing a closed opening changes nothing and records nothing. */
    async closeOpening(id: string, by: StaffAction): Promise<StaffOpening> {
      return changeOpening(id, by, async (locked, tx) => {
        if (!locked.isOpen) return undefined;
        const row = await tx.updateOpening(id, { isOpen: false, staffEditedAt: deps.now() });
        return {
          action: 'opening_closed',
          targetType: 'job_opening',
          targetId: id,
          after: openingFacts(row),
        };
      });
    },

    /**
     * Back on the careers page, posted again today: an opening closed for months would otherwise
     * be past its closing date the moment it reopened. An opening open today is left as it is.
     */
    async reopenOpening(id: string, by: StaffAction): Promise<StaffOpening> {
      return changeOpening(id, by, async (locked, tx) => {
        if (toStaffOpening(locked, today()).state === 'open') return undefined;
        const row = await tx.updateOpening(id, {
          isOpen: true,
          postedAt: today(),
          staffEditedAt: deps.now(),
        });
        return {
          action: 'opening_reopened',
          targetType: 'job_opening',
          targetId: id,
          after: openingFacts(row),
        };
      });
    },

    async listApplications(
      openingId: string,
      query: ApplicationListQuery,
    ): Promise<ApplicationList> {
      if (!(await repository.findOpening(openingId, today()))) {
        throw notFound(OPENING_NOT_FOUND_MESSAGE);
      }
      const { rows, paging } = await repository.listApplications(openingId, query);
      return { applications: rows.map(toSummary), ...paging };
    },

    /**
     * Every application the filters match, in the list's order, for a spreadsheet; the download
     * is written to the trail, with its filters, before it streams.
     */
    async exportApplications(openingId: string, filter: ApplicationsExportQuery, by: StaffAction) {
      const opening = await repository.findOpening(openingId, today());
      if (!opening) throw notFound(OPENING_NOT_FOUND_MESSAGE);
      await audit(deps.db, by, {
        action: 'applications_exported',
        targetType: 'job_opening',
        targetId: openingId,
        after: {
          opening: opening.title,
          search: filter.search ?? null,
          status: filter.status ?? null,
        },
      });
      return {
        filename: applicationsExportFilename(opening.slug, deps.now()),
        batches: repository.allApplications(openingId, filter, APPLICATIONS_EXPORT_ROW_LIMIT),
      };
    },

    async getApplication(id: string): Promise<ApplicationDetail> {
      return toDetail(await applicationOrNotFound(id));
    },

    /** The résumé, its reading audited: it is personal data the applicant trusted the firm with. */
    async openResume(id: string, disposition: 'inline' | 'attachment', by: StaffAction) {
      const resume = await repository.findResume(id);
      if (!resume) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
      await audit(deps.db, by, {
        action: 'resume_opened',
        targetType: 'job_application',
        targetId: id,
        after: { applicant: resume.name, opening: resume.openingTitle, disposition },
      });
      return resume;
    },

    /** A new status for one application, as `move` makes it. */
    async setStatus(
      id: string,
      status: ApplicationStatus,
      by: StaffAction,
    ): Promise<ApplicationDetail> {
      const moved = await deps.db.transaction(async (tx) => {
        const [locked] = await createCareersAdminRepository(tx).lockApplications([id]);
        if (!locked) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
        return move(tx, locked, status, by);
      });
      if (moved === 'mailed') deps.outbox.notify();
      return toDetail(await applicationOrNotFound(id));
    },

    /**
     * Several applications to one status in one transaction, each as `move` makes it: every
     * application must exist, or nothing changes and nobody is mailed.
     */
    async setStatuses(
      { ids, status }: ApplicationsStatusBulk,
      by: StaffAction,
    ): Promise<ApplicationsStatusBulkResult> {
      const result = await deps.db.transaction(async (tx) => {
        const locked = await createCareersAdminRepository(tx).lockApplications(ids);
        const byId = new Map(locked.map((row) => [row.id, row]));
        const missing = ids.flatMap((id, index) => (byId.has(id) ? [] : [index]));
        if (missing.length > 0) {
          throw new HttpError(
            404,
            ERROR_CODES.notFound,
            `${missingApplications(missing.length)} Nothing was changed.`,
            Object.fromEntries(
              missing.map((index) => [`ids.${index}`, APPLICATION_NOT_FOUND_MESSAGE]),
            ),
          );
        }
        const done: ApplicationsStatusBulkResult = { changed: [], unchanged: [], mailed: [] };
        for (const id of ids) {
          const row = byId.get(id);
          if (!row) continue;
          const moved = await move(tx, row, status, by);
          done[moved === 'unchanged' ? 'unchanged' : 'changed'].push(row.id);
          if (moved === 'mailed') done.mailed.push(row.id);
        }
        return done;
      });
      if (result.mailed.length > 0) deps.outbox.notify();
      return result;
    },

    async setNotes(id: string, notes: string, by: StaffAction): Promise<ApplicationDetail> {
      await deps.db.transaction(async (tx) => {
        const txRepository = createCareersAdminRepository(tx);
        const application = await applicationOrNotFound(id, txRepository);
        if (application.notes === notes) return;
        await txRepository.setNotes(id, notes, deps.now());
        await audit(tx, by, {
          action: 'application_notes_updated',
          targetType: 'job_application',
          targetId: id,
          after: { applicant: application.name, opening: application.openingTitle },
        });
      });
      return toDetail(await applicationOrNotFound(id));
    },
  };
}

export type CareersAdminService = ReturnType<typeof createCareersAdminService>;
