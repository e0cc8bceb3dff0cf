import { escapeHtml } from '@prakar/shared/html';
import type { Executor } from '#src/db/client.ts';
import { letter } from '#src/modules/mail/html.ts';
import type { MailOutbox } from '#src/modules/mail/outbox.ts';
import { activeStaff } from '#src/modules/users/staff-members.ts';
import { createMatterPapersRepository } from './matter-papers-repository.ts';
import { matterWatchersByOrganisation } from './matter-reminder-recipients.ts';

/** The matter a step of its papers is mailed about: only what identifies it. */
export interface MailedMatter {
  id: string;
  number: string;
  organisationId: string;
  assigneeUserId: number | null;
}

/** What happened, in one sentence that names the matter, and what the link is for. */
export interface PaperNews {
  subject: string;
  happened: string;
  action: string;
}

/**
 * Mails the other side of the matter a link to it, never the file or the words: the client's
 * side is the organisation's active users with Advisory matters; the firm's is the assigned staff
 * member, or every active staff member while nobody is assigned. Queued in the step's transaction.
 */
export async function mailOtherSide(
  tx: Executor,
  outbox: MailOutbox,
  publicUrl: string,
  to: 'client' | 'firm',
  matter: MailedMatter,
  news: PaperNews,
) {
  const repository = createMatterPapersRepository(tx);
  let recipients: { name: string; email: string }[];
  if (to === 'client') {
    recipients =
      (await matterWatchersByOrganisation(tx, [matter.organisationId])).get(
        matter.organisationId,
      ) ?? [];
  } else {
    const assigned =
      matter.assigneeUserId === null ? [] : await repository.activeUsers([matter.assigneeUserId]);
    recipients = assigned.length > 0 ? assigned : await activeStaff(tx);
  }
  const url = `${publicUrl}${to === 'client' ? '' : '/back-office'}/matters/${matter.id}`;
  for (const recipient of recipients) {
    await outbox.enqueue(
      tx,
      letter({
        to: recipient.email,
        subject: `${news.subject}: ${matter.number}`,
        name: recipient.name,
        text: [news.happened, '', `Sign in to ${news.action}: ${url}`, ''],
        html: [
          `<p>${escapeHtml(news.happened)}</p>`,
          `<p><a href="${escapeHtml(url)}">Open ${escapeHtml(matter.number)}</a> to ${escapeHtml(news.action)}.</p>`,
        ],
      }),
    );
  }
}
