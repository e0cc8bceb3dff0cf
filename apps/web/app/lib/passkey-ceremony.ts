import { serviceErrorMessage } from '#app/lib/api-error.ts';

/**
 * The browser's side of WebAuthn through `@simplewebauthn/browser`, loaded when the visitor asks
 * for a passkey, so no page carries it before then.
 */
type Browser = typeof import('@simplewebauthn/browser');
type CreationOptions = Parameters<Browser['startRegistration']>[0]['optionsJSON'];
type RequestOptions = Parameters<Browser['startAuthentication']>[0]['optionsJSON'];

const browser = () => import('@simplewebauthn/browser');

export const NO_PASSKEY_SUPPORT =
  'This browser cannot use passkeys. Please sign in with your password, or try an up-to-date browser.';
export const PASSKEY_CANCELLED =
  'No passkey was used: the prompt was closed or timed out. Please try again when you are ready.';
export const PASSKEY_ALREADY_ADDED =
  'This device already keeps a passkey for your account. It is in the list above.';

/** The answer as plain records, as the contract reads its open parts. */
function asRecords<T extends { response: object; clientExtensionResults: object }>(answer: T) {
  return {
    ...answer,
    response: answer.response as T['response'] & Record<string, unknown>,
    clientExtensionResults: answer.clientExtensionResults as Record<string, unknown>,
  };
}

/** Makes a passkey on the user's device for the server's options; the answer for the server. */
export async function createPasskey(options: Record<string, unknown>) {
  const { startRegistration } = await browser();
  return asRecords(await startRegistration({ optionsJSON: options as unknown as CreationOptions }));
}

/** Signs the server's challenge with a passkey the user picks on their device. */
export async function signWithPasskey(options: Record<string, unknown>) {
  const { startAuthentication } = await browser();
  return asRecords(
    await startAuthentication({ optionsJSON: options as unknown as RequestOptions }),
  );
}

/** What to tell the user when the device or the server turned the passkey down. */
export function passkeyErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : undefined;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return PASSKEY_ALREADY_ADDED;
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_CANCELLED;
  // The library's own words when the browser has no WebAuthn at all.
  if (
    name === 'NotSupportedError' ||
    (error instanceof Error && /not supported/.test(error.message))
  ) {
    return NO_PASSKEY_SUPPORT;
  }
  return serviceErrorMessage(error);
}
