import { escapeHtml } from '@prakar/shared/html';
import { site } from '@prakar/shared/site';
import type { MailDraft } from './mail-message.ts';

/** Escaped text with its line breaks kept. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Escaped text in which web addresses are links (for reading mail in the local mailbox). */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    const at = match.index ?? 0;
    html += escapeHtml(text.slice(last, at));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = at + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * The frame of every mail the site sends: plain markup with inline styles, which is what mail
 * programs render reliably. `body` is HTML the caller has already escaped.
 */
export function mailHtml(options: { title: string; body: string; footer: string }): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(options.title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d2733;font-size:15px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">',
    options.body,
    `<p style="margin-top:32px;color:#5b6775;font-size:13px">${options.footer}</p>`,
    '</div></body></html>',
  ].join('');
}

/** A two-column table of labelled values; values are escaped here. */
export function detailsTable(rows: [label: string, value: string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#5b6775;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0">${textToHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse">${cells}</table>`;
}

/** The same details as text lines. */
export function detailsText(rows: [label: string, value: string][]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** A quoted block of what the visitor wrote, escaped. */
export function quoteHtml(text: string): string {
  return `<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #c9d1db;color:#1d2733">${textToHtml(text)}</blockquote>`;
}

/** Each line prefixed with `> `, as mail programs quote text. */
export function quoteText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

/** The firm's name and address at the foot of every mail. */
export const siteMailFooter = escapeHtml(
  `${site.legalName} · ${site.address.line1}, ${site.address.line2}, ${site.address.city} ${site.address.pinCode}`,
);

/**
 * A mail to one person: "Dear …", the body, signed by the firm, with the same words as text
 * lines (blank ones included, the last one blank) and as escaped HTML.
 */
export function letter(mail: {
  to: string;
  subject: string;
  name: string;
  text: string[];
  html: string[];
}): MailDraft {
  return {
    to: mail.to,
    subject: mail.subject,
    text: [`Dear ${mail.name},`, '', ...mail.text, 'Warm regards,', site.name].join('\n'),
    html: mailHtml({
      title: mail.subject,
      body: [
        `<p>Dear ${escapeHtml(mail.name)},</p>`,
        ...mail.html,
        `<p>Warm regards,<br>${escapeHtml(site.name)}</p>`,
      ].join(''),
      footer: siteMailFooter,
    }),
  };
}
