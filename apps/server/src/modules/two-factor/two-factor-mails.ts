/** What the security notice says when two-step sign-in is turned on, or off with nothing left. */
export function twoFactorChange(turnedOn: boolean) {
  const change = turnedOn ? 'turned on' : 'turned off';
  return {
    subject: `Two-step sign-in was ${change}`,
    happened: `Two-step sign-in was ${change} for your account`,
    meaning: [
      turnedOn
        ? 'From now on, signing in asks for a code from your authenticator app after your password.'
        : 'Signing in now asks for your password only.',
    ],
  };
}

/**
 * What the security notice says when the authenticator app goes but passkeys stay: whether the
 * password is still followed by a second step depends on the policy (docs/decisions/0093).
 */
export function appRemoved(passkeyAfterPassword: boolean) {
  return {
    subject: 'Your authenticator app was removed from two-step sign-in',
    happened: 'The authenticator app was removed from two-step sign-in for your account',
    meaning: [
      passkeyAfterPassword
        ? 'Two-step sign-in stays on: signing in with your password now asks for one of your passkeys, as your organisation requires.'
        : 'Signing in with your password now asks for nothing more. Your passkeys still sign you in on their own.',
    ],
  };
}
