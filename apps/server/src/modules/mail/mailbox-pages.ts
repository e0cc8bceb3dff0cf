import { escapeHtml } from '@prakar/shared/html';
import { linkify } from './html.ts';
import type { OutboundMail } from './mail-message.ts';

const STYLE = `
body{font-family:system-ui,Arial,sans-serif;margin:0;padding:24px;color:#1d2733;background:#f5f6f8}
main{max-width:960px;margin:0 auto;background:#fff;padding:24px;border-radius:6px}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e3e7ec;vertical-align:top}
th{color:#5b6775;font-weight:600}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 ui-monospace,monospace;background:#f5f6f8;padding:12px;border-radius:4px}
iframe{width:100%;height:480px;border:1px solid #e3e7ec;border-radius:4px}
.note{color:#5b6775;font-size:14px}
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

export function mailboxListPage(mails: OutboundMail[]): string {
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${when(mail.createdAt)}</td><td>${escapeHtml(mail.to)}</td><td><a href="/mailbox/${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  const table = mails.length
    ? `<table><thead><tr><th>Time (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet.</p>';
  return page(
    'Local mailbox',
    `<h1>Local mailbox</h1><p class="note">No SMTP server is configured (SMTP_URL), so the mail this server sends is kept here instead. Only visible from this machine.</p>${table}`,
  );
}

export function mailboxMessagePage(mail: OutboundMail): string {
  const headers: [string, string][] = [
    ['Date', `${when(mail.createdAt)} UTC`],
    ['From', mail.from],
    ['To', mail.to],
    ...(mail.replyTo ? ([['Reply-To', mail.replyTo]] as [string, string][]) : []),
    ['Subject', mail.subject],
    ['Message-ID', mail.messageId ?? ''],
  ];
  const headerRows = headers
    .map(([name, value]) => `<tr><th>${name}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const attachments = mail.attachments.length
    ? `<h2>Attachments</h2><ul>${mail.attachments
        .map((attachment) => {
          const bytes = Buffer.byteLength(attachment.content, 'base64');
          return `<li>${escapeHtml(attachment.filename)} (${escapeHtml(attachment.contentType)}, ${bytes.toLocaleString('en-IN')} bytes)</li>`;
        })
        .join('')}</ul>`
    : '';
  // sandbox="" runs no script and gives the mail no access to this page or its cookies.
  const html = mail.html
    ? `<h2>HTML</h2><iframe sandbox="" title="HTML body" srcdoc="${escapeHtml(mail.html)}"></iframe>`
    : '';
  return page(
    mail.subject || 'Mail',
    `<p><a href="/mailbox">← All mail</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1><table>${headerRows}</table><h2>Text</h2><pre>${linkify(mail.text)}</pre>${html}${attachments}`,
  );
}
