import { isSafeReturnPath } from '@prakar/shared/return-path';

/**
 * Return addresses travel as base64 text. We use the URL-safe alphabet without padding so the value
 * needs no percent-encoding in a query string, and encode UTF-8 bytes so any path round-trips.
 */
export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Accepts both alphabets (with or without padding); null when the text is not valid base64. */
export function decodeBase64Url(encoded: string): string | null {
  const normalised = encoded.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalised)) return null;
  try {
    const binary = atob(normalised.padEnd(Math.ceil(normalised.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function encodeReturnUrl(pathAndSearch: string): string {
  return encodeBase64Url(pathAndSearch);
}

/** The decoded return path, or null when it is missing, malformed or points off-site. */
export function decodeReturnUrl(encoded: string | null | undefined): string | null {
  if (!encoded) return null;
  const path = decodeBase64Url(encoded);
  return path !== null && isSafeReturnPath(path) ? path : null;
}

/** `/login?returnUrl=…` for the given location; the login page sends the visitor back there. */
export function loginPathWithReturn(pathAndSearch: string): string {
  return `/login?returnUrl=${encodeReturnUrl(pathAndSearch)}`;
}
