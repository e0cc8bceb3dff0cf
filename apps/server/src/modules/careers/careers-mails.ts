import { type CareerApplication, type Opening, sizeInKb } from '@prakar/shared/careers';
import { escapeHtml } from '@prakar/shared/html';
import { displayMobile } from '@prakar/shared/indian-formats';
import { site } from '@prakar/shared/site';
import { mailHtml, quoteHtml, quoteText, siteMailFooter } from '#src/modules/mail/html.ts';
import { istDateTime, type MailDraft, oneLine } from '#src/modules/mail/mail-message.ts';
import { teamNotification } from '#src/modules/mail/team-notification.ts';

export interface StoredApplication extends CareerApplication {
  id: string;
  receivedAt: Date;
  resume: { filename: string; contentType: string; bytes: Buffer };
}

/** To the hiring team: the application with the résumé attached; replying reaches the applicant. */
export function hiringNotification(application: StoredApplication, opening: Opening): MailDraft {
  const subject = `Application: ${oneLine(opening.title, 100)} — ${oneLine(application.name, 80)}`;
  const details: [string, string][] = [
    ['Opening', `${opening.title} (${opening.location}, ${opening.employmentType})`],
    ['Name', application.name],
    ['E-mail', application.email],
    ['Mobile', displayMobile(application.mobile)],
    [
      'Résumé',
      `${application.resume.filename} (${sizeInKb(application.resume.bytes.length)}, attached)`,
    ],
    ['Received', istDateTime(application.receivedAt)],
    ['Reference', application.id],
  ];
  return {
    ...teamNotification({
      to: site.careersEmail,
      sender: application,
      subject,
      intro: 'A new application arrived through the careers page.',
      details,
      wordsHeading: 'Cover note',
      words: application.coverNote,
    }),
    attachments: [
      {
        filename: application.resume.filename,
        contentType: application.resume.contentType,
        content: application.resume.bytes,
      },
    ],
  };
}

/** To the applicant: we have it, what happens next, and what they sent. */
export function applicationAcknowledgement(
  application: StoredApplication,
  opening: Opening,
): MailDraft {
  const subject = `We have received your application — ${oneLine(opening.title, 100)}`;
  const next =
    'Our hiring team reads every application. If your experience matches the role, we will call or e-mail you within two weeks to arrange a first conversation.';
  return {
    to: application.email,
    subject,
    text: [
      `Dear ${application.name},`,
      '',
      `Thank you for applying for the ${opening.title} position (${opening.location}) at ${site.name}.`,
      '',
      next,
      '',
      `Your résumé: ${application.resume.filename}`,
      'Your cover note:',
      quoteText(application.coverNote),
      '',
      `If you have questions, write to ${site.careersEmail}.`,
      '',
      'Warm regards,',
      `Hiring team, ${site.name}`,
    ].join('\n'),
    html: mailHtml({
      title: subject,
      body: [
        `<p>Dear ${escapeHtml(application.name)},</p>`,
        `<p>Thank you for applying for the <strong>${escapeHtml(opening.title)}</strong> position (${escapeHtml(opening.location)}) at ${escapeHtml(site.name)}.</p>`,
        `<p>${escapeHtml(next)}</p>`,
        `<p>Your résumé: ${escapeHtml(application.resume.filename)}<br>Your cover note:</p>`,
        quoteHtml(application.coverNote),
        `<p>If you have questions, write to <a href="mailto:${escapeHtml(site.careersEmail)}">${escapeHtml(site.careersEmail)}</a>.</p>`,
        `<p>Warm regards,<br>Hiring team, ${escapeHtml(site.name)}</p>`,
      ].join(''),
      footer: siteMailFooter,
    }),
  };
}
