import { ERROR_CODES } from '@prakar/shared/api-error';
import { istDay } from '@prakar/shared/ist-calendar';
import type { MatterPapers } from '@prakar/shared/matter-papers';
import type { Database, Transaction } from '#src/db/client.ts';
import { HttpError } from '#src/http-error.ts';
import { type AuditEntry, type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { documentsOf } from './matter-documents.ts';
import { createMatterDocumentsRepository } from './matter-documents-repository.ts';
import { mailOtherSide, type PaperNews } from './matter-papers-mail.ts';
import { createMatterPapersRepository } from './matter-papers-repository.ts';
import { readableMatter, visibleMatter } from './matter-visibility.ts';
import type { LockedMatter } from './matters-repository.ts';
import type { MattersService } from './matters-service.ts';

export interface PapersDeps {
  db: Database;
  now: () => Date;
  outbox: MailOutbox;
  matters: MattersService;
  publicUrl: string;
}

/** Who takes a step: the client (their own organisation's matter only) or the firm's staff. */
export type Side = 'client' | 'firm';

/** A refusal of a step the matter's state does not allow now, said on `field` too when given. */
export const notNow = (message: string, field?: string) =>
  new HttpError(409, ERROR_CODES.conflict, message, field ? { [field]: message } : undefined);

/** What one step of the papers may do inside its transaction, on the locked matter. */
export interface StepTools {
  tx: Transaction;
  matter: LockedMatter;
  at: Date;
  papers: ReturnType<typeof createMatterPapersRepository>;
  /** Its line in the trail: the organisation's too when the client took it. */
  audit(
    entry: Omit<AuditEntry, 'actorUserId' | 'organisationId' | 'targetType' | 'targetId'>,
  ): Promise<void>;
  /** A link to the matter mailed to the other side. */
  mail(news: PaperNews): Promise<void>;
}

/** The papers' read model and the one way each step runs, shared by the checklist, drafts and filing. */
export function createPapersContext(deps: PapersDeps) {
  async function read(matterId: string): Promise<MatterPapers> {
    const repository = createMatterPapersRepository(deps.db);
    const documents = documentsOf(
      await createMatterDocumentsRepository(deps.db).versions(matterId),
    );
    const all = [...documents.values()];
    const items = await repository.items(matterId);
    const filing = await repository.filing(matterId);
    const hearings = await repository.hearings(matterId);
    const draft = all.find((document) => document.what === 'draft');
    const responses = draft ? await repository.responses(draft.id) : [];
    const today = istDay(deps.now());
    const withNotices = hearings.map(({ noticeDocumentId, ...hearing }) => ({
      ...hearing,
      notice: noticeDocumentId ? (documents.get(noticeDocumentId) ?? null) : null,
    }));
    const next = withNotices.find((hearing) => hearing.on >= today);
    const acknowledgement = filing && documents.get(filing.acknowledgementId);
    return {
      checklist: items.map((item) => ({
        ...item,
        requestedAt: item.requestedAt.toISOString(),
        deletedAt: documents.get(item.id)?.deletedAt ?? null,
        versions: documents.get(item.id)?.versions ?? [],
      })),
      draft: draft
        ? {
            id: draft.id,
            deletedAt: draft.deletedAt,
            versions: draft.versions.map((version) => {
              const response = responses.find((each) => each.version === version.version);
              return {
                ...version,
                response: response
                  ? {
                      decision: response.decision,
                      comment: response.comment,
                      by:
                        response.email === null
                          ? null
                          : { name: response.name ?? '', email: response.email },
                      at: response.at.toISOString(),
                    }
                  : null,
              };
            }),
          }
        : null,
      filing: filing && acknowledgement ? { filedOn: filing.filedOn, acknowledgement } : null,
      hearings: withNotices,
      nextHearing: next
        ? { id: next.id, on: next.on, time: next.time, forum: next.forum, place: next.place }
        : null,
      order: all.filter((document) => document.what === 'order').at(-1) ?? null,
    };
  }

  /** The papers of a matter `current` may read from `side`; another organisation's is not found. */
  async function readAs(current: CurrentUser, side: Side, matterId: string) {
    await readableMatter(deps.db, current, matterId, side !== 'client');
    return read(matterId);
  }

  /**
   * Runs one step on the locked matter in one transaction, with its line in the trail and its
   * mail queued there too, then answers the papers as they now are.
   */
  async function step(
    current: CurrentUser,
    side: Side,
    matterId: string,
    origin: RequestOrigin,
    run: (tools: StepTools) => Promise<void>,
  ): Promise<MatterPapers> {
    await deps.matters.changeMatter(matterId, async (tx, matter) => {
      visibleMatter(matter, current, side !== 'client');
      const at = deps.now();
      await run({
        tx,
        matter,
        at,
        papers: createMatterPapersRepository(tx),
        audit: (entry) =>
          recordAudit(tx, at, origin, {
            ...entry,
            actorUserId: current.account.id,
            organisationId: side === 'client' ? matter.organisationId : null,
            targetType: 'matter',
            targetId: matter.id,
          }),
        mail: (news) =>
          mailOtherSide(
            tx,
            deps.outbox,
            deps.publicUrl,
            side === 'client' ? 'firm' : 'client',
            matter,
            news,
          ),
      });
    });
    deps.outbox.notify();
    return read(matterId);
  }

  return { deps, read, readAs, step };
}

export type PapersContext = ReturnType<typeof createPapersContext>;
