import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@prakar/shared/two-factor';
import { Secret, TOTP } from 'otpauth';
import { toString as qrSvg } from 'qrcode';

/** A code from one step either side of now is accepted too: phones' clocks drift a little. */
const WINDOW = 1;

function totpOf(secret: string, account = '') {
  return new TOTP({
    issuer: 'Prakar Tax Advisory',
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** 160 random bits, the length RFC 4226 recommends for SHA-1, in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The secret in groups of four, as a person types it into an app. */
export function typedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The `otpauth://` address as a QR code: an SVG data URL, drawn here so the page stays small. */
export async function qrCodeOf(secret: string, account: string): Promise<string> {
  const svg = await qrSvg(totpOf(secret, account).toString(), { type: 'svg', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step (30-second counter) the code belongs to, when it is right within the window,
 * or undefined. Whether that step was already used is the caller's to check.
 */
export function matchingStep(secret: string, code: string, at: Date): number | undefined {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return undefined;
  return totp.counter({ timestamp: at.getTime() }) + delta;
}
