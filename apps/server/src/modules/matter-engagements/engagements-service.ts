import { randomInt } from 'node:crypto';
import { ERROR_CODES } from '@prakar/shared/api-error';
import { GST_RATE_PERCENT } from '@prakar/shared/gst';
import {
  ENGAGEMENT_CODE_DIGITS,
  ENGAGEMENT_CODE_MINUTES,
  ENGAGEMENT_CODE_TRIES,
  type EngagementCodeSent,
  EXPIRED_CODE_MESSAGE,
  type MatterEngagement,
  NO_CODE_MESSAGE,
  SPENT_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
  type WriteEngagement,
} from '@prakar/shared/matter-engagements';
import { MATTER_STATUS_LABELS } from '@prakar/shared/matter-status';
import { formatRupees } from '@prakar/shared/money';
import { site } from '@prakar/shared/site';
import type { Database } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { type RequestOrigin, recordAudit, USER_AGENT_MAX } from '#src/modules/audit/audit-log.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { matterWatchersByOrganisation } from '#src/modules/matters/matter-reminder-recipients.ts';
import {
  MATTER_NOT_FOUND_MESSAGE,
  type MattersService,
} from '#src/modules/matters/matters-service.ts';
import { orderNumber } from '#src/modules/orders/order-view.ts';
import { type Limiter, USER_LIMITS } from '#src/modules/rate-limit/limits.ts';
import { hashSecretToken } from '#src/modules/sessions/secret-token.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import { placeAdvanceOrder } from './engagement-advance.ts';
import { engagementLetter, gstOn, sha256Of } from './engagement-letter.ts';
import { engagementCodeMail, engagementSentMail } from './engagement-mails.ts';
import { createEngagementsRepository, type EngagementRow } from './engagements-repository.ts';

export const LETTER_SENT_MESSAGE =
  'This matter’s engagement letter has been sent: it cannot change.';
export const NO_LETTER_MESSAGE = 'The firm has not sent an engagement letter for this matter yet.';
export const ALREADY_ACCEPTED_MESSAGE = 'This engagement letter has already been accepted.';

const conflict = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);
const codeRefused = (message: string) =>
  new HttpError(400, ERROR_CODES.validation, message, { code: message });

/** Only the code's hash is kept, salted by the letter and the person it was sent to. */
const codeHash = (matterId: string, userId: number, code: string) =>
  hashSecretToken(`${matterId}:${userId}:${code}`);

function toEngagement(row: EngagementRow): MatterEngagement['engagement'] {
  const { engagement, order } = row;
  const accepted = engagement.acceptedAt;
  const paidAt = order?.paidAt ?? null;
  return {
    state: paidAt ? 'advance_paid' : accepted ? 'accepted' : 'sent',
    firm: site.legalName,
    scope: engagement.scope,
    gstRatePercent: GST_RATE_PERCENT,
    feePaise: engagement.feePaise,
    feeGstPaise: gstOn(engagement.feePaise),
    advancePaise: engagement.advancePaise,
    advanceGstPaise: gstOn(engagement.advancePaise),
    letter: engagement.letter,
    sentAt: engagement.sentAt.toISOString(),
    sentBy: row.sentBy?.email ? { name: row.sentBy.name ?? '', email: row.sentBy.email } : null,
    acceptance: accepted
      ? {
          at: accepted.toISOString(),
          by: row.acceptedBy?.email
            ? { name: row.acceptedBy.name ?? '', email: row.acceptedBy.email }
            : null,
          ip: engagement.acceptedIp ?? '',
          userAgent: engagement.acceptedUserAgent ?? '',
          letterSha256: engagement.letterSha256 ?? '',
        }
      : null,
    advance: order
      ? {
          reference: order.reference,
          orderNumber: orderNumber(order.number),
          totalPaise: order.totalPaise,
          paidAt: paidAt?.toISOString() ?? null,
          invoiceNumber: row.invoiceNumber,
        }
      : null,
  };
}

export interface EngagementsDeps {
  db: Database;
  now: () => Date;
  outbox: MailOutbox;
  limiter: Limiter;
  publicUrl: string;
  matters: MattersService;
}

/**
 * Engagement letters (docs/decisions/0086): staff accept a request by writing one, which moves the
 * matter to Accepted; a user of the organisation who sees matters accepts it with a mailed code,
 * and its advance becomes an order of the ordinary payment flow.
 */
