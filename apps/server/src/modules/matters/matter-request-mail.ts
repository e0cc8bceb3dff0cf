import { escapeHtml } from '@prakar/shared/html';
import { MATTER_KIND_LABELS } from '@prakar/shared/matter-deadlines';
import type { MatterDetail } from '@prakar/shared/matters';
import { letter } from '#src/modules/mail/html.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

/**
 * To one of the firm's staff: a client asked for help with a notice. Only what identifies the
 * matter; the notice and the client's words stay behind the link, for someone signed in.
 */
export function matterRequestedMail(
  staff: { name: string; email: string },
  matter: Pick<MatterDetail, 'id' | 'number' | 'kind' | 'organisation'>,
  publicUrl: string,
): MailDraft {
  const url = `${publicUrl}/back-office/matters/${matter.id}`;
  const asked = `${matter.organisation.name} asked for help with a notice: ${matter.number}, ${MATTER_KIND_LABELS[matter.kind]}. They uploaded the notice with their request.`;
  return letter({
    to: staff.email,
    subject: `Help asked with a notice: ${matter.number}`,
    name: staff.name,
    text: [asked, '', `Open it in the back office to accept or decline it: ${url}`, ''],
    html: [
      `<p>${escapeHtml(asked)}</p>`,
      `<p><a href="${escapeHtml(url)}">Open ${escapeHtml(matter.number)} in the back office</a> to accept or decline it.</p>`,
    ],
  });
}
