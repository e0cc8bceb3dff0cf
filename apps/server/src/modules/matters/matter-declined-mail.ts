import { site } from '@prakar/shared/site';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

/**
 * To a user of the organisation who sees its matters: the firm declined their request. The
 * reason stays behind the link, with the matter, for someone signed in.
 */
export function matterDeclinedMail(
  to: { name: string; email: string },
  matter: { id: string; number: string },
  publicUrl: string,
): MailDraft {
  return linkMail({
    to: to.email,
    name: to.name,
    subject: `Your request ${matter.number} was declined — ${site.name}`,
    lines: [`${site.name} has declined your request ${matter.number}, and says why on its page.`],
    link: { label: `Open ${matter.number}`, url: `${publicUrl}/matters/${matter.id}` },
    after: [`Questions? Write to ${site.salesEmail} or call ${site.salesPhone}.`],
  });
}
