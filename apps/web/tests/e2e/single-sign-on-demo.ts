/**
 * The demonstration app (examples/epoi-demo) that the end-to-end server names as E-POI's OpenID
 * client, five ports above the portal's (playwright.config.ts starts both).
 */
export const DEMO_PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;

/** The portal's client list for the demo, as OPENID_CLIENTS carries it. */
export function demoClients(): string {
  return JSON.stringify([
    {
      clientId: 'epoi-demo',
      app: 'EPOI',
      name: 'E-POI demo',
      redirectUris: [`${DEMO_URL}/callback`],
      postLogoutRedirectUris: [`${DEMO_URL}/`],
      backchannelLogoutUri: `${DEMO_URL}/backchannel-logout`,
      initiateLoginUri: `${DEMO_URL}/login`,
    },
  ]);
}
