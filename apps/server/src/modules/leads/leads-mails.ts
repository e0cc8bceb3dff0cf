import { formatIndianDateTime } from '@prakar/shared/dates';
import { escapeHtml } from '@prakar/shared/html';
import { leadReplyText, type ReplyContext } from '@prakar/shared/leads';
import { site } from '@prakar/shared/site';
import { mailHtml, quoteHtml, siteMailFooter, textToHtml } from '#src/modules/mail/html.ts';
import { formatAddress, type MailDraft, oneLine } from '#src/modules/mail/mail-message.ts';

/**
 * A staff member's answer to a visitor's message. Reply-To is the sales team's shared mailbox, so
 * the visitor's answer reaches the team whoever is away, as their first message did. The text
 * is the one the portal showed before sending (`leadReplyText`).
 */
export function leadReplyMail(reply: {
  to: { email: string };
  subject: string;
  body: string;
  context: ReplyContext;
}): MailDraft {
  const { staffName, firm, original } = reply.context;
  return {
    // The bare address, as the acknowledgement of their message went: one name for one inbox.
    to: reply.to.email,
    replyTo: formatAddress(site.name, site.salesEmail),
    subject: oneLine(reply.subject, 150),
    text: leadReplyText(reply.body, reply.context),
    html: mailHtml({
      title: reply.subject,
      body: [
        `<p>${textToHtml(reply.body.trim())}</p>`,
        `<p>${escapeHtml(staffName)}<br>${escapeHtml(firm.name)}<br>${escapeHtml(firm.phone)}</p>`,
        `<p style="color:#5b6775">On ${escapeHtml(formatIndianDateTime(original.receivedAt))}, ${escapeHtml(original.name)} wrote:</p>`,
        quoteHtml(original.comments.trim()),
      ].join(''),
      footer: siteMailFooter,
    }),
  };
}