export function createMatterEngagements(deps: EngagementsDeps) {
  const { db, now } = deps;
  const repository = createEngagementsRepository(db);

  async function view(matterId: string): Promise<MatterEngagement> {
    const row = await repository.find(matterId);
    return { engagement: row ? toEngagement(row) : null };
  }

  /** The matter, when it is the caller's organisation's; 404 as for none otherwise. */
  async function ownMatter(current: CurrentUser, id: string) {
    const matter = await deps.matters.detail(id);
    if (matter.organisation.id !== current.account.organisationId) {
      throw notFound(MATTER_NOT_FOUND_MESSAGE);
    }
    return { id: matter.id, number: matter.number, organisationId: matter.organisation.id };
  }

  /** The letter the caller may accept: sent, and not accepted yet. */
  async function awaitingAcceptance(id: string) {
    const row = await repository.find(id);
    if (!row) throw conflict(NO_LETTER_MESSAGE);
    if (row.engagement.acceptedAt) throw conflict(ALREADY_ACCEPTED_MESSAGE);
    return row.engagement;
  }

  /** Checks the code the caller typed; a wrong one is counted, and five spend it. */
  async function checkCode(id: string, userId: number, code: string): Promise<void> {
    const saved = await repository.code(id, userId);
    if (!saved) throw codeRefused(NO_CODE_MESSAGE);
    if (saved.tries >= ENGAGEMENT_CODE_TRIES) throw codeRefused(SPENT_CODE_MESSAGE);
    if (saved.expiresAt <= now()) throw codeRefused(EXPIRED_CODE_MESSAGE);
    if (saved.codeHash === codeHash(id, userId, code)) return;
    const tries = await repository.countWrongTry(id, userId, ENGAGEMENT_CODE_TRIES);
    throw codeRefused(
      tries === undefined || tries >= ENGAGEMENT_CODE_TRIES
        ? SPENT_CODE_MESSAGE
        : WRONG_CODE_MESSAGE,
    );
  }

  return {
    async staffView(id: string): Promise<MatterEngagement> {
      await deps.matters.detail(id);
      return view(id);
    },

    async clientView(current: CurrentUser, id: string): Promise<MatterEngagement> {
      await ownMatter(current, id);
      return view(id);
    },

    /** Staff accept a request with its letter, mailed as a link to the organisation's watchers. */
    async write(
      current: CurrentUser,
      id: string,
      terms: WriteEngagement,
      origin: RequestOrigin,
    ): Promise<MatterEngagement> {
      await deps.limiter.consume(USER_LIMITS.adminMail, String(current.account.id));
      const note = `Engagement letter sent: a fee of ${formatRupees(terms.fee)} with ${formatRupees(terms.advance)} in advance, before GST.`;
      await deps.matters.moveBy(
        current,
        id,
        { status: 'accepted', note },
        origin,
        async (tx, matter) => {
          const repositoryTx = createEngagementsRepository(tx);
          if (await repositoryTx.lock(id)) throw conflict(LETTER_SENT_MESSAGE);
          if (matter.status !== 'requested') {
            const message = `${matter.number} is ${MATTER_STATUS_LABELS[matter.status]}: only a request is accepted with an engagement letter.`;
            throw new HttpError(409, ERROR_CODES.moveNotAllowed, message);
          }
          const organisation = await repositoryTx.buyer(matter.organisationId);
          const at = now();
          await repositoryTx.insert({
            matterId: id,
            scope: terms.scope,
            feePaise: terms.fee,
            advancePaise: terms.advance,
            letter: engagementLetter(matter, organisation?.name ?? '', terms, at),
            sentAt: at,
            sentByUserId: current.account.id,
          });
          const watchers = await matterWatchersByOrganisation(tx, [matter.organisationId]);
          for (const watcher of watchers.get(matter.organisationId) ?? []) {
            await deps.outbox.enqueue(tx, engagementSentMail(watcher, matter, deps.publicUrl));
          }
        },
      );
      deps.outbox.notify();
      return view(id);
    },

    /** Mails the caller a fresh code for the letter, replacing any earlier one. */
    async sendCode(current: CurrentUser, id: string): Promise<EngagementCodeSent> {
      const matter = await ownMatter(current, id);
      await awaitingAcceptance(id);
      const { account } = current;
      await deps.limiter.consumeMailTo('engagementCode', account.email);
      const code = String(randomInt(0, 10 ** ENGAGEMENT_CODE_DIGITS)).padStart(
        ENGAGEMENT_CODE_DIGITS,
        '0',
      );
      const expiresAt = new Date(now().getTime() + ENGAGEMENT_CODE_MINUTES * 60_000);
      await db.transaction(async (tx) => {
        await createEngagementsRepository(tx).saveCode({
          matterId: id,
          userId: account.id,
          codeHash: codeHash(id, account.id, code),
          expiresAt,
        });
        await deps.outbox.enqueue(tx, engagementCodeMail(account, matter, code));
      });
      deps.outbox.notify();
      return { sentTo: account.email, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Accepts the letter with the caller's code, recording when, from where, with which browser
     * and the SHA-256 of the letter, and places the advance's order in the same transaction.
     */
    async accept(
      current: CurrentUser,
      id: string,
      code: string,
      origin: RequestOrigin,
    ): Promise<MatterEngagement> {
      const matter = await ownMatter(current, id);
      await awaitingAcceptance(id);
      const { account } = current;
      await checkCode(id, account.id, code);
      await db.transaction(async (tx) => {
        const repositoryTx = createEngagementsRepository(tx);
        const engagement = await repositoryTx.lock(id);
        if (!engagement) throw conflict(NO_LETTER_MESSAGE);
        if (engagement.acceptedAt) throw conflict(ALREADY_ACCEPTED_MESSAGE);
        const at = now();
        const letterSha256 = sha256Of(engagement.letter);
        const advanceOrderId = await placeAdvanceOrder(
          tx,
          { matter, payer: account, advancePaise: engagement.advancePaise, at },
          origin,
        );
        await repositoryTx.accept(id, {
          acceptedAt: at,
          acceptedByUserId: account.id,
          acceptedIp: origin.ip ?? '',
          acceptedUserAgent: (origin.userAgent ?? '').slice(0, USER_AGENT_MAX),
          letterSha256,
          advanceOrderId,
        });
        await repositoryTx.dropCodes(id);
        await recordAudit(tx, at, origin, {
          action: 'matter_engagement_accepted',
          actorUserId: account.id,
          organisationId: matter.organisationId,
          targetType: 'matter',
          targetId: id,
          after: { number: matter.number, ip: origin.ip ?? null, letterSha256 },
        });
      });
      return view(id);
    },
  };
}

export type MatterEngagements = ReturnType<typeof createMatterEngagements>;
