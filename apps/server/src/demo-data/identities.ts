import { gstinCheckCharacter } from '@prakar/shared/indian-formats';
import { DIGITS, type Random, UPPER } from './random.ts';

/**
 * A PAN of the right shape: three letters, the holder type (C for a company), the first letter
 * of the holder's name, four digits and a letter.
 */
export function demoPan(random: Random, holderType: string, name: string): string {
  const initial = name.charAt(0).toUpperCase();
  return `${random.text(3, UPPER)}${holderType}${initial}${random.text(4, DIGITS)}${random.text(1, UPPER)}`;
}

/** The GSTIN of the first registration of `pan` in a state, with its check character. */
export function demoGstin(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14) ?? ''}`;
}

/** A TAN: the issuing city's three letters, the name's initial, five digits, a letter. */
export function demoTan(random: Random, tanPrefix: string, name: string): string {
  return `${tanPrefix}${name.charAt(0).toUpperCase()}${random.text(5, DIGITS)}${random.text(1, UPPER)}`;
}

/** Ten digits starting 6 to 9, as Indian mobile numbers do. */
export function demoMobile(random: Random): string {
  return `${random.int(6, 9)}${random.text(9, DIGITS)}`;
}

/** Addresses from blocks Indian broadband and mobile networks announce. */
const NETWORKS = ['49.36', '103.21', '106.51', '117.96', '122.161', '152.58', '157.32', '182.70'];

export function demoIp(random: Random): string {
  return `${random.pick(NETWORKS)}.${random.int(0, 255)}.${random.int(1, 254)}`;
}

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:144.0) Gecko/20100101 Firefox/144.0',
];

export function demoUserAgent(random: Random): string {
  return random.pick(USER_AGENTS);
}
