import type { ContactMessage } from '@prakar/shared/contact';
import { escapeHtml } from '@prakar/shared/html';
import { site } from '@prakar/shared/site';
import {
  detailsTable,
  detailsText,
  mailHtml,
  quoteHtml,
  quoteText,
  siteMailFooter,
} from '#src/modules/mail/html.ts';
import { istDateTime, type MailDraft, oneLine } from '#src/modules/mail/mail-message.ts';
import { teamNotification } from '#src/modules/mail/team-notification.ts';

export interface StoredContactMessage extends ContactMessage {
  id: string;
  receivedAt: Date;
}

/** To the sales team: the message, with Reply-To set so answering reaches the visitor. */
export function salesNotification(message: StoredContactMessage): MailDraft {
  const subject = message.subject
    ? `Website enquiry from ${oneLine(message.name, 80)}: ${oneLine(message.subject, 120)}`
    : `Website enquiry from ${oneLine(message.name, 80)}`;
  const details: [string, string][] = [
    ['Name', message.name],
    ['E-mail', message.email],
    ['Subject', message.subject || '(none)'],
    ['Received', istDateTime(message.receivedAt)],
    ['Reference', message.id],
  ];
  return teamNotification({
    to: site.salesEmail,
    sender: message,
    subject,
    intro: 'A visitor sent a message through the website.',
    details,
    wordsHeading: 'Message',
    words: message.comments,
    closing: 'Reply to this e-mail to answer them directly.',
  });
}

/** To the visitor: we have it, here is what you sent, and how to reach us sooner. */
export function contactAcknowledgement(message: StoredContactMessage): MailDraft {
  const subject = `We have received your message — ${site.name}`;
  const sent: [string, string][] = [
    ['Subject', message.subject || '(none)'],
    ['Sent', istDateTime(message.receivedAt)],
  ];
  return {
    to: message.email,
    subject,
    text: [
      `Dear ${message.name},`,
      '',
      `We have received your message and someone from our team will get back to you within one working day.`,
      '',
      'For reference, this is what you sent us:',
      '',
      detailsText(sent),
      '',
      quoteText(message.comments),
      '',
      `If it is urgent, call us on ${site.salesPhone} (${site.hours}).`,
      '',
      `Warm regards,`,
      site.name,
    ].join('\n'),
    html: mailHtml({
      title: subject,
      body: [
        `<p>Dear ${escapeHtml(message.name)},</p>`,
        '<p>We have received your message and someone from our team will get back to you within one working day.</p>',
        '<p>For reference, this is what you sent us:</p>',
        detailsTable(sent),
        quoteHtml(message.comments),
        `<p>If it is urgent, call us on <a href="${escapeHtml(site.salesPhoneHref)}">${escapeHtml(site.salesPhone)}</a> (${escapeHtml(site.hours)}).</p>`,
        `<p>Warm regards,<br>${escapeHtml(site.name)}</p>`,
      ].join(''),
      footer: siteMailFooter,
    }),
  };
}
