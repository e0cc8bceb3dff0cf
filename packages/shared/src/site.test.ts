import { describe, expect, it } from 'vitest';
import { isValidGstin, panOfGstin, parseCin } from './indian-formats';
import { site } from './site';

describe('the firm’s legal identity', () => {
  it('has a CIN that matches its registered office, year and kind of company', () => {
    const cin = parseCin(site.cin);
    expect(cin).toMatchObject({
      listed: false,
      stateCode: 'MH',
      year: site.foundedYear,
      kind: 'PTC',
    });
    expect(site.address.state).toBe('Maharashtra');
    expect(site.legalName).toMatch(/Private Limited$/);
  });

  it('has a GSTIN that is valid and carries its PAN', () => {
    expect(isValidGstin(site.gstin)).toBe(true);
    expect(panOfGstin(site.gstin)).toBe(site.pan);
    expect(site.gstin.slice(0, 2)).toBe(site.address.stateCode);
  });
});
