import { MATTER_KIND_LABELS, type MatterKind } from '@prakar/shared/matter-deadlines';
import type { MessageSide } from '@prakar/shared/matter-messages';
import { site } from '@prakar/shared/site';
import { linkMail } from '#src/modules/accounts/accounts-mails.ts';
import type { MailDraft } from '#src/modules/mail/mail-message.ts';

export interface MessageNotice {
  to: string;
  name: string;
  /** Who wrote: the client's side or the firm's. */
  from: MessageSide;
  number: string;
  kind: MatterKind;
  organisationName: string;
  /** The matter's page, which asks whoever is signed out to sign in first. */
  url: string;
}

/**
 * Tells the other side that a matter's thread has a new message. Names the matter, never the
 * words or the attachment: they stay behind the link, for someone signed in.
 */
export function matterMessageMail(notice: MessageNotice): MailDraft {
  const writer = notice.from === 'client' ? notice.organisationName : site.name;
  return linkMail({
    to: notice.to,
    name: notice.name,
    subject: `New message about ${notice.number}`,
    lines: [
      `${writer} wrote about ${notice.number} (${MATTER_KIND_LABELS[notice.kind]}).`,
      'For your privacy the message is not in this e-mail: sign in to read it and reply.',
    ],
    link: { label: `Sign in to read the message about ${notice.number}`, url: notice.url },
    after: [],
  });
}
