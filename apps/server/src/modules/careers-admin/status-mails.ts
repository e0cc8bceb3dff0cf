import type { MailedStatus } from '@prakar/shared/careers-admin';
import { escapeHtml } from '@prakar/shared/html';
import { site } from '@prakar/shared/site';
import { mailHtml, siteMailFooter } from '#src/modules/mail/html.ts';
import { type MailDraft, oneLine } from '#src/modules/mail/mail-message.ts';

interface StatusWording {
  subject: (title: string) => string;
  paragraphs: (title: string) => string[];
}

/** What the applicant is told at each step: plainly, kindly, and what happens next. */
const WORDINGS: Record<MailedStatus, StatusWording> = {
  shortlisted: {
    subject: (title) => `Your application has been shortlisted — ${title}`,
    paragraphs: (title) => [
      `Thank you for your patience. We have read your application for the ${title} position and are pleased to tell you that you are on our shortlist.`,
      'Someone from our hiring team will call or e-mail you soon to arrange a first conversation.',
    ],
  },
  interviewing: {
    subject: (title) => `Next step: interviews — ${title}`,
    paragraphs: (title) => [
      `We enjoyed learning about you and would like to take your application for the ${title} position to interviews.`,
      'Our hiring team will write to you with the times on offer and who you will meet. If a time does not suit you, just say so and we will find another.',
    ],
  },
  offer: {
    subject: (title) => `Good news about your application — ${title}`,
    paragraphs: (title) => [
      `We are delighted to tell you that we would like to offer you the ${title} position.`,
      'Our hiring team will call you shortly to talk you through the offer, and the written offer will follow by e-mail. Please take the time you need to consider it and ask us anything.',
    ],
  },
  rejected: {
    subject: (title) => `Your application — ${title}`,
    paragraphs: (title) => [
      `Thank you for applying for the ${title} position and for the time you gave it.`,
      'We have read your application with care, and we have decided not to take it further this time. This was not an easy decision, and it is no judgement of your worth.',
      'We would be glad to see your application for another of our openings in the future.',
    ],
  },
};

/** To the applicant, when staff move their application to a status they should hear about. */
export function statusMail(
  applicant: { name: string; email: string },
  openingTitle: string,
  status: MailedStatus,
): MailDraft {
  const wording = WORDINGS[status];
  const subject = wording.subject(oneLine(openingTitle, 100));
  const paragraphs = wording.paragraphs(openingTitle);
  const questions = `If you have any questions, write to ${site.careersEmail}.`;
  const signature = ['Warm regards,', `Hiring team, ${site.name}`];
  return {
    to: applicant.email,
    subject,
    text: [
      `Dear ${applicant.name},`,
      '',
      ...paragraphs.flatMap((paragraph) => [paragraph, '']),
      questions,
      '',
      ...signature,
    ].join('\n'),
    html: mailHtml({
      title: subject,
      body: [
        `<p>Dear ${escapeHtml(applicant.name)},</p>`,
        ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
        `<p>If you have any questions, write to <a href="mailto:${escapeHtml(site.careersEmail)}">${escapeHtml(site.careersEmail)}</a>.</p>`,
        `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
      ].join(''),
      footer: siteMailFooter,
    }),
  };
}
