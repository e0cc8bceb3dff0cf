/** What the security notice says when a passkey is added: it signs in without the password. */
export function passkeyAdded(passkeyName: string) {
  return {
    subject: 'A passkey was added to your account',
    happened: `A passkey named “${passkeyName}” was added to your account`,
    meaning: [
      'It signs in to your account without your password, on the device or password manager that keeps it. If it was not you, remove it from your profile.',
    ],
  };
}
