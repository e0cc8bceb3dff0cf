import { describe, expect, it } from 'vitest';
import { countStoredCartLines } from './stored-cart-count';

describe('countStoredCartLines', () => {
  it('counts the lines that name a plan', () => {
    const raw = JSON.stringify({
      items: [
        { planCode: 'EPOI_STARTER', quantity: 1 },
        { planCode: 'SMART_TDS_5', quantity: 3 },
      ],
    });
    expect(countStoredCartLines(raw)).toBe(2);
  });

  it('is 0 for no cart, unreadable text or another shape', () => {
    expect(countStoredCartLines(null)).toBe(0);
    expect(countStoredCartLines('{not json')).toBe(0);
    expect(countStoredCartLines('null')).toBe(0);
    expect(countStoredCartLines(JSON.stringify({ items: 'EPOI_STARTER' }))).toBe(0);
  });

  it('leaves out lines without a plan', () => {
    const raw = JSON.stringify({ items: [{ planCode: 'EPOI_STARTER' }, { quantity: 2 }, null, 7] });
    expect(countStoredCartLines(raw)).toBe(1);
  });
});
