import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-shaped ids: a prefix, an underscore and 14 random base62 characters (`pay_Nf3k…`). */
export function newId(prefix: 'order' | 'pay' | 'rfnd' | 'evt' | 'acc' | 'chk'): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 14; i++) id += BASE62[randomInt(BASE62.length)];
  return id;
}

export const unixSeconds = (): number => Math.floor(Date.now() / 1000);
