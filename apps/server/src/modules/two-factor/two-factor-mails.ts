/** What the security notice says when two-step sign-in is turned on or off. */
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
