/**
 * The file name a download should be saved under, from a `Content-Disposition` header. RFC 6266
 * lets a server send both `filename*=UTF-8''…` (for names such as "Invoice ₹.pdf") and a plain
 * `filename="…"` for old clients; the extended form wins when it can be decoded.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = parseParameters(header);
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const decoded = decodeExtendedValue(extended);
    if (decoded) return sanitiseFilename(decoded);
  }
  const plain = params.get('filename');
  return plain ? sanitiseFilename(plain) : null;
}

/** `attachment; a=1; b="x; y"` → { a: '1', b: 'x; y' }, names lower-cased. */
function parseParameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    const raw = match[2]?.trim() ?? '';
    if (!name || params.has(name)) continue;
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    params.set(name, value);
  }
  return params;
}

/** RFC 8187: `charset'language'percent-encoded`; only UTF-8 and ISO-8859-1 are defined. */
function decodeExtendedValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  const encoded = match[2] ?? '';
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1') {
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  } catch {
    return null;
  }
  return null;
}

/** A name, not a path: the browser decides the folder. */
function sanitiseFilename(name: string): string | null {
  const base = name.split(/[/\\]/).pop()?.trim() ?? '';
  const cleaned = Array.from(base)
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x1f && code !== 0x7f;
    })
    .join('');
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : null;
}
