/**
 * A small reader for the MIME messages the server sends (multipart/mixed and /alternative,
 * base64 and quoted-printable, encoded-word headers), enough to check what a recipient sees.
 */

export interface MimePart {
  headers: Record<string, string>;
  /** Decoded body bytes (for a leaf part). */
  body: Buffer;
  parts: MimePart[];
}

export interface ReadMail {
  headers: Record<string, string>;
  text: string | undefined;
  html: string | undefined;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input.charAt(i);
    const hex = input.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(input.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=`, joining adjacent encoded words. */
function decodeHeaderValue(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_all, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const name = line.slice(0, at).trim().toLowerCase();
    headers[name] ??= decodeHeaderValue(line.slice(at + 1).trim());
  }
  return headers;
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

/** Parses a raw message given as a latin1 string (one character per byte). */
function parsePart(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const headerBlock = split === -1 ? raw : raw.slice(0, split);
  const bodyText = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(headerBlock);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = parameter(contentType, 'boundary');
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = bodyText.split(`--${boundary}`);
    const parts = sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .map((section) => parsePart(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(bodyText.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(bodyText)
        : Buffer.from(bodyText, 'latin1');
  return { headers, body, parts: [] };
}

function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

export function readMail(raw: Buffer): ReadMail {
  const root = parsePart(raw.toString('latin1'));
  const mail: ReadMail = {
    headers: root.headers,
    text: undefined,
    html: undefined,
    attachments: [],
  };
  for (const leaf of leaves(root)) {
    const type = (leaf.headers['content-type'] ?? 'text/plain').split(';')[0]?.trim().toLowerCase();
    const disposition = leaf.headers['content-disposition'] ?? '';
    if (/attachment/i.test(disposition)) {
      mail.attachments.push({
        filename: parameter(disposition, 'filename') ?? '',
        contentType: type ?? '',
        content: leaf.body,
      });
    } else if (type === 'text/html') {
      mail.html = leaf.body.toString('utf8');
    } else if (type === 'text/plain') {
      mail.text = leaf.body.toString('utf8').replace(/\r\n/g, '\n');
    }
  }
  return mail;
}
