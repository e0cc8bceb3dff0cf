/** What `navigator.credentials.get()` answers, as the browser library hands it on (shape only). */
export const PASSKEY_SIGNATURE = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA', userHandle: 'dQ' },
};
