import { describe, expect, it } from 'vitest';
import { addToCartHref } from './plan-format';

describe('addToCartHref', () => {
  it('carries the plan code', () => {
    expect(addToCartHref('EPOI_STARTER')).toBe('/add-cart?plan=EPOI_STARTER');
    expect(addToCartHref('SMART TDS&5')).toBe('/add-cart?plan=SMART+TDS%265');
  });
});
