import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, speaking WebAuthn as a browser and device do: an ES256
 * key pair, `none` attestation when created, signed assertions after. Each field is built from
 * the specification, so the server's library checks the real protocol.
 */
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export function softwareAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(32);
  const id = isoBase64URL.fromBuffer(credentialId);
  let counter = 0;
  let userHandle = '';

  function authenticatorData(rpId: string, flags: number, attested?: Uint8Array) {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(bytes(rpId)),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  function coseKey(): Uint8Array {
    const jwk = publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    );
  }

  const clientData = (type: string, challenge: string, origin: string) =>
    bytes(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  /** The credential around the authenticator's response, as the browser library encodes it. */
  const credential = <R>(response: R) => ({
    id,
    rawId: id,
    type: 'public-key' as const,
    clientExtensionResults: {},
    authenticatorAttachment: 'platform' as const,
    response,
  });

  return {
    id,
    /** What `navigator.credentials.create()` answers to the registration options at `origin`. */
    create(options: Options, origin: string, { userVerified = true } = {}) {
      const rpId = options.rp?.id ?? new URL(origin).hostname;
      userHandle = options.user?.id ?? '';
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey()]);
      const flags =
        FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0) | FLAG_ATTESTED_CREDENTIAL;
      const authData = authenticatorData(rpId, flags, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return credential({
        clientDataJSON: isoBase64URL.fromBuffer(
          clientData('webauthn.create', options.challenge, origin),
        ),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      });
    },
    /** What `navigator.credentials.get()` answers to the sign-in options at `origin`. */
    get(options: Options, origin: string) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      const authData = authenticatorData(rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return credential({
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
        userHandle,
      });
    },
  };
}
