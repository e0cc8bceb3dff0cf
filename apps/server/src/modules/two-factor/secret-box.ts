import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM with a fresh 96-bit nonce per secret: `v1.<nonce>.<ciphertext>.<tag>` in base64url.
 * The user's id is the additional data, so a secret copied to another user's row fails to open.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('The two-step sign-in key must be 32 bytes.');
  return {
    seal(plaintext: string, userId: number): string {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(String(userId)));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, nonce, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(stored: string, userId: number): string {
      const [version, nonce, sealed, tag] = stored.split('.');
      if (version !== VERSION || !nonce || !sealed || !tag) {
        throw new Error('An authenticator secret is stored in an unknown form.');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(String(userId)));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
