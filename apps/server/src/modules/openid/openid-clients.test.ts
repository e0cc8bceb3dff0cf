import { describe, expect, it } from 'vitest';
import { launchUrlsOf, openidClientsOf } from './openid-clients.ts';

const EPOI = {
  clientId: 'epoi',
  app: 'EPOI',
  name: 'E-POI',
  redirectUris: ['https://epoi.example.in/callback'],
  initiateLoginUri: 'https://epoi.example.in/login',
};

describe('the apps that sign in through the portal', () => {
  it('are none unless configured', () => {
    expect(openidClientsOf({})).toEqual([]);
  });

  it('are read from OPENID_CLIENTS', () => {
    const [client] = openidClientsOf({ openidClients: JSON.stringify([EPOI]) });
    expect(client).toMatchObject({ clientId: 'epoi', app: 'EPOI', postLogoutRedirectUris: [] });
  });

  it('stop the start with a message naming what is wrong', () => {
    expect(() => openidClientsOf({ openidClients: '{' })).toThrow(
      'OPENID_CLIENTS must be a JSON list of clients',
    );
    expect(() =>
      openidClientsOf({ openidClients: JSON.stringify([{ ...EPOI, redirectUris: ['ftp://x'] }]) }),
    ).toThrow(/OPENID_CLIENTS: 0\.redirectUris\.0 must be an http/);
    expect(() => openidClientsOf({ openidClients: JSON.stringify([EPOI, EPOI]) })).toThrow(
      'names client epoi twice',
    );
    expect(() => openidClientsOf({ openidClientsFile: '/nowhere/clients.json' })).toThrow(
      'OPENID_CLIENTS_FILE /nowhere/clients.json cannot be read',
    );
  });

  it('are launched from My Apps at their initiate-login address, naming the issuer', () => {
    const clients = openidClientsOf({ openidClients: JSON.stringify([EPOI]) });
    expect(launchUrlsOf(clients, 'https://prakartax.in/oidc')).toEqual({
      EPOI: 'https://epoi.example.in/login?iss=https%3A%2F%2Fprakartax.in%2Foidc',
    });
  });
});
