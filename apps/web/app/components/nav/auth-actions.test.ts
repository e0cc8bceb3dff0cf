import { describe, expect, it } from 'vitest';
import { primaryAuthAction } from './auth-actions';

describe('the anonymous call to action', () => {
  it('offers Sign In on the sign-up page and Sign Up elsewhere', () => {
    expect(primaryAuthAction('/sign-up')).toEqual({ label: 'Sign In', to: '/login' });
    expect(primaryAuthAction('/sign-up/')).toEqual({ label: 'Sign In', to: '/login' });
    expect(primaryAuthAction('/home')).toEqual({ label: 'Sign Up', to: '/sign-up' });
    expect(primaryAuthAction('/nav-component')).toEqual({ label: 'Sign Up', to: '/sign-up' });
    expect(primaryAuthAction('/sign-up', '/login?corporateName=acme')).toEqual({
      label: 'Sign In',
      to: '/login?corporateName=acme',
    });
  });
});
